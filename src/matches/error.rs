//! Why a series cannot begin or go on.

use crate::kifu::escape_controls;
use crate::words::records::process_words;
use std::path::PathBuf;

/// Why a series cannot begin or go on, in the player's language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeriesError {
    /// What was asked is wrong: a folder that holds another series, a
    /// `series.json` that is not one, a resume with other settings.
    #[error("{0}")]
    Refused(String),
    /// Reading or writing failed although the request made sense.
    #[error("{0}")]
    Io(String),
    /// Another process is playing a series in this folder: two would
    /// play the same games and write over each other's records.
    #[error("{}", crate::t!(
        "series-match-in-use",
        dir = escape_controls(&dir.display().to_string()).into_owned(),
        process = process_words(*pid)
    ))]
    InUse { dir: PathBuf, pid: Option<u32> },
}
