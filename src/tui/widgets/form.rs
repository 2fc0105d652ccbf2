//! A form as the program draws one (the online form, the engine-match
//! form): a box centred on the screen with its title in the top border
//! and its keys in the bottom one, a status line first (wrapped, as many
//! rows as fit), then one row per field, its label and its value. The
//! rows scroll with the focus when the screen is short, and a ▲ or ▼ at
//! the right edge says that more are hidden.

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

/// What a form shows, besides its rows' values.
pub struct Form<'a> {
    pub title: String,
    /// The keys, said in the bottom border.
    pub keys: String,
    pub message: Option<&'a Message>,
    /// The rows' labels, in order.
    pub labels: Vec<String>,
    pub focus: usize,
    /// The columns of the label column, the pointer included.
    pub label_columns: usize,
    /// The box's width on a screen wide enough.
    pub width: u16,
}

/// Where the form's parts are on a screen.
pub struct FormLayout {
    pub rect: Rect,
    message: Vec<String>,
    /// The first row shown, and how many are.
    first: usize,
    room: usize,
}

impl Form<'_> {
    pub fn layout(&self, screen: Rect) -> FormLayout {
        let width = self.width.min(screen.width);
        let text = match self.message {
            Some(m) => m.text(),
            None => "",
        };
        let mut message = wrap(text, usize::from(width.saturating_sub(3)));
        if message.is_empty() {
            message.push(String::new());
        }
        let rows = self.labels.len();
        let wanted = rows + message.len() + 2;
        let rect = centered(screen, width, u16::try_from(wanted).unwrap_or(u16::MAX));
        // Inside the borders, the message gives way so that at least the
        // focused row shows.
        let inside = usize::from(rect.height.saturating_sub(2));
        message.truncate(inside.saturating_sub(1).max(1));
        let (first, room) = rows_around(self.focus, rows, inside.saturating_sub(message.len()));
        FormLayout {
            rect,
            message,
            first,
            room,
        }
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

    /// Draws the form; `value(row, room)` is what row `row` shows after
    /// its label, in at most `room` columns.
    pub fn render(
        &self,
        screen: Rect,
        buf: &mut Buffer,
        theme: &Theme,
        value: impl Fn(usize, usize) -> String,
    ) {
        let t = theme;
        let FormLayout {
            rect: r,
            message,
            first,
            room,
        } = self.layout(screen);
        let inner = frame(r, &self.title, t, buf);
        if inner.width == 0 || inner.height == 0 {
            return;
        }
        // The key hint sits in the bottom border, leaving every line
        // inside for the rows.
        let hint = head_fitting(&self.keys, usize::from(inner.width));
        buf.set_string(inner.x, r.bottom() - 1, hint, t.dim);
        let style = match self.message {
            Some(Message::Refusal(_) | Message::Notice(_)) => t.refusal,
            _ => t.title,
        };
        let mut lines: Vec<Line> = message
            .into_iter()
            .map(|row| Line::styled(format!(" {row}"), style))
            .collect();
        let top = lines.len();
        // What the label column leaves, and a column for the scroll marks.
        let width = usize::from(inner.width).saturating_sub(self.label_columns + 2);
        for (i, label) in self.labels.iter().enumerate().skip(first).take(room) {
            let focused = i == self.focus;
            let pointer = if focused { "▸ " } else { "  " };
            let style = if focused { t.cursor } else { t.popup };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{pointer}{}", padded(label, self.label_columns - 2)),
                    style,
                ),
                Span::styled(format!(" {}", value(i, width)), t.title),
            ]));
        }
        Paragraph::new(lines).render(inner, buf);
        // More rows above or below than fit: say so at the right edge.
        let edge = inner.right() - 1;
        let at = |i: usize| inner.y + u16::try_from(top + i).unwrap_or(u16::MAX);
        if first > 0 && room > 0 {
            buf.set_string(edge, at(0), "▲", t.dim);
        }
        if first + room < self.labels.len() && room > 0 && at(room - 1) < inner.bottom() {
            buf.set_string(edge, at(room - 1), "▼", t.dim);
        }
    }
}

/// A typed value as a form row shows it after `lead` (`usi:`), in `room`
/// columns: while typing the end is what matters, and ▏ is the caret.
pub fn typed(text: &str, lead: &str, room: usize, focused: bool) -> String {
    let room = room.saturating_sub(lead.chars().count() + 1);
    if focused {
        format!("{lead}{}▏", tail_fitting(text, room))
    } else {
        format!("{lead}{}", head_fitting(text, room))
    }
}

/// A chosen (not typed) value as a form row shows it: "‹ label ›".
pub fn chosen(label: &str, room: usize) -> String {
    format!("‹ {} ›", head_fitting(label, room.saturating_sub(4)))
}
