//! What a marks key or a right-button drag asks for, and a page's marks
//! changed by it: the same mark again removes it, the same place in
//! another colour recolours it, as lishogi's board does.

use crate::kifu::marks::{Brush, MAX_MARKS, Mark, Spot};
use crate::shogi::Square;
use crate::tui::action::Action;

/// Where an arrow drawn from the keys starts, between `*` and the colour
/// key that ends it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pen {
    pub start: Option<Spot>,
}

/// A change to the marks of the position shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Drawn if it is not there; removed if it is, in its colour.
    Toggle(Mark),
    /// Every mark of the position shown removed.
    Clear,
}

/// What one marks action did to the pen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// The marks change.
    Edit(Edit),
    /// An arrow starts here (`*`); a colour key ends it.
    Started(Spot),
    /// `*` again where the arrow started: no arrow.
    Dropped,
}

/// What `apply` did, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    Added,
    Removed,
    Recoloured,
    Cleared,
    /// Nothing to clear, or a mark not drawn because `MAX_MARKS` are.
    Unchanged,
}

impl Pen {
    /// What `action` asks of the marks with the board cursor at `cursor`
    /// and `held` the piece picked up to move (an arrow's start when `*`
    /// gave none: a piece picked from the hand draws a drop). `None` for
    /// an action that is not the marks', or a key with no cursor.
    pub fn stroke(
        &mut self,
        action: &Action,
        cursor: Option<Square>,
        held: Option<Spot>,
    ) -> Option<Stroke> {
        match *action {
            Action::Mark(brush) => {
                let to = Spot::Square(cursor?);
                let from = self.start.take().or(held);
                Some(Stroke::Edit(Edit::Toggle(between(from, to, brush))))
            }
            Action::MarkFrom => {
                let here = Spot::Square(cursor?);
                if self.start == Some(here) {
                    self.start = None;
                    Some(Stroke::Dropped)
                } else {
                    self.start = Some(here);
                    Some(Stroke::Started(here))
                }
            }
            Action::ClearMarks => {
                self.start = None;
                Some(Stroke::Edit(Edit::Clear))
            }
            Action::MarkDragged { from, to, brush } => {
                Some(Stroke::Edit(Edit::Toggle(between(Some(from), to, brush))))
            }
            _ => None,
        }
    }

    /// The square an arrow starts from, to show as picked up.
    pub fn start_square(&self) -> Option<Square> {
        match self.start {
            Some(Spot::Square(sq)) => Some(sq),
            _ => None,
        }
    }
}

/// A circle where the stroke starts and ends on one spot, else an arrow.
fn between(from: Option<Spot>, to: Spot, brush: Brush) -> Mark {
    match from {
        Some(from) if from != to => Mark::Arrow { brush, from, to },
        _ => Mark::Circle { brush, at: to },
    }
}

