//! When a drill comes back: SM-2, the SuperMemo 2 algorithm (Woźniak,
//! 1990), as Anki and most flash-card programs began with.
//!
//! A drill answers right or wrong, so of SM-2's six grades two are used:
//! 4 for a right answer (the move found, or one as good) and 1 for a
//! wrong one. With its published constants:
//! - the ease starts at 2.5, never falls below 1.3, and changes by
//!   `0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)`: unchanged by a right
//!   answer (q = 4), down 0.54 by a wrong one (q = 1);
//! - a right answer's next interval is 1 day the first time, 6 days the
//!   second, then the last interval times the ease, rounded;
//! - a wrong answer starts the repetitions again: due the next day.
//!
//! Days are whole days since 1970-01-01 in UTC, so two machines (and two
//! instances) agree on "today" whatever their zones.

use serde::{Deserialize, Serialize};

/// A day number: days since 1970-01-01 (UTC).
pub type Day = u32;

/// SM-2's starting ease.
pub const START_EASE: f64 = 2.5;
/// SM-2's lowest ease: a drill failed often still spaces out.
pub const MIN_EASE: f64 = 1.3;
/// The grade a right answer gets.
pub const RIGHT: u8 = 4;
/// The grade a wrong answer gets.
pub const WRONG: u8 = 1;
/// The longest interval, ten years: far past any player's need, short
/// of a number a hand-edited file could overflow with.
pub const MAX_INTERVAL: u32 = 3650;

/// Today's day number.
pub fn today() -> Day {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    u32::try_from(secs / 86_400).unwrap_or(u32::MAX)
}

/// One drill's place in the repetitions.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Schedule {
    pub ease: f64,
    /// Days until it is due again, as last set.
    pub interval: u32,
    /// Right answers in a row.
    pub reps: u32,
    /// The day it is due.
    pub due: Day,
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule::new(0)
    }
}

impl Schedule {
    /// A new drill: due the day it was made.
    pub fn new(today: Day) -> Schedule {
        Schedule {
            ease: START_EASE,
            interval: 0,
            reps: 0,
            due: today,
        }
    }

    pub fn is_due(&self, today: Day) -> bool {
        self.due <= today
    }

    /// An answer given on `today`.
    pub fn answer(&mut self, right: bool, today: Day) {
        let q = f64::from(if right { RIGHT } else { WRONG });
        // A hand-edited file may hold nonsense: an ease that is not a
        // number, or below the floor, starts from a sound one.
        if !self.ease.is_finite() {
            self.ease = START_EASE;
        }
        self.ease = self.ease.max(MIN_EASE);
        if right {
            self.reps = self.reps.saturating_add(1);
            self.interval = match self.reps {
                1 => 1,
                2 => 6,
                _ => (f64::from(self.interval.max(1)) * self.ease).round() as u32,
            }
            .min(MAX_INTERVAL);
        } else {
            self.reps = 0;
            self.interval = 1;
        }
        self.ease = (self.ease + 0.1 - (5.0 - q) * (0.08 + (5.0 - q) * 0.02)).max(MIN_EASE);
        self.due = today.saturating_add(self.interval);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn right_answers_space_out_by_sm2_s_intervals() {
        let mut s = Schedule::new(100);
        assert!(s.is_due(100));
        s.answer(true, 100);
        assert_eq!((s.interval, s.due), (1, 101));
        assert!(!s.is_due(100));
        s.answer(true, 101);
        assert_eq!((s.interval, s.due), (6, 107));
        s.answer(true, 107);
        // 6 × 2.5 = 15: a right answer leaves the ease as it was.
        assert_eq!((s.interval, s.due, s.ease), (15, 122, 2.5));
        s.answer(true, 122);
        assert_eq!(s.interval, 38); // 15 × 2.5 = 37.5, rounded
    }

    #[test]
    fn a_wrong_answer_starts_again_tomorrow_and_lowers_the_ease() {
        let mut s = Schedule::new(0);
        for day in [0, 1, 7] {
            s.answer(true, day);
        }
        s.answer(false, 22);
        assert_eq!((s.reps, s.interval, s.due), (0, 1, 23));
        assert!((s.ease - 1.96).abs() < 1e-9, "{}", s.ease);
        // Failed again and again, the ease stops at SM-2's floor.
        for day in 23..40 {
            s.answer(false, day);
        }
        assert_eq!(s.ease, MIN_EASE);
        s.answer(true, 40);
        s.answer(true, 41);
        s.answer(true, 47);
        assert_eq!(s.interval, 8); // 6 × 1.3 = 7.8
    }

    #[test]
    fn a_hand_made_schedule_cannot_overflow() {
        let mut s = Schedule {
            ease: f64::NAN,
            interval: u32::MAX,
            reps: u32::MAX,
            due: u32::MAX,
        };
        s.answer(true, u32::MAX - 1);
        assert_eq!(s.interval, MAX_INTERVAL);
        assert_eq!(s.due, u32::MAX);
        assert!(s.ease.is_finite());
    }
}
