//! Engine evaluations in record comments: the three dialects of
//! `tests/data/evals/` (floodgate CSA, Kifu for Windows KIF, ShogiHome KIF)
//! read as a score from Black's point of view and a PV, a broken PV kept up
//! to its bad move, `inspect --json`, the review's notes pane, and the
//! floodgate and KIF lines written and read back through whole records.

use crate::common::mv;
use crate::tui_support::*;
use serde_json::{Value, json};
use shogi_tui::game::Game;
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation, MoveComment, read_comments};
use shogi_tui::kifu::{GameInfo, csa, csa_write, kif, kif_write, read_record, record_of};
use shogi_tui::shogi::{Move, Position};
use shogi_tui::tui::app::Notation;

/// The comment of every main-line move of a fixture, taken apart.
fn comments_of(path: &str) -> Vec<MoveComment> {
    let record = read_record(&data(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut pos = record.start.position();
    record
        .moves
        .iter()
        .map(|m| {
            pos.do_move(m.mv);
            read_comments(&m.comments, &pos, Some(m.mv.to()))
        })
        .collect()
}

fn usi(pv: &[Move]) -> Vec<String> {
    pv.iter().map(|m| m.to_usi()).collect()
}

fn score(c: &MoveComment) -> EvalScore {
    c.eval.as_ref().expect("an evaluation").score
}

fn pv(c: &MoveComment) -> Vec<String> {
    usi(&c.eval.as_ref().expect("an evaluation").pv)
}

#[test]
fn floodgate_csa() {
    let c = comments_of("evals/floodgate.csa");
    assert_eq!(c.len(), 5);
    // Black's point of view whoever moved: White's replies carry + and -.
    assert_eq!(score(&c[0]), EvalScore::Cp(30));
    assert_eq!(pv(&c[0]), ["3c3d", "2g2f"]);
    // CSA and USI tokens in one line.
    assert_eq!(score(&c[1]), EvalScore::Cp(45));
    assert_eq!(pv(&c[1]), ["2g2f", "8c8d"]);
    // -5141OU runs into the gold on 4a: the line stops before it, and
    // the person's comment beside it stays.
    assert_eq!(score(&c[2]), EvalScore::Cp(-12));
    assert_eq!(pv(&c[2]), ["8c8d", "2f2e"]);
    assert_eq!(c[2].joined().as_deref(), Some(" a human comment"));
    // White has no bishop to drop.
    assert_eq!(pv(&c[3]), ["9g9f"]);
    // Floodgate cannot say mate; an engine's mate score stays a number.
    assert_eq!(score(&c[4]), EvalScore::Cp(-30000));
    assert!(c.iter().all(|m| m.eval.is_some()));
}

#[test]
fn kifu_for_windows_kif() {
    let c = comments_of("evals/kifu_for_windows.kif");
    assert_eq!(c.len(), 4);
    // The first candidate gives the evaluation; the second is hidden too.
    assert_eq!(score(&c[0]), EvalScore::Cp(64));
    assert_eq!(pv(&c[0]), ["3c3d", "2g2f", "8c8d"]);
    assert_eq!(c[0].joined(), None);
    // A bound mark (↓) after the number; 同　銀 and 打 in the PV.
    assert_eq!(score(&c[1]), EvalScore::Cp(-103));
    assert_eq!(pv(&c[1]), ["8h2b+", "3a2b", "B*4e"]);
    assert_eq!(c[1].joined().as_deref(), Some("自然な応手"));
    // +詰 7: Black mates in 7.
    assert_eq!(score(&c[2]), EvalScore::Mate(7));
    assert_eq!(pv(&c[2]), ["3a2b"]);
    // △５五角(22): no bishop stands on 2b any more.
    assert_eq!(score(&c[3]), EvalScore::Cp(-50));
    assert_eq!(pv(&c[3]), ["B*4e"]);
}

#[test]
fn shogihome_kif() {
    let c = comments_of("evals/shogihome.kif");
    assert_eq!(c.len(), 4);
    assert_eq!(score(&c[0]), EvalScore::Cp(38));
    assert_eq!(pv(&c[0]), ["8c8d", "2f2e", "8d8e"]);
    assert_eq!(c[0].joined(), None, "互角 and the # lines are the engine's");
    assert_eq!(score(&c[1]), EvalScore::Cp(210));
    assert_eq!(pv(&c[1]), ["7g7f", "3c3d", "8h2b+", "3a2b"]);
    assert_eq!(c[1].joined().as_deref(), Some("研究会で指された手"));
    // 後手勝ち: White mates, a negative mate.
    assert_eq!(score(&c[2]), EvalScore::Mate(-9));
    assert_eq!(pv(&c[2]), ["8d8e"]);
    // △９九角成 cannot be played: three moves kept.
    assert_eq!(score(&c[3]), EvalScore::Cp(-150));
    assert_eq!(pv(&c[3]), ["2e2d", "2c2d", "2h2d"]);
}

fn inspect_json(path: &str) -> Value {
    let out = crate::common::cli()
        .args(["inspect", "--json"])
        .arg(data(path))
        .output()
        .unwrap_or_else(|e| panic!("cannot run shogi-tui: {e}"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn inspect_json_gives_comment_and_eval() {
    let v = inspect_json("evals/kifu_for_windows.kif");
    let moves = &v["moves"];
    assert_eq!(moves[0]["comment"], Value::Null);
    assert_eq!(
        moves[0]["eval"],
        json!({"cp": 64, "pv": ["3c3d", "2g2f", "8c8d"]})
    );
    assert_eq!(moves[1]["comment"], "自然な応手");
    assert_eq!(moves[2]["eval"], json!({"mate": 7, "pv": ["3a2b"]}));

    let v = inspect_json("evals/shogihome.kif");
    assert_eq!(v["moves"][2]["eval"], json!({"mate": -9, "pv": ["8d8e"]}));

    // A record without engine lines: every move's eval is null.
    let v = inspect_json("kif/even_branches.kifu");
    let moves = v["moves"].as_array().expect("moves");
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m["eval"].is_null()));
}

/// A short game whose last move carries `eval` written by `line`, written
/// out by `write` and read back by `parse`: the evaluation the reader finds.
fn through_file(
    eval: &Evaluation,
    line: impl Fn(&Evaluation, &Position, Option<shogi_tui::shogi::Square>) -> String,
    write: fn(&shogi_tui::kifu::Record) -> String,
    parse: fn(&str) -> Result<shogi_tui::kifu::Record, shogi_tui::kifu::ParseError>,
) -> Option<Evaluation> {
    let mut g = Game::even();
    for m in ["7g7f", "3c3d", "8h2b+"] {
        g.play(mv(m)).expect("legal");
    }
    let after = g.position().clone();
    let mut record = record_of(&g, &GameInfo::default());
    let last = record.moves.last_mut().expect("three moves");
    last.comments.push(line(eval, &after, Some(last.mv.to())));
    let back = parse(&write(&record)).expect("reads back");
    let m = back.moves.get(2)?;
    read_comments(&m.comments, &after, Some(m.mv.to())).eval
}

#[test]
fn written_lines_read_back() {
    // After ▲２二角成: △同　銀 ▲４五角打 △５二金.
    let line = vec![mv("3a2b"), mv("B*4e"), mv("6a5b")];
    for score in [EvalScore::Cp(250), EvalScore::Cp(-40), EvalScore::Cp(0)] {
        let e = Evaluation {
            score,
            pv: line.clone(),
            line_only: false,
        };
        let csa = through_file(&e, |e, p, _| e.csa_comment(p), csa_write::write, csa::parse);
        assert_eq!(csa.as_ref(), Some(&e), "CSA {score:?}");
        let kif = through_file(
            &e,
            |e, p, to| e.kif_comment(p, to),
            kif_write::write,
            kif::parse,
        );
        assert_eq!(kif.as_ref(), Some(&e), "KIF {score:?}");
    }
    for n in [7, -9] {
        let e = Evaluation {
            score: EvalScore::Mate(n),
            pv: line.clone(),
            line_only: false,
        };
        let kif = through_file(
            &e,
            |e, p, to| e.kif_comment(p, to),
            kif_write::write,
            kif::parse,
        );
        assert_eq!(kif.as_ref(), Some(&e), "KIF mate {n}");
        // Floodgate keeps who mates, not in how many.
        let csa = through_file(&e, |e, p, _| e.csa_comment(p), csa_write::write, csa::parse)
            .expect("an evaluation");
        assert_eq!(csa.score, EvalScore::Cp(n.signum() * 30000));
        assert_eq!(csa.pv, line);
    }
}

/// A mate only as long as the solver's line goes into KIF and KI2 as the
/// engine line (`-詰 45`, as other programs read it) and a note beside it,
/// and comes back as such; written again, the note is not doubled.
#[test]
fn a_mate_only_as_long_as_its_line_round_trips_through_kif_and_ki2() {
    use shogi_tui::kifu::{ki2, ki2_write, load_game};
    let mut g = Game::even();
    for m in ["7g7f", "3c3d", "8h2b+"] {
        g.play(mv(m)).expect("legal");
    }
    let e = Evaluation {
        score: EvalScore::Mate(-45),
        pv: vec![mv("3a2b"), mv("B*4e"), mv("6a5b")],
        line_only: true,
    };
    let mut record = record_of(&g, &GameInfo::default());
    record.moves[2].comments.push("a person's words".into());
    record.moves[2].analysis = Some(e.clone());
    type Write = fn(&shogi_tui::kifu::Record) -> String;
    type Parse = fn(&str) -> Result<shogi_tui::kifu::Record, shogi_tui::kifu::ParseError>;
    let formats: [(&str, Write, Parse); 2] = [
        ("KIF", kif_write::write, kif::parse),
        ("KI2", ki2_write::write, ki2::parse),
    ];
    for (name, write, parse) in formats {
        let text = write(&record);
        assert!(text.contains("-詰 45"), "{name}: {text}");
        assert_eq!(
            text.matches("*詰み（45手の手順。最短・最長は未証明）")
                .count(),
            1,
            "{name}: {text}"
        );
        let back = parse(&text).expect("reads back");
        let loaded = load_game(back.clone());
        let evals = back.evaluations(&loaded.game);
        assert_eq!(evals.get(3), Some(&Some(e.clone())), "{name}: {text}");
        // Read and written again, as review writes a file back.
        let mut again = back;
        again.set_evaluations(&loaded.game, &evals);
        let twice = write(&again);
        assert_eq!(
            twice.matches("最短・最長は未証明").count(),
            1,
            "{name}: {twice}"
        );
        assert!(twice.contains("a person's words"), "{name}: {twice}");
    }
}

#[test]
fn written_lines_have_the_dialects_shape() {
    let mut pos = Position::startpos();
    pos.do_move(mv("7g7f"));
    let e = Evaluation {
        score: EvalScore::Cp(-35),
        pv: vec![mv("3c3d"), mv("2g2f")],
        line_only: false,
    };
    assert_eq!(e.csa_comment(&pos), "* -35 -3334FU +2726FU");
    assert_eq!(
        e.kif_comment(&pos, Some(mv("7g7f").to())),
        "*解析 0 △ 候補1 評価値 -35 読み筋 △３四歩(33) ▲２六歩(27)"
    );
}

#[test]
fn review_shows_the_evaluation_not_the_raw_line() {
    let dir = scratch_dir("evals-review");
    let mut a = review_app(&data("evals/kifu_for_windows.kif"), &dir);
    keys(&mut a, "ll");
    let text = screen(&a, 120, 40).join("\n");
    assert!(text.contains("Eval -103 (equal)"), "{text}");
    assert!(text.contains("Line: ▲２二角成 △同　銀 ▲４五角"), "{text}");
    assert!(text.contains("自然な応手"), "{text}");
    assert!(!text.contains("解析"), "{text}");
    assert!(!text.contains("読み筋"), "{text}");
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(
            format!("review_eval_move_2_{w}x{h}"),
            screen(&a, w, h).join("\n")
        );
    }
    // The line is drawn in the player's notation.
    a.prefs.notation = Notation::Western;
    let text = screen(&a, 120, 40).join("\n");
    assert!(text.contains("Line: Bx2b+ Sx2b B*4e"), "{text}");
    a.prefs.notation = Notation::Japanese;
    keys(&mut a, "l");
    let text = screen(&a, 120, 40).join("\n");
    assert!(text.contains("Black mates in 7"), "{text}");
    assert!(text.contains("Line: △同　銀"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_played_line_starting_with_the_move_itself() {
    // ShogiGUI writes the player's own search after its move, the line
    // beginning with that move: the evaluation's line starts after it.
    let mut pos = Position::startpos();
    pos.do_move(mv("7g7f"));
    let lines = vec![
        "*対局 時間 00:01.2 深さ 10 評価値 55 読み筋 ▲７六歩(77) △３四歩(33) ▲２六歩(27)"
            .to_string(),
    ];
    let c = read_comments(&lines, &pos, Some(mv("7g7f").to()));
    assert_eq!(score(&c), EvalScore::Cp(55));
    assert_eq!(pv(&c), ["3c3d", "2g2f"]);
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    /// Pieces of every dialect, so that random lines come near each shape.
    const BITS: [&str; 24] = [
        "*",
        "#",
        "=",
        " ",
        "　",
        "解析 0",
        "候補1",
        "評価値",
        "読み筋",
        "詰み",
        "先手勝ち",
        ":",
        "手",
        "+詰",
        "-",
        "12",
        "▲",
        "△",
        "７六歩(77)",
        "同　銀",
        "+7776FU",
        "-0055KA",
        "7g7f",
        "互角",
    ];

    proptest! {
        #[test]
        fn on_any_comment(picks in prop::collection::vec(prop::collection::vec(0..BITS.len(), 0..12), 0..4)) {
            let lines: Vec<String> = picks
                .iter()
                .map(|line| line.iter().map(|&i| BITS[i]).collect())
                .collect();
            let mut pos = Position::startpos();
            pos.do_move(mv("7g7f"));
            let c = read_comments(&lines, &pos, Some(mv("7g7f").to()));
            // Whatever the line says, its moves are legal from the position.
            if let Some(e) = &c.eval {
                let mut p = pos.clone();
                for &m in &e.pv {
                    prop_assert!(p.check_move(m).is_ok());
                    p.do_move(m);
                }
                // And what was read is written and read again the same.
                let back = read_comments(&[e.kif_comment(&pos, Some(mv("7g7f").to()))], &pos, Some(mv("7g7f").to()));
                prop_assert_eq!(back.eval.as_ref(), Some(e));
            }
        }
    }
}
