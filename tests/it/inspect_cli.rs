//! `shogi-tui inspect` run as a program: RULE_EXAMPLES.md sections 1-5
//! through `--json`, the exact keys, the text report and the errors.

use serde_json::Value;
use std::collections::BTreeSet;
use std::process::Output;

fn inspect(args: &[&str]) -> Output {
    crate::common::cli()
        .arg("inspect")
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run shogi-tui: {e}"))
}

/// Runs `inspect --json ARGS`, checks success and the exact key sets, and
/// returns the object.
fn json(args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let out = inspect(&all);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "one JSON object on one line");
    let v: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    check_keys(&v);
    v
}

fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object()
        .unwrap_or_else(|| panic!("not an object: {v}"))
        .keys()
        .map(String::as_str)
        .collect()
}

fn set<'a>(names: &[&'a str]) -> BTreeSet<&'a str> {
    names.iter().copied().collect()
}

fn check_keys(v: &Value) {
    assert_eq!(
        keys(v),
        set(&[
            "sfen",
            "ply",
            "side_to_move",
            "in_check",
            "legal_moves",
            "repetitions",
            "players",
            "time_control",
            "moves",
            "tally",
            "outcome",
            "end",
            "end_seconds",
            "time_used",
            "final_position_checkmate",
            "variations"
        ])
    );
    assert_eq!(keys(&v["players"]), set(&["black", "white"]));
    for side in ["black", "white"] {
        assert_eq!(keys(&v["players"][side]), set(&["name"]));
    }
    for m in v["moves"].as_array().expect("moves is a list") {
        assert_eq!(
            keys(m),
            set(&["usi", "japanese", "western", "seconds", "comment", "eval"])
        );
    }
    let t = &v["tally"];
    assert_eq!(
        keys(t),
        set(&[
            "black",
            "white",
            "both_kings_in_zone",
            "agreement24",
            "amateur27",
            "declare27",
            "declare24"
        ])
    );
    for side in ["black", "white"] {
        assert_eq!(
            keys(&t[side]),
            set(&[
                "points",
                "zone_points",
                "pieces_in_zone",
                "king_in_zone",
                "in_check"
            ])
        );
    }
    for rule in ["declare27", "declare24"] {
        assert_eq!(keys(&t[rule]), set(&["black", "white"]));
    }
    if !v["outcome"].is_null() {
        assert_eq!(
            keys(&v["outcome"]),
            set(&["winner", "reason", "text", "kif"])
        );
    }
}

const PERPETUAL: &str = "8l/7nk/8p/9/5B3/9/9/9/K8 w - 1";
const GOLDS: &str = "6gkl/6pn1/4G3p/9/9/9/9/9/K8 b Gg 1";
const ENTERED: &str =
    "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";
const NO_MOVES: &str = "4k4/9/9/9/9/9/+p+p+p6/2+p6/K1+p6 b 2r2b4g4s4n4l13p 1";

#[test]
fn section1_perpetual_check() {
    let moves = "1b2a 4e5d 2a1b 5d4e ".repeat(3);
    let v = json(&["--sfen", PERPETUAL, "--moves", moves.trim()]);
    assert_eq!(v["ply"], 12);
    assert_eq!(v["repetitions"], 4);
    assert_eq!(v["side_to_move"], "white");
    assert_eq!(v["in_check"], true);
    assert_eq!(v["legal_moves"], 2);
    assert_eq!(v["outcome"]["winner"], "white");
    assert_eq!(v["outcome"]["reason"], "perpetual_check");
    assert_eq!(v["outcome"]["kif"], "まで12手で後手の反則勝ち");
    let first = &v["moves"][0];
    assert_eq!(first["usi"], "1b2a");
    assert_eq!(first["japanese"], "△２一玉");
    assert_eq!(first["western"], "K-2a");
    assert_eq!(v["moves"][1]["japanese"], "▲５四角");
    // Eleven moves are not yet the end.
    let eleven: Vec<&str> = moves.split_whitespace().take(11).collect();
    let v = json(&["--sfen", PERPETUAL, "--moves", &eleven.join(" ")]);
    assert_eq!(v["outcome"], Value::Null);
    assert_eq!(v["repetitions"], 3);
}

