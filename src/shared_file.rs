//! A file in the settings folder that two shogi-tui may write (the
//! puzzles' progress, the drills): each run keeps the changes it made
//! since it last wrote, and a write takes the file's lock, reads the file
//! again, plays those changes onto what it holds and writes it atomically,
//! so neither run's work is lost whichever writes last.

use crate::kifu::RecordError;
use crate::kifu::atomic::write_atomic;
use crate::kifu::lock::{GameLock, LockError, lock_path};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::path::Path;
use std::time::Duration;

/// How long a write waits for another shogi-tui's write of the file: far
/// longer than one takes, short enough not to stall the page.
const LOCK_WAIT: Duration = Duration::from_secs(2);

/// How a file's faults are said, in its own words.
pub(crate) struct FileWords {
    /// What a damaged file costs the player (it is moved aside).
    pub lost: fn() -> String,
    /// Another process (its words from `process_words`) holds the lock.
    pub busy: fn(String) -> String,
    /// The data could not be written as text.
    pub unwritable: fn(String) -> String,
    /// The text would be this many bytes, more than the limit read back.
    pub too_large: fn(usize, u64) -> String,
}

/// Writes `file` (at most `limit` bytes) as it is now with `replay` played
/// onto it, and gives what was written. `problem` learns of a file found
/// damaged now (moved aside, as at the start). Nothing is written when
/// the file cannot be read or is too large, and the caller keeps its
/// changes for the next write.
pub(crate) fn write_merged<T: Serialize + DeserializeOwned + Default>(
    file: &Path,
    limit: u64,
    words: &FileWords,
    problem: &mut Option<String>,
    replay: impl FnOnce(&mut T),
) -> Result<T, RecordError> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| RecordError::io(dir, "create the settings folder", e))?;
    }
    let _lock = match GameLock::take_within(file, LOCK_WAIT) {
        Ok(lock) => lock,
        Err(LockError::Held(pid)) => {
            return Err(RecordError::Refused {
                path: file.to_path_buf(),
                what: (words.busy)(crate::words::records::process_words(pid)),
            });
        }
        Err(LockError::Io(e)) => {
            return Err(RecordError::io(lock_path(file), "lock the file", e));
        }
    };
    let read = read_shared(file, limit, words);
    if !read.writable {
        return Err(RecordError::Refused {
            path: file.to_path_buf(),
            what: read.problem.unwrap_or_default(),
        });
    }
    if read.problem.is_some() {
        *problem = read.problem;
    }
    let mut data = read.value.unwrap_or_default();
    replay(&mut data);
    let text = ron::ser::to_string_pretty(&data, ron::ser::PrettyConfig::new()).map_err(|e| {
        RecordError::Refused {
            path: file.to_path_buf(),
            what: (words.unwritable)(e.to_string()),
        }
    })?;
    let bytes = format!("{text}\n").into_bytes();
    // One larger could not be read back at the next start.
    if bytes.len() as u64 > limit {
        return Err(RecordError::Refused {
            path: file.to_path_buf(),
            what: (words.too_large)(bytes.len(), limit),
        });
    }
    write_atomic(file, &bytes)?;
    Ok(data)
}

/// The file as read: see `settings::read_settings_file`.
pub(crate) fn read_shared<T: DeserializeOwned>(
    file: &Path,
    limit: u64,
    words: &FileWords,
) -> crate::settings::SettingsRead<T> {
    crate::settings::read_settings_file(file, &(words.lost)(), limit)
}
