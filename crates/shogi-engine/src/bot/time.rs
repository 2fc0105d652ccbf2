//! Turning a clock or a per-move allowance into a thinking deadline.

use shogi_core::Move;
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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
    /// Only these moves are considered at the root (USI `searchmoves`);
    /// empty means all. The caller keeps them legal.
    pub root_moves: Vec<Move>,
    /// How many best root moves to search each with its own exact score
    /// (USI `MultiPV`); 0 and 1 both mean the best line only.
    pub multipv: usize,
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

/// Main time is spread as if this many moves were still to play; the
/// phase of the game then scales that share (see `phase_percent`).
const MOVES_TO_GO: u32 = 30;

/// The plies at the start of a game that get a quarter of the usual
/// time: 8 moves each, in which the standard openings (the
/// bishop-exchange, Yagura, ranging-rook setups) are played out and the
/// armies have not yet met. Their positions are quiet and well trodden,
/// a shallow search plays them as a deep one would, and a person should
/// not wait half a minute for a pawn push on move 2. (The opening book,
/// when there is one, takes these moves over.)
const OPENING_PLIES: u32 = 16;

/// The ply from which the usual time is spent again: the share rises
/// evenly from a quarter after `OPENING_PLIES`, so that no move's time
/// jumps.
const FULL_TIME_FROM: u32 = 20;

/// Below this much main time, with a byoyomi to fall back on, the main
/// time is not counted on: it would add little, and GUIs that charge
/// whole seconds (as CSA servers do) may already count it as gone.
const MAIN_TIME_RESERVE: Duration = Duration::from_secs(1);

/// When the search must stop, measured from its start: `None` = no limit.
///
/// `share` is the level's share of the allowance in percent; `margin` is
/// kept back for the time it takes to send the move and for the clock's
/// rounding, so the bot never loses on time. `ply` is the game's ply
/// (1 for the first move), which tells the phase of the game;
/// `spare_waiting` (see `BotConfig`) gives the opening's plies a quarter.
pub(crate) fn deadline(
    limits: &SearchLimits,
    share: u32,
    margin: Duration,
    ply: u32,
    spare_waiting: bool,
) -> Option<Duration> {
    if limits.infinite {
        return None;
    }
    let share = |d: Duration| d * share.clamp(1, 100) / 100;
    let allowance = match (limits.move_time, limits.clock) {
        (Some(t), _) => Some(keep_back(t, margin)),
        (None, Some(c)) => Some(from_clock(&c, margin, ply, spare_waiting)),
        (None, None) => None,
    };
    allowance.map(share)
}

/// `t` less the margin, but never less than half of `t`, so that a very
/// short allowance still leaves time to think.
fn keep_back(t: Duration, margin: Duration) -> Duration {
    t.saturating_sub(margin).max(t / 2)
}

/// How much of the main time's even share a move at `ply` gets, in
/// percent: 50 up to ply 20, rising evenly to 150 at ply 50, 150 up to
/// ply 90, falling evenly to 75 at ply 130 and 75 after that.
///
/// The opening's moves are well known and its positions quiet, so a
/// shallow search plays them well; the middle game, where games are won
/// and lost, gets three times as much; in the endgame the main time left
/// must last an unknown number of moves, and forcing lines are found
/// quickly, so the share falls back to half of the middle game's.
fn phase_percent(ply: u32) -> u32 {
    const OPENING_END: u32 = 20;
    const MIDDLE_START: u32 = 50;
    const MIDDLE_END: u32 = 90;
    const ENDGAME_START: u32 = 130;
    const OPENING: u32 = 50;
    const MIDDLE: u32 = 150;
    const ENDGAME: u32 = 75;
    match ply {
        p if p <= OPENING_END => OPENING,
        p if p < MIDDLE_START => {
            OPENING + (MIDDLE - OPENING) * (p - OPENING_END) / (MIDDLE_START - OPENING_END)
        }
        p if p <= MIDDLE_END => MIDDLE,
        p if p < ENDGAME_START => {
            MIDDLE - (MIDDLE - ENDGAME) * (p - MIDDLE_END) / (ENDGAME_START - MIDDLE_END)
        }
        _ => ENDGAME,
    }
}

/// The share of the clock's usual allowance a move at `ply` gets, in
/// percent: 25 in the opening's plies (a quarter even of a byoyomi,
/// which is lost if not used: a person waiting matters more), rising
/// evenly to 100 at `FULL_TIME_FROM`.
fn opening_percent(ply: u32) -> u32 {
    const QUARTER: u32 = 25;
    match ply {
        p if p <= OPENING_PLIES => QUARTER,
        p if p < FULL_TIME_FROM => {
            QUARTER + (100 - QUARTER) * (p - OPENING_PLIES) / (FULL_TIME_FROM - OPENING_PLIES)
        }
        _ => 100,
    }
}

