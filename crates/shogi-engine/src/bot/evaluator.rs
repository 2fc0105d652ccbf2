//! Which evaluation a search uses, and the state it keeps along the line:
//! for every position of the line, the hand-written evaluation's
//! per-piece terms (`eval::Placement`) and, with the learned net
//! (`nnue`), its accumulator, each made from its parent's by what the
//! move changed.

use super::eval::{Placement, evaluate_placed};
use crate::nnue::embedded::embedded;
use crate::nnue::features::Played;
use crate::nnue::kernels::Kernel;
use crate::nnue::network::{Accumulator, Network, changes};
use shogi_core::{Move, Position, Undo};

/// The evaluation a bot is set to use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EvalChoice {
    /// The hand-written terms (`eval`).
    #[default]
    Hand,
    /// The learned net embedded in the binary.
    Net,
    /// A net read from a weights file (USI `EvalFile`), to try new
    /// weights without a new build.
    NetFile(LoadedNet),
}

/// A net loaded once for the life of the process: engines load one or
/// two, so it is leaked rather than counted.
#[derive(Clone, Copy)]
pub struct LoadedNet(&'static Network);

impl LoadedNet {
    pub fn new(net: Network) -> LoadedNet {
        LoadedNet(Box::leak(Box::new(net)))
    }
}

impl std::fmt::Debug for LoadedNet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LoadedNet")
    }
}

impl PartialEq for LoadedNet {
    fn eq(&self, other: &LoadedNet) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for LoadedNet {}

/// The evaluation along the search's line: for every position of the
/// line, the root's first (`top` is the current position's), the
/// hand-written pieces' terms, and the net's sums when a net is used.
pub(crate) struct Evaluator {
    placements: Vec<Placement>,
    net: Option<NetLine>,
    top: usize,
}

struct NetLine {
    net: &'static Network,
    kernel: Kernel,
    stack: Vec<Step>,
}

/// One position of the line as the net sees it. The sums are brought up
/// to date only when the position is evaluated: many positions the search
/// makes are left unevaluated (a move made to see whether it checks and
/// then pruned, a transposition-table hit, a node in check), and for them
/// the update would be wasted.
pub(crate) struct Step {
    acc: Accumulator,
    /// The move into this position (none for the root).
    played: Option<Played>,
    /// Whether `acc` holds this position's sums (always, for the root).
    fresh: bool,
}

impl Evaluator {
    /// The evaluator for a search from `root`. A net that cannot be had
    /// (its weights refused at start-up) leaves the hand-written one.
    pub(crate) fn new(choice: EvalChoice, root: &Position) -> Evaluator {
        match (choice, embedded()) {
            (EvalChoice::NetFile(LoadedNet(net)), _) | (EvalChoice::Net, Ok(net)) => {
                Evaluator::with_net(net, root)
            }
            _ => Evaluator::hand(root),
        }
    }

    /// The hand-written evaluation alone.
    pub(crate) fn hand(root: &Position) -> Evaluator {
        Evaluator {
            placements: vec![Placement::of(root)],
            net: None,
            top: 0,
        }
    }

    pub(crate) fn with_net(net: &'static Network, root: &Position) -> Evaluator {
        let mut first = Accumulator::default();
        let kernel = Kernel::best();
        net.refresh(kernel, root, &mut first);
        Evaluator {
            net: Some(NetLine {
                net,
                kernel,
                stack: vec![Step {
                    acc: first,
                    played: None,
                    fresh: true,
                }],
            }),
            ..Evaluator::hand(root)
        }
    }

    /// After `do_move(mv)` gave `undo` and left `after`. A king move's
    /// sums are made at once, while its board is at hand: later, with
    /// other moves made after it, only a count afresh could give them.
    #[inline]
    pub(crate) fn moved(&mut self, after: &Position, mv: Move, undo: &Undo) {
        let below = self.top;
        self.top += 1;
        let top = self.top;
        let placed = self
            .placements
            .get(below)
            .map_or_else(|| Placement::of(after), |p| p.after(after, mv, undo));
        match self.placements.get_mut(top) {
            Some(p) => *p = placed,
            None => self.placements.push(placed),
        }
        let Some(NetLine { net, kernel, stack }) = &mut self.net else {
            return;
        };
        let played = Played::new(after, mv, undo);
        match stack.get_mut(top) {
            Some(step) => {
                step.played = Some(played);
                step.fresh = false;
            }
            None => stack.push(Step {
                acc: Accumulator::default(),
                played: Some(played),
                fresh: false,
            }),
        }
        if played.king_moved() && catch_up(net, *kernel, stack, top - 1) {
            let (below, above) = stack.split_at_mut(top);
            if let (Some(prev), Some(step)) = (below.last(), above.first_mut()) {
                net.apply_king_move(*kernel, &prev.acc, after, &played, &mut step.acc);
                step.fresh = true;
            }
        }
    }

