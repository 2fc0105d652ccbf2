//! Turning a clock or a per-move allowance into a thinking deadline.

use std::time::Duration;

/// A player's clock as it stands when the bot is asked to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Main time left.
    pub remaining: Duration,
    /// Time per move once the main time is gone (0 if none).
    pub byoyomi: Duration,
    /// Time added after each move (Fischer), 0 if none.
    pub increment: Duration,
}

/// What bounds one search. With nothing set the bot searches to its
/// level's depth (or, for the strongest levels, until stopped).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// At most this long for this move.
    pub move_time: Option<Duration>,
    /// Work out the time from the game clock.
    pub clock: Option<Clock>,
    /// Iterations go no deeper than this.
    pub depth: Option<u32>,
    /// Stop after about this many nodes.
    pub nodes: Option<u64>,
    /// Keep thinking until stopped (the level's depth limit still applies).
    pub infinite: bool,
}

impl SearchLimits {
    /// A fixed time per move.
    pub fn move_time(t: Duration) -> SearchLimits {
        SearchLimits {
            move_time: Some(t),
            ..SearchLimits::default()
        }
    }

    /// A fixed depth, no clock.
    pub fn depth(d: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(d),
            ..SearchLimits::default()
        }
    }
}

/// Main time is spread as if this many moves were still to play.
const MOVES_TO_GO: u32 = 40;

/// When the search must stop, measured from its start: `None` = no limit.
///
/// `share` is the level's share of the allowance in percent; `margin` is
/// kept back for the time it takes to send the move and for the clock's
/// rounding, so the bot never loses on time.
pub(crate) fn deadline(limits: &SearchLimits, share: u32, margin: Duration) -> Option<Duration> {
    if limits.infinite {
        return None;
    }
    let share = |d: Duration| d * share.clamp(1, 100) / 100;
    let allowance = match (limits.move_time, limits.clock) {
        (Some(t), _) => Some(keep_back(t, margin)),
        (None, Some(c)) => Some(from_clock(&c, margin)),
        (None, None) => None,
    };
    allowance.map(share)
}

/// `t` less the margin, but never less than half of `t`, so that a very
/// short allowance still leaves time to think.
fn keep_back(t: Duration, margin: Duration) -> Duration {
    t.saturating_sub(margin).max(t / 2)
}

fn from_clock(c: &Clock, margin: Duration) -> Duration {
    // The byoyomi is lost if not used, so it is always spent; the main
    // time is spread over the moves to come; part of the increment is
    // spent at once since it comes back after the move.
    let spend = c.remaining / MOVES_TO_GO + c.byoyomi + c.increment * 3 / 4;
    // Never more than is really on the clock for this move.
    let available = keep_back(c.remaining + c.byoyomi, margin);
    spend.min(available)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn byoyomi_only_is_spent_less_the_margin() {
        let l = SearchLimits {
            clock: Some(Clock {
                remaining: Duration::ZERO,
                byoyomi: MS(1000),
                increment: Duration::ZERO,
            }),
            ..SearchLimits::default()
        };
        assert_eq!(deadline(&l, 100, MS(100)), Some(MS(900)));
        assert_eq!(deadline(&l, 50, MS(100)), Some(MS(450)));
    }

    #[test]
    fn never_more_than_the_clock_holds() {
        let l = SearchLimits {
            clock: Some(Clock {
                remaining: MS(300),
                byoyomi: Duration::ZERO,
                increment: MS(10_000),
            }),
            ..SearchLimits::default()
        };
        let d = deadline(&l, 100, MS(100)).unwrap();
        assert!(d <= MS(200), "{d:?}");
    }

    #[test]
    fn main_time_is_spread_over_the_game() {
        let l = SearchLimits {
            clock: Some(Clock {
                remaining: MS(600_000),
                byoyomi: Duration::ZERO,
                increment: Duration::ZERO,
            }),
            ..SearchLimits::default()
        };
        assert_eq!(deadline(&l, 100, MS(100)), Some(MS(15_000)));
    }

    #[test]
    fn infinite_and_unbounded_have_no_deadline() {
        let l = SearchLimits {
            infinite: true,
            move_time: Some(MS(10)),
            ..SearchLimits::default()
        };
        assert_eq!(deadline(&l, 100, MS(100)), None);
        assert_eq!(deadline(&SearchLimits::depth(3), 100, MS(100)), None);
        assert_eq!(
            deadline(&SearchLimits::move_time(MS(1000)), 100, MS(20)),
            Some(MS(980))
        );
    }
}
