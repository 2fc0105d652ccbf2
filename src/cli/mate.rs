//! `shogi-tui mate [--sfen SFEN | --file FILE] [--seconds S] [--nodes N] [--hash MIB] [--json]`
//!
//! Asks the mate solver whether the side to move mates by checks, for one
//! position or for every position of a file, one output line each.
//!
//! A file holds one SFEN per line (an optional leading `sfen ` is accepted,
//! as USI writes it); blank lines and lines starting with `#` are skipped.
//! Every line is read before any search starts, so a bad line stops the
//! command at once instead of after minutes of solving.

use super::{Failure, messages, write_stdout};
use crate::kifu::RecordError;
use crate::kifu::files::{MAX_RECORD_BYTES, read_capped_text};
use crate::mate::{self, Limit, MateLimits, MateOutcome, MateReport};
use crate::shogi::{FromSfenError, Position};
use crate::t;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use thiserror::Error;

/// Seconds per position when neither `--seconds` nor `--nodes` is given.
const DEFAULT_SECONDS: f64 = 10.0;

#[derive(Args, Debug)]
#[group(skip)]
#[command(group = clap::ArgGroup::new("input").required(true).args(["sfen", "file"]))]
pub struct MateArgs {
    /// The position to solve (SFEN).
    #[arg(long, value_name = "SFEN")]
    pub sfen: Option<String>,
    /// Solve every position of this file: one SFEN a line; blank lines and
    /// lines starting with # are skipped.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Time limit per position in seconds (default 10 unless --nodes is given).
    #[arg(long, value_name = "S", value_parser = parse_seconds, allow_hyphen_values = true)]
    pub seconds: Option<Duration>,
    /// Node limit per position.
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true)]
    pub nodes: Option<u64>,
    /// Size of the solver's table in MiB (1 to 4096): the table starts
    /// small and grows up to it, never past it.
    #[arg(long, value_name = "MIB", default_value_t = crate::bot::DEFAULT_HASH_MIB,
          value_parser = super::whole_number::<usize>(1, crate::bot::MAX_HASH_MIB as u64), allow_hyphen_values = true)]
    pub hash: usize,
    /// Print one JSON object a position instead of text.
    #[arg(long)]
    pub json: bool,
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    let s: f64 = text
        .parse()
        .map_err(|_| t!("cli-mate-not-seconds", text = format!("{text:?}")))?;
    if !(s.is_finite() && s > 0.0 && s <= 1e6) {
        return Err(t!("cli-mate-seconds-range", text = text));
    }
    Ok(Duration::from_secs_f64(s))
}

