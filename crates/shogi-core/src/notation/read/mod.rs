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
use crate::moves::Move;
use crate::position::Position;
use crate::types::Square;

/// Reads a move typed by a player in any of the three notations: USI
/// (`7g7f`, `P*5e`, also `7G7F`), then Western (`P-7f`, `P-76`), then
/// Japanese (`７六歩`).
///
/// The notations hardly overlap, so the error reported is the one of the
/// notation the text looks like: USI spelling → the legality reason;
/// other ASCII → the Western reader's; anything else → the Japanese one.
///
/// A player is not a USI engine: in USI `8h2b` is the move without
/// promotion, but a player who types it where the piece may promote has
/// most often left the choice out, and picking the same move with the
/// cursor asks. So where both are legal the text must say which, as in
/// Western notation: `8h2b+` promotes, `8h2b=` does not.
pub fn parse_move(
    pos: &Position,
    text: &str,
    previous_to: Option<Square>,
) -> Result<Move, NotationError> {
    let trimmed = text.trim();
    // `=` only ever follows a board move without promotion (`8h2b=`);
    // after anything else the Western reader explains it.
    let (usi, declined) = match trimmed.strip_suffix('=') {
        Some(stem) => (stem, true),
        None => (trimmed, false),
    };
    match usi_any_case(usi) {
        Some(mv @ Move::Board { promote: false, .. }) => {
            return usi_move(pos, mv, usi, declined);
        }
        Some(mv) if !declined => return usi_move(pos, mv, usi, false),
        _ => {}
    }
    if trimmed.is_ascii() {
        parse_western(pos, trimmed)
    } else {
        parse_japanese(pos, trimmed, previous_to)
    }
}

/// `mv` as a player types it in USI spelling for [`parse_move`]: `8h2b=`
/// where it could have promoted, else its USI (`8h2b+`, `7g7f`, `P*5e`).
pub fn typed_usi(pos: &Position, mv: Move) -> String {
    let declines = match mv {
        Move::Board {
            from,
            to,
            promote: false,
        } => pos
            .check_move(Move::Board {
                from,
                to,
                promote: true,
            })
            .is_ok(),
        _ => false,
    };
    let mut text = mv.to_usi();
    if declines {
        text.push('=');
    }
    text
}

/// A move typed in USI spelling (`stem`, without a trailing `=`), checked,
/// with the promotion said where both choices are legal.
fn usi_move(pos: &Position, mv: Move, stem: &str, declined: bool) -> Result<Move, NotationError> {
    pos.check_move(mv).map_err(NotationError::Illegal)?;
    let Move::Board {
        from,
        to,
        promote: false,
    } = mv
    else {
        return Ok(mv);
    };
    let promoting = Move::Board {
        from,
        to,
        promote: true,
    };
    match (pos.check_move(promoting), declined) {
        (Ok(()), true) | (Err(_), false) => Ok(mv),
        (Ok(()), false) => Err(NotationError::PromotionUnspecified {
            piece: pos.piece_at(from).map(|p| p.kind),
            promote: format!("{stem}+"),
            decline: format!("{stem}="),
        }),
        (Err(why), true) => Err(NotationError::NothingToDecline {
            why,
            plain: stem.to_string(),
        }),
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
