//! The form drawn (`widgets::form`): the status line, then one row per
//! field. The password shows as dots, never as text.

use super::state::{Field, OnlineForm};
use crate::t;
use crate::tui::theme::Theme;
use crate::tui::widgets::form::{self, Form, chosen};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The columns of the widest label, "Remember password", and the pointer.
const LABEL_COLUMNS: usize = 21;
/// The box's width on a screen wide enough.
const WIDTH: u16 = 70;

impl OnlineForm {
    fn form(&self) -> Form<'_> {
        let fields = self.fields();
        Form {
            title: t!("online-form-title"),
            keys: t!("online-form-keys"),
            message: self.message.as_ref(),
            labels: fields.iter().map(|f| f.label()).collect(),
            focus: fields.iter().position(|f| *f == self.focus).unwrap_or(0),
            label_columns: LABEL_COLUMNS,
            width: WIDTH,
        }
    }

    /// The form's box on `screen`.
    pub fn rect(&self, screen: Rect) -> Rect {
        self.form().layout(screen).rect
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        self.form().row_at(screen, x, y)
    }

    /// What a row shows after its label, in at most `room` columns.
    fn value(&self, field: Field, room: usize) -> String {
        let focused = field == self.focus;
        let typed = |text: &str, lead: &str| form::typed(text, lead, room, focused);
        match field {
            Field::Host => typed(self.host.as_str(), ""),
            Field::Port => typed(self.port.as_str(), ""),
            Field::User => typed(self.user.as_str(), ""),
            Field::Game => typed(self.game.as_str(), ""),
            Field::Password => typed(&self.password.masked(), ""),
            Field::Engine => typed(self.engine.as_str(), "usi:"),
            Field::Remember => format!(
                "‹ {} ›",
                if self.remember {
                    t!("online-on")
                } else {
                    t!("online-off")
                }
            ),
            Field::Seat => {
                let label = self
                    .seat
                    .choices()
                    .iter()
                    .find(|c| Some(&c.value) == self.seat.value());
                chosen(label.map_or("?", |c| c.label.as_str()), room)
            }
            Field::Connect => String::new(),
        }
    }
}

pub struct OnlineFormView<'a> {
    pub form: &'a OnlineForm,
    pub theme: &'a Theme,
}

impl Widget for OnlineFormView<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let fields = self.form.fields();
        self.form.form().render(screen, buf, self.theme, |i, room| {
            fields
                .get(i)
                .map(|&f| self.form.value(f, room))
                .unwrap_or_default()
        });
    }
}
