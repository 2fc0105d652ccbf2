//! Which running shogi-tui keeps which save: an OS lock on a small hidden
//! file beside the save (`.NAME.lock`), held while a game is open.
//!
//! The save itself cannot carry the lock: it is replaced by a rename after
//! every move, and a lock belongs to the replaced file, not to the name.
//! The OS drops the lock when its process ends in any way, `kill -9`
//! included, so a crash never leaves a game that can no longer be opened;
//! a lock file left behind is just an unlocked empty file.
//!
//! Review writes analysis back into a record it read ([`write_back`]):
//! only under the same lock, so never into a game another shogi-tui is
//! playing, and only into the file it read, never over moves added since.

use crate::error::RecordError;
use crate::escape::escape_controls;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The lock file of the save at `save`: `.NAME.lock` in the same folder
/// (hidden, so the load screen does not list it).
pub fn lock_path(save: &Path) -> PathBuf {
    let name = save
        .file_stem()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    save.with_file_name(format!(".{name}.lock"))
}

/// An exclusive hold on one save name, for as long as this value lives.
#[derive(Debug)]
pub struct GameLock {
    /// Kept open: closing it is what lets the lock go.
    _file: File,
    path: PathBuf,
}

/// Why a name could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another process holds it; its process id when it wrote one.
    Held(Option<u32>),
    Io(std::io::Error),
}

impl GameLock {
    /// Takes the lock, waiting up to `wait` while another process holds
    /// it (a shared file's write takes milliseconds); `Held` after that.
    pub fn take_within(save: &Path, wait: std::time::Duration) -> Result<GameLock, LockError> {
        let start = std::time::Instant::now();
        loop {
            match GameLock::try_take(save) {
                Err(LockError::Held(_)) if start.elapsed() < wait => {
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
                taken => return taken,
            }
        }
    }

    /// Takes the lock of the save at `save` without waiting.
    pub fn try_take(save: &Path) -> Result<GameLock, LockError> {
        let path = lock_path(save);
        // A holder that is letting go removes the file while still holding
        // it; a file opened just before that removal would be locked in
        // vain, so the locked file must still be the one at the path.
        for _ in 0..8 {
            let mut options = OpenOptions::new();
            options.read(true).write(true).create(true).truncate(false);
            let mut file = open_lock_file(&mut options, &path).map_err(LockError::Io)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Err(LockError::Held(holder(&mut file))),
                Err(TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
            if same_file(&file, &path) {
                // Who holds it, for the message another instance shows.
                let _ = file
                    .set_len(0)
                    .and_then(|()| write!(file, "{}", std::process::id()));
                return Ok(GameLock { _file: file, path });
            }
        }
        Err(LockError::Held(None))
    }

    /// Whether another process holds the lock of the save at `save` now.
    /// Looks without creating anything.
    pub fn held_elsewhere(save: &Path) -> Option<Option<u32>> {
        let mut file = open_lock_file(OpenOptions::new().read(true), &lock_path(save)).ok()?;
        match file.try_lock_shared() {
            Ok(()) => {
                let _ = file.unlock();
                None
            }
            Err(TryLockError::WouldBlock) => Some(holder(&mut file)),
            Err(TryLockError::Error(_)) => None,
        }
    }
}

impl Drop for GameLock {
    fn drop(&mut self) {
        // Removed while still held (see `try_take`), then unlocked by close.
        let _ = fs::remove_file(&self.path);
    }
}

/// Something other than a plain file at a lock's name, as the I/O error
/// of taking the lock: the app words it (found by downcasting the error).
#[derive(Debug, thiserror::Error)]
#[error("the save's lock is not a plain file; remove it if no game is running")]
pub struct LockNotAFile;

/// Opens a lock file without waiting: something that is not a plain file
/// at the lock's name (a pipe left there would block an open for reading
/// forever, and hang the Load list) is refused rather than waited on.
fn open_lock_file(options: &mut OpenOptions, path: &Path) -> std::io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other(LockNotAFile));
    }
    Ok(file)
}

/// The process id a holder wrote into the lock file.
fn holder(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.seek(SeekFrom::Start(0)).ok()?;
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

impl LockError {
    /// As a record error about the save at `save`.
    pub fn into_record_error(self, save: &Path) -> RecordError {
        match self {
            LockError::Held(pid) => RecordError::InUse {
                path: save.to_path_buf(),
                pid,
            },
            LockError::Io(e) => RecordError::io(lock_path(save), "lock the save", e),
        }
    }
}

/// A file as it stood when it was read: its size, its modification time
/// and which file it is. A save replaced since (saves are, by a rename,
/// after every move) or a file written in place has another stamp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileStamp {
    len: u64,
    modified: Option<SystemTime>,
    /// Device and inode, where there are such things.
    id: Option<(u64, u64)>,
}

impl FileStamp {
    /// The stamp of the file at `path` now; `None` when there is none.
    pub fn of(path: &Path) -> Option<FileStamp> {
        let meta = fs::metadata(path).ok()?;
        #[cfg(unix)]
        let id = {
            use std::os::unix::fs::MetadataExt;
            Some((meta.dev(), meta.ino()))
        };
        #[cfg(not(unix))]
        let id = None;
        Some(FileStamp {
            len: meta.len(),
            modified: meta.modified().ok(),
            id,
        })
    }
}

