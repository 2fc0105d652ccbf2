//! What an analysis is asked and what it answers, and the pieces of one
//! job that both engines share: the positions to analyse, the cancel flag,
//! the short mate search each position gets first, and the reading of the
//! search that weighs the move played against the engine's best. The
//! built-in workers (`run`) and the USI engine (`usi`) both take them from
//! here.

use super::marks::{Weighing, judge};
use crate::bot::{GameHistory, Level, Score, SearchControl};
use crate::mate::{self, MateLimits, MateOutcome};
use crate::usi::{EngineError, Timeouts};
use shogi_core::game::PlayerKind;
use shogi_core::{Color, Move, Position};
use shogi_records::evaluation::{EvalScore, Evaluation};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How hard to look at each position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisSettings {
    /// Who analyses: `PlayerKind::Bot` (its level is ignored: analysis is
    /// always at full strength) or `PlayerKind::Engine`.
    pub engine: PlayerKind,
    /// Time per position (`None` with `nodes` set: nodes only).
    pub time: Option<Duration>,
    /// Nodes per position.
    pub nodes: Option<u64>,
    /// Nodes for the mate search run on every position first.
    pub mate_nodes: u64,
    /// Cores to use: positions analysed at once by the built-in engine,
    /// or the threads a USI engine is offered.
    pub workers: usize,
    /// How long a USI engine may take to start and to answer.
    pub timeouts: Timeouts,
}

impl Default for AnalysisSettings {
    fn default() -> AnalysisSettings {
        AnalysisSettings {
            engine: PlayerKind::Bot {
                level: Level::MAX.number(),
            },
            time: Some(Duration::from_millis(500)),
            nodes: None,
            mate_nodes: 30_000,
            workers: 2,
            timeouts: Timeouts::default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("a human cannot analyse: choose the bot or an engine")]
    NotAnEngine,
    #[error("the analysis engine failed: {0}")]
    Engine(EngineError),
    /// The system's own words.
    #[error("the analysis engine failed: could not start a worker thread: {0}")]
    NoThread(String),
}

/// What the workers report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisEvent {
    /// The position after `ply` moves (0 = the start) is done. `None` when
    /// it has no move left to analyse (mate, or a stalemate-like end), or
    /// when a USI engine answered without a score.
    Evaluated {
        ply: usize,
        eval: Option<Evaluation>,
    },
    /// The move played from the position after `ply` moves, weighed
    /// against the engine's best move there in one search. Follows that
    /// position's `Evaluated`; not sent when the engine cannot weigh
    /// (a USI engine without MultiPV).
    Weighed { ply: usize, weighing: Weighing },
    /// Analysis cannot go on; what was reported stands.
    Failed(AnalysisError),
    /// Every requested position is done (or the analysis was cancelled).
    Finished,
}

/// The positions to analyse.
pub(super) struct Jobs {
    /// Where the line starts, and its moves up to the first illegal one.
    pub start: Position,
    pub moves: Vec<Move>,
    pub list: Vec<Job>,
}

/// One position to analyse, with the history before it (for repetitions)
/// and the move played from it, if the line goes on.
pub(super) struct Job {
    pub ply: usize,
    pub pos: Position,
    pub history: GameHistory,
    pub played: Option<Move>,
}

/// How the move played from a job's position is weighed.
pub(super) enum ToWeigh {
    /// It is the engine's best: the evaluation itself weighs it.
    Known(Weighing),
    /// A search of the engine's best move and the move played, alike.
    Search([Move; 2]),
}

/// How to weigh the move played from `job`'s position, evaluated `eval`;
/// `None` when there is no move played or no best move to weigh it with.
pub(super) fn to_weigh(job: &Job, eval: &Evaluation) -> Option<ToWeigh> {
    let played = job.played?;
    let best = *eval.pv.first()?;
    Some(if best == played {
        ToWeigh::Known(Weighing {
            best: eval.score,
            played: eval.score,
        })
    } else {
        ToWeigh::Search([best, played])
    })
}

/// How many times longer than the first the second look at a marked move
/// searches: about two plies deeper. A shallow search's score swings by
/// more than a mark's width from one depth to the next, and a mark is a
/// claim a player acts on, so the claim is checked before it is made.
pub const SECOND_LOOK: u32 = 4;

/// The settings of the second look: the same engine and cores, each
/// bound (time, nodes) `SECOND_LOOK` times as long.
pub(super) fn second_look(settings: &AnalysisSettings) -> AnalysisSettings {
    AnalysisSettings {
        time: settings.time.map(|t| t * SECOND_LOOK),
        nodes: settings
            .nodes
            .map(|n| n.saturating_mul(u64::from(SECOND_LOOK))),
        ..settings.clone()
    }
}

