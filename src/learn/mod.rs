//! What the game never links: training the net and making puzzles.

pub mod net;
pub mod puzzles;
