//! Sharing a position or a game: the texts a player copies (SFEN, a
//! record in KIF, KI2, CSA or USI, a BOD diagram, a lishogi link) made
//! from what a page shows, the position as a picture, and how they leave
//! the program (the terminal's clipboard, or a file in the save folder's
//! `exports/`).
//!
//! - `what`: what a page offers ([`Shareable`]) and the kinds of text
//!   made from it ([`ShareKind`]).
//! - `diagram`: the position as an SVG or PNG board diagram, for
//!   `shogi-tui export` and the copy menu alike.
//! - `link`: the lishogi analysis link of a position.
//! - `clipboard`: the OSC 52 escape that hands text to the terminal's
//!   clipboard.
//! - `exports`: the file a shared text is written to instead.
//!
//! Pure but for `exports` and `diagram`'s writers: a page makes the text,
//! the app sends it out (`tui::share`).

pub mod clipboard;
pub mod diagram;
pub mod exports;
pub mod link;
mod what;

pub use what::{Destination, ShareError, ShareKind, Shareable, Shared};