#[test]
fn section2_sennichite_with_some_checks() {
    let cycle = "G*4b G*4a 4b3a 4a3a ";
    let v = json(&["--sfen", GOLDS, "--moves", cycle.repeat(2).trim()]);
    assert_eq!(v["repetitions"], 3);
    assert_eq!(v["outcome"], Value::Null);
    assert_eq!(v["moves"][0]["japanese"], "▲４二金打");
    assert_eq!(v["moves"][3]["japanese"], "△同　金");
    let v = json(&["--sfen", GOLDS, "--moves", cycle.repeat(3).trim()]);
    assert_eq!(v["outcome"]["winner"], Value::Null);
    assert_eq!(v["outcome"]["reason"], "sennichite");
    assert_eq!(v["outcome"]["text"], "Draw by repetition (sennichite)");
    assert_eq!(v["outcome"]["kif"], "まで12手で千日手");
}

#[test]
fn section3_sennichite_without_checks() {
    let moves = "5c5d 3a4a 5d5c 4a3a ".repeat(3);
    let v = json(&["--sfen", GOLDS, "--moves", moves.trim()]);
    assert_eq!(v["outcome"]["reason"], "sennichite");
    assert_eq!(v["repetitions"], 4);
}

#[test]
fn section4_tally_and_declarations() {
    let v = json(&["--sfen", ENTERED]);
    assert_eq!(v["legal_moves"], 290);
    let t = &v["tally"];
    for side in ["black", "white"] {
        assert_eq!(t[side]["points"], 27);
        assert_eq!(t[side]["zone_points"], 27);
        assert_eq!(t[side]["pieces_in_zone"], 11);
        assert_eq!(t[side]["king_in_zone"], true);
        assert_eq!(t[side]["in_check"], false);
    }
    assert_eq!(t["both_kings_in_zone"], true);
    assert_eq!(t["agreement24"], "draw");
    assert_eq!(t["amateur27"], "white");
    assert_eq!(t["declare27"]["black"], "loss");
    assert_eq!(t["declare27"]["white"], "win");
    assert_eq!(t["declare24"]["black"], "draw");
    assert_eq!(t["declare24"]["white"], "draw");

    let v = json(&["--sfen", ENTERED, "--declare"]);
    assert_eq!(v["outcome"]["winner"], "white");
    assert_eq!(v["outcome"]["reason"], "impasse_declaration");

    let white_to_move = ENTERED.replace(" b ", " w ");
    let v = json(&["--sfen", &white_to_move, "--declare"]);
    assert_eq!(v["outcome"]["winner"], "white");
    assert_eq!(v["outcome"]["text"], "White wins by impasse declaration");

    let v = json(&["--sfen", ENTERED, "--rules", "declare24", "--declare"]);
    assert_eq!(v["outcome"]["winner"], Value::Null);
    assert_eq!(v["outcome"]["kif"], "まで0手で持将棋");
}

#[test]
fn section5_no_legal_moves() {
    let v = json(&["--sfen", NO_MOVES]);
    assert_eq!(v["legal_moves"], 0);
    assert_eq!(v["in_check"], false);
    assert_eq!(v["outcome"]["winner"], "white");
    assert_eq!(v["outcome"]["reason"], "no_legal_moves");
    assert_eq!(v["outcome"]["kif"], "まで0手で後手の勝ち");
}

#[test]
fn checkmate_example_from_the_issue() {
    // The issue's JSON example in miniature: a mate gives "checkmate" and
    // the short text without the move count.
    let v = json(&["--sfen", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "--moves", "G*5b"]);
    assert_eq!(v["outcome"]["text"], "Black wins by checkmate");
    assert_eq!(v["outcome"]["reason"], "checkmate");
    assert_eq!(v["outcome"]["kif"], "まで1手で先手の勝ち");
    assert_eq!(v["moves"][0]["western"], "G*5b");
}

#[test]
fn handicap_start_and_move_limit() {
    let v = json(&["--handicap", "rook", "--moves", "3c3d 7g7f"]);
    assert_eq!(
        v["sfen"],
        "lnsgkgsnl/7b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 3"
    );
    assert_eq!(v["tally"]["white"]["points"], 22);
    let v = json(&["--moves", "7g7f 3c3d 2g2f", "--move-limit", "3"]);
    assert_eq!(v["outcome"]["reason"], "move_limit");
    assert_eq!(v["outcome"]["winner"], Value::Null);
    let v = json(&["--moves", "7g7f 3c3d 2g2f", "--move-limit", "off"]);
    assert_eq!(v["outcome"], Value::Null);
}

