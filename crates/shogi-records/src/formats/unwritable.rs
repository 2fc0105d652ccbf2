//! What of a record a format cannot hold, and why, as values the app
//! words: the writers' refusals.

/// A record that a format cannot hold: what of it, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{what} cannot be written: {why}")]
pub struct Unwritable {
    pub what: Unwritten,
    pub why: WhyUnwritable,
}

/// What of a record a format cannot hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unwritten {
    #[error("the record")]
    Record,
    #[error("the character '{0}'")]
    Character(char),
}

/// Why a format cannot hold it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WhyUnwritable {
    /// `utf8_extension`: the extension of the same format in UTF-8.
    #[error("Shift_JIS has no such character; write a {utf8_extension} file (UTF-8) instead")]
    NotInShiftJis { utf8_extension: &'static str },
    #[error("it would be {size} bytes; records larger than {limit} bytes are refused when read")]
    TooLarge { size: usize, limit: u64 },
    /// A BOD file holds a position, and the record has `moves` after it.
    #[error(
        "a BOD diagram holds one position, and this record has {moves} moves after it; use 'export --bod' to draw a position of a game"
    )]
    BodHasMoves { moves: usize },
}
