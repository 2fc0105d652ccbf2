//! How much depth MultiPV costs the built-in engine: the Strongest level
//! thinks for the same time on each position with MultiPV 1 and with
//! MultiPV 3, and the depths reached are compared (the issue's target:
//! MultiPV 3 within one ply of MultiPV 1). Not a timed test: the figures
//! depend on the machine and its load, so it prints them and the median.
//!
//! ```text
//! cargo bench --bench multipv
//! MULTIPV_SECS=5 MULTIPV_POSITIONS=6 MULTIPV_RECORDS=a.kif:b.csa cargo bench --bench multipv
//! ```
//!
//! `MULTIPV_SECS`: seconds per search (default 5). `MULTIPV_RECORDS`:
//! record files (any format the kifu module reads), `:`-separated; the
//! positions are taken from their main lines every `MULTIPV_STEP` plies
//! (default 4), at most `MULTIPV_POSITIONS` of them (default 6), spread
//! over the records. By default the records are the games in tests/data,
//! so that no position comes from the bot's own play.

use shogi_tui::bot::{Bot, BotConfig, GameHistory, Level, SearchControl, SearchInfo, SearchLimits};
use shogi_tui::kifu::open_record;
use shogi_tui::shogi::{Move, Position};
use std::path::PathBuf;
use std::time::Duration;

/// Records with the longest main lines among tests/data's games.
const DEFAULT_RECORDS: &[&str] = &[
    "tests/data/kif/even_branches.kif",
    "tests/data/csa/v22_full_board.csa",
    "tests/data/kif/resave_everything.kifu",
    "tests/data/evals/floodgate.csa",
    "tests/data/evals/shogihome.kif",
];

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

fn samples(step: usize, limit: usize) -> Vec<Sample> {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let paths: Vec<PathBuf> = match std::env::var("MULTIPV_RECORDS") {
        Ok(list) => list.split(':').map(PathBuf::from).collect(),
        Err(_) => DEFAULT_RECORDS.iter().map(|p| here.join(p)).collect(),
    };
    let mut per_record = Vec::new();
    for path in &paths {
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
        for ply in (step..=moves.len()).step_by(step.max(1)) {
            let Some(pos) = game.view(ply) else { break };
            if pos.legal_moves().len() < 3 {
                continue;
            }
            here.push(Sample {
                label: format!("{name} ply {ply}"),
                start: game.start_position().clone(),
                moves: moves[..ply].to_vec(),
            });
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

/// The depth of the last iteration completed with every line reported.
fn depth_reached(sample: &Sample, secs: u64, multipv: usize) -> Option<u32> {
    let (pos, history) = GameHistory::replay(&sample.start, &sample.moves).ok()?;
    let mut bot = Bot::new(BotConfig::for_level(Level::MAX));
    let limits = SearchLimits {
        multipv,
        ..SearchLimits::move_time(Duration::from_secs(secs))
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
    let secs = env_number("MULTIPV_SECS", 5).max(1);
    let step = env_number("MULTIPV_STEP", 4).max(1) as usize;
    let limit = env_number("MULTIPV_POSITIONS", 6) as usize;
    let samples = samples(step, limit);
    if samples.is_empty() {
        eprintln!("no positions: check MULTIPV_RECORDS");
        std::process::exit(1);
    }
    println!(
        "MultiPV 1 vs 3, Strongest level, {secs} s per search, {} positions",
        samples.len()
    );
    println!(
        "{:<40} {:>6} {:>6} {:>5}",
        "position", "mpv1", "mpv3", "diff"
    );
    let mut diffs = Vec::new();
    for s in &samples {
        let (Some(one), Some(three)) = (depth_reached(s, secs, 1), depth_reached(s, secs, 3))
        else {
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
