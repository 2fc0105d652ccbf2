//! "Does a mate within d plies exist?", answered exactly by a bounded
//! search, for the line's shortest-mate guarantee.
//!
//! df-pn proves with whatever mate it meets first, and its table holds
//! proofs of unknown length, so it cannot say that no shorter mate exists.
//! This search can: a plain AND/OR search to a fixed depth, every check
//! against every evasion, with the bounds it learns kept by position
//! (mates within so many plies, no mate within so many) so that asking
//! again deeper, or from another path, reuses them. Repetitions are not
//! looked at: a mate whose line repeats a position can be cut short at the
//! repetition, so the shortest mate never needs one, and repetition cannot
//! change the answer.
//!
//! It is exponential in depth, so it runs on a budget of positions and
//! says `None` when the budget is spent; the caller then falls back on a
//! weaker look and drops the guarantee.

use super::table::Table;
use shogi_core::{Color, Move, Position};
use std::collections::HashMap;

/// What the df-pn proof's table already knows: a position it disproved
/// (a result it stores only when it holds whatever the path) has no mate
/// at all, so none within any length. Asked before searching, it spares
/// the look the lines the proof has refuted.
#[derive(Clone, Copy)]
pub(super) struct Refuted<'t> {
    table: &'t Table,
    attacker: Color,
}

impl<'t> Refuted<'t> {
    pub fn new(table: &'t Table, attacker: Color) -> Refuted<'t> {
        Refuted { table, attacker }
    }

    fn holds(&self, pos: &Position) -> bool {
        let (a, d) = (self.attacker, self.attacker.opponent());
        self.table
            .lookup(pos.board_key(), pos.hand(a), pos.hand(d))
            .is_some_and(|n| n.dn == 0)
    }
}

/// What is known of one position, from the side to move's point of view
/// at an attacker's node, the defender's at a defender's (the key tells
/// them apart: it includes the side to move).
#[derive(Clone, Copy, Debug)]
struct Bounds {
    /// A mate within this many plies is known (`u32::MAX`: none known).
    mates_within: u32,
    /// No mate within this many plies (0: nothing known).
    fails_within: u32,
    /// The move that settled the last question here: the mating check at
    /// an attacker's node, the escaping evasion at a defender's. Tried
    /// first next time, which is what makes deepening cheap.
    first: Option<Move>,
}

impl Default for Bounds {
    fn default() -> Bounds {
        Bounds {
            mates_within: u32::MAX,
            fails_within: 0,
            first: None,
        }
    }
}

/// The first of `checks` after which the defender has no move: a mate in one.
pub(super) fn mating_check(pos: &mut Position, checks: &[Move]) -> Option<Move> {
    checks.iter().copied().find(|&mv| {
        let undo = pos.do_move(mv);
        let mated = !pos.has_legal_move();
        pos.undo_move(mv, undo);
        mated
    })
}

pub(super) struct Shortest {
    memo: HashMap<u64, Bounds>,
    visits: u64,
    budget: u64,
}

impl Shortest {
    pub fn new(budget: u64) -> Shortest {
        Shortest {
            memo: HashMap::new(),
            visits: 0,
            budget,
        }
    }

    /// Positions searched so far.
    pub fn visits(&self) -> u64 {
        self.visits
    }

    /// Lets the look search up to `budget` positions in all, the ones
    /// already searched included.
    pub fn raise_budget(&mut self, budget: u64) {
        self.budget = self.budget.max(budget);
    }

    /// Whether the attacker mates within `d` plies in `pos`, where the
    /// defender is to move (in check); `None` once the budget is spent.
    pub fn defender_mated_within(
        &mut self,
        pos: &mut Position,
        d: u32,
        refuted: Option<Refuted>,
    ) -> Option<bool> {
        self.and_node(pos, d, refuted)
    }

    fn known(&self, key: u64, d: u32) -> Option<bool> {
        let b = self.memo.get(&key)?;
        if b.mates_within <= d {
            Some(true)
        } else if b.fails_within >= d {
            Some(false)
        } else {
            None
        }
    }

    fn learn(&mut self, key: u64, d: u32, mates: bool, first: Option<Move>) {
        let b = self.memo.entry(key).or_default();
        if mates {
            b.mates_within = b.mates_within.min(d);
        } else {
            b.fails_within = b.fails_within.max(d);
        }
        if first.is_some() {
            b.first = first;
        }
    }

    fn spend(&mut self) -> Option<()> {
        self.visits += 1;
        (self.visits <= self.budget).then_some(())
    }

