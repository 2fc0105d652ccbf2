//! `shogi-tui online`: play on a CSA server. With `--server` and
//! `--player bot:N` or `usi:COMMAND` the headless bridge plays, with no
//! terminal. Otherwise it is the game screen: a person with the server,
//! the login and a password connects at once; with any of them missing
//! (or a computer but no server) the online form opens, filled in from
//! the settings and then from the flags given.

use super::play::{StartArgs, finish, known_theme, look, save_folder};
use super::{Failure, whole_number};
use crate::computer::ComputerSettings;
use crate::game::PlayerKind;
use crate::online::connection::{Limits, split_server};
use crate::online::headless::{self, Options};
use crate::online::password::{self, PASSWORD_ENV, Password, PasswordError};
use crate::settings::{Remembered, TrustedEngines};
use crate::t;
use crate::tui::app::App;
use crate::tui::pages::online_form::OnlineForm;
use crate::tui::run::run as run_tui;
use crate::tui::setup::PlayerSpec;
use clap::Args;
use ratatui::layout::Rect;
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
    /// Who plays from here: human (the game screen; the default), bot:LEVEL
    /// or "usi:COMMAND" (headless with --server; without it, the form's
    /// choice).
    #[arg(long, value_name = "PLAYER", value_parser = checked_player)]
    pub player: Option<PlayerSpec>,
    /// Games to play one after another (headless).
    #[arg(long, value_name = "N", default_value = "1", value_parser = whole_number::<u32>(1, 10_000), allow_hyphen_values = true)]
    pub games: u32,
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else
    /// $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
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

pub fn run(args: &OnlineArgs, top: &StartArgs) -> ExitCode {
    match (&args.player, &args.server) {
        (Some(PlayerSpec(kind)), Some(_)) if *kind != PlayerKind::Human => run_headless(args, top),
        _ => run_on_screen(args, top),
    }
}

/// The headless bridge: games one after another, a line for each.
fn run_headless(args: &OnlineArgs, top: &StartArgs) -> ExitCode {
    match options(args, top) {
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

/// The game screen: the form (over the menu, where Esc goes back), and
/// the game on top of it when the flags say all that connecting needs.
/// Leaving the game goes back to the form, as from the menu.
fn run_on_screen(args: &OnlineArgs, top: &StartArgs) -> ExitCode {
    if top.resume {
        return super::play::continue_refused("online");
    }
    // Read before the terminal is taken, so that a bad file's message is
    // plain text; no password at all is the form's to ask for.
    let password = match found_password(args) {
        Ok(password) => password,
        Err(f) => return f.report("online"),
    };
    let server = match args.server.as_deref().map(split_server).transpose() {
        Ok(server) => server,
        Err(e) => return Failure::BadInput(e.to_string()).report("online"),
    };
    if let Err(e) = super::play::terminal() {
        return finish(Err(e));
    }
    let remembered = Remembered::load();
    let prefs = look(
        (args.theme.as_ref(), args.glyphs.as_ref()),
        top,
        &remembered,
    );
    let app =
        App::with_menu(prefs, Rect::default()).with_saves(save_folder(args.save_dir.as_ref(), top));
    // `shogi-tui --db FILE online`: the finished games go there.
    let mut app = super::play::with_db(app, None, top)
        .with_trusted(TrustedEngines::load())
        .with_settings(remembered);
    app.show(crate::tui::pages::online_form::connect::open());
    let Some(form) = app.top_mut::<OnlineForm>() else {
        return finish(run_tui(app));
    };
    if let Some((host, port)) = &server {
        form.preset_server(host, *port);
    }
    if let Some(user) = &args.user {
        form.preset_user(user);
    }
    if let Some(password) = &password {
        form.preset_password(password);
    }
    // With --server the command line means a person unless --player
    // says otherwise, as when connecting at once; without it the seat
    // remembered stays unless --player is given.
    let person = PlayerSpec(PlayerKind::Human);
    let seat = args
        .player
        .as_ref()
        .or(args.server.is_some().then_some(&person));
    if let Some(PlayerSpec(kind)) = seat {
        form.preset_seat(kind);
    }
    let complete = args.server.is_some() && args.user.is_some() && password.is_some();
    // The form's own checks, so that a login the server cannot take is
    // said on the form rather than by the server.
    if complete {
        let flow = form.connect();
        app.show(flow);
    }
    finish(run_tui(app))
}

/// The password of `--password-file` or the environment; `None` when
/// neither gives one. A file that cannot be used is refused.
fn found_password(args: &OnlineArgs) -> Result<Option<Password>, Failure> {
    let bad = |e: PasswordError| Failure::BadInput(e.to_string());
    match password::find(
        args.password_file.as_deref(),
        std::env::var(PASSWORD_ENV).ok(),
    ) {
        Ok(password) => {
            password::check_game_name(&password).map_err(bad)?;
            Ok(Some(password))
        }
        Err(PasswordError::Missing) => Ok(None),
        Err(e) => Err(bad(e)),
    }
}

/// The bridge's options from the flags, or what is missing.
pub fn options(args: &OnlineArgs, top: &StartArgs) -> Result<Options, Failure> {
    let (Some(server), Some(PlayerSpec(player))) = (&args.server, &args.player) else {
        return Err(Failure::BadInput(t!("cli-online-headless-needs")));
    };
    let Some(user) = &args.user else {
        return Err(Failure::BadInput(t!("cli-online-needs-user")));
    };
    let password = password::find(
        args.password_file.as_deref(),
        std::env::var(PASSWORD_ENV).ok(),
    )
    .map_err(|e| Failure::BadInput(e.to_string()))?;
    password::check_game_name(&password).map_err(|e| Failure::BadInput(e.to_string()))?;
    let (host, port) = split_server(server).map_err(|e| Failure::BadInput(e.to_string()))?;
    Ok(Options {
        host,
        port,
        user: user.clone(),
        password,
        player: player.clone(),
        games: args.games,
        save_dir: crate::player_dirs::resolve_save_dir(args.save_dir.as_deref()),
        database: crate::headless::finished_games_database(top.game_db.as_deref()),
        limits: Limits {
            keep_alive: Duration::from_secs(args.keep_alive),
            silence: Duration::from_secs(args.silence),
            ..Limits::default()
        },
        margin: Duration::from_millis(args.margin_ms),
        settings: ComputerSettings::default(),
        notice: |message| super::say_error("online", message),
    })
}
