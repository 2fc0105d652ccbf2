//! The menu's "Engine match" (連続対局): a form for a series between two
//! players (the bot's levels and the engines found installed), its clock,
//! its number of games and how many play at once; Start asks the app to
//! begin it (`start::start` names the folder the records
//! go to), and the series is then watched on its own page as `shogi-tui
//! match` shows it.
//!
//! - `choices`: what the rows offer, and the series the choices make.
//! - `form`: the form's rows (its keys and drawing are `tui::form`'s).
//! - `watching`: the page that owns the series being played.
//! - `command`, `keys`: the watched series' own keys.

pub mod choices;
pub mod command;
mod form;
pub mod keys;
pub mod start;
#[cfg(test)]
mod tests;
mod watching;

pub use choices::MatchChoices;
pub use form::{Field, MatchForm, open_form};
pub use watching::MatchPage;

use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::page::{Flow, Page};
use command::MatchCommand;
use keys::MATCH_KEYS;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

impl Page for MatchPage {
    fn input_mode(&self) -> InputMode {
        if self.watch.is_asking() {
            InputMode::Question
        } else {
            InputMode::Own
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |code| lookup(MATCH_KEYS, code))
    }

    fn click(&self, _area: Rect, _x: u16, _y: u16) -> Option<Action> {
        None
    }

    fn update(&mut self, action: &Action) -> Flow {
        match action {
            Action::Page(c)
                if let Some(MatchCommand::Game { forward }) = c.get::<MatchCommand>() =>
            {
                self.watch.step(forward);
            }
            Action::Answer(yes) => self.answer(*yes),
            Action::Cancel if self.watch.is_asking() => self.answer(false),
            // Over: the page is left; else q asks (or stops at once).
            Action::Quit | Action::Cancel if !self.quit_key() => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    fn wants_ticks(&self) -> bool {
        !self.is_over()
    }

    fn tick(&mut self) -> bool {
        self.feed()
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        crate::tui::watch::render(
            &self.watch,
            area,
            buf,
            (&prefs.theme, &prefs.glyphs, prefs.notation),
            std::time::Instant::now(),
        );
    }
}

crate::alone!(MatchForm, MatchPage);
