//! This program's analysis kept in records: set on a short game, written
//! as RON fields, KIF and KI2 `**解析` lines and CSA floodgate lines, read
//! back by the ordinary loaders; another program's engine lines replaced
//! when a record is analysed again; old and damaged saves still loading;
//! `inspect --json` showing the analysis.

use crate::common::{mv, run_cli};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation, read_comments};
use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
use shogi_tui::kifu::{EndMarker, EndWord, Record, RecordedMove, load_game};

/// ▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲４五角打, White resigns.
const MOVES: [&str; 5] = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"];

fn game_record() -> Record {
    let mut record = Record {
        moves: MOVES.iter().map(|u| RecordedMove::new(mv(u))).collect(),
        end: Some(EndMarker {
            word: EndWord::Resign,
            time: None,
        }),
        ..Record::default()
    };
    record.comments.push("a friendly game".into());
    record.moves[1].comments.push("the usual reply".into());
    record
}

fn eval(score: EvalScore, pv: &[&str]) -> Option<Evaluation> {
    Some(Evaluation {
        score,
        pv: pv.iter().map(|u| mv(u)).collect(),
        line_only: false,
    })
}

/// One evaluation per position (entry k after k moves): centipawns both
/// ways, a mate for each side, PVs whose second and first moves are 同
/// (a recapture on the square just moved to), a drop, and a position left
/// without one.
fn analysis() -> Vec<Option<Evaluation>> {
    vec![
        eval(EvalScore::Cp(40), &["7g7f", "3c3d"]),
        eval(EvalScore::Cp(-25), &["3c3d", "2g2f"]),
        eval(EvalScore::Mate(7), &["8h2b+", "3a2b"]),
        eval(EvalScore::Mate(-5), &["3a2b", "B*4e"]),
        eval(EvalScore::Cp(0), &["B*4e", "8c8d"]),
        None,
    ]
}

/// `record` analysed with `evals` through the public API.
fn analysed(mut record: Record, evals: &[Option<Evaluation>]) -> Record {
    let game = load_game(record.clone()).game;
    record.set_evaluations(&game, evals);
    record
}

/// Written as `kind`, read back with the loader `open` uses, and asked
/// for its evaluations; also the text, for failure messages.
fn through(record: &Record, kind: FileKind) -> (String, Record, Vec<Option<Evaluation>>) {
    let text = write_text(record, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}"));
    let back = parse_text(&text, kind).unwrap_or_else(|e| panic!("{kind:?}: {e}\n{text}"));
    let loaded = load_game(back);
    let evals = loaded.record.evaluations(&loaded.game);
    (text, loaded.record, evals)
}

/// The person's part of the comments of move `ply` (0 = before the first).
fn person(record: &Record, ply: usize) -> Vec<String> {
    let game = load_game(record.clone()).game;
    let lines = match ply.checked_sub(1) {
        None => &record.comments,
        Some(i) => &record.moves[i].comments,
    };
    let last_to = ply.checked_sub(1).map(|i| record.moves[i].mv.to());
    read_comments(lines, game.view(ply).unwrap(), last_to).text
}

fn moves_of(record: &Record) -> Vec<String> {
    record.moves.iter().map(|m| m.mv.to_usi()).collect()
}

#[test]
fn set_evaluations_fills_the_fields_and_leaves_comments() {
    let record = analysed(game_record(), &analysis());
    assert_eq!(record.start_analysis, analysis()[0]);
    assert_eq!(record.moves[2].analysis, analysis()[3]);
    assert_eq!(record.moves[4].analysis, None);
    assert_eq!(record.moves[1].comments, ["the usual reply"]);
    assert_eq!(record.comments, ["a friendly game"]);
    let game = load_game(record.clone()).game;
    assert_eq!(record.evaluations(&game), analysis());
}

#[test]
fn none_entries_keep_what_a_position_had() {
    let mut record = analysed(game_record(), &analysis());
    let game = load_game(record.clone()).game;
    let mut again = vec![None; 6];
    again[1] = eval(EvalScore::Cp(-60), &["8c8d"]);
    record.set_evaluations(&game, &again);
    let mut want = analysis();
    want[1] = again[1].clone();
    assert_eq!(record.evaluations(&game), want);
}

