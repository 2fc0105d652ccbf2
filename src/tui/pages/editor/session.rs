//! The position editor on top, with the mate solver it may be running.
//!
//! The solver runs on a thread of its own, so that the editor keeps
//! answering keys; it is stopped (its flag raised) as soon as the page no
//! longer waits for its answer: the position changed, the page was left
//! or covered. A stopped solver ends on its own within moments; nothing
//! waits for it.

use super::state::EditorScreen;
use crate::kifu::{create_record, write_record};
use crate::mate::{self, MateLimits, MateReport};
use crate::shogi::Position;
use crate::tui::job::{Job, JobFailed, JobSlot};
use crate::tui::page::Component;
use crate::tui::page::{News, Page};
use crate::tui::pages::editor::work::EditorWork;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How long `M` searches before saying "unknown".
pub const MATE_TIME: Duration = Duration::from_secs(10);

/// The solver's table: a problem from a book fits in far less.
const MATE_TABLE_MB: usize = 32;

pub struct EditorSession {
    pub page: EditorScreen,
    /// The solver, about the SFEN of the position it solves.
    solve: JobSlot<String, MateReport>,
}

impl EditorSession {
    pub fn new(page: EditorScreen) -> EditorSession {
        EditorSession {
            page,
            solve: JobSlot::new(),
        }
    }

    /// Starts the solver on `pos`, ending one under way.
    pub fn solve(&mut self, pos: Position) {
        self.stop();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let limits = MateLimits {
            nodes: None,
            time: Some(MATE_TIME),
            table_mb: MATE_TABLE_MB,
            exact_line: crate::mate::EXACT_LINE,
        };
        let sfen = pos.to_sfen();
        let job = Job::spawn(
            "shogi-mate",
            move || stop.store(true, Ordering::Relaxed),
            move || mate::solve(&pos, &limits, &flag),
        );
        self.solve.start(sfen, job);
    }

    /// Ends the solver under way, without waiting for it. A page still
    /// waiting for its answer (another page opened over it) is told it
    /// was stopped, so that it does not wait for ever.
    pub fn stop(&mut self) {
        if let Some(sfen) = self.solve.cancel() {
            self.page.mate_news(sfen, super::state::stopped());
        }
    }

    pub fn wants_ticks(&self) -> bool {
        self.solve.busy() || self.page.wants_ticks()
    }

    /// Time passed: the solver's answer, once it has one, handed to the
    /// page. Returns whether the page changed.
    pub fn tick(&mut self) -> bool {
        let answered = self.read_answer();
        self.page.tick() || answered
    }

    /// After every update: a solver the page no longer waits for is
    /// stopped.
    pub fn settle(&mut self) {
        for order in self.page.orders.take() {
            match order {
                EditorWork::Solve(pos) => self.solve(*pos),
                EditorWork::Write {
                    path,
                    record,
                    overwrite,
                } => {
                    let result = if overwrite {
                        write_record(&path, &record)
                    } else {
                        create_record(&path, &record)
                    };
                    self.page.written(path, result);
                }
            }
        }
        let wanted = self.page.solving().map(str::to_string);
        if self.solve.about() != wanted.as_ref() {
            self.stop();
        }
        self.read_answer();
    }

    fn read_answer(&mut self) -> bool {
        let Some((sfen, answer)) = self.solve.poll() else {
            return false;
        };
        match answer {
            Ok(report) => self.page.mate_news(sfen, report),
            Err(JobFailed::NotStarted | JobFailed::Panicked) => self
                .page
                .on_news(News::Refused(crate::t!("editor-solver-failed"))),
        }
        true
    }
}

impl Component for EditorSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        EditorSession::settle(self);
    }

    fn tick(&mut self) -> bool {
        EditorSession::tick(self)
    }

    fn wants_ticks(&self) -> bool {
        EditorSession::wants_ticks(self)
    }

    /// The solver stops when another page opens over the editor.
    fn cover(&mut self) {
        self.stop();
    }

    fn close(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mate::{Limit, MateOutcome};
    use crate::shogi::Setup;
    use crate::tui::action::Action;

    use crate::tui::pages::editor::command::EditorCommand;
    use crate::tui::pages::editor::state::Mate;

    #[test]
    fn a_stopped_solver_tells_the_page_still_waiting_for_it() {
        // A mate from a real game, 15 plies or more deep: the solver is
        // still at it when asked (a mate in one could be answered before
        // the first question, as it once was on a busy machine).
        let setup = Setup::from_sfen(
            "ln1gn4/1rk1B4/pp1pS3p/1bp3P+r1/9/P1P2Spp1/1P1PPP2P/4GK1P1/LNS5L b 2GSN2Pl 1",
        )
        .unwrap();
        let mut session = EditorSession::new(EditorScreen::new(setup));
        session.page.update(&Action::page(EditorCommand::SolveMate));
        session.settle();
        assert!(session.wants_ticks());
        // Another page opens over the editor.
        session.stop();
        assert!(!session.wants_ticks());
        let Mate::Answer { report, .. } = session.page.mate() else {
            panic!("the page waits for ever: {:?}", session.page.mate());
        };
        assert_eq!(report.outcome, MateOutcome::Unknown(Limit::Stopped));
    }

    #[test]
    fn a_raised_flag_ends_the_solver_within_a_fraction_of_a_second() {
        let pos = Position::from_sfen(
            "ln1gn4/1rk1B4/pp1pS3p/1bp3P+r1/9/P1P2Spp1/1P1PPP2P/4GK1P1/LNS5L b 2GSN2Pl 1",
        )
        .unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let limits = MateLimits {
            time: Some(MATE_TIME),
            ..MateLimits::default()
        };
        let solver = std::thread::spawn(move || mate::solve(&pos, &limits, &flag));
        std::thread::sleep(Duration::from_millis(300));
        let raised = std::time::Instant::now();
        stop.store(true, Ordering::Relaxed);
        let report = solver.join().unwrap();
        let took = raised.elapsed();
        // The solve may have ended on its own first; if not, it stopped.
        if report.outcome == MateOutcome::Unknown(Limit::Stopped) {
            assert!(took < Duration::from_millis(250), "{took:?}");
        }
    }
}
