//! The training data file: a 16-byte header, then fixed-size records.
//!
//! Header: the magic `STNNDATA`, the format version (u32, little-endian,
//! `VERSION`) and the size of one record in bytes (u32, `RECORD_BYTES`).
//! The records follow back to back (`sample`), so the file's length says
//! how many there are and a reader can seek to any of them.
//!
//! Runs append to one file over days of work. A run that dies in the
//! middle of a write leaves a torn last record: appending cuts it off
//! first, and reading ignores it (and says so). The header of a new file
//! is written whole or not at all (`kifu::atomic::write_new`). A file is
//! locked while a run appends to it, so two runs never interleave.

use super::sample::{RECORD_BYTES, Sample};
use shogi_records::atomic::write_new;
use shogi_records::files::open_regular;
use shogi_records::{RecordError, escape_controls};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, BufReader, BufWriter, ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

pub const MAGIC: [u8; 8] = *b"STNNDATA";
pub const VERSION: u32 = 1;
pub const HEADER_BYTES: u64 = 16;
const RECORD_SIZE: u64 = RECORD_BYTES as u64;

/// The largest data file read or appended to: some 116 million records.
/// `train` holds every example of its files in memory, a few hundred
/// bytes each (twice, with mirror images), so a larger file could not be
/// trained on in one go; the embedded net was trained on 620 thousand
/// records (23 MB). `datagen` stops before a file passes it, so every file
/// it writes can be read back; `/dev/zero` and pipes are refused unread.
pub const MAX_DATA_BYTES: u64 = 4 * 1024 * 1024 * 1024;

/// Written records wait here until the end of their game (or until it
/// fills, for a very long game): a game is some 4 KiB.
const WRITE_BUFFER: usize = 64 * 1024;

/// Why a data file cannot be read or appended to.
#[derive(Debug, Error)]
pub enum DataFileError {
    #[error("{}: no such file", shown(path))]
    NotFound { path: PathBuf },
    #[error("{}: is a folder, not a training data file", shown(path))]
    IsDirectory { path: PathBuf },
    #[error("cannot {action} {}: {source}", shown(path))]
    Io {
        path: PathBuf,
        action: DataAction,
        source: io::Error,
    },
    /// Its message names the file.
    #[error("{source}")]
    Create { source: RecordError },
    #[error(
        "{}: {len} bytes, shorter than the {HEADER_BYTES}-byte header of a training data file",
        shown(path)
    )]
    TooShort { path: PathBuf, len: u64 },
    #[error(
        "{}: not a shogi-tui training data file (it starts with {found}, not STNNDATA)",
        shown(path)
    )]
    BadMagic { path: PathBuf, found: String },
    #[error(
        "{}: training data format version {found}; this shogi-tui reads version {VERSION}",
        shown(path)
    )]
    Version { path: PathBuf, found: u32 },
    #[error(
        "{}: the header says records of {found} bytes; version {VERSION} records are \
         {RECORD_BYTES}",
        shown(path)
    )]
    RecordSize { path: PathBuf, found: u32 },
    #[error("{}: another run is appending to this file", shown(path))]
    InUse { path: PathBuf },
    /// Not opened, as no reader opens it: a pipe, a device, a file over
    /// [`MAX_DATA_BYTES`]. The message names the file.
    #[error("{0}")]
    Unreadable(RecordError),
    /// One more record would take the file past [`MAX_DATA_BYTES`].
    #[error(
        "{}: one more record would make it larger than {MAX_DATA_BYTES} bytes, the most a \
         training data file holds",
        shown(path)
    )]
    Full { path: PathBuf },
}

impl DataFileError {
    /// Whether the request itself is wrong (a missing or foreign file), as
    /// opposed to reading or writing failing: the command line's exit
    /// status tells them apart.
    pub fn is_bad_input(&self) -> bool {
        !matches!(
            self,
            DataFileError::Io { .. }
                | DataFileError::Create { .. }
                | DataFileError::InUse { .. }
                | DataFileError::Full { .. }
                | DataFileError::Unreadable(RecordError::Io { .. })
        )
    }

