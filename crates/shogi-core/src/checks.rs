//! Whether a move gives check, decided before playing it, and the part of
//! the key that leaves the hands out. Mate search needs both at every node:
//! the attacker may only play checks, and its table compares hands apart
//! from the board.

use super::attacks;
use super::bitboard::Bitboard;
use super::movegen::{MoveList, Sink, generate};
use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};
use super::zobrist;

/// Keeps, of the moves the legal generator offers, those that give check:
/// a destination from which the moved (or promoted) piece attacks the
/// king, or any move of a piece that uncovers a slider and leaves its line.
struct CheckSink<'a> {
    pos: &'a Position,
    ek: Square,
    /// Our pieces that alone stand between the enemy king and our slider.
    discoverers: Bitboard,
    /// By piece kind: squares from which our piece of that kind attacks the king.
    check_squares: [Bitboard; 14],
    /// Whether our king stands on a discovery line: only then can one of
    /// its steps give check.
    king_discovers: bool,
    list: &'a mut MoveList,
}

impl CheckSink<'_> {
    #[inline(always)]
    fn checks_from(&self, kind: PieceKind) -> Bitboard {
        self.check_squares[kind.index()]
    }

    /// Destinations among `to` where the piece from `from`, of kind `kind`
    /// once moved, gives check.
    #[inline(always)]
    fn checking(&self, from: Square, kind: PieceKind, to: Bitboard) -> Bitboard {
        let direct = to & self.checks_from(kind);
        if self.discoverers.has(from) {
            direct | to.and_not(attacks::line(self.ek, from))
        } else {
            direct
        }
    }

    #[inline(always)]
    fn push_moves(
        &mut self,
        from: Square,
        kind: PieceKind,
        plain: Bitboard,
        both: Bitboard,
        forced: Bitboard,
    ) {
        let promoted = kind.promoted().unwrap_or(kind);
        for to in self.checking(from, promoted, both | forced) {
            self.list.push(Move::Board {
                from,
                to,
                promote: true,
            });
        }
        for to in self.checking(from, kind, plain | both) {
            self.list.push(Move::Board {
                from,
                to,
                promote: false,
            });
        }
    }
}

impl Sink for CheckSink<'_> {
    #[inline]
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let Some(piece) = self.pos.piece_at(from) else {
            return;
        };
        self.push_moves(from, piece.kind, plain, both, forced);
    }

    #[inline]
    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        for to in plain | both | forced {
            let from = match us {
                Color::Black => Square::from_index(to.index() as u8 + 1),
                Color::White => Square::from_index(to.index() as u8 - 1),
            };
            let one = Bitboard::from_square(to);
            self.push_moves(from, PieceKind::Pawn, plain & one, both & one, forced & one);
        }
    }

    #[inline]
    fn drops(&mut self, kind: PieceKind, to: Bitboard) {
        for to in to & self.checks_from(kind) {
            self.list.push(Move::Drop { kind, to });
        }
    }

    /// A king never checks directly, so its steps, whose safety costs a
    /// look at every square around it, are only worth generating when
    /// it uncovers a slider.
    #[inline(always)]
    fn skips_king(&self) -> bool {
        !self.king_discovers
    }
}