/// `marks` with `edit` made. A new mark goes last, so it is drawn over
/// the others.
pub fn apply(marks: &mut Vec<Mark>, edit: Edit) -> Applied {
    match edit {
        Edit::Clear if marks.is_empty() => Applied::Unchanged,
        Edit::Clear => {
            marks.clear();
            Applied::Cleared
        }
        Edit::Toggle(mark) => match marks.iter().position(|m| m.same_place(mark)) {
            Some(i) if marks[i] == mark => {
                marks.remove(i);
                Applied::Removed
            }
            Some(i) => {
                marks[i] = mark;
                Applied::Recoloured
            }
            // The records crate reads no more than this from a comment:
            // more drawn here would be lost on the next reading.
            None if marks.len() >= MAX_MARKS => Applied::Unchanged,
            None => {
                marks.push(mark);
                Applied::Added
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::{Color, PieceKind};

    fn sq(usi: &str) -> Square {
        Square::parse_usi(usi).unwrap()
    }

    #[test]
    fn a_colour_key_circles_the_cursor_and_the_same_key_again_removes_it() {
        let mut pen = Pen::default();
        let mut marks = Vec::new();
        let Some(Stroke::Edit(edit)) = pen.stroke(&Action::Mark(Brush::Red), Some(sq("7g")), None)
        else {
            panic!("no edit");
        };
        assert_eq!(apply(&mut marks, edit), Applied::Added);
        let red = Mark::Circle {
            brush: Brush::Red,
            at: Spot::Square(sq("7g")),
        };
        assert_eq!(marks, [red]);
        // Blue on the same square recolours it; blue again removes it.
        let blue = Edit::Toggle(Mark::Circle {
            brush: Brush::Blue,
            at: Spot::Square(sq("7g")),
        });
        assert_eq!(apply(&mut marks, blue), Applied::Recoloured);
        assert_eq!(marks[0].brush(), Brush::Blue);
        assert_eq!(apply(&mut marks, blue), Applied::Removed);
        assert!(marks.is_empty());
    }

    #[test]
    fn star_then_a_colour_key_draws_an_arrow_and_star_twice_draws_none() {
        let mut pen = Pen::default();
        assert_eq!(
            pen.stroke(&Action::MarkFrom, Some(sq("2h")), None),
            Some(Stroke::Started(Spot::Square(sq("2h"))))
        );
        assert_eq!(pen.start_square(), Some(sq("2h")));
        assert_eq!(
            pen.stroke(&Action::Mark(Brush::Green), Some(sq("2d")), None),
            Some(Stroke::Edit(Edit::Toggle(Mark::Arrow {
                brush: Brush::Green,
                from: Spot::Square(sq("2h")),
                to: Spot::Square(sq("2d")),
            })))
        );
        assert_eq!(pen.start, None, "the arrow ends the stroke");
        pen.stroke(&Action::MarkFrom, Some(sq("5e")), None);
        assert_eq!(
            pen.stroke(&Action::MarkFrom, Some(sq("5e")), None),
            Some(Stroke::Dropped)
        );
        // With no start, the key circles.
        assert!(matches!(
            pen.stroke(&Action::Mark(Brush::Yellow), Some(sq("5e")), None),
            Some(Stroke::Edit(Edit::Toggle(Mark::Circle { .. })))
        ));
    }

    #[test]
    fn a_piece_held_from_the_hand_draws_a_drop_arrow() {
        let mut pen = Pen::default();
        let hand = Spot::Hand(Color::Black, PieceKind::Bishop);
        assert_eq!(
            pen.stroke(&Action::Mark(Brush::Blue), Some(sq("5e")), Some(hand)),
            Some(Stroke::Edit(Edit::Toggle(Mark::Arrow {
                brush: Brush::Blue,
                from: hand,
                to: Spot::Square(sq("5e")),
            })))
        );
    }

    #[test]
    fn a_right_click_circles_and_a_drag_draws_an_arrow() {
        let mut pen = Pen::default();
        let at = Spot::Square(sq("3c"));
        let click = Action::MarkDragged {
            from: at,
            to: at,
            brush: Brush::Green,
        };
        assert!(matches!(
            pen.stroke(&click, None, None),
            Some(Stroke::Edit(Edit::Toggle(Mark::Circle { .. })))
        ));
        let drag = Action::MarkDragged {
            from: Spot::Square(sq("3c")),
            to: Spot::Square(sq("3d")),
            brush: Brush::Green,
        };
        assert!(matches!(
            pen.stroke(&drag, None, None),
            Some(Stroke::Edit(Edit::Toggle(Mark::Arrow { .. })))
        ));
    }

    #[test]
    fn no_more_marks_than_a_comment_keeps_and_clear_empties() {
        let mut marks = Vec::new();
        let mut n = 0;
        for f in 1..=9u8 {
            for r in 1..=9u8 {
                for t in 1..=9u8 {
                    let m = Mark::Arrow {
                        brush: Brush::Red,
                        from: Spot::Square(Square::new(f, r).unwrap()),
                        to: Spot::Square(Square::new(t, r).unwrap()),
                    };
                    if apply(&mut marks, Edit::Toggle(m)) == Applied::Added {
                        n += 1;
                    }
                }
            }
        }
        assert_eq!(marks.len(), MAX_MARKS);
        assert_eq!(n, MAX_MARKS);
        assert_eq!(apply(&mut marks, Edit::Clear), Applied::Cleared);
        assert!(marks.is_empty());
        assert_eq!(apply(&mut marks, Edit::Clear), Applied::Unchanged);
    }
}
