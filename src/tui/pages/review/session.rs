//! A review on top, with the analysis running over its record.
//!
//! The page keeps only what the analysis found and what the player wants
//! (`a` asks for an analysis, Esc to stop it, both as orders); the
//! session starts, stops and reads the `analysis::Analysis` and tells the
//! page what it reports. An analysis belongs to the review on top: another
//! page opening over it, or leaving it, ends it, and what was done goes
//! into the record.
//!
//! Research mode (`r`) runs the same way: the page says what it wants
//! (`ReviewScreen::research_wish`: on, the engine, the lines, the
//! position shown), and after every update and tick the session brings
//! its `analysis::Research` in line, restarting it at once on a new
//! position, and hands what it reports to the page (`ReviewScreen::on_research_news`).

use super::state::ReviewScreen;
use crate::analysis::{Analysis, AnalysisEvent, AnalysisSettings, Research, ResearchEvent};
use crate::game::PlayerKind;
use crate::shogi::Move;
use crate::tui::job::in_background;
use crate::tui::page::Component;
use crate::tui::page::Page;
use crate::tui::pages::review::research::ResearchNews;
use crate::tui::pages::review::work::ReviewWork;
use std::ops::{Deref, DerefMut};
use std::time::Instant;

pub struct ReviewSession {
    pub page: ReviewScreen,
    analysis: Option<Analysis>,
    research: Option<Researching>,
}

/// The research running, and what it was set to: what the page wants is
/// compared with it after every update.
struct Researching {
    research: Research,
    engine: PlayerKind,
    /// The line to the position it thinks about (`None`: none yet).
    moves: Option<Vec<Move>>,
}

impl ReviewSession {
    /// Nothing runs before the first `settle`, where a review made with
    /// `ReviewScreen::start_analysis_on_open` ("analyse this game" after a
    /// game ends) starts analysing.
    pub fn new(page: ReviewScreen) -> ReviewSession {
        ReviewSession {
            page,
            analysis: None,
            research: None,
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
        self.page.analysis_started(plies.len(), Instant::now());
    }

    /// Ends the analysis under way, keeping what it found: the player
    /// asked, or another page opens over this one.
    pub fn stop(&mut self) {
        if self.analysis.is_some() {
            stop_in_background(self.analysis.take());
            self.page.analysis_stopped();
        }
        if let Some(r) = self.research.take() {
            drop_in_background(r.research);
            self.page.on_research_news(ResearchNews::Stopped);
        }
    }

    /// Whether the event loop must wake on a timer: an analysis runs, or
    /// the page itself asks.
    pub fn wants_ticks(&self) -> bool {
        self.analysis.is_some() || self.research.is_some() || self.page.wants_ticks()
    }

    /// Time passed: what the analysis reported handed to the page.
    /// Returns whether the page changed.
    pub fn tick(&mut self) -> bool {
        let analysed = self.read_analysis();
        let researched = self.read_research();
        self.page.tick() || analysed || researched
    }

    /// After every update: the analysis asked for on open started, and
    /// what the analysis reported meanwhile taken in.
    pub fn settle(&mut self) {
        for order in self.page.orders.take() {
            match order {
                ReviewWork::Analyse { plies, settings } => self.start(&plies, &settings),
                ReviewWork::Stop => self.stop(),
                // Under the save's lock, and only over the file it read.
                ReviewWork::WriteBack => self.write_file(),
            }
        }
        self.read_analysis();
        self.follow_research();
        self.read_research();
        // The explorer asks about the position now shown, on its thread.
        self.page.follow_explorer();
    }

    /// Research brought in line with what the page wants: started,
    /// stopped, or set to the engine, the lines and the position shown.
    fn follow_research(&mut self) {
        let Some(wish) = self.page.research_wish() else {
            if let Some(r) = self.research.take() {
                drop_in_background(r.research);
            }
            return;
        };
        // Another engine chosen (`e`) means another engine running.
        if let Some(r) = self.research.take_if(|r| r.engine != wish.settings.engine) {
            drop_in_background(r.research);
        }
        let mut news = Vec::new();
        let running = self.research.get_or_insert_with(|| {
            let research = Research::start(wish.settings, wish.lines);
            news.push(ResearchNews::Started {
                engine: crate::words::engine::research_engine_name(research.engine_name()),
            });
            Researching {
                research,
                engine: wish.settings.engine.clone(),
                moves: None,
            }
        });
        if running.moves.as_ref() != Some(&wish.moves) {
            running.research.set_lines(wish.lines);
            running.research.set_position(wish.start, &wish.moves);
            running.moves = Some(wish.moves);
            news.push(ResearchNews::Restarted);
        } else if running.research.lines() != wish.lines {
            // Thinks about the same position again, with the lines asked.
            running.research.set_lines(wish.lines);
            news.push(ResearchNews::Restarted);
        }
        for n in news {
            self.page.on_research_news(n);
        }
    }

    /// What research reported, handed to the page; whether any came.
    fn read_research(&mut self) -> bool {
        let Some(r) = &mut self.research else {
            return false;
        };
        let events = r.research.poll(Instant::now());
        if events.is_empty() {
            return false;
        }
        let failed = events.iter().any(|e| matches!(e, ResearchEvent::Failed(_)));
        for e in events {
            self.page.on_research_news(ResearchNews::Event(e));
        }
        // A failure turns research off on the page: the engine goes too.
        if failed {
            self.follow_research();
        }
        true
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
            self.page.on_analysis_event(event, now);
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
        if let Some(r) = self.research.take() {
            drop_in_background(r.research);
        }
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

/// Lets an analysis go off the screen's thread: its workers finish the
/// search under way before they stop, which the screen should not wait
/// for.
fn stop_in_background(analysis: Option<Analysis>) {
    if let Some(a) = analysis {
        a.cancel();
        in_background("shogi-analysis-stop", move || drop(a));
    }
}

/// Lets research go off the screen's thread: a USI engine may take a
/// moment to answer `stop` and quit, which the screen should not wait for.
fn drop_in_background(research: Research) {
    in_background("shogi-research-stop", move || drop(research));
}

impl Component for ReviewSession {
    fn page(&self) -> &dyn Page {
        &self.page
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        &mut self.page
    }

    fn settle(&mut self) {
        ReviewSession::settle(self);
    }

    fn tick(&mut self) -> bool {
        ReviewSession::tick(self)
    }

    fn wants_ticks(&self) -> bool {
        ReviewSession::wants_ticks(self)
    }

    /// An analysis belongs to the review on top: covered, it ends.
    fn cover(&mut self) {
        self.stop();
    }

    fn close(&mut self) {
        self.stop();
    }
}
