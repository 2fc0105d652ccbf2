//! The game clock: spends each side's time as the moves are made.
//!
//! Pure: every call is given the moment it is about (`now`), so the
//! interface decides where time comes from and tests drive it without
//! sleeping. The clock also times untimed games, so that every move's
//! thinking time is recorded, for people too.
//!
//! What is kept per side is the main time left at the start of the turn;
//! the running turn's time is counted apart and charged when the move is
//! made (`press`): first to the main time, then to the byoyomi, which
//! starts afresh every move. The flag falls when a side has used all it
//! may for the move: the main time left plus the byoyomi, or the main
//! time alone under Fischer and sudden death. A move made at that very
//! instant is too late.

use super::time_control::{TimeControl, TimeControls};
use crate::Color;
use std::time::{Duration, Instant};

/// What one side's clock shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// An untimed game.
    Untimed,
    /// Main time left.
    Main(Duration),
    /// In byoyomi: what is left of this move's period.
    Byoyomi(Duration),
    /// The flag has fallen.
    Out,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Turn {
    side: Color,
    /// Time used before `since` (the turn was paused, or continued from a
    /// save).
    used: Duration,
    /// When the clock last started running for this turn; `None` while it
    /// is stopped (paused, or the game is over).
    since: Option<Instant>,
}

impl Turn {
    fn used(&self, now: Instant) -> Duration {
        self.used
            + self
                .since
                .map_or(Duration::ZERO, |s| now.saturating_duration_since(s))
    }
}

/// A move made after the flag fell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagFell {
    pub loser: Color,
    /// All the time the turn took.
    pub used: Duration,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    controls: Option<TimeControls>,
    /// Main time left at the start of the current turn, Black then White.
    main_left: [Duration; 2],
    /// `main_left` at the start of each move made so far, so that undo
    /// puts the clocks back as they were.
    history: Vec<[Duration; 2]>,
    turn: Option<Turn>,
}

fn index(side: Color) -> usize {
    match side {
        Color::Black => 0,
        Color::White => 1,
    }
}

impl Clock {
    /// A clock before the first move; `None` times moves without limits.
    pub fn new(controls: Option<TimeControls>) -> Clock {
        let main = |side| controls.map_or(Duration::ZERO, |c: TimeControls| c.get(side).main);
        Clock {
            controls,
            main_left: [main(Color::Black), main(Color::White)],
            history: Vec::new(),
            turn: None,
        }
    }

    /// The clock after moves that took `times`, the first made by
    /// `first`: how a saved or loaded game's clocks come back. A move
    /// whose time is unknown is charged nothing.
    pub fn replay(
        controls: Option<TimeControls>,
        first: Color,
        times: impl IntoIterator<Item = Option<Duration>>,
    ) -> Clock {
        let mut clock = Clock::new(controls);
        let mut side = first;
        for t in times {
            clock.charge(side, t.unwrap_or_default());
            side = side.opponent();
        }
        clock
    }

    pub fn controls(&self) -> Option<&TimeControls> {
        self.controls.as_ref()
    }

    pub fn is_timed(&self) -> bool {
        self.controls.is_some()
    }

    fn control(&self, side: Color) -> Option<&TimeControl> {
        self.controls.as_ref().map(|c| c.get(side))
    }

    /// Starts timing `side`'s turn, with `used` already spent on it (a
    /// turn continued from a save; zero otherwise).
    pub fn start(&mut self, side: Color, used: Duration, now: Instant) {
        self.turn = Some(Turn {
            side,
            used,
            since: Some(now),
        });
    }

    /// The side whose turn is being timed.
    pub fn turn(&self) -> Option<Color> {
        self.turn.as_ref().map(|t| t.side)
    }

    /// Whether the clock is counting now (a turn is timed and not paused
    /// or stopped).
    pub fn is_running(&self) -> bool {
        self.turn.as_ref().is_some_and(|t| t.since.is_some())
    }

