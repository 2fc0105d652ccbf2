//! Writing Japanese notation (KI2 as players say it, and the KIF move
//! column). Reading it is in `read::japanese`.

use super::kanji::{kif_name, side_mark, square_japanese};
use super::relative;
use crate::moves::Move;
use crate::position::Position;
use crate::types::Square;

/// `同` and the full-width space KIF puts after it.
const SAME: &str = "同　";

/// The move in Japanese with its side mark: `▲７六歩`, `△同　歩`,
/// `▲５八金右`, `▲２二角成`, `▲４五角打`.
pub fn japanese(pos: &Position, mv: Move, previous_to: Option<Square>) -> String {
    let mut out = String::new();
    out.push(side_mark(pos.side_to_move()));
    out.push_str(&japanese_unmarked(pos, mv, previous_to));
    out
}

/// [`japanese`] without the ▲/△ mark: `７六歩`, `同　歩`.
pub fn japanese_unmarked(pos: &Position, mv: Move, previous_to: Option<Square>) -> String {
    let legal = pos.legal_moves();
    let mut out = destination(mv.to(), previous_to);
    match mv {
        Move::Drop { kind, to } => {
            out.push_str(kif_name(kind));
            if relative::reachers(pos, kind, to).any() {
                out.push('打');
            }
        }
        Move::Board { from, to, promote } => {
            let Some(piece) = pos.piece_at(from) else {
                // Not a move of this position: say so rather than guess a piece.
                out.push('？');
                return out;
            };
            out.push_str(kif_name(piece.kind));
            let origins = relative::reachers(pos, piece.kind, to);
            out.push_str(&relative::words(piece.color, piece.kind, from, to, origins).text());
            out.push_str(promotion_suffix(&legal, from, to, promote));
        }
    }
    out
}

/// The KIF move column: `７六歩(77)`, `同　角成(88)`, `５五角打`. KIF names
/// the origin instead of using relative words, and always writes 打.
pub fn kif_move(pos: &Position, mv: Move, previous_to: Option<Square>) -> String {
    let mut out = destination(mv.to(), previous_to);
    match mv {
        Move::Drop { kind, .. } => {
            out.push_str(kif_name(kind));
            out.push('打');
        }
        Move::Board { from, to, promote } => {
            let name = pos.piece_at(from).map_or("？", |p| kif_name(p.kind));
            out.push_str(name);
            out.push_str(promotion_suffix(&pos.legal_moves(), from, to, promote));
            out.push_str(&format!("({}{})", from.file(), from.rank()));
        }
    }
    out
}

fn destination(to: Square, previous_to: Option<Square>) -> String {
    if previous_to == Some(to) {
        SAME.to_string()
    } else {
        square_japanese(to)
    }
}

fn promotion_suffix(legal: &[Move], from: Square, to: Square, promote: bool) -> &'static str {
    if promote {
        "成"
    } else if legal.contains(&Move::Board {
        from,
        to,
        promote: true,
    }) {
        "不成"
    } else {
        ""
    }
}
