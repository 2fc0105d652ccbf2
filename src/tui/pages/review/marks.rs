//! The marks drawn on review's board (`tui::marks`), kept in the comment
//! of the move shown as lishogi keeps them (`[%csl …]`, `[%cal …]`), so
//! that `s`, `S`, the copy menu and `convert` write them with the record.
//! The comment's text is shown without the markup (`move_comment`) and
//! written back as it was.

use super::state::ReviewScreen;
use crate::kifu::marks::{MAX_MARKS, Mark, Spot, read_marks, with_marks};
use crate::t;
use crate::tui::action::Action;
use crate::tui::board_input::Selection;
use crate::tui::marks::{Applied, Edit, Stroke, apply};
use crate::tui::widgets::status::Message;

impl ReviewScreen {
    /// The marks of the move shown, read from its comment.
    pub fn marks(&self) -> Vec<Mark> {
        read_marks(self.comments()).marks
    }

    /// Where an arrow drawn from the keys starts, shown as picked up.
    pub fn mark_start(&self) -> Option<crate::shogi::Square> {
        self.study.pen.start_square()
    }

    /// The marks' keys and the right button; `false` when `action` is
    /// not one.
    pub(super) fn marks_action(&mut self, action: &Action) -> bool {
        let held = match self.study.selection {
            Selection::None => None,
            Selection::Board(sq) => Some(Spot::Square(sq)),
            Selection::Hand(kind) => Some(Spot::Hand(self.position().side_to_move(), kind)),
        };
        let Some(stroke) = self.study.pen.stroke(action, self.study.cursor, held) else {
            return false;
        };
        self.message = Some(Message::Info(match stroke {
            Stroke::Started(from) => t!("marks-started", from = from.key()),
            Stroke::Dropped => t!("marks-dropped"),
            Stroke::Edit(edit) => {
                // An arrow from the piece picked up ends the picking.
                if matches!(edit, Edit::Toggle(Mark::Arrow { .. })) {
                    self.study.selection = Selection::None;
                }
                return self.edit_marks(edit);
            }
        }));
        true
    }

    /// The marks of the move shown changed, and written into its comment.
    fn edit_marks(&mut self, edit: Edit) -> bool {
        if let Some(why) = self.not_in_record() {
            self.message = Some(Message::Refusal(why));
            return true;
        }
        let mut marks = self.marks();
        let applied = apply(&mut marks, edit);
        let said = match applied {
            Applied::Added => t!("marks-added"),
            Applied::Removed => t!("marks-removed"),
            Applied::Recoloured => t!("marks-recoloured"),
            Applied::Cleared => t!("marks-cleared"),
            Applied::Unchanged if edit == Edit::Clear => t!("marks-none"),
            Applied::Unchanged => t!("marks-full", max = MAX_MARKS),
        };
        if applied != Applied::Unchanged {
            let ply = self.ply;
            let comments = match ply {
                0 => Some(&mut self.loaded.record.comments),
                _ => self.recorded_mut(ply).map(|m| &mut m.comments),
            };
            let Some(comments) = comments else {
                self.message = Some(Message::Refusal(t!("review-comment-not-in-record")));
                return true;
            };
            *comments = with_marks(comments, &marks);
            self.record_changed();
        }
        self.message = Some(Message::Info(said));
        true
    }
}
