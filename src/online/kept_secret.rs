//! A secret the player asked to keep (the CSA password, the lishogi
//! token): one line in one file of the settings folder, readable by its
//! owner alone from the instant it exists. A file that others can read is
//! refused rather than used: whoever could read it may have read it
//! already, and the player should know. Each secret says the outcome in
//! its own words; this file only does what both need.

use crate::kifu::atomic::write_atomic_private;
use crate::words::Said;
use std::io::ErrorKind;
use std::path::Path;

/// What is found where a secret is kept.
#[derive(Debug, PartialEq, Eq)]
pub enum Found {
    /// No file: nothing was kept.
    Nothing,
    /// A file its group or others can read.
    TooOpen,
    /// A file the system would not describe, and why.
    Unreadable(String),
    /// A file fit to read.
    Kept,
}

/// What is at `path`, before it is read.
pub fn look(path: &Path) -> Found {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == ErrorKind::NotFound => return Found::Nothing,
        Err(e) => return Found::Unreadable(e.to_string()),
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if meta.is_file() && meta.permissions().mode() & 0o077 != 0 {
            return Found::TooOpen;
        }
    }
    #[cfg(not(unix))]
    let _ = meta;
    Found::Kept
}

/// Keeps `secret` as the one line of `path` in `folder` (created if
/// missing), replacing what was kept; why not, as the system says it.
pub fn keep(folder: &Path, path: &Path, secret: &str) -> Result<(), String> {
    std::fs::create_dir_all(folder).map_err(|e| e.to_string())?;
    write_atomic_private(path, format!("{secret}\n").as_bytes()).map_err(|e| e.said())
}

/// Deletes what `path` keeps, if anything; why not, as the system says it.
pub fn forget(path: &Path) -> Result<(), String> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}
