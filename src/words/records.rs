//! The words for `shogi-records`' typed errors.

use crate::kifu::{RecordError, escape_controls};
use crate::t;
use std::path::Path;

/// A path in a message, its control characters escaped.
fn shown(path: &Path) -> String {
    escape_controls(&path.display().to_string()).into_owned()
}

/// A record file's error: the common cases (a missing file, a folder, a
/// name in use) in the run's language, the others as the reader says
/// them.
pub fn record_error(e: &RecordError) -> String {
    match e {
        RecordError::NotFound { path } => t!("cli-file-not-found", path = shown(path)),
        RecordError::IsDirectory { path } => t!("cli-file-is-folder", path = shown(path)),
        RecordError::NotRegular { path } => t!("cli-file-not-regular", path = shown(path)),
        RecordError::UnknownExtension { path, extension } => t!(
            "cli-file-unknown-extension",
            path = shown(path),
            extension = escape_controls(extension)
        ),
        RecordError::AlreadyExists { path } => t!("cli-file-save-exists", path = shown(path)),
        RecordError::InUse { path, pid } => match pid {
            Some(pid) => t!("cli-file-in-use-by", path = shown(path), pid = *pid),
            None => t!("cli-file-in-use", path = shown(path)),
        },
        _ => e.to_string(),
    }
}
