//! How much depth MultiPV costs the built-in engine: the Strongest level
//! thinks for the same time on each position with MultiPV 1 and with
//! MultiPV 3, and the depths reached are compared (the issue's target:
//! MultiPV 3 within one ply of MultiPV 1). Not a timed test: the figures
//! depend on the machine and its load, so it prints them and the median.
//!
//! ```text
//! cargo bench --bench multipv
//! MULTIPV_SECS=5 MULTIPV_POSITIONS=10 MULTIPV_RECORDS=a.kif:b.csa cargo bench --bench multipv
//! MULTIPV_NODES=2000000 cargo bench --bench multipv
//! ```
//!
//! `MULTIPV_THREADS`: threads per search (default: one per core, as
//! research mode searches). `MULTIPV_SECS`: seconds per search (default 5). `MULTIPV_NODES`: a
//! node budget per search instead of a time, so that the machine's load
//! does not change the figures. `MULTIPV_RECORDS`: record files (any
//! format the kifu module reads), `:`-separated. The positions are taken
//! from the records' main lines between plies `MULTIPV_FIRST` and
//! `MULTIPV_LAST` (default 30 and 90, the middlegame) every `MULTIPV_STEP`
//! plies (default 10), at most `MULTIPV_POSITIONS` of them (default 10),
//! spread over the records and over that range; positions where a short
//! search already sees a mate are left out. By default the records are
//! the games between gnushogi and Fairy-Stockfish in bench/multipv (see
//! its README), so that no position comes from the bot's own play.

use shogi_tui::bot::{
    Bot, BotConfig, GameHistory, Level, Score, SearchControl, SearchInfo, SearchLimits, all_cores,
};
use shogi_tui::kifu::open_record;
use shogi_tui::shogi::{Move, Position};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where the default records are: every `.usi` file in it.
const DEFAULT_RECORDS: &str = "bench/multipv";

/// The record files of `dir`, in name order.
fn records_in(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "usi"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v.trim().parse().unwrap_or_else(|_| {
            eprintln!("{name}={v} is not a whole number; using {default}");
            default
        }),
        Err(_) => default,
    }
}

/// A position to think about, with the moves that led to it (for the
/// repetition rules) and where it came from.
struct Sample {
    label: String,
    start: Position,
    moves: Vec<Move>,
}

/// Which plies of each record to take positions from.
struct Plies {
    first: usize,
    last: usize,
    step: usize,
}

fn samples(plies: &Plies, limit: usize) -> Vec<Sample> {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let paths: Vec<PathBuf> = match std::env::var("MULTIPV_RECORDS") {
        Ok(list) => list.split(':').map(PathBuf::from).collect(),
        Err(_) => records_in(&here.join(DEFAULT_RECORDS)),
    };
    let mut per_record = Vec::new();
    for (index, path) in paths.iter().enumerate() {
        let loaded = match open_record(path) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("skipped {}: {e}", path.display());
                continue;
            }
        };
        let game = loaded.game;
        let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let mut here = Vec::new();
        let last = plies.last.min(moves.len());
        for ply in (plies.first..=last).step_by(plies.step) {
            let sample = Sample {
                label: format!("{name} ply {ply}"),
                start: game.start_position().clone(),
                moves: moves[..ply].to_vec(),
            };
            if worth_measuring(&sample) {
                here.push(sample);
            }
        }
        // Each record starts its turn at another ply, so that a short
        // limit still spreads over the middlegame.
        if !here.is_empty() {
            let turn = index % here.len();
            here.rotate_left(turn);
        }
        per_record.push(here);
    }
    // Round-robin over the records, so that a short limit still sees
    // several games.
    let mut queues: Vec<_> = per_record.into_iter().map(Vec::into_iter).collect();
    let mut picked = Vec::new();
    while picked.len() < limit {
        let before = picked.len();
        for queue in &mut queues {
            if picked.len() < limit
                && let Some(s) = queue.next()
            {
                picked.push(s);
            }
        }
        if picked.len() == before {
            break;
        }
    }
    picked
}

