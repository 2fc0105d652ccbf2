//! `shogi-tui datagen --out FILE --games N [--threads T] [--nodes N] [--random-plies K]
//!  [--random-moves M] [--eval hand|net] [--weights FILE] [--seed S]`
//! `shogi-tui datagen --stats FILE`
//! `shogi-tui datagen --sfens FILE [--every K] [--weights W]`
//! `shogi-tui datagen --import LINES --out FILE`
//!
//! Generates training data for the learned evaluation (issue 23) by
//! self-play of the built-in bot, appending to FILE (see `learn::net::file` for
//! the format), or describes such a file.
//!
//! Progress goes to stderr every 30 seconds, the summary to stdout. SIGINT
//! or SIGTERM stops the run between two moves: every finished game is
//! written, the games being played are dropped, and the status is the
//! shell's 128 + the signal. A second signal leaves at once.

use super::{Failure, whole_number, write_stdout};
use crate::bot::evaluate;
use crate::bot::{EvalChoice, LoadedNet, MAX_THREADS};
use crate::kifu::Output;
use crate::kifu::files::read_capped_text;
use crate::learn::net::datagen::{GenConfig, Progress, Summary, generate};
use crate::learn::net::file::{DataReader, DataWriter};
use crate::learn::net::labels::sample_from_line;
use crate::learn::net::sample::Sample;
use crate::learn::net::selfplay::{MAX_PLIES, PlayConfig};
use crate::learn::net::stats::Stats;
use crate::learn::net::{DataFileError, file::HEADER_BYTES, sample::RECORD_BYTES};
use crate::nnue::Network;
use crate::nnue::embedded::embedded;
use crate::nnue::weights::{WeightsFileError, read_file};
use crate::words::Said;
use clap::Args;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::Ordering;
use std::time::Duration;

const COMMAND: &str = "datagen";
const REPORT_EVERY: Duration = Duration::from_secs(30);

#[derive(Args, Debug)]
#[group(skip)]
#[command(group = clap::ArgGroup::new("task").required(true).args(["out", "stats", "sfens"]))]
pub struct DatagenArgs {
    /// Append self-play training records to FILE (created if missing).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Games to play.
    #[arg(long, value_name = "N", requires = "out",
          required_unless_present_any = ["stats", "sfens", "import"],
          value_parser = whole_number::<u64>(1, 1_000_000_000), allow_hyphen_values = true)]
    pub games: Option<u64>,
    /// Worker threads, each playing whole games with its own bot.
    #[arg(long, value_name = "T", default_value_t = 1, requires = "out",
          value_parser = whole_number::<usize>(1, MAX_THREADS as u64), allow_hyphen_values = true)]
    pub threads: usize,
    /// Nodes the bot searches for each move.
    #[arg(long, value_name = "N", default_value_t = 3000, requires = "out",
          value_parser = whole_number::<u64>(1, 100_000_000), allow_hyphen_values = true)]
    pub nodes: u64,
    /// Random legal plies from the start position before the bot plays.
    #[arg(long, value_name = "K", default_value_t = 8, requires = "out",
          value_parser = whole_number::<u32>(0, 200), allow_hyphen_values = true)]
    pub random_plies: u32,
    /// After the opening (to ply 120), the chance in a thousand that a ply
    /// is a random legal move instead of the bot's.
    #[arg(long, value_name = "M", default_value_t = 10, requires = "out",
          value_parser = whole_number::<u32>(0, 1000), allow_hyphen_values = true)]
    pub random_moves: u32,
    /// The evaluation the bot searches with (the teacher): `hand` or `net`.
    #[arg(long, value_name = "EVAL", default_value = "hand", requires = "out",
          value_parser = ["hand", "net"])]
    pub eval: String,
    /// The bot plays without its mate solves (its own mates before each
    /// search, the check that a move allows none): about four times as
    /// many games an hour at 1,500 nodes a move, for data whose positions,
    /// not moves, are what is kept.
    #[arg(long, requires = "out")]
    pub no_mate_solver: bool,
    /// With `--eval net`: the weights file to use instead of the embedded
    /// weights.
    #[arg(long, value_name = "FILE", requires = "out")]
    pub weights: Option<PathBuf>,
    /// Seed of the random openings (default: from the clock, printed so
    /// that the run can be repeated).
    #[arg(long, value_name = "S", requires = "out",
          value_parser = whole_number::<u64>(0, u64::MAX), allow_hyphen_values = true)]
    pub seed: Option<u64>,
    /// Describe a data file: records, results, scores, move numbers, and
    /// how many records are bad (undecodable or an illegal position).
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["games", "threads", "nodes", "random_plies", "random_moves", "eval", "weights", "seed", "no_mate_solver"])]
    pub stats: Option<PathBuf>,
    /// Print every `--every`-th record of a data file as a line: the
    /// position (SFEN), the search's score, the result for the side to
    /// move, the hand-written evaluation, the net's (the embedded weights,
    /// or `--weights`); scores in centipawns for the side to move. For
    /// comparing judges on the same positions (bench/judge.sh).
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["games", "threads", "nodes", "random_plies", "random_moves", "eval", "seed", "stats", "no_mate_solver"])]
    pub sfens: Option<PathBuf>,
    /// Append to `--out` the records of a text file of lines
    /// `SFEN<TAB>SCORE<TAB>RESULT` (as `--sfens` prints, with SCORE from
    /// another judge: bench/gps_label.py). Stops at the first bad line.
    #[arg(long, value_name = "LINES", requires = "out",
          conflicts_with_all = ["games", "threads", "nodes", "random_plies", "random_moves", "eval", "weights", "seed", "stats", "sfens", "no_mate_solver"])]
    pub import: Option<PathBuf>,
    /// With `--sfens`: one record in K.
    #[arg(long, value_name = "K", default_value_t = 1, requires = "sfens",
          value_parser = whole_number::<u64>(1, u64::MAX), allow_hyphen_values = true)]
    pub every: u64,
}

