//! The root of the search: every legal move gets a score, so that weak
//! levels can choose among near-best moves and a stopped search can still
//! say which move is best so far.

use super::score::{INFINITE, MATE_BOUND, mate_in};
use super::search::Searcher;
use crate::shogi::Move;

/// Half the width of a first aspiration window, in centipawns.
pub(crate) const ASPIRATION: i32 = 40;

/// What searching one root move to an exact score found.
enum RootScore {
    Exact(i32),
    /// At or below the fixed floor: the score is an upper bound.
    Below(i32),
    /// The search stopped; `proven` is a lower bound (or `-INFINITE`).
    Stopped {
        proven: i32,
    },
}

/// Puts the exact score `v` among the best `wanted`, best first.
fn enter(top: &mut Vec<i32>, v: i32, wanted: usize) {
    let at = top.partition_point(|&s| s >= v);
    top.insert(at, v);
    top.truncate(wanted);
}

#[derive(Clone, Debug)]
pub(crate) struct RootMove {
    pub mv: Move,
    /// Score in the current iteration (`-INFINITE` until searched).
    pub score: i32,
    /// Score in the last completed iteration, for ordering.
    pub previous: i32,
    /// Whether `score` is exact rather than a bound.
    pub exact: bool,
    pub pv: Vec<Move>,
}

impl RootMove {
    pub(crate) fn new(mv: Move) -> RootMove {
        RootMove {
            mv,
            score: -INFINITE,
            previous: -INFINITE,
            exact: false,
            pv: vec![mv],
        }
    }
}

