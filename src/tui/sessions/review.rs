//! A review on top, with the analysis running over its record.
//!
//! The page keeps only what the analysis found and what the player wants
//! (`a` asks for an analysis, Esc to stop it, both as a `Request`); the
//! session starts, stops and reads the `analysis::Analysis` and tells the
//! page what it reports. An analysis belongs to the review on top: another
//! page opening over it, or leaving it, ends it, and what was done goes
//! into the record.

use crate::analysis::{Analysis, AnalysisEvent, AnalysisSettings};
use crate::tui::page::{News, Page};
use crate::tui::pages::review::ReviewScreen;
use std::ops::{Deref, DerefMut};
use std::time::Instant;

pub struct ReviewSession {
    pub page: ReviewScreen,
    analysis: Option<Analysis>,
}

impl ReviewSession {
    /// Nothing runs before the first `settle`, where a review made with
    /// `ReviewScreen::start_analysis_on_open` ("analyse this game" after a
    /// game ends) starts analysing.
    pub fn new(page: ReviewScreen) -> ReviewSession {
        ReviewSession {
            page,
            analysis: None,
        }
    }

    /// Analyses these positions of the main line (0 = its start), ending
    /// any analysis under way first.
    pub fn start(&mut self, plies: &[usize], settings: &AnalysisSettings) {
        stop_in_background(self.analysis.take());
        let game = &self.page.loaded.game;
        let moves: Vec<_> = game.moves().iter().map(|m| m.mv).collect();
        self.analysis = Some(Analysis::start(
            game.start_position(),
            &moves,
            plies,
            settings,
        ));
        self.page.on_news(News::AnalysisStarted {
            total: plies.len(),
            at: Instant::now(),
        });
    }

    /// Ends the analysis under way, keeping what it found: the player
    /// asked, or another page opens over this one.
    pub fn stop(&mut self) {
        if self.analysis.is_some() {
            stop_in_background(self.analysis.take());
            self.page.on_news(News::AnalysisStopped);
        }
    }

    /// Whether the event loop must wake on a timer: an analysis runs, or
    /// the page itself asks.
    pub fn wants_ticks(&self) -> bool {
        self.analysis.is_some() || self.page.wants_ticks()
    }

    /// Time passed: what the analysis reported handed to the page.
    /// Returns whether the page changed.
    pub fn tick(&mut self) -> bool {
        let analysed = self.read_analysis();
        self.page.tick() || analysed
    }

    /// After every update: the analysis asked for on open started, and
    /// what the analysis reported meanwhile taken in.
    pub fn settle(&mut self) {
        if let Some((plies, settings)) = self.page.take_order_on_open() {
            self.start(&plies, &settings);
        }
        self.read_analysis();
    }

    fn read_analysis(&mut self) -> bool {
        let Some(analysis) = &self.analysis else {
            return false;
        };
        let now = Instant::now();
        let mut changed = false;
        let mut finished = false;
        while let Some(event) = analysis.try_next() {
            finished |= event == AnalysisEvent::Finished;
            self.page.on_news(News::Analysis(event, now));
            changed = true;
            if finished {
                break;
            }
        }
        if finished {
            self.stop();
        }
        changed
    }
}

impl Drop for ReviewSession {
    /// A review left takes its analysis with it, without waiting for the
    /// search under way.
    fn drop(&mut self) {
        stop_in_background(self.analysis.take());
    }
}

impl Deref for ReviewSession {
    type Target = ReviewScreen;

    fn deref(&self) -> &ReviewScreen {
        &self.page
    }
}

impl DerefMut for ReviewSession {
    fn deref_mut(&mut self) -> &mut ReviewScreen {
        &mut self.page
    }
}

/// Drops an analysis on a thread of its own: its workers finish the
/// search under way before they stop, which the screen should not wait
/// for.
fn stop_in_background(analysis: Option<Analysis>) {
    if let Some(a) = analysis {
        a.cancel();
        // When no thread can start, the closure (and the analysis in it)
        // is dropped here, which waits: the only way left.
        let _ = std::thread::Builder::new()
            .name("shogi-analysis-stop".into())
            .spawn(move || drop(a));
    }
}
