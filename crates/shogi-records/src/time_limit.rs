//! Time controls as records write them.
//!
//! - KIF/KI2 `持ち時間：10分+30秒` (main time + byoyomi), `5分+10秒/手`
//!   (Fischer), `3分` (sudden death), `0分+30秒` (byoyomi only). Read
//!   also: `各10分`, `1時間30分`, `秒読み30秒`, `10分切れ負け`, full-width
//!   digits, Kifu for Windows' separate `秒読み：60秒` header (see
//!   `kif_header`), and the CSA spellings below, which ShogiHome puts in
//!   KIF headers.
//! - CSA V2.2 `$TIME_LIMIT:00:10+30`: hours:minutes of main time, then
//!   byoyomi seconds. It has no increment and no seconds of main time.
//! - CSA V3.0 `$TIME:600+30+0`: main time, byoyomi and increment in
//!   seconds; `$TIME+:` and `$TIME-:` when the sides differ.
//!
//! Only whole seconds are read: every clock here counts whole seconds, and
//! a fraction would not survive the KIF spelling.

use shogi_core::game::{TimeControl, TimeControls};
use std::time::Duration;

/// The KIF spelling of one side's time.
pub fn kif_text(tc: &TimeControl) -> String {
    let main = kif_duration(tc.main, true);
    if !tc.increment.is_zero() {
        format!("{main}+{}/手", kif_duration(tc.increment, false))
    } else if !tc.byoyomi.is_zero() {
        format!("{main}+{}", kif_duration(tc.byoyomi, false))
    } else {
        main
    }
}

/// `1時間30分`, `10分`, `30秒`; zero is `0分` for a main time, else `0秒`.
fn kif_duration(d: Duration, minutes_when_zero: bool) -> String {
    let s = d.as_secs();
    if s == 0 {
        return if minutes_when_zero { "0分" } else { "0秒" }.to_string();
    }
    let mut out = String::new();
    for (n, unit) in [(s / 3600, "時間"), (s / 60 % 60, "分"), (s % 60, "秒")] {
        if n > 0 {
            out.push_str(&n.to_string());
            out.push_str(unit);
        }
    }
    out
}

/// Full-width digits and signs as ASCII, spaces removed: the forms Kifu
/// for Windows and people type.
fn normalise(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '＋' => '+',
            '：' => ':',
            '／' => '/',
            c => c,
        })
        .collect()
}

/// A `持ち時間` value, or `None` when it says something else (kept as
/// text by the reader).
pub fn parse_kif(text: &str) -> Option<TimeControl> {
    let t = normalise(text);
    let t = t.strip_prefix('各').unwrap_or(&t);
    if let Some(tc) = parse_csa_v3(t).or_else(|| parse_csa_v2(t)) {
        return Some(tc);
    }
    if let Some(main) = t.strip_suffix("切れ負け") {
        return TimeControl::new(kanji_duration(main)?, Duration::ZERO, Duration::ZERO).ok();
    }
    if let Some(byoyomi) = t.strip_prefix("秒読み") {
        return TimeControl::new(Duration::ZERO, kanji_duration(byoyomi)?, Duration::ZERO).ok();
    }
    let (main, rest) = match t.split_once('+') {
        Some((m, r)) => (m, Some(r)),
        None => (t, None),
    };
    let main = kanji_duration(main)?;
    let (byoyomi, increment) = match rest {
        None => (Duration::ZERO, Duration::ZERO),
        Some(r) => {
            let fischer = ["/手", "加算"].iter().find_map(|s| r.strip_suffix(s));
            match fischer {
                Some(inc) => (Duration::ZERO, kanji_duration(inc)?),
                None => (
                    kanji_duration(r.strip_prefix("秒読み").unwrap_or(r))?,
                    Duration::ZERO,
                ),
            }
        }
    };
    TimeControl::new(main, byoyomi, increment).ok()
}

/// `1時間30分`, `10分`, `30秒`, `0`: units from hours down, each once.
pub fn kanji_duration(text: &str) -> Option<Duration> {
    let t = normalise(text);
    if t == "0" {
        return Some(Duration::ZERO);
    }
    let mut rest = t.as_str();
    let mut total: u64 = 0;
    let mut last_scale = u64::MAX;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit())?;
        if digits == 0 || digits > 6 {
            return None;
        }
        let n: u64 = rest[..digits].parse().ok()?;
        rest = &rest[digits..];
        let (scale, unit) = [(3600, "時間"), (60, "分"), (1, "秒")]
            .into_iter()
            .find(|(_, u)| rest.starts_with(u))?;
        if scale >= last_scale {
            return None;
        }
        rest = &rest[unit.len()..];
        total = total.checked_add(n.checked_mul(scale)?)?;
        last_scale = scale;
    }
    (last_scale != u64::MAX).then(|| Duration::from_secs(total))
}

/// The V2.2 `hh:mm+ss`, when this time control has that form: no
/// increment and a main time of whole minutes.
pub fn csa_v2_text(tc: &TimeControl) -> Option<String> {
    let main = tc.main.as_secs();
    if !tc.increment.is_zero() || !main.is_multiple_of(60) {
        return None;
    }
    Some(format!(
        "{:02}:{:02}+{:02}",
        main / 3600,
        main / 60 % 60,
        tc.byoyomi.as_secs()
    ))
}

pub fn parse_csa_v2(text: &str) -> Option<TimeControl> {
    let (clock, byoyomi) = text.trim().split_once('+')?;
    let (h, m) = clock.split_once(':')?;
    let h = whole(h)?;
    let m = whole(m)?;
    if m >= 60 {
        return None;
    }
    let main = h.checked_mul(3600)?.checked_add(m * 60)?;
    TimeControl::new(
        Duration::from_secs(main),
        Duration::from_secs(whole(byoyomi)?),
        Duration::ZERO,
    )
    .ok()
}

