//! All integration tests, in one crate: one link step instead of one per
//! file. Each module is one topic; the `*_support` modules are helpers
//! they share. Tests that drive the real binary inside tmux are marked
//! `#[ignore]` (so a machine without tmux says so instead of skipping in
//! silence); CI installs tmux and runs them with `cargo test -- --ignored`.

#[macro_use]
mod tmux_support;
mod common;
mod fuzz_support;
mod tui_support;

mod analyse_cli;
mod analysis_run;
mod bot_colour;
mod bot_end_rules;
mod bot_mate;
mod bot_search;
mod convert_cli;
mod convert_roundtrip;
mod e2e_clock;
mod e2e_saves;
mod e2e_settings;
mod e2e_tmux;
mod engine_orphans;
mod engine_trust;
mod exit_codes;
mod files_limits;
mod game_handicap;
mod game_history;
mod game_repetition;
mod game_rule_examples;
mod game_rules;
mod hostile_names;
mod illegal_moves;
mod import_circles;
mod inspect_cli;
mod kifu_autosave_crash;
mod kifu_dialects;
mod kifu_endings;
mod kifu_errors;
mod kifu_evals;
mod kifu_export;
mod kifu_fuzz;
mod kifu_game;
mod kifu_ki2_variations;
mod kifu_kif_dialects;
mod kifu_read;
mod kifu_roundtrip;
mod kifu_saves;
mod kifu_times;
mod mate_cli;
mod mate_solver;
mod messages;
mod movegen_props;
mod notation_numeric;
mod notation_parse;
mod notation_pinned;
mod notation_roundtrip;
mod notation_table;
mod perft;
mod perft_cli;
mod record_analysis;
mod record_outcomes;
mod research;
mod review_big_comment;
mod review_lock;
mod snapshots;
mod tui_app;
mod tui_cli;
mod tui_clock;
mod tui_computer;
mod tui_hint;
mod tui_look;
mod tui_render;
mod tui_review;
mod tui_review_analysis;
mod tui_saves;
mod tui_settings;
mod tui_signals;
mod tui_suspend;
mod usi_client;
mod usi_computer;
mod usi_engine;
mod usi_flood;
mod usi_multipv;
