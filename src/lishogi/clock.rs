//! lishogi's clock as a player sees it. The game stream sends each side's
//! time (the main time, or in byoyomi what is left of the current period)
//! but never the periods left, so they are counted here from the clock's
//! settings in `gameFull` and how long each move took as seen from here.
//! A period counted here can be one early by the network's lag (the site
//! takes the lag off); the site's status (`outoftime`) is what decides.

use super::game_stream::{ClockJson, GameFull, GameState};
use super::side::Side;
use std::time::Duration;

/// A clock's settings, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockConfig {
    pub initial_ms: u64,
    pub increment_ms: u64,
    pub byoyomi_ms: u64,
    pub periods: u32,
}

impl From<ClockJson> for ClockConfig {
    fn from(c: ClockJson) -> ClockConfig {
        ClockConfig {
            initial_ms: c.initial,
            increment_ms: c.increment,
            byoyomi_ms: c.byoyomi,
            periods: c.periods,
        }
    }
}

/// The site's estimate of a game's length, in seconds: the main time, 60
/// increments and 25 byoyomi periods per period allowed.
pub fn estimated_seconds(c: &ClockConfig) -> u64 {
    let s = |ms: u64| ms / 1000;
    s(c.initial_ms)
        .saturating_add(s(c.increment_ms).saturating_mul(60))
        .saturating_add(
            s(c.byoyomi_ms)
                .saturating_mul(25)
                .saturating_mul(u64::from(c.periods)),
        )
}

/// Whether the Board API may play a game on this clock: the site refuses
/// faster games (a person types their moves), at least 15 minutes by the
/// estimate for a rated game and 5 for a casual one.
pub fn board_api_playable(c: &ClockConfig, rated: bool) -> bool {
    let minimum = if rated { 15 * 60 } else { 5 * 60 };
    estimated_seconds(c) >= minimum
}

/// One side's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideClock {
    /// As the site last said it: the main time left, or in byoyomi what
    /// was left of the period.
    pub time_ms: i64,
    pub in_byoyomi: bool,
    /// Periods left, the current one included.
    pub periods_left: u32,
}

/// Both clocks of a game and how far it has gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    pub config: ClockConfig,
    sides: [SideClock; 2],
    ply: usize,
    /// Who moves at ply 0 (gote in most handicap games).
    first: Side,
}

fn index(side: Side) -> usize {
    match side {
        Side::Sente => 0,
        Side::Gote => 1,
    }
}

fn other(side: Side) -> Side {
    match side {
        Side::Sente => Side::Gote,
        Side::Gote => Side::Sente,
    }
}

impl Clock {
    pub fn new(config: ClockConfig, first: Side) -> Clock {
        let side = SideClock {
            time_ms: i64::try_from(config.initial_ms).unwrap_or(i64::MAX),
            in_byoyomi: config.initial_ms == 0,
            periods_left: config.periods,
        };
        Clock {
            config,
            sides: [side; 2],
            ply: 0,
            first,
        }
    }

    /// The clock of a game from its `gameFull`; `None` for a game without
    /// one. On a reconnection keep the old `Clock` and give it the new
    /// `gameFull`'s state with `on_state` instead: the periods counted so
    /// far are known only to it.
    pub fn from_full(full: &GameFull) -> Option<Clock> {
        let config = ClockConfig::from(full.clock?);
        let mut clock = Clock::new(config, first_to_move(&full.initial_sfen));
        clock.on_state(&full.state, None);
        Some(clock)
    }

    pub fn side(&self, side: Side) -> SideClock {
        self.sides[index(side)]
    }

    /// Who is to move after the moves seen so far.
    pub fn to_move(&self) -> Side {
        if self.ply.is_multiple_of(2) {
            self.first
        } else {
            other(self.first)
        }
    }

    /// Takes a `gameState`. `elapsed` is how long the move it brings took
    /// as seen here (from the state before it to this one); without it, or
    /// when more than one move came at once (a reconnection), no period is
    /// counted.
    pub fn on_state(&mut self, state: &GameState, elapsed: Option<Duration>) {
        let ply = state.ply();
        if ply == self.ply + 1
            && let Some(elapsed) = elapsed
        {
            let mover = self.to_move();
            self.count_periods(mover, elapsed);
        }
        self.ply = ply;
        let most = self.most_ms(ply);
        for side in [Side::Sente, Side::Gote] {
            self.sides[index(side)].time_ms = state.time_ms(side).clamp(0, most);
        }
    }

    /// The most time a side can have after `ply` moves: the main time, a
    /// period and an increment for every move. A site's time beyond it
    /// (10^18 ms) is no clock's, and a computer told it would think for
    /// ever; taken as that most, as a time below 0 is taken as 0.
    fn most_ms(&self, ply: usize) -> i64 {
        let c = self.config;
        let moves = u64::try_from(ply).unwrap_or(u64::MAX).saturating_add(1);
        let most = c
            .initial_ms
            .saturating_add(c.byoyomi_ms)
            .saturating_add(c.increment_ms.saturating_mul(moves));
        i64::try_from(most).unwrap_or(i64::MAX)
    }

