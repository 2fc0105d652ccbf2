//! A form as the app holds a page: its keys, its clicks, its status line
//! and its drawing are the form's; what Start asks is the page's.

use super::keys::on_key;
use super::rows::FormRows;
use crate::tui::action::Action;
use crate::tui::display_prefs::Prefs;
use crate::tui::input::InputMode;
use crate::tui::page::{Flow, Page};
use crate::tui::theme::Theme;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl<F: FormRows> Page for F {
    fn input_mode(&self) -> InputMode {
        if F::TYPED {
            InputMode::Text
        } else {
            InputMode::List
        }
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        self.row_at(area, x, y).map(Action::ClickRow)
    }

    fn update(&mut self, action: &Action) -> Flow {
        on_key(self, action)
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(self.status_mut())
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        self.draw(area, buf, &prefs.theme);
    }
}

/// A form as a ratatui widget.
pub struct FormView<'a, F> {
    pub form: &'a F,
    pub theme: &'a Theme,
}

impl<F: FormRows> Widget for FormView<'_, F> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        self.form.draw(screen, buf, self.theme);
    }
}
