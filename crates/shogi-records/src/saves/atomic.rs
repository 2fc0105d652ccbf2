//! Writing a file so that a crash at any instant leaves either the old or
//! the new complete file, never a mix or an empty one.
//!
//! The bytes go to a temporary file in the same folder (a rename is only
//! atomic within one file system), which is flushed and fsynced before it
//! is renamed over the target; the folder is then fsynced so the rename
//! itself survives a power cut.
//!
//! Only a regular file is ever replaced: a device node, a pipe or a
//! socket under the name is refused, and stays.
//!
//! A name that is a symlink to a file is followed to that file, which is
//! replaced (the temporary file in its folder): the link stays a link,
//! and the file it points to gets the new bytes. Renaming over the link
//! itself would put a file in its place, and the real file, a book or a
//! settings file kept in another folder, would never see the edit. A link
//! to nothing is replaced as a name, as before.
//!
//! [`write_new`] is the same without replacing anything: the complete
//! temporary file is hard-linked to the target name, which the system
//! refuses when the name exists at that instant, whatever it is (a file,
//! a folder, a dangling symlink). Checking first and writing later would
//! replace a file that appeared in between.

use crate::error::RecordError;
use std::fs::{self, File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Distinguishes temporary files of several writers in one process.
static COUNTER: AtomicU32 = AtomicU32::new(0);

/// The folder of `path` and a temporary name in it that no other writer
/// uses.
fn temporary_for(path: &Path) -> (PathBuf, PathBuf) {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "record".into());
    let tmp = folder.join(format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    (folder, tmp)
}

/// The mode a new file gets when nothing asks otherwise (the umask
/// takes its share).
const USUAL_MODE: u32 = 0o666;

/// Atomically replaces `path` with `bytes`.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    replace(path, bytes, USUAL_MODE)
}

/// [`write_atomic`] for a secret: the file is readable by its owner alone
/// (mode 0600) from the instant it exists, before a byte is written, so
/// that no other user can open it in between.
pub fn write_atomic_private(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    replace(path, bytes, 0o600)
}

/// [`write_atomic`] of a file written piece by piece by `fill` (a book
/// of hundreds of megabytes is never held whole): the same guarantees,
/// and `fill`'s error, if any, leaves the old file and no temporary one.
pub fn write_atomic_with<E: From<RecordError>>(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    replace_with(path, USUAL_MODE, fill)
}

fn replace(path: &Path, bytes: &[u8], mode: u32) -> Result<(), RecordError> {
    replace_with(path, mode, |w| {
        w.write_all(bytes)
            .map_err(|e| RecordError::io(path, "write", e))
    })
}

/// The file to replace for `path`: the file a symlink names, when it
/// names one (through any number of links), else `path` itself. A link
/// that names nothing (dangling, or a loop) is a name like any other and
/// is replaced as before: nothing is created where it points (issue 9: a
/// `--force` output through a dangling link never writes elsewhere).
fn file_to_replace(path: &Path) -> PathBuf {
    let is_link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if is_link && let Ok(real) = fs::canonicalize(path) {
        return real;
    }
    path.to_path_buf()
}

fn replace_with<E: From<RecordError>>(
    path: &Path,
    mode: u32,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    let target = file_to_replace(path);
    // Only a regular file is replaced (a symlink is followed to see what
    // it names): a rename over a device node or a pipe would put a file
    // in its place, and a folder cannot be. Something put there after
    // this look is replaced; no system call renames "only over a file".
    match fs::metadata(path) {
        Ok(m) if m.is_dir() => {
            return Err(RecordError::IsDirectory {
                path: path.to_path_buf(),
            }
            .into());
        }
        Ok(m) if !m.is_file() => {
            return Err(RecordError::NotRegular {
                path: path.to_path_buf(),
            }
            .into());
        }
        _ => {}
    }
    let (folder, tmp) = temporary_for(&target);
    write_temporary(&tmp, path, &folder, mode, fill)?;
    if let Err(e) = fs::rename(&tmp, &target) {
        // The old file is untouched; only our temporary file may be left.
        let _ = fs::remove_file(&tmp);
        return Err(RecordError::io(path, "replace", e).into());
    }
    sync_folder(&folder);
    Ok(())
}

