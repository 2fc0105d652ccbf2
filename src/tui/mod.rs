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
//! - `seats::Seats` (inside the game screen) runs the computer players:
//!   the bot or an external USI engine, started on a thread of their own.
//!   While one starts or thinks, `run` also wakes every `TICK` to collect
//!   its progress and its move; `computer_turns` applies the move through
//!   the controller (`GameScreen::apply_move`) or ends the game when the
//!   computer fails.
//!
//! Extending: a new kind of player is a new `setup::PlayerSpec` spelling, a
//! menu choice in `app::menu_choices`, and a `usi::Computer` behind it.

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
