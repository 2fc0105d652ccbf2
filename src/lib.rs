//! shogi-tui: shogi in the terminal.
//!
//! `shogi` is the rules core; everything else builds on it. `cli` holds the
//! subcommands of the binary.

pub mod bot;
pub mod cli;
pub mod shogi;
pub mod usi;
