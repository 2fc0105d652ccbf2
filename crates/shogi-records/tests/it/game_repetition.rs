//! Repetition and perpetual check beyond RULE_EXAMPLES.md.
//!
//! Most positions build on RULE_EXAMPLES.md section 1: White's king on 1b
//! (lance 1a, knight 2b, pawn 1c) is checked by Black's bishop, which
//! shuttles 4e <-> 5d while the king shuttles 1b <-> 2a. From 2a the king
//! may also step to 3a, which the bishop on 5d does not reach; then
//! 5d4e is a quiet move, because 4e does not see 3a.
//!
//! Mutual perpetual check (both sides checking with every move) is pinned
//! in `game::repetition`'s unit tests on the move flags only: no legal
//! position for it was found, neither by random searches of several
//! million small positions (every move a check, cycles up to 8 plies) nor
//! by a geometric search of kings shuttling with discovered checks. Each
//! check must also answer the opponent's check, and the lines needed for
//! that cross too close to the kings.
//!
//! A later search measured, from about 6 million random positions with the
//! mover in check (2-11 pieces near a corner, promoted pieces, both hands),
//! the longest run of moves that each answer a check with a check: rarely
//! more than 9 plies, at most 13. The longest runs all lived on drops
//! that interpose with check and captures of them, which empty the hands,
//! so none came back to its start. A rook and a bishop that take
//! turns blocking and checking from two squares each cannot close a
//! 4-ply cycle: the eight line conditions contradict one another. Shogi
//! problem composers hold that mutual perpetual check cannot arise at all;
//! the published arguments (kings cannot move in such a cycle, since a
//! king's discovered check needs the kings on one line) are not complete
//! proofs, so the rule stays pinned on the flags.

use crate::common::*;
use shogi_records::kif_write::end_line;

use shogi_core::Color;
use shogi_core::game::{EndReason, parse_usi_moves};

/// Section 1: White to move, in check from the bishop on 4e.
const BISHOP_CHECKS: &str = "8l/7nk/8p/9/5B3/9/9/9/K8 w - 1";
/// The same with the king already on 2a, Black to move.
const BISHOP_CHECKS_BLACK_TO_MOVE: &str = "7kl/7n1/8p/9/5B3/9/9/9/K8 b - 1";
/// Section 1 turned half a turn with colours swapped: White's bishop on 6e
/// checks Black's king on 9h.
const WHITE_CHECKS: &str = "8k/9/9/9/3b5/9/P8/KN7/L8 b - 1";

#[test]
fn perpetual_check_by_white_loses() {
    let mut g = game(WHITE_CHECKS);
    let end = only_last_ends(&play(&mut g, &"9h8i 6e5f 8i9h 5f6e ".repeat(3)));
    assert_eq!(end.winner, Some(Color::Black));
    assert_eq!(
        end.reason,
        EndReason::PerpetualCheck {
            checker: Some(Color::White)
        }
    );
    assert_eq!(end_line(&end, false), "まで12手で先手の反則勝ち");
}

#[test]
fn fourth_occurrence_reached_by_the_checkers_move() {
    // The counted position has White to move: Black's 12th move closes it.
    let mut g = game(BISHOP_CHECKS);
    let end = only_last_ends(&play(&mut g, &"1b2a 4e5d 2a1b 5d4e ".repeat(3)));
    assert_eq!(g.moves().last().map(|m| m.mover), Some(Color::Black));
    assert_eq!(end.winner, Some(Color::White));
}

#[test]
fn fourth_occurrence_reached_by_the_defenders_move() {
    // Here the counted position has Black to move: White's king step closes it.
    let mut g = game(BISHOP_CHECKS_BLACK_TO_MOVE);
    let end = only_last_ends(&play(&mut g, &"4e5d 2a1b 5d4e 1b2a ".repeat(3)));
    assert_eq!(g.moves().last().map(|m| m.mover), Some(Color::White));
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(
        end.reason,
        EndReason::PerpetualCheck {
            checker: Some(Color::Black)
        }
    );
}

