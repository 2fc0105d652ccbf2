//! The database explorer on the boards a player studies: for the position
//! shown, every move played from it in the game database, with its games,
//! results, score, average rating and last date, the games through the
//! position listed and one opened in review at that ply, filtered by my
//! games, a player and dates.
//!
//! One component for every board: review shows it as a tab beside the
//! book, the editor and a finished game as an overlay. A page keeps an
//! [`Explorer`], tells it the position on the board (`show`), hands it
//! the keys while it has the focus (`act`, answered with a [`Step`] the
//! page carries out: play a move, open a game) and polls it on ticks;
//! the queries run on the explorer's own thread (`worker`), so stepping
//! through a game never waits for the database, and an answer about a
//! position no longer shown is dropped.

mod act;
pub mod filters;
pub mod keys;
mod state;
pub mod view;
pub mod worker;

pub use act::Step;
pub use keys::ExplorerCommand;
pub use state::{Explorer, Field, GAMES_LISTED, GamesList, Overlaid, Reply};

#[cfg(test)]
pub(crate) mod tests;
