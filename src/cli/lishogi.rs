//! `shogi-tui lishogi`: play on lishogi through its Board API. With
//! `--player bot:N` or `usi:COMMAND` the headless player plays, with no
//! terminal; otherwise it is the game screen (`lishogi_tui`). The flags
//! are `lishogi_args`'s, which both share.

use super::Failure;
use super::lishogi_args::{ClockSpec, LishogiArgs, find_token};
use super::play::StartArgs;
use crate::computer::ComputerSettings;
use crate::game::PlayerKind;
use crate::lishogi::client::Limits;
use crate::lishogi::headless::{self, Options, Pairing};
use crate::lishogi::{AiChallenge, ColorChoice, Seek, UserChallenge, board_api_playable};
use crate::t;
use crate::tui::setup::PlayerSpec;
use std::process::ExitCode;
use std::time::Duration;

pub fn run(args: &LishogiArgs, top: &StartArgs) -> ExitCode {
    match &args.player {
        Some(PlayerSpec(kind)) if *kind != PlayerKind::Human => run_headless(args, top),
        _ => super::lishogi_tui::run(args, top),
    }
}

/// The headless player: games one after another, a line for each.
fn run_headless(args: &LishogiArgs, top: &StartArgs) -> ExitCode {
    match options(args, top) {
        Ok(options) => {
            let stdout = std::io::stdout();
            match headless::run(&options, &mut stdout.lock()) {
                Ok(_) => ExitCode::SUCCESS,
                Err(e) if e.is_bad_input() => Failure::BadInput(e.to_string()).report("lishogi"),
                Err(e) => Failure::Io(e.to_string()).report("lishogi"),
            }
        }
        Err(f) => f.report("lishogi"),
    }
}

fn color(args: &LishogiArgs) -> ColorChoice {
    match args.color.as_str() {
        "sente" => ColorChoice::Sente,
        "gote" => ColorChoice::Gote,
        _ => ColorChoice::Random,
    }
}

fn secs(d: Duration) -> u32 {
    u32::try_from(d.as_secs()).unwrap_or(u32::MAX)
}

/// The periods a clock is sent with: none without a byoyomi.
fn periods(args: &LishogiArgs, clock: &ClockSpec) -> u32 {
    if clock.byoyomi.is_zero() {
        0
    } else {
        args.periods
    }
}

/// How the games are found, from the flags.
fn pairing(args: &LishogiArgs) -> Result<Pairing, Failure> {
    let clock = &args.clock;
    if let Some(seek_clock) = &args.seek {
        if seek_clock.main.as_secs() % 60 != 0 {
            return Err(Failure::BadInput(t!("lishogi-cli-seek-minutes")));
        }
        let seek = Seek {
            minutes: secs(seek_clock.main) / 60,
            increment_secs: secs(seek_clock.increment),
            byoyomi_secs: secs(seek_clock.byoyomi),
            periods: periods(args, seek_clock),
            rated: args.rated,
            color: color(args),
            rating_range: None,
            handicap: None,
        };
        if !board_api_playable(&seek.clock(), seek.rated) {
            return Err(Failure::BadInput(
                crate::lishogi::LishogiError::TooFast.to_string(),
            ));
        }
        return Ok(Pairing::Seek(seek));
    }
    if let Some(user) = &args.challenge {
        return Ok(Pairing::Challenge {
            user: user.clone(),
            challenge: UserChallenge {
                limit_secs: secs(clock.main),
                increment_secs: secs(clock.increment),
                byoyomi_secs: secs(clock.byoyomi),
                periods: periods(args, clock),
                rated: args.rated,
                color: color(args),
            },
        });
    }
    if let Some(level) = args.ai {
        return Ok(Pairing::Ai(AiChallenge {
            level,
            limit_secs: secs(clock.main),
            increment_secs: secs(clock.increment),
            byoyomi_secs: secs(clock.byoyomi),
            periods: periods(args, clock),
            color: color(args),
        }));
    }
    if args.accept {
        return Ok(Pairing::Accept);
    }
    Err(Failure::BadInput(t!("lishogi-cli-how-to-pair")))
}

/// The headless player's options from the flags, or what is wrong.
pub fn options(args: &LishogiArgs, top: &StartArgs) -> Result<Options, Failure> {
    let Some(PlayerSpec(player)) = &args.player else {
        return Err(Failure::BadInput(t!("lishogi-cli-how-to-pair")));
    };
    let pairing = pairing(args)?;
    let token = find_token(args)?;
    Ok(Options {
        server: args.server_or_default().to_string(),
        token,
        player: player.clone(),
        pairing,
        games: args.games,
        save_dir: crate::player_dirs::resolve_save_dir(args.save_dir.as_deref()),
        database: crate::headless::finished_games_database(top.game_db.as_deref()),
        limits: Limits::default(),
        margin: Duration::from_millis(args.margin_ms),
        settings: ComputerSettings::default(),
        notice: |message| super::say_error("lishogi", message),
    })
}
