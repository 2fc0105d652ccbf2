//! Writing Western (Hodges) notation: `P-7f`, `Bx2b+`, `S-4h=`, `P*5e`,
//! `G6h-5h`. Reading it is in `read::western`.

use super::relative;
use crate::shogi::moves::Move;
use crate::shogi::position::Position;
use crate::shogi::types::PieceKind;

/// The move in Hodges notation. The origin is written only when another
/// piece of the same kind could also legally go to the destination; `=`
/// only when the piece could have promoted and did not.
pub fn western(pos: &Position, mv: Move) -> String {
    match mv {
        Move::Drop { kind, to } => format!("{}*{to}", kind.sfen_letter()),
        Move::Board { from, to, promote } => {
            let sep = if pos.piece_at(to).is_some() { 'x' } else { '-' };
            let Some(piece) = pos.piece_at(from) else {
                // Not a move of this position; the origin-only form still reads back.
                return format!("{from}{sep}{to}");
            };
            let legal = pos.legal_moves();
            let mut out = piece_letters(piece.kind);
            let mut others = relative::rival_origins(pos, &legal, piece.kind, to);
            others.clear(from);
            if others.any() {
                out.push_str(&from.usi());
            }
            out.push(sep);
            out.push_str(&to.usi());
            if promote {
                out.push('+');
            } else if legal.contains(&Move::Board {
                from,
                to,
                promote: true,
            }) {
                out.push('=');
            }
            out
        }
    }
}

/// `P`, `K`, and `+P`, `+B`... for promoted pieces.
fn piece_letters(kind: PieceKind) -> String {
    let letter = kind.sfen_letter();
    if kind.is_promoted() {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}
