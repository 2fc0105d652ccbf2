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
//! The output is a `kifu::Output`: never the input, never anything but a
//! regular file; an existing one only with `--force`. Without `--force`
//! it is created with a no-clobber primitive at the moment of writing: a
//! file that appears while the input is read (a slow disk), or a
//! dangling symlink, is never replaced. The early check only saves a long
//! read.

use super::{Failure, say_error};
use crate::kifu::dropped::dropped;
use crate::kifu::{FileKind, Output, csa_write, load_game, read_record};
use crate::t;
use crate::words::load_notes::notes_said;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The record to read (.ron .kif .kifu .ki2 .csa .usi .sfen .bod).
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
    let output = Output::new(&args.output, args.force);
    if let Err(e) = output.check(&[&args.input]) {
        return Failure::of_record(&e).report("convert");
    }
    let record = match read_record(&args.input) {
        Ok(r) => r,
        Err(e) => return Failure::of_record(&e).report("convert"),
    };
    let loaded = load_game(record);
    for note in notes_said(&loaded.notes()) {
        say_error("convert", &format!("{}: {note}", args.input.display()));
    }
    let record = loaded.record_to_write();
    let written = if args.csa_version == Some(3) {
        output.write(csa_write::write_v3(&record).as_bytes())
    } else {
        output.write_record(&record)
    };
    if written.is_ok() {
        for note in dropped(&record, &loaded.game, kind) {
            say_error("convert", &format!("{}: {note}", args.output.display()));
        }
    }
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => Failure::of_record(&e).report("convert"),
    }
}
