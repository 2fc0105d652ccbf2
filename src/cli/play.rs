//! `shogi-tui play [...]` starts a game directly; `shogi-tui` alone opens the
//! menu, and `shogi-tui --continue` resumes the most recent unfinished game.

use crate::game::{Handicap, MoveLimit, RuleSet};
use crate::settings::{Remembered, TrustedEngines};
use crate::shogi::Position;
use crate::tui::app::{App, Prefs};
use crate::tui::autosave::SaveFolder;
use crate::tui::glyphs::Glyphs;
use crate::tui::navigation::NoResume;
use crate::tui::pages::game::GameScreen;
use crate::tui::pages::game::seats::parse_seconds;
use crate::tui::run::{Ending, require_terminal, run};
use crate::tui::setup::{GameSetup, PlayerSpec, StartSpec};
use crate::tui::theme::{Theme, colour_wanted, theme_names};
use clap::Args;
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// The options of `shogi-tui` itself, without a subcommand.
#[derive(Args, Debug, Default)]
pub struct StartArgs {
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else saves/).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// Resume the most recent unfinished game (one no other shogi-tui has open).
    #[arg(long = "continue")]
    pub resume: bool,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
    /// Seconds per move for computer players in games started from the
    /// menu, for this run [default: as last chosen, else 1].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub seconds: Option<Duration>,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Who plays Black (sente, moves first): human, bot:LEVEL (1-8 or
    /// Beginner, Novice, Apprentice, Casual, Club, Expert, Master, Strongest)
    /// or "usi:COMMAND" for an external USI engine.
    #[arg(long, value_name = "PLAYER", default_value = "human", value_parser = checked_player)]
    pub black: PlayerSpec,
    /// Who plays White (gote): human, bot:LEVEL or "usi:COMMAND", e.g.
    /// --white bot:3 or --white "usi:/usr/games/gpsusi".
    #[arg(long, value_name = "PLAYER", default_value = "human", value_parser = checked_player)]
    pub white: PlayerSpec,
    /// Seconds per move for computer players (fractions allowed) [default: 1].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub seconds: Option<Duration>,
    /// Start from this position instead of the standard one.
    #[arg(long, value_name = "SFEN", value_parser = checked_sfen, conflicts_with = "handicap")]
    pub sfen: Option<String>,
    /// Handicap game: lance, right-lance, bishop, rook, rook-lance, 2-piece,
    /// 4-piece, 6-piece, 8-piece or 10-piece (White moves first).
    #[arg(long, value_name = "NAME")]
    pub handicap: Option<Handicap>,
    /// Impasse rule: declare27, declare24, try or none.
    #[arg(long, value_name = "RULES", default_value = "declare27")]
    pub rules: RuleSet,
    /// Moves after which the game is an impasse draw, or "off".
    #[arg(long = "move-limit", value_name = "N|off", default_value = "500")]
    pub move_limit: MoveLimit,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Show the board from White's side.
    #[arg(long)]
    pub flip: bool,
    /// Hot-seat: turn the board to the side to move after every move.
    #[arg(long)]
    pub auto_flip: bool,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else saves/).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
}

/// A player as typed, with an engine's program looked up on the spot so
/// that a typo is explained before the game starts.
fn checked_player(text: &str) -> Result<PlayerSpec, crate::tui::setup::UnknownPlayer> {
    text.parse::<PlayerSpec>()?.checked()
}

