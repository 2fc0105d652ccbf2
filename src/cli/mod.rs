//! Subcommands of the `shogi-tui` binary, one module each.

pub mod convert;
pub mod inspect;
pub mod perft;
pub mod play;
pub mod review;
pub mod usi;
