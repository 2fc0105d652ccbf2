//! What can go wrong with a book file: its name, the line and what is
//! wrong with it, in the player's language (the words are the catalogue's,
//! `assets/i18n/*/book.ftl`; the type holds only facts).

use crate::error::{MAX_PROBLEM_CHARS, RecordError};
use crate::escape::{escape_controls, quote};
use thiserror::Error;

/// What is wrong with one line of a book.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineProblem {
    #[error("{}", shogi_i18n::t!("book-problem-move-before-position"))]
    MoveBeforePosition,
    /// A `sfen` line whose position is not `BOARD TURN HAND [PLY]`.
    #[error("{}", shogi_i18n::t!("book-problem-bad-sfen", why = why.as_str()))]
    BadSfen { why: SfenProblem },
    /// A move line with fewer than the four columns move, ponder, value,
    /// depth.
    #[error("{}", shogi_i18n::t!("book-problem-few-columns", found = found.to_string()))]
    FewColumns { found: usize },
    #[error("{}", shogi_i18n::t!("book-problem-bad-count", text = quote(text, 40)))]
    BadCount { text: String },
    /// A move or ponder column that is not a move in USI.
    #[error("{}", shogi_i18n::t!("book-problem-bad-move", text = quote(text, 40)))]
    BadMove { text: String },
    /// One position with more move lines than any position has legal
    /// moves: the line past the limit.
    #[error("{}", shogi_i18n::t!("book-problem-too-many-moves", limit = limit.to_string()))]
    TooManyMoves { limit: usize },
    /// A position's or a move's comment, its lines together, longer than
    /// a comment of a book is.
    #[error("{}", shogi_i18n::t!("book-problem-comment-too-long", limit = limit.to_string()))]
    CommentTooLong { limit: usize },
}

/// Which part of a `sfen` line is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SfenProblem {
    FieldCount,
    Board,
    Turn,
    Hand,
    Ply,
}

impl SfenProblem {
    fn as_str(self) -> String {
        match self {
            SfenProblem::FieldCount => shogi_i18n::t!("book-sfen-field-count"),
            SfenProblem::Board => shogi_i18n::t!("book-sfen-board"),
            SfenProblem::Turn => shogi_i18n::t!("book-sfen-turn"),
            SfenProblem::Hand => shogi_i18n::t!("book-sfen-hand"),
            SfenProblem::Ply => shogi_i18n::t!("book-sfen-ply"),
        }
    }
}

/// A problem opening, reading or writing a book. Every variant names the
/// file (`file`: its path as shown, or the built-in book's name).
#[derive(Debug, Error)]
pub enum BookError {
    /// Not found, a folder, a device or pipe, an I/O failure, a write
    /// refused: the record files' errors, which say the same of any file.
    #[error(transparent)]
    File(#[from] RecordError),
    #[error("{}", shogi_i18n::t!("book-empty", file = escape_controls(file)))]
    Empty { file: String },
    /// The first line is not `#YANEURAOU-DB2016 1.00`; `first_line` is as
    /// found (cut short, lossily decoded).
    #[error("{}", shogi_i18n::t!(
        "book-wrong-header",
        file = escape_controls(file),
        first = quote(first_line, 80),
        header = super::entry::HEADER
    ))]
    WrongHeader { file: String, first_line: String },
    #[error("{}", shogi_i18n::t!(
        "book-malformed",
        file = escape_controls(file),
        line = line.to_string(),
        problem = quote(&problem.to_string(), MAX_PROBLEM_CHARS)
    ))]
    Malformed {
        file: String,
        line: u64,
        problem: LineProblem,
    },
    /// The last line stops in the middle (no line break, and not a whole
    /// line): a file cut short by a copy or a full disk.
    #[error("{}", shogi_i18n::t!("book-truncated", file = escape_controls(file), line = line.to_string()))]
    Truncated { file: String, line: u64 },
    #[error("{}", shogi_i18n::t!(
        "book-line-too-long",
        file = escape_controls(file),
        line = line.to_string(),
        limit = limit.to_string()
    ))]
    LineTooLong {
        file: String,
        line: u64,
        limit: usize,
    },
    /// The file changed (another program wrote or truncated it) after it
    /// was opened: what was checked at opening no longer holds.
    #[error("{}", shogi_i18n::t!("book-changed", file = escape_controls(file)))]
    Changed { file: String },
    /// One file named twice in a merge (as `a.db` and `./a.db`, or
    /// through a link): merged with itself, every count would double.
    #[error("{}", shogi_i18n::t!(
        "book-same-book-twice",
        first = escape_controls(first),
        second = escape_controls(second)
    ))]
    SameBookTwice { first: String, second: String },
    /// A `--sfen` or key that is not `BOARD TURN HAND`.
    #[error("{}", shogi_i18n::t!("book-bad-key", key = quote(key, 120), why = why.as_str()))]
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