impl Position {
    /// The legal moves of the side to move that give check, in the order of
    /// `legal_moves`' pieces (promotions first). Empty without an enemy king.
    pub fn checking_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        let us = self.side_to_move();
        let them = us.opponent();
        let Some(ek) = self.king_square(them) else {
            return list;
        };
        let occ = self.occupied();
        let mut check_squares = [Bitboard::EMPTY; 14];
        for kind in PieceKind::ALL {
            // Our piece attacks the king from exactly the squares the same
            // piece of the other colour reaches from the king.
            check_squares[kind.index()] = attacks::piece(them, kind, ek, occ);
        }
        let ours = self.pieces(us);
        let snipers = ((attacks::rook_pseudo(ek) & self.orthogonal_sliders())
            | (attacks::bishop_pseudo(ek) & self.diagonal_sliders())
            | (attacks::lance_pseudo(them, ek) & self.kind_bb(PieceKind::Lance)))
            & ours;
        let mut discoverers = Bitboard::EMPTY;
        for s in snipers {
            let between = attacks::between(ek, s) & occ;
            if !between.more_than_one() {
                discoverers |= between & ours;
            }
        }
        let king_discovers = self.king_square(us).is_some_and(|k| discoverers.has(k));
        let mut sink = CheckSink {
            pos: self,
            ek,
            discoverers,
            check_squares,
            king_discovers,
            list: &mut list,
        };
        generate(self, &mut sink);
        list
    }

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

    /// `board_key` of the position `mv` leads to, without playing it.
    #[inline]
    pub fn board_key_after(&self, mv: Move) -> u64 {
        self.board_key() ^ self.board_key_change(mv)
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
    use crate::Position;

    const SAMPLES: [&str; 6] = [
        crate::STARTPOS_SFEN,
        // Our own king between our rook and theirs: its steps off the
        // file are checks, its steps along it are not.
        "4k4/9/9/9/4K4/9/9/9/4R4 b - 1",
        // Rook behind a silver aiming at the king: uncovered checks.
        "4k4/9/9/4S4/9/9/9/4R4/4K4 b GNLPbsn 1",
        // Bishop behind a knight on the diagonal, lance behind a pawn.
        "8k/9/6N2/8P/4B4/9/8L/9/K8 b GSr 1",
        // A horse near the king, White to move.
        "4k4/9/9/9/9/6+b2/9/9/3GKG3 w RPp 1",
        "ln1g3nl/1r1s1kg2/p1pp1p1pp/1p2p1p2/9/2PP2P2/PPBSPP1PP/2G2S1R1/LN2KG1NL b B 1",
    ];

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(sfen).unwrap()
    }

    /// `gives_check` agrees with playing the move and asking `in_check`,
    /// on every legal move of positions full of direct and uncovered checks.
    #[test]
    fn gives_check_agrees_with_playing_the_move() {
        for sfen in SAMPLES {
            let mut p = pos(sfen);
            for mv in p.legal_moves() {
                let undo = p.do_move(mv);
                let checks = p.in_check();
                p.undo_move(mv, undo);
                assert_eq!(p.gives_check(mv), checks, "{sfen} {mv}");
            }
        }
    }

    /// `checking_moves` is exactly the legal moves that give check, on
    /// the positions above and along pseudo-random playouts from them.
    #[test]
    fn checking_moves_are_the_legal_checks() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for sfen in SAMPLES {
            let mut p = pos(sfen);
            for _ in 0..120 {
                let legal = p.legal_moves();
                let mut want: Vec<_> = legal
                    .iter()
                    .copied()
                    .filter(|m| p.gives_check(*m))
                    .collect();
                let mut got: Vec<_> = p.checking_moves().to_vec();
                want.sort_by_key(|m| m.to_usi());
                got.sort_by_key(|m| m.to_usi());
                assert_eq!(got, want, "{}", p.to_sfen());
                if legal.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                p.do_move(legal[(seed % legal.len() as u64) as usize]);
            }
        }
    }

    #[test]
    fn board_key_after_a_move_is_the_board_key_of_the_position_it_leads_to() {
        // A capture that promotes, a drop, a quiet move: every kind of
        // change to the board's part of the key.
        let p = pos("4k4/7r1/9/9/4B4/9/9/9/4K4 b Gp 1");
        let moves = p.legal_moves();
        assert!(moves.len() > 20);
        for &mv in &moves {
            let mut after = p.clone();
            after.do_move(mv);
            assert_eq!(p.board_key_after(mv), after.board_key(), "{mv}");
            assert_eq!(after.key(), after.compute_key(), "{mv}");
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
