//! Building a game from a start and a list of moves, stopping with a
//! located error at the first move that cannot be played. Shared by
//! `inspect` and the record readers.

use super::controller::{Game, PlayError};
use crate::{Move, MoveParseError};
use thiserror::Error;

/// A move of a list that could not be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("ply {ply}: {mv}: {error}")]
pub struct ReplayError {
    /// 1 for the first move of the list.
    pub ply: usize,
    pub mv: Move,
    pub error: PlayError,
}

/// Plays `moves` in order on `game`.
pub fn replay(mut game: Game, moves: impl IntoIterator<Item = Move>) -> Result<Game, ReplayError> {
    for (i, mv) in moves.into_iter().enumerate() {
        game.play(mv).map_err(|error| ReplayError {
            ply: i + 1,
            mv,
            error,
        })?;
    }
    Ok(game)
}

/// A word of a USI move list that is not a move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("ply {ply}: {text}: {}", .error.why)]
pub struct UsiListError {
    pub ply: usize,
    pub text: String,
    pub error: MoveParseError,
}

/// Parses moves separated by spaces: `7g7f 3c3d 8h2b+ P*4e`.
pub fn parse_usi_moves(text: &str) -> Result<Vec<Move>, UsiListError> {
    text.split_whitespace()
        .enumerate()
        .map(|(i, word)| {
            Move::from_usi(word).map_err(|error| UsiListError {
                ply: i + 1,
                text: word.to_string(),
                error,
            })
        })
        .collect()
}
