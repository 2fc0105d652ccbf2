//! Which evaluation a search uses, and the state it keeps along the line:
//! the hand-written one needs none, the learned net (`nnue`) keeps its
//! accumulator for every position of the line, each made from its
//! parent's by the inputs the move changed.

use super::eval::evaluate;
use crate::nnue::embedded::embedded;
use crate::nnue::kernels::Kernel;
use crate::nnue::network::{Accumulator, Network};
use crate::shogi::{Move, Position, Undo};

/// The evaluation a bot is set to use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EvalChoice {
    /// The hand-written terms (`eval`).
    #[default]
    Hand,
    /// The learned net embedded in the binary.
    Net,
}

pub(crate) enum Evaluator {
    Hand,
    Net {
        net: &'static Network,
        kernel: Kernel,
        /// The line's accumulators, the root's first; `top` is the
        /// current position's.
        stack: Vec<Accumulator>,
        top: usize,
    },
}

impl Evaluator {
    /// The evaluator for a search from `root`. A net that cannot be had
    /// (its weights refused at start-up) leaves the hand-written one.
    pub(crate) fn new(choice: EvalChoice, root: &Position) -> Evaluator {
        match (choice, embedded()) {
            (EvalChoice::Net, Ok(net)) => Evaluator::with_net(net, root),
            _ => Evaluator::Hand,
        }
    }

    pub(crate) fn with_net(net: &'static Network, root: &Position) -> Evaluator {
        let mut first = Accumulator::default();
        net.refresh(root, &mut first);
        Evaluator::Net {
            net,
            kernel: Kernel::best(),
            stack: vec![first],
            top: 0,
        }
    }

    /// After `do_move(mv)` gave `undo` and left `after`.
    #[inline]
    pub(crate) fn moved(&mut self, after: &Position, mv: Move, undo: &Undo) {
        if let Evaluator::Net {
            net,
            kernel,
            stack,
            top,
        } = self
        {
            if *top + 1 == stack.len() {
                stack.push(Accumulator::default());
            }
            let (below, above) = stack.split_at_mut(*top + 1);
            net.update(*kernel, &below[*top], after, mv, undo, &mut above[0]);
            *top += 1;
        }
    }

    /// After the last move was taken back.
    #[inline]
    pub(crate) fn unmoved(&mut self) {
        if let Evaluator::Net { top, .. } = self {
            *top = top.saturating_sub(1);
        }
    }

    /// The score of `pos` (the position the evaluator has followed to),
    /// from its side to move's view.
    #[inline]
    pub(crate) fn evaluate(&self, pos: &Position) -> i32 {
        match self {
            Evaluator::Hand => evaluate(pos),
            Evaluator::Net {
                net,
                kernel,
                stack,
                top,
            } => net.evaluate(*kernel, &stack[*top], pos.side_to_move()),
        }
    }
}
