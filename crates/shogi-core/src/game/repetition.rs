//! Repetition (sennichite) bookkeeping and the perpetual-check judgement.
//!
//! Each ply's Zobrist key is filed in a map, so finding earlier occurrences
//! of a position costs one lookup per move; a match is confirmed by
//! comparing the full positions, so a hash collision can never end a game.

use crate::{Color, Position};
use std::collections::HashMap;

/// The occurrence that ends a game.
pub const SENNICHITE_OCCURRENCES: usize = 4;

/// The plies at which each key occurred, in increasing order.
#[derive(Clone, Debug, Default)]
pub struct RepetitionTable {
    by_key: HashMap<u64, Vec<usize>>,
}

impl RepetitionTable {
    pub fn new() -> RepetitionTable {
        RepetitionTable::default()
    }

    /// Files `ply`, which must be later than every ply filed so far.
    pub fn push(&mut self, key: u64, ply: usize) {
        self.by_key.entry(key).or_default().push(ply);
    }

    /// Removes the latest ply filed under `key` (taking back a move).
    pub fn pop(&mut self, key: u64) {
        if let Some(plies) = self.by_key.get_mut(&key) {
            plies.pop();
            if plies.is_empty() {
                self.by_key.remove(&key);
            }
        }
    }

    /// The plies up to and including `ply` at which the position of `ply`
    /// occurred, earliest first. `positions[i]` is the position after `i`
    /// moves.
    pub fn occurrences(&self, positions: &[Position], ply: usize) -> Vec<usize> {
        let Some(here) = positions.get(ply) else {
            return Vec::new();
        };
        self.by_key
            .get(&here.key())
            .map(|plies| {
                plies
                    .iter()
                    .copied()
                    .filter(|&p| p <= ply && positions.get(p) == Some(here))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// What the 4th occurrence of a position means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// A plain draw.
    Sennichite,
    /// Every move of `checker` in the cycle was check: `checker` loses.
    PerpetualCheck { checker: Color },
    /// Both sides checked with every move: a draw.
    MutualPerpetualCheck,
}

/// Judges the moves played between the first and the fourth occurrence of
/// a position, given as (mover, gave check) in order.
///
/// JSA rule: perpetual check is judged over the whole sequence from the
/// first occurrence to the fourth, not just the last cycle. So a side whose
/// checks began after the first occurrence, or stopped one move before the
/// fourth, has not given perpetual check and the result is a plain draw.
pub fn judge(cycle: impl IntoIterator<Item = (Color, bool)>) -> Repetition {
    let mut moved = [false; 2];
    let mut always_checked = [true; 2];
    for (mover, check) in cycle {
        moved[mover.index()] = true;
        always_checked[mover.index()] &= check;
    }
    let checking = |c: Color| moved[c.index()] && always_checked[c.index()];
    match (checking(Color::Black), checking(Color::White)) {
        (true, true) => Repetition::MutualPerpetualCheck,
        (true, false) => Repetition::PerpetualCheck {
            checker: Color::Black,
        },
        (false, true) => Repetition::PerpetualCheck {
            checker: Color::White,
        },
        (false, false) => Repetition::Sennichite,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    #[test]
    fn judge_finds_the_side_that_always_checked() {
        let cycle = [(White, false), (Black, true), (White, false), (Black, true)];
        assert_eq!(judge(cycle), Repetition::PerpetualCheck { checker: Black });
        let cycle = [(Black, false), (White, true), (Black, true), (White, true)];
        assert_eq!(judge(cycle), Repetition::PerpetualCheck { checker: White });
    }

    #[test]
    fn both_sides_checking_is_a_draw() {
        // No legal position for this was found (see the note in
        // crates/shogi-records/tests/it/game_repetition.rs), so the rule
        // is pinned here on the move flags themselves.
        let cycle = [(Black, true), (White, true), (Black, true), (White, true)];
        assert_eq!(judge(cycle), Repetition::MutualPerpetualCheck);
    }

    #[test]
    fn one_quiet_move_anywhere_makes_it_a_plain_draw() {
        for quiet in [1, 3, 5, 7, 9, 11] {
            let cycle = (0..12).map(|i| {
                let mover = if i % 2 == 0 { White } else { Black };
                (mover, mover == Black && i != quiet)
            });
            assert_eq!(judge(cycle), Repetition::Sennichite, "quiet move {quiet}");
        }
    }

    #[test]
    fn table_confirms_by_position_not_by_key() {
        let a = Position::startpos();
        let mut b = a.clone();
        b.do_move(crate::Move::from_usi("7g7f").unwrap());
        let positions = vec![a.clone(), b, a.clone()];
        let mut t = RepetitionTable::new();
        // File ply 1 under ply 0's key: a forged collision.
        t.push(a.key(), 0);
        t.push(a.key(), 1);
        t.push(a.key(), 2);
        assert_eq!(t.occurrences(&positions, 2), vec![0, 2]);
        assert_eq!(t.occurrences(&positions, 0), vec![0]);
        t.pop(a.key());
        assert_eq!(t.occurrences(&positions, 0), vec![0]);
        assert!(t.occurrences(&positions, 7).is_empty());
    }
}