fn checked_sfen(text: &str) -> Result<String, String> {
    Position::from_sfen(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

pub(crate) fn known_theme(name: &str) -> Result<String, String> {
    if theme_names().iter().any(|n| n.eq_ignore_ascii_case(name)) {
        Ok(name.to_ascii_lowercase())
    } else {
        Err(format!("expected one of: {}", theme_names().join(", ")))
    }
}

/// The look for this run: a flag of the subcommand, else one given before
/// it, else what the player chose last time. Flags are not remembered.
pub(crate) fn look(
    own: (Option<&String>, Option<&String>),
    top: &StartArgs,
    remembered: &Remembered,
) -> Prefs {
    let s = &remembered.settings;
    let theme = own.0.or(top.theme.as_ref()).unwrap_or(&s.theme);
    let glyphs = own.1.or(top.glyphs.as_ref()).unwrap_or(&s.glyphs);
    prefs(theme, glyphs)
}

pub(crate) fn prefs(theme: &str, glyphs: &str) -> Prefs {
    let colour = colour_wanted();
    let theme = Theme::named(theme, colour).unwrap_or_else(|_| Theme::default_theme(colour));
    let glyphs = Glyphs::named(glyphs).unwrap_or_else(|_| Glyphs::kanji());
    Prefs::new(theme, glyphs, colour)
}

pub(crate) fn finish(result: std::io::Result<Ending>) -> ExitCode {
    match result {
        Ok(Ending::Left) => ExitCode::SUCCESS,
        // The shell convention: 128 + the signal number.
        Ok(Ending::Signal(n)) => ExitCode::from(u8::try_from(128 + n).unwrap_or(u8::MAX)),
        Err(e) => {
            eprintln!("shogi-tui: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The save folder: a subcommand's `--save-dir`, else the one given before
/// it, else the environment's or the default.
pub(crate) fn save_folder(own: Option<&PathBuf>, start: &StartArgs) -> SaveFolder {
    SaveFolder::open(own.or(start.save_dir.as_ref()).map(PathBuf::as_path))
}

pub fn run_play(args: &PlayArgs, top: &StartArgs) -> ExitCode {
    if top.resume {
        eprintln!("shogi-tui: --continue resumes the last unfinished game; use it without 'play'");
        return ExitCode::from(2);
    }
    let start = match (&args.sfen, args.handicap) {
        (Some(sfen), _) => StartSpec::Sfen(sfen.clone()),
        (None, Some(h)) => StartSpec::Handicap(h),
        (None, None) => StartSpec::Even,
    };
    let setup = GameSetup {
        black: args.black.clone(),
        white: args.white.clone(),
        start,
        rules: args.rules,
        move_limit: args.move_limit,
    };
    let game = match setup.game() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("shogi-tui play: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = require_terminal() {
        return finish(Err(e));
    }
    let remembered = Remembered::load();
    let mut screen = GameScreen::new(game, args.flip, args.auto_flip);
    screen.seats.move_time = args.seconds.or(top.seconds);
    let prefs = look(
        (args.theme.as_ref(), args.glyphs.as_ref()),
        top,
        &remembered,
    );
    let app = App::with_game(prefs, screen, Rect::default())
        .with_saves(save_folder(args.save_dir.as_ref(), top))
        .with_trusted(TrustedEngines::load())
        .with_settings(remembered);
    finish(run(app))
}

/// `shogi-tui` without a subcommand: the main menu, or with `--continue`
/// the most recent unfinished game.
pub fn run_menu(top: &StartArgs) -> ExitCode {
    // Before the save folder is made: a pipe gets the reason, not a folder.
    // (`--continue` first says whether there is a game to continue.)
    if !top.resume
        && let Err(e) = require_terminal()
    {
        return finish(Err(e));
    }
    let folder = save_folder(None, top);
    let remembered = Remembered::load();
    let prefs = look((None, None), top, &remembered);
    let trusted = TrustedEngines::load();
    if !top.resume {
        let mut app = App::with_menu(prefs, Rect::default())
            .with_saves(folder)
            .with_trusted(trusted)
            .with_settings(remembered);
        if let Some(seconds) = top.seconds {
            app.menu_move_time(seconds);
        }
        return finish(run(app));
    }
    match App::resume_latest(&folder, &trusted) {
        Ok((mut screen, recorder)) => {
            if top.seconds.is_some() {
                screen.seats.move_time = top.seconds;
            }
            finish(run(App::with_game(prefs, screen, Rect::default())
                .with_recorder(recorder)
                .with_saves(folder)
                .with_trusted(trusted)
                .with_settings(remembered)))
        }
        Err(why @ (NoResume::Nothing | NoResume::AllOpenElsewhere(_))) => {
            let place = folder.dir().map_or_else(
                |_| "the save folder".to_string(),
                |d| d.path().display().to_string(),
            );
            eprintln!("shogi-tui: {why} in {place}; run shogi-tui to start one");
            ExitCode::from(2)
        }
        Err(why) => {
            eprintln!("shogi-tui: {why}");
            ExitCode::FAILURE
        }
    }
}
