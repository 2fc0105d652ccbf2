//! The next-move quiz on top, with the search judging the player's
//! answer on a thread of its own. A search the page no longer waits for
//! (another answer, another question, the page left) is stopped.

use crate::analysis::better_move::{self, JUDGE_NODES, Verdict};
use crate::bot::SearchControl;
use crate::shogi::IllegalMove;
use crate::tui::job::{Job, JobSlot};
use crate::tui::page::Component;
use crate::tui::page::{News, Page};
use crate::tui::pages::quiz::state::{QuizJudging, QuizScreen};
use std::sync::Arc;

pub struct QuizSession {
    pub page: QuizScreen,
    /// The search judging the answer the page waits for.
    judge: JobSlot<QuizJudging, Result<Verdict, IllegalMove>>,
}

impl QuizSession {
    pub fn new(page: QuizScreen) -> QuizSession {
        QuizSession {
            page,
            judge: JobSlot::new(),
        }
    }

    pub fn wants_ticks(&self) -> bool {
        self.judge.busy()
    }

    pub fn tick(&mut self) -> bool {
        self.read_answer()
    }

    /// After every update: a search for the answer the page waits for,
    /// and no other.
    pub fn settle(&mut self) {
        let wanted = self.page.judging().cloned();
        let puzzle = self.page.puzzle();
        self.judge.follow(wanted.as_ref(), |judging| {
            let control = Arc::new(SearchControl::new());
            let searching = Arc::clone(&control);
            let puzzle = puzzle.clone();
            let mv = judging.mv;
            Job::spawn(
                "shogi-quiz-judge",
                move || control.stop(),
                move || better_move::judge(&puzzle, mv, JUDGE_NODES, &searching),
            )
        });
        self.read_answer();
    }

    /// Stops the search under way, without waiting for it.
    pub fn stop(&mut self) {
        self.judge.cancel();
    }

    fn read_answer(&mut self) -> bool {
        let Some((judging, answer)) = self.judge.poll() else {
            return false;
        };
        match answer {
            Ok(verdict) => self.page.judged(judging, verdict),
            Err(_) => {
                self.page.judging = None;
                self.page
                    .on_news(News::Refused(crate::t!("review-session-engine-failed")))
            }
        }
        true
    }
}

impl Component for QuizSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        QuizSession::settle(self);
    }

    fn tick(&mut self) -> bool {
        QuizSession::tick(self)
    }

    fn wants_ticks(&self) -> bool {
        QuizSession::wants_ticks(self)
    }

    fn close(&mut self) {
        self.stop();
    }
}
