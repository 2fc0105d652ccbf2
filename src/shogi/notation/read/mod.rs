//! Reading moves: each notation's text is taken apart into a request
//! (`western`, `japanese`), which `resolve` matches against the legal moves.
//!
//! Reading depends on writing (an ambiguous text is answered with the
//! written forms of the candidates), never the other way round.

mod japanese;
mod resolve;
mod western;

pub use japanese::parse_japanese;
pub use western::parse_western;

use super::NotationError;
use crate::shogi::moves::Move;
use crate::shogi::position::Position;
use crate::shogi::types::Square;

/// Reads a move typed by a player in any of the three notations: USI
/// (`7g7f`, `P*5e`), then Western (`P-7f`), then Japanese (`７六歩`).
///
/// The notations hardly overlap, so the error reported is the one of the
/// notation the text looks like: USI spelling → the legality reason;
/// other ASCII → the Western reader's; anything else → the Japanese one.
pub fn parse_move(
    pos: &Position,
    text: &str,
    previous_to: Option<Square>,
) -> Result<Move, NotationError> {
    let trimmed = text.trim();
    if let Ok(mv) = Move::from_usi(trimmed) {
        return match pos.check_move(mv) {
            Ok(()) => Ok(mv),
            Err(e) => Err(NotationError::Illegal(e)),
        };
    }
    if trimmed.is_ascii() {
        parse_western(pos, trimmed)
    } else {
        parse_japanese(pos, trimmed, previous_to)
    }
}
