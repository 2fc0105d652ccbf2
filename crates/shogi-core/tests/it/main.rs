//! The rules core's integration tests, in one binary (one link step):
//! each module is one topic, through the crate's public API only
//! (`shogi_core::…`). `common` holds the helpers over positions, moves and
//! games that the tests of the crates above include too.

// Some helpers serve only the tests of the crates above.
#[allow(dead_code)]
mod common;

mod illegal_moves;
mod movegen_props;
mod notation_pinned;
mod notation_roundtrip;
mod notation_table;
mod perft;
