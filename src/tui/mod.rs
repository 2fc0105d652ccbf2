//! The terminal user interface.
//!
//! Elm-style: a terminal event becomes an `Action`, `update` applies it to
//! the app state (asking the game controller for every rule decision), and
//! `view` draws the whole screen from that state. Widgets never change state.

pub mod action;
pub mod app;
pub mod events;
pub mod game_screen;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod menu;
pub mod questions;
pub mod run;
pub mod setup;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;