/// Creates `path` with `bytes`, refusing with
/// [`RecordError::AlreadyExists`] when anything has that name at the
/// moment of creation, a dangling symlink included. A crash leaves either
/// no file or the complete one, except on file systems without hard
/// links, where the file is created with `O_EXCL` and written in place.
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    write_new_with(path, |w| {
        w.write_all(bytes)
            .map_err(|e| RecordError::io(path, "write", e))
    })
}

/// [`write_new`] of a file written piece by piece by `fill`.
pub fn write_new_with<E: From<RecordError>>(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    create_with(path, fill, |path| RecordError::AlreadyExists { path })
}

/// [`write_new_with`], saying a name that exists as `exists` does.
pub(crate) fn create_with<E: From<RecordError>>(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
    exists: impl FnOnce(PathBuf) -> RecordError,
) -> Result<(), E> {
    let (folder, tmp) = temporary_for(path);
    write_temporary(&tmp, path, &folder, USUAL_MODE, fill)?;
    let linked = fs::hard_link(&tmp, path);
    let result = match linked {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(exists(path.to_path_buf())),
        // FAT and some network file systems have no hard links (EPERM,
        // EOPNOTSUPP); `create_new` is O_EXCL, which also refuses a
        // dangling symlink. The complete temporary file is copied in.
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::Unsupported | std::io::ErrorKind::PermissionDenied
            ) =>
        {
            create_exclusive(path, &tmp).map_err(|e| match e {
                RecordError::AlreadyExists { path } => exists(path),
                other => other,
            })
        }
        Err(e) => Err(RecordError::io(path, "create", e)),
    };
    // The target name (if it was made) holds the data now.
    let _ = fs::remove_file(&tmp);
    result?;
    sync_folder(&folder);
    Ok(())
}

fn create_exclusive(path: &Path, from: &Path) -> Result<(), RecordError> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => RecordError::AlreadyExists {
                path: path.to_path_buf(),
            },
            _ => RecordError::io(path, "create", e),
        })?;
    let written = File::open(from)
        .and_then(|mut source| std::io::copy(&mut source, &mut file))
        .and_then(|_| file.sync_all())
        .map_err(|e| RecordError::io(path, "write", e));
    if written.is_err() {
        // Ours, and incomplete: a half record must not stay behind.
        drop(file);
        let _ = fs::remove_file(path);
    }
    written
}

/// Writes the complete temporary file `tmp` for `target` in `folder`,
/// fsynced, created with `mode` (on Unix), its bytes given by `fill`
/// through a buffer.
fn write_temporary<E: From<RecordError>>(
    tmp: &Path,
    target: &Path,
    folder: &Path,
    mode: u32,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(mode);
    }
    #[cfg(not(unix))]
    let _ = mode;
    let file = options.open(tmp).map_err(|e| match e.kind() {
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
            RecordError::FolderNotWritable {
                path: folder.to_path_buf(),
                source: e,
            }
        }
        // Not `RecordError::io`: a missing folder is not a missing
        // file. The message names the file the player asked for.
        _ => RecordError::Io {
            path: target.to_path_buf(),
            action: "create a temporary file in its folder",
            source: e,
        },
    })?;
    let mut out = BufWriter::new(file);
    let written = fill(&mut out).and_then(|()| {
        out.flush()
            .and_then(|()| out.get_ref().sync_all())
            .map_err(|e| RecordError::io(tmp, "write", e).into())
    });
    if written.is_err() {
        drop(out);
        let _ = fs::remove_file(tmp);
    }
    written
}

