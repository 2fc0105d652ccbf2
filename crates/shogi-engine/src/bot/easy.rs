//! An easy move: one the search has preferred, by far, for several
//! iterations in a row (typically the only recapture that keeps the
//! material even). Played as soon as that is clear, rather than after
//! the whole allowance: a person waits for nothing.

use super::root::RootMove;
use super::score::MATE_BOUND;
use super::search::Searcher;
use shogi_core::Move;

/// The shallowest completed iteration whose best move may be played as
/// easy: below this a search misses too much to be trusted with it.
const FROM_DEPTH: u32 = 8;
/// Iterations in a row the move must have been best.
const STABLE: u32 = 4;
/// How far below the best every other move must stay, in centipawns:
/// about a silver. Moves closer than that are a choice worth the time.
const MARGIN: i32 = 500;
/// The check searches the other moves this many plies shallower than
/// the last iteration: enough to confirm a margin that large, at a small
/// part of an iteration's cost.
const CHECK_REDUCTION: u32 = 4;

/// The best moves of the iterations so far.
#[derive(Default)]
pub(crate) struct EasyMove {
    best: Option<Move>,
    /// Iterations in a row `best` was best.
    stable: u32,
}

impl EasyMove {
    /// After the iteration at `depth` completed with `root` best first:
    /// whether its best move is easy, so that the search may stop. The
    /// check searches the other moves again, shallower, with a window
    /// `MARGIN` below the best; they must all fall short of it.
    pub(crate) fn settled(
        &mut self,
        searcher: &mut Searcher<'_>,
        root: &[RootMove],
        depth: u32,
    ) -> bool {
        let Some(first) = root.first() else {
            return false;
        };
        if self.best == Some(first.mv) {
            self.stable += 1;
        } else {
            self.best = Some(first.mv);
            self.stable = 1;
        }
        if depth < FROM_DEPTH || self.stable < STABLE || first.score.abs() >= MATE_BOUND {
            return false;
        }
        let bound = first.score - MARGIN;
        let check_depth = (depth - CHECK_REDUCTION) as i32;
        root[1..]
            .iter()
            .all(|rm| searcher.falls_short(rm.mv, check_depth, bound))
    }
}
