//! The quiz page's state, its questions and the answer judged, and what
//! its session tells it; apart from its keys (mod.rs) and drawing
//! (view.rs), and free of `tui::page`, which names it.

use crate::analysis::better_move::{NextMove, Verdict};
use crate::i18n::rules::Shown as _;
use crate::shogi::{Color, IllegalMove, Move, Position};
use crate::tui::board_input::Selection;
use crate::tui::board_pick::BoardPick;
use crate::tui::overlay::{Layer, NoQuestion};
use crate::tui::widgets::status::Message;

/// A move sent to be judged, and which question it answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizJudging {
    pub question: u64,
    pub mv: Move,
}

/// What the session tells the page.
#[derive(Debug)]
pub enum QuizNews {
    Judged {
        judging: QuizJudging,
        verdict: Result<Verdict, IllegalMove>,
    },
}

/// The line typed on the quiz page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizPrompt {
    /// `:`: the answer, as a move.
    Move,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuizOverlay {
    None,
    /// The help, the promotion question and the move prompt, as on every
    /// page.
    Layer(Layer<QuizPrompt, NoQuestion>),
}

/// The board shows the question, or a move played on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shown {
    Question,
    /// The player's last answer and what it is worth.
    Answer(Move, Verdict),
    /// The engine's move, shown on `s`.
    Engine,
}

#[derive(Clone, Debug)]
pub struct QuizScreen {
    pub puzzles: Vec<NextMove>,
    pub index: usize,
    /// Where the game came from, for the header.
    pub title: String,
    pub pick: BoardPick,
    pub overlay: QuizOverlay,
    pub message: Option<Message>,
    pub judging: Option<QuizJudging>,
    pub shown: Shown,
    /// Counts the questions opened, so that a late answer is known.
    pub(super) question: u64,
    /// Questions answered well at the first try, and tried.
    pub found: Vec<Option<bool>>,
}

impl QuizScreen {
    /// `None` when there is nothing to ask.
    pub fn new(puzzles: Vec<NextMove>, title: String) -> Option<QuizScreen> {
        if puzzles.is_empty() {
            return None;
        }
        let n = puzzles.len();
        let mut page = QuizScreen {
            puzzles,
            index: 0,
            title,
            pick: BoardPick::default(),
            overlay: QuizOverlay::None,
            message: None,
            judging: None,
            shown: Shown::Question,
            question: 0,
            found: vec![None; n],
        };
        page.open(0);
        page.message = Some(Message::Info(crate::t!("puzzles-quiz-welcome")));
        Some(page)
    }

    pub fn puzzle(&self) -> &NextMove {
        &self.puzzles[self.index.min(self.puzzles.len() - 1)]
    }

    /// The position on the board.
    pub fn position(&self) -> Position {
        let mut pos = self.puzzle().position.clone();
        match self.shown {
            Shown::Question => {}
            Shown::Answer(mv, _) => {
                pos.do_move(mv);
            }
            Shown::Engine => {
                pos.do_move(self.puzzle().best);
            }
        }
        pos
    }

    /// The move shown on the board, if one is.
    pub fn shown_move(&self) -> Option<Move> {
        match self.shown {
            Shown::Question => None,
            Shown::Answer(mv, _) => Some(mv),
            Shown::Engine => Some(self.puzzle().best),
        }
    }

    /// The question being judged, if any.
    pub fn judging(&self) -> Option<&QuizJudging> {
        self.judging.as_ref()
    }

    pub(super) fn open(&mut self, index: usize) {
        self.index = index.min(self.puzzles.len() - 1);
        self.question += 1;
        self.judging = None;
        self.shown = Shown::Question;
        self.pick.selection = Selection::None;
        self.pick.flipped = self.puzzle().position.side_to_move() == Color::White;
    }

    pub(super) fn play(&mut self, mv: Move) {
        if self.judging.is_some() {
            self.message = Some(Message::Refusal(crate::t!("puzzles-quiz-still-judging")));
            return;
        }
        // An answer shown on the board goes back: the question again.
        self.shown = Shown::Question;
        self.judging = Some(QuizJudging {
            question: self.question,
            mv,
        });
        self.message = Some(Message::Info(crate::t!("puzzles-quiz-looking")));
    }

    pub(crate) fn judged(&mut self, judging: QuizJudging, verdict: Result<Verdict, IllegalMove>) {
        if self.judging.as_ref() != Some(&judging) {
            return;
        }
        self.judging = None;
        match verdict {
            Err(e) => self.message = Some(Message::Refusal(e.shown())),
            Ok(verdict) => {
                let first = &mut self.found[self.index];
                if first.is_none() {
                    *first = Some(verdict.accepted());
                }
                self.shown = Shown::Answer(judging.mv, verdict);
                self.pick.cursor = judging.mv.to();
                self.message = None;
            }
        }
    }
}
