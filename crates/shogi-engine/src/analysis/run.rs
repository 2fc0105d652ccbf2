//! Analysing the positions of a line on worker threads.
//!
//! Each position gets a short mate search first (so a forced mate the
//! engine's short search might miss is still seen), then, unless a mate
//! was proven, the engine's search. When the move played is not the
//! engine's best, one more search of the position, as long, weighs the two
//! against each other (MultiPV over just those two moves): the move's mark
//! comes from that (see `marks`). Results stream back over a channel in
//! the order they finish, so a screen can show them as they come.
//!
//! The built-in engine runs one search per worker, on different
//! positions. A USI engine is one process given the workers as its
//! threads (`Threads`/`USI_Threads`, when it has either), and analyses
//! the positions in turn (see `usi`).

use super::job::{
    AnalysisError, AnalysisEvent, AnalysisSettings, Cancel, Job, Jobs, PairLines, ToWeigh,
    black_view, mate_first, to_weigh, weigh_with_second_look,
};
use super::marks::Weighing;
use super::usi;
use crate::bot::{Bot, BotConfig, GameHistory, Level, ResignPolicy, SearchLimits};
use shogi_core::game::PlayerKind;
use shogi_core::{Move, Position};
use shogi_records::evaluation::Evaluation;
use std::convert::Infallible;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

/// A running analysis. Dropping it cancels it and waits for its workers.
pub struct Analysis {
    events: Receiver<AnalysisEvent>,
    cancel: Arc<Cancel>,
    workers: Vec<JoinHandle<()>>,
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
                let _ = tx.send(AnalysisEvent::Failed(AnalysisError::NoThread(
                    e.to_string(),
                )));
                false
            }
        }
    }

    /// Stops the analysis now, searches under way included; `Finished`
    /// follows.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }

    /// How many searches (the short mate search or the main one) the
    /// workers have under way: lets a test cancel in the middle of one
    /// instead of guessing when they start.
    pub fn searches_under_way(&self) -> usize {
        self.cancel.under_way()
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
                played: line.get(ply).copied(),
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
        // The workers already share the cores out, a position each.
        threads: 1,
        // The analysis compares scores of moves searched apart: they must
        // not depend on the window (see `BotConfig::razoring`).
        razoring: false,
        ..BotConfig::for_level(Level::MAX)
    });
    loop {
        let Some(job) = jobs.list.get(next.fetch_add(1, Ordering::AcqRel)) else {
            return;
        };
        let Some(eval) = evaluate(&mut bot, job, settings, cancel) else {
            return;
        };
        let weigh = eval.as_ref().and_then(|e| to_weigh(job, e));
        if tx
            .send(AnalysisEvent::Evaluated { ply: job.ply, eval })
            .is_err()
        {
            return;
        }
        let weighing = match weigh {
            None => continue,
            Some(ToWeigh::Known(w)) => Some(w),
            Some(ToWeigh::Search(pair)) => {
                let weighed = weigh_with_second_look(job, settings, |s| {
                    Ok::<_, Infallible>(weigh_pair(&mut bot, job, pair, s, cancel))
                });
                match weighed {
                    Ok(Some(w)) => w,
                    Ok(None) => return,
                    Err(never) => match never {},
                }
            }
        };
        if let Some(weighing) = weighing
            && tx
                .send(AnalysisEvent::Weighed {
                    ply: job.ply,
                    weighing,
                })
                .is_err()
        {
            return;
        }
    }
}

/// The search, as long as the evaluation's, of just the engine's best
/// move and the move played, each line with its exact score: `None` when
/// the analysis was cancelled, `Some(None)` when the search scored not
/// both (it had no time to).
fn weigh_pair(
    bot: &mut Bot,
    job: &Job,
    pair: [Move; 2],
    settings: &AnalysisSettings,
    cancel: &Cancel,
) -> Option<Option<Weighing>> {
    let control = cancel.search()?;
    let limits = SearchLimits {
        root_moves: pair.to_vec(),
        multipv: 2,
        ..limits(settings)
    };
    let side = job.pos.side_to_move();
    let mut lines = PairLines::new(pair);
    bot.think(&job.pos, &job.history, &limits, &control, &mut |info| {
        lines.heard(
            info.depth,
            info.pv.first().copied(),
            black_view(info.score, side),
        );
    });
    if cancel.is_cancelled() {
        return None;
    }
    Some(lines.weighing())
}

/// The bounds of every search of a position.
fn limits(settings: &AnalysisSettings) -> SearchLimits {
    SearchLimits {
        move_time: settings.time,
        nodes: settings.nodes,
        ..SearchLimits::default()
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
    let decision = bot.think(pos, &job.history, &limits(settings), &control, &mut |_| {});
    if cancel.is_cancelled() {
        return None;
    }
    Some(Some(Evaluation {
        score: black_view(decision.score, pos.side_to_move()),
        pv: decision.pv,
        line_only: decision.line_only,
    }))
}
