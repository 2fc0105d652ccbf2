//! shogi-tui: shogi in the terminal.
//!
//! `shogi` is the rules core; everything else builds on it. `game` is the
//! controller that plays a game under a rule set and decides its end.
//! `kifu` reads and writes game records and saves. `mate` solves "mate
//! by checks" (df-pn); `bot` is the built-in player, which uses it;
//! `analysis` runs an engine over a record's positions and judges the
//! moves. `tsume` holds mate problems: the collection, the player's
//! problem files, judging a solver's moves, progress, and the maker. `usi` speaks the USI protocol both ways, `tui` is the terminal
//! interface, and `cli` holds the subcommands of the binary.
//!
//! `online` plays on a CSA server (floodgate, shogi-server). `nnue` holds
//! the tools of a learned evaluation: for now the self-play training-data
//! generator and its file format.
//!
//! `settings` keeps what the player decided; `player_dirs` finds the
//! player's own folders (XDG), where settings and saves live.
//!
//! `analysis` sits beside `bot` rather than inside it (as the design
//! sketch had `bot::analysis`): it drives a USI engine as readily as the
//! built-in one, and the review page, `analyse` and the record writers
//! all consume it.

pub mod analysis;
pub mod bot;
pub mod cli;
pub mod computer;
pub mod game;
pub mod i18n;
pub mod kifu;
pub mod learn;
pub mod mate;
pub mod nnue;
pub mod online;
pub mod player_dirs;
pub mod settings;
pub mod shogi;
pub mod tsume;
pub mod tui;
pub mod usi;
