//! The root of the search: every legal move gets a score, so that weak
//! levels can choose among near-best moves and a stopped search can still
//! say which move is best so far.

use super::score::{INFINITE, mate_in};
use super::search::Searcher;
use shogi_core::Move;

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
    /// exact score, in one pass: every move is searched with a window
    /// whose floor is the `wanted`-th best score so far (or `alpha`), so
    /// a move that cannot enter the best `wanted` costs one null-window
    /// search, and one that can gets re-searched to its exact score.
    /// With `margin` > 0 the floor is also kept `margin` below the best,
    /// as in `search_root`. Returns the `wanted`-th best score and the
    /// best (`-INFINITE` for lines not found above `alpha`).
    pub(crate) fn search_root_lines(
        &mut self,
        moves: &mut [RootMove],
        depth: i32,
        alpha: i32,
        beta: i32,
        wanted: usize,
        margin: i32,
    ) -> (i32, i32) {
        self.root_depth = depth;
        for rm in moves.iter_mut() {
            rm.score = -INFINITE;
            rm.exact = false;
        }
        let wanted = wanted.max(1);
        // The best `wanted` exact scores so far, best first.
        let mut top: Vec<i32> = Vec::with_capacity(wanted + 1);
        let nth = |top: &[i32]| top.get(wanted - 1).copied().unwrap_or(-INFINITE);
        for (i, rm) in moves.iter_mut().enumerate() {
            let mv = rm.mv;
            let tries = self.wins_by_try(mv);
            let v = if tries {
                rm.exact = true;
                mate_in(1)
            } else {
                let mut floor = alpha.max(nth(&top));
                if margin > 0
                    && let Some(&best) = top.first()
                {
                    floor = alpha.max(nth(&top).min(best - margin));
                }
                let v = self.search_root_move(mv, i == 0, depth, floor, beta);
                if self.aborted {
                    break;
                }
                rm.exact = v > floor && v < beta;
                if v <= floor {
                    rm.score = v;
                    continue;
                }
                v
            };
            rm.score = v;
            rm.pv.clear();
            rm.pv.push(mv);
            if !tries {
                rm.pv.extend_from_slice(self.pv(1));
            }
            let at = top.partition_point(|&s| s >= v);
            top.insert(at, v);
            top.truncate(wanted);
            if v >= beta {
                break;
            }
        }
        (nth(&top), top.first().copied().unwrap_or(-INFINITE))
    }

    /// Whether the root move `mv`, searched to `depth` with a null window
    /// at `bound`, scores no more than `bound` (an unfinished search
    /// proves nothing).
    pub(crate) fn falls_short(&mut self, mv: Move, depth: i32, bound: i32) -> bool {
        self.root_depth = depth;
        let v = self.search_root_move(mv, false, depth, bound, bound + 1);
        !self.aborted && v <= bound
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
        let (undo, gives_check) = self.make(mv, 0);
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
