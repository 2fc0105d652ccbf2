//! Lazy SMP: helper threads that search the same root as the main thread,
//! each with its own move-ordering heuristics, sharing only the
//! transposition table.
//!
//! The main thread searches and reports exactly as it does alone; the
//! helpers' results reach it only through the table, where they cut its
//! searches short and improve its move ordering. Helpers differ from the
//! main thread and from each other in two ways: their heuristics start
//! from their own history, so they try moves in other orders, and every
//! other helper searches one ply deeper than the main thread's current
//! iteration, filling the table with the entries the main thread's next
//! iteration will want.

use super::control::SearchControl;
use super::history::GameHistory;
use super::lines::{Iteration, search_lines};
use super::mate_check::NodeProbe;
use super::ordering::{Heuristics, OrderedMoves};
use super::root::RootMove;
use super::search::Searcher;
use super::tt::TranspositionTable;
use crate::game::{MoveLimit, RuleSet};
use crate::shogi::{MoveList, Position};
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicI32, Ordering};

/// The most threads a search may use. Far more than lazy SMP gains from
/// on the machines this runs on, and few enough that a typo in a GUI's
/// settings cannot start thousands of threads.
pub const MAX_THREADS: usize = 64;

/// The threads a search at full strength uses: one per core the system
/// lets this process run on (1 if it cannot tell).
pub fn all_cores() -> usize {
    std::thread::available_parallelism()
        .map_or(1, NonZeroUsize::get)
        .min(MAX_THREADS)
}

/// What the helpers of one search share with the main thread.
pub(crate) struct Crew {
    /// Stopped when the main thread is done; counts the helpers' nodes
    /// as they search, for the main thread's reports.
    control: SearchControl,
    /// The iteration the main thread is searching.
    main_depth: AtomicI32,
}

impl Crew {
    fn new() -> Crew {
        Crew {
            control: SearchControl::new(),
            main_depth: AtomicI32::new(1),
        }
    }

    pub(crate) fn main_starts(&self, depth: i32) {
        self.main_depth.store(depth, Ordering::Relaxed);
    }

    /// The helpers' nodes so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.control.nodes()
    }
}

/// Stops the helpers when dropped: also when the main thread's search
/// unwinds from a panic, which would otherwise wait for them forever.
struct StopOnDrop<'a>(pub(crate) &'a SearchControl);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// The root a helper searches and the rules it searches under.
pub(crate) struct Assignment<'a> {
    pub(crate) pos: &'a Position,
    pub(crate) history: &'a GameHistory,
    pub(crate) moves: &'a MoveList,
    pub(crate) max_depth: i32,
    pub(crate) rule: RuleSet,
    pub(crate) move_limit: MoveLimit,
    pub(crate) node_mate_nodes: u64,
    /// Makes every helper panic, to test that the search survives.
    #[cfg(test)]
    pub(crate) fail: bool,
}

/// Runs `main` on this thread with one helper per entry of `heurs` (each
/// helper's heuristics) searching `job` beside it. The helpers stop when
/// `main` returns, or unwinds, and are waited for: none outlives the
/// call. A helper that panics is left out and its heuristics restarted;
/// `main`'s answer stands without it. Returns `main`'s result and the
/// nodes the helpers searched.
pub(crate) fn alongside<R>(
    heurs: &mut [Heuristics],
    job: &Assignment<'_>,
    tt: &TranspositionTable,
    main: impl FnOnce(&Crew) -> R,
) -> (R, u64) {
    let crew = Crew::new();
    let mut nodes = 0;
    let (result, failed) = std::thread::scope(|s| {
        let mut helpers = Vec::new();
        for (i, heur) in heurs.iter_mut().enumerate() {
            let crew = &crew;
            let spawned = std::thread::Builder::new()
                .name(format!("shogi-helper-{}", i + 1))
                .spawn_scoped(s, move || {
                    #[cfg(test)]
                    assert!(!job.fail, "helper {} fails on purpose", i + 1);
                    help(i + 1, job, tt, heur, crew)
                });
            // A helper the system will not start is one helper fewer.
            if let Ok(h) = spawned {
                helpers.push((i, h));
            }
        }
        let result = {
            let _stop = StopOnDrop(&crew.control);
            main(&crew)
        };
        let mut failed = Vec::new();
        for (i, h) in helpers {
            match h.join() {
                Ok(n) => nodes += n,
                Err(_) => failed.push(i),
            }
        }
        (result, failed)
    });
    for i in failed {
        // Its heuristics may be half updated.
        heurs[i] = Heuristics::new();
    }
    (result, nodes)
}

/// Helper number `index` (1-based): iterative deepening over the root
/// moves, one line, until the crew is stopped or the deepest iteration is
/// done. Returns the nodes it searched.
fn help(
    index: usize,
    job: &Assignment<'_>,
    tt: &TranspositionTable,
    heur: &mut Heuristics,
    crew: &Crew,
) -> u64 {
    let mut searcher = Searcher::new(
        job.pos,
        job.history,
        tt,
        heur,
        &crew.control,
        job.rule,
        job.move_limit,
    );
    searcher.probe = NodeProbe::new(job.node_mate_nodes);
    let ordered = OrderedMoves::for_search(job.pos, job.moves.clone(), None, searcher.heur, 0);
    let mut root: Vec<RootMove> = ordered.map(RootMove::new).collect();
    let ahead = (index % 2) as i32;
    let mut centre = super::eval::evaluate(job.pos);
    let mut depth = 0;
    while !root.is_empty() {
        // Never behind the main thread: what it has finished is in the
        // table already.
        depth = (depth + 1).max(crew.main_depth.load(Ordering::Relaxed) + ahead);
        if depth > job.max_depth || crew.control.should_stop() {
            break;
        }
        if search_lines(&mut searcher, &mut root, depth, &[centre], 0, 0) != Iteration::Complete {
            break;
        }
        for rm in root.iter_mut() {
            rm.previous = rm.score;
        }
        centre = root[0].score;
    }
    searcher.nodes + searcher.probe.spent
}
