//! Training the net: its data, the self-play that makes it, and the
//! trainer.

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