    /// Time spent on the current turn.
    pub fn used(&self, now: Instant) -> Duration {
        self.turn.as_ref().map_or(Duration::ZERO, |t| t.used(now))
    }

    /// Stops the count (a pause, a declaration's verdict, the end of the
    /// game); the turn stays `side`'s and `resume` goes on from here.
    pub fn stop(&mut self, now: Instant) {
        if let Some(t) = &mut self.turn {
            t.used = t.used(now);
            t.since = None;
        }
    }

    pub fn resume(&mut self, now: Instant) {
        if let Some(t) = &mut self.turn
            && t.since.is_none()
        {
            t.since = Some(now);
        }
    }

    /// The most a side may use on one move, from the start of its turn;
    /// `None` when untimed.
    fn allowance(&self, side: Color) -> Option<Duration> {
        let c = self.control(side)?;
        Some(self.main_left[index(side)] + c.byoyomi)
    }

    /// How long until the timed side's flag falls, zero once it has.
    /// `None` when nothing can fall (untimed, or no turn).
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        let t = self.turn.as_ref()?;
        Some(self.allowance(t.side)?.saturating_sub(t.used(now)))
    }

    /// The side whose flag has fallen, if any.
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        let t = self.turn.as_ref()?;
        (self.until_flag(now)? == Duration::ZERO).then_some(t.side)
    }

    pub fn reading(&self, side: Color, now: Instant) -> Reading {
        let Some(c) = self.control(side) else {
            return Reading::Untimed;
        };
        let main = self.main_left[index(side)];
        let used = match &self.turn {
            Some(t) if t.side == side => t.used(now),
            _ => Duration::ZERO,
        };
        if used < main {
            Reading::Main(main - used)
        } else if used < main + c.byoyomi {
            Reading::Byoyomi(main + c.byoyomi - used)
        } else {
            Reading::Out
        }
    }

    /// Seconds left to count down aloud: within the last ten seconds of a
    /// byoyomi period, or of main time with no byoyomi behind it (sudden
    /// death, Fischer). `None` otherwise.
    pub fn countdown(&self, now: Instant) -> Option<u64> {
        let t = self.turn.as_ref()?;
        let left = match self.reading(t.side, now) {
            Reading::Byoyomi(left) => left,
            Reading::Main(left) if self.control(t.side)?.byoyomi.is_zero() => left,
            _ => return None,
        };
        let secs = whole_seconds_up(left);
        (secs <= 10).then_some(secs)
    }

    /// The move is made: charges the turn's time to the mover, adds the
    /// increment, and starts the opponent's turn at `now`. Returns the
    /// time the move took, or the flag's fall if it came too late (the
    /// clock is then stopped and nothing is charged).
    pub fn press(&mut self, now: Instant) -> Result<Duration, FlagFell> {
        let Some(turn) = self.turn.clone() else {
            return Ok(Duration::ZERO);
        };
        let used = turn.used(now);
        if self.allowance(turn.side).is_some_and(|a| used >= a) {
            self.stop(now);
            return Err(FlagFell {
                loser: turn.side,
                used,
            });
        }
        self.charge(turn.side, used);
        let running = turn.since.is_some();
        self.turn = Some(Turn {
            side: turn.side.opponent(),
            used: Duration::ZERO,
            since: running.then_some(now),
        });
        Ok(used)
    }

    /// Records a move by `side` that took `used`: into the history, off
    /// the main time, plus the increment.
    fn charge(&mut self, side: Color, used: Duration) {
        self.history.push(self.main_left);
        let Some(c) = self.control(side).copied() else {
            return;
        };
        let i = index(side);
        self.main_left[i] = self.main_left[i].saturating_sub(used) + c.increment;
    }

    /// Moves counted so far.
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    /// Takes the clocks back to how they stood when move `ply` (0-based)
    /// was about to be made, and starts `side`'s turn afresh at `now`.
    /// Asked for a ply past the moves counted, it only restarts the turn.
    pub fn undo_to(&mut self, ply: usize, side: Color, now: Instant) {
        if let Some(&main_left) = self.history.get(ply) {
            self.main_left = main_left;
            self.history.truncate(ply);
        }
        self.start(side, Duration::ZERO, now);
    }

    /// Both sides' main time left as the current turn began.
    pub fn main_left(&self, side: Color) -> Duration {
        self.main_left[index(side)]
    }
}

