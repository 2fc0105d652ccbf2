//! Time controls, durations, the impasse rule and the move limit as a
//! player reads them in menus, headers and messages. The core's own
//! spellings (`TimeControl::spelling`, `format_duration`, `RuleSet::name`)
//! are what settings files and the command line read back.

use super::{Shown, ShownIn};
use crate::t;
use shogi_core::Color;
use shogi_core::game::{MoveLimit, RuleSet, TimeControl, TimeControls, TimeKind, second_fraction};
use std::time::Duration;

impl Shown for TimeControl {
    /// "10m + 30s byoyomi", "5m + 10s per move", "3m sudden death",
    /// "30s byoyomi".
    fn shown(&self) -> String {
        let main = shown_duration(self.main);
        let byoyomi = shown_duration(self.byoyomi);
        match self.kind() {
            TimeKind::MainAndByoyomi => {
                t!("game-time-main-and-byoyomi", main = main, byoyomi = byoyomi)
            }
            TimeKind::ByoyomiOnly => t!("game-time-byoyomi-only", byoyomi = byoyomi),
            TimeKind::Fischer => t!(
                "game-time-fischer",
                main = main,
                increment = shown_duration(self.increment)
            ),
            TimeKind::SuddenDeath => t!("game-time-sudden-death", main = main),
        }
    }
}

impl Shown for TimeControls {
    /// "10m + 30s byoyomi", or both sides' when they differ.
    fn shown(&self) -> String {
        self.shown_in(false)
    }
}

impl ShownIn for TimeControls {
    fn shown_in(&self, handicap: bool) -> String {
        if self.is_even() {
            self.black.shown()
        } else {
            t!(
                "game-time-uneven",
                black_side = Color::Black.shown_in(handicap),
                black = self.black.shown(),
                white_side = Color::White.shown_in(handicap),
                white = self.white.shown()
            )
        }
    }
}

/// A duration as a player reads it: `10m`, `1h30m` as `format_duration`
/// writes them, or 10分, 1時間30分; a fraction of a second as `0.5s`,
/// 0.5秒.
pub fn shown_duration(d: Duration) -> String {
    let s = d.as_secs();
    let fraction = second_fraction(d);
    if s == 0 && fraction.is_empty() {
        return "0".to_string();
    }
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    let mut out = String::new();
    if h > 0 {
        out.push_str(&t!("game-duration-hours", count = h));
    }
    if m > 0 {
        out.push_str(&t!("game-duration-minutes", count = m));
    }
    if sec > 0 || !fraction.is_empty() {
        // A string, so that Fluent does not round or group it.
        out.push_str(&t!(
            "game-duration-seconds",
            count = format!("{sec}{fraction}")
        ));
    }
    out
}

impl Shown for RuleSet {
    /// "27-point impasse declaration", 27点法の入玉宣言.
    fn shown(&self) -> String {
        crate::text(match self {
            RuleSet::Declare27 => "game-rules-declare27",
            RuleSet::Declare24 => "game-rules-declare24",
            RuleSet::Try => "game-rules-try",
            RuleSet::None => "game-rules-none",
        })
    }
}

impl Shown for MoveLimit {
    /// The limit as a game's header names it: "limit 500", 手数制限500手.
    fn shown(&self) -> String {
        match self {
            MoveLimit::Plies(n) => t!("game-move-limit", count = *n),
            MoveLimit::Off => t!("game-no-move-limit"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Lang, in_lang};

    #[test]
    fn time_controls_read_in_words_in_both_languages() {
        for (text, en, ja) in [
            ("10m+30s", "10m + 30s byoyomi", "10分・秒読み30秒"),
            ("0+30s", "30s byoyomi", "秒読み30秒"),
            ("5m+10s/move", "5m + 10s per move", "5分・1手ごとに10秒加算"),
            ("3m", "3m sudden death", "3分切れ負け"),
        ] {
            let tc: TimeControl = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(in_lang(Lang::En, || tc.shown()), en);
            assert_eq!(in_lang(Lang::Ja, || tc.shown()), ja);
        }
    }

    #[test]
    fn a_byoyomi_of_half_a_second_is_not_shown_as_none() {
        let half = TimeControl::new(Duration::ZERO, Duration::from_millis(500), Duration::ZERO)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(in_lang(Lang::En, || half.shown()), "0.5s byoyomi");
        assert_eq!(in_lang(Lang::Ja, || half.shown()), "秒読み0.5秒");
        let d = Duration::from_millis(61_250);
        assert_eq!(in_lang(Lang::En, || shown_duration(d)), "1m1.25s");
    }
}
