//! What plays and judges a game, above the rules and the records.
//!
//! `bot` is the built-in player; `book` the opening book it plays from;
//! `nnue` the learned evaluation it runs (inference only: training is the
//! app's `learn`); `mate` solves "mate by
//! checks" (df-pn) and proves puzzles; `usi` speaks the USI protocol both
//! ways; `computer` is one interface over the bot or an engine program,
//! and drives one through a game; `analysis` runs an engine over a
//! record's positions and judges the moves.
//!
//! `analysis` sits beside `bot` rather than inside it: it drives a USI
//! engine as readily as the built-in one, and the review page, `analyse`
//! and the record writers all consume it.

pub mod analysis;
pub mod book;
pub mod bot;
pub mod computer;
pub mod mate;
mod memory;
pub mod nnue;
pub mod series;
pub mod usi;
