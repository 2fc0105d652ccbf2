//! Where a book's bytes come from: a file read by positioned reads, or
//! the bytes built into the program.
//!
//! Positioned reads rather than a memory map: a book that another program
//! truncates while it is mapped kills the reader with SIGBUS, where a
//! read just comes back short. The file's size and modification time are
//! taken at opening and compared before each lookup, so that a book
//! changed under us gives [`BookError::Changed`], never stale offsets.

use super::error::BookError;
use crate::error::RecordError;
use crate::formats::files::open_regular;
use std::fs::{File, OpenOptions};
use std::path::Path;
use std::time::SystemTime;

pub(crate) enum Source {
    File {
        file: ReadAt,
        len: u64,
        modified: Option<SystemTime>,
    },
    Static(&'static [u8]),
}

impl Source {
    /// Opens a regular file (a folder, a device such as `/dev/zero` and a
    /// pipe are refused without blocking, as for records).
    pub(crate) fn open(path: &Path) -> Result<Source, BookError> {
        let (file, len) = open_regular(path, OpenOptions::new().read(true), u64::MAX)?;
        let modified = file.metadata().ok().and_then(|m| m.modified().ok());
        Ok(Source::File {
            file: ReadAt::new(file),
            len,
            modified,
        })
    }

    /// The length seen at opening: nothing past it is read.
    pub(crate) fn len(&self) -> u64 {
        match self {
            Source::File { len, .. } => *len,
            Source::Static(bytes) => bytes.len() as u64,
        }
    }

    /// Fills as much of `buf` as the source holds from `offset` (up to
    /// the length seen at opening); a file that ends sooner has changed.
    pub(crate) fn read_at(
        &self,
        buf: &mut [u8],
        offset: u64,
        file: &str,
    ) -> Result<usize, BookError> {
        let len = self.len();
        let want = (len.saturating_sub(offset)).min(buf.len() as u64) as usize;
        match self {
            Source::Static(bytes) => {
                let start = offset.min(len) as usize;
                buf[..want].copy_from_slice(&bytes[start..start + want]);
                Ok(want)
            }
            Source::File { file: f, .. } => {
                let mut done = 0;
                while done < want {
                    match f.read_at(&mut buf[done..want], offset + done as u64) {
                        Ok(0) => {
                            return Err(BookError::Changed {
                                file: file.to_string(),
                            });
                        }
                        Ok(n) => done += n,
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(RecordError::io(file, "read", e).into()),
                    }
                }
                Ok(want)
            }
        }
    }

    /// Whether both read one file: the same device and inode of the
    /// handles opened (elsewhere, never said; the built-in book is no
    /// file).
    pub(crate) fn is_same_file(&self, other: &Source) -> bool {
        let (Source::File { file: a, .. }, Source::File { file: b, .. }) = (self, other) else {
            return false;
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            match (a.metadata(), b.metadata()) {
                (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
                _ => false,
            }
        }
        #[cfg(not(unix))]
        {
            let _ = (a, b);
            false
        }
    }

    /// Refuses a file whose size or modification time is not what it was
    /// at opening.
    pub(crate) fn check_unchanged(&self, file: &str) -> Result<(), BookError> {
        let Source::File {
            file: f,
            len,
            modified,
        } = self
        else {
            return Ok(());
        };
        let meta = f.metadata().map_err(|e| RecordError::io(file, "read", e))?;
        if meta.len() != *len || meta.modified().ok() != *modified {
            return Err(BookError::Changed {
                file: file.to_string(),
            });
        }
        Ok(())
    }
}

/// A file read at offsets from any thread.
pub(crate) struct ReadAt {
    #[cfg(unix)]
    file: File,
    /// Without positioned reads, a seek and a read, one thread at a time.
    #[cfg(not(unix))]
    file: std::sync::Mutex<File>,
}

impl ReadAt {
    fn new(file: File) -> ReadAt {
        #[cfg(unix)]
        return ReadAt { file };
        #[cfg(not(unix))]
        return ReadAt {
            file: std::sync::Mutex::new(file),
        };
    }

    fn read_at(&self, buf: &mut [u8], offset: u64) -> std::io::Result<usize> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileExt;
            self.file.read_at(buf, offset)
        }
        #[cfg(not(unix))]
        {
            use std::io::{Read, Seek, SeekFrom};
            let mut file = self
                .file
                .lock()
                .map_err(|_| std::io::Error::other("book file lock poisoned"))?;
            file.seek(SeekFrom::Start(offset))?;
            file.read(buf)
        }
    }

    fn metadata(&self) -> std::io::Result<std::fs::Metadata> {
        #[cfg(unix)]
        return self.file.metadata();
        #[cfg(not(unix))]
        return self
            .file
            .lock()
            .map_err(|_| std::io::Error::other("book file lock poisoned"))?
            .metadata();
    }
}
