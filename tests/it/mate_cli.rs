//! The `mate` subcommand as a user runs it.

use std::io::Write;

fn run(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["mate"];
    all.extend_from_slice(args);
    crate::common::run_cli(&all)
}

// Gold in hand, the pawn on 5c guards 5b: G*5b mates.
const MATE_IN_1: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
// A bare king and one gold in hand: no mate.
const NO_MATE: &str = "4k4/9/9/9/9/9/9/9/4K4 b G 1";

#[test]
fn plain_output_names_the_length_and_the_moves() {
    let (code, out, _) = run(&["--sfen", MATE_IN_1]);
    assert_eq!(code, 0);
    assert_eq!(out, "mate in 1: G*5b\n");
    let (code, out, _) = run(&["--sfen", NO_MATE]);
    assert_eq!(code, 0);
    assert_eq!(out, "no mate\n");
}

#[test]
fn a_limit_gives_unknown() {
    // A bare king and a rook: checks go on and on; one node decides nothing.
    let (code, out, _) = run(&["--sfen", "4k4/9/9/9/9/9/9/9/4K4 b R 1", "--nodes", "1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "unknown (limit)\n");
}

#[test]
fn json_has_every_field() {
    let (code, out, _) = run(&["--sfen", MATE_IN_1, "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["sfen"], MATE_IN_1);
    assert_eq!(v["mate"], true);
    assert_eq!(v["moves"], serde_json::json!(["G*5b"]));
    assert_eq!(v["plies"], 1);
    assert!(v["nodes"].as_u64().is_some_and(|n| n >= 1));
    assert!(v["seconds"].as_f64().is_some_and(|s| s >= 0.0));
    // The proof's share is part of the whole, never more.
    let proof = v["proof_nodes"].as_u64().expect("proof_nodes");
    assert!(
        (1..=v["nodes"].as_u64().unwrap_or(0)).contains(&proof),
        "{v}"
    );
    let proof_s = v["proof_seconds"].as_f64().expect("proof_seconds");
    assert!(
        (0.0..=v["seconds"].as_f64().unwrap_or(0.0)).contains(&proof_s),
        "{v}"
    );

    // A mate in one cannot be bettered.
    assert_eq!(v["shortest"], true);

    let (_, out, _) = run(&["--sfen", NO_MATE, "--json"]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["mate"], false);
    assert!(v.get("shortest").is_none(), "only a mate has a line: {v}");
    assert_eq!(v["plies"], 0);

    let (_, out, _) = run(&[
        "--sfen",
        "4k4/9/9/9/9/9/9/9/4K4 b R 1",
        "--nodes",
        "1",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert!(v["mate"].is_null(), "{out}");
}

#[test]
fn a_file_gives_one_line_per_position_skipping_blanks_and_comments() {
    let dir = std::env::temp_dir().join(format!("shogi-tui-mate-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("set.sfen");
    let mut f = std::fs::File::create(&path).expect("create");
    writeln!(f, "# a comment\n\n{MATE_IN_1}\n   \nsfen {NO_MATE}\n").expect("write");
    drop(f);
    let (code, out, err) = run(&["--file", path.to_str().expect("utf-8 path")]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "mate in 1: G*5b\nno mate\n");
    let (_, out, _) = run(&["--file", path.to_str().expect("utf-8 path"), "--json"]);
    assert_eq!(out.lines().count(), 2);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let (code, out, err) = run(&["--sfen", "not an sfen"]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.starts_with("shogi-tui mate: bad SFEN"), "{err}");

    let (code, _, err) = run(&["--file", "/no/such/file.sfen"]);
    assert_eq!(code, 2);
    assert!(err.contains("no such file"), "{err}");

    let dir = std::env::temp_dir().join(format!("shogi-tui-mate-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("bad.sfen");
    std::fs::write(&path, format!("{MATE_IN_1}\n9/9 b\n")).expect("write");
    let (code, out, err) = run(&["--file", path.to_str().expect("utf-8 path")]);
    assert_eq!(code, 2);
    // Nothing is solved before the whole file is read.
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("line 2: bad SFEN"), "{err}");

    std::fs::write(&path, "# only a comment\n").expect("write");
    let (code, _, err) = run(&["--file", path.to_str().expect("utf-8 path")]);
    assert_eq!(code, 2);
    assert!(err.contains("holds no position"), "{err}");
    std::fs::remove_dir_all(&dir).ok();

    let (code, _, _) = run(&[]);
    assert_eq!(code, 2, "one of --sfen and --file is required");
    let (code, _, _) = run(&["--sfen", MATE_IN_1, "--seconds", "-1"]);
    assert_eq!(code, 2);
}

#[test]
fn the_table_size_is_an_option_with_bounds() {
    // Two rooks against a bare king: a mate in 7, also in a 1 MiB table.
    let (code, out, err) = run(&["--sfen", "4k4/9/9/9/9/9/9/9/4K4 b 2R 1", "--hash", "1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("mate in 7: "), "{out}");
    for bad in ["0", "4097", "lots"] {
        let (code, out, err) = run(&["--sfen", MATE_IN_1, "--hash", bad]);
        assert_eq!(code, 2, "--hash {bad}");
        assert!(out.is_empty());
        assert!(err.contains("--hash"), "{err}");
    }
}
