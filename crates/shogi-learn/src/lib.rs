//! What the game never links: training the net (`net`) and making
//! puzzles from games (`puzzles`). The command line's `datagen`, `train`
//! and `puzzlegen` run them; the game itself, the bot and the records
//! import nothing from here, so that this can become a crate of its own.

pub mod net;
pub mod puzzles;
