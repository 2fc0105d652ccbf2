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

// A mate of 15 plies from a real game (bench/mate/long.sfen): proven at
// once, but the exact look for shorter mates runs out of its budget, so
// the line is a mate whose length is only this line's.
const LINE_NOT_EXACT: &str =
    "7nl/l1gs2B2/p6pp/2pP1kp2/5p3/5P1P1/PPS3P1P/4K2R1/L1+n4NL b G2S3Prb2gn2p 1";

#[test]
fn a_line_not_proven_shortest_is_not_said_mate_in_n() {
    let (code, json, err) = run(&["--sfen", LINE_NOT_EXACT, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(json.trim()).expect("one JSON object");
    assert_eq!(v["mate"], true, "{v}");
    let plies = v["plies"].as_u64().expect("plies");
    let (_, out, _) = run(&["--sfen", LINE_NOT_EXACT]);
    let (_, ja, _) = crate::common::run_cli(&["--lang", "ja", "mate", "--sfen", LINE_NOT_EXACT]);
    if v["shortest"] == true {
        // A better solver may prove it one day: then it is "mate in N".
        assert!(out.starts_with(&format!("mate in {plies}: ")), "{out}");
        return;
    }
    assert!(
        out.starts_with(&format!(
            "mate (line of {plies} plies, not proven shortest or longest): "
        )),
        "{out}"
    );
    assert!(!out.contains("mate in"), "{out}");
    assert!(
        ja.starts_with(&format!("詰み（{plies}手の手順。最短・最長は未証明）：")),
        "{ja}"
    );
}

#[test]
fn a_side_with_no_check_to_give_is_told_so() {
    // Bare kings: Black has nothing to check with.
    let sfen = "4k4/9/9/9/9/9/9/9/4K4 b - 1";
    let (code, out, _) = run(&["--sfen", sfen]);
    assert_eq!(code, 0);
    assert_eq!(out, "no mate: Black has no check to give\n");
    let (_, out, _) = run(&["--sfen", sfen, "--json"]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["mate"], false);
    assert_eq!(v["no_check"], true);
    // A side with a check to give but no mate: no mate, and no_check absent.
    let (_, out, _) = run(&["--sfen", NO_MATE, "--json"]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["mate"], false);
    assert!(v.get("no_check").is_none(), "{v}");
    let (_, out, _) = crate::common::run_cli(&[
        "--lang",
        "ja",
        "mate",
        "--sfen",
        "4k4/9/9/9/9/9/9/9/4K4 w - 1",
    ]);
    assert_eq!(out, "詰みなし：後手に王手がありません\n");
}

#[test]
fn a_file_of_100000_positions_is_read_and_solved_line_by_line() {
    let dir = std::env::temp_dir().join(format!("shogi-tui-mate-100k-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("many.sfen");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).expect("create"));
    // Variants of a few positions: the side to move's king walks the
    // bottom rank, so no two neighbouring lines are alike.
    for i in 0..100_000usize {
        let file = 1 + i % 9;
        let (before, after) = (9 - file, file - 1);
        let rank = |n: usize| if n == 0 { String::new() } else { n.to_string() };
        let king = format!("{}K{}", rank(before), rank(after));
        let line = match i % 3 {
            0 => format!("4k4/9/4P4/9/9/9/9/9/{king} b G 1"),
            1 => format!("4k4/9/9/9/9/9/9/9/{king} b - 1"),
            _ => format!("sfen 4k4/9/9/9/9/9/9/9/{king} b R 1"),
        };
        writeln!(f, "{line}").expect("write");
    }
    drop(f);
    let start = std::time::Instant::now();
    let (code, out, err) = run(&["--file", path.to_str().expect("utf-8 path"), "--nodes", "1"]);
    let took = start.elapsed();
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 100_000);
    assert_eq!(lines[0], "mate in 1: G*5b");
    assert_eq!(lines[1], "no mate: Black has no check to give");
    assert_eq!(lines[2], "unknown (limit)");
    assert_eq!(lines[99_999], "mate in 1: G*5b");
    // Seconds, not minutes, even in a debug build on a busy machine.
    assert!(took < std::time::Duration::from_secs(120), "{took:?}");
}

/// SIGINT stops the solve under way at once: the lines already printed
/// stay, nothing of the position under way is printed, status 130.
#[cfg(unix)]
#[test]
fn sigint_stops_a_file_at_once_keeping_the_lines_printed() {
    use std::io::{BufRead, BufReader, Read};
    use std::process::Stdio;
    let dir = std::env::temp_dir().join(format!("shogi-tui-mate-int-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("set.sfen");
    // The mate in one, then 将棋無双 52, which takes the solver many seconds.
    let hard = "l4R3/4s3+b/3p3gp/6l2/1lP1+s2pk/1+B3p+R2/5S2n/g2s1N1P1/1G1+p4L b G2n11p 1";
    std::fs::write(&path, format!("{MATE_IN_1}\n{hard}\n{MATE_IN_1}\n")).expect("write");
    let mut child = crate::common::cli()
        .args(["mate", "--file", path.to_str().expect("utf-8 path")])
        .args(["--seconds", "120"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run shogi-tui mate");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut first = String::new();
    out.read_line(&mut first).expect("the first line");
    assert_eq!(first, "mate in 1: G*5b\n");
    // Well into the hard position's search.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let pid = i32::try_from(child.id()).expect("a pid");
    let sent = std::time::Instant::now();
    // SAFETY: kill(2) with a child's pid and a signal number; no memory is shared.
    assert_eq!(unsafe { libc::kill(pid, libc::SIGINT) }, 0);
    let status = child.wait().expect("wait");
    let took = sent.elapsed();
    let mut rest = String::new();
    out.read_to_string(&mut rest).expect("the rest");
    std::fs::remove_dir_all(&dir).ok();
    assert!(took < std::time::Duration::from_millis(500), "{took:?}");
    assert_eq!(status.code(), Some(130), "{status:?}");
    assert_eq!(rest, "", "nothing after the lines already printed");
}
