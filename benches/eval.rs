//! The cost of a node's evaluation: the hand-written terms alone, and the
//! net's share (the accumulator updated from the parent's, then the
//! layers) on top of them, over every legal move of a few positions from
//! published games and problems (the positions `bench/nps.sh` searches).
//! The search pays this at almost every node: `bench/nps.sh` gives the
//! whole-search ratio, this says how much of it is the evaluation.
//! `cargo bench --bench eval`.

use criterion::{Criterion, criterion_group, criterion_main};
use shogi_tui::bot::evaluate;
use shogi_tui::nnue::{Accumulator, Kernel, embedded};
use shogi_tui::shogi::Position;
use std::hint::black_box;

const POSITIONS: [&str; 3] = [
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
    "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
];

fn bench(c: &mut Criterion) {
    let Ok(net) = embedded() else {
        panic!("the embedded weights are refused");
    };
    let positions: Vec<Position> = POSITIONS
        .iter()
        .map(|s| Position::from_sfen(s).expect("a bench position"))
        .collect();
    let mut g = c.benchmark_group("eval (every legal move of 3 positions)");
    g.bench_function("hand-written", |b| {
        b.iter(|| {
            let mut sum = 0i64;
            for root in &positions {
                let mut pos = root.clone();
                for mv in root.legal_moves() {
                    let undo = pos.do_move(mv);
                    sum += i64::from(evaluate(black_box(&pos)));
                    pos.undo_move(mv, undo);
                }
            }
            sum
        });
    });
    let kernel = Kernel::best();
    g.bench_function(format!("hand-written + net ({})", kernel.name()), |b| {
        let roots: Vec<Accumulator> = positions
            .iter()
            .map(|p| {
                let mut acc = Accumulator::default();
                net.refresh(kernel, p, &mut acc);
                acc
            })
            .collect();
        let mut child = Accumulator::default();
        b.iter(|| {
            let mut sum = 0i64;
            for (root, acc) in positions.iter().zip(&roots) {
                let mut pos = root.clone();
                for mv in root.legal_moves() {
                    let undo = pos.do_move(mv);
                    net.update(kernel, acc, &pos, mv, &undo, &mut child);
                    sum += i64::from(evaluate(black_box(&pos)));
                    sum += i64::from(net.evaluate(kernel, &child, pos.side_to_move()));
                    pos.undo_move(mv, undo);
                }
            }
            sum
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