/// Weighs a job's move played, and weighs it again, longer, when the
/// first weighing marks it: the longer look's weighing stands (it may
/// keep the mark, change it or clear it), unless it scored not both
/// moves. `weigh` searches with the settings it is given, answering as
/// `weigh_pair` does: `None` when cancelled, `Some(None)` when the
/// search scored not both moves.
pub(super) fn weigh_with_second_look<E>(
    job: &Job,
    settings: &AnalysisSettings,
    mut weigh: impl FnMut(&AnalysisSettings) -> Result<Option<Option<Weighing>>, E>,
) -> Result<Option<Option<Weighing>>, E> {
    let Some(first) = weigh(settings)? else {
        return Ok(None);
    };
    let Some(w) = first else {
        return Ok(Some(None));
    };
    if judge(w.best, w.played, job.pos.side_to_move())
        .mark
        .is_none()
    {
        return Ok(Some(Some(w)));
    }
    Ok(weigh(&second_look(settings))?.map(|longer| longer.or(Some(w))))
}

/// The lines of a search over the pair of moves, as they come: the last
/// depth at which both were scored gives the weighing. Lines are told
/// apart by their first move, not their number, which engines count in
/// their own ways. A USI client may hear only each line's newest word
/// (its inbox keeps one `info` per line while they wait to be read), and
/// the last, stopped iteration of a search reports its first line alone:
/// then no depth has both, and each move's newest score stands.
pub(super) struct PairLines {
    pair: [Move; 2],
    depth: u32,
    scores: [Option<EvalScore>; 2],
    done: Option<Weighing>,
    newest: [Option<EvalScore>; 2],
}

impl PairLines {
    pub fn new(pair: [Move; 2]) -> PairLines {
        PairLines {
            pair,
            depth: 0,
            scores: [None; 2],
            done: None,
            newest: [None; 2],
        }
    }

    /// A line of depth `depth` starting with `first`, scored `score`
    /// (Black's point of view).
    pub fn heard(&mut self, depth: u32, first: Option<Move>, score: EvalScore) {
        let Some(k) = self.pair.iter().position(|&m| Some(m) == first) else {
            return;
        };
        if depth != self.depth {
            self.depth = depth;
            self.scores = [None; 2];
        }
        self.scores[k] = Some(score);
        self.newest[k] = Some(score);
        if let [Some(best), Some(played)] = self.scores {
            self.done = Some(Weighing { best, played });
        }
    }

    /// Both moves' scores from the last depth that gave both, else each
    /// move's newest.
    pub fn weighing(&self) -> Option<Weighing> {
        self.done.or(match self.newest {
            [Some(best), Some(played)] => Some(Weighing { best, played }),
            _ => None,
        })
    }
}

/// The cancel flag, and the searches running, which a cancel stops at once
/// instead of letting them use up their time.
#[derive(Default)]
pub(super) struct Cancel {
    cancelled: AtomicBool,
    running: Mutex<Vec<Arc<SearchControl>>>,
}

impl Cancel {
    pub fn cancel(&self) {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        self.cancelled.store(true, Ordering::Release);
        for control in running.drain(..) {
            control.stop();
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Acquire)
    }

    /// How many searches are under way (their controls still held).
    pub fn under_way(&self) -> usize {
        let running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        running.iter().filter(|c| Arc::strong_count(c) > 1).count()
    }

    /// A control for one more search, stopped by a cancel; `None` once
    /// cancelled. (The lock orders it with `cancel`: a search starts
    /// either before a cancel, which then stops it, or not at all.)
    pub fn search(&self) -> Option<Arc<SearchControl>> {
        let mut running = self.running.lock().unwrap_or_else(|e| e.into_inner());
        if self.is_cancelled() {
            return None;
        }
        // Searches nobody holds any more are over.
        running.retain(|c| Arc::strong_count(c) > 1);
        let control = Arc::new(SearchControl::new());
        running.push(Arc::clone(&control));
        Some(control)
    }
}

/// The short mate search every position gets first: `Some(Some(_))` with
/// a mate found, `Some(None)` without, `None` when cancelled.
pub(super) fn mate_first(
    pos: &Position,
    settings: &AnalysisSettings,
    cancel: &Cancel,
) -> Option<Option<Evaluation>> {
    let control = cancel.search()?;
    let limits = MateLimits {
        nodes: Some(settings.mate_nodes),
        time: settings.time.map(|t| t / 4),
        table_mb: 16,
        exact_line: crate::mate::EXACT_LINE,
    };
    let report = mate::solve(pos, &limits, control.stop_flag());
    if cancel.is_cancelled() {
        return None;
    }
    Some(match report.outcome {
        MateOutcome::Mate(line) => Some(Evaluation {
            score: black_view(Score::Mate(line.len() as i32), pos.side_to_move()),
            pv: line,
            line_only: !report.shortest,
        }),
        _ => None,
    })
}