pub fn run(args: &DatagenArgs) -> ExitCode {
    if let Some(path) = &args.sfens {
        return match print_sfens(path, args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(f) => f.report(COMMAND),
        };
    }
    if let (Some(lines), Some(out)) = (&args.import, &args.out) {
        return match import(lines, out) {
            Ok(code) => code,
            Err(f) => f.report(COMMAND),
        };
    }
    match (&args.stats, &args.out, args.games) {
        (Some(path), _, _) => describe(path),
        (None, Some(out), Some(games)) => generate_into(out, games, args),
        // clap requires --out or --stats, and --games with --out.
        _ => Failure::BadInput(crate::t!("cli-datagen-task")).report(COMMAND),
    }
}

fn failure(e: &DataFileError) -> Failure {
    if e.is_bad_input() {
        Failure::BadInput(e.said())
    } else {
        Failure::Io(e.said())
    }
}

fn describe(path: &Path) -> ExitCode {
    match Stats::of_file(path) {
        Ok(stats) => write_stdout(COMMAND, |out| stats.write(out)),
        Err(e) => failure(&e).report(COMMAND),
    }
}

fn print_sfens(path: &Path, args: &DatagenArgs) -> Result<(), Failure> {
    let read;
    let net: &Network = match &args.weights {
        Some(w) => {
            read = read_weights(w)?;
            &read
        }
        None => embedded_net()?,
    };
    let mut reader = DataReader::open(path).map_err(|e| failure(&e))?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut index = 0u64;
    while let Some(bytes) = reader.next_bytes().map_err(|e| failure(&e))? {
        index += 1;
        if !(index - 1).is_multiple_of(args.every) {
            continue;
        }
        // A bad record is skipped here; `--stats` names them.
        let Ok(sample) = Sample::from_bytes(&bytes) else {
            continue;
        };
        let Ok(pos) = sample.position() else {
            continue;
        };
        let hand = evaluate(&pos);
        let written = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            pos.to_sfen(),
            sample.score,
            sample.result.name(),
            hand,
            hand + net.evaluate_position(&pos)
        );
        if let Err(e) = written {
            // A closed pipe (`| head`) is the reader's choice, not a fault.
            return match e.kind() {
                io::ErrorKind::BrokenPipe => Ok(()),
                _ => Err(Failure::Io(format!("cannot write: {e}"))),
            };
        }
    }
    out.flush().or_else(|e| match e.kind() {
        io::ErrorKind::BrokenPipe => Ok(()),
        _ => Err(Failure::Io(format!("cannot write: {e}"))),
    })
}

/// The largest `--import` file: some 2.5 million lines as `--sfens`
/// prints them (about 100 bytes each), held in memory whole with their
/// records until every line has been read. A larger one is split (`split
/// -l`) and imported in turn.
const MAX_IMPORT_BYTES: u64 = 256 * 1024 * 1024;

/// `--import`: every line of `lines` as a record appended to `out`. The
/// records are written only once every line has been read, so a bad line
/// leaves the data file as it was.
fn import(lines: &Path, out: &Path) -> Result<ExitCode, Failure> {
    appendable(out, &[lines])?;
    let text = read_capped_text(lines, MAX_IMPORT_BYTES).map_err(|e| Failure::of_record(&e))?;
    let mut samples = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let sample = sample_from_line(line)
            .map_err(|e| Failure::BadInput(format!("{} line {}: {e}", lines.display(), n + 1)))?;
        samples.push(sample);
    }
    let (mut writer, opened) = DataWriter::append(out).map_err(|e| failure(&e))?;
    for sample in &samples {
        writer.write(sample).map_err(|e| failure(&e))?;
    }
    writer.flush().map_err(|e| failure(&e))?;
    Ok(write_stdout(COMMAND, |w| {
        writeln!(
            w,
            "imported {} records; {} now holds {}",
            samples.len(),
            out.display(),
            opened.records + samples.len() as u64
        )
    }))
}

fn read_weights(path: &Path) -> Result<Network, Failure> {
    read_file(path).map_err(|e| match e {
        WeightsFileError::Read(e) => Failure::of_record(&e),
        WeightsFileError::Refused { .. } => Failure::BadInput(e.to_string()),
    })
}

