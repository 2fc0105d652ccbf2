//! Properties over random legal playouts: the generator agrees with
//! `check_move` tried on every conceivable move and with the early-exit
//! `has_legal_move`, make/unmake restores
//! everything, the incremental key equals the key from scratch, and SFEN
//! round-trips.

use crate::common::{brute_force_moves, generated_moves, pos};
use proptest::prelude::*;
use shogi_core::{Move, Position};

/// Starts that reach drops, promotions and entering kings quickly.
const STARTS: &[&str] = &[
    shogi_core::STARTPOS_SFEN,
    "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1",
    "8k/6S2/7G1/9/9/9/9/9/4K4 b P 1",
    "4k4/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1",
    "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
];

fn check_position(p: &Position) -> Result<(), TestCaseError> {
    let list = p.legal_moves();
    prop_assert_eq!(
        list.len() as u64,
        p.legal_move_count(),
        "count in {}",
        p.to_sfen()
    );
    // `has_legal_move` stops at the first move it finds, by its own path.
    prop_assert_eq!(
        p.has_legal_move(),
        !list.is_empty(),
        "has_legal_move in {}",
        p.to_sfen()
    );
    let generated = generated_moves(p);
    prop_assert_eq!(
        generated.len(),
        list.len(),
        "duplicate moves in {}",
        p.to_sfen()
    );
    prop_assert_eq!(
        &generated,
        &brute_force_moves(p),
        "generator vs check_move in {}",
        p.to_sfen()
    );

    let sfen = p.to_sfen();
    let reparsed =
        Position::from_sfen(&sfen).map_err(|e| TestCaseError::fail(format!("{sfen}: {e}")))?;
    prop_assert_eq!(&reparsed, p);
    prop_assert_eq!(reparsed.key(), p.key());
    prop_assert_eq!(p.key(), p.compute_key());

    let mut q = p.clone();
    for &mv in &list {
        let undo = q.do_move(mv);
        prop_assert_eq!(q.key(), q.compute_key(), "key after {} in {}", mv, sfen);
        prop_assert!(
            !q.king_attacked(p.side_to_move()),
            "{} leaves the king attacked",
            mv
        );
        q.undo_move(mv, undo);
        prop_assert_eq!(&q, p, "undo {}", mv);
        prop_assert_eq!(q.key(), p.key());
        prop_assert_eq!(q.ply(), p.ply());
    }
    Ok(())
}

/// Picks a move: half the time a capture when there is one, so hands fill
/// up and drops get exercised.
fn pick(p: &Position, list: &[Move], choice: u16) -> Move {
    let captures: Vec<Move> = list
        .iter()
        .copied()
        .filter(|m| p.piece_at(m.to()).is_some())
        .collect();
    if choice & 1 == 1 && !captures.is_empty() {
        captures[(choice as usize >> 1) % captures.len()]
    } else {
        list[(choice as usize >> 1) % list.len()]
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(
        start in 0..STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
    ) {
        let mut p = pos(STARTS[start]);
        for c in choices {
            check_position(&p)?;
            let list = p.legal_moves();
            if list.is_empty() {
                break;
            }
            let mv = pick(&p, &list, c);
            prop_assert!(p.check_move(mv).is_ok());
            p.do_move(mv);
        }
        check_position(&p)?;
    }
}
