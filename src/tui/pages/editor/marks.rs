//! The marks drawn on the editor's board (`tui::marks`). The editor has
//! no moves: its marks belong to the position set up, are kept while the
//! page is open, and `W` writes them into the record's opening comment
//! as lishogi keeps them.

use super::state::{EditorScreen, Held, Spot as Cursor};
use crate::kifu::marks::{MAX_MARKS, Mark, Spot};
use crate::t;
use crate::tui::action::Action;
use crate::tui::marks::{Applied, Edit, Stroke, apply};
use crate::tui::widgets::status::Message;

impl EditorScreen {
    /// The marks drawn on the board.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// Where an arrow drawn from the keys starts, shown as picked up.
    pub fn mark_start(&self) -> Option<crate::shogi::Square> {
        self.pen.start_square()
    }

    /// The marks' keys and the right button; `false` when `action` is
    /// not one.
    pub(super) fn marks_action(&mut self, action: &Action) -> bool {
        let cursor = match self.cursor {
            Cursor::Square(sq) => Some(sq),
            Cursor::Hand(..) => None,
        };
        let held = self.held.map(|h| match h {
            Held::Square(sq) => Spot::Square(sq),
            Held::Hand(color, kind) => Spot::Hand(color, kind),
        });
        let Some(stroke) = self.pen.stroke(action, cursor, held) else {
            return false;
        };
        let said = match stroke {
            Stroke::Started(from) => t!("marks-started", from = from.key()),
            Stroke::Dropped => t!("marks-dropped"),
            Stroke::Edit(edit) => {
                if matches!(edit, Edit::Toggle(Mark::Arrow { .. })) && held.is_some() {
                    // The piece picked up was the arrow's start: it goes
                    // back where it was, as Esc puts it.
                    self.held = None;
                }
                match apply(&mut self.marks, edit) {
                    Applied::Added => t!("marks-added"),
                    Applied::Removed => t!("marks-removed"),
                    Applied::Recoloured => t!("marks-recoloured"),
                    Applied::Cleared => t!("marks-cleared"),
                    Applied::Unchanged if edit == Edit::Clear => t!("marks-none"),
                    Applied::Unchanged => t!("marks-full", max = MAX_MARKS),
                }
            }
        };
        self.message = Some(Message::Info(said));
        true
    }
}