#[test]
fn a_pv_set_in_code_is_cut_before_its_first_illegal_move() {
    // After ▲７六歩 it is White's turn: ▲２六歩 first is not legal.
    let mut evals = vec![None; 6];
    evals[1] = eval(EvalScore::Cp(10), &["3c3d", "3c3d", "2g2f"]);
    let record = analysed(game_record(), &evals);
    assert_eq!(record.moves[0].analysis, eval(EvalScore::Cp(10), &["3c3d"]));
}

#[test]
fn ron_keeps_every_evaluation_as_it_was() {
    let record = analysed(game_record(), &analysis());
    let (text, back, evals) = through(&record, FileKind::Save);
    assert_eq!(evals, analysis(), "{text}");
    assert!(
        text.contains(r#"eval: Some((cp: None, mate: Some(-5), pv: ["3a2b", "B*4e"]))"#),
        "{text}"
    );
    assert!(text.contains("start_eval: Some("), "{text}");
    assert_eq!(back.moves[1].comments, ["the usual reply"]);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    // The whole record, analysis included, survives.
    assert_eq!(back.start_analysis, record.start_analysis);
    assert_eq!(back.moves, record.moves);
}

#[test]
fn a_save_without_analysis_is_written_as_before() {
    let text = write_text(&game_record(), FileKind::Save).unwrap();
    assert!(!text.contains("eval"), "{text}");
}

#[test]
fn kif_and_ki2_write_kifu_for_windows_lines_and_read_them_back() {
    let record = analysed(game_record(), &analysis());
    for kind in [FileKind::Kifu, FileKind::Ki2u] {
        let (text, back, evals) = through(&record, kind);
        assert_eq!(evals, analysis(), "{kind:?}\n{text}");
        assert_eq!(moves_of(&back), MOVES, "{kind:?}");
        assert_eq!(person(&back, 0), ["a friendly game"], "{kind:?}");
        assert_eq!(person(&back, 2), ["the usual reply"], "{kind:?}");
        // After ▲２二角成 the line starts with White's recapture, 同.
        assert!(
            text.contains("**解析 0 △ 候補1 評価値 -詰 5 読み筋 △同　銀(31) ▲４五角打"),
            "{kind:?}\n{text}"
        );
        // The start's line goes with the opening comment, before move 1.
        let start_line = "**解析 0 ▲ 候補1 評価値 40 読み筋 ▲７六歩(77) △３四歩(33)";
        let lines: Vec<&str> = text.lines().collect();
        let at = |want: &dyn Fn(&str) -> bool| lines.iter().position(|l| want(l));
        let opening = at(&|l| l == "*a friendly game").expect("the opening comment");
        let first_move = at(&|l| l.starts_with("   1 ") || l.starts_with("▲７六歩"));
        assert_eq!(lines[opening + 1], start_line, "{kind:?}\n{text}");
        assert!(first_move > Some(opening + 1), "{kind:?}\n{text}");
    }
}

#[test]
fn kif_puts_the_engine_line_after_the_persons_comment() {
    let record = analysed(game_record(), &analysis());
    let text = write_text(&record, FileKind::Kifu).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| *l == "*the usual reply").unwrap();
    assert!(lines[at - 1].contains("３四歩"), "{text}");
    assert_eq!(
        lines[at + 1],
        "**解析 0 ▲ 候補1 評価値 +詰 7 読み筋 ▲２二角成(88) △同　銀(31)"
    );
}

#[test]
fn csa_writes_floodgate_lines_and_mate_as_thirty_thousand() {
    let record = analysed(game_record(), &analysis());
    let (text, back, evals) = through(&record, FileKind::Csa);
    assert_eq!(moves_of(&back), MOVES);
    // Floodgate cannot say mate: ShogiHome's ±30000 keeps the winner.
    let mut want = analysis();
    want[2].as_mut().unwrap().score = EvalScore::Cp(30000);
    want[3].as_mut().unwrap().score = EvalScore::Cp(-30000);
    // The start's has no place: a `'**` line belongs to a move, and
    // cshogi crashes on one before the first.
    want[0] = None;
    assert_eq!(evals, want, "{text}");
    assert!(text.contains("\n+\n'*a friendly game\n+7776FU\n"), "{text}");
    assert!(text.contains("\n'** -30000 -3122GI +0045KA\n"), "{text}");
    assert_eq!(person(&back, 2), ["the usual reply"]);
}

