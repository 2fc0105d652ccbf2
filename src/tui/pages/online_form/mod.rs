//! The online form ("Play online (CSA server)" in the menu, and
//! `shogi-tui online` without a server): the server and port, the login,
//! whether to remember the password, and who plays from this terminal (a
//! person, the bot at a level, or a USI engine). Connect checks the
//! fields and asks the app to go online (`connect::connect`); the app
//! remembers what the settings keep of it and the password if asked.
//!
//! The folder: `state` is the form's fields, `keys` what the keys do,
//! `check` reads the fields into an `OnlineSetup` (or names the one to
//! fix), `view` draws it.

mod check;
pub mod connect;
mod keys;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use check::FormError;
pub use state::{Field, OnlineForm};
pub use view::OnlineFormView;

use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::InputMode;
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl Page for OnlineForm {
    fn input_mode(&self) -> InputMode {
        // Every printable key is text, the arrows and Tab move.
        InputMode::Text
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        self.row_at(area, x, y).map(Action::ClickRow)
    }

    fn update(&mut self, action: &Action) -> Flow {
        self.on_key(action)
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        OnlineFormView {
            form: self,
            theme: &prefs.theme,
        }
        .render(area, buf);
    }
}

crate::alone!(OnlineForm);