    /// After the last move was taken back.
    #[inline]
    pub(crate) fn unmoved(&mut self) {
        self.top = self.top.saturating_sub(1);
    }

    /// The score of `pos` (the position the evaluator has followed to),
    /// from its side to move's view.
    #[inline]
    pub(crate) fn evaluate(&mut self, pos: &Position) -> i32 {
        let top = self.top;
        let placement = self
            .placements
            .get(top)
            .copied()
            .unwrap_or_else(|| Placement::of(pos));
        let hand = evaluate_placed(pos, placement);
        let Some(NetLine { net, kernel, stack }) = &mut self.net else {
            return hand;
        };
        // A king move whose sums could not be made when it was played
        // (none known below it) leaves only a count afresh.
        if !catch_up(net, *kernel, stack, top)
            && let Some(step) = stack.get_mut(top)
        {
            net.refresh(*kernel, pos, &mut step.acc);
            step.fresh = true;
        }
        match stack.get(top) {
            Some(step) => hand + net.evaluate(*kernel, &step.acc, pos.side_to_move()),
            None => hand + net.evaluate_position(pos),
        }
    }
}

/// Brings the sums of `stack[upto]` up to date from the last position
/// below it whose sums are known, move by move; false (and nothing done)
/// if a king move comes first, whose changes need the board after it. The
/// root is always known, so the walk back stops.
fn catch_up(net: &Network, kernel: Kernel, stack: &mut [Step], upto: usize) -> bool {
    let mut from = upto;
    while from > 0 && !stack[from].fresh && !stack[from].played.is_some_and(|p| p.king_moved()) {
        from -= 1;
    }
    if !stack[from].fresh {
        return false;
    }
    for i in from + 1..=upto {
        let (below, above) = stack.split_at_mut(i);
        let step = &mut above[0];
        if let Some(played) = &step.played {
            net.apply(kernel, &below[i - 1].acc, &changes(played), &mut step.acc);
        }
        step.fresh = true;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Rng;
    use crate::bot::eval::evaluate;

    /// Follows 20 random lines of up to 120 plies from the start, made
    /// and unmade as the search does (now and then a step back), and
    /// checks `evaluator`'s score against `fresh`, counted from the
    /// position alone, at every third step: also after several positions
    /// went by unevaluated or were left unevaluated before a step back.
    fn along_random_lines(
        evaluator: impl Fn(&Position) -> Evaluator,
        fresh: impl Fn(&Position) -> i32,
    ) {
        let mut rng = Rng::new(7);
        let mut evaluated = 0;
        let mut kings_moved = 0;
        for _ in 0..20 {
            let mut pos = Position::startpos();
            let mut eval = evaluator(&pos);
            let mut line = Vec::new();
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                if !line.is_empty() && rng.below(4) == 0 {
                    let (mv, undo) = line.pop().expect("a move to take back");
                    eval.unmoved();
                    pos.undo_move(mv, undo);
                } else {
                    let mv = moves[rng.below(moves.len() as u64) as usize];
                    let undo = pos.do_move(mv);
                    kings_moved += usize::from(undo.moved() == shogi_core::PieceKind::King);
                    eval.moved(&pos, mv, &undo);
                    line.push((mv, undo));
                }
                if rng.below(3) == 0 {
                    evaluated += 1;
                    assert_eq!(eval.evaluate(&pos), fresh(&pos), "{}", pos.to_sfen());
                }
            }
        }
        assert!(
            evaluated > 400 && kings_moved > 50,
            "{evaluated} {kings_moved}"
        );
    }

    /// The net's score is the hand-written score plus the net's
    /// correction computed afresh, along any line.
    #[test]
    fn the_net_score_is_the_hand_score_plus_a_fresh_correction_along_any_line() {
        let Ok(net) = embedded() else {
            panic!("the embedded weights are refused");
        };
        along_random_lines(
            |root| Evaluator::with_net(net, root),
            |pos| evaluate(pos) + net.evaluate_position(pos),
        );
    }

    /// The pieces' terms carried along the line (changed by each move's
    /// pieces, counted afresh after a king move) give the score counted
    /// from the position alone.
    #[test]
    fn the_hand_score_carried_along_any_line_is_the_score_counted_afresh() {
        along_random_lines(Evaluator::hand, evaluate);
    }

    #[test]
    fn the_hand_choice_is_the_hand_written_evaluation() {
        let pos = Position::startpos();
        let mut eval = Evaluator::new(EvalChoice::Hand, &pos);
        assert_eq!(eval.evaluate(&pos), evaluate(&pos));
    }
}
