//! The marks a player draws on a studied board (review, its study board
//! and research, the position editor, a finished game): circled squares
//! and arrows in lishogi's four colours, from the keys (`keys.rs`) or the
//! mouse's right button, drawn over the board (`draw.rs`). What a mark is
//! and how a record keeps it is the records crate's (`kifu::marks`): a
//! page keeps its marks where its record keeps comments, or in memory when
//! it has no record.

mod draw;
pub mod keys;
pub mod mouse;
mod pen;

pub use draw::{EngineArrow, draw_engine_arrows, draw_marks, tint_at};
pub use pen::{Applied, Edit, Pen, Stroke, apply};

#[cfg(test)]
mod draw_tests;
#[cfg(test)]
mod vision_tests;
