//! Analysing the positions of a line on worker threads.
//!
//! Each position gets a short mate search first (so a forced mate the
//! engine's short search might miss is still seen), then, unless a mate
//! was proven, the engine's search. Results stream back over a channel in
//! the order they finish, so a screen can show them as they come.
//!
//! The built-in engine runs one search per worker, on different
//! positions. A USI engine is one process given the workers as its
//! threads (`Threads`/`USI_Threads`, when it has either), and analyses
//! the positions in turn (see `usi`).

use super::usi;
use crate::bot::{
    Bot, BotConfig, GameHistory, Level, ResignPolicy, Score, SearchControl, SearchLimits,
};
use crate::game::PlayerKind;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::mate::{self, MateLimits, MateOutcome};
use crate::shogi::{Color, Move, Position};
use crate::usi::Timeouts;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
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
    /// it has no move left to analyse (mate, or a stalemate-like end), or
    /// when a USI engine answered without a score.
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
    cancel: Arc<Cancel>,
    workers: Vec<JoinHandle<()>>,
}

/// The positions to analyse.
pub(super) struct Jobs {
    /// Where the line starts, and its moves up to the first illegal one.
    pub start: Position,
    pub moves: Vec<Move>,
    pub list: Vec<Job>,
}

/// One position to analyse, with the history before it (for repetitions).
pub(super) struct Job {
    pub ply: usize,
    pub pos: Position,
    pub history: GameHistory,
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
        let cancel = Arc::new(Cancel::default());
        let jobs = Arc::new(jobs(start, moves, plies));
        let mut analysis = Analysis {
            events,
            cancel,
            workers: Vec::new(),
        };
        match &settings.engine {
            PlayerKind::Human => {
                let _ = tx.send(AnalysisEvent::Failed(AnalysisError::NotAnEngine));
                let _ = tx.send(AnalysisEvent::Finished);
            }
            PlayerKind::Bot { .. } => analysis.spawn_bots(&jobs, settings, &tx),
            PlayerKind::Engine { command } => {
                let (command, settings) = (command.clone(), settings.clone());
                let (cancel, worker_tx) = (Arc::clone(&analysis.cancel), tx.clone());
                let started = analysis.spawn(&tx, move || {
                    usi::work(&command, &jobs, &settings, &cancel, &worker_tx);
                });
                if !started {
                    let _ = tx.send(AnalysisEvent::Finished);
                }
            }
        }
        analysis
    }

    /// One built-in engine per worker, taking positions from a shared list.
    fn spawn_bots(
        &mut self,
        jobs: &Arc<Jobs>,
        settings: &AnalysisSettings,
        tx: &Sender<AnalysisEvent>,
    ) {
        let workers = settings.workers.max(1);
        let next = Arc::new(AtomicUsize::new(0));
        // The last worker to end says `Finished`.
        let running = Arc::new(AtomicUsize::new(workers));
        let last_one_ends = |running: &AtomicUsize, tx: &Sender<AnalysisEvent>| {
            if running.fetch_sub(1, Ordering::AcqRel) == 1 {
                let _ = tx.send(AnalysisEvent::Finished);
            }
        };
        for _ in 0..workers {
            let (worker_tx, cancel, jobs, next, worker_running) = (
                tx.clone(),
                Arc::clone(&self.cancel),
                Arc::clone(jobs),
                Arc::clone(&next),
                Arc::clone(&running),
            );
            let settings = settings.clone();
            let started = self.spawn(tx, move || {
                work(&jobs, &next, &settings, &cancel, &worker_tx);
                last_one_ends(&worker_running, &worker_tx);
            });
            if !started {
                last_one_ends(&running, tx);
            }
        }
    }

    /// Starts a worker thread, or says why not (and returns false).
    fn spawn(&mut self, tx: &Sender<AnalysisEvent>, work: impl FnOnce() + Send + 'static) -> bool {
        let worker = std::thread::Builder::new()
            .name("shogi-analysis".into())
            // The mate solver recurses deeply.
            .stack_size(16 << 20)
            .spawn(work);
        match worker {
            Ok(w) => {
                self.workers.push(w);
                true
            }
            Err(e) => {
                let _ = tx.send(AnalysisEvent::Failed(AnalysisError::Engine(format!(
                    "could not start a worker thread: {e}"
                ))));
                false
            }
        }
    }

    /// Stops the analysis now, searches under way included; `Finished`
    /// follows.
    pub fn cancel(&self) {
        self.cancel.cancel();
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

fn jobs(start: &Position, moves: &[Move], plies: &[usize]) -> Jobs {
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut pos = start.clone();
    positions.push(pos.clone());
    let mut line = Vec::with_capacity(moves.len());
    for &mv in moves {
        if pos.check_move(mv).is_err() {
            break;
        }
        pos.do_move(mv);
        positions.push(pos.clone());
        line.push(mv);
    }
    let list = plies
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
        .collect();
    Jobs {
        start: start.clone(),
        moves: line,
        list,
    }
}

fn work(
    jobs: &Jobs,
    next: &AtomicUsize,
    settings: &AnalysisSettings,
    cancel: &Cancel,
    tx: &Sender<AnalysisEvent>,
) {
    let mut bot = Bot::new(BotConfig {
        hash_mib: 64,
        resign: ResignPolicy::Never,
        ..BotConfig::for_level(Level::MAX)
    });
    loop {
        let Some(job) = jobs.list.get(next.fetch_add(1, Ordering::AcqRel)) else {
            return;
        };
        let Some(eval) = evaluate(&mut bot, job, settings, cancel) else {
            return;
        };
        if tx
            .send(AnalysisEvent::Evaluated { ply: job.ply, eval })
            .is_err()
        {
            return;
        }
    }
}

/// The built-in engine's evaluation of a job's position; `None` when the
/// analysis was cancelled (a search cut short is not an answer).
fn evaluate(
    bot: &mut Bot,
    job: &Job,
    settings: &AnalysisSettings,
    cancel: &Cancel,
) -> Option<Option<Evaluation>> {
    let pos = &job.pos;
    if pos.legal_moves().is_empty() {
        return (!cancel.is_cancelled()).then_some(None);
    }
    if let Some(mate) = mate_first(pos, settings, cancel)? {
        return Some(Some(mate));
    }
    let control = cancel.search()?;
    let limits = SearchLimits {
        move_time: settings.time,
        nodes: settings.nodes,
        ..SearchLimits::default()
    };
    let decision = bot.think(pos, &job.history, &limits, &control, &mut |_| {});
    if cancel.is_cancelled() {
        return None;
    }
    Some(Some(Evaluation {
        score: black_view(decision.score, pos.side_to_move()),
        pv: decision.pv,
    }))
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
    };
    let outcome = mate::solve(pos, &limits, control.stop_flag()).outcome;
    if cancel.is_cancelled() {
        return None;
    }
    Some(match outcome {
        MateOutcome::Mate(line) => Some(Evaluation {
            score: black_view(Score::Mate(line.len() as i32), pos.side_to_move()),
            pv: line,
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
