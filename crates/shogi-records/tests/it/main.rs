//! The records' integration tests, in one binary (one link step): each
//! module is one topic, through the public API of `shogi_records` and the
//! crates below it. The game controller's tests live here, not in
//! shogi-core, because they check each ending's KIF line too. The records
//! they read are the project's, under `tests/data/` at the workspace root.

// The rules' helpers, shared with shogi-core's tests; not every binary
// uses every one.
mod common;
#[allow(dead_code)]
#[path = "../../../shogi-core/tests/it/common.rs"]
mod core_common;
mod fuzz_support;

mod book_read;
mod book_write;
mod convert_roundtrip;
mod game_handicap;
mod game_history;
mod game_repetition;
mod game_rule_examples;
mod game_rules;
mod kifu_autosave_crash;
mod kifu_dialects;
mod kifu_errors;
mod kifu_fuzz;
mod kifu_game;
mod kifu_ki2_variations;
mod kifu_kif_dialects;
mod kifu_read;
mod kifu_shogihome_analysis;
mod kifu_times;
mod kifu_write_back;
mod marks_roundtrip;
mod save_list;
