//! The app's words for what the lower crates report as typed values:
//! `shogi-records` and `shogi-engine` say what went wrong (or how a game
//! ended) as enums that carry no language, and the app says them to the
//! player in the language chosen. Keeping the words here, at the edge,
//! lets the crates be used and tested without the catalogues.

pub mod database;
pub mod engine;
pub mod load_notes;
pub mod record_problems;
pub mod records;

/// A value the player is told of, in the language chosen now.
pub trait Said {
    fn said(&self) -> String;
}