    pub(super) fn or_node(
        &mut self,
        pos: &mut Position,
        d: u32,
        refuted: Option<Refuted>,
    ) -> Option<bool> {
        if d == 0 {
            return Some(false);
        }
        let key = pos.key();
        if let Some(known) = self.known(key, d) {
            return Some(known);
        }
        self.spend()?;
        let checks = pos.checking_moves();
        if d < 3 {
            if let Some(mv) = mating_check(pos, &checks) {
                self.learn(key, 1, true, Some(mv));
                return Some(true);
            }
            self.learn(key, d, false, None);
            return Some(false);
        }
        // Mates in one first: they need no deeper look. Counting the
        // evasions finds them and orders the rest: the check that mated
        // last time first, then those leaving the fewest evasions, the
        // usual way to find a mate soon.
        let first = self.memo.get(&key).and_then(|b| b.first);
        let mut order: Vec<(u64, Move)> = Vec::with_capacity(checks.len());
        for &mv in &checks {
            let undo = pos.do_move(mv);
            let evasions = pos.legal_move_count();
            let hopeless = evasions > 0 && refuted.is_some_and(|r| r.holds(pos));
            pos.undo_move(mv, undo);
            if evasions == 0 {
                self.learn(key, 1, true, Some(mv));
                return Some(true);
            }
            if !hopeless {
                order.push((if Some(mv) == first { 0 } else { evasions }, mv));
            }
        }
        order.sort_by_key(|&(n, _)| n);
        for (_, mv) in order {
            let undo = pos.do_move(mv);
            let r = self.and_node(pos, d - 1, refuted);
            pos.undo_move(mv, undo);
            if r? {
                self.learn(key, d, true, Some(mv));
                return Some(true);
            }
        }
        self.learn(key, d, false, None);
        Some(false)
    }

    fn and_node(&mut self, pos: &mut Position, d: u32, refuted: Option<Refuted>) -> Option<bool> {
        let key = pos.key();
        if let Some(known) = self.known(key, d) {
            return Some(known);
        }
        self.spend()?;
        let mut evasions = pos.legal_moves();
        if evasions.is_empty() {
            self.learn(key, 0, true, None);
            return Some(true);
        }
        if d < 2 {
            self.learn(key, d, false, None);
            return Some(false);
        }
        // An evasion into a position the proof disproved escapes for good.
        if let Some(r) = refuted {
            for &mv in &evasions {
                let undo = pos.do_move(mv);
                let escapes = r.holds(pos);
                pos.undo_move(mv, undo);
                if escapes {
                    self.learn(key, d, false, Some(mv));
                    return Some(false);
                }
            }
        }
        // The evasion that escaped last time first, then king moves and
        // captures, which escape far more often than interpositions.
        let first = self.memo.get(&key).and_then(|b| b.first);
        evasions.sort_by_key(|&m| {
            if Some(m) == first {
                0
            } else if m.is_drop() {
                3
            } else if m.from() == pos.king_square(pos.side_to_move())
                || pos.piece_at(m.to()).is_some()
            {
                1
            } else {
                2
            }
        });
        for &mv in &evasions {
            let undo = pos.do_move(mv);
            let r = self.or_node(pos, d - 1, refuted);
            pos.undo_move(mv, undo);
            if !r? {
                self.learn(key, d, false, Some(mv));
                return Some(false);
            }
        }
        self.learn(key, d, true, None);
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(sfen).unwrap()
    }

    #[test]
    fn a_head_gold_mate_is_within_one_and_not_within_nothing() {
        // King 5a, pawn 5c: G*5b mates (the pawn guards the gold).
        let mut p = pos("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        let mut s = Shortest::new(10_000);
        assert_eq!(s.or_node(&mut p, 0, None), Some(false));
        assert_eq!(s.or_node(&mut p, 1, None), Some(true));
        assert_eq!(s.or_node(&mut p, 7, None), Some(true));
    }

    #[test]
    fn two_rooks_need_their_whole_length() {
        // Two rooks against a bare king on 5a with the other king far:
        // no mate in 1 or 3 (the king runs along the rank), but the
        // solver's line is a mate, so some length within its length works.
        let sfen = "4k4/9/9/9/9/9/9/9/4K4 b 2R 1";
        let mut p = pos(sfen);
        let mut s = Shortest::new(10_000_000);
        assert_eq!(s.or_node(&mut p, 1, None), Some(false));
        assert_eq!(s.or_node(&mut p, 3, None), Some(false));
        let mated = (1..=15)
            .step_by(2)
            .find(|&d| s.or_node(&mut p, d, None) == Some(true));
        let line = match crate::mate::solve(
            &p,
            &crate::mate::MateLimits::default(),
            &std::sync::atomic::AtomicBool::new(false),
        )
        .outcome
        {
            crate::mate::MateOutcome::Mate(line) => line,
            other => panic!("{other:?}"),
        };
        assert_eq!(mated, Some(line.len() as u32), "{line:?}");
        // The position was not changed by the search.
        assert_eq!(p.to_sfen(), pos(sfen).to_sfen());
    }

    #[test]
    fn a_spent_budget_says_so() {
        let mut p = pos("4k4/9/9/9/9/9/9/9/4K4 b 2R 1");
        let mut s = Shortest::new(5);
        assert_eq!(s.or_node(&mut p, 9, None), None);
    }

    #[test]
    fn after_a_check_the_defender_is_mated_within_the_rest() {
        // G*5b from the first test, asked from the defender's side.
        let mut p = pos("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        p.do_move(Move::from_usi("G*5b").unwrap());
        let mut s = Shortest::new(1_000);
        assert_eq!(s.defender_mated_within(&mut p, 0, None), Some(true));
        // A check the king escapes: G*4b, the king takes nothing but walks.
        let mut q = pos("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
        q.do_move(Move::from_usi("G*4b").unwrap());
        assert_eq!(s.defender_mated_within(&mut q, 2, None), Some(false));
    }
}
