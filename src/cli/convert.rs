//! `shogi-tui convert IN OUT [--force]`: converts a game record between
//! formats, chosen by extension (.ron .kif .kifu .ki2 .csa .usi .sfen).
//!
//! The moves are replayed through the game controller, so the written
//! record carries the controller's verdict (the KIF `まで…` line, the
//! save's result); a record with an illegal move is converted up to that
//! move, and what happened is reported on stderr.
//!
//! Without `--force` the output is created with a no-clobber primitive
//! at the moment of writing (`kifu::create_record`): a file that appears
//! while the input is read (a FIFO, a slow disk), or a dangling symlink,
//! is never replaced. The early check only saves a long read.

use super::{Failure, say_error};
use crate::kifu::{
    FileKind, RecordError, create_record, load_game, read_record, result_of, write_record,
};
use clap::Args;
use std::path::{Path, PathBuf};
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

/// The message for an output that exists (or appeared) without --force.
fn exists(output: &Path) -> Failure {
    Failure::BadInput(format!(
        "{}: exists already; add --force to replace it",
        output.display()
    ))
}

pub fn run(args: &ConvertArgs) -> ExitCode {
    // Check the output's type first: a typo must not cost a long read.
    if let Err(e) = FileKind::from_path(&args.output) {
        return Failure::of_record(&e).report("convert");
    }
    // `symlink_metadata`: a dangling symlink is a name in the way too.
    if !args.force && args.output.symlink_metadata().is_ok() {
        return exists(&args.output).report("convert");
    }
    let record = match read_record(&args.input) {
        Ok(r) => r,
        Err(e) => return Failure::of_record(&e).report("convert"),
    };
    let loaded = load_game(record);
    for note in loaded.notes() {
        say_error("convert", &format!("{}: {note}", args.input.display()));
    }
    let mut record = loaded.record;
    record.result = result_of(&loaded.game);
    let written = if args.force {
        write_record(&args.output, &record)
    } else {
        create_record(&args.output, &record)
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(RecordError::AlreadyExists { .. }) => exists(&args.output).report("convert"),
        Err(e) => Failure::of_record(&e).report("convert"),
    }
}
