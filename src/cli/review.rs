//! `shogi-tui review FILE`: step through any supported record.

use super::play::{StartArgs, finish, known_theme, look, save_folder};
use crate::analysis::AnalysisSettings;
use crate::game::PlayerKind;
use crate::kifu::open_record;
use crate::tui::app::App;
use crate::tui::pages::game::seats::parse_seconds;
use crate::tui::pages::review::ReviewScreen;
use crate::tui::setup::PlayerSpec;
use clap::Args;
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The record: .ron .kif .kifu .ki2 .csa .usi .sfen or .bod.
    pub file: PathBuf,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Show the board from White's side.
    #[arg(long)]
    pub flip: bool,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
    /// Folder where a game started from the record is saved (default:
    /// $SHOGI_TUI_SAVE_DIR, else $XDG_DATA_HOME/shogi-tui/saves, else
    /// ~/.local/share/shogi-tui/saves).
    #[arg(long, value_name = "DIR")]
    pub save_dir: Option<PathBuf>,
    /// The game database the explorer opens [default: games.sqlite
    /// beside the saves].
    #[arg(long = "db", id = "game_db", value_name = "FILE")]
    pub game_db: Option<PathBuf>,
    /// Who analyses when `a` is pressed: bot (the built-in engine, at full
    /// strength whatever level is named) or "usi:COMMAND" [default: bot].
    #[arg(long, value_name = "PLAYER", value_parser = analysis_engine)]
    pub engine: Option<PlayerKind>,
    /// Seconds the engine spends on each position (fractions allowed)
    /// [default: 0.5].
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub analysis_seconds: Option<Duration>,
}

/// `--engine`: a player as `play` spells it, but not a person.
fn analysis_engine(text: &str) -> Result<PlayerKind, String> {
    match text.parse::<PlayerSpec>().and_then(PlayerSpec::checked) {
        Ok(PlayerSpec(PlayerKind::Human)) => Err(crate::t!("cli-review-human")),
        Ok(PlayerSpec(kind)) => Ok(kind),
        Err(e) => Err(e.to_string()),
    }
}

pub fn run(args: &ReviewArgs, top: &StartArgs) -> ExitCode {
    if top.resume {
        return super::play::continue_refused("review");
    }
    // Read before the terminal is taken, so a bad file's message is plain text.
    let loaded = match open_record(&args.file) {
        Ok(loaded) => loaded,
        Err(e) => return super::Failure::of_record(&e).report("review"),
    };
    let mut screen = ReviewScreen::new(loaded, &args.file);
    screen.flipped = args.flip;
    let defaults = AnalysisSettings::default();
    screen.set_analysis_settings(AnalysisSettings {
        engine: args.engine.clone().unwrap_or(defaults.engine.clone()),
        time: args.analysis_seconds.or(defaults.time),
        ..defaults
    });
    let remembered = crate::settings::Remembered::load();
    let prefs = look(
        (args.theme.as_ref(), args.glyphs.as_ref()),
        top,
        &remembered,
    );
    let app = App::with_review(prefs, screen, Rect::default())
        .with_saves(save_folder(args.save_dir.as_ref(), top));
    let app = super::play::with_db(app, args.game_db.as_ref(), top)
        .with_trusted(crate::settings::TrustedEngines::load())
        .with_settings(remembered);
    finish(crate::tui::run::run(app))
}
