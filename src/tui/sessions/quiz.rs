//! The next-move quiz on top, with the search judging the player's
//! answer on a thread of its own. A search the page no longer waits for
//! (another answer, another question, the page left) is stopped.

use crate::analysis::better_move::{self, JUDGE_NODES, Verdict};
use crate::bot::SearchControl;
use crate::shogi::IllegalMove;
use crate::tui::page::{News, Page};
use crate::tui::pages::quiz::state::{QuizJudging, QuizNews, QuizScreen};
use std::sync::Arc;
use std::thread::JoinHandle;

struct Judge {
    judging: QuizJudging,
    control: Arc<SearchControl>,
    thread: JoinHandle<Result<Verdict, IllegalMove>>,
}

pub struct QuizSession {
    pub page: QuizScreen,
    judge: Option<Judge>,
}

impl QuizSession {
    pub fn new(page: QuizScreen) -> QuizSession {
        QuizSession { page, judge: None }
    }

    pub fn wants_ticks(&self) -> bool {
        self.judge.is_some()
    }

    pub fn tick(&mut self) -> bool {
        self.read_answer()
    }

    /// After every update: a search for the answer the page waits for,
    /// and no other.
    pub fn settle(&mut self) {
        let wanted = self.page.judging().cloned();
        if self.judge.as_ref().map(|j| &j.judging) != wanted.as_ref() {
            self.stop();
            self.judge = wanted.map(|judging| {
                let control = Arc::new(SearchControl::new());
                let puzzle = self.page.puzzle().clone();
                let mv = judging.mv;
                let searching = Arc::clone(&control);
                let thread = std::thread::spawn(move || {
                    better_move::judge(&puzzle, mv, JUDGE_NODES, &searching)
                });
                Judge {
                    judging,
                    control,
                    thread,
                }
            });
        }
        self.read_answer();
    }

    /// Stops the search under way, without waiting for it.
    pub fn stop(&mut self) {
        if let Some(j) = self.judge.take() {
            j.control.stop();
        }
    }

    fn read_answer(&mut self) -> bool {
        if !self.judge.as_ref().is_some_and(|j| j.thread.is_finished()) {
            return false;
        }
        let Some(j) = self.judge.take() else {
            return false;
        };
        match j.thread.join() {
            Ok(verdict) => self.page.on_news(News::Quiz(QuizNews::Judged {
                judging: j.judging,
                verdict,
            })),
            Err(_) => {
                self.page.judging = None;
                self.page
                    .on_news(News::Refused(crate::t!("review-session-engine-failed")))
            }
        }
        true
    }
}

impl Drop for QuizSession {
    fn drop(&mut self) {
        self.stop();
    }
}