/// Refuses an `--out` that must not be appended to: one of the files read
/// (`inputs`), a pipe, a device (`kifu::Output`). An existing data file
/// is what `datagen` adds to, with or without `--force`; any other file
/// is refused by its first bytes, and left as it was.
fn appendable(out: &Path, inputs: &[&Path]) -> Result<(), Failure> {
    Output::new(out, false)
        .check_appendable(inputs)
        .map_err(|e| Failure::of_record(&e))
}

/// The weights built into the binary, checked.
fn embedded_net() -> Result<&'static Network, Failure> {
    embedded().map_err(|e| Failure::BadInput(format!("the embedded weights: {e}")))
}

/// The teacher `--eval` and `--weights` name, the weights read and checked.
fn teacher(args: &DatagenArgs) -> Result<EvalChoice, Failure> {
    match (args.eval.as_str(), &args.weights) {
        ("net", Some(path)) => Ok(EvalChoice::NetFile(LoadedNet::new(read_weights(path)?))),
        ("net", None) => embedded_net().map(|_| EvalChoice::Net),
        (_, Some(_)) => Err(Failure::BadInput(crate::t!("cli-datagen-weights-need-net"))),
        _ => Ok(EvalChoice::Hand),
    }
}

fn generate_into(out: &Path, games: u64, args: &DatagenArgs) -> ExitCode {
    let weights: Vec<&Path> = args.weights.iter().map(PathBuf::as_path).collect();
    if let Err(f) = appendable(out, &weights) {
        return f.report(COMMAND);
    }
    let eval = match teacher(args) {
        Ok(e) => e,
        Err(f) => return f.report(COMMAND),
    };
    let seed = args.seed.unwrap_or_else(crate::bot::clock_seed);
    let config = GenConfig {
        games,
        threads: args.threads,
        play: PlayConfig {
            nodes: args.nodes,
            random_plies: args.random_plies,
            random_moves: args.random_moves,
            eval,
            mate_solver: !args.no_mate_solver,
        },
        seed,
        report_every: REPORT_EVERY,
    };
    let signal = match super::stop_on_signals() {
        Ok(s) => s,
        Err(e) => {
            return Failure::Io(format!("cannot watch for SIGINT and SIGTERM: {e}"))
                .report(COMMAND);
        }
    };
    note(&format!(
        "{games} games into {}, {} thread(s), {} nodes a move{}, {} random plies, {}‰ random moves, {} evaluation{}, seed {seed}; games end at {MAX_PLIES} plies",
        out.display(),
        args.threads,
        args.nodes,
        if args.no_mate_solver {
            " (no mate solver)"
        } else {
            ""
        },
        args.random_plies,
        args.random_moves,
        args.eval,
        args.weights
            .as_ref()
            .map(|w| format!(" ({})", w.display()))
            .unwrap_or_default(),
    ));
    let stop = || signal.load(Ordering::Relaxed) != 0;
    let mut report = |p: &Progress| {
        note(&format!(
            "{} of {games} games, {} positions, {:.1} positions/s",
            p.games,
            p.positions,
            p.positions_per_second()
        ));
    };
    let summary = match generate(out, &config, &stop, &mut report) {
        Ok(s) => s,
        Err(e) => return failure(&e).report(COMMAND),
    };
    let code = write_stdout(COMMAND, |w| write_summary(w, out, &summary));
    match signal.load(Ordering::Relaxed) {
        0 => code,
        sig => {
            note(&format!(
                "stopped by signal {sig}: {} whole games written",
                summary.progress.games
            ));
            // The shell convention: 128 + the signal number.
            ExitCode::from(u8::try_from(128 + sig).unwrap_or(u8::MAX))
        }
    }
}

fn write_summary(w: &mut dyn Write, out: &Path, s: &Summary) -> io::Result<()> {
    let p = &s.progress;
    if s.opened.truncated_bytes > 0 {
        writeln!(
            w,
            "cut off a torn last record ({} bytes) left by an earlier run",
            s.opened.truncated_bytes
        )?;
    }
    writeln!(
        w,
        "games: {}\npositions: {} ({} duplicates left out)\nseconds: {:.1}\npositions/s: {:.1}",
        p.games,
        p.positions,
        p.duplicates,
        p.elapsed.as_secs_f64(),
        p.positions_per_second()
    )?;
    writeln!(
        w,
        "endings: {} adjudicated, {} by the rules ({} of them drawn), {} drawn at {MAX_PLIES} plies",
        p.adjudicated, p.by_rules, p.drawn_by_rules, p.at_ply_limit
    )?;
    writeln!(
        w,
        "{} now holds {} records ({} bytes each after a {HEADER_BYTES}-byte header)",
        out.display(),
        s.opened.records + p.positions,
        RECORD_BYTES
    )
}

/// A line on stderr; with stderr gone there is nobody to tell.
fn note(message: &str) {
    let _ = writeln!(io::stderr().lock(), "shogi-tui {COMMAND}: {message}");
}
