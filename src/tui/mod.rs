//! The terminal user interface.
//!
//! Elm-style: a terminal event becomes an `Action`, `update` applies it to
//! the app state (asking the game controller for every rule decision), and
//! `view` draws the whole screen from that state. Widgets never change state.
//!
//! - `run` blocks on one channel of `events::AppEvent`s (terminal input,
//!   SIGTERM/SIGHUP), so an idle game costs no CPU.
//! - `app::App` holds the screen (menu or game) and display preferences;
//!   `game_screen::GameScreen` holds the controller's `Game` plus what the
//!   player points at; `view::render` draws either into any buffer.
//! - `layout::ScreenLayout` is shared by drawing and mouse hit-testing.
//!
//! Extending: a new kind of player is a new `setup::PlayerSpec` spelling and
//! a menu choice in `app::menu_choices`; a background source (a bot thinking
//! on its own thread) sends its own `AppEvent` through a clone of the sender
//! `events::spawn_sources` returns, and plays through `GameScreen::play`.

pub mod action;
pub mod app;
pub mod computer_turns;
pub mod engines;
pub mod events;
pub mod game_screen;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod menu;
pub mod questions;
pub mod run;
pub mod seats;
pub mod setup;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
