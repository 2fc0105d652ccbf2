//! The hidden `book synth` and `book bench` that `bench/book.sh` runs:
//! a synthetic book of any size made deterministically from random
//! games, and lookup times measured on any book. Not for players: no
//! help, and its words are figures.
//!
//! The synthetic book is what a big real one looks like to the reader:
//! positions of random games from the start (every key a real position,
//! most met once), the move played and one or two other legal moves
//! each, counts, values and depths, sorted as a book is written, or
//! shuffled (`--shuffle`) for the unsorted case.

use super::{Failure, write_stdout};
use crate::bot::Rng;
use crate::kifu::Output;
use crate::kifu::book::{
    Book, BookEntry, BookError, BookLine, key_of, write_book, write_book_streamed, write_entry,
};
use crate::shogi::{Move, Position};
use crate::words::Said;
use clap::Args;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct SynthArgs {
    #[arg(long)]
    pub positions: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long)]
    pub out: PathBuf,
    #[arg(long)]
    pub shuffle: bool,
    #[arg(long)]
    pub force: bool,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    pub book: PathBuf,
    #[arg(long, default_value_t = 10_000)]
    pub lookups: usize,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// The bot's seeded generator (splitmix64), so that the figures depend
/// on no crate's generator; `below` over a length.
fn below(rng: &mut Rng, n: usize) -> usize {
    rng.below(n as u64) as usize
}

fn pick(rng: &mut Rng, pos: &Position) -> Option<Move> {
    let moves = pos.legal_moves();
    let list: Vec<Move> = moves.iter().copied().collect();
    (!list.is_empty()).then(|| list[below(rng, list.len())])
}

fn synth_entries(n: usize, seed: u64) -> Vec<BookEntry> {
    let mut rng = Rng::new(seed);
    let mut seen: HashMap<String, usize> = HashMap::with_capacity(n);
    let mut entries: Vec<BookEntry> = Vec::with_capacity(n);
    while entries.len() < n {
        let mut pos = Position::startpos();
        for _ in 0..60 {
            let Some(mv) = pick(&mut rng, &pos) else {
                break;
            };
            let key = key_of(&pos);
            if !seen.contains_key(&key) && entries.len() < n {
                let mut moves = vec![mv];
                for _ in 0..below(&mut rng, 3) {
                    if let Some(other) = pick(&mut rng, &pos)
                        && !moves.contains(&other)
                    {
                        moves.push(other);
                    }
                }
                let lines = moves
                    .into_iter()
                    .map(|m| BookLine {
                        usi: m.to_usi(),
                        ponder: None,
                        value: Some(below(&mut rng, 601) as i32 - 300),
                        depth: Some(below(&mut rng, 30) as i32),
                        count: Some(1 + below(&mut rng, 100) as u64),
                        results: None,
                        comment: String::new(),
                    })
                    .collect();
                seen.insert(key.clone(), entries.len());
                entries.push(BookEntry {
                    key,
                    ply: Some(pos.ply()),
                    comment: String::new(),
                    moves: lines,
                });
            }
            pos.do_move(mv);
        }
    }
    entries
}

pub fn synth(args: &SynthArgs) -> Result<ExitCode, Failure> {
    let started = Instant::now();
    let mut entries = synth_entries(args.positions, args.seed);
    let output = Output::new(&args.out, args.force);
    let fail = |e: BookError| Failure::Io(e.said());
    if args.shuffle {
        let mut rng = Rng::new(args.seed ^ 0x5555);
        for i in (1..entries.len()).rev() {
            entries.swap(i, below(&mut rng, i + 1));
        }
        write_book_streamed(&output, |w| {
            for e in &entries {
                write_entry(w, e)
                    .map_err(|err| crate::kifu::RecordError::io(&args.out, "write", err))?;
            }
            Ok(())
        })
        .map_err(fail)?;
    } else {
        write_book(&output, &entries).map_err(fail)?;
    }
    let seconds = started.elapsed().as_secs_f64();
    Ok(write_stdout("book synth", |w| {
        writeln!(w, "positions={} seconds={seconds:.1}", entries.len())
    }))
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

fn p99(v: &[f64]) -> f64 {
    // `v` is sorted by `median`.
    v.get(v.len() * 99 / 100).copied().unwrap_or(0.0)
}

pub fn bench(args: &BenchArgs) -> Result<ExitCode, Failure> {
    let fail = |e: BookError| Failure::Io(e.said());
    let book = Book::open(&args.book).map_err(fail)?;
    let stats = book.stats();
    // Keys to look up: a reservoir sample of the book's, read once.
    let mut rng = Rng::new(args.seed);
    let mut sample: Vec<String> = Vec::with_capacity(args.lookups);
    for (i, entry) in book.entries().enumerate() {
        let entry = entry.map_err(fail)?;
        if sample.len() < args.lookups {
            sample.push(entry.key);
        } else {
            let j = below(&mut rng, i + 1);
            if j < args.lookups {
                sample[j] = entry.key;
            }
        }
    }
    let mut present = Vec::with_capacity(sample.len());
    let mut absent = Vec::with_capacity(sample.len());
    let mut by_position = Vec::with_capacity(sample.len());
    for key in &sample {
        let t = Instant::now();
        let found = book.entry(key).map_err(fail)?;
        present.push(t.elapsed().as_secs_f64() * 1e6);
        if found.is_none() {
            return Err(Failure::Io(format!("{key}: not found")));
        }
        // The same board with a hand no game reaches: never in the book.
        let (board_turn, _) = key.rsplit_once(' ').unwrap_or((key, ""));
        let missing = format!("{board_turn} 18P");
        let t = Instant::now();
        let found = book.entry(&missing).map_err(fail)?;
        absent.push(t.elapsed().as_secs_f64() * 1e6);
        if found.is_some() {
            return Err(Failure::Io(format!("{missing}: found")));
        }
        if let Ok(pos) = Position::from_sfen(key) {
            let t = Instant::now();
            let _ = book.moves(&pos).map_err(fail)?;
            by_position.push(t.elapsed().as_secs_f64() * 1e6);
        }
    }
    let (pm, am, bm) = (
        median(&mut present),
        median(&mut absent),
        median(&mut by_position),
    );
    Ok(write_stdout("book bench", |w| {
        writeln!(
            w,
            "positions={} moves={} bytes={} sorted={} table_bytes={} open_ms={:.1} lookups={} \
             present_median_us={pm:.1} present_p99_us={:.1} absent_median_us={am:.1} \
             absent_p99_us={:.1} moves_median_us={bm:.1}",
            stats.positions,
            stats.moves,
            stats.bytes,
            stats.sorted,
            stats.table_bytes,
            stats.opened_in.as_secs_f64() * 1000.0,
            sample.len(),
            p99(&present),
            p99(&absent),
        )
    }))
}
