//! The flags of `shogi-tui lishogi` and what they give: the clock as
//! `--seek` and `--clock` write it, and the token, which is read from
//! `--token-file` or `SHOGI_TUI_LISHOGI_TOKEN`, never from an argument
//! (process listings show arguments to every user). Shared by the
//! headless player (`lishogi`) and the game screen (`lishogi_tui`).

use super::{Failure, whole_number};
use crate::lishogi::client::LISHOGI;
use crate::lishogi::token::{self, TOKEN_ENV, Token, TokenError};
use crate::t;
use crate::tui::setup::PlayerSpec;
use clap::Args;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct LishogiArgs {
    /// The site's address (http:// only on this machine, for a test
    /// server) [default: https://lishogi.org].
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// A file whose first line is your personal token (scope board:play),
    /// readable by you alone. Else $SHOGI_TUI_LISHOGI_TOKEN.
    #[arg(long, value_name = "FILE")]
    pub token_file: Option<PathBuf>,
    /// Who plays from here: human (the game screen; the default), bot:LEVEL
    /// or "usi:COMMAND" (headless).
    #[arg(long, value_name = "PLAYER", value_parser = checked_player)]
    pub player: Option<PlayerSpec>,
    /// Seek a game in the lobby on this clock: main time and byoyomi
    /// (10m+30s), main time and an increment in seconds (10m+10i), or
    /// byoyomi alone (0+30s). The main time is in whole minutes.
    #[arg(long, value_name = "CLOCK", value_parser = parse_clock,
          conflicts_with_all = ["challenge", "ai", "accept"])]
    pub seek: Option<ClockSpec>,
    /// Challenge this player instead of seeking, on the clock of --clock.
    #[arg(long, value_name = "USER", conflicts_with_all = ["ai", "accept"])]
    pub challenge: Option<String>,
    /// Play lishogi's own engine at this level (1-8) instead of seeking, on
    /// the clock of --clock.
    #[arg(long, value_name = "LEVEL", value_parser = whole_number::<u8>(1, 8),
          allow_hyphen_values = true, conflicts_with = "accept")]
    pub ai: Option<u8>,
    /// Accept the challenges others send instead of seeking.
    #[arg(long)]
    pub accept: bool,
    /// The clock of --challenge and --ai, written as --seek's.
    #[arg(long, value_name = "CLOCK", value_parser = parse_clock, default_value = "10m+30s")]
    pub clock: ClockSpec,
    /// Byoyomi periods.
    #[arg(long, value_name = "N", default_value = "1", value_parser = whole_number::<u32>(1, 10), allow_hyphen_values = true)]
    pub periods: u32,
    /// A rated game (casual by default).
    #[arg(long)]
    pub rated: bool,
    /// The side asked for.
    #[arg(long, value_name = "SIDE", default_value = "random",
          value_parser = clap::builder::PossibleValuesParser::new(["sente", "gote", "random"]))]
    pub color: String,
    /// Games to play one after another (headless).
    #[arg(long, value_name = "N", default_value = "1", value_parser = whole_number::<u32>(1, 10_000), allow_hyphen_values = true)]
    pub games: u32,
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else
    /// $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// Milliseconds kept back from the computer's time on each move, for
    /// the network.
    #[arg(long, value_name = "MS", default_value = "1000", value_parser = whole_number::<u64>(0, 60_000), allow_hyphen_values = true)]
    pub margin_ms: u64,
}

/// A clock as `--seek` and `--clock` write it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockSpec {
    pub main: Duration,
    pub byoyomi: Duration,
    pub increment: Duration,
}

/// `MAIN[+EXTRA]`: MAIN a duration (`10m`, `90s`, `0`), EXTRA a byoyomi
/// (`30s`, `1m`) or an increment in seconds (`10i`).
pub fn parse_clock(text: &str) -> Result<ClockSpec, String> {
    let bad = || {
        t!(
            "lishogi-cli-bad-clock",
            value = crate::kifu::escape_controls(text)
        )
    };
    let duration = |t: &str| crate::game::parse_duration(t).map_err(|_| bad());
    let (main, extra) = match text.trim().split_once('+') {
        Some((main, extra)) => (main, Some(extra.trim())),
        None => (text.trim(), None),
    };
    let main = duration(main)?;
    let (byoyomi, increment) = match extra {
        None => (Duration::ZERO, Duration::ZERO),
        Some(e) => match e.strip_suffix('i') {
            Some(secs) => (
                Duration::ZERO,
                Duration::from_secs(secs.trim().parse().map_err(|_| bad())?),
            ),
            None => (duration(e)?, Duration::ZERO),
        },
    };
    let limit = Duration::from_secs(3 * 3600);
    if main > limit || byoyomi > limit || increment > limit {
        return Err(bad());
    }
    if main.is_zero() && byoyomi.is_zero() && increment.is_zero() {
        return Err(bad());
    }
    Ok(ClockSpec {
        main,
        byoyomi,
        increment,
    })
}

fn checked_player(text: &str) -> Result<PlayerSpec, crate::tui::setup::UnknownPlayer> {
    text.parse::<PlayerSpec>()?.checked()
}

impl LishogiArgs {
    /// `--server`, else the public site. (None when not given, so that a
    /// setting may come between the two.)
    pub fn server_or_default(&self) -> &str {
        self.server.as_deref().unwrap_or(LISHOGI)
    }
}

/// The token of `--token-file`, else of the environment.
pub fn find_token(args: &LishogiArgs) -> Result<Token, Failure> {
    let found = match &args.token_file {
        Some(file) => token::from_file(file),
        None => match token::from_environment() {
            Some(value) if !value.trim().is_empty() => Token::new(&value),
            _ => Err(TokenError::Missing),
        },
    };
    found.map_err(|e| match e {
        TokenError::Missing => Failure::BadInput(t!("lishogi-cli-token-missing", env = TOKEN_ENV)),
        e => Failure::BadInput(e.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_are_read_with_a_byoyomi_or_an_increment() {
        let c = |m, b, i| ClockSpec {
            main: Duration::from_secs(m),
            byoyomi: Duration::from_secs(b),
            increment: Duration::from_secs(i),
        };
        assert_eq!(parse_clock("10m+30s"), Ok(c(600, 30, 0)));
        assert_eq!(parse_clock("10m+10i"), Ok(c(600, 0, 10)));
        assert_eq!(parse_clock("0+30s"), Ok(c(0, 30, 0)));
        assert_eq!(parse_clock("15m"), Ok(c(900, 0, 0)));
        assert_eq!(parse_clock(" 1h + 1m "), Ok(c(3600, 60, 0)));
        for bad in ["", "0", "10x", "10m+", "10m+xi", "10m+30s+5", "99h"] {
            assert!(parse_clock(bad).is_err(), "{bad}");
        }
    }
}
