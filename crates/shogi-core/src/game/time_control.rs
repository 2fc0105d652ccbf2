//! Time controls: how much thinking time each side has, as a game is set
//! up. The running clock that spends it is `clock.rs`.
//!
//! The kinds shogi is played with (the rule book covers byoyomi; the
//! others are what shogi sites and club clocks offer):
//! - main time + byoyomi: once the main time is gone, every move must be
//!   made within the byoyomi period, which starts afresh each move (one
//!   period, JSA style);
//! - byoyomi only: the same with no main time;
//! - Fischer: main time, and an increment added after each move;
//! - sudden death: main time only.
//!
//! Byoyomi and increment together are refused: no rule book combines them
//! and a player could not tell which one a clock is counting.

use crate::ByColor;
use serde::{Deserialize, Serialize};
use std::str::FromStr;
use std::time::Duration;
use thiserror::Error;

/// The longest main time, byoyomi or increment a game may have. Title
/// matches give 9 hours a side; a day is past anything played and keeps
/// every sum of times far from overflow.
pub const MAX_TIME: Duration = Duration::from_secs(24 * 3600);

/// One side's time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub main: Duration,
    /// Time for each move once the main time is gone (0: none).
    pub byoyomi: Duration,
    /// Time added after each move (0: none).
    pub increment: Duration,
}

/// The kind of a time control, for words and for the clock's display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeKind {
    MainAndByoyomi,
    ByoyomiOnly,
    Fischer,
    SuddenDeath,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimeControlError {
    #[error("byoyomi and increment cannot be combined: choose one")]
    ByoyomiAndIncrement,
    #[error("a clock needs some time: give a main time or a byoyomi")]
    NoTime,
    // Named without the command line's flags: the menu and a record's
    // clock make a time control too, and the CLI adds its own flag names.
    #[error("an increment needs a main time to add to")]
    IncrementWithoutMain,
    #[error("{what} of {} is too long: at most {}", format_duration(*given), format_duration(MAX_TIME))]
    TooLong { what: &'static str, given: Duration },
}

impl TimeControl {
    /// A checked time control: the only way the command line, the menu and
    /// records make one, so that a game never runs on a clock that cannot
    /// be played (no time at all, or byoyomi and increment both).
    pub fn new(
        main: Duration,
        byoyomi: Duration,
        increment: Duration,
    ) -> Result<TimeControl, TimeControlError> {
        for (what, given) in [
            ("the main time", main),
            ("the byoyomi", byoyomi),
            ("the increment", increment),
        ] {
            if given > MAX_TIME {
                return Err(TimeControlError::TooLong { what, given });
            }
        }
        if !byoyomi.is_zero() && !increment.is_zero() {
            return Err(TimeControlError::ByoyomiAndIncrement);
        }
        if main.is_zero() && !increment.is_zero() {
            return Err(TimeControlError::IncrementWithoutMain);
        }
        if main.is_zero() && byoyomi.is_zero() {
            return Err(TimeControlError::NoTime);
        }
        Ok(TimeControl {
            main,
            byoyomi,
            increment,
        })
    }

    pub fn kind(&self) -> TimeKind {
        match (
            self.main.is_zero(),
            self.byoyomi.is_zero(),
            self.increment.is_zero(),
        ) {
            (true, _, _) => TimeKind::ByoyomiOnly,
            (false, false, _) => TimeKind::MainAndByoyomi,
            (false, true, false) => TimeKind::Fischer,
            (false, true, true) => TimeKind::SuddenDeath,
        }
    }
}

/// Both sides' time. They differ in teaching games, where the stronger
/// player takes less.
pub type TimeControls = ByColor<TimeControl>;

impl TimeControls {
    pub fn even(tc: TimeControl) -> TimeControls {
        TimeControls::new(tc, tc)
    }

    pub fn is_even(&self) -> bool {
        self.black == self.white
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "'{0}' is not a duration: give seconds (90) or hours, minutes and seconds such as 90s, 10m, 1h or 1h30m"
)]
pub struct BadDuration(pub String);

/// A duration as players type it: `90` (seconds), `90s`, `10m`, `1h`,
/// `1h30m`, `2m30s` or `0`. Units go from hours down to seconds, each at
/// most once; whole numbers only, since no clock counts fractions.
pub fn parse_duration(text: &str) -> Result<Duration, BadDuration> {
    let bad = || BadDuration(text.to_string());
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err(bad());
    }
    if t.bytes().all(|b| b.is_ascii_digit()) {
        return t.parse::<u64>().map(Duration::from_secs).map_err(|_| bad());
    }
    let mut total: u64 = 0;
    let mut number = String::new();
    // The unit last read: each later one must be smaller.
    let mut last_scale = u64::MAX;
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let scale = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return Err(bad()),
        };
        if number.is_empty() || scale >= last_scale {
            return Err(bad());
        }
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = n
            .checked_mul(scale)
            .and_then(|s| total.checked_add(s))
            .ok_or_else(bad)?;
        number.clear();
        last_scale = scale;
    }
    if !number.is_empty() {
        return Err(bad());
    }
    Ok(Duration::from_secs(total))
}

/// The shortest spelling `parse_duration` reads back: `0`, `30s`, `10m`,
/// `1h30m`, `2m5s`. Fractions of a second are dropped.
pub fn format_duration(d: Duration) -> String {
    let s = d.as_secs();
    if s == 0 {
        return "0".to_string();
    }
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    let mut out = String::new();
    for (n, unit) in [(h, 'h'), (m, 'm'), (sec, 's')] {
        if n > 0 {
            out.push_str(&n.to_string());
            out.push(unit);
        }
    }
    out
}

