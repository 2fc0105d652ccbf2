//! Training the net (`nnue`), from our own self-play.
//!
//! Its data: `packed` stores a position in 32 bytes, `sample` is one
//! training record (position, search score, move number, game result) and
//! `file` the data file of such records. `selfplay` plays one game with
//! the bot and picks the positions worth learning from; `datagen` runs
//! many of them on several threads into a file, and `stats` describes a
//! file. `labels` reads records from text another judge scored. `train`
//! learns the net from such files.

mod bits;
pub mod datagen;
pub mod file;
pub mod labels;
pub mod packed;
#[cfg(test)]
mod playouts;
pub mod sample;
pub mod selfplay;
pub mod stats;
pub mod train;

pub use file::{DataFileError, DataReader, DataWriter};
pub use packed::{PackError, PackedPosition, UnpackError};
pub use sample::{GameResult, Sample};