/// A KIF from another program, with Kifu for Windows lines (two
/// candidates) and a ShogiHome block beside a person's comments.
const ANALYSED_ELSEWHERE: &str = "\
手合割：平手
先手：A
後手：B
手数----指手---------消費時間--
   1 ７六歩(77)
**解析 0 △ 候補1 評価値 80↓ 読み筋 △３四歩(33) ▲２六歩(27)
**解析 0 △ 候補2 評価値 50 読み筋 △８四歩(83)
*a sharp start
   2 ３四歩(33)
*keep this
*互角
*#評価値=-60
*#読み筋=▲２六歩△８四歩
   3 中断
";

#[test]
fn a_record_with_engine_lines_shows_them_without_analysing() {
    let (loaded, evals) = {
        let back = parse_text(ANALYSED_ELSEWHERE, FileKind::Kifu).unwrap();
        let loaded = load_game(back);
        let evals = loaded.record.evaluations(&loaded.game);
        (loaded, evals)
    };
    assert_eq!(loaded.record.moves[0].analysis, None);
    assert_eq!(
        evals,
        [
            None,
            eval(EvalScore::Cp(80), &["3c3d", "2g2f"]),
            eval(EvalScore::Cp(-60), &["2g2f", "8c8d"]),
        ]
    );
}

#[test]
fn analysing_again_replaces_the_engine_lines_and_keeps_the_persons() {
    let record = parse_text(ANALYSED_ELSEWHERE, FileKind::Kifu).unwrap();
    let new = vec![
        None,
        eval(EvalScore::Cp(35), &["8c8d"]),
        eval(EvalScore::Mate(-9), &["2g2f"]),
    ];
    let record = analysed(record, &new);
    for kind in [FileKind::Kifu, FileKind::Ki2u, FileKind::Csa] {
        let (text, back, evals) = through(&record, kind);
        assert_eq!(moves_of(&back), ["7g7f", "3c3d"], "{kind:?}");
        let want_last = if kind == FileKind::Csa {
            eval(EvalScore::Cp(-30000), &["2g2f"])
        } else {
            new[2].clone()
        };
        assert_eq!(evals, [None, new[1].clone(), want_last], "{kind:?}\n{text}");
        for old in ["評価値 80", "候補2", "互角", "#評価値", "#読み筋"] {
            assert!(!text.contains(old), "{kind:?} kept {old}\n{text}");
        }
        assert_eq!(person(&back, 1), ["a sharp start"], "{kind:?}\n{text}");
        assert_eq!(person(&back, 2), ["keep this"], "{kind:?}\n{text}");
    }
}

#[test]
fn records_without_analysis_keep_their_engine_lines_when_written() {
    let record = parse_text(ANALYSED_ELSEWHERE, FileKind::Kifu).unwrap();
    let text = write_text(&record, FileKind::Kifu).unwrap();
    for line in [
        "**解析 0 △ 候補2 評価値 50 読み筋 △８四歩(83)",
        "*#評価値=-60",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
}

/// A save as version 1 wrote it before analysis fields existed.
const OLD_SAVE: &str = r#"(
    version: 1,
    black: (name: "A", kind: Human),
    white: (name: "B", kind: Human),
    comments: ["old"],
    moves: [
        (usi: "7g7f", seconds: Some(3.5), comment: Some("* 30 -3334FU")),
        (usi: "3c3d", seconds: None, comment: None),
    ],
    end: None,
)
"#;

#[test]
fn an_old_save_loads_and_its_engine_comments_still_count() {
    let record = parse_text(OLD_SAVE, FileKind::Save).unwrap();
    assert!(record.warnings.is_empty(), "{:?}", record.warnings);
    assert_eq!(record.start_analysis, None);
    assert!(record.moves.iter().all(|m| m.analysis.is_none()));
    let loaded = load_game(record);
    assert_eq!(
        loaded.record.evaluations(&loaded.game),
        [None, eval(EvalScore::Cp(30), &["3c3d"]), None]
    );
}

