//! The switches another thread uses to steer a running search: stop now,
//! or stop at a given moment (set late for `ponderhit`); and the count of
//! nodes searched, which the threads of one search read from each other.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const NO_DEADLINE: u64 = u64::MAX;

#[derive(Debug)]
pub struct SearchControl {
    epoch: Instant,
    stop: AtomicBool,
    /// Nanoseconds after `epoch`, or `NO_DEADLINE`.
    deadline: AtomicU64,
    /// Nodes the searches under this control have counted so far (in
    /// steps of the search's polling interval).
    nodes: AtomicU64,
}

impl Default for SearchControl {
    fn default() -> SearchControl {
        SearchControl::new()
    }
}

impl SearchControl {
    pub fn new() -> SearchControl {
        SearchControl {
            epoch: Instant::now(),
            stop: AtomicBool::new(false),
            deadline: AtomicU64::new(NO_DEADLINE),
            nodes: AtomicU64::new(0),
        }
    }

    /// Ends the search at once; it returns the best move found so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The stop flag itself, for the mate solver, which polls one.
    pub(crate) fn stop_flag(&self) -> &AtomicBool {
        &self.stop
    }

    /// Clears the stop flag and the deadline for the next search.
    pub fn reset(&self) {
        self.stop.store(false, Ordering::Relaxed);
        self.deadline.store(NO_DEADLINE, Ordering::Relaxed);
        self.nodes.store(0, Ordering::Relaxed);
    }

    pub(crate) fn count_nodes(&self, n: u64) {
        self.nodes.fetch_add(n, Ordering::Relaxed);
    }

    /// The nodes counted so far, for reports from another thread.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Stop `after` from now (`None`: no time limit).
    pub fn set_deadline_after(&self, after: Option<Duration>) {
        let ns = after.map_or(NO_DEADLINE, |d| {
            let at = self.epoch.elapsed() + d;
            u64::try_from(at.as_nanos()).unwrap_or(NO_DEADLINE - 1)
        });
        self.deadline.store(ns, Ordering::Relaxed);
    }

    /// Sets the deadline unless one is already set (a `ponderhit` may have
    /// set it before the search thread got going).
    pub(crate) fn set_deadline_unless_set(&self, after: Option<Duration>) {
        if let Some(d) = after {
            let at = self.epoch.elapsed() + d;
            let ns = u64::try_from(at.as_nanos()).unwrap_or(NO_DEADLINE - 1);
            let _ = self.deadline.compare_exchange(
                NO_DEADLINE,
                ns,
                Ordering::Relaxed,
                Ordering::Relaxed,
            );
        }
    }

    /// Whether the search should end now: stopped, or out of time.
    #[inline]
    pub fn should_stop(&self) -> bool {
        if self.is_stopped() {
            return true;
        }
        let d = self.deadline.load(Ordering::Relaxed);
        d != NO_DEADLINE && self.epoch.elapsed().as_nanos() >= u128::from(d)
    }

    /// Time left before the deadline, if there is one.
    pub fn time_left(&self) -> Option<Duration> {
        let d = self.deadline.load(Ordering::Relaxed);
        if d == NO_DEADLINE {
            return None;
        }
        Some(Duration::from_nanos(d).saturating_sub(self.epoch.elapsed()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadline_and_stop() {
        let c = SearchControl::new();
        assert!(!c.should_stop());
        c.set_deadline_after(Some(Duration::ZERO));
        assert!(c.should_stop());
        c.reset();
        assert!(!c.should_stop());
        c.set_deadline_after(Some(Duration::from_secs(3600)));
        assert!(!c.should_stop());
        c.stop();
        assert!(c.should_stop());
    }
}
