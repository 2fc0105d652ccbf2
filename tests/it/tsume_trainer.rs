//! Solving a puzzle: the trainer's judgement of the player's moves and
//! the defender's answers.

use crate::common::{mv, pos, puzzle};
use shogi_tui::mate::proof;
use shogi_tui::mate::{self, MateLimits, MateOutcome};
use shogi_tui::shogi::PieceKind;
use shogi_tui::tsume::trainer::{Attempt, JUDGE_NODES, Refusal};
use std::sync::atomic::AtomicBool;

// White's king in the corner (1a), Black's gold on 2c guarding 1b and 2b,
// a gold in hand. G*1b (king cannot take: 2c guards it; 2a and 2b are the
// new gold's) and G*2b (1b and 2a covered, 2b guarded by 2c) both mate;
// the gold stepping up to 1b or 2b is taken by the king.
const TWO_MATES: &str = "8k/9/7G1/9/9/9/9/9/9 b G 1";

#[test]
fn another_move_that_mates_as_fast_is_accepted() {
    let mut a = Attempt::new(&puzzle(TWO_MATES, &["G*1b"]));
    let hint = a.hint().expect("a hint");
    assert_eq!((hint.kind, hint.from), (PieceKind::Gold, None));
    assert_eq!(hint.to_string(), "drop a gold from the hand");
    let accepted = a.play(mv("G*2b")).expect("G*2b mates too");
    assert!(accepted.alternative, "not the solution's move: 別解");
    assert_eq!((accepted.longer, accepted.reply), (None, None));
    assert!(a.is_solved());
    assert_eq!(a.play(mv("G*1b")), Err(Refusal::Solved));
}

#[test]
fn a_check_that_does_not_mate_is_refused_with_the_defence() {
    let mut a = Attempt::new(&puzzle(TWO_MATES, &["G*1b"]));
    let refused = a.play(mv("2c2b")).expect_err("the king takes the gold");
    match &refused {
        Refusal::DoesNotMate { refutation, .. } => assert_eq!(*refutation, Some(mv("1a2b"))),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        refused.to_string(),
        "that check does not mate: Kx2b escapes"
    );
    // Nothing was played: the same position, still to solve.
    assert!(a.moves().is_empty());
    assert_eq!(a.position(), &pos(TWO_MATES));
}

#[test]
fn a_move_that_is_no_check_or_illegal_is_refused_with_the_reason() {
    let mut a = Attempt::new(&puzzle(TWO_MATES, &["G*1b"]));
    let quiet = a.play(mv("G*5e")).expect_err("no check");
    assert!(matches!(quiet, Refusal::NotACheck { .. }), "{quiet:?}");
    assert!(quiet.to_string().contains("G*5e is not a check"), "{quiet}");
    let illegal = a.play(mv("R*5e")).expect_err("no rook in hand");
    assert!(matches!(illegal, Refusal::Illegal(_)), "{illegal:?}");
}

#[test]
fn the_defender_answers_until_mate_within_the_length() {
    // Two rooks in hand against a bare king in the middle of the top rank.
    let sfen = "4k4/9/9/9/9/9/9/9/4K4 b 2R 1";
    let stop = AtomicBool::new(false);
    let MateOutcome::Mate(line) = mate::solve(&pos(sfen), &MateLimits::default(), &stop).outcome
    else {
        panic!("two rooks mate a bare king");
    };
    let solution: Vec<String> = line.iter().map(|m| m.to_usi()).collect();
    let refs: Vec<&str> = solution.iter().map(String::as_str).collect();
    let mut a = Attempt::new(&puzzle(sfen, &refs));
    while !a.is_solved() {
        let next = a.line_ahead()[0];
        let played = a.moves().len();
        let accepted = a.play(next).expect("the line ahead mates");
        assert!(!accepted.alternative && accepted.longer.is_none());
        match accepted.reply {
            Some(reply) => {
                assert_eq!(
                    a.moves(),
                    &[&a.moves()[..played], &[next, reply]].concat()[..]
                );
                assert!(!a.is_solved());
            }
            None => assert!(a.is_solved()),
        }
    }
    assert!(a.moves().len() as u32 <= a.plies());
    assert_eq!(a.plies() as usize, line.len());
}

#[test]
fn a_longer_mate_is_accepted_with_a_note() {
    // Two rooks against a bare king: some first checks mate, but slower
    // than the shortest mate. The solver says which (with the limits the
    // trainer judges by: the lengths must be exact); the trainer must
    // take such a check, say how long the mate now is, and go on.
    let sfen = "4k4/9/9/9/9/9/9/9/4K4 b 2R 1";
    let stop = AtomicBool::new(false);
    let limits = proof::limits(JUDGE_NODES);
    let MateOutcome::Mate(shortest) = mate::solve(&pos(sfen), &limits, &stop).outcome else {
        panic!("two rooks mate a bare king");
    };
    let start = pos(sfen);
    let slower = start
        .checking_moves()
        .iter()
        .copied()
        .find_map(|check| {
            let mut after = start.clone();
            after.do_move(check);
            match mate::solve_after_check(&after, &limits, &stop).outcome {
                MateOutcome::Mate(line) if line.len() + 1 > shortest.len() => {
                    Some((check, line.len() as u32 + 1))
                }
                _ => None,
            }
        })
        .expect("a check that mates more slowly");
    let solution: Vec<String> = shortest.iter().map(|m| m.to_usi()).collect();
    let refs: Vec<&str> = solution.iter().map(String::as_str).collect();
    let mut a = Attempt::new(&puzzle(sfen, &refs));
    let accepted = a.play(slower.0).expect("a slower mate is still a mate");
    assert_eq!(accepted.longer, Some(slower.1));
    assert!(!accepted.alternative);
    assert_eq!(a.plies(), slower.1);
    assert!(accepted.reply.is_some());
}
