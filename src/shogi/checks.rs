//! Whether a move gives check, decided before playing it, and the part of
//! the key that leaves the hands out. Mate search needs both at every node:
//! the attacker may only play checks, and its table compares hands apart
//! from the board.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::Move;
use super::position::Position;
use super::types::PieceKind;
use super::zobrist;

impl Position {
    /// Whether the legal move `mv` of the side to move checks the enemy
    /// king, directly or by uncovering a slider. False without an enemy king.
    #[inline]
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.side_to_move();
        let Some(ek) = self.king_square(us.opponent()) else {
            return false;
        };
        let occ = self.occupied();
        match mv {
            Move::Drop { kind, to } => {
                attacks::piece(us, kind, to, occ | Bitboard::from_square(to)).has(ek)
            }
            Move::Board { from, to, promote } => {
                let Some(piece) = self.piece_at(from) else {
                    return false;
                };
                let kind = match (promote, piece.kind.promoted()) {
                    (true, Some(p)) => p,
                    _ => piece.kind,
                };
                let after = (occ ^ Bitboard::from_square(from)) | Bitboard::from_square(to);
                if attacks::piece(us, kind, to, after).has(ek) {
                    return true;
                }
                // A discovered check needs `from` on a line through the king
                // and the piece to leave that line.
                let lines = attacks::rook_pseudo(ek) | attacks::bishop_pseudo(ek);
                if !lines.has(from) || attacks::line(ek, from).has(to) {
                    return false;
                }
                // Before the move nothing of ours attacked the king, so any
                // attacker now (other than the moved piece) was uncovered.
                self.attackers_to_with(us, ek, after)
                    .and_not(Bitboard::from_square(from) | Bitboard::from_square(to))
                    .any()
            }
        }
    }

    /// The key of the board and the side to move, without the hands:
    /// positions that differ only in hands share it.
    #[inline]
    pub fn board_key(&self) -> u64 {
        let mut key = self.key();
        for c in super::types::Color::ALL {
            let hand = self.hand(c);
            for k in PieceKind::HAND {
                key ^= zobrist::hand(c, k, hand.count(k));
            }
        }
        key
    }
}

#[cfg(test)]
mod tests {
    use crate::shogi::Position;

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(sfen).unwrap()
    }

    /// `gives_check` agrees with playing the move and asking `in_check`,
    /// on every legal move of positions full of direct and uncovered checks.
    #[test]
    fn gives_check_agrees_with_playing_the_move() {
        for sfen in [
            crate::shogi::STARTPOS_SFEN,
            // Rook behind a silver aiming at the king: uncovered checks.
            "4k4/9/9/4S4/9/9/9/4R4/4K4 b GNLPbsn 1",
            // Bishop behind a knight on the diagonal, lance behind a pawn.
            "8k/9/6N2/9/4B4/9/8L/9/K8 b GSPr 1",
            // A promoted rook and horse near the king, White to move.
            "4k4/9/9/9/9/2+r3+b2/9/3G1G3/4K4 w Pp 1",
            "ln1g3nl/1r1s1kg2/p1pp1p1pp/1p2p1p2/9/2PP2P2/PPBSPP1PP/2G2S1R1/LN2KG1NL b Bp 1",
        ] {
            let mut p = pos(sfen);
            for mv in p.legal_moves() {
                let undo = p.do_move(mv);
                let checks = p.in_check();
                p.undo_move(mv, undo);
                assert_eq!(p.gives_check(mv), checks, "{sfen} {mv}");
            }
        }
    }

    #[test]
    fn board_key_ignores_hands_only() {
        let a = pos("4k4/9/9/9/9/9/9/9/4K4 b G 1");
        let b = pos("4k4/9/9/9/9/9/9/9/4K4 b 2G 1");
        let c = pos("4k4/9/9/9/9/9/9/9/4K4 w G 1");
        assert_eq!(a.board_key(), b.board_key());
        assert_ne!(a.key(), b.key());
        assert_ne!(a.board_key(), c.board_key());
    }
}
