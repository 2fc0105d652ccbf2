//! What every page of the program is: the menu, a game, the saved games,
//! a review. A page holds its own state and knows its keys, its clicks and
//! its drawing; it never reads or writes files and never starts anything.
//! What needs the world (files, settings, computers, other pages) it asks
//! of the app with a [`Request`], which the app carries out in one place
//! (`App::fulfil`).
//!
//! How a key becomes a redraw: `run` reads a terminal event; `App::on_event`
//! asks the page on top for its `input_mode` and turns the key into an
//! `Action` through the tables in `input`; the page's `update` applies it
//! and returns a `Request`; the app fulfils that; then `view` draws the page
//! on top with `render`.

use super::action::Action;
use super::input::InputMode;
use super::look::Prefs;
use crate::game::{Game, PlayerKind};
use crate::kifu::{GameInfo, SaveSummary};
use crate::shogi::Color;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

pub trait Page {
    /// Which keys mean what now (a prompt takes letters as text, …).
    fn input_mode(&self) -> InputMode;

    /// What a left click at (x, y) of a screen of `area` means.
    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action>;

    /// Applies one action, and says what the app must do about it.
    fn update(&mut self, action: &Action) -> Request;

    /// Whether look keys (`w` glyphs, `m` notation, `c` theme) go to the
    /// app's preferences now, rather than to the page.
    fn takes_look_keys(&self) -> bool {
        false
    }

    /// Whether the event loop must wake on a timer for the page itself (a
    /// clock runs); computers' ticks are the app's.
    fn wants_ticks(&self) -> bool {
        false
    }

    /// Time passed; returns whether the page needs a redraw.
    fn tick(&mut self) -> bool {
        false
    }

    /// Whether the terminal bell should ring now (a clock's countdown);
    /// asked after every tick, one ring per ask.
    fn take_bell(&mut self) -> bool {
        false
    }

    /// Draws the whole page.
    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer);
}

/// What a page asks of the app.
#[derive(Debug)]
pub enum Request {
    Nothing,
    /// Back to the page below, or out of the program when there is none.
    Leave,
    /// Out of the program.
    Quit,
    /// A setting row of the menu changed: remember it (and show a theme
    /// or glyph change at once).
    Setting(super::pages::menu::RowKind),
    /// The menu's new game: the setup it describes.
    StartGame(Box<super::pages::menu::NewGame>),
    /// The most recent unfinished game, back on the board.
    Continue,
    /// The list of saved games.
    OpenLoad,
    /// A save of the list: continue it when unfinished, unless `review`.
    Open {
        save: Box<SaveSummary>,
        review: bool,
    },
    /// A new game from a position under review.
    Play(Box<Game>, Box<GameInfo>),
    /// Who plays a side of the game on top changes.
    Seat(SeatRequest),
    /// Delete this save of the folder the load page shows.
    DeleteSave(String),
    /// Keep the game on top under this name (`s`).
    SaveAs {
        name: String,
        overwrite: bool,
    },
    /// The finished game on top, replaced by its review with analysis.
    Analyse,
    /// Write the record under review back to its file, with its analysis
    /// and kept lines (review's `s`, after the player's yes).
    SaveReview,
}

/// What the game page asks of the computers the app runs for it, when
/// the player answers a question about who plays a side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRequest {
    /// Start `side`'s computer again, after it failed.
    Retry(Color),
    /// The player allowed the program that a saved game names to run for
    /// `side`: start it, and remember the program (`None`: none was found,
    /// nothing to remember) so that it is not asked about again.
    Trust {
        side: Color,
        program: Option<crate::usi::program::Program>,
    },
    /// `kind` plays `side` from now on: the computer there is stopped, and
    /// a new one started if `kind` is one.
    Replace { side: Color, kind: PlayerKind },
}
