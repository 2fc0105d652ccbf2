//! A mate problem (詰将棋) as the solver, the puzzle maker and the trainer
//! all see it.

use shogi_core::{Move, Position};

/// One mate problem: the attacker (the side to move) mates in `plies`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub position: Position,
    /// The mate's length, the attacker's moves and the defender's counted.
    pub plies: u32,
    /// A mating line of `plies` moves, the attacker's first.
    pub solution: Vec<Move>,
    /// Larger is harder: for the built-in collection, the positions the
    /// solver searched to prove the mate.
    pub difficulty: u64,
    /// The line of its file the puzzle was read from, when it was.
    pub line: Option<usize>,
}
