//! Review's book pane (定跡, `B`): the moves the opening book knows from
//! the position shown, the record's own next move among them marked, and
//! `1`-`9` playing one of them on the board as the player would (a
//! variation unless the line shown goes on with it).
//!
//! The book is the one chosen in the menu (`settings::BookChoice`),
//! opened once as review opens (`ReviewScreen::set_book`), never per
//! frame: a lookup is a few microseconds, so the pane reads it as it
//! draws. Research shows the same moves above the engine's lines.

pub use super::state::BookPane;
use super::state::ReviewScreen;
use crate::kifu::book::BookMove;
use crate::settings::BookChoice;
use crate::settings::book::open_book;
use crate::shogi::Move;
use crate::t;
use crate::tui::widgets::status::Message;
use crate::words::Said;

/// Moves the pane can play with a digit.
pub const DIGIT_MOVES: usize = 9;

/// What the book says of the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookAnswer {
    /// No book chosen.
    NoBook,
    /// The book chosen could not be opened: why, in the player's words.
    Unopened(String),
    /// The position is not in the book.
    NotInBook,
    /// The book's moves, in the book's order.
    Moves(Vec<BookMove>),
    /// The file could not be read (changed since it was opened, a failed
    /// read): the book's own words.
    Failed(String),
}

impl ReviewScreen {
    /// The book chosen in the menu, opened now. A book that cannot be
    /// opened is said in the status bar, and review goes on without one.
    pub fn set_book(&mut self, choice: &BookChoice) {
        match open_book(choice) {
            Ok(book) => {
                self.book.book = book;
                self.book.unopened = None;
            }
            Err(why) => {
                self.book.book = None;
                self.message = Some(Message::Refusal(t!(
                    "review-book-unopened",
                    why = why.as_str()
                )));
                self.book.unopened = Some(why);
            }
        }
    }

    /// The book pane as it stands.
    pub fn book_pane(&self) -> &BookPane {
        &self.book
    }

    /// What the book says of the position shown.
    pub fn book_answer(&self) -> BookAnswer {
        let Some(book) = &self.book.book else {
            return match &self.book.unopened {
                Some(why) => BookAnswer::Unopened(why.clone()),
                None => BookAnswer::NoBook,
            };
        };
        match book.moves(self.position()) {
            Ok(moves) if moves.is_empty() => BookAnswer::NotInBook,
            Ok(moves) => BookAnswer::Moves(moves),
            Err(e) => BookAnswer::Failed(e.said()),
        }
    }

    /// The move the line shown plays from the position shown, if any: the
    /// pane marks it among the book's.
    pub fn next_move_shown(&self) -> Option<Move> {
        self.shown().moves().get(self.ply).map(|m| m.mv)
    }

    /// `B`: the pane on or off.
    pub(super) fn toggle_book(&mut self) {
        self.book.shown = !self.book.shown;
    }

    /// Whether the digits play the book's moves.
    pub(super) fn book_shown(&self) -> bool {
        self.book.shown
    }

    /// `1`-`9` with the pane on: book move `k` (1 = the first listed)
    /// played on the board, as research's lines are.
    pub(super) fn play_book_move(&mut self, k: usize) {
        if self.games_tab_shown() {
            return self.play_explorer_move(k);
        }
        let mv = match self.book_answer() {
            BookAnswer::Moves(moves) => moves.get(k.wrapping_sub(1)).map(|m| m.mv),
            _ => None,
        };
        match mv {
            Some(mv) => {
                self.play_here(mv);
            }
            None => {
                self.message = Some(Message::Refusal(t!("review-book-no-move", number = k)));
            }
        }
    }
}
