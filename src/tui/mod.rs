//! The terminal user interface.
//!
//! Elm-style: a terminal event becomes an `Action`, `update` applies it to
//! the app state (asking the game controller for every rule decision), and
//! `view` draws the whole screen from that state. Widgets never change state.
//!
//! - `run` blocks on one channel of `events::AppEvent`s (terminal input,
//!   SIGTERM/SIGHUP), so an idle game costs no CPU.
//! - `app::App` holds the screen on top (menu, game, load screen, review),
//!   the screens below it (leaving a screen goes back to the one it was
//!   opened from; `navigation` moves between them), the save folder and the
//!   display preferences; `view::render` draws any of them into any buffer.
//! - `game_screen::GameScreen` holds the controller's `Game` plus what the
//!   player points at, and an `autosave::Recorder` that keeps the game in
//!   a save of its own (claimed and locked through `kifu::SaveDir`),
//!   written after every change (`save_as` is the `s` key, a rename).
//! - `seat_questions` asks who plays a side when that cannot be taken for
//!   granted: an engine a save names (never run without the player's yes,
//!   remembered in `crate::settings`), or a computer that failed.
//! - `load_screen` lists the saves; `review` steps through a loaded record
//!   (`review_view` draws it).
//! - `layout::ScreenLayout` is shared by drawing and mouse hit-testing.
//! - `seats::Seats` (inside the game screen) runs the computer players:
//!   the bot or an external USI engine, started on a thread of their own.
//!   While one starts or thinks, `run` also wakes every `TICK` to collect
//!   its progress and its move; `computer_turns` applies the move through
//!   the controller (`GameScreen::apply_move`) or ends the game when the
//!   computer fails.
//!
//! Extending: a new kind of player is a new `setup::PlayerSpec` spelling, a
//! menu choice in `app::menu_choices` (review's "play from here" form
//! offers the same choices), and a `usi::Computer` behind it.

pub mod action;
pub mod app;
pub mod autosave;
pub mod engines;
pub mod events;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod navigation;
pub mod page;
pub mod pages;
pub mod run;
pub mod setup;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
