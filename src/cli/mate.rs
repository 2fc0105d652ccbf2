//! `shogi-tui mate [--sfen SFEN | --file FILE] [--seconds S] [--nodes N] [--hash MIB] [--json]`
//!
//! Asks the mate solver whether the side to move mates by checks, for one
//! position or for every position of a file, one output line each.
//!
//! A file holds one SFEN per line (an optional leading `sfen ` is accepted,
//! as USI writes it); blank lines and lines starting with `#` are skipped.
//! Every line is read before any search starts, so a bad line stops the
//! command at once instead of after minutes of solving. Only where each
//! line lies is kept, and a line is parsed again when its turn comes: a
//! file of 100,000 positions would otherwise hold 100,000 boards at once.
//!
//! A mate is said "mate in N" only when the solver proved its line the
//! shortest mate against the longest defence; any other line is a mate
//! whose length is that line's, neither a bound above nor below the
//! true one, and is said so.
//!
//! SIGINT or SIGTERM raises the solver's stop flag: the position under way
//! is dropped unprinted, the lines already printed stay, and the status is
//! 128 + the signal. A second signal leaves at once.
use super::{Failure, messages, write_stdout};
use crate::i18n::rules::Shown;
use crate::kifu::RecordError;
use crate::kifu::files::{MAX_RECORD_BYTES, read_capped_text};
use crate::mate::{self, Limit, MateLimits, MateOutcome, MateReport};
use crate::shogi::{Color, FromSfenError, Position};
use crate::t;
use crate::words::Said;
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
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
    /// Size of the solver's table in MiB (1 to 4096, and no more than the
    /// memory free): the table starts small and grows up to it, never past it.
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
    #[error("{}", .0.said())]
    File(#[from] RecordError),
    #[error("{path} line {line}: bad SFEN: {source}")]
    BadLine {
        path: String,
        line: usize,
        source: FromSfenError,
    },
    #[error("{path} holds no position (only blank lines and # comments)")]
    Empty { path: String },
    #[error("--hash {asked} MiB is more than this machine has free ({free} MiB)")]
    HashTooLarge { asked: usize, free: usize },
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
            MateInputError::HashTooLarge { asked, free } => {
                t!("cli-mate-hash-too-large", asked = *asked, free = *free)
            }
        }
    }
}

/// The positions to solve: the text they were read from and, for each,
/// where its SFEN lies in it.
pub struct Jobs {
    text: String,
    sfens: Vec<Range<usize>>,
}

impl Jobs {
    pub fn len(&self) -> usize {
        self.sfens.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sfens.is_empty()
    }

    /// Each SFEN with its position, parsed as it is reached.
    pub fn positions(&self) -> impl Iterator<Item = (&str, Position)> + '_ {
        self.sfens.iter().filter_map(|range| {
            let sfen = &self.text[range.clone()];
            // Every line parsed once already when the file was read.
            Position::from_sfen(sfen).ok().map(|p| (sfen, p))
        })
    }
}

/// The positions of a file, checked; see the module comment for the format.
pub fn read_jobs(path: &Path) -> Result<Jobs, MateInputError> {
    let shown = path.display().to_string();
    // A file of SFEN lines is capped like a record: 8 MiB is some
    // 100,000 positions, more than anyone solves at seconds each.
    let text = read_capped_text(path, MAX_RECORD_BYTES)?;
    let mut sfens = Vec::new();
    let mut at = 0;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line_start = at;
        at += raw.len();
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let sfen = line.strip_prefix("sfen ").unwrap_or(line).trim();
        Position::from_sfen(sfen).map_err(|source| MateInputError::BadLine {
            path: shown.clone(),
            line: i + 1,
            source,
        })?;
        // `sfen` is a slice of `raw`, itself a slice of `text`.
        let from = line_start + (sfen.as_ptr() as usize - raw.as_ptr() as usize);
        sfens.push(from..from + sfen.len());
    }
    if sfens.is_empty() {
        return Err(MateInputError::Empty { path: shown });
    }
    Ok(Jobs { text, sfens })
}

