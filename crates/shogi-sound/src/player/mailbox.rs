//! What the handle and the sound thread share: the mailbox of orders
//! (cues, a plan, the volume, quit) the handle fills and the thread
//! empties before each chunk, and what the thread reports back (a
//! failure, a call to the output under way, the latency figures).

use crate::count::{Voice, Word};
use crate::cue::Cue;
use crate::error::SoundError;
use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

pub(super) struct Shared {
    pub(super) mailbox: Mutex<Mailbox>,
    /// Wakes the thread while it waits with the device closed.
    pub(super) wake: Condvar,
}

#[derive(Default)]
pub(super) struct Mailbox {
    pub(super) cues: VecDeque<(Instant, Cue)>,
    /// A plan to replace the one under way.
    pub(super) plan: Option<Vec<(Instant, Dated)>>,
    pub(super) volume: u8,
    pub(super) quit: bool,
    pub(super) failure: Option<SoundError>,
    /// Since when the thread is inside a call to the output (opening,
    /// writing, closing): one that does not return is a hung output.
    pub(super) busy_since: Option<Instant>,
    pub(super) cue_latency: VecDeque<Duration>,
    pub(super) word_latency: VecDeque<f64>,
}

/// What a plan says at a moment: a word, or (for measuring) a cue.
#[derive(Clone, Copy, Debug)]
pub(super) enum Dated {
    Word(Voice, Word),
    Cue(Cue),
}

impl Shared {
    pub(super) fn mailbox(&self) -> MutexGuard<'_, Mailbox> {
        // A panic while holding the lock leaves plain data, still usable.
        self.mailbox.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Makes a call to the output, marked as under way while it lasts.
    pub(super) fn in_device<T>(&self, call: impl FnOnce() -> T) -> T {
        self.mailbox().busy_since = Some(Instant::now());
        let result = call();
        self.mailbox().busy_since = None;
        result
    }
}
