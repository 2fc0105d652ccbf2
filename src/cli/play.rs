//! `shogi-tui play [...]` starts a game directly; `shogi-tui` alone opens the
//! menu, and `shogi-tui --continue` resumes the most recent unfinished game.

use crate::game::{
    Handicap, MoveLimit, RuleSet, Start, TimeControl, TimeControlError, TimeControls,
    parse_duration,
};
use crate::i18n::rules::Shown;
use crate::settings::{Remembered, TrustedEngines};
use crate::shogi::Color;
use crate::t;
use crate::tui::app::App;
use crate::tui::autosave::SaveFolder;
use crate::tui::display_prefs::Prefs;
use crate::tui::glyphs::Glyphs;
use crate::tui::pages::game::GameScreen;
use crate::tui::pages::game::open::NoResume;
use crate::tui::pages::game::seats::parse_seconds;
use crate::tui::run::{Ending, require_terminal, run};
use crate::tui::setup::{GameSetup, PlayerSpec, player_name};
use crate::tui::theme::{Theme, colour_wanted, theme_names};
use clap::Args;
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;
use thiserror::Error;

/// The clock, the names and the bell: flags of `play`, and of
/// `shogi-tui` itself, where they are the menu's choices for this run.
#[derive(Args, Clone, Debug, Default)]
pub struct SetupFlags {
    /// Main thinking time per player: 90 (seconds), 90s, 10m, 1h or 1h30m.
    /// Without --time, --byoyomi or --increment the game is untimed and
    /// computers take --seconds per move.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub time: Option<Duration>,
    /// Byoyomi: once the main time is gone, every move within this. Without
    /// --time it is byoyomi only (main time 0). Not with --increment.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub byoyomi: Option<Duration>,
    /// Fischer increment: added to the player's time after each move
    /// (needs --time). Not with --byoyomi.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub increment: Option<Duration>,
    /// Black's main time, instead of --time (handicap clocks).
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub black_time: Option<Duration>,
    /// White's main time, instead of --time.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub white_time: Option<Duration>,
    /// Black's byoyomi, instead of --byoyomi.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub black_byoyomi: Option<Duration>,
    /// White's byoyomi, instead of --byoyomi.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub white_byoyomi: Option<Duration>,
    /// Black's increment, instead of --increment.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub black_increment: Option<Duration>,
    /// White's increment, instead of --increment.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration, allow_hyphen_values = true)]
    pub white_increment: Option<Duration>,
    /// Black's name in the game and its records [default: Black, or the
    /// computer's own].
    #[arg(long, value_name = "NAME", value_parser = player_name)]
    pub black_name: Option<String>,
    /// White's name [default: White, or the computer's own].
    #[arg(long, value_name = "NAME", value_parser = player_name)]
    pub white_name: Option<String>,
    /// No sound of any kind for this run: no count, no piece sounds, no bell.
    #[arg(long, global = true)]
    pub quiet: bool,
}

impl ClockFlagsError {
    /// What is wrong, in the run's language (`Display` is the English).
    pub fn message(&self) -> String {
        match self {
            ClockFlagsError::Both(why) => super::messages::time_control_error(why),
            ClockFlagsError::Side { side, why } => t!(
                "cli-clock-side",
                side = side.shown(),
                why = super::messages::time_control_error(why)
            ),
        }
    }
}

/// Why the clock flags describe no clock one can play on.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockFlagsError {
    #[error("{0}")]
    Both(TimeControlError),
    #[error("{}'s clock: {why}", side.name())]
    Side { side: Color, why: TimeControlError },
}

impl SetupFlags {
    /// These flags, each one not given taken from `top` (the flags given
    /// before the subcommand).
    pub fn or(&self, top: &SetupFlags) -> SetupFlags {
        SetupFlags {
            time: self.time.or(top.time),
            byoyomi: self.byoyomi.or(top.byoyomi),
            increment: self.increment.or(top.increment),
            black_time: self.black_time.or(top.black_time),
            white_time: self.white_time.or(top.white_time),
            black_byoyomi: self.black_byoyomi.or(top.black_byoyomi),
            white_byoyomi: self.white_byoyomi.or(top.white_byoyomi),
            black_increment: self.black_increment.or(top.black_increment),
            white_increment: self.white_increment.or(top.white_increment),
            black_name: self.black_name.clone().or_else(|| top.black_name.clone()),
            white_name: self.white_name.clone().or_else(|| top.white_name.clone()),
            quiet: self.quiet || top.quiet,
        }
    }

