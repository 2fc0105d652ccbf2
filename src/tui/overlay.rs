//! The layer every page opens over itself in the same way: the help (the
//! page's own key table, scrolled on a short terminal) and the promotion
//! question of a move made on the board. Its keys, clicks and drawing are
//! written once here; a page holds a [`Layer`] in its own overlay and
//! hears what the player decided as a [`Step`].
//!
//! Prompts and the page's own yes/no questions stay with the page that
//! asks them (their words and answers are the page's), drawn by the
//! shared widgets (`widgets::popup::QuestionPopup`, `prompt_line`).

use super::action::{Action, Direction};
use super::board_input::promotion_question;
use super::input::{Binding, InputMode};
use super::theme::Theme;
use super::widgets::popup::{HelpPopup, QuestionPopup};
use crate::shogi::{Move, Position, Square};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// What is open over a page, the same on every page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The page's key list, scrolled down this many lines.
    Help(u16),
    /// A move made on the board may promote or not: which? y/n.
    Promote { from: Square, to: Square },
}

/// What an action did to the layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// It stays open, as it now is.
    Open(Layer),
    /// It closed, and nothing else happens.
    Closed,
    /// The promotion question was answered: this move is to be played.
    Play(Move),
    /// Esc to the promotion question: the move is given up.
    GaveUp,
}

impl Layer {
    /// The help, from its top.
    pub const HELP: Layer = Layer::Help(0);

    /// Which keys mean what while it is open.
    pub fn input_mode(&self) -> InputMode {
        match self {
            Layer::Help(_) => InputMode::Popup,
            Layer::Promote { .. } => InputMode::Question,
        }
    }

    /// Applies `action`; `help_rows` is how far the help may scroll (the
    /// rows of the page's key table).
    pub fn step(self, action: &Action, help_rows: usize) -> Step {
        match self {
            Layer::Help(scroll) => match action {
                Action::Move(Direction::Down) => {
                    let last = u16::try_from(help_rows).unwrap_or(u16::MAX);
                    Step::Open(Layer::Help(scroll.saturating_add(1).min(last)))
                }
                Action::Move(Direction::Up) => Step::Open(Layer::Help(scroll.saturating_sub(1))),
                Action::Cancel | Action::Help => Step::Closed,
                _ => Step::Open(self),
            },
            Layer::Promote { from, to } => match action {
                Action::Answer(promote) => Step::Play(Move::Board {
                    from,
                    to,
                    promote: *promote,
                }),
                Action::Cancel => Step::GaveUp,
                _ => Step::Open(self),
            },
        }
    }

    /// What a click at (x, y) means: anywhere closes the help; the
    /// promotion question's buttons answer it. `pos` is the position the
    /// move is made in, `flipped` the board's orientation.
    pub fn click(
        &self,
        pos: &Position,
        flipped: bool,
        area: Rect,
        x: u16,
        y: u16,
    ) -> Option<Action> {
        match *self {
            Layer::Help(_) => Some(Action::Cancel),
            Layer::Promote { from, to } => {
                let text = promotion_question(pos, from, to);
                QuestionPopup::answer_at(area, &text, flipped, x, y)
            }
        }
    }

    /// Draws it over the page: the help lists `keys`.
    pub fn render(&self, view: LayerView<'_>, area: Rect, buf: &mut Buffer) {
        match *self {
            Layer::Help(scroll) => HelpPopup {
                theme: view.theme,
                keys: view.keys,
                scroll,
            }
            .render(area, buf),
            Layer::Promote { from, to } => QuestionPopup {
                text: &promotion_question(view.position, from, to),
                flipped: view.flipped,
                theme: view.theme,
            }
            .render(area, buf),
        }
    }
}

/// What the layer is drawn with, from the page under it.
pub struct LayerView<'a> {
    pub theme: &'a Theme,
    /// The key table the help shows.
    pub keys: &'a [Binding],
    /// The position a promotion question is about.
    pub position: &'a Position,
    pub flipped: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_usi(s).expect("a square")
    }

    #[test]
    fn the_help_scrolls_within_its_rows_and_closes_on_esc_or_question_mark() {
        let down = Action::Move(Direction::Down);
        let up = Action::Move(Direction::Up);
        assert_eq!(Layer::HELP.step(&up, 2), Step::Open(Layer::Help(0)));
        assert_eq!(Layer::HELP.step(&down, 2), Step::Open(Layer::Help(1)));
        assert_eq!(Layer::Help(2).step(&down, 2), Step::Open(Layer::Help(2)));
        assert_eq!(Layer::Help(2).step(&up, 2), Step::Open(Layer::Help(1)));
        assert_eq!(Layer::Help(1).step(&Action::Cancel, 2), Step::Closed);
        assert_eq!(Layer::Help(1).step(&Action::Help, 2), Step::Closed);
        assert_eq!(
            Layer::Help(1).step(&Action::Flip, 2),
            Step::Open(Layer::Help(1))
        );
        assert_eq!(Layer::HELP.input_mode(), InputMode::Popup);
    }

    #[test]
    fn the_promotion_question_plays_the_answer_or_gives_the_move_up() {
        let (from, to) = (sq("3d"), sq("3c"));
        let ask = Layer::Promote { from, to };
        for promote in [true, false] {
            assert_eq!(
                ask.step(&Action::Answer(promote), 0),
                Step::Play(Move::Board { from, to, promote })
            );
        }
        assert_eq!(ask.step(&Action::Cancel, 0), Step::GaveUp);
        assert_eq!(ask.step(&Action::Flip, 0), Step::Open(ask));
        assert_eq!(ask.input_mode(), InputMode::Question);
    }
}
