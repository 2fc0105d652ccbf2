//! The puzzles page on top, with the work it owns: the solver judging the
//! player's move, a file of problems being read and proven, and the
//! player's progress, written after every finished try.
//!
//! Judging and reading run on threads of their own, so the page keeps
//! answering keys. Neither can be interrupted (each is bounded by a node
//! budget per problem); one the page no longer waits for is let go, and
//! its answer dropped.

use crate::tsume::files::{self, FilesError, Loaded};
use crate::tsume::progress::Progress;
use crate::tsume::trainer::{Accepted, Attempt, Refusal};
use crate::tui::page::{News, Page};
use crate::tui::pages::puzzles::{Judging, PuzzleNews, PuzzlesScreen, Shelf};
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;

type Judgement = (Attempt, Result<Accepted, Refusal>);

struct Judge {
    judging: Judging,
    thread: JoinHandle<Judgement>,
}

struct Load {
    path: PathBuf,
    thread: JoinHandle<Result<Loaded, FilesError>>,
}

pub struct PuzzlesSession {
    pub page: PuzzlesScreen,
    progress: Progress,
    judge: Option<Judge>,
    load: Option<Load>,
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
            judge: None,
            load: None,
        })
    }

    pub fn wants_ticks(&self) -> bool {
        self.judge.is_some() || self.load.is_some()
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
        if self.judge.as_ref().map(|j| &j.judging) != wanted.as_ref() {
            self.judge = wanted.map(|judging| {
                let mut attempt = self.page.attempt.clone();
                let mv = judging.mv;
                let thread = std::thread::spawn(move || {
                    let result = attempt.play(mv);
                    (attempt, result)
                });
                Judge { judging, thread }
            });
        }
        let wanted = self.page.loading.clone();
        if self.load.as_ref().map(|l| &l.path) != wanted.as_ref() {
            self.load = wanted.map(|path| {
                let file = path.clone();
                let thread = std::thread::spawn(move || files::load(&file));
                Load { path, thread }
            });
        }
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
                why = e.to_string()
            )));
        }
        // The file was found damaged as it was written, and moved aside.
        if let Some(why) = self.progress.problem.take() {
            self.page.on_news(News::Problem(why));
        }
        let shelf = self.progress.collection(&self.page.shelf.name);
        self.page.on_news(News::Puzzle(PuzzleNews::Progress(shelf)));
    }

    fn read_answers(&mut self) -> bool {
        let mut changed = false;
        if self.judge.as_ref().is_some_and(|j| j.thread.is_finished())
            && let Some(j) = self.judge.take()
        {
            changed = true;
            match j.thread.join() {
                Ok((attempt, result)) => self.page.on_news(News::Puzzle(PuzzleNews::Judged {
                    judging: j.judging,
                    attempt: Box::new(attempt),
                    result,
                })),
                Err(_) => {
                    self.page.judging = None;
                    self.page
                        .on_news(News::Refused(crate::t!("editor-solver-failed")))
                }
            }
        }
        if self.load.as_ref().is_some_and(|l| l.thread.is_finished())
            && let Some(l) = self.load.take()
        {
            changed = true;
            let name = collection_name(&l.path);
            let progress = self.progress.collection(&name);
            match l.thread.join() {
                Ok(result) => self.page.on_news(News::Puzzle(PuzzleNews::Loaded {
                    path: l.path,
                    name,
                    result,
                    progress,
                })),
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
