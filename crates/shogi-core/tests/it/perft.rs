//! RULE_EXAMPLES.md section 6: perft counts, plus the no-legal-move case.

use crate::common::pos;
use shogi_core::Position;
use shogi_core::perft::{divide, perft};

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const MATSURI: &str = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
const MAX_MOVES: &str = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";

fn check(sfen: &str, expected: &[u64]) {
    let mut p = pos(sfen);
    for (i, &n) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&mut p, depth), n, "{sfen} depth {depth}");
    }
    // The walk must leave the position as it found it.
    assert_eq!(p.to_sfen(), pos(sfen).to_sfen());
}

#[test]
fn start_position_to_depth_5() {
    check(START, &[30, 900, 25_470, 719_731, 19_861_490]);
}

#[test]
#[ignore = "547 million nodes: run with --ignored or `shogi-tui perft 6`"]
fn start_position_depth_6() {
    assert_eq!(perft(&mut pos(START), 6), 547_581_517);
}

#[test]
fn matsuri_to_depth_3() {
    check(MATSURI, &[207, 28_684, 4_809_015]);
}

#[test]
#[ignore = "517 million nodes: run with --ignored or the perft benchmark"]
fn matsuri_depth_4() {
    assert_eq!(perft(&mut pos(MATSURI), 4), 516_925_165);
}

#[test]
fn maximum_moves_position_to_depth_3() {
    check(MAX_MOVES, &[593, 105_677, 53_393_368]);
}

#[test]
fn lance_and_silver_position() {
    check("7lk/9/8S/9/9/9/9/7L1/8K b P 1", &[85, 639]);
}

#[test]
fn uchifuzume_drop_is_not_generated() {
    let p = pos("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1");
    assert_eq!(p.legal_move_count(), 86);
    assert!(!p.legal_moves().iter().any(|m| m.to_usi() == "P*1b"));
}

#[test]
fn nifu_drops_are_not_generated() {
    let p = pos("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    assert_eq!(p.legal_move_count(), 70);
    assert!(
        !p.legal_moves()
            .iter()
            .any(|m| m.is_drop() && m.to().file() == 5)
    );
}

#[test]
fn no_legal_move_without_check() {
    let p = pos("4k4/9/9/9/9/9/+p+p+p6/2+p6/K1+p6 b 2r2b4g4s4n4l13p 1");
    assert!(!p.in_check());
    assert_eq!(p.legal_move_count(), 0);
    assert!(p.legal_moves().is_empty());
    assert!(
        !p.is_checkmate(),
        "not in check, so not checkmate; still a loss"
    );
}

#[test]
fn hand_order_does_not_matter() {
    let a = pos(MATSURI);
    let b = pos("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
    assert_eq!(a.key(), b.key());
    assert_eq!(a.to_sfen(), b.to_sfen());
}

#[test]
fn divide_sums_to_perft_and_is_sorted() {
    let mut p = Position::startpos();
    let rows = divide(&mut p, 3);
    assert_eq!(rows.len(), 30);
    assert_eq!(rows.iter().map(|r| r.1).sum::<u64>(), 25_470);
    let texts: Vec<String> = rows.iter().map(|r| r.0.to_usi()).collect();
    let mut sorted = texts.clone();
    sorted.sort();
    assert_eq!(texts, sorted);
}
