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

use super::error::NotationError;
use crate::shogi::moves::Move;
use crate::shogi::position::Position;
use crate::shogi::types::Square;

/// Reads a move typed by a player in any of the three notations: USI
/// (`7g7f`, `P*5e`, also `7G7F`), then Western (`P-7f`, `P-76`), then
/// Japanese (`７六歩`).
///
/// The notations hardly overlap, so the error reported is the one of the
/// notation the text looks like: USI spelling → the legality reason;
/// other ASCII → the Western reader's; anything else → the Japanese one.
/// USI keeps its own meaning where Western differs: `2c2b` is the move
/// without promotion, where Western `2c-2b` asks whether it promotes.
pub fn parse_move(
    pos: &Position,
    text: &str,
    previous_to: Option<Square>,
) -> Result<Move, NotationError> {
    let trimmed = text.trim();
    if let Some(mv) = usi_any_case(trimmed) {
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

/// USI spells squares in lower case and dropped pieces in upper case; a
/// player typing `7G7F` or `p*5e` means the same move, so the case is
/// put right before reading.
fn usi_any_case(text: &str) -> Option<Move> {
    let is_drop = text.as_bytes().get(1) == Some(&b'*');
    let canonical: String = text
        .chars()
        .enumerate()
        .map(|(i, c)| {
            if i == 0 && is_drop {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            }
        })
        .collect();
    Move::from_usi(&canonical).ok()
}
