//! Static exchange evaluation: what a move wins or loses on its
//! destination square if both sides keep recapturing there with their
//! cheapest piece, each free to stop when going on would lose.

use super::eval::{board_value, capture_gain};
use shogi_core::{Bitboard, Color, Move, PieceKind, Position, Square};

/// The material outcome of `mv` for the mover, in centipawns. Pins and
/// promotions during the exchange are ignored: this orders and prunes
/// moves, it does not decide them.
pub(crate) fn see(pos: &Position, mv: Move) -> i32 {
    let us = pos.side_to_move();
    let to = mv.to();
    let mut occ = pos.occupied();
    let (mut on_square, first_gain) = match mv {
        Move::Board { from, promote, .. } => {
            let Some(p) = pos.piece_at(from) else {
                return 0;
            };
            occ.clear(from);
            let kind = match (promote, p.kind.promoted()) {
                (true, Some(k)) => k,
                _ => p.kind,
            };
            let gain = pos.piece_at(to).map_or(0, |v| capture_gain(v.kind));
            (kind, gain)
        }
        Move::Drop { kind, .. } => {
            occ.set(to);
            (kind, 0)
        }
    };
    let mut gains = [0i32; 40];
    gains[0] = first_gain;
    let mut d = 0;
    let mut side = us.opponent();
    loop {
        let attackers = pos.attackers_to_with(side, to, occ) & occ;
        let Some((sq, kind)) = cheapest(pos, attackers, side) else {
            break;
        };
        if kind == PieceKind::King && (pos.attackers_to_with(side.opponent(), to, occ) & occ).any()
        {
            // The king may not capture onto a defended square.
            break;
        }
        d += 1;
        if d >= gains.len() {
            break;
        }
        gains[d] = capture_gain(on_square) - gains[d - 1];
        occ.clear(sq);
        on_square = kind;
        side = side.opponent();
    }
    // Each side chooses between stopping and capturing, from the end back.
    while d > 0 {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
        d -= 1;
    }
    gains[0]
}

/// The least valuable piece among `side`'s `attackers`; between equals,
/// the choice (which can uncover a different slider behind it) is made the
/// same way for both colours.
fn cheapest(pos: &Position, attackers: Bitboard, side: Color) -> Option<(Square, PieceKind)> {
    attackers
        .filter_map(|s| pos.piece_at(s).map(|p| (s, p.kind)))
        .min_by_key(|&(s, k)| (board_value(k), relative_index(s, side)))
}

/// Where a square lies as `us` sees the board: a square and its twin in
/// the colour-flipped position (turned 180°) get the same number.
#[inline]
pub(crate) fn relative_index(sq: Square, us: Color) -> usize {
    match us {
        Color::Black => sq.index(),
        Color::White => Square::COUNT - 1 - sq.index(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(s: &str) -> Move {
        Move::from_usi(s).unwrap()
    }

    #[test]
    fn free_capture_wins_the_piece() {
        // Black's rook takes an undefended white silver on 2c.
        let p = Position::from_sfen("4k4/9/7s1/9/9/9/9/7R1/4K4 b - 1").unwrap();
        assert_eq!(see(&p, mv("2h2c")), capture_gain(PieceKind::Silver));
    }

    #[test]
    fn rook_for_a_defended_pawn_loses() {
        // The pawn on 2d is defended by a silver on 3c: RxP, SxR.
        let p = Position::from_sfen("4k4/9/6s2/7p1/9/9/9/7R1/4K4 b - 1").unwrap();
        let v = see(&p, mv("2h2d"));
        assert_eq!(
            v,
            capture_gain(PieceKind::Pawn) - capture_gain(PieceKind::Rook)
        );
    }

    #[test]
    fn dropping_onto_an_attacked_square_loses_the_piece() {
        let p = Position::from_sfen("4k4/9/6s2/9/9/9/9/9/4K4 b G 1").unwrap();
        assert_eq!(see(&p, mv("G*2d")), -capture_gain(PieceKind::Gold));
        assert_eq!(see(&p, mv("G*9e")), 0);
    }
}
