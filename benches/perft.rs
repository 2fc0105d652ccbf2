//! Perft speed: startpos depth 5 and the matsuri position depth 4 (the
//! figures README quotes). `cargo bench --bench perft`.

use criterion::{Criterion, criterion_group, criterion_main};
use shogi_tui::shogi::Position;
use shogi_tui::shogi::perft::perft;
use std::hint::black_box;

const MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    g.bench_function("startpos depth 5", |b| {
        let mut pos = Position::startpos();
        b.iter(|| assert_eq!(perft(black_box(&mut pos), 5), 19_861_490));
    });
    g.bench_function("matsuri depth 4", |b| {
        let mut pos = Position::from_sfen(MATSURI).expect("matsuri SFEN");
        b.iter(|| assert_eq!(perft(black_box(&mut pos), 4), 516_925_165));
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
