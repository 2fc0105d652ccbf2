//! The voiced count: which words are said, and at which moments of a turn.
//!
//! The count covers the last stretch before the flag falls: the byoyomi
//! period when the clock has one (its words timed from the moment the main
//! time runs out, so a plan made while main time is left already holds
//! them), else the end of the main time (sudden death, Fischer), taken as a
//! period of unlimited length. Nothing is said during main time that a
//! byoyomi follows: the player is not yet in danger.
//!
//! The words, as a player hears them at a real board:
//! - Announcements at 30, 20 and 10 seconds left, each only if strictly less
//!   than the period's length (an announcement at the period's very start
//!   would say only that the period began). Japanese says the seconds gone
//!   since the period began, as the recorder (記録係) does, when that is a
//!   whole ten from 10 to 50 ([`Word::Elapsed`]: a 60 s byoyomi hears 三十秒,
//!   四十秒, 五十秒; a 30 s one 十秒, 二十秒); otherwise, or with no period,
//!   the seconds left ([`Word::Left`]: 残り十秒 in a 12 s byoyomi and in
//!   sudden death). English always says the seconds left ("thirty seconds").
//! - Then each of the last nine seconds: Japanese counts up 一 … 九 at 9 … 1
//!   seconds left, the unspoken 十 being the flag; English counts down
//!   "nine" … "one". In a period shorter than ten seconds only the words
//!   inside it are said (a 5 s byoyomi hears 六 … 九 or "four" … "one"), so
//!   九 and "one" always mean the last second.
//!
//! Each word is due at its whole second as the clock shows it (seconds
//! rounded up): the word for nine seconds left is due when 9.000 s remain.

use std::time::{Duration, Instant};

/// The voice the count speaks with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Voice {
    Japanese,
    English,
}

/// One word of the count, by its meaning; each voice has a clip for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// In the last ten seconds: Japanese counts the seconds gone, 1–9 (一…九,
    /// the unspoken 十 being the flag); English counts the seconds left, 9–1
    /// (its ten is the announcement [`Word::Left`]`(1)`).
    Count(u8),
    /// Whole tens of seconds gone in a byoyomi period (Japanese: 十秒…五十秒).
    Elapsed(u8),
    /// Tens of seconds left (Japanese: 残り十秒…; English: "thirty seconds").
    Left(u8),
}

/// The words still to be said on the turn under way, each at its moment,
/// in order. An empty plan says nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CountPlan {
    pub voice: Option<Voice>,
    pub words: Vec<(Instant, Word)>,
}

/// How far behind its moment a word may still be said: a plan made a moment
/// after a second (the app redraws, a move is undone) keeps that second's
/// word, but a count that starts late does not say stale words.
pub const LATE: Duration = Duration::from_millis(100);

/// The announcements, in seconds left, in the order they come.
const ANNOUNCE: [u64; 3] = [30, 20, 10];

/// The count for the side to move at `now`, whose main time left is
/// `main_left` (the turn's time already used taken off) before a byoyomi of
/// `byoyomi` per move (zero: sudden death or Fischer).
pub fn plan(voice: Voice, now: Instant, main_left: Duration, byoyomi: Duration) -> CountPlan {
    match main_left.checked_add(byoyomi) {
        Some(to_flag) => plan_to_flag(voice, now, to_flag, byoyomi),
        None => CountPlan::default(),
    }
}

/// The count when the flag falls `to_flag` after `now` at the end of a
/// period of `byoyomi` (zero: no period, the main time's end): for a clock
/// already inside its byoyomi, `to_flag` is what is left of the period.
pub fn plan_to_flag(voice: Voice, now: Instant, to_flag: Duration, byoyomi: Duration) -> CountPlan {
    let Some(flag) = now.checked_add(to_flag) else {
        return CountPlan::default();
    };
    let period = (!byoyomi.is_zero()).then_some(byoyomi);
    let inside = |left: Duration| period.is_none_or(|p| left < p);
    let announcements = ANNOUNCE
        .iter()
        .map(|&s| Duration::from_secs(s))
        .filter(|&left| inside(left))
        .map(|left| (left, announcement(voice, left, period)));
    let counts = (1..=9u8).rev().map(|n| {
        let left = Duration::from_secs(u64::from(n));
        let word = match voice {
            Voice::Japanese => Word::Count(10 - n),
            Voice::English => Word::Count(n),
        };
        (left, word)
    });
    let words = announcements
        .chain(counts.filter(|&(left, _)| inside(left)))
        .filter_map(|(left, word)| Some((flag.checked_sub(left)?, word)))
        .filter(|&(at, _)| at + LATE >= now)
        .collect();
    CountPlan {
        voice: Some(voice),
        words,
    }
}

