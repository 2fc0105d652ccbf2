//! The app's integration tests, in one crate: one link step instead of one
//! per file. Each module is one topic; the `*_support` modules are helpers
//! they share. Tests of one library crate through its public API live with
//! that crate (`crates/*/tests/it`); here are those that need the app: its
//! pages, its command line, the `shogi-tui` program itself, the settings,
//! the puzzle trainer, online play, and the checks that read the sources. Tests that drive the real binary inside tmux are marked
//! `#[ignore]` (so a machine without tmux says so instead of skipping in
//! silence); CI installs tmux and runs them with `cargo test -- --ignored`.

#[macro_use]
mod tmux_support;
// Helpers of the crates' own tests (crates/*/tests/it), included rather
// than copied; not every one is used here.
#[allow(dead_code, unused_imports)]
#[path = "../../crates/shogi-engine/tests/it/bot_support.rs"]
mod bot_support;
#[allow(dead_code, unused_imports)]
#[path = "../../crates/shogi-engine/tests/it/brute_support.rs"]
mod brute_support;
mod common;
#[allow(dead_code, unused_imports)]
#[path = "../../crates/shogi-core/tests/it/common.rs"]
mod core_common;
#[allow(dead_code, unused_imports)]
#[path = "../../crates/shogi-engine/tests/it/common.rs"]
mod engine_common;
mod online_support;
#[allow(dead_code, unused_imports)]
#[path = "../../crates/shogi-records/tests/it/common.rs"]
mod records_common;
mod snapshot_support;
mod tui_support;
mod usi_support;

mod analyse_batch_cli;
mod analyse_cli;
mod board_size;
mod bod_files;
mod bot_end_rules;
mod cli_book;
mod cli_book_limits;
mod cli_lang;
mod cli_outputs;
mod computer;
mod convert_cli;
mod datagen_cli;
mod db_cli;
mod db_cross_check;
mod db_default_file;
mod docs_examples;
mod drills_cli;
mod drills_two_processes;
mod e2e_book;
mod e2e_clock;
mod e2e_drills;
mod e2e_editor;
mod e2e_explorer;
mod e2e_first_hour;
mod e2e_games_page;
mod e2e_lang;
mod e2e_lishogi;
mod e2e_marks;
mod e2e_match;
mod e2e_menu_keys;
mod e2e_online_form;
mod e2e_open_file;
mod e2e_paste;
mod e2e_premove;
mod e2e_prompt;
mod e2e_puzzles;
mod e2e_saves;
mod e2e_settings;
mod e2e_share;
mod e2e_sound;
mod e2e_study;
mod e2e_tmux;
mod editor_app;
mod engine_orphans;
mod engine_trust;
mod eval_words;
mod exit_codes;
mod export_cli;
mod files_limits;
mod headless_into_database;
mod hostile_names;
mod import_circles;
mod inspect_cli;
mod kifu_csa_server_log;
mod kifu_end_time;
mod kifu_endings;
mod kifu_evals;
mod kifu_export;
mod kifu_names;
mod kifu_roundtrip;
mod kifu_saves;
mod kifu_study_export;
mod layers;
mod lishogi_client;
mod lishogi_fake;
mod lishogi_fixtures;
mod lishogi_headless;
mod lishogi_tui;
mod match_cli;
mod match_watch;
mod mate_cli;
mod messages;
mod online_scripted;
mod online_shogi_server;
mod online_tui;
mod perft_cli;
mod puzzlegen_cli;
mod record_analysis;
mod record_outcomes;
mod research;
mod review_big_comment;
mod review_book;
mod review_lock;
mod review_marks;
mod review_notes;
mod review_notes_tmux;
mod review_study;
mod save_folder;
mod share_copy;
mod snapshots;
mod snapshots_fit;
mod snapshots_ja_game;
mod snapshots_ja_menu;
mod snapshots_ja_puzzles;
mod snapshots_ja_review;
mod snapshots_ja_shell;
mod snapshots_ja_words;
mod source_tree;
mod tsume_collection;
mod tsume_files;
mod tsume_trainer;
mod tui_app;
mod tui_cli;
mod tui_clock;
mod tui_computer;
mod tui_hint;
mod tui_look;
mod tui_paste;
mod tui_render;
mod tui_review;
mod tui_review_analysis;
mod tui_saves;
mod tui_settings;
mod tui_signals;
mod tui_suspend;
mod usi_book;
mod usi_client;
mod usi_engine;
mod usi_engine_mate;
mod usi_flood;
mod usi_multipv;
mod usi_threads;
