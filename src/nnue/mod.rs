//! A small learned evaluation (NNUE: an efficiently updatable neural
//! net), trained here from our own self-play (issue 23).
//!
//! The net:
//! - `features`: a position as each side sees it, and what a move changes;
//! - `network`: the integer net the search runs, its accumulator updated
//!   move by move;
//! - `kernels`: its inner loops, portable and AVX2, chosen at run time;
//! - `weights`: the file in `assets/` the binary embeds.
//!
//! Its data: `packed` stores a position in 32 bytes, `sample` is one
//! training record (position, search score, move number, game result) and
//! `file` the data file of such records. `selfplay` plays one game with
//! the bot and picks the positions worth learning from; `datagen` runs
//! many of them on several threads into a file, and `stats` describes a
//! file. `train` learns the net from such files.

pub mod embedded;
pub mod features;
pub mod kernels;
pub mod network;
pub mod weights;

pub use embedded::embedded;
pub use kernels::Kernel;
pub use network::{Accumulator, Network};
pub use weights::WeightsError;

#[cfg(test)]
mod tests;
