//! Mate solver speed on the benchmark set (bench/mate/positions.sfen):
//! the short mates alone (what the bot needs at every move) and the whole
//! set at 200k nodes a position. `cargo bench --bench mate`.
//! bench/mate_vs_cshogi.sh compares the same set with cshogi's DfPn.

use criterion::{Criterion, criterion_group, criterion_main};
use shogi_tui::mate::{self, MateLimits, MateOutcome};
use shogi_tui::shogi::Position;
use std::hint::black_box;
use std::sync::atomic::AtomicBool;

fn positions() -> Vec<Position> {
    include_str!("../bench/mate/positions.sfen")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| Position::from_sfen(l).expect("benchmark SFEN"))
        .collect()
}

fn limits(nodes: u64) -> MateLimits {
    MateLimits {
        nodes: Some(nodes),
        table_mb: 16,
        ..MateLimits::default()
    }
}

fn bench(c: &mut Criterion) {
    let stop = AtomicBool::new(false);
    let all = positions();
    // The positions solved as a mate in 1 to 7 plies.
    let short: Vec<Position> = all
        .iter()
        .filter(|p| {
            matches!(mate::solve(p, &limits(200_000), &stop).outcome,
                MateOutcome::Mate(ref l) if l.len() <= 7)
        })
        .cloned()
        .collect();
    let mut g = c.benchmark_group("mate");
    g.sample_size(10);
    g.bench_function(format!("{} mates in 1-7", short.len()), |b| {
        b.iter(|| {
            for p in &short {
                black_box(mate::solve(black_box(p), &limits(200_000), &stop));
            }
        });
    });
    g.bench_function(format!("{} positions, 200k nodes each", all.len()), |b| {
        b.iter(|| {
            for p in &all {
                black_box(mate::solve(black_box(p), &limits(200_000), &stop));
            }
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
