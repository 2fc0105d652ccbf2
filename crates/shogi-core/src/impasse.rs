//! Impasse (jishogi) counting: the facts about one side that every
//! declaration and agreement rule is decided from. The verdicts themselves
//! depend on the game's rule set and live in the controller.

use super::movegen::ZONE;
use super::position::Position;
use super::types::{Color, PieceKind};

/// Rook and bishop (promoted or not) count 5, every other piece but the king 1.
pub const fn piece_points(kind: PieceKind) -> u32 {
    match kind.unpromoted() {
        PieceKind::Rook | PieceKind::Bishop => 5,
        PieceKind::King => 0,
        _ => 1,
    }
}

/// One side's impasse figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideTally {
    /// All the side's pieces on the board and in hand.
    pub points: u32,
    /// Only pieces in the side's promotion zone, plus the hand: what a
    /// declaration counts.
    pub zone_points: u32,
    /// Pieces other than the king inside the promotion zone.
    pub pieces_in_zone: u32,
    pub king_in_zone: bool,
    pub in_check: bool,
}

impl Position {
    pub fn impasse_tally(&self, c: Color) -> SideTally {
        let zone = ZONE[c.index()];
        let mut board = 0;
        let mut in_zone_points = 0;
        let mut pieces_in_zone = 0;
        for sq in self.pieces(c) {
            let Some(p) = self.piece_at(sq) else { continue };
            let pts = piece_points(p.kind);
            board += pts;
            if zone.has(sq) && p.kind != PieceKind::King {
                in_zone_points += pts;
                pieces_in_zone += 1;
            }
        }
        let hand = self.hand(c);
        let hand_points: u32 = PieceKind::HAND
            .iter()
            .map(|&k| piece_points(k) * u32::from(hand.count(k)))
            .sum();
        SideTally {
            points: board + hand_points,
            zone_points: in_zone_points + hand_points,
            pieces_in_zone,
            king_in_zone: self.king_square(c).is_some_and(|k| zone.has(k)),
            in_check: self.king_attacked(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_27_each() {
        let p = Position::startpos();
        for c in Color::ALL {
            let t = p.impasse_tally(c);
            assert_eq!(t.points, 27);
            assert_eq!(t.zone_points, 0);
            assert_eq!(t.pieces_in_zone, 0);
            assert!(!t.king_in_zone);
            assert!(!t.in_check);
        }
    }

    #[test]
    fn entered_kings_example() {
        // RULE_EXAMPLES.md section 4.
        let p = Position::from_sfen(
            "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1",
        )
        .unwrap();
        for c in Color::ALL {
            let t = p.impasse_tally(c);
            assert_eq!(
                (t.points, t.zone_points, t.pieces_in_zone),
                (27, 27, 11),
                "{c}"
            );
            assert!(t.king_in_zone && !t.in_check);
        }
    }
}
