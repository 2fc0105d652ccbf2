//! Analysing the positions of a line on worker threads.
//!
//! Each position gets a short mate search first (so a forced mate the
//! engine's short search might miss is still seen), then, unless a mate
//! was proven, the engine's search. Results stream back over a channel in
//! the order they finish, so a screen can show them as they come.

use crate::bot::{
    Bot, BotConfig, GameHistory, Level, ResignPolicy, Score, SearchControl, SearchLimits,
};
use crate::game::PlayerKind;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::mate::{self, MateLimits, MateOutcome};
use crate::shogi::{Color, Move, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;
use std::time::Duration;
use thiserror::Error;

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
    /// Positions analysed at once (the built-in engine runs one search per
    /// worker).
    pub workers: usize,
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
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AnalysisError {
    #[error("a human cannot analyse: choose the bot or an engine")]
    NotAnEngine,
    #[error("the analysis engine failed: {0}")]
    Engine(String),
}

/// What the workers report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisEvent {
    /// The position after `ply` moves (0 = the start) is done. `None` when
    /// it has no move left to analyse (mate, or a stalemate-like end).
    Evaluated {
        ply: usize,
        eval: Option<Evaluation>,
    },
    /// Analysis cannot go on; what was reported stands.
    Failed(AnalysisError),
    /// Every requested position is done (or the analysis was cancelled).
    Finished,
}

/// A running analysis. Dropping it cancels it and waits for its workers.
pub struct Analysis {
    events: Receiver<AnalysisEvent>,
    stop: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
}

/// One position to analyse, with the history before it (for repetitions).
struct Job {
    ply: usize,
    pos: Position,
    history: GameHistory,
}

impl Analysis {
    /// Starts analysing the positions after `plies` moves (each at most
    /// `moves.len()`) of the line `moves` from `start`. The moves must be
    /// legal, as a replayed game's are; the line stops at the first that
    /// is not.
    pub fn start(
        start: &Position,
        moves: &[Move],
        plies: &[usize],
        settings: &AnalysisSettings,
    ) -> Analysis {
        let (tx, events) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let jobs = Arc::new(jobs(start, moves, plies));
        let next = Arc::new(AtomicUsize::new(0));
        let running = Arc::new(AtomicUsize::new(settings.workers.max(1)));
        let mut workers = Vec::new();
        for _ in 0..settings.workers.max(1) {
            let (worker_tx, stop, jobs, next, worker_running) = (
                tx.clone(),
                Arc::clone(&stop),
                Arc::clone(&jobs),
                Arc::clone(&next),
                Arc::clone(&running),
            );
            let settings = settings.clone();
            let worker = std::thread::Builder::new()
                .name("shogi-analysis".into())
                // The mate solver recurses deeply.
                .stack_size(16 << 20)
                .spawn(move || {
                    work(&jobs, &next, &settings, &stop, &worker_tx);
                    if worker_running.fetch_sub(1, Ordering::AcqRel) == 1 {
                        let _ = worker_tx.send(AnalysisEvent::Finished);
                    }
                });
            match worker {
                Ok(w) => workers.push(w),
                Err(e) => {
                    let _ = tx.send(AnalysisEvent::Failed(AnalysisError::Engine(format!(
                        "could not start a worker thread: {e}"
                    ))));
                    if running.fetch_sub(1, Ordering::AcqRel) == 1 {
                        let _ = tx.send(AnalysisEvent::Finished);
                    }
                }
            }
        }
        Analysis {
            events,
            stop,
            workers,
        }
    }

    /// Asks the workers to stop soon; `Finished` follows.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Release);
    }

    /// The next event if one is waiting; `None` when none is (or after
    /// the last).
    pub fn try_next(&self) -> Option<AnalysisEvent> {
        self.events.try_recv().ok()
    }

    /// Waits for the next event; `None` once all are taken.
    pub fn next(&self) -> Option<AnalysisEvent> {
        self.events.recv().ok()
    }
}

impl Drop for Analysis {
    fn drop(&mut self) {
        self.cancel();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

fn jobs(start: &Position, moves: &[Move], plies: &[usize]) -> Vec<Job> {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut pos = start.clone();
    positions.push(pos.clone());
    for &mv in moves {
        if pos.check_move(mv).is_err() {
            break;
        }
        pos.do_move(mv);
        positions.push(pos.clone());
    }
    plies
        .iter()
        .filter(|&&ply| ply < positions.len())
        .map(|&ply| {
            let mut history = GameHistory::default();
            for p in &positions[..=ply] {
                history.push(p);
            }
            Job {
                ply,
                pos: positions[ply].clone(),
                history,
            }
        })
        .collect()
}

fn work(
    jobs: &[Job],
    next: &AtomicUsize,
    settings: &AnalysisSettings,
    stop: &Arc<AtomicBool>,
    tx: &Sender<AnalysisEvent>,
) {
    let mut bot = match settings.engine {
        PlayerKind::Bot { .. } => Bot::new(BotConfig {
            hash_mib: 64,
            resign: ResignPolicy::Never,
            ..BotConfig::for_level(Level::MAX)
        }),
        PlayerKind::Human => {
            let _ = tx.send(AnalysisEvent::Failed(AnalysisError::NotAnEngine));
            return;
        }
        // TODO(an-core): USI engines.
        PlayerKind::Engine { .. } => {
            let _ = tx.send(AnalysisEvent::Failed(AnalysisError::Engine(
                "USI engines cannot analyse yet".into(),
            )));
            return;
        }
    };
    while !stop.load(Ordering::Acquire) {
        let Some(job) = jobs.get(next.fetch_add(1, Ordering::AcqRel)) else {
            return;
        };
        let eval = evaluate(&mut bot, job, settings, stop);
        if stop.load(Ordering::Acquire) {
            // A search cut short by a cancel is not an answer.
            return;
        }
        if tx
            .send(AnalysisEvent::Evaluated { ply: job.ply, eval })
            .is_err()
        {
            return;
        }
    }
}

fn evaluate(
    bot: &mut Bot,
    job: &Job,
    settings: &AnalysisSettings,
    stop: &Arc<AtomicBool>,
) -> Option<Evaluation> {
    let pos = &job.pos;
    if pos.legal_moves().is_empty() {
        return None;
    }
    let side = pos.side_to_move();
    let limits = MateLimits {
        nodes: Some(settings.mate_nodes),
        time: settings.time.map(|t| t / 4),
        table_mb: 16,
    };
    if let MateOutcome::Mate(line) = mate::solve(pos, &limits, stop).outcome {
        return Some(Evaluation {
            score: black_view(Score::Mate(line.len() as i32), side),
            pv: line,
        });
    }
    let control = SearchControl::new();
    let limits = SearchLimits {
        move_time: settings.time,
        nodes: settings.nodes,
        ..SearchLimits::default()
    };
    let decision = bot.think(pos, &job.history, &limits, &control, &mut |_| {});
    Some(Evaluation {
        score: black_view(decision.score, side),
        pv: decision.pv,
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
