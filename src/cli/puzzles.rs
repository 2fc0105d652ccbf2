//! `shogi-tui puzzles [FILE]`: the tsume puzzles (詰将棋), on the built-in
//! collection or on a file of problems (KIF/KI2/CSA problems, an SFEN
//! list, a collection), every problem of which is proven first.

use super::play::{StartArgs, finish, known_theme, look};
use super::{Failure, say_error};
use crate::settings::Remembered;
use crate::tsume::files::{self, FilesError, Loaded};
use crate::tsume::progress::Progress;
use crate::tui::app::App;
use crate::tui::pages::puzzles::session::collection_name;
use crate::tui::pages::puzzles::{BUILTIN_NAME, Shelf};
use clap::Args;
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::process::ExitCode;

const COMMAND: &str = "puzzles";

#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    /// Problems to solve: a tsume record (.kif .kifu .ki2 .ki2u .csa), an
    /// SFEN list (one a line, the solution after `moves` if any) or a
    /// collection file like assets/tsume.txt [default: the built-in
    /// collection].
    pub file: Option<PathBuf>,
    /// Piece glyphs: kanji, or western letters for terminals without CJK
    /// fonts [default: as last chosen, else kanji].
    #[arg(long, value_name = "SET",
          value_parser = clap::builder::PossibleValuesParser::new(["kanji", "western"]))]
    pub glyphs: Option<String>,
    /// Colour theme [default: as last chosen, else dark].
    #[arg(long, value_name = "NAME", value_parser = known_theme)]
    pub theme: Option<String>,
}

fn failure(e: &FilesError) -> Failure {
    match e {
        FilesError::File(e) => Failure::of_record(e),
        FilesError::NoPuzzle { .. } => Failure::BadInput(e.to_string()),
    }
}

pub fn run(args: &PuzzlesArgs, top: &StartArgs) -> ExitCode {
    // Read and proven before the terminal is taken, so that a bad file's
    // message is plain text.
    let shelf = match &args.file {
        None => {
            let builtin = files::builtin();
            Shelf::new(BUILTIN_NAME.into(), builtin.puzzles, builtin.refused.len())
        }
        Some(path) => {
            let loaded: Loaded = match files::load(path) {
                Ok(loaded) => loaded,
                Err(e) => return failure(&e).report(COMMAND),
            };
            // Said now, where it can be read; the page counts them.
            for refused in &loaded.refused {
                say_error(
                    COMMAND,
                    &crate::t!("cli-puzzles-not-offered", why = refused.to_string()),
                );
            }
            Shelf::new(collection_name(path), loaded.puzzles, loaded.refused.len())
                .line_only(loaded.line_only)
        }
    };
    let remembered = Remembered::load();
    let prefs = look(
        (args.theme.as_ref(), args.glyphs.as_ref()),
        top,
        &remembered,
    );
    let Some(app) = App::with_puzzles(prefs, shelf, Progress::load(), Rect::default()) else {
        return Failure::BadInput(crate::t!("cli-puzzles-none")).report(COMMAND);
    };
    let app = app.with_settings(remembered);
    finish(crate::tui::run::run(app))
}
