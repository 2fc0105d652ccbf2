//! `shogi-tui analyse`: the real binary on hand-written records, with
//! node-limited searches on one worker so a busy machine gives the same
//! verdicts. Two workers each keep their own table, and which position
//! each takes changes the scores: the rook record's ply 7 came out +59
//! or -383 with the kb4e net, which moved its mark.

use crate::common::run_cli;
use serde_json::Value;
use shogi_tui::analysis::judge;
use shogi_tui::kifu::evaluation::EvalScore;
use shogi_tui::kifu::open_record;
use shogi_tui::shogi::Color;
use std::fs;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("analyse-cli-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn record(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// Black's rook takes a pawn on 2d, is chased by a dropped pawn, and
/// flees to 3d, where White's 3c pawn takes it (move 10).
const HANGING_ROOK: &str =
    "position startpos moves 2g2f 8c8d 2f2e 8d8e 2e2d 2c2d 2h2d P*2c 2d3d 3c3d\n";

/// Black mates at once with G*5b (the pawn on 5c guards it), and plays
/// the king instead; White has a rook in hand to fight on with.
const MISSED_MATE: &str = "position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b Gr 1 moves 5i4h\n";

fn analyse_json(args: &[&str]) -> Value {
    let mut all = vec!["analyse", "--json", "--nodes", "30000", "--threads", "1"];
    all.extend_from_slice(args);
    let (code, out, err) = run_cli(&all);
    assert_eq!(code, 0, "{err}");
    // The fields come in the documented order (a parsed map sorts them).
    assert!(
        out.starts_with(r#"{"moves":[{"ply":1,"usi":"#)
            && out.contains(r#""summary":{"black":{"?!":"#),
        "{out}"
    );
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"))
}

fn marks(report: &Value) -> Vec<Option<String>> {
    report["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["mark"].as_str().map(str::to_string))
        .collect()
}

#[test]
fn a_bad_file_or_bad_flags_exit_2() {
    let dir = scratch("bad");
    let missing = dir.join("missing.kif").display().to_string();
    let (code, _, err) = run_cli(&["analyse", &missing]);
    assert_eq!(code, 2);
    assert!(err.starts_with("shogi-tui analyse: "), "{err}");
    assert!(err.contains("missing.kif"), "{err}");
    let garbage = record(&dir, "garbage.csa", "this is not a record\n");
    assert_eq!(run_cli(&["analyse", &garbage]).0, 2);
    let good = record(&dir, "good.usi", HANGING_ROOK);
    for flags in [
        &["--seconds", "0.5", "--nodes", "100"][..],
        &["--seconds", "-1"],
        &["--nodes", "0"],
        &["--engine", "human"],
        &["--engine", "usi:/nonexistent/engine"],
        &["--engine", "bot:99"],
        &["--write", "out.usi"],
        &["--write", "/nonexistent/folder/out.kif"],
    ] {
        let mut args = vec!["analyse", &good];
        args.extend_from_slice(flags);
        let (code, out, err) = run_cli(&args);
        assert_eq!(code, 2, "{flags:?}: {err}");
        assert!(out.is_empty(), "{flags:?}: nothing analysed: {out}");
    }
    // The record itself is never overwritten.
    let csa = "V2.2\nPI\n+\n+2726FU\n-8384FU\n";
    let own = record(&dir, "own.csa", csa);
    let (code, _, err) = run_cli(&["analyse", &own, "--nodes", "100", "--write", &own]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("another file"), "{err}");
    assert_eq!(fs::read_to_string(&own).unwrap(), csa);
}

#[test]
fn json_has_one_entry_per_move_in_the_documented_shape() {
    let dir = scratch("json");
    let file = record(&dir, "game.usi", HANGING_ROOK);
    let report = analyse_json(&[&file]);
    let object = report.as_object().unwrap();
    assert_eq!(object.keys().collect::<Vec<_>>(), ["moves", "summary"]);
    let moves = report["moves"].as_array().unwrap();
    let usi: Vec<&str> = HANGING_ROOK.split_whitespace().skip(3).collect();
    assert_eq!(moves.len(), usi.len());
    for (i, m) in moves.iter().enumerate() {
        // (serde_json's map sorts its keys.)
        let keys: Vec<&String> = m.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            ["best", "eval", "mark", "ply", "pv", "usi", "weighed"],
            "{m}"
        );
        assert_eq!(m["ply"], i + 1);
        assert_eq!(m["usi"], usi[i]);
        let eval = m["eval"]
            .as_object()
            .expect("every position here has moves");
        assert_eq!(eval.len(), 1, "{m}");
        assert!(eval.contains_key("cp") || eval.contains_key("mate"), "{m}");
        let pv = m["pv"].as_array().unwrap();
        assert!(!pv.is_empty(), "{m}");
        assert_eq!(m["best"], pv[0], "the best move begins the line");
        // The built-in engine weighs every move with a best move.
        let weighed = m["weighed"].as_object().expect("weighed");
        assert_eq!(
            weighed.keys().collect::<Vec<_>>(),
            ["best", "played"],
            "{m}"
        );
        assert!(
            m["mark"].is_null() || ["?!", "?", "??"].contains(&m["mark"].as_str().unwrap()),
            "{m}"
        );
    }
    // Before the first move it is Black's choice, so Black's move.
    let first_best = moves[0]["best"].as_str().unwrap();
    assert!(
        first_best
            .chars()
            .nth(1)
            .is_some_and(|c| "fghi".contains(c))
            || first_best.contains('*'),
        "{first_best}"
    );
    for side in ["black", "white"] {
        let s = report["summary"][side].as_object().unwrap();
        assert_eq!(
            s.keys().collect::<Vec<_>>(),
            ["?", "?!", "??", "average_loss"]
        );
        assert!(s["average_loss"].as_f64().unwrap() >= 0.0);
    }
    // The marks counted are the marks given.
    let given = marks(&report);
    let black_blunders = given
        .iter()
        .step_by(2)
        .filter(|m| m.as_deref() == Some("??"))
        .count();
    assert_eq!(report["summary"]["black"]["??"], black_blunders);
}

#[test]
fn a_hanging_rook_is_a_blunder() {
    let dir = scratch("rook");
    let file = record(&dir, "rook.usi", HANGING_ROOK);
    let report = analyse_json(&[&file]);
    let given = marks(&report);
    assert_eq!(given[8].as_deref(), Some("??"), "move 9, 2d3d: {given:?}");
    // Before it, nothing was lost: the rook took a pawn, the pawn drop
    // is met by a retreat.
    for (i, mark) in given[..8].iter().enumerate() {
        assert_ne!(mark.as_deref(), Some("??"), "move {}: {given:?}", i + 1);
    }
    // After 2d3d White is far ahead: the pawn takes the rook.
    let after = &report["moves"][8]["eval"];
    assert!(after["cp"].as_i64().is_some_and(|cp| cp < -500), "{after}");
    assert_eq!(report["summary"]["black"]["??"], 1);
    // The engine's move before the blunder saves the rook.
    let best = report["moves"][8]["best"].as_str().unwrap();
    assert_ne!(best, "2d3d");
}

#[test]
fn a_missed_mate_in_one_is_a_blunder_and_the_table_says_so() {
    let dir = scratch("mate");
    let file = record(&dir, "mate.usi", MISSED_MATE);
    let report = analyse_json(&[&file]);
    assert_eq!(marks(&report), [Some("??".to_string())]);
    assert_eq!(report["moves"][0]["best"], "G*5b");
    assert_eq!(report["moves"][0]["pv"], serde_json::json!(["G*5b"]));
    // The plain table: the move, the mate it missed, the mark.
    let (code, out, err) = run_cli(&["analyse", "--nodes", "30000", &file]);
    assert_eq!(code, 0, "{err}");
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(row.contains("▲４八玉"), "{row}");
    assert!(row.contains("▲５二金"), "{row}");
    assert!(row.trim_end().ends_with("??"), "{row}");
    assert!(out.contains("Black: ?! 0  ? 0  ?? 1"), "{out}");
    // Without a terminal, progress comes as plain lines.
    assert!(err.contains("analysed 2/2"), "{err}");
}

/// The scores the record written holds for plies 1 and on, as read back.
fn read_back(path: &Path) -> Vec<Option<EvalScore>> {
    let loaded = open_record(path).unwrap_or_else(|e| panic!("{e}"));
    let evals = loaded.record.evaluations(&loaded.game);
    evals
        .iter()
        .skip(1)
        .map(|e| e.as_ref().map(|e| e.score))
        .collect()
}

/// Whether a score read back is the one analysed, as far as the format
/// keeps it: floodgate comments write a mate as ±30000.
fn same_score(json: &Value, back: EvalScore) -> bool {
    match (
        json.get("cp").and_then(Value::as_i64),
        json.get("mate").and_then(Value::as_i64),
        back,
    ) {
        (Some(cp), _, EvalScore::Cp(n)) => i64::from(n) == cp,
        (_, Some(mate), EvalScore::Mate(n)) => i64::from(n) == mate,
        (_, Some(mate), EvalScore::Cp(n)) => i64::from(n) == mate.signum() * 30000,
        _ => false,
    }
}

#[test]
fn the_analysis_written_to_kif_and_csa_reads_back() {
    let dir = scratch("write");
    let file = record(&dir, "rook.usi", HANGING_ROOK);
    for name in ["out.kif", "out.csa"] {
        let out = dir.join(name);
        let out_arg = out.display().to_string();
        let report = analyse_json(&[&file, "--write", &out_arg]);
        let back = read_back(&out);
        let moves = report["moves"].as_array().unwrap();
        assert_eq!(back.len(), moves.len(), "{name}");
        for (m, score) in moves.iter().zip(&back) {
            let score =
                score.unwrap_or_else(|| panic!("{name}: no evaluation at ply {}", m["ply"]));
            assert!(
                same_score(&m["eval"], score),
                "{name}: {} read back as {score:?}",
                m["eval"]
            );
        }
        // An existing output is replaced with --force (cli_outputs: and
        // only then).
        let again = analyse_json(&[&file, "--write", &out_arg, "--force"]);
        assert_eq!(
            read_back(&out).len(),
            again["moves"].as_array().unwrap().len()
        );
    }
}

#[test]
fn a_usi_engine_named_on_the_command_line_analyses() {
    let (command, log) = crate::common::scripted(
        "analyse-cli-engine",
        ("cp 120", "2g2f 8c8d"),
        ("cp -30", "8c8d 2g2f"),
        0,
    );
    let dir = scratch("engine");
    let file = record(&dir, "short.usi", "position startpos moves 7g7f 3c3d\n");
    let engine = format!("usi:{command}");
    let (code, out, err) = run_cli(&[
        "analyse",
        "--json",
        "--seconds",
        "0.2",
        "--engine",
        &engine,
        &file,
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    // After 7g7f White is to move and says -30: +30 for Black.
    assert_eq!(report["moves"][0]["eval"], serde_json::json!({"cp": 30}));
    assert_eq!(report["moves"][0]["best"], "2g2f");
    assert_eq!(report["moves"][1]["eval"], serde_json::json!({"cp": 120}));
    assert_eq!(
        report["moves"][1]["pv"],
        serde_json::json!(["8c8d", "2g2f"])
    );
    let told = fs::read_to_string(&log).unwrap();
    assert!(told.contains("go btime 0 wtime 0 byoyomi 200"), "{told}");
}

/// The real games of `tests/data/real` (see its SOURCE.md).
const REAL_GAMES: [&str; 2] = ["wcsc15_gps_k-shogi.csa", "2005_gps_yamada.csa"];

fn real_game(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/real")
        .join(name)
        .display()
        .to_string()
}

/// A score of the report.
fn score(json: &Value) -> EvalScore {
    match (json.get("cp"), json.get("mate")) {
        (Some(cp), _) => EvalScore::Cp(cp.as_i64().unwrap() as i32),
        (_, Some(mate)) => EvalScore::Mate(mate.as_i64().unwrap() as i32),
        _ => panic!("no score: {json}"),
    }
}

/// Checks the marks of an analysed real game (Black moves first): none on
/// the engine's own move, each the one the weighing of the move gives.
/// Returns how many moves were marked.
fn check_marks(name: &str, report: &Value) -> usize {
    let mut marked = 0;
    for m in report["moves"].as_array().unwrap() {
        let ply = m["ply"].as_u64().unwrap();
        let mark = m["mark"].as_str();
        let weighed = &m["weighed"];
        if m["best"] == m["usi"] {
            assert_eq!(mark, None, "{name}: move {ply} is the engine's own: {m}");
            assert_eq!(weighed["best"], weighed["played"], "{name}: {m}");
        } else if m["best"].is_string() {
            assert!(weighed.is_object(), "{name}: move {ply} not weighed: {m}");
        }
        let Some(mark) = mark else { continue };
        marked += 1;
        let mover = if ply % 2 == 1 {
            Color::Black
        } else {
            Color::White
        };
        // The mark is the drop from the best move's score to the move
        // played's, both of the one search that weighed them.
        let judged = judge(score(&weighed["best"]), score(&weighed["played"]), mover);
        assert_eq!(
            judged.mark.map(|m| m.symbol()),
            Some(mark),
            "{name}: move {ply}: {m}"
        );
    }
    marked
}

#[test]
fn in_real_games_no_mark_falls_on_the_engine_s_own_move() {
    let mut marked = 0;
    for name in REAL_GAMES {
        // Small enough to run in seconds; at this budget marks from two
        // separate searches (before and after the move) put three of
        // twenty on the engine's own move.
        let path = real_game(name);
        let (code, out, err) = run_cli(&["analyse", "--json", "--nodes", "5000", &path]);
        assert_eq!(code, 0, "{name}: {err}");
        let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
        marked += check_marks(name, &report);
    }
    assert!(marked > 0, "real games have mistakes to mark");
}

#[test]
fn a_usi_engine_weighs_the_moves_of_a_real_game_as_the_built_in_one_does() {
    // The program's own USI engine: it declares MultiPV and takes
    // searchmoves.
    let engine = format!("usi:{} usi --hash 8", crate::common::BIN);
    let name = REAL_GAMES[1];
    let path = real_game(name);
    let (code, out, err) = run_cli(&[
        "analyse", "--json", "--nodes", "5000", "--engine", &engine, &path,
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert!(check_marks(name, &report) > 0, "{out}");
}

/// White's pawn drop leaves Black a mate of 37 plies (bench/mate/long.sfen)
/// that the analysis's first mate search proves, but whose line its
/// exact look, which lines past 15 plies only get a small share of, does
/// not show the shortest.
const INTO_A_LONG_MATE: &str = "position sfen 3R3nl/lkg2sRb1/1p3G1p1/psP6/Psn6/4S4/LP2P1NPP/3K1+p3/8L w B2GN6P2p 1 moves P*1c\n";

#[test]
fn a_mate_only_as_long_as_the_solvers_line_is_flagged_in_json() {
    use shogi_tui::mate::{self, MateLimits, MateOutcome};
    use shogi_tui::shogi::Position;
    use std::sync::atomic::AtomicBool;
    let dir = scratch("line-only");
    let file = record(&dir, "long.usi", INTO_A_LONG_MATE);
    // As the analysis's first mate search asks (analysis::job::mate_first).
    let after =
        Position::from_sfen("3R3nl/lkg2sRb1/1p3G1pp/psP6/Psn6/4S4/LP2P1NPP/3K1+p3/8L b B2GN6Pp 2")
            .unwrap();
    let limits = MateLimits {
        nodes: Some(30_000),
        time: None,
        table_mb: 16,
        exact_line: mate::EXACT_LINE,
    };
    let solved = mate::solve(&after, &limits, &AtomicBool::new(false));
    let MateOutcome::Mate(line) = &solved.outcome else {
        panic!("the solver proves the mate: {solved:?}");
    };
    assert!(
        !solved.shortest,
        "the solver now proves this line shortest: take a position whose line it does not"
    );
    let report = analyse_json(&[&file]);
    let first = &report["moves"][0];
    assert_eq!(first["eval"]["mate"], line.len() as i64, "{first}");
    assert_eq!(first["eval_line_only"], true, "{first}");
    // A mate proven the shortest has no such field.
    let missed = record(&dir, "mate.usi", MISSED_MATE);
    let report = analyse_json(&[&missed]);
    for m in report["moves"].as_array().unwrap() {
        assert!(m.get("eval_line_only").is_none(), "{m}");
    }
    // The plain table says the line, not "mates in".
    let (code, out, err) = run_cli(&["analyse", "--nodes", "30000", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("not proven shortest"), "{out}");
    assert!(!out.contains("mates in"), "{out}");
}

/// A KIF whose evaluations came in ShogiHome's block, hand-made from its
/// form: a situation word, `#評価値=` and `#読み筋=` after a move.
const SHOGIHOME_KIF: &str = "\
先手：Hana
後手：Sora
手合割：平手
手数----指手---------消費時間--
   1 ７六歩(77)   ( 0:01/00:00:01)
*互角
*#評価値=45
*#読み筋=△３四歩▲２六歩
   2 ３四歩(33)   ( 0:02/00:00:02)
*研究会で指された手
   3 ２六歩(27)   ( 0:01/00:00:02)
";

#[test]
fn a_shogihome_record_analysed_by_the_built_in_engine_is_written_in_its_block() {
    let dir = scratch("shogihome");
    let file = record(&dir, "home.kif", SHOGIHOME_KIF);
    // .kifu: UTF-8, read here as text.
    let out = dir.join("out.kifu");
    let (code, _, err) = run_cli(&[
        "analyse",
        &file,
        "--nodes",
        "2000",
        "--write",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let written = fs::read_to_string(&out).unwrap();
    assert!(
        !written.contains("解析"),
        "no Kifu for Windows line:\n{written}"
    );
    // Every position's evaluation once, in ShogiHome's block; the
    // person's line kept.
    assert!(written.contains("*研究会で指された手\n"), "{written}");
    let read = shogi_tui::kifu::load_game(shogi_tui::kifu::kif::parse(&written).unwrap());
    let evals = read.record.evaluations(&read.game);
    assert!(evals[1..].iter().all(Option::is_some), "{written}");
    let blocks = written.matches("*#評価値=").count() + written.matches("*#詰み=").count();
    assert_eq!(blocks, evals.iter().flatten().count(), "{written}");
}
