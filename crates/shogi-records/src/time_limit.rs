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
//! Fractions of a second (engine series play ½ s a move) are written to
//! the millisecond where the format has room: KIF `0分+0.5秒`, V3.0
//! `$TIME:0+0.5+0`; V2.2, which has none, is not written for them.

use shogi_core::game::{TimeControl, TimeControls, second_fraction};
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

/// `1時間30分`, `10分`, `30秒`, `0.5秒`; zero is `0分` for a main time,
/// else `0秒`.
fn kif_duration(d: Duration, minutes_when_zero: bool) -> String {
    let s = d.as_secs();
    let fraction = second_fraction(d);
    if s == 0 && fraction.is_empty() {
        return if minutes_when_zero { "0分" } else { "0秒" }.to_string();
    }
    let mut out = String::new();
    for (n, unit) in [(s / 3600, "時間"), (s / 60 % 60, "分")] {
        if n > 0 {
            out.push_str(&n.to_string());
            out.push_str(unit);
        }
    }
    let seconds = s % 60;
    if seconds > 0 || !fraction.is_empty() {
        out.push_str(&format!("{seconds}{fraction}秒"));
    }
    out
}

/// `0.5` as milliseconds: at most three digits after the point, as the
/// writers here give them.
fn millis_of_fraction(digits: &str) -> Option<u64> {
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(n * 10u64.pow(3 - digits.len() as u32))
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

/// `1時間30分`, `10分`, `30秒`, `0.5秒`, `0`: units from hours down,
/// each once; a fraction only of seconds.
pub fn kanji_duration(text: &str) -> Option<Duration> {
    let t = normalise(text);
    if t == "0" {
        return Some(Duration::ZERO);
    }
    let mut rest = t.as_str();
    let mut total: u64 = 0;
    let mut millis: u64 = 0;
    let mut last_scale = u64::MAX;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit())?;
        if digits == 0 || digits > 6 {
            return None;
        }
        let n: u64 = rest[..digits].parse().ok()?;
        rest = &rest[digits..];
        if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(|c: char| !c.is_ascii_digit())?;
            if !after[end..].starts_with('秒') {
                return None;
            }
            millis = millis_of_fraction(&after[..end])?;
            rest = &after[end..];
        }
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
    (last_scale != u64::MAX).then(|| Duration::from_secs(total) + Duration::from_millis(millis))
}

/// The V2.2 `hh:mm+ss`, when this time control has that form: no
/// increment and a main time of whole minutes.
pub fn csa_v2_text(tc: &TimeControl) -> Option<String> {
    let main = tc.main.as_secs();
    let whole = |d: Duration| d.subsec_nanos() == 0;
    if !tc.increment.is_zero() || !main.is_multiple_of(60) || !whole(tc.main) || !whole(tc.byoyomi)
    {
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

/// The V3.0 `main+byoyomi+increment` in seconds, with a fraction where
/// there is one (V3.0 allows them: `0+0.5+0`).
pub fn csa_v3_text(tc: &TimeControl) -> String {
    let secs = |d: Duration| format!("{}{}", d.as_secs(), second_fraction(d));
    format!(
        "{}+{}+{}",
        secs(tc.main),
        secs(tc.byoyomi),
        secs(tc.increment)
    )
}

pub fn parse_csa_v3(text: &str) -> Option<TimeControl> {
    let parts: Vec<&str> = text.trim().split('+').collect();
    let [main, byoyomi, increment] = parts.as_slice() else {
        return None;
    };
    TimeControl::new(seconds(main)?, seconds(byoyomi)?, seconds(increment)?).ok()
}

/// Digits only (at most 9 of them: far past any clock, far from overflow).
fn whole(text: &str) -> Option<u64> {
    let t = text.trim();
    (!t.is_empty() && t.len() <= 9 && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// Seconds, with a fraction to the millisecond as V3.0 allows (`600.0`,
/// `0.5`); a finer one (`0.0001`) is refused rather than rounded.
fn seconds(text: &str) -> Option<Duration> {
    match text.trim().split_once('.') {
        Some((s, frac)) => {
            let frac = frac.trim_end_matches('0');
            let millis = if frac.is_empty() {
                0
            } else {
                millis_of_fraction(frac)?
            };
            Some(Duration::from_secs(whole(s)?) + Duration::from_millis(millis))
        }
        None => whole(text).map(Duration::from_secs),
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
    fn half_a_second_of_byoyomi_is_written_and_read_back_in_kif_and_csa() {
        let half =
            TimeControl::new(Duration::ZERO, Duration::from_millis(500), Duration::ZERO).unwrap();
        assert_eq!(kif_text(&half), "0分+0.5秒");
        assert_eq!(parse_kif("0分+0.5秒"), Some(half));
        assert_eq!(parse_kif("秒読み0.5秒"), Some(half));
        assert_eq!(csa_v3_text(&half), "0+0.5+0");
        assert_eq!(parse_csa_v3("0+0.5+0"), Some(half));
        assert_eq!(csa_v2_text(&half), None, "V2.2 has no fractions");
        let odd = TimeControl::new(
            Duration::from_secs(60),
            Duration::from_millis(1250),
            Duration::ZERO,
        )
        .unwrap();
        assert_eq!(kif_text(&odd), "1分+1.25秒");
        assert_eq!(parse_kif(&kif_text(&odd)), Some(odd));
        for text in ["0.5分", "0.1234秒", "0.秒", "1.5時間"] {
            assert_eq!(kanji_duration(text), None, "{text}");
        }
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
        assert_eq!(parse_csa_v3("900.0001+0+5"), None);
        assert_eq!(parse_csa_v3("600+30+10"), None, "byoyomi and increment");
    }
}
