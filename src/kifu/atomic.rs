//! Writing a file so that a crash at any instant leaves either the old or
//! the new complete file, never a mix or an empty one.
//!
//! The bytes go to a temporary file in the same folder (a rename is only
//! atomic within one file system), which is flushed and fsynced before it
//! is renamed over the target; the folder is then fsynced so the rename
//! itself survives a power cut.

use super::error::RecordError;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Distinguishes temporary files of several writers in one process.
static COUNTER: AtomicU32 = AtomicU32::new(0);

/// Atomically replaces `path` with `bytes`.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if path.is_dir() {
        return Err(RecordError::IsDirectory {
            path: path.to_path_buf(),
        });
    }
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "record".into());
    let tmp = folder.join(format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = write_then_rename(&tmp, path, &folder, bytes);
    if result.is_err() {
        // The old file is untouched; only our temporary file may be left.
        let _ = fs::remove_file(&tmp);
    }
    result
}

fn write_then_rename(
    tmp: &Path,
    path: &Path,
    folder: &Path,
    bytes: &[u8],
) -> Result<(), RecordError> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(tmp)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                RecordError::FolderNotWritable {
                    path: folder.to_path_buf(),
                    source: e,
                }
            }
            // Not `RecordError::io`: a missing folder is not a missing file.
            _ => RecordError::Io {
                path: folder.to_path_buf(),
                action: "create a temporary file in the folder",
                source: e,
            },
        })?;
    file.write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| file.sync_all())
        .map_err(|e| RecordError::io(tmp, "write", e))?;
    drop(file);
    fs::rename(tmp, path).map_err(|e| RecordError::io(path, "replace", e))?;
    sync_folder(folder);
    Ok(())
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

    #[test]
    fn refuses_a_folder_as_target() {
        let dir = scratch("folder");
        let e = write_atomic(&dir, b"x").unwrap_err();
        assert!(matches!(e, RecordError::IsDirectory { .. }), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
