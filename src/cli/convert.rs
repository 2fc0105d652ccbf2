//! `shogi-tui convert IN OUT [--force]`: converts a game record between
//! formats, chosen by extension (.ron .kif .kifu .ki2 .csa .usi .sfen).
//!
//! The moves are replayed through the game controller, so the written
//! record carries the controller's verdict (the KIF `まで…` line, the
//! save's result); a record with an illegal move is converted up to that
//! move, and what happened is reported on stderr. The written record
//! states the same outcome (winner and reason) whenever its format can:
//! the output is read back to make sure, and stderr says where it cannot.
//!
//! Without `--force` the output is created with a no-clobber primitive
//! at the moment of writing (`kifu::create_record`): a file that appears
//! while the input is read (a FIFO, a slow disk), or a dangling symlink,
//! is never replaced. The early check only saves a long read.

use super::{Failure, say_error};
use crate::kifu::atomic::{write_atomic, write_new};
use crate::kifu::dropped::dropped;
use crate::kifu::{
    FileKind, RecordError, create_record, csa_write, load_game, read_record, write_record,
};
use crate::t;
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen).
    pub input: PathBuf,
    /// The record to write; the format follows its extension.
    pub output: PathBuf,
    /// Replace OUT if it exists.
    #[arg(long)]
    pub force: bool,
    /// CSA version of a .csa output: 3 writes V3.0; 2 (the default) writes
    /// V2.2 unless the record needs V3.0 (fractions of seconds, move limits).
    #[arg(long, value_name = "2|3", value_parser = super::whole_number::<u8>(2, 3), allow_hyphen_values = true)]
    pub csa_version: Option<u8>,
}

/// The message for an output that exists (or appeared) without --force.
fn exists(output: &Path) -> Failure {
    Failure::BadInput(t!(
        "cli-convert-exists",
        path = output.display().to_string()
    ))
}

pub fn run(args: &ConvertArgs) -> ExitCode {
    // Check the output's type first: a typo must not cost a long read.
    let kind = match FileKind::from_path(&args.output) {
        Ok(k) => k,
        Err(e) => return Failure::of_record(&e).report("convert"),
    };
    if args.csa_version.is_some() && kind != FileKind::Csa {
        return Failure::BadInput(t!(
            "cli-convert-csa-version",
            path = args.output.display().to_string()
        ))
        .report("convert");
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
    let record = loaded.record_to_write();
    let written = if args.csa_version == Some(3) {
        let bytes = csa_write::write_v3(&record).into_bytes();
        if args.force {
            write_atomic(&args.output, &bytes)
        } else {
            write_new(&args.output, &bytes)
        }
    } else if args.force {
        write_record(&args.output, &record)
    } else {
        create_record(&args.output, &record)
    };
    if written.is_ok() {
        for note in dropped(&record, &loaded.game, kind) {
            say_error("convert", &format!("{}: {note}", args.output.display()));
        }
    }
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(RecordError::AlreadyExists { .. }) => exists(&args.output).report("convert"),
        Err(e) => Failure::of_record(&e).report("convert"),
    }
}
