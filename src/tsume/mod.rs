//! Tsume (詰将棋): mate problems to solve, the pure core of the puzzle
//! trainer. No terminal code lives here.
//!
//! - `collection`: the built-in collection's plain-text format
//!   (`assets/tsume.txt`), read line by line with refusals by line.
//! - `files`: the player's own problem files (KIF/KI2/CSA problems, SFEN
//!   lists, collections), each problem proven before it is offered.
//! - `proof`: what the mate solver says of a puzzle, a written solution
//!   and a single check.
//! - `trainer`: judging the player's moves while solving, the defender's
//!   answers, hints and the solution.
//! - `progress`: what the player solved, kept in the settings folder.
//! - `games` and `maker`: finding puzzles in games (`shogi-tui puzzlegen`).
//! - `next_move`: "find the better move" (次の一手) from analysed games.
//!
//! # What a puzzle page calls
//! - Built-in: `files::builtin()` (the collection compiled in); a player's
//!   file: `files::load(path)` → [`files::Loaded`] (puzzles, and each
//!   problem refused with its file, line and reason).
//! - Solving: `trainer::Attempt::new(&puzzle)`, then `attempt.play(mv)`
//!   for each of the player's moves → accepted (with the defender's reply
//!   played) or refused with the reason; `attempt.hint()`,
//!   `attempt.solution()`, `attempt.is_solved()`.
//! - Progress: `progress::Progress::load()`, `record_attempt`, `save()`.

pub mod collection;
pub mod files;
pub mod progress;
pub mod trainer;

use crate::shogi::{Move, Position};

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
