//! The rules core's values in the player's words.
//!
//! The core (`shogi`, `game`) speaks no language: its refusals, outcomes
//! and reasons are typed values whose `Display` is the English that
//! records, logs and `--json` keep, whatever the player reads. Here each
//! becomes the sentence a player reads, in the language of the moment,
//! so that the core can be built and tested without a catalogue.

mod board;
pub mod clock;
mod notation;
pub mod outcome;
mod sfen;

/// A rules value as a player reads it, in the language of the moment.
pub trait Shown {
    fn shown(&self) -> String;
}

/// A value that names the sides, which a handicap game names as its
/// players do (下手 for Black, who receives the handicap, and 上手;
/// English says Black and White either way).
pub trait ShownIn {
    fn shown_in(&self, handicap: bool) -> String;
}