/// Makes a rename durable. Not every platform lets a folder be opened or
/// synced; the file itself is already safe then, so failures are ignored.
fn sync_folder(folder: &Path) {
    if let Ok(dir) = File::open(folder) {
        let _ = dir.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("kifu-atomic-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn replaces_and_leaves_no_temporary_file() {
        let dir = scratch("replace");
        let path = dir.join("game.ron");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("game.ron")]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn write_new_never_replaces_anything() {
        let dir = scratch("new");
        let path = dir.join("game.kifu");
        write_new(&path, b"first").unwrap();
        let e = write_new(&path, b"second").unwrap_err();
        assert!(matches!(e, RecordError::AlreadyExists { .. }), "{e}");
        assert_eq!(fs::read(&path).unwrap(), b"first");
        // A dangling symlink is a name that exists: neither it nor the
        // file it points to is made or replaced.
        let link = dir.join("link.csa");
        std::os::unix::fs::symlink(dir.join("nowhere.csa"), &link).unwrap();
        let e = write_new(&link, b"x").unwrap_err();
        assert!(matches!(e, RecordError::AlreadyExists { .. }), "{e}");
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        assert!(!dir.join("nowhere.csa").exists());
        let mut names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        assert_eq!(names, ["game.kifu", "link.csa"], "no temporary file left");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_its_owners_alone() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("private");
        let path = dir.join("secret");
        write_atomic(&path, b"open").unwrap();
        write_atomic_private(&path, b"secret").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"secret");
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A pipe (or a device) under the name is not a file to replace: the
    /// settings, a save or an output pointed at one is refused, and the
    /// pipe stays.
    #[cfg(unix)]
    #[test]
    fn refuses_a_pipe_as_target_and_leaves_it() {
        use std::os::unix::fs::FileTypeExt;
        let dir = scratch("pipe");
        let pipe = dir.join("settings.ron");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap();
        assert!(made.success(), "mkfifo failed");
        let e = write_atomic(&pipe, b"x").unwrap_err();
        assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
        let e = write_atomic_private(&pipe, b"x").unwrap_err();
        assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
        let e = write_new(&pipe, b"x").unwrap_err();
        assert!(matches!(e, RecordError::AlreadyExists { .. }), "{e}");
        assert!(fs::symlink_metadata(&pipe).unwrap().file_type().is_fifo());
        // Through a symlink, too: the link is not replaced either.
        let link = dir.join("link.ron");
        std::os::unix::fs::symlink(&pipe, &link).unwrap();
        let e = write_atomic(&link, b"x").unwrap_err();
        assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(names.is_empty(), "temporary files left: {names:?}");
        // A regular file is replaced as before.
        let file = dir.join("puzzles.ron");
        write_atomic(&file, b"one").unwrap();
        write_atomic(&file, b"two").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"two");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A save, a settings file or a book kept elsewhere and named through
    /// a link: the file it names gets the bytes, the link stays a link,
    /// and no temporary file is left in either folder.
    #[cfg(unix)]
    #[test]
    fn a_symlink_is_followed_and_the_file_it_names_is_replaced() {
        let dir = scratch("link");
        let real_dir = dir.join("real");
        fs::create_dir(&real_dir).unwrap();
        let real = real_dir.join("book.db");
        fs::write(&real, b"old").unwrap();
        // Relative, and a link to a link.
        let link = dir.join("link.db");
        std::os::unix::fs::symlink("real/book.db", &link).unwrap();
        let link2 = dir.join("link2.db");
        std::os::unix::fs::symlink(&link, &link2).unwrap();
        write_atomic(&link2, b"new").unwrap();
        assert_eq!(fs::read(&real).unwrap(), b"new");
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        assert!(fs::symlink_metadata(&link2).unwrap().is_symlink());
        write_atomic_with(&link, |w| {
            w.write_all(b"streamed")
                .map_err(|e| RecordError::io(&link, "write", e))
        })
        .unwrap();
        assert_eq!(fs::read(&real).unwrap(), b"streamed");
        assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
        for folder in [&dir, &real_dir] {
            let tmp: Vec<_> = fs::read_dir(folder)
                .unwrap()
                .map(|e| e.unwrap().file_name())
                .filter(|n| n.to_string_lossy().ends_with(".tmp"))
                .collect();
            assert!(tmp.is_empty(), "temporary files left: {tmp:?}");
        }
        // A link to nothing is a name: replaced, nothing made elsewhere.
        let dangling = dir.join("dangling.db");
        std::os::unix::fs::symlink(dir.join("nowhere.db"), &dangling).unwrap();
        write_atomic(&dangling, b"here").unwrap();
        assert!(!fs::symlink_metadata(&dangling).unwrap().is_symlink());
        assert_eq!(fs::read(&dangling).unwrap(), b"here");
        assert!(!dir.join("nowhere.db").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn refuses_a_folder_as_target() {
        let dir = scratch("folder");
        let e = write_atomic(&dir, b"x").unwrap_err();
        assert!(matches!(e, RecordError::IsDirectory { .. }), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
