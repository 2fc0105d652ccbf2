//! shogi-tui: shogi in the terminal.
//!
//! `shogi` is the rules core; everything else builds on it. `game` is the
//! controller that plays a game under a rule set and decides its end.
//! `kifu` reads and writes game records and saves. `cli` holds the
//! subcommands of the binary.

pub mod analysis;
pub mod bot;
pub mod cli;
pub mod game;
pub mod kifu;
pub mod mate;
pub mod settings;
pub mod shogi;
pub mod tui;
pub mod usi;
