//! Subcommands of the `shogi-tui` binary, one module each.

pub mod perft;
pub mod usi;
