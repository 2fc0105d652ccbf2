//! What a reader tells the player about a record it read without
//! refusing it (`Record::warnings`): what it assumed or passed over, as
//! values the app words. The `Display` is the English.

use super::encoding::EncodingNote;
use super::kif_problem::LineKinds;
use crate::error::Format;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReadingNote {
    #[error(transparent)]
    Encoding(#[from] EncodingNote),
    /// A `.kif`, `.ki2`, `.csa` or `.bod` file holding another format,
    /// read as the one `found`.
    #[error("the file is named .{extension} but holds a {} record: read as {}", found.name(), found.name())]
    NamedOtherwise {
        extension: &'static str,
        found: Format,
    },
    /// A line of no kind the format has, kept as a comment (`text` as the
    /// reader cut it).
    #[error("line {line}: '{text}' is not a {kinds} line; kept as a comment")]
    KeptAsComment {
        line: usize,
        text: String,
        kinds: LineKinds,
    },
    /// A KI2 line that looks like an end but says no known one.
    #[error("line {line}: '{text}': cannot tell how the game ended; kept as a comment")]
    UnclearEnd { line: usize, text: String },
    /// Moves after the end word (`end`, as the record writes it).
    #[error(
        "line {line}: the record goes on after its end ({end}); the moves from there are ignored"
    )]
    MovesAfterEnd { line: usize, end: String },
    /// A CSA file of several games: only the first is read.
    #[error("line {line}: another game follows ('/'); only the first game in the file is read")]
    AnotherGame { line: usize },
    /// CSA moves with no start position: read from the even start.
    #[error(
        "line {line}: moves with no start position (PI or P1…P9, then + or -): read from the even start"
    )]
    NoStartPosition { line: usize },
    /// A note put in words where it was made: the save reader's and the
    /// server log's, which are not values yet.
    #[error("{0}")]
    Text(String),
}

impl From<String> for ReadingNote {
    fn from(text: String) -> ReadingNote {
        ReadingNote::Text(text)
    }
}

/// A note compares with its English, as tests and logs read it.
impl PartialEq<str> for ReadingNote {
    fn eq(&self, english: &str) -> bool {
        let shown = self.to_string();
        shown == english
    }
}

impl PartialEq<&str> for ReadingNote {
    fn eq(&self, english: &&str) -> bool {
        self == *english
    }
}

impl PartialEq<String> for ReadingNote {
    fn eq(&self, english: &String) -> bool {
        self == english.as_str()
    }
}
