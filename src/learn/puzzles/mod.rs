//! Making puzzles from games (`shogi-tui puzzlegen`).

pub mod games;
pub mod maker;
