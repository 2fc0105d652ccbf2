//! The voiced count: which words are said, and at which moments of a turn.
//! (Helper B fills this in.)

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
    /// the unspoken 十 being the flag); English counts the seconds left, 10–1.
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

/// The words still to come before a flag that falls `until_flag` after
/// `now`, the last stretch being a byoyomi period of `period` (zero: none).
/// (Outline: r50-voices gives the words.)
pub fn plan_to_flag(
    voice: Voice,
    now: Instant,
    until_flag: Duration,
    period: Duration,
) -> CountPlan {
    let _ = (now, until_flag, period);
    CountPlan {
        voice: Some(voice),
        words: Vec::new(),
    }
}