    fn count_periods(&mut self, mover: Side, elapsed: Duration) {
        let byo = self.config.byoyomi_ms;
        let clock = &mut self.sides[index(mover)];
        if byo == 0 {
            return;
        }
        let elapsed = u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX);
        let before = u64::try_from(clock.time_ms.max(0)).unwrap_or(0);
        if elapsed < before {
            return;
        }
        let over = elapsed - before;
        let used = if clock.in_byoyomi {
            // The current period ran out, and then as many whole ones.
            1 + over / byo
        } else {
            // The main time ran out; the first period began.
            clock.in_byoyomi = true;
            over / byo
        };
        clock.periods_left = clock
            .periods_left
            .saturating_sub(u32::try_from(used).unwrap_or(u32::MAX));
    }
}

/// Who moves first from `startpos` or an SFEN (its second field, `b` for
/// sente).
pub fn first_to_move(initial_sfen: &str) -> Side {
    match initial_sfen.split_whitespace().nth(1) {
        Some("w") => Side::Gote,
        _ => Side::Sente,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lishogi::side::Status;

    fn config(initial: u64, increment: u64, byoyomi: u64, periods: u32) -> ClockConfig {
        ClockConfig {
            initial_ms: initial * 1000,
            increment_ms: increment * 1000,
            byoyomi_ms: byoyomi * 1000,
            periods,
        }
    }

    #[test]
    fn the_board_api_minimum_is_15_minutes_rated_and_5_casual() {
        assert!(board_api_playable(&config(600, 0, 0, 0), false));
        assert!(!board_api_playable(&config(600, 0, 0, 0), true));
        assert!(board_api_playable(&config(900, 0, 0, 0), true));
        // 3 minutes and 2 s a move: 180 + 120 = 300.
        assert!(board_api_playable(&config(180, 2, 0, 0), false));
        assert!(!board_api_playable(&config(179, 2, 0, 0), false));
        // Byoyomi only, 10 s and 3 periods: 25 × 3 × 10 = 750.
        assert!(board_api_playable(&config(0, 0, 10, 3), false));
        assert!(!board_api_playable(&config(0, 0, 10, 3), true));
        // 10 minutes and 30 s byoyomi, one period: 600 + 750 = 1350 ≥ 900.
        assert!(board_api_playable(&config(600, 0, 30, 1), true));
        assert!(!board_api_playable(&config(0, 0, 0, 0), false));
    }

    fn state(moves: usize, btime: i64, wtime: i64) -> GameState {
        GameState {
            moves: vec!["7g7f"; moves].join(" "),
            btime,
            wtime,
            binc: 0,
            winc: 0,
            byo: 10_000,
            status: Status("started".into()),
            winner: None,
            sdraw: false,
            gdraw: false,
        }
    }

    #[test]
    fn periods_are_counted_from_the_time_each_move_took() {
        let mut clock = Clock::new(config(60, 0, 10, 3), Side::Sente);
        let s = |secs| Some(Duration::from_secs(secs));
        // Sente thinks 75 s: the main time (60) and one period (10) gone.
        clock.on_state(&state(1, 10_000, 60_000), s(75));
        assert_eq!(clock.side(Side::Sente).periods_left, 2);
        assert!(clock.side(Side::Sente).in_byoyomi);
        assert_eq!(clock.side(Side::Gote).periods_left, 3);
        // Gote within its main time.
        clock.on_state(&state(2, 10_000, 30_000), s(30));
        assert_eq!(clock.side(Side::Gote).periods_left, 3);
        assert!(!clock.side(Side::Gote).in_byoyomi);
        // Sente within its period: none used.
        clock.on_state(&state(3, 10_000, 30_000), s(9));
        assert_eq!(clock.side(Side::Sente).periods_left, 2);
        // Sente again, 25 s: two more.
        clock.on_state(&state(4, 10_000, 5_000), s(25));
        clock.on_state(&state(5, 10_000, 5_000), s(25));
        assert_eq!(clock.side(Side::Sente).periods_left, 0);
        // A reconnection bringing several moves counts none.
        clock.on_state(&state(9, 10_000, 10_000), s(500));
        assert_eq!(clock.side(Side::Gote).periods_left, 3);
        assert_eq!(clock.to_move(), Side::Gote);
    }

    #[test]
    fn a_time_out_of_range_is_taken_at_its_bound() {
        let mut clock = Clock::new(config(600, 10, 30, 1), Side::Sente);
        clock.on_state(&state(2, 1_000_000_000_000_000_000, -5), None);
        // The main time, a period and three increments (two moves made,
        // the third's to come).
        assert_eq!(clock.side(Side::Sente).time_ms, 660_000);
        assert_eq!(clock.side(Side::Gote).time_ms, 0);
        clock.on_state(&state(3, 12_345, i64::MAX), None);
        assert_eq!(clock.side(Side::Sente).time_ms, 12_345);
        assert_eq!(clock.side(Side::Gote).time_ms, 670_000);
    }

    #[test]
    fn a_handicap_start_has_gote_move_first() {
        assert_eq!(first_to_move("startpos"), Side::Sente);
        assert_eq!(
            first_to_move("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
            Side::Gote
        );
        // No main time: in byoyomi from the first move.
        let mut clock = Clock::new(config(0, 0, 10, 1), Side::Gote);
        clock.on_state(&state(1, 10_000, 10_000), Some(Duration::from_secs(11)));
        assert_eq!(clock.side(Side::Gote).periods_left, 0);
    }
}
