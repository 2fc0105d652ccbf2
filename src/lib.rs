//! shogi-tui: shogi in the terminal.
//!
//! The modules are layers, lowest first; a module imports only its own
//! layer and those below (the compiler keeps it for the crates,
//! `tests/it/layers.rs` for the modules of this one; docs/ARCHITECTURE.md
//! says why the cut is there):
//!
//! 1. core: the crate `shogi-core` (crates/shogi-core), seen here as
//!    `shogi` (the rules) and `game` (the controller that plays a game
//!    under a rule set and decides its end). It speaks no language.
//! 2. `i18n`: the crate `shogi-i18n` (crates/shogi-i18n): the catalogues
//!    and `t!`, and `i18n::rules`, the core's values in the player's
//!    words.
//! 3. records: the crate `shogi-records` (crates/shogi-records), seen here
//!    as `kifu`, reads and writes game records and saves (formats,
//!    the save folder, the study tree, CSA server logs); it takes folders
//!    as parameters.
//! 4. engine: the crate `shogi-engine` (crates/shogi-engine), whose
//!    modules are seen here under their own names: `bot` is the built-in
//!    player; `nnue` the learned evaluation it runs; `mate` solves "mate by checks" (df-pn) and proves puzzles;
//!    `usi` speaks the USI protocol both ways; `computer` is one interface
//!    over the bot or an engine, and drives one through a game; `analysis`
//!    runs an engine over a record's positions and judges the moves.
//! 5. learn: the crate `shogi-learn` (crates/shogi-learn), seen here as
//!    `learn`, trains the net and makes puzzles; only `cli` uses it.
//! 6. app: `tui` is the terminal interface, `cli` the subcommands of the
//!    binary, `online` plays on a CSA server (floodgate, shogi-server),
//!    `lishogi` on lishogi through its Board API,
//!    `tsume` the puzzle trainer (the collection, the player's problem
//!    files, judging, progress), `share` makes pictures of a position
//!    (board diagrams as SVG and PNG), `settings` keeps what the player decided
//!    and `player_dirs` finds the player's own folders (XDG), where
//!    settings and saves live.
//!    `finished_games` sends each game that ends (played, online, an
//!    engine match) into the game database when the player chose so.

// The rules core is its own crate (crates/shogi-core); these names keep
// the paths the rest of the app and its tests use.
pub use shogi_core as shogi;
pub use shogi_core::game;
// The catalogues are a crate too (crates/shogi-i18n), below everything
// that says something to a player.
pub use shogi_i18n as i18n;
pub use shogi_i18n::t;
// Records are a crate (crates/shogi-records) under the name the app knew.
pub use shogi_records as kifu;
// What plays and judges (crates/shogi-engine), under the names the app knew.
pub use shogi_engine::{analysis, book, bot, computer, mate, nnue, series, usi};
// Training and puzzle making (crates/shogi-learn), for the command line.
pub use shogi_learn as learn;

pub mod cli;
pub mod drills;
pub mod finished_games;
pub mod headless;
pub mod lishogi;
pub mod matches;
pub mod online;
pub mod player_dirs;
pub mod player_spec;
pub mod settings;
pub mod share;
pub mod shared_file;
pub mod tsume;
pub mod tui;
pub mod words;
