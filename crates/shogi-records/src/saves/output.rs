//! The file a command writes its result to, and what it may write over.
//!
//! Every command-line writer (`convert`, `analyse --write`, `puzzlegen`,
//! `train`, and `datagen`, which appends) names its output here and asks
//! [`Output::check`] before its work, so that a refusal costs nothing:
//!
//! - never anything but a regular file: a device node or a pipe is not
//!   replaced by a file, whatever `--force` says (the write refuses it
//!   too, [`super::atomic`]);
//! - never a file the command reads, however its name is spelled (`a`,
//!   `./a`, a hard link or a symlink to it: the same device and inode);
//! - an existing name only with `--force`; without it the file is made
//!   with the no-clobber [`write_new`], so one that appears during the
//!   work is not replaced either.

use super::atomic::{create_with, write_atomic, write_atomic_with, write_new};
use crate::error::RecordError;
use crate::formats::files::record_bytes;
use crate::record::Record;
use std::fs;
use std::io::ErrorKind;
use std::path::Path;

/// A command's output file, and whether `--force` lets it replace one.
#[derive(Clone, Copy, Debug)]
pub struct Output<'a> {
    pub path: &'a Path,
    /// `--force`: an existing regular file of this name is replaced.
    pub force: bool,
}

impl<'a> Output<'a> {
    pub fn new(path: &'a Path, force: bool) -> Output<'a> {
        Output { path, force }
    }

    /// Refuses, before any work, an output that the write would refuse
    /// or that must not be written: see the module's rules. `inputs` are
    /// the files the command reads.
    pub fn check(&self, inputs: &[&Path]) -> Result<(), RecordError> {
        self.check_appendable(inputs)?;
        // `symlink_metadata`: a dangling symlink is a name in the way too.
        if !self.force && self.path.symlink_metadata().is_ok() {
            return Err(RecordError::OutputExists {
                path: self.path.to_path_buf(),
            });
        }
        Ok(())
    }

    /// [`Output::check`] for a writer that appends to an existing file
    /// (and checks its contents itself): anything but its existence.
    pub fn check_appendable(&self, inputs: &[&Path]) -> Result<(), RecordError> {
        let path = || self.path.to_path_buf();
        match fs::metadata(self.path) {
            Ok(m) if m.is_dir() => return Err(RecordError::IsDirectory { path: path() }),
            Ok(m) if !m.is_file() => return Err(RecordError::NotRegular { path: path() }),
            _ => {}
        }
        if inputs.iter().any(|input| same_file(self.path, input)) {
            return Err(RecordError::OutputIsInput { path: path() });
        }
        // A missing folder would otherwise be found only after the work.
        // It is the request's mistake; a "folder" that is a file, or one
        // that cannot be looked into, is the system refusing (as the write
        // would, with the same words).
        let folder = match self.path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        match fs::metadata(folder) {
            Ok(m) if m.is_dir() => Ok(()),
            Ok(_) => Err(RecordError::Io {
                path: path(),
                action: "create",
                source: ErrorKind::NotADirectory.into(),
            }),
            Err(e) if e.kind() == ErrorKind::NotFound => Err(RecordError::NoFolder {
                path: path(),
                folder: folder.to_path_buf(),
            }),
            Err(e) => Err(RecordError::Io {
                path: path(),
                action: "create",
                source: e,
            }),
        }
    }

    /// Writes `bytes` atomically: replacing a regular file with `--force`,
    /// else only as a new file (refused with [`RecordError::OutputExists`]
    /// when the name exists at that moment).
    pub fn write(&self, bytes: &[u8]) -> Result<(), RecordError> {
        if self.force {
            write_atomic(self.path, bytes)
        } else {
            write_new(self.path, bytes).map_err(|e| match e {
                RecordError::AlreadyExists { path } => RecordError::OutputExists { path },
                other => other,
            })
        }
    }

    /// [`Output::write`] of a file written piece by piece by `fill` (a
    /// book too big to hold whole).
    pub fn write_with<E: From<RecordError>>(
        &self,
        fill: impl FnOnce(&mut dyn std::io::Write) -> Result<(), E>,
    ) -> Result<(), E> {
        if self.force {
            write_atomic_with(self.path, fill)
        } else {
            create_with(self.path, fill, |path| RecordError::OutputExists { path })
        }
    }

    /// [`Output::write`] of a record, in the format its extension names.
    pub fn write_record(&self, record: &Record) -> Result<(), RecordError> {
        self.write(&record_bytes(self.path, record)?)
    }
}

/// Whether `a` and `b` name one existing file: the same device and
/// inode, so that `a.bin`, `./a.bin`, a hard link and a symlink to it are
/// all the same file (elsewhere: the same full path).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("kifu-output-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn one_file_under_any_name_is_the_same_file() {
        let dir = scratch("same");
        let a = dir.join("a.bin");
        fs::write(&a, "data").unwrap();
        let linked = dir.join("b.bin");
        fs::hard_link(&a, &linked).unwrap();
        let copy = dir.join("c.bin");
        fs::write(&copy, "data").unwrap();
        let dotted = dir.join(".").join("a.bin");
        assert!(same_file(&a, &dotted));
        assert!(same_file(&a, &linked));
        assert!(!same_file(&a, &copy), "same bytes, another file");
        assert!(!same_file(&a, &dir.join("missing.bin")));
        for name in [&dotted, &linked] {
            let e = Output::new(name, true).check(&[&a]).unwrap_err();
            assert!(matches!(e, RecordError::OutputIsInput { .. }), "{e}");
        }
        Output::new(&copy, true).check(&[&a]).unwrap();
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_existing_output_needs_force_and_a_new_one_is_made() {
        let dir = scratch("force");
        let out = dir.join("out.txt");
        Output::new(&out, false).check(&[]).unwrap();
        Output::new(&out, false).write(b"first").unwrap();
        let e = Output::new(&out, false).check(&[]).unwrap_err();
        assert!(matches!(e, RecordError::OutputExists { .. }), "{e}");
        let e = Output::new(&out, false).write(b"second").unwrap_err();
        assert!(matches!(e, RecordError::OutputExists { .. }), "{e}");
        assert_eq!(fs::read(&out).unwrap(), b"first");
        Output::new(&out, true).check(&[]).unwrap();
        Output::new(&out, true).write(b"second").unwrap();
        assert_eq!(fs::read(&out).unwrap(), b"second");
        let e = Output::new(&dir.join("no/such/out.txt"), true)
            .check(&[])
            .unwrap_err();
        assert!(matches!(e, RecordError::NoFolder { .. }), "{e}");
        // Under a file: the system's refusal, as the write would give.
        let e = Output::new(&out.join("x.txt"), true)
            .check(&[])
            .unwrap_err();
        assert!(matches!(e, RecordError::Io { .. }), "{e}");
        let e = Output::new(&dir, true).check(&[]).unwrap_err();
        assert!(matches!(e, RecordError::IsDirectory { .. }), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_is_refused_whatever_force_says() {
        let dir = scratch("pipe");
        let pipe = dir.join("out.kif");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap();
        assert!(made.success(), "mkfifo failed");
        for force in [false, true] {
            let e = Output::new(&pipe, force).check(&[]).unwrap_err();
            assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
            let e = Output::new(&pipe, force).check_appendable(&[]).unwrap_err();
            assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
        }
        assert!(Output::new(&pipe, true).write(b"x").is_err());
        use std::os::unix::fs::FileTypeExt;
        assert!(fs::symlink_metadata(&pipe).unwrap().file_type().is_fifo());
        fs::remove_dir_all(&dir).unwrap();
    }
}
