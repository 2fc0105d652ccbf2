//! The puzzles page on top, with the work it owns: the solver judging the
//! player's move, a file of problems being read and proven, and the
//! player's progress, written after every finished try.
//!
//! Judging and reading run on threads of their own, so the page keeps
//! answering keys. Neither can be interrupted (each is bounded by a node
//! budget per problem); one the page no longer waits for is let go, and
//! its answer dropped.

use super::news::PuzzleNews;
use super::state::{Judging, PuzzlesScreen, Shelf};
use crate::tsume::files::{self, FilesError, Loaded};
use crate::tsume::progress::Progress;
use crate::tsume::trainer::{Accepted, Attempt, Refusal};
use crate::tui::job::{Job, JobSlot};
use crate::tui::page::Component;
use crate::tui::page::{News, Page};
use std::path::{Path, PathBuf};

type Judgement = (Attempt, Result<Accepted, Refusal>);

pub struct PuzzlesSession {
    pub page: PuzzlesScreen,
    progress: Progress,
    /// The solver judging the move the page waits for.
    judge: JobSlot<Judging, Judgement>,
    /// The file of problems being read and proven.
    load: JobSlot<PathBuf, Result<Loaded, FilesError>>,
}

/// What a file's progress is kept under: its full path, so that one file
/// opened from two folders is one collection.
pub fn collection_name(path: &Path) -> String {
    std::fs::canonicalize(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

impl PuzzlesSession {
    /// The page on `shelf` with the player's `progress`, on the first
    /// puzzle not solved yet; a progress file that could not be read is
    /// said. `None` for an empty shelf.
    pub fn new(mut shelf: Shelf, mut progress: Progress) -> Option<PuzzlesSession> {
        shelf.progress = progress.collection(&shelf.name);
        let mut page = PuzzlesScreen::new(shelf)?;
        if let Some(why) = progress.problem.take() {
            page.on_news(News::Problem(why));
        }
        Some(PuzzlesSession {
            page,
            progress,
            judge: JobSlot::new(),
            load: JobSlot::new(),
        })
    }

    pub fn wants_ticks(&self) -> bool {
        self.judge.busy() || self.load.busy()
    }

    /// Time passed: answers handed to the page. Returns whether it changed.
    pub fn tick(&mut self) -> bool {
        let answered = self.read_answers();
        self.settle_progress();
        answered
    }

    /// After every update: the work brought in line with what the page
    /// waits for, and finished tries written.
    pub fn settle(&mut self) {
        let wanted = self.page.judging().cloned();
        let attempt = &self.page.attempt;
        self.judge.follow(wanted.as_ref(), |judging| {
            let mut attempt = attempt.clone();
            let mv = judging.mv;
            Job::uncancellable("shogi-puzzle-judge", move || {
                let result = attempt.play(mv);
                (attempt, result)
            })
        });
        let wanted = self.page.loading.clone();
        self.load.follow(wanted.as_ref(), |path| {
            let file = path.clone();
            Job::uncancellable("shogi-puzzle-file", move || files::load(&file))
        });
        self.read_answers();
        self.settle_progress();
    }

    /// The page is left: a try it gave up on its way out is written.
    pub fn close(&mut self) {
        self.settle_progress();
    }

    fn settle_progress(&mut self) {
        let finished = self.page.take_finished();
        if finished.is_empty() {
            return;
        }
        for t in &finished {
            self.progress
                .record_attempt(&t.collection, &t.puzzle, t.solved);
        }
        if let Err(e) = self.progress.save() {
            self.page.on_news(News::Problem(crate::t!(
                "review-session-progress-not-kept",
                why = crate::words::Said::said(&e)
            )));
        }
        // The file was found damaged as it was written, and moved aside.
        if let Some(why) = self.progress.problem.take() {
            self.page.on_news(News::Problem(why));
        }
        let shelf = self.progress.collection(&self.page.shelf.name);
        self.page.hear(PuzzleNews::Progress(shelf));
    }

    fn read_answers(&mut self) -> bool {
        let mut changed = false;
        if let Some((judging, answer)) = self.judge.poll() {
            changed = true;
            match answer {
                Ok((attempt, result)) => self.page.hear(PuzzleNews::Judged {
                    judging,
                    attempt: Box::new(attempt),
                    result,
                }),
                Err(_) => {
                    self.page.judging = None;
                    self.page
                        .on_news(News::Refused(crate::t!("editor-solver-failed")))
                }
            }
        }
        if let Some((path, answer)) = self.load.poll() {
            changed = true;
            let name = collection_name(&path);
            let progress = self.progress.collection(&name);
            match answer {
                Ok(result) => self.page.hear(PuzzleNews::Loaded {
                    path,
                    name,
                    result,
                    progress,
                }),
                Err(_) => {
                    self.page.loading = None;
                    self.page
                        .on_news(News::Refused(crate::t!("review-session-reading-failed")))
                }
            }
        }
        changed
    }
}

impl Component for PuzzlesSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        PuzzlesSession::settle(self);
    }

    fn tick(&mut self) -> bool {
        PuzzlesSession::tick(self)
    }

    fn wants_ticks(&self) -> bool {
        PuzzlesSession::wants_ticks(self)
    }

    fn close(&mut self) {
        PuzzlesSession::close(self);
    }
}
