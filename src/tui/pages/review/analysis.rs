//! Review as analysis: an engine's evaluation of every position of the
//! main line, the marks it gives the moves, the jumps between marked
//! moves, the engine's best line as a temporary variation, and keeping
//! that line and the evaluations in the record.
//!
//! The page never runs the engine itself: it orders the positions it
//! wants analysed (`ReviewWork::Analyse`) or the analysis stopped
//! (`ReviewWork::Stop`), and its session (`review::session`) starts and
//! stops it and hands over what it reports
//! ([`ReviewScreen::on_analysis_event`]).

use super::evaluations::Run;
pub use super::evaluations::{Progress, ReviewAnalysis};
use super::state::ReviewScreen;
use super::work::ReviewWork;
use crate::analysis::{AnalysisEvent, AnalysisSettings, Judgement, Mark, Summary, winning_chance};
use crate::game::{PlayerKind, replay};
use crate::kifu::evaluation::Evaluation;
use crate::shogi::{Color, Move};
use crate::t;
use crate::tui::page::Flow;
use crate::tui::widgets::choice::{PlayerChoice, player_choices};
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::words::Said;
use std::time::{Duration, Instant};

impl ReviewScreen {
    /// The main line's analysis.
    pub fn analysis(&self) -> &ReviewAnalysis {
        &self.analysis
    }

    /// Who analyses, and how hard, when `a` is pressed.
    pub fn set_analysis_settings(&mut self, settings: AnalysisSettings) {
        self.analysis.settings = settings;
    }

    /// Opens with the analysis of every position not analysed yet asked
    /// for: its session starts it as soon as this page is on top. The
    /// entry point for "analyse this game" after a game ends.
    pub fn start_analysis_on_open(mut self) -> ReviewScreen {
        self.analyse(false);
        self.message = None;
        self
    }

    /// `e`: the next engine on offer for the analysis: the built-in one,
    /// the engines the menu finds installed, and the one `--engine` named.
    pub(super) fn next_engine(&mut self) {
        let built_in = AnalysisSettings::default().engine;
        let mut offer = vec![built_in];
        offer.extend(player_choices().into_iter().filter_map(|c| match c.value {
            PlayerChoice::Plays(kind @ PlayerKind::Engine { .. }) => Some(kind),
            _ => None,
        }));
        let current = &self.analysis.settings.engine;
        let is_bot = |k: &PlayerKind| matches!(k, PlayerKind::Bot { .. });
        let at = offer
            .iter()
            .position(|k| k == current || (is_bot(k) && is_bot(current)));
        let next = match at {
            Some(i) => offer.get((i + 1) % offer.len()),
            // `--engine`'s own, not among those found: the first after it.
            None => offer.first(),
        };
        if let Some(next) = next {
            self.analysis.settings.engine = next.clone();
        }
        let name = match &self.analysis.settings.engine {
            PlayerKind::Engine { command } => command.clone(),
            _ => t!("review-built-in-engine"),
        };
        let others = if offer.len() > 1 {
            t!("review-engine-another")
        } else {
            t!("review-engine-no-other")
        };
        self.message = Some(Message::Info(if self.analysing() {
            t!("review-engine-next-run", engine = name, others = others)
        } else {
            t!("review-engine-chosen", engine = name, others = others)
        }));
    }

    /// `a` (every position the record has no evaluation for) or `A`
    /// (every position again).
    pub fn analyse(&mut self, all: bool) {
        if self.analysis.run.is_some() {
            self.message = Some(Message::Info(t!("review-analysis-running")));
            return;
        }
        let a = &self.analysis;
        let plies: Vec<usize> = (0..a.evals.len())
            .filter(|&k| all || (a.evals[k].is_none() && !a.reported[k]))
            .collect();
        if plies.is_empty() {
            self.message = Some(Message::Info(t!("review-analysis-complete")));
            return;
        }
        self.message = None;
        let settings = self.analysis.settings.clone();
        self.orders.give(ReviewWork::Analyse { plies, settings });
    }

    /// News: the analysis asked for has started.
    pub fn analysis_started(&mut self, total: usize, now: Instant) {
        let a = &mut self.analysis;
        a.fresh = vec![None; a.evals.len()];
        a.run = Some(Run {
            total,
            done: 0,
            started: now,
            now,
        });
    }

    /// Whether an analysis is under way.
    pub fn analysing(&self) -> bool {
        self.analysis.run.is_some()
    }

