//! What can be wrong in an SFEN or USI `position` line.

use shogi_core::{FromSfenError, MoveParseError};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UsiProblem {
    /// `first`: the line of the first position line.
    #[error("a second position line (the first is on line {first}); one record per file")]
    SecondLine { first: usize },
    #[error("no position line: expected 'position startpos moves ...' or an SFEN")]
    NoLine,
    #[error("bad SFEN: {0}")]
    BadSfen(FromSfenError),
    #[error("expected 'startpos' or an SFEN before the moves")]
    NoStart,
    #[error("'{text}' is neither 'startpos' nor an SFEN (board, side, hand, move number)")]
    BadStart { text: String },
    /// `number`: the move's place in the line, from 1.
    #[error("move {number}: {why}")]
    BadMove { number: usize, why: MoveParseError },
}