/// The V3.0 `main+byoyomi+increment` in seconds.
pub fn csa_v3_text(tc: &TimeControl) -> String {
    format!(
        "{}+{}+{}",
        tc.main.as_secs(),
        tc.byoyomi.as_secs(),
        tc.increment.as_secs()
    )
}

pub fn parse_csa_v3(text: &str) -> Option<TimeControl> {
    let parts: Vec<&str> = text.trim().split('+').collect();
    let [main, byoyomi, increment] = parts.as_slice() else {
        return None;
    };
    let secs = |s: &str| whole_seconds(s).map(Duration::from_secs);
    TimeControl::new(secs(main)?, secs(byoyomi)?, secs(increment)?).ok()
}

/// Digits only (at most 9 of them: far past any clock, far from overflow).
fn whole(text: &str) -> Option<u64> {
    let t = text.trim();
    (!t.is_empty() && t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// Whole seconds, also written with a zero fraction (`600.0`), as V3.0
/// allows fractions.
fn whole_seconds(text: &str) -> Option<u64> {
    match text.split_once('.') {
        Some((s, frac)) if frac.bytes().all(|b| b == b'0') => whole(s),
        Some(_) => None,
        None => whole(text),
    }
}

/// Both sides' time from a common value and per-side values, as KIF
/// (`持ち時間`, `先手持ち時間`, `後手持ち時間`) and CSA V3.0 (`$TIME`,
/// `$TIME+`, `$TIME-`) give them: `None` when a side has none. A side's
/// own time with nothing for the other cannot be played with: it is kept
/// in `other` as written, under `keys` (Black's, White's).
pub fn settle(
    common: Option<TimeControl>,
    black: Option<(TimeControl, String)>,
    white: Option<(TimeControl, String)>,
    keys: [&str; 2],
    other: &mut Vec<(String, String)>,
) -> Option<TimeControls> {
    let own = |side: &Option<(TimeControl, String)>| side.as_ref().map(|s| s.0).or(common);
    if let (Some(b), Some(w)) = (own(&black), own(&white)) {
        return Some(TimeControls { black: b, white: w });
    }
    for (key, side) in keys.into_iter().zip([black, white]) {
        if let Some((_, text)) = side {
            other.push((key.into(), text));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(main: u64, byoyomi: u64, increment: u64) -> TimeControl {
        TimeControl::new(
            Duration::from_secs(main),
            Duration::from_secs(byoyomi),
            Duration::from_secs(increment),
        )
        .unwrap()
    }

    #[test]
    fn kif_spellings_players_meet() {
        for (text, want) in [
            ("10分+30秒", tc(600, 30, 0)),
            ("各10分", tc(600, 0, 0)),
            ("10分", tc(600, 0, 0)),
            ("1時間30分", tc(5400, 0, 0)),
            ("0分+30秒", tc(0, 30, 0)),
            ("秒読み30秒", tc(0, 30, 0)),
            ("5分+10秒/手", tc(300, 0, 10)),
            ("5分+10秒加算", tc(300, 0, 10)),
            ("各４時間", tc(4 * 3600, 0, 0)),
            ("１５分＋６０秒", tc(900, 60, 0)),
            ("10分+秒読み30秒", tc(600, 30, 0)),
            ("10分切れ負け", tc(600, 0, 0)),
            ("00:10+30", tc(600, 30, 0)),
            ("600+0+10", tc(600, 0, 10)),
            ("1分30秒", tc(90, 0, 0)),
        ] {
            assert_eq!(parse_kif(text), Some(want), "{text}");
        }
        for text in [
            "",
            "各",
            "10",
            "十分",
            "30秒10分",
            "10分+30秒+5秒",
            "0分",
            "1分1分",
        ] {
            assert_eq!(parse_kif(text), None, "{text}");
        }
    }

    #[test]
    fn kif_writing_reads_back() {
        for t in [
            tc(600, 30, 0),
            tc(0, 30, 0),
            tc(300, 0, 10),
            tc(180, 0, 0),
            tc(5400, 60, 0),
            tc(90, 5, 0),
        ] {
            assert_eq!(parse_kif(&kif_text(&t)), Some(t), "{}", kif_text(&t));
        }
        assert_eq!(kif_text(&tc(600, 30, 0)), "10分+30秒");
        assert_eq!(kif_text(&tc(0, 30, 0)), "0分+30秒");
        assert_eq!(kif_text(&tc(300, 0, 10)), "5分+10秒/手");
        assert_eq!(kif_text(&tc(5400, 0, 0)), "1時間30分");
    }

    #[test]
    fn csa_forms() {
        assert_eq!(csa_v2_text(&tc(600, 30, 0)).as_deref(), Some("00:10+30"));
        assert_eq!(csa_v2_text(&tc(5400, 0, 0)).as_deref(), Some("01:30+00"));
        assert_eq!(csa_v2_text(&tc(300, 0, 10)), None);
        assert_eq!(csa_v2_text(&tc(90, 0, 0)), None);
        assert_eq!(parse_csa_v2("00:25+00"), Some(tc(1500, 0, 0)));
        assert_eq!(parse_csa_v2("00:00+00"), None);
        assert_eq!(parse_csa_v2("00:60+00"), None);
        assert_eq!(csa_v3_text(&tc(600, 30, 0)), "600+30+0");
        assert_eq!(parse_csa_v3("600+30+0"), Some(tc(600, 30, 0)));
        assert_eq!(parse_csa_v3("900.0+0+5"), Some(tc(900, 0, 5)));
        assert_eq!(parse_csa_v3("900.5+0+5"), None);
        assert_eq!(parse_csa_v3("600+30+10"), None, "byoyomi and increment");
    }
}