/// A position with a real choice and no mate on the board: at least three
/// legal moves, and a short search finds no mate for either side.
fn worth_measuring(sample: &Sample) -> bool {
    let Ok((pos, history)) = GameHistory::replay(&sample.start, &sample.moves) else {
        return false;
    };
    if pos.legal_moves().len() < 3 {
        return false;
    }
    let mut bot = Bot::new(BotConfig::for_level(Level::MAX));
    let decision = bot.think(
        &pos,
        &history,
        &SearchLimits::depth(6),
        &SearchControl::new(),
        &mut |_: &SearchInfo| {},
    );
    matches!(decision.score, Score::Cp(_))
}

/// How long each search may go on.
#[derive(Clone, Copy)]
enum Budget {
    Secs(u64),
    Nodes(u64),
}

/// The depth of the last iteration completed with every line reported.
fn depth_reached(sample: &Sample, budget: Budget, multipv: usize, threads: usize) -> Option<u32> {
    let (pos, history) = GameHistory::replay(&sample.start, &sample.moves).ok()?;
    let mut bot = Bot::new(BotConfig {
        threads,
        ..BotConfig::for_level(Level::MAX)
    });
    let limits = match budget {
        Budget::Secs(secs) => SearchLimits {
            multipv,
            ..SearchLimits::move_time(Duration::from_secs(secs))
        },
        Budget::Nodes(nodes) => SearchLimits {
            multipv,
            nodes: Some(nodes),
            infinite: true,
            ..SearchLimits::depth(120)
        },
    };
    let mut deepest = 0;
    bot.think(
        &pos,
        &history,
        &limits,
        &SearchControl::new(),
        &mut |info: &SearchInfo| {
            if info.multipv == multipv.max(1) {
                deepest = deepest.max(info.depth);
            }
        },
    );
    Some(deepest)
}

fn median(values: &mut [i64]) -> Option<f64> {
    values.sort_unstable();
    let n = values.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(values[n / 2] as f64),
        _ => Some((values[n / 2 - 1] + values[n / 2]) as f64 / 2.0),
    }
}

fn main() {
    let budget = match env_number("MULTIPV_NODES", 0) {
        0 => Budget::Secs(env_number("MULTIPV_SECS", 5).max(1)),
        nodes => Budget::Nodes(nodes),
    };
    let plies = Plies {
        first: env_number("MULTIPV_FIRST", 30) as usize,
        last: env_number("MULTIPV_LAST", 90) as usize,
        step: env_number("MULTIPV_STEP", 10).max(1) as usize,
    };
    let limit = env_number("MULTIPV_POSITIONS", 10) as usize;
    let threads = env_number("MULTIPV_THREADS", all_cores() as u64).max(1) as usize;
    let samples = samples(&plies, limit);
    if samples.is_empty() {
        eprintln!("no positions: check MULTIPV_RECORDS and the ply range");
        std::process::exit(1);
    }
    let per_search = match budget {
        Budget::Secs(secs) => format!("{secs} s"),
        Budget::Nodes(nodes) => format!("{nodes} nodes"),
    };
    println!(
        "MultiPV 1 vs 3, Strongest level, {per_search} per search, {threads} thread(s), {} positions",
        samples.len()
    );
    println!(
        "{:<40} {:>6} {:>6} {:>5}",
        "position", "mpv1", "mpv3", "diff"
    );
    let mut diffs = Vec::new();
    for s in &samples {
        let (Some(one), Some(three)) = (
            depth_reached(s, budget, 1, threads),
            depth_reached(s, budget, 3, threads),
        ) else {
            println!("{:<40} could not be replayed", s.label);
            continue;
        };
        let diff = i64::from(one) - i64::from(three);
        diffs.push(diff);
        println!("{:<40} {one:>6} {three:>6} {diff:>5}", s.label);
    }
    if let Some(m) = median(&mut diffs) {
        println!("median depth difference (MultiPV 1 - MultiPV 3): {m}");
    }
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    println!("load average {}", load.join(" "));
}