impl Searcher<'_> {
    /// One iteration over the root moves with window (`alpha`, `beta`).
    ///
    /// With `margin` > 0, moves are searched with a window that starts
    /// `margin` below the best so far, so every move within the margin of
    /// the best gets an exact score to choose from. Returns the best score.
    pub(crate) fn search_root(
        &mut self,
        moves: &mut [RootMove],
        depth: i32,
        alpha: i32,
        beta: i32,
        margin: i32,
    ) -> i32 {
        self.root_depth = depth;
        for rm in moves.iter_mut() {
            rm.score = -INFINITE;
            rm.exact = false;
        }
        let mut best = -INFINITE;
        for (i, rm) in moves.iter_mut().enumerate() {
            let mv = rm.mv;
            if self.wins_by_try(mv) {
                rm.score = mate_in(1);
                rm.exact = true;
                rm.pv = vec![mv];
                best = best.max(rm.score);
                continue;
            }
            // The lowest score still worth an exact answer.
            let floor = if margin > 0 && best > -INFINITE {
                alpha.max(best - margin)
            } else {
                alpha.max(best)
            };
            let v = self.search_root_move(mv, i == 0, depth, floor, beta);
            if self.aborted {
                break;
            }
            rm.score = v;
            rm.exact = v > floor && v < beta;
            if v > best {
                best = v;
                rm.pv.clear();
                rm.pv.push(mv);
                rm.pv.extend_from_slice(self.pv(1));
            }
            if v >= beta {
                break;
            }
        }
        best
    }

    /// One iteration that finds the best `wanted` moves, each with an
    /// exact score, in one pass.
    ///
    /// Until `wanted` moves have exact scores, each move is searched on its
    /// own aspiration window around its previous score (with
    /// `aspirate`), widened on the side that fails and re-searched alone:
    /// one line failing does not cost the others a second search. After
    /// that, a move gets a null-window search at the `wanted`-th best
    /// score (the floor) and only one that beats it is searched to its
    /// exact score, on a window from the floor up. With `margin` > 0 the
    /// floor is also kept `margin` below the best, as in `search_root`.
    ///
    /// Returns `None` when the pass completed, else (stopped) the low end
    /// of the last window tried for the first move. On a stop, a move's
    /// `score` above the first move's is a proven lower bound.
    pub(crate) fn search_root_lines(
        &mut self,
        moves: &mut [RootMove],
        depth: i32,
        wanted: usize,
        margin: i32,
        aspirate: bool,
    ) -> Option<i32> {
        self.root_depth = depth;
        for rm in moves.iter_mut() {
            rm.score = -INFINITE;
            rm.exact = false;
        }
        let wanted = wanted.max(1);
        // The best `wanted` exact scores so far, best first.
        let mut top: Vec<i32> = Vec::with_capacity(wanted + 1);
        let mut first_low = -INFINITE;
        for (i, rm) in moves.iter_mut().enumerate() {
            let mv = rm.mv;
            if self.wins_by_try(mv) {
                rm.score = mate_in(1);
                rm.exact = true;
                rm.pv = vec![mv];
                enter(&mut top, rm.score, wanted);
                continue;
            }
            let window = if top.len() < wanted {
                // Among the first lines: exact whatever it scores.
                let centre = rm.previous;
                if aspirate && centre.abs() < MATE_BOUND {
                    (centre - ASPIRATION, centre + ASPIRATION)
                } else {
                    (-INFINITE, INFINITE)
                }
            } else {
                let mut floor = top[wanted - 1];
                if margin > 0 {
                    floor = floor.min(top[0] - margin);
                }
                let v = self.search_root_move(mv, false, depth, floor, floor + 1);
                if self.aborted {
                    break;
                }
                rm.score = v;
                if v <= floor {
                    continue;
                }
                // A new line: exact from the floor up, the top end
                // around the best line so far.
                let high = if aspirate && top[0].abs() < MATE_BOUND {
                    top[0].max(floor) + ASPIRATION
                } else {
                    INFINITE
                };
                (floor, high)
            };
            let entering = top.len() >= wanted;
            let outcome = self.exact_root_score(mv, depth, window, entering, |low| {
                if i == 0 {
                    first_low = low;
                }
            });
            match outcome {
                RootScore::Exact(v) => {
                    rm.score = v;
                    rm.exact = true;
                    rm.pv.clear();
                    rm.pv.push(mv);
                    rm.pv.extend_from_slice(self.pv(1));
                    enter(&mut top, v, wanted);
                }
                // Beaten by the floor after all: stays out of the lines.
                RootScore::Below(v) => rm.score = v,
                RootScore::Stopped { proven } => {
                    rm.score = proven;
                    return Some(first_low);
                }
            }
        }
        self.aborted.then_some(first_low)
    }

    /// Searches `mv` on `window`, widening it on the side that fails
    /// until the score is exact. With `floor_fixed` the low end is a
    /// floor not to widen: a score at or below it is returned as
    /// `Below`. `tried` hears the low end of every window tried.
    fn exact_root_score(
        &mut self,
        mv: Move,
        depth: i32,
        (mut low, mut high): (i32, i32),
        floor_fixed: bool,
        mut tried: impl FnMut(i32),
    ) -> RootScore {
        let mut delta = ASPIRATION;
        // The best score this move is proven to reach so far.
        let mut proven = -INFINITE;
        loop {
            tried(low);
            let v = self.search_root_move(mv, true, depth, low, high);
            if self.aborted {
                return RootScore::Stopped { proven };
            }
            if v <= low {
                if floor_fixed {
                    return RootScore::Below(v);
                }
                low = (low - delta).max(-INFINITE);
            } else if v >= high {
                proven = v;
                high = (high + delta).min(INFINITE);
            } else {
                return RootScore::Exact(v);
            }
            delta *= 3;
            if delta > 1200 {
                high = INFINITE;
                if !floor_fixed {
                    low = -INFINITE;
                }
            }
        }
    }

    /// The score of the root move `mv` with window (`floor`, `beta`): the
    /// first move gets the full window at once, the others a null window
    /// first and the full one only if they beat `floor`.
    fn search_root_move(
        &mut self,
        mv: Move,
        first: bool,
        depth: i32,
        floor: i32,
        beta: i32,
    ) -> i32 {
        let (undo, gives_check) = self.make(mv);
        let new_depth = depth - 1 + i32::from(gives_check);
        let v = if first {
            -self.search(-beta, -floor, new_depth, 1, true, true)
        } else {
            let v = -self.search(-floor - 1, -floor, new_depth, 1, false, true);
            if v > floor && v < beta && !self.aborted {
                -self.search(-beta, -floor, new_depth, 1, true, true)
            } else {
                v
            }
        };
        self.unmake(mv, undo);
        v
    }
}
