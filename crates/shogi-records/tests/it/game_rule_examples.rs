//! RULE_EXAMPLES.md sections 1-5, played through the game controller.

use crate::common::*;
use shogi_records::kif_write::end_line;

use shogi_core::Color;
use shogi_core::game::{Declaration, DeclareError, EndReason, RuleSet};

const PERPETUAL: &str = "8l/7nk/8p/9/5B3/9/9/9/K8 w - 1";
const GOLDS: &str = "6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 1";
const ENTERED: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";
const NO_MOVES: &str = "4k4/9/9/9/9/9/+p+p+p6/2+p6/K1+p6 b 2r2b4g4s4n4l13p 1";

#[test]
fn section1_perpetual_check_loses() {
    let mut g = game(PERPETUAL);
    let mut evasions: Vec<String> = g
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_usi())
        .collect();
    evasions.sort();
    assert_eq!(evasions, ["1b2a", "2b3d"]);

    let cycle = "1b2a 4e5d 2a1b 5d4e ";
    let outcomes = play(&mut g, &cycle.repeat(3));
    assert!(outcomes[..11].iter().all(Option::is_none), "ended early");
    let end = outcomes[11].clone().expect("the 12th move ends the game");
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(
        end.reason,
        EndReason::PerpetualCheck {
            checker: Some(Color::Black)
        }
    );
    assert_eq!(end.moves, 12);
    assert_eq!(g.repetitions(), 4);
    assert_eq!(
        end.text(),
        "White wins: Black gave perpetual check, which is forbidden"
    );
    assert_eq!(end_line(&end, false), "まで12手で後手の反則勝ち");
    // Every Black move of the cycle was check, no White move was.
    for m in g.moves() {
        assert_eq!(m.check, m.mover == Color::Black, "{}", m.mv);
    }
}

#[test]
fn section2_repetition_with_some_checks_is_a_draw() {
    let mut g = game(GOLDS);
    let cycle = "G*4b G*4a 4b3a 4a3a ";
    let outcomes = play(&mut g, &cycle.repeat(2));
    assert!(outcomes.iter().all(Option::is_none));
    assert_eq!(
        g.repetitions(),
        3,
        "after 8 moves the start is seen 3 times"
    );
    // Only 4b3a gives check.
    let checks: Vec<String> = g
        .moves()
        .iter()
        .filter(|m| m.check)
        .map(|m| m.mv.to_usi())
        .collect();
    assert_eq!(checks, ["4b3a", "4b3a"]);

    let outcomes = play(&mut g, cycle);
    assert!(outcomes[..3].iter().all(Option::is_none));
    let end = outcomes[3].clone().expect("12th move: 4th occurrence");
    assert_eq!(end.winner, None);
    assert_eq!(end.reason, EndReason::Sennichite);
    assert_eq!(end_line(&end, false), "まで12手で千日手");
    assert_eq!(
        end.sentence(),
        "Draw by repetition (sennichite) after 12 moves"
    );
}

#[test]
fn section3_repetition_without_check_is_a_draw() {
    let mut g = game(GOLDS);
    let outcomes = play(&mut g, &"5c5d 3a4a 5d5c 4a3a ".repeat(3));
    assert!(outcomes[..11].iter().all(Option::is_none));
    assert_eq!(
        outcomes[11].as_ref().map(|o| &o.reason),
        Some(&EndReason::Sennichite)
    );
    assert!(g.moves().iter().all(|m| !m.check));
    assert_eq!(g.outcome().and_then(|o| o.winner), None);
}

#[test]
fn section4_tallies() {
    let g = game(ENTERED);
    let t = g.tally();
    for c in Color::ALL {
        let s = t.sides.get(c);
        assert_eq!(
            (s.points, s.zone_points, s.pieces_in_zone),
            (27, 27, 11),
            "{c}"
        );
        assert!(s.king_in_zone && !s.in_check);
    }
    assert!(t.both_kings_in_zone);
    assert_eq!(t.agreement24, None, "24-point agreement: draw");
    assert_eq!(t.amateur27, Some(Color::White), "27-point amateur: White");
    assert_eq!(t.declare27(Color::Black), Declaration::Loss);
    assert_eq!(t.declare27(Color::White), Declaration::Win);
    assert_eq!(t.declare24(Color::Black), Declaration::Draw);
    assert_eq!(t.declare24(Color::White), Declaration::Draw);
    assert_eq!(g.position().legal_move_count(), 290);
}

#[test]
fn section4_declarations() {
    let mut black = game(ENTERED);
    let end = black
        .declare()
        .expect("declaration is allowed under declare27");
    assert_eq!(
        end.winner,
        Some(Color::White),
        "27 < 28: Black's declaration fails"
    );
    assert_eq!(
        end.reason,
        EndReason::ImpasseDeclaration {
            declarer: Color::Black,
            rules: RuleSet::Declare27,
            points: 27,
            result: Declaration::Loss
        }
    );
    assert_eq!(end_line(&end, false), "まで0手で先手の反則負け");

    let mut white = game(&ENTERED.replace(" b ", " w "));
    let end = white.declare().expect("declaration");
    assert_eq!(
        end.winner,
        Some(Color::White),
        "27 >= 27: White's declaration wins"
    );
    assert_eq!(end.text(), "White wins by impasse declaration");
    assert_eq!(end_line(&end, false), "まで0手で後手の入玉勝ち");

    for side in [" b ", " w "] {
        let mut g = game(&ENTERED.replace(" b ", side)).with_rules(RuleSet::Declare24);
        let end = g.declare().expect("declaration under declare24");
        assert_eq!(
            end.winner, None,
            "24..30 points under the 24-point rule: draw"
        );
        assert!(end.is_draw());
        assert_eq!(end_line(&end, false), "まで0手で持将棋");
    }
}

#[test]
fn section4_declaration_refused_without_a_declaration_rule() {
    for rules in [RuleSet::Try, RuleSet::None] {
        let mut g = game(ENTERED).with_rules(rules);
        let err = g.declare().unwrap_err();
        assert_eq!(err, DeclareError::NotAvailable(rules));
        assert!(!g.is_over());
        let expected = match rules {
            RuleSet::Try => {
                "impasse declaration is not available under the try rule \
                 (reach the enemy king's square instead)"
            }
            _ => "impasse declaration is not available in a game played without an impasse rule",
        };
        assert_eq!(err.to_string(), expected);
    }
}

#[test]
fn section5_no_legal_move_is_a_loss() {
    let mut g = game(NO_MOVES);
    assert_eq!(g.position().legal_move_count(), 0);
    assert!(!g.position().in_check());
    let end = g.outcome().cloned().expect("lost before any move");
    assert_eq!(end.winner, Some(Color::White));
    assert_eq!(end.reason, EndReason::NoLegalMoves);
    assert_eq!(end.moves, 0);
    assert_eq!(end.text(), "White wins: Black has no legal move");
    assert_eq!(end_line(&end, false), "まで0手で後手の勝ち");
    // Nothing can be played or declared once it is over.
    let err = g.play(mv("9i8h")).unwrap_err();
    assert!(
        err.to_string().starts_with("the game is over: White wins"),
        "{err}"
    );
    assert!(matches!(g.declare(), Err(DeclareError::Over(_))));
}
