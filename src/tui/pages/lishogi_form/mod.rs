//! The lishogi form ("Play on lishogi" in the menu, and `shogi-tui
//! lishogi` without a computer player): the site, the personal token
//! (masked; kept in a file of the owner's alone only when asked), who
//! plays from here, and how the game is found: a seek in the lobby, a
//! challenge to a player, lishogi's AI, or the challenges others send.
//! The clock is checked against the Board API's minimum as it is typed.
//! Start asks the app to play (`connect::start`).
//!
//! The folder: `state` the rows, `keys` what the keys do, `check` the
//! rows read into a `LishogiSetup`, `view` the drawing.

mod check;
pub mod connect;
mod keys;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use check::FormError;
pub use state::{Field, LishogiForm, PlanKind};
pub use view::LishogiFormView;

use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::InputMode;
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl Page for LishogiForm {
    fn input_mode(&self) -> InputMode {
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
        LishogiFormView {
            form: self,
            theme: &prefs.theme,
        }
        .render(area, buf);
    }
}

crate::alone!(LishogiForm);
