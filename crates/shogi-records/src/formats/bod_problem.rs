//! What can be wrong in a board diagram (BOD), alone or in a KIF header.

use shogi_core::PositionError;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BodProblem {
    #[error("a board rank ends with '|' and its number")]
    RankNoBar,
    #[error("board rank {rank} where rank {expected} was expected")]
    RankOrder { rank: u8, expected: u8 },
    #[error("board rank {rank} has {count} characters; expected 9 squares of 2")]
    RankWidth { rank: u8, count: usize },
    #[error("rank {rank}, file {file}: '{mark}' is not ' ' or 'v'")]
    BadMark { rank: u8, file: u8, mark: char },
    #[error("rank {rank}, file {file}: '{name}' is not a piece")]
    NotAPiece { rank: u8, file: u8, name: char },
    /// Both hands are "all the rest" (`rest`, as a diagram writes it).
    #[error("both hands are '{rest}'")]
    BothHandsRest { rest: &'static str },
    #[error("'{item}': not a piece that can be in hand")]
    NotInHand { item: String },
    #[error("'{item}': bad count")]
    BadCount { item: String },
    #[error("the board diagram has {count} ranks; expected 9")]
    RankCount { count: u8 },
    #[error("the board diagram is not a valid position: {0}")]
    Invalid(PositionError),
    #[error(
        "no board diagram: a BOD file holds the hands, the nine ranks between bars and the side to move"
    )]
    NoDiagram,
}
