//! Writing Western notation: Hodges (`P-7f`, `Bx2b+`, `S-4h=`, `P*5e`,
//! `G6h-5h`) and the numeric style of many English books and sites
//! (`P-76`, `Bx22+`, `S-48=`, `P*55`, `G68-58`). Reading both is in
//! `read::western`.

use super::relative;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{PieceKind, Square};

/// How a Western text spells the rank of a square; the file is always a
/// digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ranks {
    /// `7f`: Hodges, the same squares as USI and SFEN.
    Letters,
    /// `76`: the rank as a digit too, as the KIF origin `(76)` writes it.
    Digits,
}

impl Ranks {
    pub(crate) fn square(self, sq: Square) -> String {
        match self {
            Ranks::Letters => sq.usi(),
            Ranks::Digits => format!("{}{}", sq.file(), sq.rank()),
        }
    }
}

/// The move in Hodges notation. The origin is written only when another
/// piece of the same kind could also legally go to the destination; `=`
/// only when the piece could have promoted and did not.
pub fn western(pos: &Position, mv: Move) -> String {
    western_in(pos, mv, Ranks::Letters)
}

/// [`western`] with numeric squares: `P-76`, `Bx22+`, `S-48=`, `P*55`,
/// `G68-58`.
pub fn western_numeric(pos: &Position, mv: Move) -> String {
    western_in(pos, mv, Ranks::Digits)
}

pub(crate) fn western_in(pos: &Position, mv: Move, ranks: Ranks) -> String {
    let sq = |s: Square| ranks.square(s);
    match mv {
        Move::Drop { kind, to } => format!("{}*{}", kind.sfen_letter(), sq(to)),
        Move::Board { from, to, promote } => {
            let sep = if pos.piece_at(to).is_some() { 'x' } else { '-' };
            let Some(piece) = pos.piece_at(from) else {
                // Not a move of this position; the origin-only form still reads back.
                return format!("{}{sep}{}", sq(from), sq(to));
            };
            let legal = pos.legal_moves();
            let mut out = piece_letters(piece.kind);
            let mut others = relative::rival_origins(pos, &legal, piece.kind, to);
            others.clear(from);
            if others.any() {
                out.push_str(&sq(from));
            }
            out.push(sep);
            out.push_str(&sq(to));
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