    /// Why [`open_regular`] refused `path`, in this file's words where
    /// they say more (a folder is not a training data file).
    fn opening(e: RecordError) -> DataFileError {
        match e {
            RecordError::NotFound { path } => DataFileError::NotFound { path },
            RecordError::IsDirectory { path } => DataFileError::IsDirectory { path },
            other => DataFileError::Unreadable(other),
        }
    }

    /// `path` opened to read, or to read and append, as every data file
    /// is opened.
    fn open(path: &Path, options: &mut OpenOptions) -> Result<(File, u64), DataFileError> {
        open_regular(path, options, MAX_DATA_BYTES).map_err(DataFileError::opening)
    }

    fn io(path: &Path, action: DataAction, source: io::Error) -> DataFileError {
        match source.kind() {
            ErrorKind::NotFound => DataFileError::NotFound {
                path: path.to_path_buf(),
            },
            ErrorKind::IsADirectory => DataFileError::IsDirectory {
                path: path.to_path_buf(),
            },
            _ => DataFileError::Io {
                path: path.to_path_buf(),
                action,
                source,
            },
        }
    }
}

/// What was being done to a data file when the system refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataAction {
    Read,
    Lock,
    Write,
    /// Cutting a record a crash left half written at the end.
    CutTorn,
}

impl std::fmt::Display for DataAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DataAction::Read => "read",
            DataAction::Lock => "lock",
            DataAction::Write => "write",
            DataAction::CutTorn => "cut the torn last record of",
        })
    }
}

/// A path in a message: file names may hold control characters.
fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// The header of a file of this version.
pub fn header() -> [u8; HEADER_BYTES as usize] {
    let mut h = [0; HEADER_BYTES as usize];
    h[..8].copy_from_slice(&MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(RECORD_BYTES as u32).to_le_bytes());
    h
}

/// Reads and checks the header of `file`, which holds `len` bytes, and
/// returns how many whole records follow it and how many bytes of a torn
/// last record.
fn check_header(file: &mut File, path: &Path, len: u64) -> Result<(u64, u64), DataFileError> {
    if len < HEADER_BYTES {
        return Err(DataFileError::TooShort {
            path: path.to_path_buf(),
            len,
        });
    }
    let mut h = [0u8; HEADER_BYTES as usize];
    file.seek(SeekFrom::Start(0))
        .and_then(|_| file.read_exact(&mut h))
        .map_err(|e| DataFileError::io(path, DataAction::Read, e))?;
    if h[..8] != MAGIC {
        let found = h[..8]
            .iter()
            .map(|&b| {
                if b.is_ascii_graphic() {
                    (b as char).to_string()
                } else {
                    format!("\\x{b:02x}")
                }
            })
            .collect();
        return Err(DataFileError::BadMagic {
            path: path.to_path_buf(),
            found,
        });
    }
    let word = |i: usize| u32::from_le_bytes([h[i], h[i + 1], h[i + 2], h[i + 3]]);
    if word(8) != VERSION {
        return Err(DataFileError::Version {
            path: path.to_path_buf(),
            found: word(8),
        });
    }
    if word(12) != RECORD_BYTES as u32 {
        return Err(DataFileError::RecordSize {
            path: path.to_path_buf(),
            found: word(12),
        });
    }
    let body = len - HEADER_BYTES;
    Ok((body / RECORD_SIZE, body % RECORD_SIZE))
}

/// Reads the records of a file in order.
pub struct DataReader {
    path: PathBuf,
    input: BufReader<File>,
    records: u64,
    torn_bytes: u64,
    read: u64,
}