/// What is said with `left` to go in a period of `period` (none: sudden
/// death or Fischer).
fn announcement(voice: Voice, left: Duration, period: Option<Duration>) -> Word {
    let tens = |d: Duration| (d.as_secs() / 10) as u8;
    let elapsed = period.map(|p| p - left);
    match (voice, elapsed) {
        (Voice::Japanese, Some(gone))
            if gone.subsec_nanos() == 0
                && gone.as_secs() % 10 == 0
                && (10..=50).contains(&gone.as_secs()) =>
        {
            Word::Elapsed(tens(gone))
        }
        _ => Word::Left(tens(left)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Voice::{English, Japanese};
    use Word::{Count, Elapsed, Left};

    fn secs(s: f64) -> Duration {
        Duration::from_secs_f64(s)
    }

    /// The plan's words as (seconds after `now`, word), to compare with
    /// tables written from the rules.
    fn heard(voice: Voice, main_left: f64, byoyomi: f64) -> Vec<(f64, Word)> {
        let now = Instant::now();
        let p = plan(voice, now, secs(main_left), secs(byoyomi));
        assert_eq!(p.voice, Some(voice));
        p.words
            .iter()
            .map(|&(at, w)| {
                let after = if at >= now {
                    (at - now).as_secs_f64()
                } else {
                    -(now - at).as_secs_f64()
                };
                ((after * 1000.0).round() / 1000.0, w)
            })
            .collect()
    }

    const JA_COUNT: [Word; 9] = [
        Count(1),
        Count(2),
        Count(3),
        Count(4),
        Count(5),
        Count(6),
        Count(7),
        Count(8),
        Count(9),
    ];
    const EN_COUNT: [Word; 9] = [
        Count(9),
        Count(8),
        Count(7),
        Count(6),
        Count(5),
        Count(4),
        Count(3),
        Count(2),
        Count(1),
    ];

    /// The last nine seconds, each word at its second, for a flag at `flag`
    /// seconds from now.
    fn last_nine(words: [Word; 9], flag: f64) -> Vec<(f64, Word)> {
        (0..9).map(|i| (flag - 9.0 + i as f64, words[i])).collect()
    }

    #[test]
    fn a_60_s_byoyomi_says_thirty_forty_fifty_seconds_gone_in_japanese() {
        let mut want = vec![(30.0, Elapsed(3)), (40.0, Elapsed(4)), (50.0, Elapsed(5))];
        want.extend(last_nine(JA_COUNT, 60.0));
        assert_eq!(heard(Japanese, 0.0, 60.0), want);
    }

    #[test]
    fn a_60_s_byoyomi_says_the_seconds_left_in_english() {
        let mut want = vec![(30.0, Left(3)), (40.0, Left(2)), (50.0, Left(1))];
        want.extend(last_nine(EN_COUNT, 60.0));
        assert_eq!(heard(English, 0.0, 60.0), want);
    }

    #[test]
    fn a_30_s_byoyomi_says_ten_and_twenty_seconds_gone() {
        let mut want = vec![(10.0, Elapsed(1)), (20.0, Elapsed(2))];
        want.extend(last_nine(JA_COUNT, 30.0));
        assert_eq!(heard(Japanese, 0.0, 30.0), want);
        let mut want = vec![(10.0, Left(2)), (20.0, Left(1))];
        want.extend(last_nine(EN_COUNT, 30.0));
        assert_eq!(heard(English, 0.0, 30.0), want);
    }

    #[test]
    fn a_12_s_byoyomi_says_ten_seconds_left_as_two_gone_is_no_whole_ten() {
        let mut want = vec![(2.0, Left(1))];
        want.extend(last_nine(JA_COUNT, 12.0));
        assert_eq!(heard(Japanese, 0.0, 12.0), want);
        let mut want = vec![(2.0, Left(1))];
        want.extend(last_nine(EN_COUNT, 12.0));
        assert_eq!(heard(English, 0.0, 12.0), want);
    }

    #[test]
    fn a_10_s_byoyomi_has_no_announcement_only_the_count() {
        assert_eq!(heard(Japanese, 0.0, 10.0), last_nine(JA_COUNT, 10.0));
        assert_eq!(heard(English, 0.0, 10.0), last_nine(EN_COUNT, 10.0));
    }

    #[test]
    fn a_period_under_ten_seconds_says_only_its_own_last_seconds() {
        let want = vec![
            (1.0, Count(6)),
            (2.0, Count(7)),
            (3.0, Count(8)),
            (4.0, Count(9)),
        ];
        assert_eq!(heard(Japanese, 0.0, 5.0), want);
        let want = vec![
            (1.0, Count(4)),
            (2.0, Count(3)),
            (3.0, Count(2)),
            (4.0, Count(1)),
        ];
        assert_eq!(heard(English, 0.0, 5.0), want);
    }

    #[test]
    fn main_time_left_shifts_the_period_s_words_by_it() {
        // 1 min 5.25 s of main time, then 30 s byoyomi: nothing in main time.
        let mut want = vec![(75.25, Elapsed(1)), (85.25, Elapsed(2))];
        want.extend(last_nine(JA_COUNT, 95.25));
        assert_eq!(heard(Japanese, 65.25, 30.0), want);
    }

    #[test]
    fn sudden_death_with_45_s_left_says_all_three_announcements_as_seconds_left() {
        let mut want = vec![(15.0, Left(3)), (25.0, Left(2)), (35.0, Left(1))];
        want.extend(last_nine(JA_COUNT, 45.0));
        assert_eq!(heard(Japanese, 45.0, 0.0), want);
        let mut want = vec![(15.0, Left(3)), (25.0, Left(2)), (35.0, Left(1))];
        want.extend(last_nine(EN_COUNT, 45.0));
        assert_eq!(heard(English, 45.0, 0.0), want);
    }

    #[test]
    fn sudden_death_with_5_5_s_left_starts_at_the_next_whole_second() {
        // 5.5 s shows as 6: the next word is at 5 left, half a second away.
        let want = vec![
            (0.5, Count(5)),
            (1.5, Count(6)),
            (2.5, Count(7)),
            (3.5, Count(8)),
            (4.5, Count(9)),
        ];
        assert_eq!(heard(Japanese, 5.5, 0.0), want);
        let want = vec![
            (0.5, Count(5)),
            (1.5, Count(4)),
            (2.5, Count(3)),
            (3.5, Count(2)),
            (4.5, Count(1)),
        ];
        assert_eq!(heard(English, 5.5, 0.0), want);
    }

    #[test]
    fn a_late_start_drops_words_more_than_a_tenth_of_a_second_past() {
        // Inside a 12 s byoyomi with 7.95 s left: 8 left was 0.05 s ago (kept,
        // said at once), 9 left and the announcement long gone.
        let now = Instant::now();
        let p = plan_to_flag(Japanese, now, secs(7.95), secs(12.0));
        let words: Vec<Word> = p.words.iter().map(|&(_, w)| w).collect();
        assert_eq!(words, JA_COUNT[1..].to_vec());
        assert!(now - p.words[0].0 <= Duration::from_millis(51));
        // With 7.85 s left, 8 left is 0.15 s behind: dropped.
        let p = plan_to_flag(English, now, secs(7.85), secs(12.0));
        let words: Vec<Word> = p.words.iter().map(|&(_, w)| w).collect();
        assert_eq!(words, EN_COUNT[2..].to_vec());
        assert!(p.words.iter().all(|&(at, _)| at > now));
    }

    #[test]
    fn the_flag_already_fallen_says_nothing() {
        assert_eq!(heard(Japanese, 0.0, 0.0), vec![]);
    }

    #[test]
    fn a_byoyomi_of_a_fraction_of_a_second_over_thirty_says_seconds_left() {
        // 30.5 s: 30 left is inside it; 0.5, 10.5 and 20.5 s gone are no
        // whole tens.
        let mut want = vec![(0.5, Left(3)), (10.5, Left(2)), (20.5, Left(1))];
        want.extend(last_nine(JA_COUNT, 30.5));
        assert_eq!(heard(Japanese, 0.0, 30.5), want);
    }

    #[test]
    fn an_endless_main_time_says_nothing_rather_than_overflowing() {
        let p = plan(Japanese, Instant::now(), Duration::MAX, secs(30.0));
        assert!(p.words.is_empty());
    }
}
