//! Marks a player draws on the board (circled squares, arrows, a piece
//! pictured on a square), kept in a move's comment in the markup lishogi
//! reads and writes in KIF and CSA comments, and lichess in PGN:
//! `[%csl G7g]` circles 7g in green, `[%cal R7g7f]` draws a red arrow from
//! 7g to 7f, `[%cal G_B5e]` an arrow from Black's bishop in hand to 5e,
//! `[%cpl Y5eP]` pictures a Black pawn on 5e.
//!
//! The comment stays as it was written: marks are read from it when a
//! ply is shown, and only a change to the marks writes the markup again.
//! A block that is not well formed (an unknown tag, a token of the wrong
//! length, a bracket inside) is text, kept and shown as text.

mod mark;
mod read;
mod write;

pub use mark::{Brush, MAX_MARKS, Mark, Spot};
pub use read::{Marked, read_marks};
pub use write::{markup, with_marks};

#[cfg(test)]
mod tests;