impl DataReader {
    pub fn open(path: &Path) -> Result<DataReader, DataFileError> {
        let (mut file, len) = DataFileError::open(path, OpenOptions::new().read(true))?;
        // Only the records there now are read, however the file grows.
        let (records, torn_bytes) = check_header(&mut file, path, len)?;
        Ok(DataReader {
            path: path.to_path_buf(),
            input: BufReader::with_capacity(WRITE_BUFFER, file),
            records,
            torn_bytes,
            read: 0,
        })
    }

    /// Whole records in the file.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// Bytes of a torn last record after the whole ones (a run killed in
    /// the middle of a write); they are not read.
    pub fn torn_bytes(&self) -> u64 {
        self.torn_bytes
    }

    /// The next record's bytes, or `None` after the last whole record.
    /// `Sample::from_bytes` makes a record of them; a reader that counts
    /// bad records goes on after one.
    pub fn next_bytes(&mut self) -> Result<Option<[u8; RECORD_BYTES]>, DataFileError> {
        if self.read == self.records {
            return Ok(None);
        }
        let mut bytes = [0; RECORD_BYTES];
        self.input
            .read_exact(&mut bytes)
            .map_err(|e| DataFileError::io(&self.path, DataAction::Read, e))?;
        self.read += 1;
        Ok(Some(bytes))
    }
}

/// What appending found in the file before the first new record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opened {
    /// Whole records already there (0 for a new file).
    pub records: u64,
    /// Bytes of a torn last record that were cut off.
    pub truncated_bytes: u64,
}

/// Appends records to a file, creating it with its header if needed.
pub struct DataWriter {
    path: PathBuf,
    out: BufWriter<File>,
    /// The file's length once everything written reaches it.
    len: u64,
}

impl DataWriter {
    /// Opens `path` for appending: a missing file is created, an empty one
    /// gets its header, an existing one must have the header of this
    /// version, and a torn last record is cut off.
    pub fn append(path: &Path) -> Result<(DataWriter, Opened), DataFileError> {
        let mut file = open_or_create(path)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(DataFileError::InUse {
                    path: path.to_path_buf(),
                });
            }
            Err(TryLockError::Error(e)) => {
                return Err(DataFileError::io(path, DataAction::Lock, e));
            }
        }
        let len = file
            .metadata()
            .map_err(|e| DataFileError::io(path, DataAction::Read, e))?
            .len();
        let mut opened = Opened::default();
        let mut end = len;
        if len == 0 {
            // An empty file (made by `touch`, say) is a file with no records.
            file.write_all(&header())
                .map_err(|e| DataFileError::io(path, DataAction::Write, e))?;
            end = HEADER_BYTES;
        } else {
            let (records, torn) = check_header(&mut file, path, len)?;
            if torn > 0 {
                end = len - torn;
                file.set_len(end)
                    .map_err(|e| DataFileError::io(path, DataAction::CutTorn, e))?;
            }
            opened = Opened {
                records,
                truncated_bytes: torn,
            };
        }
        file.seek(SeekFrom::End(0))
            .map_err(|e| DataFileError::io(path, DataAction::Write, e))?;
        Ok((
            DataWriter {
                path: path.to_path_buf(),
                out: BufWriter::with_capacity(WRITE_BUFFER, file),
                len: end,
            },
            opened,
        ))
    }

    /// Adds one record; it reaches the file at the next `flush` at the
    /// latest.
    /// A record that would take the file past [`MAX_DATA_BYTES`] is
    /// refused: no reader would take the file then.
    pub fn write(&mut self, sample: &Sample) -> Result<(), DataFileError> {
        if self.len + RECORD_SIZE > MAX_DATA_BYTES {
            return Err(DataFileError::Full {
                path: self.path.clone(),
            });
        }
        self.out
            .write_all(&sample.to_bytes())
            .map_err(|e| DataFileError::io(&self.path, DataAction::Write, e))?;
        self.len += RECORD_SIZE;
        Ok(())
    }

    /// Hands everything written to the system: called after each game, so
    /// that a killed run loses at most the game being played.
    pub fn flush(&mut self) -> Result<(), DataFileError> {
        self.out
            .flush()
            .map_err(|e| DataFileError::io(&self.path, DataAction::Write, e))
    }
}

