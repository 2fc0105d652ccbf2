//! Dates and times of records (開始日時, `$START_TIME`, save files).
//!
//! Records write local wall-clock times without a zone, so a timestamp is
//! just the calendar fields. `now()` gives UTC: the standard library has
//! no time zones, and a save only needs an order and a readable date.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp {
    pub year: u16,
    pub month: u8,
    pub day: u8,
    /// Hours, minutes, seconds; `None` when the record gives only a date.
    pub time: Option<(u8, u8, u8)>,
}

impl Timestamp {
    /// The current UTC time.
    pub fn now() -> Timestamp {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Timestamp::from_unix(secs)
    }

    pub fn from_unix(secs: u64) -> Timestamp {
        let days = (secs / 86_400) as i64;
        let rem = secs % 86_400;
        let (year, month, day) = civil_from_days(days);
        Timestamp {
            year: u16::try_from(year).unwrap_or(u16::MAX),
            month,
            day,
            time: Some((
                (rem / 3600) as u8,
                ((rem % 3600) / 60) as u8,
                (rem % 60) as u8,
            )),
        }
    }

    /// Reads `2024/05/01 10:00:00`, `2024/05/01(水) 10:00`, `2024-05-01T10:00:00`,
    /// or a date alone. Anything after the time (a zone, text) is refused,
    /// so that an unusual header is kept verbatim instead of half read.
    pub fn parse(text: &str) -> Option<Timestamp> {
        let text = text.trim();
        let (date, rest) = split_date(text)?;
        let mut fields = date.split(['/', '-']);
        let year: u16 = fields.next()?.parse().ok()?;
        let month: u8 = fields.next()?.parse().ok()?;
        let day: u8 = fields.next()?.parse().ok()?;
        if fields.next().is_some() || !(1..=days_in_month(year, month)).contains(&day) {
            return None;
        }
        // A weekday in parentheses may follow the date: (水) or (Wed).
        let mut rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix('(').or_else(|| rest.strip_prefix('（')) {
            let close = after.find([')', '）'])?;
            let width = after[close..].chars().next()?.len_utf8();
            rest = after[close + width..].trim_start();
        }
        let rest = rest.trim_start_matches('T').trim();
        let time = if rest.is_empty() {
            None
        } else {
            let mut parts = rest.split(':');
            let h: u8 = parts.next()?.trim().parse().ok()?;
            let m: u8 = parts.next()?.trim().parse().ok()?;
            let s: u8 = match parts.next() {
                Some(s) => s.trim().parse().ok()?,
                None => 0,
            };
            if parts.next().is_some() || h > 23 || m > 59 || s > 60 {
                return None;
            }
            Some((h, m, s))
        };
        Some(Timestamp {
            year,
            month,
            day,
            time,
        })
    }

    /// `2024/05/01 10:00:00`, as KIF and CSA write it.
    pub fn slashed(&self) -> String {
        let mut s = format!("{:04}/{:02}/{:02}", self.year, self.month, self.day);
        if let Some((h, m, sec)) = self.time {
            s.push_str(&format!(" {h:02}:{m:02}:{sec:02}"));
        }
        s
    }
}

/// Days in `month` (1 = January) of `year`, 0 for a month that is not
/// one: a date that no calendar has (2023/02/29) is not read as a date.
fn days_in_month(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => 0,
    }
}

fn split_date(text: &str) -> Option<(&str, &str)> {
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '/' || c == '-'))
        .unwrap_or(text.len());
    if end == 0 {
        return None;
    }
    Some((&text[..end], &text[end..]))
}

/// `2024-05-01 10:00:00`, the save format's spelling.
impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)?;
        if let Some((h, m, s)) = self.time {
            write!(f, " {h:02}:{m:02}:{s:02}")?;
        }
        Ok(())
    }
}

/// Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's
/// well-known algorithm: shift to years starting in March, in 400-year eras).
fn civil_from_days(days: i64) -> (i64, u8, u8) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_time_to_calendar() {
        assert_eq!(Timestamp::from_unix(0).to_string(), "1970-01-01 00:00:00");
        // 2000-02-29 12:34:56 UTC, a leap day in a year divisible by 400.
        assert_eq!(
            Timestamp::from_unix(951_827_696).to_string(),
            "2000-02-29 12:34:56"
        );
    }

    #[test]
    fn reads_record_spellings() {
        let t = Timestamp::parse("1999/07/15(木) 19:07:12").unwrap();
        assert_eq!(t.slashed(), "1999/07/15 19:07:12");
        assert_eq!(
            Timestamp::parse("2023/01/01 00:00").unwrap().time,
            Some((0, 0, 0))
        );
        assert_eq!(Timestamp::parse("2023/01/01").unwrap().time, None);
        assert!(Timestamp::parse("2024/02/29").is_some(), "a leap day");
        assert!(Timestamp::parse("2000/02/29").is_some(), "a leap day");
        assert_eq!(
            Timestamp::parse("2024-05-01 10:00:00").unwrap(),
            Timestamp::parse("2024/05/01 10:00:00").unwrap()
        );
        for bad in [
            "",
            "yesterday",
            "2023/13/01",
            "2023/02/29",
            "1900/02/29",
            "2024/04/31",
            "2023/01/01 25:00",
            "2023/01/01 10:00 JST",
        ] {
            assert_eq!(Timestamp::parse(bad), None, "{bad}");
        }
    }
}
