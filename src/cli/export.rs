//! `shogi-tui export RECORD [--ply N] (--svg FILE | --png FILE [--size PX]
//! | --bod FILE)… [--names] [--no-move-number] [--force]`: one position of
//! a record as a picture to share (SVG, PNG) or as the BOD text diagram
//! that KIF files and forums use.
//!
//! The position is the one after N moves of the main line as the game
//! controller replays it (a record with an illegal move ends before it,
//! said on stderr as `convert` says it). Every output is checked before
//! the record is read (never the record itself, never anything but a
//! regular file, an existing one only with `--force`) and written
//! atomically.

use super::{Failure, say_error, whole_number};
use crate::game::Game;
use crate::kifu::bod;
use crate::kifu::{Output, escape_controls, load_game, read_record};
use crate::share::diagram::{self, DEFAULT_PNG_WIDTH, DiagramError, DiagramInput, PNG_WIDTHS};
use crate::shogi::notation::japanese;
use crate::shogi::{ByColor, Position};
use crate::t;
use crate::words::load_notes::notes_said;
use clap::{ArgGroup, Args};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("outputs").required(true).multiple(true).args(["svg", "png", "bod"])))]
pub struct ExportArgs {
    /// The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen .bod).
    pub record: PathBuf,
    /// The position after N moves of the main line [default: the last].
    #[arg(long, value_name = "N", value_parser = whole_number::<usize>(0, u64::MAX),
          allow_hyphen_values = true)]
    pub ply: Option<usize>,
    /// Write the diagram as an SVG image to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write the diagram as a PNG image to FILE.
    #[arg(long, value_name = "FILE")]
    pub png: Option<PathBuf>,
    /// The PNG's width in pixels, 64 to 4096; its height follows.
    #[arg(long, value_name = "PX", default_value_t = DEFAULT_PNG_WIDTH, requires = "png",
          value_parser = whole_number::<u32>(u64::from(*PNG_WIDTHS.start()), u64::from(*PNG_WIDTHS.end())),
          allow_hyphen_values = true)]
    pub size: u32,
    /// Write the position as a BOD text diagram (the board of KIF files) to FILE.
    #[arg(long, value_name = "FILE")]
    pub bod: Option<PathBuf>,
    /// Write the players' names beside their sides in the images.
    #[arg(long)]
    pub names: bool,
    /// Leave out the move number (and the BOD's last-move line).
    #[arg(long)]
    pub no_move_number: bool,
    /// Replace output files that exist.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: &ExportArgs) -> ExitCode {
    match export(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report("export"),
    }
}

fn export(args: &ExportArgs) -> Result<(), Failure> {
    let outputs: Vec<&Path> = [&args.svg, &args.png, &args.bod]
        .into_iter()
        .flatten()
        .map(PathBuf::as_path)
        .collect();
    for (i, path) in outputs.iter().enumerate() {
        if outputs[..i].contains(path) {
            return Err(Failure::BadInput(t!(
                "export-error-same-output",
                path = path.display().to_string()
            )));
        }
        Output::new(path, args.force)
            .check(&[&args.record])
            .map_err(|e| Failure::of_record(&e))?;
    }
    let record = read_record(&args.record).map_err(|e| Failure::of_record(&e))?;
    let loaded = load_game(record);
    for note in notes_said(&loaded.notes()) {
        say_error("export", &format!("{}: {note}", args.record.display()));
    }
    let game = &loaded.game;
    let ply = args.ply.unwrap_or(game.ply());
    let Some(mut input) = DiagramInput::of_game(game, ply) else {
        return Err(Failure::BadInput(t!(
            "export-error-ply",
            ply = ply,
            moves = game.ply(),
            path = args.record.display().to_string()
        )));
    };
    if args.no_move_number {
        input.move_number = None;
    }
    if args.names {
        let players = game.players();
        input = input.with_names(ByColor::new(&players.black.name, &players.white.name));
    }
    let output = |path| Output::new(path, args.force);
    if let Some(path) = &args.svg {
        diagram::write_svg(&output(path), &input).map_err(failure)?;
    }
    if let Some(path) = &args.png {
        diagram::write_png(&output(path), &input, args.size).map_err(failure)?;
        let missing = diagram::name_glyphs_missing(&input);
        if !missing.is_empty() {
            say_error(
                "export",
                &t!(
                    "export-names-not-drawn",
                    path = escape_controls(&path.display().to_string()).into_owned(),
                    chars = escape_controls(&missing).into_owned()
                ),
            );
        }
    }
    if let Some(path) = &args.bod {
        output(path)
            .write(bod_text(game, input.position, ply, !args.no_move_number).as_bytes())
            .map_err(|e| Failure::of_record(&e))?;
    }
    Ok(())
}

/// The BOD diagram of `pos`, the position after `ply` moves, with the
/// `手数＝` line of the move that led there when `numbered` and there is one.
fn bod_text(game: &Game, pos: &Position, ply: usize, numbered: bool) -> String {
    let handicap = game.is_handicap();
    let last = ply
        .checked_sub(1)
        .and_then(|i| Some((game.view(i)?, game.moves().get(i)?)));
    match last {
        Some((before, played)) if numbered => {
            let previous_to = ply
                .checked_sub(2)
                .and_then(|i| game.moves().get(i))
                .map(|m| m.mv.to());
            let words = japanese(before, played.mv, previous_to);
            bod::write_after(pos, handicap, ply, &words)
        }
        _ => bod::write(pos, handicap),
    }
}

fn failure(e: DiagramError) -> Failure {
    match e {
        DiagramError::Width { width } => Failure::BadInput(t!(
            "cli-error-whole-range",
            lo = PNG_WIDTHS.start().to_string(),
            hi = PNG_WIDTHS.end().to_string(),
            value = width.to_string()
        )),
        DiagramError::Draw(why) => Failure::Io(t!("export-error-draw", why = why)),
        DiagramError::Write(e) => Failure::of_record(&e),
    }
}