    /// The clock the flags describe: `None` when none of them is given.
    /// A side's own flag wins over the shared one; what neither gives is 0.
    pub fn time(&self) -> Result<Option<TimeControls>, ClockFlagsError> {
        let sides = [
            (self.black_time, self.black_byoyomi, self.black_increment),
            (self.white_time, self.white_byoyomi, self.white_increment),
        ];
        let untimed = |(m, b, i): &(Option<Duration>, Option<Duration>, Option<Duration>)| {
            m.is_none() && b.is_none() && i.is_none()
        };
        if sides.iter().all(untimed) && untimed(&(self.time, self.byoyomi, self.increment)) {
            return Ok(None);
        }
        let [black, white] = sides.map(|(main, byoyomi, increment)| {
            TimeControl::new(
                main.or(self.time).unwrap_or_default(),
                byoyomi.or(self.byoyomi).unwrap_or_default(),
                increment.or(self.increment).unwrap_or_default(),
            )
        });
        match (black, white) {
            (Ok(black), Ok(white)) => Ok(Some(TimeControls { black, white })),
            // The same complaint for both: the shared flags are wrong.
            (Err(b), Err(w)) if b == w => Err(ClockFlagsError::Both(b)),
            (Err(why), _) => Err(ClockFlagsError::Side {
                side: Color::Black,
                why,
            }),
            (_, Err(why)) => Err(ClockFlagsError::Side {
                side: Color::White,
                why,
            }),
        }
    }
}

/// The options of `shogi-tui` itself, without a subcommand.
#[derive(Args, Debug, Default)]
pub struct StartArgs {
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else
    /// $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves).
    #[arg(long, global = true, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// The game database the Games page and the explorer open, and
    /// finished games go into [default: games.sqlite beside the saves].
    #[arg(long = "db", id = "game_db", value_name = "FILE")]
    pub game_db: Option<PathBuf>,
    /// Resume the most recent unfinished game (one no other shogi-tui has open).
    #[arg(long = "continue")]
    pub resume: bool,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, global = true, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
    /// Seconds per move for computer players in games started from the
    /// menu, for this run [default: as last chosen, else 1].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub seconds: Option<Duration>,
    #[command(flatten)]
    pub setup: SetupFlags,
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
    /// Seconds per move for computer players in untimed games (fractions
    /// allowed) [default: 1].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub seconds: Option<Duration>,
    #[command(flatten)]
    pub setup: SetupFlags,
    /// Start from this position instead of the standard one.
    #[arg(long, value_name = "SFEN", value_parser = start_sfen, conflicts_with = "handicap")]
    pub sfen: Option<Start>,
    /// Handicap game: lance, right-lance, bishop, rook, rook-lance, 2-piece,
    /// 4-piece, 6-piece, 8-piece or 10-piece (White moves first).
    #[arg(long, value_name = "NAME", value_parser = handicap)]
    pub handicap: Option<Handicap>,
    /// Impasse rule: declare27, declare24, try or none.
    #[arg(long, value_name = "RULES", default_value = "declare27", value_parser = rule_set)]
    pub rules: RuleSet,
    /// Moves after which the game is an impasse draw, or "off".
    #[arg(
        long = "move-limit",
        value_name = "N|off",
        default_value = "500",
        allow_hyphen_values = true,
        value_parser = move_limit
    )]
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
    /// A serious game: the hint key (H) gives no hints in it.
    #[arg(long)]
    pub no_hints: bool,
    /// The game database the finished game goes into [default:
    /// games.sqlite beside the saves].
    #[arg(long = "db", id = "game_db", value_name = "FILE")]
    pub game_db: Option<PathBuf>,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
    /// Folder of saved games (default: $SHOGI_TUI_SAVE_DIR, else
    /// $XDG_DATA_HOME/shogi-tui/saves, else ~/.local/share/shogi-tui/saves).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
}

/// `--sfen`: the start, or why the text is none, in the run's language.
fn start_sfen(text: &str) -> Result<Start, String> {
    Start::from_sfen(text).map_err(|e| e.shown())
}

/// `--handicap`, its error in the run's language.
fn handicap(text: &str) -> Result<Handicap, String> {
    text.parse()
        .map_err(|e| super::messages::unknown_handicap(&e))
}