#[test]
fn checks_stopping_one_move_before_the_cycle_closes_is_a_draw() {
    // The position after 1b2a (Black to move) occurs at plies 1, 5, 9, 13.
    // In the last cycle the king goes to 3a, so Black's last move before
    // the 4th occurrence, 5d4e, is not check: not every Black move since
    // the first occurrence was check.
    let mut g = game(BISHOP_CHECKS);
    let moves = format!(
        "1b2a {} 4e5d 2a3a 5d4e 3a2a",
        "4e5d 2a1b 5d4e 1b2a ".repeat(2)
    );
    let end = only_last_ends(&play(&mut g, &moves));
    assert_eq!(end.moves, 13);
    assert_eq!(end.reason, EndReason::Sennichite);
    assert_eq!(end.winner, None);
    let quiet: Vec<usize> = (1..=g.ply())
        .filter(|&p| g.moves()[p - 1].mover == Color::Black && !g.moves()[p - 1].check)
        .collect();
    assert_eq!(quiet, [12]);
}

#[test]
fn the_cycle_is_judged_from_the_first_occurrence() {
    // A quiet Black move in the first cycle, checks only afterwards: the
    // last cycle alone is all checks, but the JSA rule looks at everything
    // since the first occurrence, so this is a plain draw.
    let mut g = game(BISHOP_CHECKS);
    let moves = format!(
        "1b2a 4e5d 2a3a 5d4e 3a2a {}",
        "4e5d 2a1b 5d4e 1b2a ".repeat(2)
    );
    let end = only_last_ends(&play(&mut g, &moves));
    assert_eq!(end.moves, 13);
    assert_eq!(end.reason, EndReason::Sennichite);
}

#[test]
fn quiet_moves_before_the_first_occurrence_do_not_count() {
    // The bishop starts on 3f, where it does not see the king on 2a. After
    // its quiet move 3f4e and White's pawn push 1c1d the counted position
    // (king 2a, bishop 4e, Black to move) appears for the first time, at
    // ply 2; from there on every Black move is check, so Black loses at the
    // 4th occurrence, ply 14.
    let mut g = game("7kl/7n1/8p/9/9/6B2/9/9/K8 b - 1");
    let moves = format!("3f4e 1c1d {}", "4e5d 2a1b 5d4e 1b2a ".repeat(3));
    let end = only_last_ends(&play(&mut g, &moves));
    assert!(!g.moves()[0].check, "3f4e is quiet");
    assert_eq!(end.moves, 14);
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(
        end.reason,
        EndReason::PerpetualCheck {
            checker: Some(Color::Black)
        }
    );
}

#[test]
fn repetition_counts_from_the_start_sfen() {
    // The start position counts as the first occurrence, and the SFEN move
    // number plays no part in recognising it.
    for sfen in [
        "6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 1",
        "6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 37",
    ] {
        let mut g = game(sfen);
        assert_eq!(g.repetitions(), 1);
        let mut seen = Vec::new();
        for _ in 0..2 {
            play(&mut g, "5c5d 3a4a 5d5c 4a3a");
            seen.push(g.repetitions());
        }
        assert_eq!(seen, [2, 3]);
        // Positions inside the cycle are counted too.
        play(&mut g, "5c5d");
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.repetitions_at(1), 1);
        assert_eq!(g.repetitions_at(5), 2);
    }
}

#[test]
fn a_start_in_the_middle_of_the_cycle_counts_from_there() {
    // Starting from the position after 5c5d, the original start is just an
    // ordinary position that has not occurred yet.
    let mut g = game("6gkl/6pn1/9/4G3p/9/9/9/9/K8 w Gg 1");
    play(&mut g, "3a4a 5d5c 4a3a");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "5c5d");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn event_reports_repetitions_and_check() {
    let mut g = game(BISHOP_CHECKS);
    let list = parse_usi_moves("1b2a 4e5d 2a1b 5d4e").unwrap();
    let events: Vec<_> = list.into_iter().map(|m| g.play(m).unwrap()).collect();
    let summary: Vec<(usize, bool, usize)> = events
        .iter()
        .map(|e| (e.ply, e.check, e.repetitions))
        .collect();
    assert_eq!(
        summary,
        [(1, false, 1), (2, true, 1), (3, false, 1), (4, true, 2)]
    );
    assert_eq!(events[1].mover, Color::Black);
}
