//! The mate solver (詰み探索) in the bot's play: before searching, a
//! short solve looks for a mate by checks, which a full-width search of
//! the same time would see only at a much greater depth; after choosing,
//! a short solve from the opponent's side checks that the move does not
//! allow a mate (頓死).
//!
//! Inside the search, a tiny solve runs at a few nodes near the root
//! where a mate is likely (see [`NodeProbe`]).
//!
//! Each solve allocates a small table of its own, so nothing is shared
//! between moves or with the search's table.

use crate::mate::{self, Limit, MateLimits, MateOutcome};
use shogi_core::{Color, Move, Position, attacks};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Table size of every solve, in MiB: short solves fill little of it,
/// and a bigger one would take longer to allocate than they take to run.
const TABLE_MIB: usize = 4;

/// Share of the thinking time, in percent, that the root's solve may use
/// (it comes out of the search's time).
pub(crate) const ROOT_SHARE: u32 = 15;
/// Share of the thinking time, in percent, kept back from the search for
/// the checks of the chosen move and its alternatives, when the opponent
/// has checks at all (see [`opponent_has_checks`]) ...
pub(crate) const GUARD_SHARE: u32 = 10;
/// ... but never more than this: a solve of the guard's 2,000 nodes takes
/// 2 to 10 ms (measured on `bench/mate/positions.sfen` with the machine
/// loaded), and most moves need one, so a tenth of a long allowance (90 ms
/// of a 1 s byoyomi) was mostly time the search did not get to use.
pub(crate) const GUARD_MAX: Duration = Duration::from_millis(30);

/// The time kept back for the guard out of `thinking`.
pub(crate) fn guard_reserve(thinking: Duration) -> Duration {
    share_of(thinking, GUARD_SHARE).min(GUARD_MAX)
}
/// How many other moves, best first, are tried when the chosen move
/// allows a mate.
pub(crate) const GUARD_CANDIDATES: usize = 4;

/// What bounds one solve.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    pub nodes: u64,
    /// `None`: no time limit beyond the nodes.
    pub time: Option<Duration>,
}

impl Budget {
    fn limits(self) -> MateLimits {
        MateLimits {
            nodes: Some(self.nodes),
            time: self.time,
            table_mb: TABLE_MIB,
            // The bot plays the first move; the look for shorter mates gets
            // only the share it had before the exact look, the proof's size.
            exact_line: 0,
        }
    }
}

/// A mating line for the side to move in `pos`, if the solver proves one
/// within `budget`, with whether it is known to be the shortest mate
/// against the longest defence (rarely, with no budget for the exact
/// look), and the nodes it searched.
pub(crate) fn find_mate(
    pos: &Position,
    budget: Budget,
    stop: &AtomicBool,
) -> (Option<(Vec<Move>, bool)>, u64) {
    if budget.nodes == 0 || budget.time.is_some_and(|t| t.is_zero()) {
        return (None, 0);
    }
    let report = mate::solve(pos, &budget.limits(), stop);
    match report.outcome {
        MateOutcome::Mate(line) if !line.is_empty() => {
            (Some((line, report.shortest)), report.nodes)
        }
        _ => (None, report.nodes),
    }
}

/// What a solve from the opponent's side says of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reply {
    /// The opponent mates by checks.
    Mates,
    /// The solve searched and proved no mate, or used up its budget
    /// without proving one.
    Safe,
    /// The solve did not get to search: stopped, or no time left.
    Unchecked,
}

/// Whether the opponent, after `mv` in `pos`, mates by checks within
/// `budget`, with the nodes searched.
pub(crate) fn reply_to(
    pos: &Position,
    mv: Move,
    budget: Budget,
    stop: &AtomicBool,
) -> (Reply, u64) {
    if budget.nodes == 0 || budget.time.is_some_and(|t| t.is_zero()) {
        return (Reply::Unchecked, 0);
    }
    let mut after = pos.clone();
    after.do_move(mv);
    let report = mate::solve(&after, &budget.limits(), stop);
    let reply = match report.outcome {
        MateOutcome::Mate(_) => Reply::Mates,
        MateOutcome::Unknown(Limit::Stopped) => Reply::Unchecked,
        MateOutcome::NoMate | MateOutcome::Unknown(_) => Reply::Safe,
    };
    (reply, report.nodes)
}

/// `share` percent of `time`.
pub(crate) fn share_of(time: Duration, share: u32) -> Duration {
    time * share / 100
}

/// Whether the opponent of the side to move in `pos` could give check if
/// it were its turn: only then can a move of ours allow it a mate by
/// checks, bar a move that opens a line to our king, which the guard
/// still checks when it has time.
pub(crate) fn opponent_has_checks(pos: &Position) -> bool {
    if pos.in_check() {
        return true;
    }
    let mut turned = pos.clone();
    turned.set_side_to_move(pos.side_to_move().opponent());
    !turned.checking_moves().is_empty()
}

/// Whether the opponent has a check after `mv` in `pos`.
pub(crate) fn allows_checks(pos: &Position, mv: Move) -> bool {
    let mut after = pos.clone();
    after.do_move(mv);
    !after.checking_moves().is_empty()
}

/// Table size of a solve inside the search, in MiB: its few hundred
/// nodes touch only a few pages of it.
const PROBE_TABLE_MIB: usize = 1;
/// Deepest ply, from the root, where the search calls the solver.
const PROBE_MAX_PLY: usize = 3;
/// Least remaining depth for a solve: below it the search itself sees
/// as far as a tiny solve would.
const PROBE_MIN_DEPTH: i32 = 2;
/// Most flight squares the enemy king may have for a solve to be tried:
/// with more, a mate in a few hundred nodes is rare.
const PROBE_MAX_FLIGHTS: u32 = 2;

