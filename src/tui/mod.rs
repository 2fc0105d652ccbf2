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
//!   player points at, and an `autosave::Recorder` that writes the game
//!   through `kifu` after every change (`save_as` is the `s` key).
//! - `load_screen` lists the saves; `review` steps through a loaded record
//!   (`review_view` draws it).
//! - `layout::ScreenLayout` is shared by drawing and mouse hit-testing.
//!
//! Extending: a new kind of player is a new `setup::PlayerSpec` spelling and
//! a menu choice in `app::menu_choices` (review's "play from here" form
//! offers the same choices); a background source (a bot thinking on its own
//! thread) sends its own `AppEvent` through a clone of the sender
//! `events::spawn_sources` returns, and plays through `GameScreen::play`
//! (which autosaves). Every game screen is shown through `App::enter`, the
//! one place to start a computer player's thinking.

pub mod action;
pub mod app;
pub mod autosave;
pub mod events;
pub mod game_screen;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod load_screen;
pub mod menu;
mod navigation;
pub mod questions;
pub mod review;
pub mod review_view;
pub mod run;
mod save_as;
pub mod setup;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
