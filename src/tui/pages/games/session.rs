//! The games list as the app holds it: the page, and the one piece of
//! work it waits for (a search, a deletion, an export) on a thread, so
//! that a slow disk, a large database or another program's import never
//! holds a key. Orders given while one runs wait their turn; a newer
//! search replaces an older one still waiting.

use super::state::GamesPage;
use super::work::{Done, GamesWork, run};
use crate::tui::job::Job;
use crate::tui::page::{Component, Page};
use std::collections::VecDeque;

pub struct GamesSession {
    pub page: GamesPage,
    job: Option<Job<Done>>,
    waiting: VecDeque<GamesWork>,
}

impl GamesSession {
    pub fn new(page: GamesPage) -> GamesSession {
        let mut session = GamesSession {
            page,
            job: None,
            waiting: VecDeque::new(),
        };
        session.settle();
        session
    }

    fn start_next(&mut self) {
        if self.job.is_some() {
            return;
        }
        let Some(work) = self.waiting.pop_front() else {
            return;
        };
        let database = self.page.database.clone();
        self.job = Some(Job::uncancellable("games-list", move || {
            run(&database, work)
        }));
    }

    /// Waits for the work under way and what waits after it (tests).
    pub fn finish_work(&mut self) {
        while self.job.is_some() || !self.waiting.is_empty() {
            if !self.tick() {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
        }
    }
}

impl Component for GamesSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        for order in self.page.orders.take() {
            if matches!(order, GamesWork::List(..)) {
                self.waiting.retain(|w| !matches!(w, GamesWork::List(..)));
            }
            self.waiting.push_back(order);
        }
        self.start_next();
    }

    fn tick(&mut self) -> bool {
        let Some(job) = &mut self.job else {
            return false;
        };
        let Some(answer) = job.poll() else {
            return false;
        };
        self.job = None;
        self.page.on_done(answer.unwrap_or(Done::Failed));
        // The answer may ask for more (rows after a deletion).
        self.settle();
        true
    }

    fn wants_ticks(&self) -> bool {
        self.job.is_some()
    }

    /// Back from review: the page asks for its rows again, and the work
    /// starts now, not at the next key.
    fn uncover(&mut self, cx: &mut crate::tui::context::Context) {
        self.page.uncover(cx);
        self.settle();
    }
}
