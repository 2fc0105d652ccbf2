//! Move limit, try rule and impasse declarations through the controller.

use crate::common::*;
use shogi_records::kif_write::end_line;

use shogi_core::game::{Declaration, EndReason, Game, MoveLimit, PlayError, RuleSet};
use shogi_core::{Color, Move, Square};

fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap_or_else(|| panic!("{usi}"))
}

// --- move limit -------------------------------------------------------------

/// Two bare kings walking loops of 9 and 10 squares: no check, and a
/// position comes back only every 180 plies, so never 4 times in 500.
fn king_walks(pairs: usize) -> Vec<Move> {
    let black = ["5i", "4i", "3i", "2i", "1i", "1h", "2h", "3h", "4h"];
    let white = ["5a", "4a", "3a", "2a", "1a", "1b", "2b", "3b", "4b", "5b"];
    let step = |path: &[&str], k: usize| Move::Board {
        from: sq(path[k % path.len()]),
        to: sq(path[(k + 1) % path.len()]),
        promote: false,
    };
    (0..pairs)
        .flat_map(|k| [step(&black, k), step(&white, k)])
        .collect()
}

const BARE_KINGS: &str = "4k4/9/9/9/9/9/9/9/4K4 b - 1";

#[test]
fn default_move_limit_ends_the_game_at_500_plies() {
    let mut g = game(BARE_KINGS);
    assert_eq!(g.move_limit(), MoveLimit::Plies(500));
    let moves = king_walks(250);
    for (i, mv) in moves.iter().enumerate() {
        let event = g.play(*mv).unwrap_or_else(|e| panic!("ply {}: {e}", i + 1));
        assert!(event.repetitions <= 3);
        if i + 1 < 500 {
            assert!(event.outcome.is_none(), "ended at ply {}", i + 1);
        }
    }
    let end = g.outcome().cloned().expect("over at 500");
    assert_eq!(end.winner, None);
    assert_eq!(end.reason, EndReason::MoveLimit { limit: 500 });
    assert_eq!(end_line(&end, false), "まで500手で持将棋");
    assert_eq!(
        end.sentence(),
        "Draw by impasse: the 500-move limit was reached after 500 moves"
    );
    let more = king_walks(251)[500];
    assert!(matches!(g.play(more), Err(PlayError::Over(_))));
}

