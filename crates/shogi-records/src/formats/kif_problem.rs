//! What can be wrong in a KIF or KI2 text: their headers, move lines,
//! times and 変化 headings. Texts quoted from the file are kept as the
//! reader cut them.

use shogi_core::FromSfenError;
use std::fmt;
use thiserror::Error;

/// The kinds of line a format has, named when a line is none of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKinds {
    Kif,
    Ki2,
}

impl fmt::Display for LineKinds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LineKinds::Kif => "KIF (header, move, comment or 変化)",
            LineKinds::Ki2 => "KI2 (header, moves, comment, 変化 or まで)",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KifProblem {
    #[error("'{text}' is not a time like 0:16 or 1:02:03")]
    BadTime { text: String },
    #[error("time '{text}': minutes run from 00 to 59")]
    BadMinutes { text: String },
    #[error("time '{text}': seconds run from 00 to 59")]
    BadSeconds { text: String },
    #[error("move number {number} where {expected} was expected")]
    MoveNumberOrder { number: u32, expected: u32 },
    #[error("手合割 '{name}' is not a handicap this program knows")]
    UnknownHandicap { name: String },
    #[error("手合割 is その他 (other) but the file has no board diagram")]
    OtherWithoutDiagram,
    /// The start position a header gives as SFEN.
    #[error("{0}")]
    BadSfen(FromSfenError),
    #[error("a 変化 (variation) before any move")]
    VariationBeforeMoves,
    #[error("変化 at move {number}, before the first move")]
    VariationBeforeFirst { number: u32 },
    /// No line before the 変化 reaches the move before `number`.
    #[error("変化 at move {number}: no line before it reaches move {}", number.saturating_sub(1))]
    VariationUnreached { number: u32 },
    #[error("'{text}': expected 変化：N手")]
    BadHeading { text: String },
    /// A line of no kind the format has, that could be a move.
    #[error("'{text}' is not a {kinds} line: it looks like a move but cannot be read")]
    UnreadableMove { text: String, kinds: LineKinds },
}