/// Whole seconds, rounded up: a clock shows 30 at the start of a 30 s
/// byoyomi and 0 only when the time is gone.
pub fn whole_seconds_up(d: Duration) -> u64 {
    d.as_secs() + u64::from(d.subsec_nanos() > 0)
}

/// A clock face: `9:58`, `1:02:03`, rounded up like `whole_seconds_up`.
pub fn clock_face(d: Duration) -> String {
    let s = whole_seconds_up(d);
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{sec:02}")
    } else {
        format!("{m}:{sec:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::time_control::TimeControl;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn ms(m: u64) -> Duration {
        Duration::from_millis(m)
    }

    fn clock(main: u64, byoyomi: u64, increment: u64) -> Clock {
        let tc = TimeControl::new(secs(main), secs(byoyomi), secs(increment))
            .unwrap_or_else(|e| panic!("{e}"));
        Clock::new(Some(TimeControls::even(tc)))
    }

    #[test]
    fn main_time_runs_into_byoyomi_then_the_flag_falls() {
        let t0 = Instant::now();
        let mut c = clock(10, 5, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        assert_eq!(
            c.reading(Color::Black, t0 + secs(3)),
            Reading::Main(secs(7))
        );
        assert_eq!(
            c.reading(Color::White, t0 + secs(3)),
            Reading::Main(secs(10))
        );
        assert_eq!(
            c.reading(Color::Black, t0 + secs(12)),
            Reading::Byoyomi(secs(3))
        );
        assert_eq!(c.flagged(t0 + ms(14_999)), None);
        assert_eq!(c.flagged(t0 + secs(15)), Some(Color::Black));
        assert_eq!(c.reading(Color::Black, t0 + secs(15)), Reading::Out);
    }

    #[test]
    fn byoyomi_starts_afresh_each_move_and_main_time_stays_spent() {
        let t0 = Instant::now();
        let mut c = clock(10, 5, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        // Black spends all 10 s of main time and 4 s of byoyomi.
        assert_eq!(c.press(t0 + secs(14)), Ok(secs(14)));
        assert_eq!(c.main_left(Color::Black), Duration::ZERO);
        assert_eq!(c.press(t0 + secs(15)), Ok(secs(1)));
        // Black's next move gets the whole period again.
        assert_eq!(
            c.reading(Color::Black, t0 + secs(15)),
            Reading::Byoyomi(secs(5))
        );
        assert_eq!(c.until_flag(t0 + secs(16)), Some(secs(4)));
    }

    #[test]
    fn a_move_made_at_the_instant_the_flag_falls_is_too_late() {
        let t0 = Instant::now();
        let mut c = clock(0, 2, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        let mut early = c.clone();
        assert_eq!(early.press(t0 + ms(1_999)), Ok(ms(1_999)));
        assert_eq!(
            c.press(t0 + secs(2)),
            Err(FlagFell {
                loser: Color::Black,
                used: secs(2)
            })
        );
        assert!(!c.is_running());
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let t0 = Instant::now();
        let mut c = clock(60, 0, 10);
        c.start(Color::Black, Duration::ZERO, t0);
        assert_eq!(c.press(t0 + secs(4)), Ok(secs(4)));
        assert_eq!(c.main_left(Color::Black), secs(66));
        assert_eq!(
            c.reading(Color::White, t0 + secs(4)),
            Reading::Main(secs(60))
        );
        // No byoyomi behind it: the flag falls when the main time is gone.
        assert_eq!(c.flagged(t0 + secs(64)), Some(Color::White));
    }

    #[test]
    fn sudden_death_counts_down_its_last_ten_seconds() {
        let t0 = Instant::now();
        let mut c = clock(30, 0, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        assert_eq!(c.countdown(t0 + secs(19)), None);
        assert_eq!(c.countdown(t0 + ms(20_500)), Some(10));
        assert_eq!(c.countdown(t0 + ms(25_100)), Some(5));
        let mut b = clock(60, 30, 0);
        b.start(Color::Black, Duration::ZERO, t0);
        // Main time with a byoyomi behind it is not counted down.
        assert_eq!(b.countdown(t0 + secs(55)), None);
        assert_eq!(b.countdown(t0 + secs(85)), Some(5));
    }

    #[test]
    fn undo_puts_both_clocks_back() {
        let t0 = Instant::now();
        let mut c = clock(60, 10, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        let before = c.clone();
        assert!(c.press(t0 + secs(20)).is_ok());
        assert!(c.press(t0 + secs(50)).is_ok());
        assert_eq!(c.main_left(Color::Black), secs(40));
        assert_eq!(c.main_left(Color::White), secs(30));
        c.undo_to(0, Color::Black, t0 + secs(100));
        assert_eq!(c.main_left(Color::Black), before.main_left(Color::Black));
        assert_eq!(c.main_left(Color::White), before.main_left(Color::White));
        assert_eq!(c.moves(), 0);
        assert_eq!(
            c.reading(Color::Black, t0 + secs(101)),
            Reading::Main(secs(59))
        );
    }

    #[test]
    fn a_pause_stops_the_count_and_resume_goes_on() {
        let t0 = Instant::now();
        let mut c = clock(60, 0, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        c.stop(t0 + secs(10));
        assert!(!c.is_running());
        assert_eq!(
            c.reading(Color::Black, t0 + secs(500)),
            Reading::Main(secs(50))
        );
        c.resume(t0 + secs(500));
        assert_eq!(
            c.reading(Color::Black, t0 + secs(505)),
            Reading::Main(secs(45))
        );
        assert_eq!(c.press(t0 + secs(505)), Ok(secs(15)));
    }

    #[test]
    fn a_replayed_clock_matches_the_one_that_was_played() {
        let t0 = Instant::now();
        let mut live = clock(30, 5, 0);
        live.start(Color::White, Duration::ZERO, t0);
        let mut times = Vec::new();
        let mut now = t0;
        for spent in [7, 3, 26, 9, 4] {
            now += secs(spent);
            times.push(live.press(now).ok());
        }
        let tc = *live.controls().unwrap_or_else(|| panic!("timed"));
        let replayed = Clock::replay(Some(tc), Color::White, times);
        for side in [Color::Black, Color::White] {
            assert_eq!(replayed.main_left(side), live.main_left(side));
        }
        assert_eq!(replayed.moves(), 5);
    }

    #[test]
    fn untimed_games_still_time_each_move() {
        let t0 = Instant::now();
        let mut c = Clock::new(None);
        c.start(Color::Black, Duration::ZERO, t0);
        assert_eq!(c.reading(Color::Black, t0 + secs(9999)), Reading::Untimed);
        assert_eq!(c.flagged(t0 + secs(9999)), None);
        assert_eq!(c.press(t0 + ms(2_500)), Ok(ms(2_500)));
        assert_eq!(c.turn(), Some(Color::White));
    }

    #[test]
    fn clock_faces_round_up_to_the_second() {
        let t0 = Instant::now();
        let mut c = clock(60, 0, 0);
        c.start(Color::Black, Duration::ZERO, t0);
        assert_eq!(clock_face(secs(598)), "9:58");
        assert_eq!(clock_face(ms(597_001)), "9:58");
        assert_eq!(clock_face(secs(3723)), "1:02:03");
    }
}
