//! Making puzzles from games (`shogi-tui puzzlegen`): `games` reads the
//! games of a file (datagen's training data, records, position lines),
//! `maker` finds the positions that are sound mate problems.

pub mod games;
pub mod maker;