/// Why a record was not written back into the file it was read from
/// (the app words it for the player; the `Display` is for developers).
#[derive(Debug, thiserror::Error)]
pub enum WriteBackError {
    #[error("{} is open in another shogi-tui{}", file_name(path), crate::error::process(*pid))]
    InUse { path: PathBuf, pid: Option<u32> },
    #[error("{} has changed on disk since it was read", file_name(path))]
    Changed { path: PathBuf },
    #[error(transparent)]
    Failed(#[from] RecordError),
}

/// The file's name alone, as the player's words name it.
pub fn file_name(path: &Path) -> String {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    escape_controls(&name).into_owned()
}

/// Writes over the file at `path`, read when its stamp was `read`, with
/// `write`, holding the file's lock meanwhile: refused while another
/// shogi-tui holds it (a game being played), and when the file is no
/// longer the one read (its new moves would be lost). Returns the stamp
/// of what was written, for the next write back.
pub fn write_back(
    path: &Path,
    read: Option<FileStamp>,
    write: impl FnOnce() -> Result<(), RecordError>,
) -> Result<Option<FileStamp>, WriteBackError> {
    let _lock = match GameLock::try_take(path) {
        Ok(lock) => lock,
        Err(LockError::Held(pid)) => {
            return Err(WriteBackError::InUse {
                path: path.to_path_buf(),
                pid,
            });
        }
        Err(e) => return Err(e.into_record_error(path).into()),
    };
    if FileStamp::of(path) != read {
        return Err(WriteBackError::Changed {
            path: path.to_path_buf(),
        });
    }
    write()?;
    Ok(FileStamp::of(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("kifu-lock-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = scratch("twice");
        let save = dir.join("game.ron");
        let first = GameLock::try_take(&save).unwrap();
        assert!(dir.join(".game.lock").exists());
        // flock locks belong to open files, so a second open in the same
        // process conflicts just as another process would.
        match GameLock::try_take(&save) {
            Err(LockError::Held(pid)) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("expected Held, got {other:?}"),
        }
        assert_eq!(
            GameLock::held_elsewhere(&save),
            Some(Some(std::process::id()))
        );
        drop(first);
        assert!(!dir.join(".game.lock").exists(), "removed on release");
        assert_eq!(GameLock::held_elsewhere(&save), None);
        let again = GameLock::try_take(&save).unwrap();
        drop(again);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn write_back_refuses_a_held_file_and_a_changed_one() {
        let dir = scratch("write-back");
        let save = dir.join("game.kif");
        fs::write(&save, "first").unwrap();
        let read = FileStamp::of(&save);
        let write = |text: &'static str| {
            let save = save.clone();
            move || fs::write(&save, text).map_err(|e| RecordError::io(&save, "write", e))
        };
        let held = GameLock::try_take(&save).unwrap();
        match write_back(&save, read, write("from review")) {
            Err(e @ WriteBackError::InUse { .. }) => {
                assert!(
                    e.to_string()
                        .contains(&format!("(process {})", std::process::id()))
                )
            }
            other => panic!("expected InUse, got {other:?}"),
        }
        drop(held);
        assert_eq!(fs::read_to_string(&save).unwrap(), "first");
        // Another program writes it: one byte more.
        fs::write(&save, "second").unwrap();
        assert!(matches!(
            write_back(&save, read, write("from review")),
            Err(WriteBackError::Changed { .. })
        ));
        assert_eq!(fs::read_to_string(&save).unwrap(), "second");
        // Read again, it can be written, and again after that.
        let read = FileStamp::of(&save);
        let read = write_back(&save, read, write("third")).unwrap();
        assert_eq!(fs::read_to_string(&save).unwrap(), "third");
        write_back(&save, read, write("fourth")).unwrap();
        assert!(!lock_path(&save).exists(), "the lock is let go");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_at_the_locks_name_is_refused_without_waiting() {
        let save = scratch("pipe").join("game.ron");
        let lock = lock_path(&save);
        let made = std::process::Command::new("mkfifo").arg(&lock).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo failed");
        // Both would block forever on a pipe opened the plain way.
        assert_eq!(GameLock::held_elsewhere(&save), None);
        let Err(LockError::Io(e)) = GameLock::try_take(&save) else {
            panic!("a pipe taken as a lock")
        };
        // The value, for the app to word: not a sentence made here.
        assert!(e.get_ref().is_some_and(|e| e.is::<LockNotAFile>()), "{e}");
        let _ = fs::remove_file(&lock);
    }

    #[test]
    fn a_left_over_lock_file_does_not_hold() {
        let dir = scratch("stale");
        let save = dir.join("game.ron");
        // What `kill -9` leaves: the file, with no lock on it.
        fs::write(lock_path(&save), "99999").unwrap();
        assert_eq!(GameLock::held_elsewhere(&save), None);
        let lock = GameLock::try_take(&save).unwrap();
        drop(lock);
        fs::remove_dir_all(&dir).unwrap();
    }
}