fn jobs(args: &MateArgs) -> Result<Jobs, MateInputError> {
    match (&args.sfen, &args.file) {
        (_, Some(path)) => read_jobs(path),
        (Some(sfen), None) => {
            let sfen = sfen.trim();
            Position::from_sfen(sfen)?;
            Ok(Jobs {
                text: sfen.to_string(),
                sfens: std::iter::once(0..sfen.len()).collect(),
            })
        }
        // clap requires one of the two.
        (None, None) => Ok(Jobs {
            text: String::new(),
            sfens: Vec::new(),
        }),
    }
}

/// `--hash` against what the machine has free, where it says (elsewhere
/// the flag's own cap of 4096 MiB is all there is).
pub fn check_hash(asked: usize, free: Option<usize>) -> Result<(), MateInputError> {
    match free {
        Some(free) if asked > free => Err(MateInputError::HashTooLarge { asked, free }),
        _ => Ok(()),
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

/// What one position came to: the solver's report, or no search at all
/// because the side to move has no check to give.
pub enum Answer {
    Solved(MateReport),
    NoCheck(Color),
}

/// The solver's answer about `pos`, unless it has no check: a solver
/// would say "no mate" there too, which is true but leaves a player
/// looking for what the solver missed.
pub fn answer(pos: &Position, limits: &MateLimits, stop: &AtomicBool) -> Answer {
    if pos.checking_moves().is_empty() {
        return Answer::NoCheck(pos.side_to_move());
    }
    Answer::Solved(mate::solve(pos, limits, stop))
}

/// The text line for one result.
pub fn plain_line(answer: &Answer) -> String {
    let report = match answer {
        Answer::NoCheck(side) => return t!("cli-mate-no-check", side = side.shown()),
        Answer::Solved(report) => report,
    };
    match &report.outcome {
        MateOutcome::Mate(moves) => {
            let usi: Vec<String> = moves.iter().map(|m| m.to_usi()).collect();
            let moves_text = usi.join(" ");
            if report.shortest {
                t!("cli-mate-in", plies = moves.len(), moves = moves_text)
            } else {
                t!("cli-mate-line", plies = moves.len(), moves = moves_text)
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
    /// For a mate: the line is the shortest mate against the longest
    /// defence, so `plies` is the mate's length (false: a mate, whose
    /// length is only this line's, the exact look having run out of
    /// budget).
    #[serde(skip_serializing_if = "Option::is_none")]
    shortest: Option<bool>,
    /// The side to move has no check to give, so no search ran.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    no_check: bool,
}

/// The JSON object for one result, on one line.
pub fn json_line(sfen: &str, answer: &Answer) -> String {
    let line = match answer {
        Answer::NoCheck(_) => JsonLine {
            sfen,
            mate: Some(false),
            moves: Vec::new(),
            plies: 0,
            nodes: 0,
            seconds: 0.0,
            proof_nodes: 0,
            proof_seconds: 0.0,
            shortest: None,
            no_check: true,
        },
        Answer::Solved(report) => {
            let (mate, moves) = match &report.outcome {
                MateOutcome::Mate(moves) => {
                    (Some(true), moves.iter().map(|m| m.to_usi()).collect())
                }
                MateOutcome::NoMate => (Some(false), Vec::new()),
                MateOutcome::Unknown(_) => (None, Vec::new()),
            };
            JsonLine {
                sfen,
                mate,
                plies: moves.len(),
                moves,
                nodes: report.nodes,
                seconds: report.elapsed.as_secs_f64(),
                proof_nodes: report.proof_nodes,
                proof_seconds: report.proof_elapsed.as_secs_f64(),
                shortest: mate.filter(|&m| m).map(|_| report.shortest),
                no_check: false,
            }
        }
    };
    // Serialising plain strings and numbers cannot fail.
    serde_json::to_string(&line).unwrap_or_default()
}

pub fn run(args: &MateArgs) -> ExitCode {
    let jobs = match check_hash(args.hash, crate::bot::available_mib()).and_then(|()| jobs(args)) {
        Ok(j) => j,
        Err(e) => return e.failure().report("mate"),
    };
    let limits = limits(args);
    let (signal, stop) = match super::stop_on_signals_raising() {
        Ok(s) => s,
        Err(e) => {
            return Failure::Io(t!("cli-mate-no-signals", why = e.to_string())).report("mate");
        }
    };
    let code = write_stdout("mate", |out: &mut dyn Write| {
        for (sfen, position) in jobs.positions() {
            let answer = answer(&position, &limits, &stop);
            // A search the signal cut short has no answer to print.
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let line = if args.json {
                json_line(sfen, &answer)
            } else {
                plain_line(&answer)
            };
            writeln!(out, "{line}")?;
            // One line per position as it is solved, for a reader of a long file.
            out.flush()?;
        }
        Ok(())
    });
    match signal.load(Ordering::Relaxed) {
        0 => code,
        sig => ExitCode::from(u8::try_from(128 + sig).unwrap_or(u8::MAX)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mate::MateReport;
    use crate::shogi::Move;

    fn report(moves: &[&str], shortest: bool) -> MateReport {
        MateReport {
            outcome: MateOutcome::Mate(
                moves
                    .iter()
                    .filter_map(|m| Move::from_usi(m).ok())
                    .collect(),
            ),
            nodes: 1,
            elapsed: Duration::ZERO,
            proof_nodes: 1,
            proof_elapsed: Duration::ZERO,
            shortest,
        }
    }

    #[test]
    fn only_a_proven_length_is_said_mate_in_n() {
        let line = ["G*5b", "5a4a", "R*4b"];
        assert_eq!(
            plain_line(&Answer::Solved(report(&line, true))),
            "mate in 3: G*5b 5a4a R*4b"
        );
        assert_eq!(
            plain_line(&Answer::Solved(report(&line, false))),
            "mate (line of 3 plies, not proven shortest or longest): G*5b 5a4a R*4b"
        );
        let json = json_line("x", &Answer::Solved(report(&line, false)));
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["shortest"], false, "{json}");
        assert_eq!(v["plies"], 3, "{json}");
    }

    #[test]
    fn a_side_without_a_check_is_told_so() {
        let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
        let stop = AtomicBool::new(false);
        let answer = answer(&pos, &MateLimits::default(), &stop);
        assert!(matches!(answer, Answer::NoCheck(Color::Black)));
        assert_eq!(plain_line(&answer), "no mate: Black has no check to give");
        let v: serde_json::Value = serde_json::from_str(&json_line("x", &answer)).unwrap();
        assert_eq!(v["mate"], false);
        assert_eq!(v["no_check"], true);
    }

    #[test]
    fn a_hash_past_the_free_memory_is_refused() {
        assert!(check_hash(4096, None).is_ok());
        assert!(check_hash(512, Some(1024)).is_ok());
        let e = check_hash(2048, Some(1024)).err();
        assert!(
            matches!(
                e,
                Some(MateInputError::HashTooLarge {
                    asked: 2048,
                    free: 1024
                })
            ),
            "{e:?}"
        );
    }

    #[test]
    fn a_file_keeps_where_its_sfens_lie_and_parses_them_as_reached() {
        let dir = std::env::temp_dir().join(format!("shogi-tui-mate-jobs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok();
        let path = dir.join("set.sfen");
        let a = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
        let b = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
        std::fs::write(&path, format!("# c\r\n  {a}  \r\n\nsfen {b}")).ok();
        let jobs = read_jobs(&path);
        std::fs::remove_dir_all(&dir).ok();
        let jobs = jobs.map_err(|e| e.to_string());
        let Ok(jobs) = jobs else {
            panic!("{jobs:?}", jobs = jobs.err());
        };
        let sfens: Vec<&str> = jobs.positions().map(|(s, _)| s).collect();
        assert_eq!(sfens, [a, b]);
    }
}
