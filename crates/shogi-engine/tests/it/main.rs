//! The engine's integration tests, in one binary (one link step): the
//! bot, the mate solver and the analysis of a record, through the public
//! API of `shogi_engine` and the crates below it. Tests that run the
//! `shogi-tui` program (its `usi` command) stay with the app's tests.

// The rules' helpers, shared with shogi-core's tests; not every binary
// uses every one.
mod bot_support;
mod brute_support;
mod common;
#[allow(dead_code)]
#[path = "../../../shogi-core/tests/it/common.rs"]
mod core_common;

mod analysis_run;
mod bot_book;
mod bot_colour;
mod bot_mate;
mod bot_search;
mod mate_solver;