/// The fraction of a second past `d`'s whole seconds as written after
/// them: `.5` for 500 ms, `.25`, `.001`; empty for whole seconds. Clocks
/// of engine series run below a second (½ s byoyomi), and a header or a
/// form that dropped the fraction would say `0` of a clock that is not.
pub fn second_fraction(d: Duration) -> String {
    let ms = d.subsec_millis();
    if ms == 0 {
        return String::new();
    }
    format!(".{ms:03}").trim_end_matches('0').to_string()
}

/// Preset `main+byoyomi` or `main+increment` spellings used in settings:
/// `10m+30s`, `0+30s`, `5m+10s/move`, `3m`.
impl FromStr for TimeControl {
    type Err = String;

    fn from_str(s: &str) -> Result<TimeControl, String> {
        let t = s.trim();
        let (main, rest) = match t.split_once('+') {
            Some((m, r)) => (m, Some(r)),
            None => (t, None),
        };
        let main = parse_duration(main).map_err(|e| e.to_string())?;
        let (byoyomi, increment) = match rest.map(str::trim) {
            None => (Duration::ZERO, Duration::ZERO),
            Some(r) => match r.strip_suffix("/move") {
                Some(inc) => (
                    Duration::ZERO,
                    parse_duration(inc).map_err(|e| e.to_string())?,
                ),
                None => (
                    parse_duration(r).map_err(|e| e.to_string())?,
                    Duration::ZERO,
                ),
            },
        };
        TimeControl::new(main, byoyomi, increment).map_err(|e| e.to_string())
    }
}

impl TimeControl {
    /// The spelling `FromStr` reads back (settings files).
    pub fn spelling(&self) -> String {
        let main = format_duration(self.main);
        match self.kind() {
            TimeKind::MainAndByoyomi | TimeKind::ByoyomiOnly => {
                format!("{main}+{}", format_duration(self.byoyomi))
            }
            TimeKind::Fischer => format!("{main}+{}/move", format_duration(self.increment)),
            TimeKind::SuddenDeath => main,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn durations_read_as_players_type_them() {
        for (text, s) in [
            ("90", 90),
            ("90s", 90),
            ("10m", 600),
            ("1h", 3600),
            ("1h30m", 5400),
            ("2m30s", 150),
            ("1h0m5s", 3605),
            ("0", 0),
            (" 10M ", 600),
        ] {
            assert_eq!(parse_duration(text), Ok(secs(s)), "{text}");
        }
    }

    #[test]
    fn durations_out_of_order_or_strange_are_refused() {
        for text in [
            "",
            "m",
            "10x",
            "30s10m",
            "1m1m",
            "1.5m",
            "-5",
            "10 m",
            "5h3",
            "99999999999999999999",
        ] {
            assert!(parse_duration(text).is_err(), "{text} should be refused");
        }
    }

    #[test]
    fn formatting_reads_back() {
        for s in [0, 1, 59, 60, 61, 600, 3600, 3601, 5400, 86400] {
            assert_eq!(parse_duration(&format_duration(secs(s))), Ok(secs(s)));
        }
        assert_eq!(format_duration(secs(5400)), "1h30m");
    }

    #[test]
    fn each_kind_is_told_apart() {
        let tc = |m, b, i| TimeControl::new(secs(m), secs(b), secs(i));
        assert_eq!(
            tc(600, 30, 0).map(|t| t.kind()),
            Ok(TimeKind::MainAndByoyomi)
        );
        assert_eq!(tc(0, 30, 0).map(|t| t.kind()), Ok(TimeKind::ByoyomiOnly));
        assert_eq!(tc(300, 0, 10).map(|t| t.kind()), Ok(TimeKind::Fischer));
        assert_eq!(tc(180, 0, 0).map(|t| t.kind()), Ok(TimeKind::SuddenDeath));
        assert_eq!(tc(600, 30, 10), Err(TimeControlError::ByoyomiAndIncrement));
        assert_eq!(tc(0, 0, 0), Err(TimeControlError::NoTime));
        assert_eq!(tc(0, 0, 10), Err(TimeControlError::IncrementWithoutMain));
        assert!(matches!(
            tc(25 * 3600, 0, 0),
            Err(TimeControlError::TooLong { .. })
        ));
    }

    #[test]
    fn no_refusal_names_a_command_line_flag() {
        let tc = |m, b, i| TimeControl::new(secs(m), secs(b), secs(i));
        for made in [
            tc(600, 30, 10),
            tc(0, 0, 0),
            tc(0, 0, 10),
            tc(25 * 3600, 0, 0),
            tc(0, 25 * 3600, 0),
            tc(60, 0, 25 * 3600),
        ] {
            let e = made.expect_err("each of these is refused");
            assert!(!e.to_string().contains("--"), "{e}");
        }
    }

    #[test]
    fn fractions_of_a_second_are_written_without_trailing_zeros() {
        for (ms, text) in [(500, ".5"), (1250, ".25"), (3001, ".001"), (2000, "")] {
            assert_eq!(second_fraction(Duration::from_millis(ms)), text, "{ms}");
        }
    }

    #[test]
    fn spellings_read_back() {
        for text in ["10m+30s", "0+30s", "5m+10s/move", "3m"] {
            let tc: TimeControl = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(tc.spelling(), text);
        }
        assert!("10m+30s/move+1".parse::<TimeControl>().is_err());
    }
}