    /// What the analysis reported. An evaluation shows at once; the
    /// record gets them when the run ends ([`Self::analysis_stopped`]).
    pub fn on_analysis_event(&mut self, event: AnalysisEvent, now: Instant) {
        match event {
            AnalysisEvent::Evaluated { ply, eval } => {
                let a = &mut self.analysis;
                if ply >= a.evals.len() {
                    return;
                }
                if let Some(run) = &mut a.run {
                    run.done += 1;
                    run.now = now;
                }
                a.reported[ply] = true;
                a.fresh[ply].clone_from(&eval);
                // An engine that found nothing to say leaves the record's own.
                if eval.is_some() {
                    a.evals[ply] = eval;
                    // A weighing from before is of another search.
                    a.weighings[ply] = None;
                }
                self.analysis.rejudge(&self.loaded.game);
            }
            AnalysisEvent::Weighed { ply, weighing } => {
                let a = &mut self.analysis;
                if let Some(slot) = a.weighings.get_mut(ply) {
                    *slot = Some(weighing);
                    a.rejudge(&self.loaded.game);
                }
            }
            // The engine died: a notice, which the run's closing line and
            // later routine lines leave standing until a key is pressed.
            AnalysisEvent::Failed(e) => self.message.say(Some(Message::Notice(e.said()))),
            AnalysisEvent::Finished => {}
        }
    }

    /// News: the analysis ended (finished, stopped, or the page was left
    /// for another): what it found goes into the record.
    pub fn analysis_stopped(&mut self) {
        let Some(run) = self.analysis.run.take() else {
            return;
        };
        let fresh = std::mem::take(&mut self.analysis.fresh);
        if fresh.iter().any(Option::is_some) {
            self.loaded
                .record
                .set_evaluations(&self.loaded.game, &fresh);
            self.record_changed();
        }
        if self.message.is_none() {
            let text = if run.done < run.total {
                t!(
                    "review-analysis-stopped",
                    done = run.done,
                    total = run.total
                )
            } else {
                t!("review-analysis-done")
            };
            self.message = Some(Message::Info(text));
        }
    }

    /// How far the analysis under way is.
    pub fn progress(&self) -> Option<Progress> {
        let run = self.analysis.run.as_ref()?;
        let elapsed = run.now.saturating_duration_since(run.started);
        let left = (run.done > 0).then(|| {
            let each = elapsed.as_secs_f64() / run.done as f64;
            Duration::from_secs_f64(each * run.total.saturating_sub(run.done) as f64)
        });
        Some(Progress {
            done: run.done,
            total: run.total,
            left,
        })
    }

    /// The evaluation of the main line's position after `ply` moves.
    pub fn evaluation(&self, ply: usize) -> Option<&Evaluation> {
        self.analysis.evals.get(ply)?.as_ref()
    }

    /// Black's winning chance at every position of the main line, where
    /// it is known.
    pub fn winning_chances(&self) -> Vec<Option<f64>> {
        self.analysis
            .evals
            .iter()
            .map(|e| e.as_ref().map(|e| winning_chance(e.score, Color::Black)))
            .collect()
    }

    /// Whether any position of the main line has an evaluation.
    pub fn has_analysis(&self) -> bool {
        self.analysis.evals.iter().any(Option::is_some)
    }

    /// What the evaluations say of the main line's move `ply` (1 = the
    /// first).
    pub fn judgement(&self, ply: usize) -> Option<&Judgement> {
        self.analysis.judgements.get(ply.checked_sub(1)?)?.as_ref()
    }

    /// The mark of move `ply` of the line shown: only the main line is
    /// analysed.
    pub fn mark_shown(&self, ply: usize) -> Option<Mark> {
        if !self.on_main_line() {
            return None;
        }
        self.judgement(ply)?.mark
    }

    /// Both players' figures, once any move is judged.
    pub fn summary(&self) -> Option<Summary> {
        let s = crate::analysis::summary_of(&self.analysis.judgements);
        (s.black.judged + s.white.judged > 0).then_some(s)
    }

    /// Whether the main line is on screen (not a variation, not an
    /// engine line).
    pub fn on_main_line(&self) -> bool {
        self.variation.is_none() && self.engine_line.is_none()
    }

    /// `n` / `N`: the next or previous marked move of the main line.
    pub(super) fn next_mark(&mut self, forward: bool) {
        let from = self.ply;
        let marked = |k: &usize| self.judgement(*k).is_some_and(|j| j.mark.is_some());
        let found = if forward {
            (from + 1..=self.loaded.game.ply()).find(marked)
        } else {
            (1..from).rev().find(marked)
        };
        match found {
            Some(k) => {
                self.back_to_main_line();
                self.go_to(k);
            }
            None => {
                let text = match (self.has_analysis(), forward) {
                    (false, _) => t!("review-no-analysis-yet"),
                    (true, true) => t!("review-no-mark-after", ply = from),
                    (true, false) => t!("review-no-mark-before", ply = from),
                };
                self.message = Some(Message::Info(text));
            }
        }
    }

    /// A click on the graph: that position of the main line.
    pub(super) fn graph_clicked(&mut self, ply: usize) {
        self.back_to_main_line();
        self.go_to(ply);
    }

    /// Leaves a variation or an engine line for the main line, the board
    /// staying at its move.
    pub(super) fn back_to_main_line(&mut self) {
        if !self.on_main_line() {
            self.variation = None;
            self.engine_line = None;
            self.line_changed();
        }
    }

