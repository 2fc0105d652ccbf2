//! What can go wrong with a book file: its name, the line and what is
//! wrong with it, as facts: the `Display` is the English, and the app
//! words them in the player's language from `assets/i18n/*/book.ftl`.

use crate::error::{MAX_PROBLEM_CHARS, RecordError};
use crate::escape::{escape_controls, quote};
use thiserror::Error;

/// What is wrong with one line of a book.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineProblem {
    #[error("a move line before any position (\"sfen …\") line")]
    MoveBeforePosition,
    /// A `sfen` line whose position is not `BOARD TURN HAND [PLY]`.
    #[error("a position line that is not \"sfen BOARD TURN HAND [MOVE-NUMBER]\": {why}")]
    BadSfen { why: SfenProblem },
    /// A move line with fewer than the four columns move, ponder, value,
    /// depth.
    #[error("a move line needs the columns move, ponder, value and depth; found {found}")]
    FewColumns { found: usize },
    #[error("the count {} is not a whole number", quote(text, 40))]
    BadCount { text: String },
    /// A move or ponder column that is not a move in USI.
    #[error(
        "\"{}\" is not a move in USI (like 7g7f, 8h2b+ or P*5e)",
        quote(text, 40)
    )]
    BadMove { text: String },
    /// One position with more move lines than any position has legal
    /// moves: the line past the limit.
    #[error(
        "one position has more than {limit} move lines, and no position has more than {limit} legal moves"
    )]
    TooManyMoves { limit: usize },
    /// A position's or a move's comment, its lines together, longer than
    /// a comment of a book is.
    #[error("a comment longer than {limit} bytes, more than any comment of a book")]
    CommentTooLong { limit: usize },
}

/// Which part of a `sfen` line is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum SfenProblem {
    #[error("it needs a board, a side to move, a hand and perhaps a move number")]
    FieldCount,
    #[error("the board is not nine ranks of pieces and digits")]
    Board,
    #[error("the side to move is not b or w")]
    Turn,
    #[error("the hand is not pieces with their counts, or -")]
    Hand,
    #[error("the move number is not a whole number")]
    Ply,
}

/// A problem opening, reading or writing a book. Every variant names the
/// file (`file`: its path as shown, or the built-in book's name). The
/// `Display` is the English; the app words it for the player.
#[derive(Debug, Error)]
pub enum BookError {
    /// Not found, a folder, a device or pipe, an I/O failure, a write
    /// refused: the record files' errors, which say the same of any file.
    #[error(transparent)]
    File(#[from] RecordError),
    #[error("{}: the file is empty, not a YaneuraOu book", escape_controls(file))]
    Empty { file: String },
    /// The first line is not `#YANEURAOU-DB2016 1.00`; `first_line` is as
    /// found (cut short, lossily decoded).
    #[error(
        "{}: not a YaneuraOu book: its first line is \"{}\"; a YaneuraOu book starts with \"{}\"",
        escape_controls(file),
        quote(first_line, 80),
        super::entry::HEADER
    )]
    WrongHeader { file: String, first_line: String },
    #[error(
        "{}: line {line}: {}",
        escape_controls(file),
        quote(&problem.to_string(), MAX_PROBLEM_CHARS)
    )]
    Malformed {
        file: String,
        line: u64,
        problem: LineProblem,
    },
    /// The last line stops in the middle (no line break, and not a whole
    /// line): a file cut short by a copy or a full disk.
    #[error(
        "{}: line {line}, the last, stops in the middle: the file was cut short",
        escape_controls(file)
    )]
    Truncated { file: String, line: u64 },
    #[error(
        "{}: line {line} is longer than {limit} bytes, more than any line of a book",
        escape_controls(file)
    )]
    LineTooLong {
        file: String,
        line: u64,
        limit: usize,
    },
    /// The file changed (another program wrote or truncated it) after it
    /// was opened: what was checked at opening no longer holds.
    #[error(
        "{}: the book changed after it was opened; open it again",
        escape_controls(file)
    )]
    Changed { file: String },
    /// One file named twice in a merge (as `a.db` and `./a.db`, or
    /// through a link): merged with itself, every count would double.
    #[error(
        "{} and {} are the same file: merged with itself, every count would be doubled; name each book once",
        escape_controls(first),
        escape_controls(second)
    )]
    SameBookTwice { first: String, second: String },
    /// A `--sfen` or key that is not `BOARD TURN HAND`.
    #[error("not a position: \"{}\": {why}", quote(key, 120))]
    BadKey { key: String, why: SfenProblem },
}

impl BookError {
    /// Whether the request was at fault (a file that is not a book, a
    /// missing file, a bad key) rather than the system (a failed read or
    /// write): the command line's exit status 2 or 1.
    pub fn is_bad_input(&self) -> bool {
        match self {
            BookError::File(e) => !matches!(
                e,
                RecordError::Io { .. }
                    | RecordError::FolderNotWritable { .. }
                    | RecordError::InUse { .. }
            ),
            BookError::Changed { .. } => false,
            _ => true,
        }
    }
}
