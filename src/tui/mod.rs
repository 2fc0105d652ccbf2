//! The terminal user interface.
//!
//! Elm-style: a terminal event becomes an `Action`, `update` applies it to
//! the app state (asking the game controller for every rule decision), and
//! `view` draws the whole screen from that state. Widgets never change state.

pub mod action;
pub mod events;
pub mod glyphs;
pub mod input;
pub mod layout;
pub mod menu;
pub mod snapshot;
pub mod terminal;
pub mod theme;
pub mod widgets;