    /// `b`: the engine's line from the position shown, after the main
    /// line's moves up to it, to step through; `b` again leaves it.
    pub(super) fn show_best_line(&mut self) {
        if let Some((from, _)) = self.engine_line.take() {
            self.line_changed();
            self.go_to(from);
            return;
        }
        if self.variation.is_some() {
            self.message = Some(Message::Refusal(t!("review-best-line-main-only")));
            return;
        }
        let from = self.ply;
        let Some(eval) = self.evaluation(from).filter(|e| !e.pv.is_empty()) else {
            self.message = Some(Message::Refusal(t!("review-no-best-line", ply = from)));
            return;
        };
        let game = &self.loaded.game;
        let fresh = crate::game::Game::new(game.start().clone())
            .with_rules(game.rules())
            .with_move_limit(game.move_limit())
            .with_players(game.players().clone());
        let played = game.moves().iter().take(from).map(|m| m.mv);
        // A line the engine gave beyond what can be played is cut where
        // it stops being legal.
        let mut line = match replay(fresh, played) {
            Ok(g) => g,
            Err(e) => {
                self.message = Some(Message::Refusal(e.to_string()));
                return;
            }
        };
        let mut n = 0;
        for &mv in &eval.pv {
            if line.is_over() || line.play(mv).is_err() {
                break;
            }
            n += 1;
        }
        self.engine_line = Some((from, line));
        self.line_changed();
        self.go_to(from + 1);
        self.message = Some(Message::Info(t!(
            "review-best-line-shown",
            ply = from,
            moves = n
        )));
    }

    /// The engine line on screen: where it starts (moves of the main line
    /// before it).
    pub fn engine_line_from(&self) -> Option<usize> {
        self.engine_line.as_ref().map(|(from, _)| *from)
    }

    /// `K`: the engine line on screen becomes a variation of the record,
    /// from its first move that differs from the main line.
    pub(super) fn keep_best_line(&mut self) {
        let Some((from, line)) = &self.engine_line else {
            self.message = Some(Message::Refusal(t!("review-keep-needs-best-line")));
            return;
        };
        let from = *from;
        let line_moves: Vec<Move> = line.moves().iter().skip(from).map(|m| m.mv).collect();
        let main: Vec<Move> = self
            .loaded
            .game
            .moves()
            .iter()
            .skip(from)
            .map(|m| m.mv)
            .collect();
        let same = line_moves
            .iter()
            .zip(&main)
            .take_while(|(a, b)| a == b)
            .count();
        // A variation replaces a move: one past the game's end has none
        // to replace, and K keeps variations, not more of the game.
        if same == line_moves.len() || same == main.len() {
            self.message = Some(Message::Info(t!("review-keep-nothing-new")));
            return;
        }
        let what = t!("review-the-engine-line");
        self.keep_line(None, from, &line_moves, self.ply, &what);
    }

    /// Keeps `moves` (legal one after another) in the record after move
    /// `from` of `line`, and shows the line holding them with the board at
    /// move `at`. The tree places them: it steps along the line, follows a
    /// variation holding the same moves, or branches where they differ.
    /// `what` names the moves in what the status bar says.
    pub(super) fn keep_line(
        &mut self,
        line: Option<usize>,
        from: usize,
        moves: &[Move],
        at: usize,
        what: &str,
    ) {
        if moves.is_empty() {
            self.message = Some(Message::Info(t!("review-keep-empty", what = what)));
            return;
        }
        let Some(kept) = self.keep_moves(line, from, moves, t!("review-keeping", what = what))
        else {
            return;
        };
        self.show_line(kept.line, at);
        let name = match kept.line {
            None => t!("review-the-main-line"),
            Some(i) => t!("review-variation", number = i + 1),
        };
        self.message = Some(Message::Info(match kept.new_from {
            None => t!("review-kept-already", what = what, line = name),
            Some(ply) => t!("review-kept", what = what, line = name, ply = ply),
        }));
    }

    /// The file's name without its folder.
    pub fn file_name(&self) -> String {
        self.source.file_name().map_or_else(
            || self.source.display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        )
    }
}

impl ReviewScreen {
    /// `Q`: the next-move quiz (次の一手) on the main line's `??` moves
    /// where the engine's move kept a clear win.
    pub(super) fn quiz(&mut self) -> Flow {
        let game = &self.loaded.game;
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        let found = crate::analysis::better_move::from_analysis(
            game.start_position(),
            &moves,
            &self.analysis.evals,
        );
        let title = self.source.file_name().map_or_else(
            || t!("review-this-game"),
            |n| n.to_string_lossy().into_owned(),
        );
        match crate::tui::pages::quiz::QuizScreen::new(found, title) {
            Some(page) => Flow::open(crate::tui::pages::quiz::QuizSession::new(page)),
            None => {
                let analysed = self.analysis.evals.iter().any(Option::is_some);
                self.message = Some(Message::Info(if analysed {
                    t!("review-quiz-none")
                } else {
                    t!("review-quiz-analyse-first")
                }));
                Flow::Stay
            }
        }
    }
}