/// Whether every move now gets only the byoyomi: time not used on a
/// move is lost, none is saved for later.
pub(crate) fn only_byoyomi(c: &Clock) -> bool {
    !c.byoyomi.is_zero() && c.remaining < MAIN_TIME_RESERVE && c.increment.is_zero()
}

fn from_clock(c: &Clock, margin: Duration, ply: u32, spare_waiting: bool) -> Duration {
    let main = if !c.byoyomi.is_zero() && c.remaining < MAIN_TIME_RESERVE {
        Duration::ZERO
    } else {
        c.remaining
    };
    // An even share of the main time, plus the byoyomi that every move
    // gets once the main time is gone (while main time lasts, that too
    // comes out of it), scaled by the phase of the game. The byoyomi is
    // lost if not used, so at least that much is always spent. Part of
    // the increment is spent at once since it comes back after the move.
    // (Milliseconds from USI cannot overflow a Duration even times 150.)
    let phase = phase_percent(ply);
    let even = main * phase / (MOVES_TO_GO * 100) + c.byoyomi * phase / 100;
    let opening = if spare_waiting {
        opening_percent(ply)
    } else {
        100
    };
    let spend = (even.max(c.byoyomi) + c.increment * 3 / 4) * opening / 100;
    // Never more than is really on the clock for this move: the byoyomi
    // counts only if the move is made within it, and the increment only
    // arrives once the move is made.
    let available = keep_back(main + c.byoyomi, margin);
    spend.min(available)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: fn(u64) -> Duration = Duration::from_millis;
    const MARGIN: Duration = Duration::from_millis(100);
    /// The first ply that gets the usual time, still in the opening's
    /// phase (`phase_percent`).
    const OPENING: u32 = 20;
    const MIDDLE: u32 = 70;
    const ENDGAME: u32 = 150;

    fn clock(remaining: u64, byoyomi: u64, increment: u64) -> SearchLimits {
        SearchLimits {
            clock: Some(Clock {
                remaining: MS(remaining),
                byoyomi: MS(byoyomi),
                increment: MS(increment),
            }),
            ..SearchLimits::default()
        }
    }

    fn at(l: &SearchLimits, ply: u32) -> Duration {
        deadline(l, 100, MARGIN, ply, true).expect("a clock gives a deadline")
    }

    #[test]
    fn the_middle_game_gets_more_than_the_opening_and_the_endgame() {
        for l in [
            clock(600_000, 0, 0),
            clock(60_000, 1000, 0),
            clock(300_000, 0, 5000),
        ] {
            let (opening, middle, endgame) = (at(&l, OPENING), at(&l, MIDDLE), at(&l, ENDGAME));
            assert!(middle > opening, "{l:?}: {middle:?} <= {opening:?}");
            assert!(middle > endgame, "{l:?}: {middle:?} <= {endgame:?}");
        }
        // 10 minutes sudden death: a thirtieth of the main time, scaled
        // by the phase (50%, 150%, 75%).
        let l = clock(600_000, 0, 0);
        assert_eq!(at(&l, OPENING), MS(10_000));
        assert_eq!(at(&l, MIDDLE), MS(30_000));
        assert_eq!(at(&l, ENDGAME), MS(15_000));
        // 10 minutes + 30 s byoyomi: the opening gets the byoyomi, the
        // middle game a thirtieth of the main time on top, scaled.
        let l = clock(600_000, 30_000, 0);
        assert_eq!(at(&l, OPENING), MS(30_000));
        assert_eq!(at(&l, MIDDLE), MS(75_000));
        assert_eq!(at(&l, ENDGAME), MS(37_500));
    }

    #[test]
    fn the_first_moves_take_a_quarter_of_the_usual_share() {
        for (remaining, byoyomi, increment) in [
            (0, 30_000, 0),
            (600_000, 30_000, 0),
            (600_000, 0, 0),
            (300_000, 0, 5000),
            (12_000, 0, 2000),
            (0, 1000, 0),
        ] {
            let l = clock(remaining, byoyomi, increment);
            // A quarter of a move's share: a thirtieth of the main time,
            // the byoyomi, the increment.
            let quarter = (MS(remaining) / 30 + MS(byoyomi) + MS(increment)) / 4;
            for ply in 1..=16 {
                let d = at(&l, ply);
                assert!(d <= quarter, "{l:?} at ply {ply}: {d:?} > {quarter:?}");
                assert!(d > Duration::ZERO, "{l:?} at ply {ply}");
            }
            // Then the usual time again, by even steps.
            let mut previous = at(&l, 16);
            for ply in 17..=OPENING {
                let d = at(&l, ply);
                assert!(d >= previous, "{l:?} at ply {ply}: {d:?} < {previous:?}");
                previous = d;
            }
        }
        // 30 s byoyomi, as the issue saw it: 7.5 s on move 2, all of it
        // (less the margin) from ply 20; with nobody waiting (over USI),
        // all of it from the first move.
        let l = clock(0, 30_000, 0);
        assert_eq!(at(&l, 2), MS(7_500));
        assert_eq!(deadline(&l, 100, MARGIN, 2, false), Some(MS(29_900)));
        let main = clock(600_000, 0, 0);
        assert_eq!(
            deadline(&main, 100, MARGIN, 2, false),
            Some(at(&main, OPENING))
        );
        assert_eq!(at(&l, OPENING), MS(29_900));
        assert_eq!(at(&l, MIDDLE), MS(29_900));
        // A fixed time per move is the player's (or the analysis's)
        // choice, kept whole.
        assert_eq!(
            deadline(&SearchLimits::move_time(MS(30_000)), 100, MARGIN, 2, true),
            Some(MS(29_900))
        );
    }

    #[test]
    fn the_curve_rises_and_falls_without_jumps() {
        let mut previous = phase_percent(1);
        for ply in 2..200 {
            let p = phase_percent(ply);
            assert!(p.abs_diff(previous) <= 4, "ply {ply}: {previous} -> {p}");
            previous = p;
        }
        assert_eq!(phase_percent(35), 100);
        assert_eq!(phase_percent(110), 113);
    }

    #[test]
    fn byoyomi_only_is_spent_less_the_margin() {
        let l = clock(0, 1000, 0);
        for ply in [OPENING, MIDDLE, ENDGAME] {
            assert_eq!(at(&l, ply), MS(900));
        }
        assert_eq!(deadline(&l, 50, MARGIN, MIDDLE, true), Some(MS(450)));
    }

    #[test]
    fn main_time_and_byoyomi_add_up() {
        // 60 s + 1 s: a thirtieth of the main time plus the byoyomi,
        // scaled by the phase.
        assert_eq!(at(&clock(60_000, 1000, 0), MIDDLE), MS(4500));
        assert_eq!(at(&clock(60_000, 1000, 0), OPENING), MS(1500));
        assert_eq!(at(&clock(60_000, 1000, 0), ENDGAME), MS(2250));
        // Never less than the byoyomi, which is lost if not used.
        assert_eq!(at(&clock(3_000, 1000, 0), OPENING), MS(1000));
    }

    #[test]
    fn main_time_nearly_gone_falls_back_to_the_byoyomi() {
        for remaining in [1, 300, 999] {
            assert_eq!(
                at(&clock(remaining, 1000, 0), MIDDLE),
                MS(900),
                "{remaining}"
            );
        }
        // Without a byoyomi the last of the main time is all there is.
        let d = at(&clock(999, 0, 0), MIDDLE);
        assert!(d > Duration::ZERO && d <= MS(899), "{d:?}");
    }

    #[test]
    fn never_more_than_the_clock_holds() {
        for ply in [OPENING, MIDDLE, ENDGAME] {
            // The increment comes only after the move.
            assert!(at(&clock(300, 0, 10_000), ply) <= MS(200));
            for (remaining, byoyomi) in [(1000, 1000), (1500, 1000), (5000, 0), (100, 0)] {
                let d = at(&clock(remaining, byoyomi, 0), ply);
                assert!(
                    d + MARGIN.min(MS(remaining + byoyomi) / 2) <= MS(remaining + byoyomi),
                    "{remaining}+{byoyomi} at ply {ply}: {d:?}"
                );
            }
        }
    }

    #[test]
    fn fischer_spends_most_of_the_increment() {
        // 12 s left, 2 s increment: 12 s / 30 * 150% (middle game) or
        // 50% (opening), plus 3/4 of 2 s.
        assert_eq!(at(&clock(12_000, 0, 2000), MIDDLE), MS(2100));
        assert_eq!(at(&clock(12_000, 0, 2000), OPENING), MS(1700));
        // With less main time left than the increment it spends only what
        // it has: the increment comes after the move.
        assert_eq!(at(&clock(500, 0, 1000), MIDDLE), MS(400));
    }

    #[test]
    fn infinite_and_unbounded_have_no_deadline() {
        let l = SearchLimits {
            infinite: true,
            move_time: Some(MS(10)),
            ..SearchLimits::default()
        };
        assert_eq!(deadline(&l, 100, MS(100), MIDDLE, true), None);
        assert_eq!(
            deadline(&SearchLimits::depth(3), 100, MS(100), MIDDLE, true),
            None
        );
        assert_eq!(
            deadline(
                &SearchLimits::move_time(MS(1000)),
                100,
                MS(20),
                OPENING,
                true
            ),
            Some(MS(980))
        );
    }
}
