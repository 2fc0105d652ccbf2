//! The form drawn (`widgets::form`): a status line (what is played, or
//! why not), then a row per field.

use super::form::{Field, MatchForm};
use crate::t;
use crate::tui::theme::Theme;
use crate::tui::widgets::form::{Form, chosen};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The columns of the widest label ("Games at once", 「同時に指す局数」)
/// and the pointer.
const LABEL_COLUMNS: usize = 20;
/// The box's width on a screen wide enough.
const WIDTH: u16 = 70;

impl MatchForm {
    fn form(&self) -> Form<'_> {
        Form {
            title: t!("series-match-form-title"),
            keys: t!("series-match-form-keys"),
            message: Some(self.message.as_ref().unwrap_or(&self.about)),
            labels: Field::ORDER.iter().map(|f| f.label()).collect(),
            focus: Field::ORDER
                .iter()
                .position(|f| *f == self.focus)
                .unwrap_or(0),
            label_columns: LABEL_COLUMNS,
            width: WIDTH,
        }
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        self.form().row_at(screen, x, y)
    }

    pub fn draw(&self, screen: Rect, buf: &mut Buffer, theme: &Theme) {
        self.form().render(screen, buf, theme, |i, room| {
            let field = Field::ORDER.get(i).copied().unwrap_or(Field::Start);
            match self.picker(field).and_then(|p| p.label()) {
                Some(label) => chosen(label, room),
                None => String::new(),
            }
        });
    }
}
