//! `shogi-tui puzzlegen --from FILE... --out FILE [--force] [--max-plies 15]
//!  [--per-length N] [--last-plies N] [--nodes N] [--threads N]`
//!
//! Finds tsume puzzles in games (datagen files, records, position lines;
//! see `learn::puzzles::games`) and writes them as a collection (`tsume::collection`),
//! sorted by length and difficulty. See `learn::puzzles::maker` for what makes a
//! puzzle. Every input file is checked before any search, so a bad one stops
//! the command at once (status 2) instead of after an hour of solving.
//! The collection is written again after each input file, atomically, so
//! a run stopped midway keeps what it found. The first write makes a new
//! file unless `--force` is given (`kifu::Output`: never an input, never
//! anything but a regular file). Progress goes to stderr, the
//! summary to stdout.

use super::{Failure, whole_number, write_stdout};
use crate::kifu::Output;
use crate::learn::puzzles::games::{Game, games_in};
use crate::learn::puzzles::maker::{CLASS_NAMES, CLASSES, Found, MakerConfig, puzzle_of_game};
use crate::tsume::collection;
use crate::words::Said;
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

const COMMAND: &str = "puzzlegen";

#[derive(Args, Debug)]
#[group(skip)]
pub struct PuzzlegenArgs {
    /// Files to look in: datagen files (.bin), records (.kif .kifu .ki2
    /// .csa .ron) or position lines (one `position ...` or SFEN a line).
    #[arg(long, value_name = "FILES", required = true, num_args = 1..)]
    pub from: Vec<PathBuf>,
    /// The collection to write; never one of the --from files.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// Replace the --out file if it exists.
    #[arg(long)]
    pub force: bool,
    /// The longest mate taken, in plies.
    #[arg(long, value_name = "N", default_value_t = 15,
          value_parser = whole_number::<u32>(1, 99), allow_hyphen_values = true)]
    pub max_plies: u32,
    /// The most puzzles of each length class (1, 3, 5, 7, 9, 11+ plies).
    #[arg(long, value_name = "N",
          value_parser = whole_number::<usize>(1, 1_000_000), allow_hyphen_values = true)]
    pub per_length: Option<usize>,
    /// How many positions from the end of each game are looked at.
    #[arg(long, value_name = "N", default_value_t = 24,
          value_parser = whole_number::<usize>(1, 10_000), allow_hyphen_values = true)]
    pub last_plies: usize,
    /// Nodes the solver may search for each proof.
    #[arg(long, value_name = "N", default_value_t = 100_000,
          value_parser = whole_number::<u64>(100, 1_000_000_000), allow_hyphen_values = true)]
    pub nodes: u64,
    /// Worker threads, each taking whole games.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = whole_number::<usize>(1, 64), allow_hyphen_values = true)]
    pub threads: usize,
}

pub fn run(args: &PuzzlegenArgs) -> ExitCode {
    match generate(args) {
        Ok(summary) => write_stdout(COMMAND, |out| out.write_all(summary.as_bytes())),
        Err(f) => f.report(COMMAND),
    }
}

fn generate(args: &PuzzlegenArgs) -> Result<String, Failure> {
    let config = MakerConfig {
        max_plies: args.max_plies,
        per_length: args.per_length,
        last_plies: args.last_plies,
        nodes: args.nodes,
    };
    if args.out.is_dir() {
        return Err(Failure::BadInput(crate::t!(
            "cli-puzzlegen-out-folder",
            path = args.out.display().to_string()
        )));
    }
    let mut output = Output::new(&args.out, args.force);
    let inputs: Vec<&Path> = args.from.iter().map(PathBuf::as_path).collect();
    output.check(&inputs).map_err(|e| Failure::of_record(&e))?;
    let read = |path: &Path| {
        games_in(path).map_err(|e| {
            if e.is_bad_input() {
                Failure::BadInput(e.said())
            } else {
                Failure::Io(e.said())
            }
        })
    };
    // Every file is checked first, then read again when its turn comes:
    // a hundred datagen files held at once would take hundreds of MiB.
    for path in &args.from {
        read(path)?;
    }
    let started = Instant::now();
    let found = Mutex::new(Found::default());
    let mut games_seen = 0usize;
    for (done, path) in (1..).zip(&args.from) {
        let games = read(path)?;
        search_games(&games, &config, args.threads, &found);
        games_seen += games.len();
        let found = found.lock().unwrap_or_else(|e| e.into_inner());
        write_collection(&output, &found, &args.from, done)?;
        // The collection is ours now: each later one replaces it.
        output.force = true;
        eprintln!(
            "shogi-tui {COMMAND}: {}: {} games; {} puzzles so far ({}), {:.0} s",
            path.display(),
            games.len(),
            found.puzzles.len(),
            per_class(&found),
            started.elapsed().as_secs_f64()
        );
        if found.all_full(&config) {
            break;
        }
    }
    let found = found.into_inner().unwrap_or_else(|e| e.into_inner());
    Ok(format!(
        "games: {games_seen}\npositions examined: {}\npuzzles: {} ({})\nseconds: {:.1}\nwritten: {}\n",
        found.examined,
        found.puzzles.len(),
        per_class(&found),
        started.elapsed().as_secs_f64(),
        args.out.display()
    ))
}

/// "1: 3, 3: 5, ...": the puzzles of each length class.
fn per_class(found: &Found) -> String {
    (0..CLASSES)
        .map(|c| format!("{} plies: {}", CLASS_NAMES[c], found.per_class[c]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Looks at the games on `threads` workers, each taking the next game.
/// With one thread the result depends on nothing but the input.
fn search_games(games: &[Game], config: &MakerConfig, threads: usize, found: &Mutex<Found>) {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(game) = games.get(i) else { break };
            // Each worker proves on a copy of the tally, so that the
            // searches run in parallel; a puzzle is added under the lock.
            let mut mine = found.lock().unwrap_or_else(|e| e.into_inner()).clone();
            if mine.all_full(config) {
                break;
            }
            let examined = mine.examined;
            let puzzle = puzzle_of_game(&game.positions, config, &mut mine);
            let mut shared = found.lock().unwrap_or_else(|e| e.into_inner());
            shared.examined += mine.examined - examined;
            if let Some(p) = puzzle {
                shared.add(p);
            }
        }
    };
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(work);
        }
        work();
    });
}

/// Writes what was found in the first `done` files of `from`.
fn write_collection(
    out: &Output,
    found: &Found,
    from: &[PathBuf],
    done: usize,
) -> Result<(), Failure> {
    let header = vec![
        "shogi-tui tsume collection, made by `shogi-tui puzzlegen`: positions".to_string(),
        "where the side to move mates and no other first check mates at all,".to_string(),
        "turned round so that Black mates; sorted by length, then difficulty".to_string(),
        "(the positions the solver searched to prove the mate).".to_string(),
        format!(
            "From {done} of {} input file(s), the first {}.",
            from.len(),
            from.first()
                .and_then(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default()
        ),
    ];
    let text = collection::write(&header, &found.sorted());
    out.write(text.as_bytes())
        .map_err(|e| Failure::of_record(&e))
}
