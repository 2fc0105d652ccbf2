//! The marks drawn on a finished game's board (`tui::marks`), each on the
//! position it was drawn on (the game looked back at with `[` `]`). A
//! game under way keeps its board for playing. They live while the page
//! does, and go into the record's comments when `A` opens the game in
//! review, where `s` writes them.

use super::state::GameScreen;
use crate::kifu::Record;
use crate::kifu::marks::{MAX_MARKS, Mark, Spot, with_marks};
use crate::t;
use crate::tui::action::Action;
use crate::tui::board_input::Selection;
use crate::tui::marks::{Applied, Edit, Stroke, apply};
use crate::tui::widgets::status::Message;

impl GameScreen {
    /// The marks of the position shown.
    pub fn marks(&self) -> &[Mark] {
        self.marks
            .by_ply
            .get(&self.shown_ply())
            .map_or(&[], Vec::as_slice)
    }

    /// Where an arrow drawn from the keys starts, shown as picked up.
    pub fn mark_start(&self) -> Option<crate::shogi::Square> {
        self.marks.pen.start_square()
    }

    /// The marks' keys and the right button; `false` when `action` is not
    /// one.
    pub(super) fn marks_action(&mut self, action: &Action) -> bool {
        let held = match self.selection {
            Selection::None => None,
            Selection::Board(sq) => Some(Spot::Square(sq)),
            Selection::Hand(kind) => Some(Spot::Hand(self.shown_position().side_to_move(), kind)),
        };
        let marks_key = matches!(
            action,
            Action::Mark(_) | Action::MarkFrom | Action::ClearMarks | Action::MarkDragged { .. }
        );
        if marks_key && !self.game.is_over() {
            self.message = Some(Message::Refusal(t!("marks-after-game")));
            return true;
        }
        let Some(stroke) = self.marks.pen.stroke(action, Some(self.cursor), held) else {
            return false;
        };
        let said = match stroke {
            Stroke::Started(from) => t!("marks-started", from = from.key()),
            Stroke::Dropped => t!("marks-dropped"),
            Stroke::Edit(edit) => {
                if matches!(edit, Edit::Toggle(Mark::Arrow { .. })) {
                    self.selection = Selection::None;
                }
                let ply = self.shown_ply();
                let marks = self.marks.by_ply.entry(ply).or_default();
                let said = match apply(marks, edit) {
                    Applied::Added => t!("marks-added"),
                    Applied::Removed => t!("marks-removed"),
                    Applied::Recoloured => t!("marks-recoloured"),
                    Applied::Cleared => t!("marks-cleared"),
                    Applied::Unchanged if edit == Edit::Clear => t!("marks-none"),
                    Applied::Unchanged => t!("marks-full", max = MAX_MARKS),
                };
                if marks.is_empty() {
                    self.marks.by_ply.remove(&ply);
                }
                said
            }
        };
        self.message = Some(Message::Info(said));
        true
    }

    /// `record`, the game as kept, with the marks in its comments (the
    /// start's in the record's own); whether it has any.
    pub fn marks_into(&self, record: &mut Record) -> bool {
        for (&ply, marks) in &self.marks.by_ply {
            let comments = match ply.checked_sub(1) {
                None => Some(&mut record.comments),
                Some(i) => record.moves.get_mut(i).map(|m| &mut m.comments),
            };
            if let Some(comments) = comments {
                *comments = with_marks(comments, marks);
            }
        }
        !self.marks.by_ply.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::kifu::marks::{Brush, read_marks};
    use crate::kifu::record_of;
    use crate::shogi::{Move, Square};
    use crate::tui::page::Page;

    fn finished() -> GameScreen {
        let mut game = Game::even();
        for usi in ["7g7f", "3c3d"] {
            game.play(Move::from_usi(usi).unwrap()).unwrap();
        }
        game.resign(crate::shogi::Color::Black).unwrap();
        GameScreen::new(game, false, false)
    }

    #[test]
    fn a_finished_games_marks_belong_to_the_position_shown_and_go_into_its_record() {
        let mut g = finished();
        g.cursor = Square::SQ_5E;
        assert!(g.marks_action(&Action::Mark(Brush::Red)));
        assert_eq!(g.marks().len(), 1);
        g.update(&Action::Step(-1));
        assert!(g.marks().is_empty(), "another position, other marks");
        g.update(&Action::Step(1));
        assert_eq!(g.marks().len(), 1);
        let mut record = record_of(&g.game, &Default::default());
        assert!(g.marks_into(&mut record));
        assert_eq!(
            read_marks(&record.moves[1].comments).marks,
            [Mark::Circle {
                brush: Brush::Red,
                at: Spot::Square(Square::SQ_5E)
            }]
        );
    }
}
