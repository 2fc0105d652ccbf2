//! The form drawn: a box centred on the screen, a status line, then one
//! row per field; its rows scroll with the focus when the screen is
//! short. The password shows as dots, never as text.

use super::state::{Field, OnlineForm};
use crate::t;
use crate::tui::layout::{centered, rows_around};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, padded, tail_fitting};
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::wrapped::wrap;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The columns of the widest label, "Remember password", and the pointer.
const LABEL_COLUMNS: usize = 21;
/// The box's width on a screen wide enough.
const WIDTH: u16 = 70;

/// Where the form's parts are on a screen: the box, the status line's
/// rows (wrapped, as many as fit), and the field rows shown.
struct Layout {
    rect: Rect,
    message: Vec<String>,
    /// The first field row shown, and how many are.
    first: usize,
    room: usize,
}

impl OnlineForm {
    fn layout(&self, screen: Rect) -> Layout {
        let width = WIDTH.min(screen.width);
        let text = match &self.message {
            Some(Message::Refusal(m) | Message::Info(m)) => m.as_str(),
            None => "",
        };
        let mut message = wrap(text, usize::from(width.saturating_sub(3)));
        if message.is_empty() {
            message.push(String::new());
        }
        let fields = self.fields();
        let wanted = fields.len() + message.len() + 2;
        let rect = centered(screen, width, u16::try_from(wanted).unwrap_or(u16::MAX));
        // Inside the borders, the message gives way so that at least the
        // focused row shows.
        let inside = usize::from(rect.height.saturating_sub(2));
        message.truncate(inside.saturating_sub(1).max(1));
        let focus = fields.iter().position(|f| *f == self.focus).unwrap_or(0);
        let (first, room) = rows_around(focus, fields.len(), inside.saturating_sub(message.len()));
        Layout {
            rect,
            message,
            first,
            room,
        }
    }

    /// The form's box on `screen`.
    pub fn rect(&self, screen: Rect) -> Rect {
        self.layout(screen).rect
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        let l = self.layout(screen);
        let top = l.rect.y + 1 + u16::try_from(l.message.len()).unwrap_or(0);
        if x <= l.rect.x || x + 1 >= l.rect.right() || y < top {
            return None;
        }
        let i = usize::from(y - top);
        (i < l.room).then_some(l.first + i)
    }

    /// What a row shows after its label, in at most `room` columns.
    fn value(&self, field: Field, room: usize) -> String {
        let focused = field == self.focus;
        let typed = |text: &str, lead: &str| {
            let room = room.saturating_sub(lead.chars().count() + 1);
            if focused {
                // While typing, the end is what matters; ▏ is the caret.
                format!("{lead}{}▏", tail_fitting(text, room))
            } else {
                format!("{lead}{}", head_fitting(text, room))
            }
        };
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
                let label = label.map_or("?", |c| c.label.as_str());
                format!("‹ {} ›", head_fitting(label, room.saturating_sub(4)))
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
        let (form, t) = (self.form, self.theme);
        let Layout {
            rect: r,
            message,
            first,
            room,
        } = form.layout(screen);
        let inner = frame(r, &t!("online-form-title"), t, buf);
        if inner.width == 0 || inner.height == 0 {
            return;
        }
        // The key hint sits in the bottom border, leaving every line
        // inside for the rows.
        let hint = head_fitting(&t!("online-form-keys"), usize::from(inner.width));
        buf.set_string(inner.x, r.bottom() - 1, hint, t.dim);
        let style = match &form.message {
            Some(Message::Refusal(_)) => t.refusal,
            _ => t.title,
        };
        let mut lines: Vec<Line> = message
            .into_iter()
            .map(|row| Line::styled(format!(" {row}"), style))
            .collect();
        let top = lines.len();
        let fields = form.fields();
        // What the label column leaves, and a column for the scroll marks.
        let width = usize::from(inner.width).saturating_sub(LABEL_COLUMNS + 2);
        for &field in fields.iter().skip(first).take(room) {
            let focused = field == form.focus;
            let pointer = if focused { "▸ " } else { "  " };
            let style = if focused { t.cursor } else { t.popup };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{pointer}{}", padded(&field.label(), LABEL_COLUMNS - 2)),
                    style,
                ),
                Span::styled(format!(" {}", form.value(field, width)), t.title),
            ]));
        }
        Paragraph::new(lines).render(inner, buf);
        // More rows above or below than fit: say so at the right edge.
        let edge = inner.right() - 1;
        let at = |i: usize| inner.y + u16::try_from(top + i).unwrap_or(u16::MAX);
        if first > 0 && room > 0 {
            buf.set_string(edge, at(0), "▲", t.dim);
        }
        if first + room < fields.len() && room > 0 && at(room - 1) < inner.bottom() {
            buf.set_string(edge, at(room - 1), "▼", t.dim);
        }
    }
}
