//! `BotHandle`: a bot thinking on a thread of its own, so that a UI stays
//! responsive. Requests go in through `think`; progress and the answer
//! come back as `BotEvent`s on a channel (or to a callback).

use super::control::SearchControl;
use super::history::GameHistory;
use super::think::{Bot, BotConfig, Decision, SearchInfo};
use super::time::SearchLimits;
use shogi_core::Position;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Identifies one `think` request, so that a late answer to a request the
/// UI has since abandoned (after an undo, say) can be recognised.
pub type RequestId = u64;

/// What the thinking thread reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BotEvent {
    /// An iteration finished: depth, score, best line so far.
    Info { id: RequestId, info: SearchInfo },
    /// The answer to request `id`.
    Done { id: RequestId, decision: Decision },
    /// The search failed unexpectedly (a bug); the game should not wait.
    Failed { id: RequestId, message: String },
}

enum Job {
    Think {
        id: RequestId,
        position: Box<Position>,
        history: GameHistory,
        limits: SearchLimits,
        control: Arc<SearchControl>,
    },
    Configure(BotConfig),
    NewGame,
}

pub struct BotHandle {
    jobs: Option<Sender<Job>>,
    current: Mutex<Arc<SearchControl>>,
    next_id: AtomicU64,
    thinking: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl BotHandle {
    /// Starts the thread; events arrive on the returned receiver.
    pub fn spawn(config: BotConfig) -> (BotHandle, Receiver<BotEvent>) {
        let (tx, rx) = channel();
        let handle = BotHandle::spawn_with(config, move |e| {
            // The receiver may be gone when the UI has moved on.
            let _ = tx.send(e);
        });
        (handle, rx)
    }

    /// Starts the thread; `sink` is called on it with every event.
    pub fn spawn_with(
        config: BotConfig,
        mut sink: impl FnMut(BotEvent) + Send + 'static,
    ) -> BotHandle {
        let (jobs, inbox) = channel::<Job>();
        let thinking = Arc::new(AtomicBool::new(false));
        let busy = Arc::clone(&thinking);
        let thread = std::thread::Builder::new()
            .name("shogi-bot".into())
            .spawn(move || {
                let mut bot = Bot::new(config);
                while let Ok(job) = inbox.recv() {
                    match job {
                        Job::Think {
                            id,
                            position,
                            history,
                            limits,
                            control,
                        } => {
                            let outcome = catch_unwind(AssertUnwindSafe(|| {
                                bot.think(&position, &history, &limits, &control, &mut |info| {
                                    sink(BotEvent::Info {
                                        id,
                                        info: info.clone(),
                                    })
                                })
                            }));
                            busy.store(false, Ordering::Release);
                            match outcome {
                                Ok(decision) => sink(BotEvent::Done { id, decision }),
                                Err(_) => {
                                    // The tables may be half written: start afresh.
                                    bot = Bot::new(bot.config().clone());
                                    sink(BotEvent::Failed {
                                        id,
                                        message: "the bot's search failed".into(),
                                    });
                                }
                            }
                        }
                        Job::Configure(c) => bot.set_config(c),
                        Job::NewGame => bot.new_game(),
                    }
                }
            })
            .ok();
        BotHandle {
            jobs: Some(jobs),
            current: Mutex::new(Arc::new(SearchControl::new())),
            next_id: AtomicU64::new(1),
            thinking,
            thread,
        }
    }

    fn send(&self, job: Job) -> bool {
        self.thread.is_some() && self.jobs.as_ref().is_some_and(|j| j.send(job).is_ok())
    }

    fn control(&self) -> Arc<SearchControl> {
        let guard = self.current.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(&guard)
    }

    /// Starts thinking about `position` (the last position of `history`),
    /// stopping any search still running. Returns the request's id, or
    /// `None` if the thread could not be started.
    pub fn think(
        &self,
        position: Position,
        history: GameHistory,
        limits: SearchLimits,
    ) -> Option<RequestId> {
        let control = Arc::new(SearchControl::new());
        {
            let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
            current.stop();
            *current = Arc::clone(&control);
        }
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        self.thinking.store(true, Ordering::Release);
        let sent = self.send(Job::Think {
            id,
            position: Box::new(position),
            history,
            limits,
            control,
        });
        if !sent {
            self.thinking.store(false, Ordering::Release);
        }
        sent.then_some(id)
    }

    /// Ends the current search at once; its `Done` event follows promptly
    /// with the best move found so far.
    pub fn stop(&self) {
        self.control().stop();
    }

    /// Lets the current search run for `after` more from now (or without a
    /// limit), e.g. when a pondering search becomes the real one.
    pub fn set_deadline_after(&self, after: Option<std::time::Duration>) {
        self.control().set_deadline_after(after);
    }

    /// Whether a search is running (or queued).
    pub fn is_thinking(&self) -> bool {
        self.thinking.load(Ordering::Acquire)
    }

    /// New settings, applied before the next search.
    pub fn configure(&self, config: BotConfig) {
        self.send(Job::Configure(config));
    }

    /// Clears what the bot learnt in the last game.
    pub fn new_game(&self) {
        self.send(Job::NewGame);
    }
}

impl Drop for BotHandle {
    fn drop(&mut self) {
        self.stop();
        // Closing the channel ends the thread's loop.
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
