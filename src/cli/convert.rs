//! `shogi-tui convert IN OUT [--force]`: converts a game record between
//! formats, chosen by extension (.ron .kif .kifu .ki2 .csa .usi .sfen).
//!
//! The moves are replayed through the game controller, so the written
//! record carries the controller's verdict (the KIF `まで…` line, the
//! save's result); a record with an illegal move is converted up to that
//! move, and what happened is reported on stderr.

use crate::kifu::{FileKind, load_game, read_record, result_of, write_record};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen).
    pub input: PathBuf,
    /// The record to write; the format follows its extension (.ki2 is read only).
    pub output: PathBuf,
    /// Replace OUT if it exists.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: &ConvertArgs) -> ExitCode {
    let fail = |code: u8, message: String| {
        eprintln!("shogi-tui convert: {message}");
        ExitCode::from(code)
    };
    // Check the output's type first: a typo must not cost a long read.
    if let Err(e) = FileKind::from_path(&args.output) {
        return fail(2, e.to_string());
    }
    if args.output.exists() && !args.force {
        return fail(
            2,
            format!(
                "{}: exists already; add --force to replace it",
                args.output.display()
            ),
        );
    }
    let record = match read_record(&args.input) {
        Ok(r) => r,
        Err(e) => return fail(2, e.to_string()),
    };
    let loaded = load_game(record);
    for note in loaded.notes() {
        eprintln!("shogi-tui convert: {}: {note}", args.input.display());
    }
    let mut record = loaded.record;
    record.result = result_of(&loaded.game);
    match write_record(&args.output, &record) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(1, e.to_string()),
    }
}
