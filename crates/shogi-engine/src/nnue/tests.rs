//! The net as the search uses it: sums kept move by move equal sums made
//! afresh, both kernels score alike, and a colour-flipped position scores
//! the same.

use super::weights::tests::random_net;
use super::{Accumulator, Kernel, features};
use crate::bot::Rng;
use shogi_core::{Color, Position};

/// Over random games (captures, promotions, drops, king moves), the
/// accumulator carried through `do_move` and back through a stack equals
/// a fresh one at every step, and every kernel gives the same score.
#[test]
fn incremental_sums_equal_a_refresh_after_every_move_and_back() {
    let net = random_net(5);
    let mut rng = Rng::new(21);
    for game in 0..30 {
        let mut pos = Position::startpos();
        let mut stack = vec![Accumulator::default()];
        net.refresh(Kernel::Portable, &pos, &mut stack[0]);
        let mut played = Vec::new();
        for _ in 0..150 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            let undo = pos.do_move(mv);
            let kernel = Kernel::available()[game % Kernel::available().len()];
            let mut next = Accumulator::default();
            net.update(kernel, &stack[stack.len() - 1], &pos, mv, &undo, &mut next);
            let mut fresh = Accumulator::default();
            net.refresh(Kernel::Portable, &pos, &mut fresh);
            assert_eq!(next, fresh, "after {mv}");
            let scores: Vec<i32> = Kernel::available()
                .into_iter()
                .map(|k| net.evaluate(k, &next, pos.side_to_move()))
                .collect();
            assert!(scores.windows(2).all(|w| w[0] == w[1]), "{scores:?}");
            stack.push(next);
            played.push((mv, undo));
        }
        // Unmaking pops the stack: the sums below are the position's again.
        while let Some((mv, undo)) = played.pop() {
            pos.undo_move(mv, undo);
            stack.pop();
            let mut fresh = Accumulator::default();
            net.refresh(Kernel::Portable, &pos, &mut fresh);
            assert_eq!(stack.last(), Some(&fresh));
        }
    }
}

/// The board turned half round, colours and hands swapped, the other side
/// to move: the same position for the side to move, the same score.
#[test]
fn a_colour_flipped_position_scores_the_same() {
    let net = random_net(6);
    for sfen in [
        "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 13",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    ] {
        let a = Position::from_sfen(sfen).unwrap();
        let b = Position::from_sfen(&shogi_core::sfen::rotated(sfen)).unwrap();
        assert_ne!(a, b);
        assert_eq!(
            net.evaluate_position(&a),
            net.evaluate_position(&b),
            "{sfen}"
        );
    }
}

/// Mirroring a position's inputs one by one lights what its mirror image
/// lights, in both views: the trainer's mirror images are real positions.
#[test]
fn mirrored_inputs_are_the_inputs_of_the_mirror_image() {
    for sfen in [
        "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 13",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
    ] {
        let a = Position::from_sfen(sfen).unwrap();
        let b = Position::from_sfen(&shogi_core::sfen::mirrored(sfen)).unwrap();
        assert_ne!(a, b);
        for view in Color::ALL {
            let (mut lit_a, mut lit_b) = (Vec::new(), Vec::new());
            features::active(&a, view, &mut lit_a);
            features::active(&b, view, &mut lit_b);
            let mut flipped: Vec<_> = lit_a.iter().map(|&f| features::mirrored(f)).collect();
            flipped.sort_unstable();
            lit_b.sort_unstable();
            assert_eq!(flipped, lit_b, "{sfen}");
        }
    }
}
