//! The form drawn (`widgets::form`): the status line, then one row per
//! field. The token shows as dots, never as text.

use super::state::{Field, LishogiForm};
use crate::lishogi::ColorChoice;
use crate::t;
use crate::tui::theme::Theme;
use crate::tui::widgets::form::{self, Form, chosen};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The columns of the widest label and the pointer.
const LABEL_COLUMNS: usize = 20;
/// The box's width on a screen wide enough.
const WIDTH: u16 = 72;

impl LishogiForm {
    fn form(&self) -> Form<'_> {
        let fields = self.fields();
        Form {
            title: t!("lishogiplay-form-title"),
            keys: t!("lishogiplay-form-keys"),
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
        let on_off = |on: bool| {
            format!(
                "‹ {} ›",
                if on {
                    t!("lishogiplay-on")
                } else {
                    t!("lishogiplay-off")
                }
            )
        };
        match field {
            Field::Server => typed(self.server.as_str(), ""),
            Field::Token => typed(&self.token.masked(), ""),
            Field::Remember => on_off(self.remember),
            Field::Seat => {
                let label = self
                    .seat
                    .choices()
                    .iter()
                    .find(|c| Some(&c.value) == self.seat.value());
                chosen(label.map_or("?", |c| c.label.as_str()), room)
            }
            Field::Engine => typed(self.engine.as_str(), "usi:"),
            Field::Plan => chosen(&self.plan.label(), room),
            Field::User => typed(self.user.as_str(), ""),
            Field::Level => chosen(&self.level.to_string(), room),
            Field::Minutes => typed(self.minutes.as_str(), ""),
            Field::Byoyomi => typed(self.byoyomi.as_str(), ""),
            Field::Increment => typed(self.increment.as_str(), ""),
            Field::Periods => typed(self.periods.as_str(), ""),
            Field::Rated => chosen(
                &if self.rated {
                    t!("lishogiplay-rated")
                } else {
                    t!("lishogiplay-casual")
                },
                room,
            ),
            Field::Color => chosen(
                &match self.color {
                    ColorChoice::Random => t!("lishogiplay-color-random"),
                    ColorChoice::Sente => t!("lishogiplay-color-sente"),
                    ColorChoice::Gote => t!("lishogiplay-color-gote"),
                },
                room,
            ),
            Field::Start => String::new(),
        }
    }
}

pub struct LishogiFormView<'a> {
    pub form: &'a LishogiForm,
    pub theme: &'a Theme,
}

impl Widget for LishogiFormView<'_> {
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