/// The file at `path` opened for reading and writing, as readers open it
/// (a pipe or a device is refused, not written into); a missing one is
/// created holding its header alone.
fn open_or_create(path: &Path) -> Result<File, DataFileError> {
    let open = || DataFileError::open(path, OpenOptions::new().read(true).write(true));
    match open() {
        Err(DataFileError::NotFound { .. }) => {
            match write_new(path, &header()) {
                Ok(()) => {}
                // Made by someone else in between: append to theirs.
                Err(RecordError::AlreadyExists { .. }) => {}
                Err(source) => return Err(DataFileError::Create { source }),
            }
            open().map(|(file, _)| file)
        }
        other => other.map(|(file, _)| file),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::packed::PackedPosition;
    use crate::net::sample::GameResult;
    use shogi_core::Position;
    use shogi_engine::bot::Score;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nnue-file-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("data.bin")
    }

    fn sample(score: i32) -> Sample {
        let pos = Position::startpos();
        let mut s = Sample::pending(PackedPosition::pack(&pos).unwrap(), Score::Cp(score), 1);
        s.result = GameResult::Draw;
        s
    }

    fn read_all(path: &Path) -> Vec<Sample> {
        let mut r = DataReader::open(path).unwrap();
        let mut out = Vec::new();
        while let Some(bytes) = r.next_bytes().unwrap() {
            out.push(Sample::from_bytes(&bytes).unwrap());
        }
        out
    }

    #[test]
    fn records_written_are_read_back_and_appended_to() {
        let path = scratch("round");
        let (mut w, opened) = DataWriter::append(&path).unwrap();
        assert_eq!(opened, Opened::default());
        w.write(&sample(1)).unwrap();
        w.write(&sample(2)).unwrap();
        w.flush().unwrap();
        drop(w);
        let (mut w, opened) = DataWriter::append(&path).unwrap();
        assert_eq!(opened.records, 2);
        w.write(&sample(3)).unwrap();
        w.flush().unwrap();
        drop(w);
        let scores: Vec<i16> = read_all(&path).iter().map(|s| s.score).collect();
        assert_eq!(scores, [1, 2, 3]);
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(&bytes[..16], b"STNNDATA\x01\0\0\0\x25\0\0\0");
        assert_eq!(bytes.len(), 16 + 3 * RECORD_BYTES);
    }

    #[test]
    fn a_torn_last_record_is_ignored_by_readers_and_cut_by_appending() {
        let path = scratch("torn");
        let (mut w, _) = DataWriter::append(&path).unwrap();
        w.write(&sample(1)).unwrap();
        w.write(&sample(2)).unwrap();
        w.flush().unwrap();
        drop(w);
        // A run killed in the middle of its third record.
        let mut f = OpenOptions::new().append(true).open(&path).unwrap();
        f.write_all(&sample(3).to_bytes()[..20]).unwrap();
        drop(f);
        let r = DataReader::open(&path).unwrap();
        assert_eq!((r.records(), r.torn_bytes()), (2, 20));
        let (mut w, opened) = DataWriter::append(&path).unwrap();
        assert_eq!(
            opened,
            Opened {
                records: 2,
                truncated_bytes: 20
            }
        );
        w.write(&sample(4)).unwrap();
        w.flush().unwrap();
        drop(w);
        let scores: Vec<i16> = read_all(&path).iter().map(|s| s.score).collect();
        assert_eq!(scores, [1, 2, 4]);
    }

    #[test]
    fn foreign_files_are_refused_with_the_reason() {
        let path = scratch("foreign");
        let cases: [(&[u8], &str); 4] = [
            (b"STNN", "4 bytes, shorter than the 16-byte header"),
            (
                b"PK\x03\x04 a zip file...",
                "not a shogi-tui training data file (it starts with PK\\x03\\x04\\x20a\\x20z, not STNNDATA)",
            ),
            (
                b"STNNDATA\x02\0\0\0\x25\0\0\0",
                "format version 2; this shogi-tui reads version 1",
            ),
            (
                b"STNNDATA\x01\0\0\0\x28\0\0\0",
                "records of 40 bytes; version 1 records are 37",
            ),
        ];
        for (bytes, message) in cases {
            std::fs::write(&path, bytes).unwrap();
            let read = DataReader::open(&path).err().unwrap();
            assert!(read.to_string().contains(message), "{read}");
            assert!(read.is_bad_input());
            let append = DataWriter::append(&path).err().unwrap();
            assert!(append.to_string().contains(message), "{append}");
            // Refused, and left as it was.
            assert_eq!(std::fs::read(&path).unwrap(), bytes);
        }
        let missing = path.with_file_name("missing.bin");
        let err = DataReader::open(&missing).err().unwrap();
        assert!(matches!(err, DataFileError::NotFound { .. }), "{err}");
        let folder = path.parent().unwrap();
        let err = DataReader::open(folder).err().unwrap();
        assert!(matches!(err, DataFileError::IsDirectory { .. }), "{err}");
    }

    /// A pipe named as a data file was opened and waited on (to read) or
    /// written into (to append); a device was read as "0 bytes".
    #[cfg(unix)]
    #[test]
    fn pipes_are_refused_unopened_and_stay_pipes() {
        use std::os::unix::fs::FileTypeExt;
        let path = scratch("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&path)
            .status()
            .unwrap();
        assert!(made.success(), "mkfifo failed");
        let read = DataReader::open(&path).err().unwrap();
        let append = DataWriter::append(&path).err().unwrap();
        for e in [read, append] {
            assert!(
                matches!(e, DataFileError::Unreadable(RecordError::NotRegular { .. })),
                "{e}"
            );
            assert!(
                e.to_string().contains("data.bin: not a regular file"),
                "{e}"
            );
            assert!(e.is_bad_input());
        }
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_fifo()
        );
        let e = DataReader::open(Path::new("/dev/zero")).err().unwrap();
        assert!(e.to_string().contains("not a regular file"), "{e}");
    }

    /// Whatever `datagen` appends, `train` can read: the writer stops
    /// where the readers' limit is. (Sparse files: nothing is written.)
    #[test]
    fn a_file_never_grows_past_what_readers_take() {
        let path = scratch("full");
        let (w, _) = DataWriter::append(&path).unwrap();
        drop(w);
        let whole = (MAX_DATA_BYTES - HEADER_BYTES) / RECORD_SIZE;
        let file = OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(HEADER_BYTES + whole * RECORD_SIZE).unwrap();
        drop(file);
        let r = DataReader::open(&path).unwrap();
        assert_eq!(r.records(), whole);
        let (mut w, opened) = DataWriter::append(&path).unwrap();
        assert_eq!(opened.records, whole);
        let e = w.write(&sample(1)).unwrap_err();
        assert!(matches!(e, DataFileError::Full { .. }), "{e}");
        assert!(e.to_string().contains("4294967296"), "{e}");
        drop(w);
        let file = OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(MAX_DATA_BYTES + 1).unwrap();
        drop(file);
        for e in [
            DataReader::open(&path).err().unwrap(),
            DataWriter::append(&path).err().unwrap(),
        ] {
            assert!(
                matches!(e, DataFileError::Unreadable(RecordError::TooLarge { .. })),
                "{e}"
            );
        }
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn an_empty_file_gets_a_header_and_a_busy_one_is_refused() {
        let path = scratch("empty");
        std::fs::write(&path, b"").unwrap();
        let (w, opened) = DataWriter::append(&path).unwrap();
        assert_eq!(opened.records, 0);
        let err = DataWriter::append(&path).err().unwrap();
        assert!(matches!(err, DataFileError::InUse { .. }), "{err}");
        drop(w);
        assert_eq!(std::fs::read(&path).unwrap(), header());
    }
}
