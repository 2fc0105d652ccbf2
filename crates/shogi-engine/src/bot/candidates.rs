//! The moves the search weighs: every legal move but a bishop's, rook's
//! or pawn's choice not to promote where it may.
//!
//! A horse, a dragon and a tokin do all that the unpromoted piece does
//! and more, so outside a mate search (where leaving a square uncovered
//! can turn an illegal pawn-drop mate into a legal line, and the solver
//! keeps every check) the non-promotion is never the better move. Left
//! in, it only costs nodes, and a line that ties with the promotion shows
//! a move no player considers (△８八角不成) among the best. The rules'
//! legal list, perft and the mate solver still have every legal move; a
//! player who asks for one by name (USI `searchmoves`) gets it searched.

use shogi_core::movegen::{Sink, generate};
use shogi_core::{Bitboard, Color, Move, MoveList, PieceKind, Position, Square};

/// The legal moves of `pos` the search weighs, in a list the caller
/// keeps. Never empty while a legal move exists: each left-out move's
/// promotion is legal and in the list.
pub(crate) fn candidate_moves_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    generate(pos, &mut CandidateSink { pos, list });
}

/// Whether a piece of this kind is always better promoted.
#[inline]
fn promotes_always(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::Pawn | PieceKind::Bishop | PieceKind::Rook)
}

struct CandidateSink<'a> {
    pos: &'a Position,
    list: &'a mut MoveList,
}

impl CandidateSink<'_> {
    #[inline(always)]
    fn push(&mut self, from: Square, to: Bitboard, promote: bool) {
        for to in to {
            self.list.push(Move::Board { from, to, promote });
        }
    }
}

impl Sink for CandidateSink<'_> {
    #[inline]
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let always = self
            .pos
            .piece_at(from)
            .is_some_and(|p| promotes_always(p.kind));
        self.push(from, plain, false);
        self.push(from, both | forced, true);
        if !always {
            self.push(from, both, false);
        }
    }

    #[inline]
    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let back = |to: Square| match us {
            Color::Black => Square::from_index(to.index() as u8 + 1),
            Color::White => Square::from_index(to.index() as u8 - 1),
        };
        for to in plain {
            self.list.push(Move::Board {
                from: back(to),
                to,
                promote: false,
            });
        }
        for to in both | forced {
            self.list.push(Move::Board {
                from: back(to),
                to,
                promote: true,
            });
        }
    }

    #[inline]
    fn drops(&mut self, kind: PieceKind, to: Bitboard) {
        for to in to {
            self.list.push(Move::Drop { kind, to });
        }
    }
}

/// Whether `mv` is one of the moves `candidate_moves_into` lists for
/// `pos`, without listing them: for a move from elsewhere (the table's,
/// which a key collision may have put there, or the mate solver's
/// non-promotion) before the node's moves are generated.
#[inline]
pub(crate) fn is_candidate(pos: &Position, mv: Move) -> bool {
    pos.check_move(mv).is_ok() && !is_needless_non_promotion(pos, mv)
}

/// Whether `mv` is a non-promotion the search leaves out: a bishop, rook
/// or pawn not promoting where `pos` lets it.
pub(crate) fn is_needless_non_promotion(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Board {
            from,
            to,
            promote: false,
        } => {
            pos.piece_at(from).is_some_and(|p| promotes_always(p.kind))
                && pos
                    .check_move(Move::Board {
                        from,
                        to,
                        promote: true,
                    })
                    .is_ok()
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions with bishops, rooks and pawns at the zone's edge, in
    /// check and out of it.
    const POSITIONS: &[&str] = &[
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        "ln1gk2nl/1r1s1sgb1/p1pppp1pp/6p2/1p5P1/2P6/PPBPPPP1P/7R1/LNSGKGSNL b - 11",
        "4k4/9/BP2P2P1/8R/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/9/9/1p2p2p1/r7b/4K4 w - 1",
        "4k4/4R4/9/9/9/9/9/9/4K4 w - 1",
        "8k/1P2B4/2R6/P8/9/9/9/9/K8 b P 1",
    ];

    #[test]
    fn candidates_are_the_legal_moves_but_needless_non_promotions() {
        for sfen in POSITIONS {
            let pos = Position::from_sfen(sfen).unwrap();
            let legal = pos.legal_moves();
            let mut candidates = MoveList::new();
            candidate_moves_into(&pos, &mut candidates);
            let expected: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|&m| !is_needless_non_promotion(&pos, m))
                .collect();
            let mut got = candidates.to_vec();
            let mut want = expected.clone();
            got.sort_by_key(|m| m.to_usi());
            want.sort_by_key(|m| m.to_usi());
            assert_eq!(got, want, "{sfen}");
            assert_eq!(
                candidates.is_empty(),
                legal.is_empty(),
                "{sfen}: a position with a legal move has a candidate"
            );
            // Knights, lances and silvers keep both choices.
            for m in &legal {
                if let Move::Board { from, .. } = *m
                    && !pos.piece_at(from).is_some_and(|p| promotes_always(p.kind))
                {
                    assert!(candidates.contains(m), "{sfen}: {}", m.to_usi());
                }
            }
        }
    }

    /// `is_candidate` says yes to exactly the listed moves: checked with
    /// every legal move and every candidate of other positions (moves
    /// from elsewhere, as a table entry under a colliding key gives), in
    /// random games and the positions above.
    #[test]
    fn a_move_is_a_candidate_exactly_when_listed() {
        let mut rng = crate::bot::Rng::new(5);
        let mut positions: Vec<Position> = POSITIONS
            .iter()
            .map(|s| Position::from_sfen(s).unwrap())
            .collect();
        for _ in 0..20 {
            let mut p = Position::startpos();
            for _ in 0..150 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.do_move(moves[rng.below(moves.len() as u64) as usize]);
                positions.push(p.clone());
            }
        }
        let mut listed_count = 0;
        let mut foreign_refused = 0;
        let mut previous = MoveList::new();
        for pos in &positions {
            let mut listed = MoveList::new();
            candidate_moves_into(pos, &mut listed);
            for &mv in pos.legal_moves().iter().chain(previous.iter()) {
                assert_eq!(
                    is_candidate(pos, mv),
                    listed.contains(&mv),
                    "{}: {}",
                    pos.to_sfen(),
                    mv.to_usi()
                );
                listed_count += usize::from(listed.contains(&mv));
                foreign_refused += usize::from(!listed.contains(&mv));
            }
            previous = listed;
        }
        assert!(
            listed_count > 50_000 && foreign_refused > 20_000,
            "{listed_count} {foreign_refused}"
        );
    }

    #[test]
    fn the_left_out_moves_are_the_bishop_rook_and_pawn_non_promotions() {
        let pos = Position::from_sfen(POSITIONS[3]).unwrap();
        let left_out: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|&&m| is_needless_non_promotion(&pos, m))
            .map(|m| m.to_usi())
            .collect();
        // The pawns' steps to rank 2, a bishop's every move from the
        // zone, a rook's every move into it.
        for mv in ["8c8b", "5c5b", "2c2b", "9c8b", "9c8d", "1d1c", "1d1a"] {
            assert!(left_out.contains(&mv.to_string()), "{mv}: {left_out:?}");
        }
        assert!(!left_out.iter().any(|m| m.ends_with('+')));
        // Out of the zone, a rook's move has no choice to make.
        assert!(!left_out.contains(&"1d2d".to_string()), "{left_out:?}");
    }
}
