//! A small learned evaluation (NNUE: an efficiently updatable neural
//! net), as the bot runs it. Training it (its data, self-play, the
//! trainer) is `learn::net`, which the game never links.
//!
//! The net:
//! - `features`: a position as each side sees it, and what a move changes;
//! - `network`: the integer net the search runs, its accumulator updated
//!   move by move;
//! - `kernels`: its inner loops, portable and AVX2, chosen at run time;
//! - `weights`: the file in `assets/` the binary embeds.

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
