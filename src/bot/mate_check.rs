//! The mate solver (詰み探索) in the bot's play: before searching, a
//! short solve looks for a mate by checks, which a full-width search of
//! the same time would see only at a much greater depth; after choosing,
//! a short solve from the opponent's side checks that the move does not
//! allow a mate (頓死).
//!
//! Each solve allocates a small table of its own, so nothing is shared
//! between moves or with the search's table.

use crate::mate::{self, Limit, MateLimits, MateOutcome};
use crate::shogi::{Move, Position};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Table size of every solve, in MiB: short solves fill little of it,
/// and a bigger one would take longer to allocate than they take to run.
const TABLE_MIB: usize = 4;

/// Share of the thinking time, in percent, that the root's solve may use
/// (it comes out of the search's time).
pub(crate) const ROOT_SHARE: u32 = 10;
/// Share of the thinking time, in percent, kept back from the search for
/// the checks of the chosen move and its alternatives.
pub(crate) const GUARD_SHARE: u32 = 10;
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
        }
    }
}

/// A mating line for the side to move in `pos`, if the solver proves one
/// within `budget`, with the nodes it searched.
pub(crate) fn find_mate(
    pos: &Position,
    budget: Budget,
    stop: &AtomicBool,
) -> (Option<Vec<Move>>, u64) {
    if budget.nodes == 0 || budget.time.is_some_and(|t| t.is_zero()) {
        return (None, 0);
    }
    let report = mate::solve(pos, &budget.limits(), stop);
    match report.outcome {
        MateOutcome::Mate(line) if !line.is_empty() => (Some(line), report.nodes),
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
