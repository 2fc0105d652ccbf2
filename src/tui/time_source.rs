//! Where the interface reads the time for the game clocks: the system's
//! monotonic clock, or a hand-moved one in tests, so that a test of a flag
//! falling after 30 seconds takes no time at all.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

#[derive(Clone, Debug, Default)]
pub enum Now {
    #[default]
    System,
    /// A test's clock: stands still until moved.
    Manual(Arc<Mutex<Instant>>),
}

impl Now {
    /// A clock that stands still at the present moment until `advance`d.
    pub fn manual() -> Now {
        Now::Manual(Arc::new(Mutex::new(Instant::now())))
    }

    pub fn get(&self) -> Instant {
        match self {
            Now::System => Instant::now(),
            Now::Manual(t) => *t.lock().unwrap_or_else(PoisonError::into_inner),
        }
    }

    /// Moves a manual clock on; the system's cannot be moved.
    pub fn advance(&self, by: Duration) {
        if let Now::Manual(t) = self {
            let mut t = t.lock().unwrap_or_else(PoisonError::into_inner);
            *t += by;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_its_copies_follow() {
        let now = Now::manual();
        let copy = now.clone();
        let t0 = now.get();
        assert_eq!(copy.get(), t0);
        now.advance(Duration::from_secs(30));
        assert_eq!(copy.get(), t0 + Duration::from_secs(30));
    }
}
