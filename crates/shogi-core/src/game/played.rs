//! A move as the game keeps it, with what players attach to it, and what
//! playing it reports.

use crate::{Color, Move};
use std::time::Duration;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    pub mv: Move,
    /// Who played it.
    pub mover: Color,
    /// Whether it left the opponent in check (decides perpetual check and
    /// the move-limit extension).
    pub check: bool,
    /// Thinking time spent on the move, when known.
    pub time: Option<Duration>,
    pub comment: Option<String>,
}

/// Optional data given with a move (from a clock or a loaded record).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveNote {
    pub time: Option<Duration>,
    pub comment: Option<String>,
}

/// What `Game::play` reports to the interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub mv: Move,
    pub mover: Color,
    /// Moves played so far, this one included.
    pub ply: usize,
    /// The opponent is now in check.
    pub check: bool,
    /// How many times the new position has occurred (1 = first time).
    pub repetitions: usize,
    /// Set when this move ended the game.
    pub outcome: Option<super::outcome::Outcome>,
}
