//! The files an import reads: the paths given, and inside a folder every
//! file whose extension names a record format, however deep.
//!
//! The walk holds one open folder a level, never the list of files, so a
//! folder of a million records costs no more memory than one of ten.
//! Links to folders are not followed (a link to a parent would never
//! end); a link to a file is read as the file, which the records crate's
//! reader refuses when it is not a regular one (a device, a pipe).

use shogi_records::FileKind;
use std::fs::ReadDir;
use std::path::{Path, PathBuf};

/// What the walk finds.
pub enum Found {
    /// A file to read (given by name, or a record file in a folder).
    File(PathBuf),
    /// A folder that could not be listed.
    Unlisted(PathBuf, std::io::Error),
}

/// Calls `each` for every file to read under `paths`, in a stable order
/// (each folder's entries sorted by name), until it says stop.
pub fn walk(paths: &[PathBuf], each: &mut dyn FnMut(Found) -> bool) {
    for path in paths {
        // A path given by name is read whatever it is, so that a device or
        // a pipe named on the command line is refused with its reason.
        let is_dir = std::fs::symlink_metadata(path).is_ok_and(|m| m.is_dir());
        if !is_dir {
            if !each(Found::File(path.clone())) {
                return;
            }
            continue;
        }
        if !walk_folder(path, each) {
            return;
        }
    }
}

fn walk_folder(root: &Path, each: &mut dyn FnMut(Found) -> bool) -> bool {
    let mut stack: Vec<std::vec::IntoIter<(PathBuf, bool)>> = Vec::new();
    match sorted(root) {
        Ok(entries) => stack.push(entries.into_iter()),
        Err(e) => return each(Found::Unlisted(root.to_path_buf(), e)),
    }
    while let Some(level) = stack.last_mut() {
        let Some((path, is_dir)) = level.next() else {
            stack.pop();
            continue;
        };
        if is_dir {
            match sorted(&path) {
                Ok(entries) => stack.push(entries.into_iter()),
                Err(e) => {
                    if !each(Found::Unlisted(path, e)) {
                        return false;
                    }
                }
            }
        } else if FileKind::from_path(&path).is_ok() && !each(Found::File(path)) {
            return false;
        }
    }
    true
}

/// One folder's entries, sorted, each with whether it is a folder (not a
/// link to one). Only the folders on the way down are held, each as its
/// list of names.
fn sorted(folder: &Path) -> std::io::Result<Vec<(PathBuf, bool)>> {
    let list: ReadDir = std::fs::read_dir(folder)?;
    let mut entries = Vec::new();
    for entry in list {
        let entry = entry?;
        let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
        entries.push((entry.path(), is_dir));
    }
    entries.sort();
    Ok(entries)
}