/// Mate solves inside the search, at principal-variation nodes near the
/// root where the side to move has checks and the enemy king few flight
/// squares. A position is solved once per move, so a node met again in
/// every iteration costs one solve.
pub(crate) struct NodeProbe {
    /// Node cap of each solve; 0 for none.
    nodes: u64,
    tried: HashSet<u64>,
    /// Solves run and mates found, and the solver's nodes, for the search's
    /// node count.
    pub solves: u64,
    pub found: u64,
    pub spent: u64,
}

impl NodeProbe {
    pub(crate) fn new(nodes: u64) -> NodeProbe {
        NodeProbe {
            nodes,
            tried: HashSet::new(),
            solves: 0,
            found: 0,
            spent: 0,
        }
    }

    /// Whether a node at `ply` with `depth` to go is one to solve.
    #[inline]
    pub(crate) fn selects(&self, ply: usize, depth: i32, pv_node: bool) -> bool {
        self.nodes > 0 && pv_node && (1..=PROBE_MAX_PLY).contains(&ply) && depth >= PROBE_MIN_DEPTH
    }

    /// A mating line for the side to move in `pos` (not in check), if a
    /// tiny solve proves one; `None` also for a position tried before.
    pub(crate) fn solve(&mut self, pos: &Position, stop: &AtomicBool) -> Option<Vec<Move>> {
        let enemy = pos.side_to_move().opponent();
        if flights(pos, enemy) > PROBE_MAX_FLIGHTS || !self.tried.insert(pos.key()) {
            return None;
        }
        self.solves += 1;
        let limits = MateLimits {
            nodes: Some(self.nodes),
            time: None,
            table_mb: PROBE_TABLE_MIB,
            // The bot plays the first move; the look for shorter mates gets
            // only the share it had before the exact look, the proof's size.
            exact_line: 0,
        };
        let report = mate::solve(pos, &limits, stop);
        self.spent += report.nodes;
        match report.outcome {
            MateOutcome::Mate(line) if !line.is_empty() => {
                self.found += 1;
                Some(line)
            }
            _ => None,
        }
    }
}

/// Squares next to `c`'s king it could step to: not held by its own
/// pieces, not attacked by the other side.
fn flights(pos: &Position, c: Color) -> u32 {
    let Some(k) = pos.king_square(c) else {
        return 0;
    };
    let own = pos.pieces(c);
    attacks::king(k)
        .filter(|&s| !own.has(s) && !pos.is_attacked(c.opponent(), s))
        .count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(sfen).expect("a valid test position")
    }

    #[test]
    fn a_node_probe_solves_a_cornered_king_once() {
        // White's king on 1a has two flights (2a, 2b); G*1b, backed by the
        // pawn, mates.
        let p = pos("8k/9/8P/9/9/9/9/9/K8 b G 1");
        let stop = AtomicBool::new(false);
        let mut probe = NodeProbe::new(300);
        let line = probe.solve(&p, &stop).expect("the mate in one");
        assert_eq!(line, vec![Move::from_usi("G*1b").unwrap()]);
        // Met again later in the same search: not solved a second time.
        assert_eq!(probe.solve(&p, &stop), None);
        assert_eq!((probe.solves, probe.found), (1, 1));
        assert!(probe.spent > 0);
    }

    #[test]
    fn a_node_probe_leaves_a_king_with_room_alone() {
        // Two rooks in hand mate the bare king in seven, but it has five
        // flights: not worth a solve inside the search.
        let p = pos("4k4/9/9/9/9/9/9/9/4K4 b 2R 1");
        let mut probe = NodeProbe::new(300);
        assert_eq!(probe.solve(&p, &AtomicBool::new(false)), None);
        assert_eq!(probe.solves, 0);
    }

    #[test]
    fn node_probes_run_only_at_principal_nodes_near_the_root() {
        let probe = NodeProbe::new(300);
        assert!(probe.selects(1, PROBE_MIN_DEPTH, true));
        assert!(probe.selects(PROBE_MAX_PLY, 9, true));
        assert!(
            !probe.selects(0, 9, true),
            "the root has a solve of its own"
        );
        assert!(!probe.selects(PROBE_MAX_PLY + 1, 9, true));
        assert!(!probe.selects(1, PROBE_MIN_DEPTH - 1, true));
        assert!(!probe.selects(1, 9, false));
        assert!(!NodeProbe::new(0).selects(1, 9, true), "levels without it");
    }

    #[test]
    fn the_guards_reserve_is_a_tenth_of_a_short_allowance_and_capped_on_a_long_one() {
        let ms = Duration::from_millis;
        assert_eq!(guard_reserve(ms(100)), ms(10));
        assert_eq!(guard_reserve(ms(300)), ms(30));
        assert_eq!(guard_reserve(ms(900)), GUARD_MAX);
        assert_eq!(guard_reserve(Duration::from_secs(60)), GUARD_MAX);
    }

    #[test]
    fn the_opponents_checks_decide_the_guards_reserve() {
        // Kings alone, far apart: White has no check to give.
        assert!(!opponent_has_checks(&pos("4k4/9/9/9/9/9/9/9/4K4 b - 1")));
        // A gold in White's hand can be dropped next to Black's king.
        assert!(opponent_has_checks(&pos("4k4/9/9/9/9/9/9/9/4K4 b g 1")));
        let quiet = pos("4k4/9/9/9/9/9/9/9/4K4 b - 1");
        assert!(!allows_checks(&quiet, Move::from_usi("5i4h").unwrap()));
    }
}