/// A search's score (the side to move's view) from Black's point of view.
pub fn black_view(score: Score, side: Color) -> EvalScore {
    let sign = match side {
        Color::Black => 1,
        Color::White => -1,
    };
    match score {
        Score::Cp(cp) => EvalScore::Cp(sign * cp),
        Score::Mate(n) => EvalScore::Mate(sign * n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use EvalScore::Cp;

    fn pair() -> PairLines {
        let mv = |usi| Move::from_usi(usi).unwrap();
        PairLines::new([mv("7g7f"), mv("2g2f")])
    }

    /// The start position with Black's 7g7f played from it.
    fn job() -> Job {
        let pos = Position::startpos();
        let mut history = GameHistory::default();
        history.push(&pos);
        Job {
            ply: 0,
            pos,
            history,
            played: Move::from_usi("7g7f").ok(),
        }
    }

    /// What `weigh_with_second_look` makes of the searches answering
    /// `answers` in turn: its result and the settings each search got.
    fn looks(
        answers: Vec<Option<Option<Weighing>>>,
    ) -> (Option<Option<Weighing>>, Vec<AnalysisSettings>) {
        let settings = AnalysisSettings {
            nodes: Some(100_000),
            ..AnalysisSettings::default()
        };
        let mut answers = answers.into_iter();
        let mut asked = Vec::new();
        let got = weigh_with_second_look(&job(), &settings, |s| {
            asked.push(s.clone());
            Ok::<_, ()>(answers.next().expect("asked once too often"))
        });
        (got.unwrap_or(None), asked)
    }

    const fn w(best: i32, played: i32) -> Weighing {
        Weighing {
            best: Cp(best),
            played: Cp(played),
        }
    }

    #[test]
    fn an_unmarked_move_gets_one_look() {
        // 30 against 20: a point of winning chance, no mark.
        let (got, asked) = looks(vec![Some(Some(w(30, 20)))]);
        assert_eq!(got, Some(Some(w(30, 20))));
        assert_eq!(asked.len(), 1);
        // A search that scored not both moves marks nothing to look at.
        let (got, asked) = looks(vec![Some(None)]);
        assert_eq!((got, asked.len()), (Some(None), 1));
    }

    #[test]
    fn a_marked_move_is_weighed_again_four_times_as_long_and_that_stands() {
        // +300 to -300 for Black: 24 points of winning chance, a `?`.
        assert!(judge(Cp(300), Cp(-300), Color::Black).mark.is_some());
        let (got, asked) = looks(vec![Some(Some(w(300, -300))), Some(Some(w(120, 100)))]);
        assert_eq!(
            got,
            Some(Some(w(120, 100))),
            "the longer look clears the mark"
        );
        let bounds: Vec<_> = asked.iter().map(|s| (s.time, s.nodes)).collect();
        let first = asked[0].time.expect("the default budget is a time");
        assert_eq!(
            bounds,
            [
                (Some(first), Some(100_000)),
                (
                    Some(first * SECOND_LOOK),
                    Some(100_000 * u64::from(SECOND_LOOK))
                )
            ]
        );
        assert_eq!(asked[1].engine, asked[0].engine);
        // It may as well keep the mark or make it worse.
        let (got, _) = looks(vec![Some(Some(w(300, -300))), Some(Some(w(400, -900)))]);
        assert_eq!(got, Some(Some(w(400, -900))));
    }

    #[test]
    fn a_second_look_that_scores_not_both_leaves_the_first_and_a_cancel_ends_it() {
        let (got, _) = looks(vec![Some(Some(w(300, -300))), Some(None)]);
        assert_eq!(got, Some(Some(w(300, -300))));
        let (got, asked) = looks(vec![Some(Some(w(300, -300))), None]);
        assert_eq!(
            (got, asked.len()),
            (None, 2),
            "cancelled during the second look"
        );
    }

    #[test]
    fn the_deepest_iteration_that_scored_both_moves_weighs_them() {
        let best = Move::from_usi("7g7f").ok();
        let played = Move::from_usi("2g2f").ok();
        let mut lines = pair();
        assert_eq!(lines.weighing(), None);
        lines.heard(1, best, Cp(50));
        lines.heard(1, played, Cp(40));
        lines.heard(2, played, Cp(60));
        lines.heard(2, best, Cp(30));
        // A line that is neither move is not theirs.
        lines.heard(2, Move::from_usi("1g1f").ok(), Cp(-500));
        // Stopped in depth 3 after the first line.
        lines.heard(3, best, Cp(90));
        let w = Weighing {
            best: Cp(30),
            played: Cp(60),
        };
        assert_eq!(lines.weighing(), Some(w));
    }

    #[test]
    fn without_a_depth_that_scored_both_each_move_s_newest_score_stands() {
        // What a USI client hears when its inbox kept each line's newest.
        let mut lines = pair();
        lines.heard(7, Move::from_usi("2g2f").ok(), Cp(10));
        assert_eq!(lines.weighing(), None, "one move is no weighing");
        lines.heard(8, Move::from_usi("7g7f").ok(), Cp(70));
        let w = Weighing {
            best: Cp(70),
            played: Cp(10),
        };
        assert_eq!(lines.weighing(), Some(w));
    }
}