/// `--rules`, its error in the run's language.
pub(crate) fn rule_set(text: &str) -> Result<RuleSet, String> {
    text.parse().map_err(|e| super::messages::unknown_rules(&e))
}

/// `--move-limit`, its error in the run's language.
pub(crate) fn move_limit(text: &str) -> Result<MoveLimit, String> {
    text.parse()
        .map_err(|e| super::messages::bad_move_limit(&e))
}

/// A player as typed, with an engine's program looked up on the spot so
/// that a typo is explained before the game starts.
fn checked_player(text: &str) -> Result<PlayerSpec, crate::tui::setup::UnknownPlayer> {
    text.parse::<PlayerSpec>()?.checked()
}

pub(crate) fn known_theme(name: &str) -> Result<String, String> {
    if theme_names().iter().any(|n| n.eq_ignore_ascii_case(name)) {
        Ok(name.to_ascii_lowercase())
    } else {
        Err(t!("cli-error-theme", names = theme_names().join(", ")))
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
    let mut prefs = prefs(theme, glyphs);
    prefs.quiet = top.setup.quiet;
    prefs
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

/// `require_terminal`, its refusal in the run's language.
pub(crate) fn terminal() -> std::io::Result<()> {
    require_terminal().map_err(|_| std::io::Error::other(t!("cli-needs-terminal")))
}

/// "--continue resumes the last unfinished game; use it without
/// 'COMMAND'", for a subcommand given `--continue`: status 2.
pub(crate) fn continue_refused(command: &str) -> ExitCode {
    eprintln!("shogi-tui: {}", t!("cli-continue-alone", command = command));
    ExitCode::from(2)
}

/// The save folder: a subcommand's `--save-dir`, else the one given before
/// it, else the environment's or the default.
pub(crate) fn save_folder(own: Option<&PathBuf>, start: &StartArgs) -> SaveFolder {
    SaveFolder::open(own.or(start.save_dir.as_ref()).map(PathBuf::as_path))
}

/// `--db FILE`: the game database instead of the default one; after
/// `with_saves`, which names the default.
pub(crate) fn with_db(app: App, own: Option<&PathBuf>, start: &StartArgs) -> App {
    match own.or(start.game_db.as_ref()) {
        Some(file) => app.with_database(file.clone()),
        None => app,
    }
}

/// The game `play`'s flags describe, the flags given before `play` filling
/// in those not given after it.
pub fn game_setup(args: &PlayArgs, top: &StartArgs) -> Result<GameSetup, ClockFlagsError> {
    let flags = args.setup.or(&top.setup);
    let start = match (&args.sfen, args.handicap) {
        (Some(start), _) => start.clone(),
        (None, Some(h)) => Start::Handicap(h),
        (None, None) => Start::Even,
    };
    Ok(GameSetup {
        black: args.black.clone(),
        white: args.white.clone(),
        start,
        rules: args.rules,
        move_limit: args.move_limit,
        time: flags.time()?,
        black_name: flags.black_name,
        white_name: flags.white_name,
    })
}

pub fn run_play(args: &PlayArgs, top: &StartArgs) -> ExitCode {
    if top.resume {
        return continue_refused("play");
    }
    let setup = match game_setup(args, top) {
        Ok(setup) => setup,
        Err(e) => {
            super::say_error("play", &e.message());
            return ExitCode::from(2);
        }
    };
    if let Err(e) = terminal() {
        return finish(Err(e));
    }
    let remembered = Remembered::load();
    let mut screen = GameScreen::new(setup.game(), args.flip, args.auto_flip).with_clock(
        setup.time,
        std::time::Duration::ZERO,
        crate::tui::pages::game::Now::System,
    );
    screen.seats.move_time = args.seconds.or(top.seconds);
    screen.hints = !args.no_hints;
    let mut prefs = look(
        (args.theme.as_ref(), args.glyphs.as_ref()),
        top,
        &remembered,
    );
    prefs.quiet |= args.setup.quiet;
    let app = App::with_game(prefs, screen, Rect::default())
        .with_saves(save_folder(args.save_dir.as_ref(), top));
    let app = with_db(app, args.game_db.as_ref(), top)
        .with_trusted(TrustedEngines::load())
        .with_settings(remembered);
    finish(run(app))
}

/// `shogi-tui` without a subcommand: the main menu, or with `--continue`
/// the most recent unfinished game.
pub fn run_menu(top: &StartArgs) -> ExitCode {
    // Flags first, as clap's are: a mistake is bad input (2) anywhere.
    let time = match top.setup.time() {
        Ok(time) => time,
        Err(e) => {
            eprintln!("shogi-tui: {}", e.message());
            return ExitCode::from(2);
        }
    };
    // Before the save folder is made: a pipe gets the reason, not a folder.
    // (`--continue` first says whether there is a game to continue.)
    if !top.resume && terminal().is_err() {
        // Perhaps a GUI that does not open with `usi`, or a script.
        let e = std::io::Error::other(t!("cli-menu-needs-terminal"));
        return finish(Err(e));
    }
    let folder = save_folder(None, top);
    let remembered = Remembered::load();
    let prefs = look((None, None), top, &remembered);
    let trusted = TrustedEngines::load();
    if !top.resume {
        let app = App::with_menu(prefs, Rect::default()).with_saves(folder);
        let mut app = with_db(app, None, top)
            .with_trusted(trusted)
            .with_settings(remembered);
        if let Some(menu) = app.menu_mut() {
            if let Some(seconds) = top.seconds {
                menu.preset_move_time(seconds);
            }
            if time.is_some() {
                menu.preset_clock(time);
            }
            menu.preset_names(top.setup.black_name.as_ref(), top.setup.white_name.as_ref());
        }
        return finish(run(app));
    }
    match crate::tui::pages::game::open::resume_latest(&folder, &trusted) {
        Ok((mut screen, recorder)) => {
            if top.seconds.is_some() {
                screen.seats.move_time = top.seconds;
            }
            let app = App::with_game(prefs, screen, Rect::default())
                .with_recorder(recorder)
                .with_saves(folder);
            finish(run(with_db(app, None, top)
                .with_trusted(trusted)
                .with_settings(remembered)))
        }
        Err(why @ (NoResume::Nothing | NoResume::AllOpenElsewhere(_) | NoResume::OnlyNewer(_))) => {
            let place = folder.dir().map_or_else(
                |_| t!("cli-the-save-folder"),
                |d| d.path().display().to_string(),
            );
            let why = match why {
                NoResume::AllOpenElsewhere(open) => t!("cli-nothing-to-continue-open", open = open),
                NoResume::OnlyNewer(newer) => t!("cli-nothing-to-continue-newer", count = newer),
                _ => t!("cli-nothing-to-continue"),
            };
            eprintln!(
                "shogi-tui: {}",
                t!("cli-nothing-to-continue-in", why = why, place = place)
            );
            ExitCode::from(2)
        }
        Err(NoResume::Failed(why)) => {
            eprintln!("shogi-tui: {}", t!("cli-cannot-continue", why = why));
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::PlayerKind;
    use clap::Parser;

    /// The command line as `main.rs` reads it, for the flags here.
    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        top: StartArgs,
        #[command(subcommand)]
        play: Option<Sub>,
    }

    #[derive(clap::Subcommand)]
    enum Sub {
        Play(PlayArgs),
    }

    fn setup(args: &[&str]) -> Result<GameSetup, String> {
        let cli =
            Cli::try_parse_from(["shogi-tui"].iter().chain(args)).map_err(|e| e.to_string())?;
        let Some(Sub::Play(play)) = cli.play else {
            return Err("no play".into());
        };
        game_setup(&play, &cli.top).map_err(|e| e.to_string())
    }

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn tc(main: u64, byoyomi: u64, increment: u64) -> TimeControl {
        TimeControl::new(secs(main), secs(byoyomi), secs(increment)).unwrap()
    }

    #[test]
    fn without_clock_flags_the_game_is_untimed() {
        let s = setup(&["play", "--seconds", "2"]).unwrap();
        assert_eq!(s.time, None);
        assert_eq!(s, GameSetup::default());
    }

    #[test]
    fn main_time_byoyomi_and_increment_make_the_clock() {
        let even = |m, b, i| Ok(Some(TimeControls::even(tc(m, b, i))));
        let time = |args: &[&str]| setup(args).map(|s| s.time);
        assert_eq!(
            time(&["play", "--time", "10m", "--byoyomi", "30s"]),
            even(600, 30, 0)
        );
        // Byoyomi alone: no main time.
        assert_eq!(time(&["play", "--byoyomi", "2s"]), even(0, 2, 0));
        assert_eq!(
            time(&["play", "--time", "5m", "--increment", "10s"]),
            even(300, 0, 10)
        );
        assert_eq!(time(&["play", "--time", "1h30m"]), even(5400, 0, 0));
        // Before `play`, for the menu, and so for `play` too.
        assert_eq!(
            time(&["--time", "3m", "play", "--byoyomi", "10"]),
            even(180, 10, 0)
        );
    }

    #[test]
    fn a_side_s_own_flag_wins_for_that_side() {
        let s = setup(&[
            "play",
            "--time",
            "10m",
            "--byoyomi",
            "30s",
            "--white-time",
            "5m",
            "--black-byoyomi",
            "1m",
        ])
        .unwrap();
        assert_eq!(
            s.time,
            Some(TimeControls {
                black: tc(600, 60, 0),
                white: tc(300, 30, 0),
            })
        );
        // One side timed only by its own flags: the other has no time.
        let err = setup(&["play", "--black-time", "5m"]).unwrap_err();
        assert_eq!(
            err,
            "White's clock: a clock needs some time: give a main time or a byoyomi"
        );
        let both = setup(&["play", "--black-time", "5m", "--white-time", "10m"]).unwrap();
        assert_eq!(
            both.time,
            Some(TimeControls {
                black: tc(300, 0, 0),
                white: tc(600, 0, 0),
            })
        );
    }

    #[test]
    fn byoyomi_and_increment_together_are_refused() {
        assert_eq!(
            setup(&[
                "play",
                "--time",
                "5m",
                "--byoyomi",
                "30s",
                "--increment",
                "5s"
            ]),
            Err("byoyomi and increment cannot be combined: choose one".to_string())
        );
        assert_eq!(
            setup(&[
                "play",
                "--time",
                "5m",
                "--byoyomi",
                "30s",
                "--white-increment",
                "5s"
            ]),
            Err("White's clock: byoyomi and increment cannot be combined: choose one".into())
        );
        assert_eq!(
            setup(&["play", "--time", "0"]),
            Err("a clock needs some time: give a main time or a byoyomi".into())
        );
    }

    #[test]
    fn a_bad_duration_names_the_flag_and_the_value() {
        let err = setup(&["play", "--byoyomi", "30x"]).unwrap_err();
        assert!(err.contains("--byoyomi <DURATION>"), "{err}");
        assert!(err.contains("'30x' is not a duration"), "{err}");
    }

    #[test]
    fn names_are_given_to_either_side_and_checked() {
        let s = setup(&[
            "play",
            "--black-name",
            " Hanako ",
            "--white",
            "bot:6",
            "--white-name",
            "羽生",
        ])
        .unwrap();
        let players = s.players();
        assert_eq!(players.black.name, "Hanako");
        assert_eq!(players.white.name, "羽生");
        assert_eq!(players.white.kind, PlayerKind::Bot { level: 6 });
        let unnamed = setup(&["play", "--white", "bot:6"]).unwrap().players();
        assert_eq!(unnamed.white.name, "shogi-tui Expert");
        assert_eq!(unnamed.black.name, "Black");
        let err = setup(&["play", "--black-name", ""]).unwrap_err();
        assert!(err.contains("cannot be empty"), "{err}");
        let err = setup(&["play", "--white-name", "a\tb"]).unwrap_err();
        assert!(err.contains("control characters"), "{err}");
        let long = "x".repeat(41);
        let err = setup(&["play", "--white-name", &long]).unwrap_err();
        assert!(err.contains("at most 40 characters"), "{err}");
    }

    #[test]
    fn the_start_is_parsed_once_from_sfen_or_handicap() {
        let sfen = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
        let s = setup(&["play", "--sfen", sfen]).unwrap();
        assert_eq!(s.start, Start::from_sfen(sfen).unwrap());
        let h = setup(&["play", "--handicap", "rook"]).unwrap();
        assert_eq!(h.start, Start::Handicap(Handicap::Rook));
        let err = setup(&["play", "--sfen", "9/9/9 b - 1"]).unwrap_err();
        assert!(err.contains("the board has 3 ranks"), "{err}");
    }

    #[test]
    fn quiet_is_a_flag_here_or_before_play() {
        let quiet = |args: &[&str]| {
            let cli = Cli::try_parse_from(["shogi-tui"].iter().chain(args)).unwrap();
            let Some(Sub::Play(play)) = cli.play else {
                panic!("play");
            };
            play.setup.or(&cli.top.setup).quiet
        };
        assert!(!quiet(&["play"]));
        assert!(quiet(&["play", "--quiet"]));
        assert!(quiet(&["--quiet", "play"]));
    }
}
