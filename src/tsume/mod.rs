//! Tsume (詰将棋): mate problems to solve, the pure core of the puzzle
//! trainer. No terminal code lives here.
//!
//! - `collection`: the built-in collection's plain-text format
//!   (`assets/tsume.txt`), read line by line with refusals by line.
//! - `files`: the player's own problem files (KIF/KI2/CSA problems, SFEN
//!   lists, collections), each problem proven before it is offered.
//! - `trainer`: judging the player's moves while solving, the defender's
//!   answers, hints and the solution.
//! - `progress`: what the player solved, kept in the settings folder.
//!
//! Elsewhere: the puzzle itself and its proof by the solver are the mate
//! solver's (`mate::puzzle`, `mate::proof`), so that making puzzles
//! (`learn::puzzles`, which the game never links) needs nothing of this
//! module; "find the better move" (次の一手) is `analysis::better_move`.
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

pub use crate::mate::puzzle::Puzzle;
