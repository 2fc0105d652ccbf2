//! Where a series is watched as it runs. The live view belongs to the
//! screens; a series only tells it what happened, through this trait, so
//! that running a series needs nothing of the screens (the command line
//! without a terminal runs one with no view at all).

use crate::game::{Clock, Game};
use crate::kifu::evaluation::Evaluation;
use std::time::Instant;

pub trait Watcher {
    /// A view of a series of `total` games, `finished_before` of them
    /// played by an earlier run (they set no pace), begun at `now`.
    fn start(total: usize, finished_before: usize, now: Instant) -> Self
    where
        Self: Sized;
    /// Game `number` began (`title`: "▲A △B") or moved on.
    fn game_moved(&mut self, number: usize, title: &str, game: Game);
    /// The clocks and the last mover's evaluation after a move.
    fn clock_after_move(&mut self, number: usize, clock: Clock, eval: Option<Evaluation>);
    /// Game `number` ended, said by `line`.
    fn game_over(&mut self, number: usize, line: String);
    /// The series will start no new game.
    fn stopping(&mut self);
    /// The standings, a line per pairing.
    fn standings(&mut self, lines: Vec<String>);
}
