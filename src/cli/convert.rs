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
use crate::game::Game;
use crate::kifu::atomic::{write_atomic, write_new};
use crate::kifu::files::{parse_text, write_text};
use crate::kifu::{
    FileKind, Record, RecordError, create_record, csa_write, load_game, read_record, write_record,
};
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

/// What the target format cannot hold, as lines for stderr: the record is
/// still written, without it.
fn dropped(record: &Record, game: &Game, kind: FileKind) -> Vec<String> {
    let name = match kind {
        FileKind::Csa => "CSA",
        FileKind::Usi | FileKind::Sfen => "a USI line",
        FileKind::Ki2 | FileKind::Ki2u => "KI2",
        FileKind::Kif | FileKind::Kifu => "KIF",
        FileKind::Save => "a save",
    };
    let mut out: Vec<String> = outcome_lost(record, game, kind, name).into_iter().collect();
    if matches!(kind, FileKind::Save | FileKind::Kif | FileKind::Kifu) {
        return out;
    }
    let variations = record.variations.len();
    // KI2 writes 変化 like KIF; only its moves carry no times.
    if variations > 0 && !matches!(kind, FileKind::Ki2 | FileKind::Ki2u) {
        out.push(format!(
            "{variations} variation(s) left out: {name} holds only the main line"
        ));
    }
    if matches!(kind, FileKind::Usi | FileKind::Sfen) {
        let comments =
            record.comments.len() + record.moves.iter().map(|m| m.comments.len()).sum::<usize>();
        if comments > 0 {
            out.push(format!("{comments} comment(s) left out: {name} holds none"));
        }
        let remarks =
            record.remarks.len() + record.moves.iter().map(|m| m.remarks.len()).sum::<usize>();
        if remarks > 0 {
            out.push(format!(
                "{remarks} remark(s) left out (lines for people: CSA ', KIF #): {name} holds none"
            ));
        }
        let bookmarks = record.moves.iter().filter(|m| m.bookmark.is_some()).count();
        if bookmarks > 0 {
            out.push(format!(
                "{bookmarks} bookmark(s) left out: {name} holds none"
            ));
        }
    }
    let timed = record.moves.iter().any(|m| m.time.is_some());
    if timed
        && matches!(
            kind,
            FileKind::Usi | FileKind::Sfen | FileKind::Ki2 | FileKind::Ki2u
        )
    {
        out.push(format!(
            "the times of the moves left out: {name} holds none"
        ));
    }
    out
}

/// Where the written record does not state the game's outcome (winner and
/// reason) as the controller decided it, what it reads back as. Found by
/// reading the text back, so that no table of what each format can say
/// has to be kept in step with the writers.
fn outcome_lost(record: &Record, game: &Game, kind: FileKind, name: &str) -> Option<String> {
    let want = game.outcome()?;
    let text = write_text(record, kind).ok()?;
    let back = parse_text(&text, kind).ok().map(|r| load_game(r).game);
    let got = back.as_ref().and_then(Game::outcome);
    if got.is_some_and(|g| g.winner == want.winner && g.reason.code() == want.reason.code()) {
        return None;
    }
    Some(format!(
        "the outcome '{}' cannot be said in {name}: the file reads as {}",
        want.text(),
        got.map_or("a game without a result".to_string(), |g| format!(
            "'{}'",
            g.text()
        ))
    ))
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
    let kind = match FileKind::from_path(&args.output) {
        Ok(k) => k,
        Err(e) => return Failure::of_record(&e).report("convert"),
    };
    if args.csa_version.is_some() && kind != FileKind::Csa {
        return Failure::BadInput(format!(
            "--csa-version is for a .csa output, not {}",
            args.output.display()
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
