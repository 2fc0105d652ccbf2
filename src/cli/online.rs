//! `shogi-tui online`: play on a CSA server. With `--player bot:N` or
//! `usi:COMMAND` the headless bridge plays; the interactive form and the
//! game screen for a person are not built yet, and the command says so.

use super::{Failure, whole_number};
use crate::game::PlayerKind;
use crate::online::connection::{Limits, split_server};
use crate::online::headless::{self, Options};
use crate::online::password::{self, PASSWORD_ENV};
use crate::tui::setup::PlayerSpec;
use crate::usi::ComputerSettings;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct OnlineArgs {
    /// The server: HOST or HOST:PORT (port 4081 by default), e.g.
    /// wdoor.c.u-tokyo.ac.jp for floodgate.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub server: Option<String>,
    /// Your user name on the server.
    #[arg(long, value_name = "ID")]
    pub user: Option<String>,
    /// A file whose first line is the password (floodgate: GAMENAME,trip,
    /// e.g. floodgate-300-10F,mytrip). Else $SHOGI_TUI_CSA_PASSWORD.
    #[arg(long, value_name = "FILE")]
    pub password_file: Option<PathBuf>,
    /// Who plays from here: human (the game screen), bot:LEVEL or
    /// "usi:COMMAND" (headless).
    #[arg(long, value_name = "PLAYER", default_value = "human", value_parser = checked_player)]
    pub player: PlayerSpec,
    /// Games to play one after another (headless).
    #[arg(long, value_name = "N", default_value = "1", value_parser = whole_number::<u32>(1, 10_000), allow_hyphen_values = true)]
    pub games: u32,
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else saves/).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// Seconds of quiet after which an empty line is sent (floodgate
    /// drops quiet clients).
    #[arg(long, value_name = "SECONDS", default_value = "30", value_parser = whole_number::<u64>(1, 3600), allow_hyphen_values = true)]
    pub keep_alive: u64,
    /// Seconds the server may take over an answer it owes before the
    /// connection is given up.
    #[arg(long, value_name = "SECONDS", default_value = "60", value_parser = whole_number::<u64>(1, 3600), allow_hyphen_values = true)]
    pub silence: u64,
    /// Milliseconds kept back from the computer's time on each move, for
    /// the network and the server's rounding.
    #[arg(long, value_name = "MS", default_value = "1000", value_parser = whole_number::<u64>(0, 60_000), allow_hyphen_values = true)]
    pub margin_ms: u64,
}

fn checked_player(text: &str) -> Result<PlayerSpec, crate::tui::setup::UnknownPlayer> {
    text.parse::<PlayerSpec>()?.checked()
}

pub fn run(args: &OnlineArgs) -> ExitCode {
    match options(args) {
        Ok(options) => {
            let stdout = std::io::stdout();
            match headless::run(&options, &mut stdout.lock()) {
                Ok(_) => ExitCode::SUCCESS,
                Err(e) => Failure::Io(e.to_string()).report("online"),
            }
        }
        Err(f) => f.report("online"),
    }
}

/// The bridge's options from the flags, or what is missing.
pub fn options(args: &OnlineArgs) -> Result<Options, Failure> {
    let not_built = || {
        Failure::BadInput(
            "playing online on the game screen (a person, or the form without --server) is not built yet; for now the headless bridge plays: --server HOST[:PORT] --user ID --password-file FILE --player bot:LEVEL|usi:COMMAND".into(),
        )
    };
    if args.player.0 == PlayerKind::Human {
        return Err(not_built());
    }
    let Some(server) = &args.server else {
        return Err(not_built());
    };
    let Some(user) = &args.user else {
        return Err(Failure::BadInput(
            "give your user name on the server with --user ID".into(),
        ));
    };
    let password = password::find(
        args.password_file.as_deref(),
        std::env::var(PASSWORD_ENV).ok(),
    )
    .map_err(|e| Failure::BadInput(e.to_string()))?;
    password::check_game_name(&password).map_err(|e| Failure::BadInput(e.to_string()))?;
    let (host, port) = split_server(server);
    Ok(Options {
        host,
        port,
        user: user.clone(),
        password,
        player: args.player.0.clone(),
        games: args.games,
        save_dir: crate::kifu::resolve_save_dir(args.save_dir.as_deref()),
        limits: Limits {
            keep_alive: Duration::from_secs(args.keep_alive),
            silence: Duration::from_secs(args.silence),
            ..Limits::default()
        },
        margin: Duration::from_millis(args.margin_ms),
        settings: ComputerSettings::default(),
    })
}
