//! The engine's evaluations of a review's main line and the marks they
//! give its moves: the data the review page keeps, apart from the page's
//! analysis keys (analysis.rs) and its drawing (analysis_view.rs), which
//! take it without importing each other or the page.

use crate::analysis::{AnalysisSettings, Judgement, Line, Weighing, judge_line};
use crate::game::Game;
use crate::kifu::evaluation::Evaluation;
use crate::shogi::Move;
use std::time::{Duration, Instant};

/// The analysis of the main line a review shows.
#[derive(Clone, Debug)]
pub struct ReviewAnalysis {
    /// Who analyses and how hard (`review --engine`, `--analysis-seconds`).
    pub settings: AnalysisSettings,
    /// Per position of the main line (0 = the start): the record's own
    /// evaluations, then what analyses reported.
    pub(super) evals: Vec<Option<Evaluation>>,
    /// Per position: the move played from it weighed against the engine's
    /// best there, as analyses reported (records keep no weighings).
    pub(super) weighings: Vec<Option<Weighing>>,
    /// Per move (index 0 = move 1), from `evals` and `weighings`.
    pub(super) judgements: Vec<Option<Judgement>>,
    /// Positions an analysis of this review reported on, with or without
    /// an evaluation (a position with no move left has none).
    pub(super) reported: Vec<bool>,
    pub(super) run: Option<Run>,
    /// What the last run reported, not yet stored in the record.
    pub(super) fresh: Vec<Option<Evaluation>>,
}

/// An analysis under way, as far as the page knows it.
#[derive(Clone, Debug)]
pub(super) struct Run {
    pub(super) total: usize,
    pub(super) done: usize,
    pub(super) started: Instant,
    /// When the last report came.
    pub(super) now: Instant,
}

/// How far the analysis under way is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
    /// From the rate so far; `None` before the first position is done.
    pub left: Option<Duration>,
}

impl ReviewAnalysis {
    /// The analysis of `game`'s main line, evaluated `evals`.
    pub(super) fn new(evals: Vec<Option<Evaluation>>, game: &Game) -> ReviewAnalysis {
        let n = evals.len();
        let mut a = ReviewAnalysis {
            settings: AnalysisSettings::default(),
            evals,
            weighings: vec![None; n],
            judgements: Vec::new(),
            reported: vec![false; n],
            run: None,
            fresh: vec![None; n],
        };
        a.rejudge(game);
        a
    }

    /// Judges the moves of `game`, the main line, again from what is
    /// known now.
    pub(super) fn rejudge(&mut self, game: &Game) {
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        self.judgements = judge_line(Line {
            first: game.start_position().side_to_move(),
            moves: &moves,
            evals: &self.evals,
            weighings: &self.weighings,
        });
    }
}