#[test]
fn try_rule_from_the_command_line() {
    let v = json(&[
        "--sfen",
        "9/4K4/9/9/9/9/9/9/k8 b - 1",
        "--rules",
        "try",
        "--moves",
        "5b5a",
    ]);
    assert_eq!(v["outcome"]["reason"], "try");
    assert_eq!(v["outcome"]["winner"], "black");
}

#[test]
fn text_report() {
    let out = inspect(&["--moves", "7g7f 3c3d 8h2b+ 3a2b"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for line in [
        "後手の持駒：角",
        "| ・v飛 ・ ・ ・ ・ ・v銀 ・|二",
        "先手の持駒：角",
        "   1 ▲７六歩  (P-7f, 7g7f)",
        "   3 ▲２二角成  (Bx2b+, 8h2b+)",
        "   4 △同　銀  (Sx2b, 3a2b)",
        "Check: no",
        "Repetitions: 1",
        "Legal moves: 77",
        "  points (all)            27     27",
        "  27-point declaration: Black would lose, White would lose",
        "Outcome: none, the game goes on",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
    let out = inspect(&["--sfen", ENTERED, "--declare"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Outcome: White wins: Black's impasse declaration failed after 0 moves"),
        "{text}"
    );
    assert!(text.contains("KIF: まで0手で先手の反則負け"), "{text}");
    assert!(
        text.contains(
            "  24-point agreement: draw (applies once both kings are in their zones: yes)"
        )
    );
}

fn data(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    path.to_str().expect("a UTF-8 path").to_string()
}

#[test]
fn record_names_clock_and_move_times() {
    // 持ち時間：10分+30秒, 先手：山田, 後手：佐藤, moves of 5 s, 12 s, 61 s.
    let v = json(&[&data("kif/timed_names.kifu")]);
    assert_eq!(v["players"]["black"]["name"], "山田");
    assert_eq!(v["players"]["white"]["name"], "佐藤");
    assert_eq!(
        v["time_control"],
        serde_json::json!({"main": 600, "byoyomi": 30, "increment": 0})
    );
    let seconds: Vec<&Value> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["seconds"])
        .collect();
    assert_eq!(
        seconds,
        [&Value::from(5.0), &Value::from(12.0), &Value::from(61.0)]
    );

    // $TIME+:300+10+0 and $TIME-:1800+10+0: each side's own; T7.25 keeps
    // its fraction; the third move has no T line.
    let v = json(&[&data("csa/timed_sides.csa")]);
    assert_eq!(v["players"]["black"]["name"], "Teacher");
    assert_eq!(v["players"]["white"]["name"], "Student");
    assert_eq!(
        v["time_control"],
        serde_json::json!({
            "black": {"main": 300, "byoyomi": 10, "increment": 0},
            "white": {"main": 1800, "byoyomi": 10, "increment": 0},
        })
    );
    assert_eq!(v["moves"][1]["seconds"], 7.25);
    assert_eq!(v["moves"][2]["seconds"], Value::Null);

    // No clock and no names: null, as from the command line.
    let v = json(&[&data("kif/sennichite.kifu")]);
    assert_eq!(v["time_control"], Value::Null);
    let v = json(&["--moves", "7g7f"]);
    assert_eq!(v["time_control"], Value::Null);
    assert_eq!(v["moves"][0]["seconds"], Value::Null);

    let out = inspect(&[&data("kif/timed_names.kifu")]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for line in [
        "Players: Black 山田, White 佐藤",
        "Time control: 10m + 30s byoyomi",
        "   1 ▲７六歩  (P-7f, 7g7f)  5s",
        "   3 ▲２六歩  (P-2f, 2g2f)  61s",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in\n{text}"
        );
    }
    let out = inspect(&[&data("csa/timed_sides.csa")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Time control: Black 5m + 10s byoyomi, White 30m + 10s byoyomi"),
        "{text}"
    );
    assert!(text.contains("(P-3d, 3c3d)  7.25s"), "{text}");
}

fn failure(args: &[&str]) -> String {
    let out = inspect(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?} printed a report");
    String::from_utf8_lossy(&out.stderr).trim_end().to_string()
}

#[test]
fn illegal_move_is_reported_with_its_ply() {
    assert_eq!(
        failure(&["--moves", "7g7f 3c3d 7g7e"]),
        "ply 3: 7g7e: there is no piece on 7g"
    );
    assert_eq!(
        failure(&["--moves", "7g7f 3c3d 8h2b+ 3a2b P*3c P*7c"]),
        "ply 5: P*3c: Black has no pawn in hand"
    );
    assert_eq!(
        failure(&["--moves", "7g7f 3c3d zz"]),
        "ply 3: zz: expected a move like 7g7f, 8h2b+ or P*5e"
    );
    let mate = failure(&[
        "--sfen",
        "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
        "--moves",
        "G*5b 5a4a",
    ]);
    assert_eq!(
        mate,
        "ply 2: 5a4a: the game is over: Black wins by checkmate"
    );
}

#[test]
fn bad_flags_are_explained() {
    assert!(failure(&["--sfen", "9/9/9 b - 1"]).starts_with("shogi-tui inspect: bad SFEN: "));
    assert_eq!(
        failure(&["--handicap", "queen"]),
        "shogi-tui inspect: unknown handicap 'queen': expected lance, right-lance, bishop, rook, \
         rook-lance, 2-piece, 4-piece, 6-piece, 8-piece or 10-piece"
    );
    assert_eq!(
        failure(&["--rules", "chess"]),
        "shogi-tui inspect: unknown rule set 'chess': expected declare27, declare24, try or none"
    );
    assert_eq!(
        failure(&["--move-limit", "0"]),
        "shogi-tui inspect: bad move limit '0': expected a number of moves (1 or more) or 'off'"
    );
    assert_eq!(
        failure(&["--rules", "none", "--declare"]),
        "shogi-tui inspect: cannot declare: impasse declaration is not available in a game played \
         without an impasse rule"
    );
    assert!(failure(&["--sfen", ENTERED, "--handicap", "lance"]).contains("cannot be used with"));
}

#[test]
fn what_the_reader_assumed_is_a_warning_on_stderr() {
    // Moves with no start position: read from the even start, and said so.
    let path = data("csa/no_start.csa");
    for json in [false, true] {
        let mut args = vec![path.as_str()];
        if json {
            args.push("--json");
        }
        let out = inspect(&args);
        assert!(out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("shogi-tui inspect: warning:") && err.contains("even start"),
            "{err}"
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.contains("even start"), "not in the report: {text}");
    }
}

#[test]
fn json_gives_each_variation_with_its_moves_and_comments() {
    // Hand-written: the main line 7六歩 3四歩 2六歩, a rival of move 3
    // (6六歩 8四歩) with a two-line comment, and a rival of that one's
    // move 4 (4四歩).
    let kif = "手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n\
               変化：3手\n   3 ６六歩(67)\n*振り飛車\n*含み\n   4 ８四歩(83)\n\
               変化：4手\n   4 ４四歩(43)\n";
    let path = std::env::temp_dir().join(format!("inspect-variations-{}.kif", std::process::id()));
    std::fs::write(&path, kif).unwrap();
    let v = json(&[path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    check_keys(&v);
    let vars = v["variations"].as_array().expect("a list");
    assert_eq!(vars.len(), 2, "{v}");
    assert_eq!(vars[0]["parent"], Value::Null);
    assert_eq!(vars[0]["ply"], 3);
    let usi: Vec<&str> = vars[0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["usi"].as_str().unwrap())
        .collect();
    assert_eq!(usi, ["6g6f", "8c8d"]);
    assert_eq!(vars[0]["moves"][0]["comment"], "振り飛車\n含み");
    assert_eq!(vars[0]["moves"][0]["japanese"], "▲６六歩");
    assert_eq!(vars[1]["parent"], 0);
    assert_eq!(vars[1]["ply"], 4);
    assert_eq!(vars[1]["moves"][0]["usi"], "4c4d");
    for var in vars {
        for m in var["moves"].as_array().unwrap() {
            assert_eq!(
                keys(m),
                set(&["usi", "japanese", "western", "seconds", "comment", "eval"])
            );
        }
    }
}