/// Why the positions to solve could not be read.
#[derive(Debug, Error)]
pub enum MateInputError {
    #[error("bad SFEN: {0}")]
    BadSfen(#[from] FromSfenError),
    /// Missing, not a file, too large, not UTF-8, unreadable: as for
    /// every file read.
    #[error(transparent)]
    File(#[from] RecordError),
    #[error("{path} line {line}: bad SFEN: {source}")]
    BadLine {
        path: String,
        line: usize,
        source: FromSfenError,
    },
    #[error("{path} holds no position (only blank lines and # comments)")]
    Empty { path: String },
}

impl MateInputError {
    fn failure(&self) -> Failure {
        match self {
            MateInputError::File(e) => Failure::of_record(e),
            _ => Failure::BadInput(self.message()),
        }
    }

    /// What went wrong, in the run's language (`Display` is English).
    pub fn message(&self) -> String {
        match self {
            MateInputError::BadSfen(e) => messages::bad_sfen(e),
            MateInputError::File(e) => messages::record_error(e),
            MateInputError::BadLine { path, line, source } => t!(
                "cli-mate-bad-line",
                path = path,
                line = *line,
                why = messages::bad_sfen(source)
            ),
            MateInputError::Empty { path } => t!("cli-mate-empty-file", path = path),
        }
    }
}

/// One position to solve, with the SFEN text as given.
pub struct Job {
    pub sfen: String,
    pub position: Position,
}

/// The positions of a file, parsed; see the module comment for the format.
pub fn read_jobs(path: &Path) -> Result<Vec<Job>, MateInputError> {
    let shown = path.display().to_string();
    // A file of SFEN lines is capped like a record: 8 MiB is some
    // 100,000 positions, more than anyone solves at seconds each.
    let text = read_capped_text(path, MAX_RECORD_BYTES)?;
    let mut jobs = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let sfen = line.strip_prefix("sfen ").unwrap_or(line).trim();
        let position = Position::from_sfen(sfen).map_err(|source| MateInputError::BadLine {
            path: shown.clone(),
            line: i + 1,
            source,
        })?;
        jobs.push(Job {
            sfen: sfen.to_string(),
            position,
        });
    }
    if jobs.is_empty() {
        return Err(MateInputError::Empty { path: shown });
    }
    Ok(jobs)
}

fn jobs(args: &MateArgs) -> Result<Vec<Job>, MateInputError> {
    match (&args.sfen, &args.file) {
        (_, Some(path)) => read_jobs(path),
        (Some(sfen), None) => {
            let sfen = sfen.trim();
            Ok(vec![Job {
                sfen: sfen.to_string(),
                position: Position::from_sfen(sfen)?,
            }])
        }
        // clap requires one of the two.
        (None, None) => Ok(Vec::new()),
    }
}

/// The limits the flags ask for.
pub fn limits(args: &MateArgs) -> MateLimits {
    let time = match (args.seconds, args.nodes) {
        (Some(t), _) => Some(t),
        (None, Some(_)) => None,
        (None, None) => Some(Duration::from_secs_f64(DEFAULT_SECONDS)),
    };
    MateLimits {
        nodes: args.nodes,
        time,
        table_mb: args.hash,
        ..MateLimits::default()
    }
}

/// The text line for one result.
pub fn plain_line(report: &MateReport) -> String {
    match &report.outcome {
        MateOutcome::Mate(moves) => {
            let usi: Vec<String> = moves.iter().map(|m| m.to_usi()).collect();
            let moves_text = usi.join(" ");
            if report.shortest {
                t!("cli-mate-in", plies = moves.len(), moves = moves_text)
            } else {
                t!(
                    "cli-mate-in-maybe-longer",
                    plies = moves.len(),
                    moves = moves_text
                )
            }
        }
        MateOutcome::NoMate => t!("cli-mate-none"),
        MateOutcome::Unknown(Limit::Depth) => t!("cli-mate-unknown-depth", plies = mate::MAX_PLY),
        MateOutcome::Unknown(_) => t!("cli-mate-unknown-limit"),
    }
}

#[derive(Serialize)]
struct JsonLine<'a> {
    sfen: &'a str,
    mate: Option<bool>,
    moves: Vec<String>,
    plies: usize,
    nodes: u64,
    seconds: f64,
    proof_nodes: u64,
    proof_seconds: f64,
    /// For a mate: the line is known to be the shortest (false: a mate,
    /// maybe not the shortest, the exact look having run out of budget).
    #[serde(skip_serializing_if = "Option::is_none")]
    shortest: Option<bool>,
}

/// The JSON object for one result, on one line.
pub fn json_line(sfen: &str, report: &MateReport) -> String {
    let (mate, moves) = match &report.outcome {
        MateOutcome::Mate(moves) => (Some(true), moves.iter().map(|m| m.to_usi()).collect()),
        MateOutcome::NoMate => (Some(false), Vec::new()),
        MateOutcome::Unknown(_) => (None, Vec::new()),
    };
    let line = JsonLine {
        sfen,
        mate,
        plies: moves.len(),
        moves,
        nodes: report.nodes,
        seconds: report.elapsed.as_secs_f64(),
        proof_nodes: report.proof_nodes,
        proof_seconds: report.proof_elapsed.as_secs_f64(),
        shortest: mate.filter(|&m| m).map(|_| report.shortest),
    };
    // Serialising plain strings and numbers cannot fail.
    serde_json::to_string(&line).unwrap_or_default()
}

pub fn run(args: &MateArgs) -> ExitCode {
    let jobs = match jobs(args) {
        Ok(j) => j,
        Err(e) => return e.failure().report("mate"),
    };
    let limits = limits(args);
    let stop = AtomicBool::new(false);
    write_stdout("mate", |out: &mut dyn Write| {
        for job in &jobs {
            let report = mate::solve(&job.position, &limits, &stop);
            let line = if args.json {
                json_line(&job.sfen, &report)
            } else {
                plain_line(&report)
            };
            writeln!(out, "{line}")?;
            // One line per position as it is solved, for a reader of a long file.
            out.flush()?;
        }
        Ok(())
    })
}