/// `OLD_SAVE` with `eval` put on its moves.
fn save_with_evals(first: &str, second: &str) -> String {
    OLD_SAVE
        .replace(
            r#"comment: Some("* 30 -3334FU")"#,
            &format!("comment: None, eval: {first}"),
        )
        .replace("comment: None)", &format!("comment: None, eval: {second})"))
}

#[test]
fn a_garbage_pv_is_cut_and_the_save_still_loads() {
    // "9z9z" is no move; the second 3c3d cannot be played after the first.
    let text = save_with_evals(
        r#"Some((cp: Some(50), mate: None, pv: ["3c3d", "9z9z", "2g2f"]))"#,
        r#"Some((cp: None, mate: Some(3), pv: ["2g2f", "2g2f"]))"#,
    );
    let record = parse_text(&text, FileKind::Save).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(moves_of(&record), ["7g7f", "3c3d"]);
    assert_eq!(record.moves[0].analysis, eval(EvalScore::Cp(50), &["3c3d"]));
    assert_eq!(
        record.moves[1].analysis,
        eval(EvalScore::Mate(3), &["2g2f"])
    );
    assert_eq!(
        record.warnings,
        ["2 analysis line(s) hold a move that cannot be played there; each is cut before it"]
    );
}

#[test]
fn an_unusable_score_leaves_the_evaluation_out_with_a_warning() {
    let text = save_with_evals(
        r#"Some((cp: Some(99999999999), mate: None, pv: ["3c3d"]))"#,
        r#"Some((pv: ["2g2f"]))"#,
    );
    let record = parse_text(&text, FileKind::Save).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(moves_of(&record), ["7g7f", "3c3d"]);
    assert!(record.moves.iter().all(|m| m.analysis.is_none()));
    assert_eq!(
        record.warnings,
        [
            "main line move 1: its eval's score is out of range; it is left out",
            "main line move 2: its eval has neither cp nor mate; it is left out",
        ]
    );
}

#[test]
fn variation_moves_keep_their_analysis_in_saves() {
    let text = r#"(
    version: 1,
    moves: [(usi: "7g7f"), (usi: "3c3d")],
    variations: [(ply: 2, moves: [
        (usi: "8c8d", eval: Some((cp: Some(12), mate: None, pv: ["2g2f", "5i5h", "8d8e"]))),
    ])],
)
"#;
    let record = parse_text(text, FileKind::Save).unwrap();
    // ▲５八玉 is Black's second move in a row: the line stops before it.
    assert_eq!(
        record.variations[0].moves[0].analysis,
        eval(EvalScore::Cp(12), &["2g2f"])
    );
    assert_eq!(record.warnings.len(), 1, "{:?}", record.warnings);
}

#[test]
fn inspect_json_shows_the_records_analysis() {
    let dir = std::env::temp_dir().join(format!("record-analysis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("analysed.ron");
    let record = analysed(game_record(), &analysis());
    std::fs::write(&path, write_text(&record, FileKind::Save).unwrap()).unwrap();
    let (code, out, err) = run_cli(&["inspect", "--json", path.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let moves = json["moves"].as_array().unwrap();
    assert_eq!(
        moves[0]["eval"],
        serde_json::json!({"cp": -25, "pv": ["3c3d", "2g2f"]})
    );
    assert_eq!(
        moves[2]["eval"],
        serde_json::json!({"mate": -5, "pv": ["3a2b", "B*4e"]})
    );
    assert_eq!(moves[4]["eval"], serde_json::Value::Null);
    assert_eq!(moves[1]["comment"], "the usual reply");
}

#[test]
fn fields_a_save_does_not_know_are_passed_over() {
    // What an older build meets in a newer save of the same version.
    let text = OLD_SAVE.replace(
        "comment: None)",
        r#"comment: None, glosses: Some((by: "later", marks: [1, 2])))"#,
    );
    let record = parse_text(&text, FileKind::Save).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(moves_of(&record), ["7g7f", "3c3d"]);
}