#[test]
fn move_limit_off_lets_the_game_go_on() {
    let mut g = game(BARE_KINGS).with_move_limit(MoveLimit::Off);
    for mv in king_walks(260) {
        g.play(mv).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(g.ply(), 520);
    assert!(!g.is_over());
}

#[test]
fn small_move_limit_on_quiet_moves() {
    let mut g = Game::even().with_move_limit(MoveLimit::Plies(3));
    let end = only_last_ends(&play(&mut g, "7g7f 3c3d 2g2f"));
    assert_eq!(end.reason, EndReason::MoveLimit { limit: 3 });
    assert_eq!(end.moves, 3);
}

/// RULE_EXAMPLES.md section 1: Black's bishop checks from 4e and 5d.
const BISHOP_CHECKS: &str = "8l/7nk/8p/9/5B3/9/9/9/K8 w - 1";

#[test]
fn move_limit_is_extended_while_checks_continue() {
    // Ply 4 (the limit) is Black's check 5d4e: play goes on through
    // White's evasions and Black's further checks until Black's quiet
    // 5d6c at ply 8.
    let mut g = game(BISHOP_CHECKS).with_move_limit(MoveLimit::Plies(4));
    let end = only_last_ends(&play(&mut g, "1b2a 4e5d 2a1b 5d4e 1b2a 4e5d 2a1b 5d6c"));
    assert_eq!(end.reason, EndReason::MoveLimit { limit: 4 });
    assert_eq!(end.moves, 8);
    assert!(!g.moves()[7].check);
}

#[test]
fn move_limit_reached_on_an_evasion_ends_at_once() {
    // Ply 5 is White's king step, which gives no check.
    let mut g = game(BISHOP_CHECKS).with_move_limit(MoveLimit::Plies(5));
    let end = only_last_ends(&play(&mut g, "1b2a 4e5d 2a1b 5d4e 1b2a"));
    assert_eq!(end.moves, 5);
}

#[test]
fn a_counter_check_keeps_the_game_going() {
    // Black's rook checks the king on 4b (the limit move); the king steps
    // to 3b and uncovers White's bishop on 3a against Black's king on 7e.
    // Black's escape 7e7f is no check, but the run of checks only ends
    // when two moves in a row give none: White's quiet 3b3c at ply 4.
    let mut g = game("6b2/5k3/9/9/2K6/9/9/R8/9 b - 1").with_move_limit(MoveLimit::Plies(1));
    let end = only_last_ends(&play(&mut g, "9h4h 4b3b 7e7f 3b3c"));
    let checks: Vec<bool> = g.moves().iter().map(|m| m.check).collect();
    assert_eq!(checks, [true, true, false, false]);
    assert_eq!(end.moves, 4);
    assert_eq!(end.reason, EndReason::MoveLimit { limit: 1 });
}

#[test]
fn checkmate_during_the_extension_still_wins() {
    // Limit 1 on a check that turns out to be mate: mate comes first.
    let mut g = game("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").with_move_limit(MoveLimit::Plies(1));
    let end = only_last_ends(&play(&mut g, "G*5b"));
    assert_eq!(end.reason, EndReason::Checkmate);
    assert_eq!(end.winner, Some(Color::Black));
    assert_eq!(end_line(&end, false), "まで1手で先手の勝ち");
}

// --- try rule ------------------------------------------------------------------

#[test]
fn try_rule_black_king_on_5a_wins() {
    let mut g = game("9/4K4/9/9/9/9/9/9/k8 b - 1").with_rules(RuleSet::Try);
    let end = only_last_ends(&play(&mut g, "5b5a"));
    assert_eq!(end.winner, Some(Color::Black));
    assert_eq!(end.reason, EndReason::Try);
    assert_eq!(end.text(), "Black wins by try");
    assert_eq!(end_line(&end, false), "まで1手で先手の勝ち");
}

#[test]
fn try_rule_white_king_on_5i_wins() {
    let mut g = game("K8/9/9/9/9/9/9/4k4/9 w - 1").with_rules(RuleSet::Try);
    let end = only_last_ends(&play(&mut g, "5h5i"));
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(end.reason, EndReason::Try);
}

#[test]
fn try_by_capturing_on_5a_wins() {
    let mut g = game("4g4/4K4/9/9/9/9/9/9/k8 b - 1").with_rules(RuleSet::Try);
    let end = only_last_ends(&play(&mut g, "5b5a"));
    assert_eq!(end.reason, EndReason::Try);
}

#[test]
fn king_on_5a_is_no_try_under_other_rules() {
    for rules in [RuleSet::Declare27, RuleSet::Declare24, RuleSet::None] {
        let mut g = game("9/4K4/9/9/9/9/9/9/k8 b - 1").with_rules(rules);
        play(&mut g, "5b5a");
        assert!(!g.is_over(), "{rules}");
    }
}

#[test]
fn only_the_king_makes_a_try() {
    // A gold stepping onto 5a wins nothing.
    let mut g = game("9/4G4/9/9/9/9/9/8K/k8 b - 1").with_rules(RuleSet::Try);
    play(&mut g, "5b5a");
    assert!(!g.is_over());
}

#[test]
fn a_king_that_cannot_legally_reach_5a_cannot_try() {
    // White's rook on 9a watches rank a: 5b5a would put the king in check.
    let mut g = game("r8/4K4/9/9/9/9/9/9/k8 b - 1").with_rules(RuleSet::Try);
    let before = g.position().clone();
    let err = g.play(Move::from_usi("5b5a").unwrap()).unwrap_err();
    assert!(matches!(err, PlayError::Illegal(_)), "{err}");
    assert!(err.to_string().contains("check"), "{err}");
    assert!(!g.is_over());
    assert_eq!(g.ply(), 0);
    assert_eq!(g.position(), &before);
}

// --- declarations -----------------------------------------------------------

/// RULE_EXAMPLES.md section 4 with White's horse and dragon in Black's
/// hand instead: Black has 19 on the board and R B G G S N L P P P in hand
/// = 37 zone points; White keeps 17 and only 9 pieces in its zone.
const BLACK_37: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/6+p+p+p/6+p+n+p/5+n+sgk b RB2GSNL3Pg2s2l3p 1";
/// Section 4 with one of White's hand pawns in Black's hand: 28 against 26.
const BLACK_28: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL4Pg2s2l2p 1";

#[test]
fn tally_of_a_lopsided_impasse() {
    let t = game(BLACK_37).tally();
    assert_eq!(
        (
            t.sides.black.points,
            t.sides.black.zone_points,
            t.sides.black.pieces_in_zone
        ),
        (37, 37, 11)
    );
    assert_eq!(
        (t.sides.white.points, t.sides.white.pieces_in_zone),
        (17, 9)
    );
    assert_eq!(t.agreement24, Some(Color::Black));
    assert_eq!(t.amateur27, Some(Color::Black));
    assert_eq!(t.declare27(Color::Black), Declaration::Win);
    assert_eq!(t.declare24(Color::Black), Declaration::Win);
    // Nine pieces in the zone are one too few, whatever the points.
    assert_eq!(t.declare27(Color::White), Declaration::Loss);
    assert_eq!(t.declare24(Color::White), Declaration::Loss);
}

#[test]
fn declaration_wins_under_both_rules_with_37_points() {
    for rules in [RuleSet::Declare27, RuleSet::Declare24] {
        let mut g = game(BLACK_37).with_rules(rules);
        let end = g.declare().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(end.winner, Some(Color::Black), "{rules}");
        assert_eq!(
            end.reason,
            EndReason::ImpasseDeclaration {
                declarer: Color::Black,
                rules,
                points: 37,
                result: Declaration::Win
            }
        );
        assert!(g.is_over());
        assert!(matches!(
            g.play(Move::from_usi("9a8b").unwrap()),
            Err(PlayError::Over(_))
        ));
    }
}

#[test]
fn twenty_eight_points_win_27_rule_but_draw_24_rule() {
    let t = game(BLACK_28).tally();
    assert_eq!((t.sides.black.zone_points, t.sides.white.points), (28, 26));
    let mut g27 = game(BLACK_28);
    assert_eq!(g27.declare().map(|o| o.winner), Ok(Some(Color::Black)));
    let mut g24 = game(BLACK_28).with_rules(RuleSet::Declare24);
    let end = g24.declare().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(end.winner, None);
    assert_eq!(
        end.text(),
        "Draw by impasse declaration: Black has 24 to 30 points"
    );
}

#[test]
fn declaring_without_the_conditions_loses() {
    for rules in [RuleSet::Declare27, RuleSet::Declare24] {
        let mut g = Game::even().with_rules(rules);
        let end = g.declare().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(end.winner, Some(Color::White), "{rules}");
        assert_eq!(end_line(&end, false), "まで0手で先手の反則負け");
    }
}

#[test]
fn declaring_in_check_loses() {
    // BLACK_37 with Black's king on 5a: White drops its gold on 5b, which
    // checks the king by stepping straight back. Points and pieces in the
    // zone still qualify, but a king in check may not declare.
    let mut g =
        game("1+P+P+LK4/+N+P+P+B5/+P+P+P+R5/9/9/9/6+p+p+p/6+p+n+p/5+n+sgk w RB2GSNL3Pg2s2l3p 1");
    assert_eq!(g.tally().declare27(Color::Black), Declaration::Win);
    play(&mut g, "G*5b");
    let t = g.tally();
    assert!(t.sides.black.in_check);
    assert_eq!(
        (t.sides.black.zone_points, t.sides.black.pieces_in_zone),
        (37, 11)
    );
    assert_eq!(t.declare27(Color::Black), Declaration::Loss);
    let end = g.declare().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(end.winner, Some(Color::White));
}
