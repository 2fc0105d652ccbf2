//! The `datagen` subcommand as a user runs it: a small run, its file read
//! back through `--stats` and through the library, bad flags, signals.

use shogi_tui::learn::net::{DataReader, GameResult, Sample};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    crate::common::scratch_dir("datagen-cli", name)
}

fn run(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["datagen"];
    all.extend_from_slice(args);
    crate::common::run_cli(&all)
}

/// The number after `label: ` on a line of `text`.
fn figure(text: &str, label: &str) -> u64 {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{label}: ")))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no '{label}:' figure in:\n{text}"))
}

fn samples(path: &Path) -> Vec<Sample> {
    let mut reader = DataReader::open(path).expect("a data file");
    let mut out = Vec::new();
    while let Some(bytes) = reader.next_bytes().expect("readable") {
        out.push(Sample::from_bytes(&bytes).expect("a sound record"));
    }
    out
}

#[test]
fn two_games_make_legal_records_with_results() {
    let dir = scratch("two");
    let file = dir.join("data.bin");
    let out = file.to_str().expect("utf-8 path");
    let (code, stdout, stderr) = run(&[
        "--out",
        out,
        "--games",
        "2",
        "--nodes",
        "200",
        "--threads",
        "1",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("seed 5"), "{stderr}");
    assert_eq!(figure(&stdout, "games"), 2);
    let written = figure(&stdout, "positions");
    assert!(written > 0, "{stdout}");

    let (code, stats, stderr) = run(&["--stats", out]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(figure(&stats, "records"), written);
    assert_eq!(figure(&stats, "bad records"), 0);
    assert!(stats.contains("unknown 0 (0.0%)"), "{stats}");

    let records = samples(&file);
    assert_eq!(records.len() as u64, written);
    for s in &records {
        assert_ne!(s.result, GameResult::Unknown);
        let pos = s.position().expect("a legal position");
        assert!(!pos.in_check());
        assert!(s.score.abs() <= 10_000);
        // After the 8 random plies.
        assert!(pos.ply() > 8);
    }

    // Every other record as a line: the position, its labels, and both
    // evaluations of it as the search would have them.
    let (code, lines, stderr) = run(&["--sfens", out, "--every", "2"]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = lines.lines().collect();
    assert_eq!(lines.len() as u64, written.div_ceil(2));
    let net = shogi_tui::nnue::embedded::embedded().expect("embedded weights");
    for (line, record) in lines.iter().zip(records.iter().step_by(2)) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 5, "{line}");
        let pos = shogi_tui::shogi::Position::from_sfen(fields[0]).expect("an SFEN");
        assert_eq!(pos, record.position().expect("legal"));
        assert_eq!(fields[1], record.score.to_string());
        assert_eq!(fields[2], record.result.name());
        let hand = shogi_tui::bot::evaluate(&pos);
        assert_eq!(fields[3], hand.to_string());
        assert_eq!(fields[4], (hand + net.evaluate_position(&pos)).to_string());
    }

    // The same seed again: the same games, appended.
    let (code, stdout, _) = run(&[
        "--out", out, "--games", "2", "--nodes", "200", "--seed", "5",
    ]);
    assert_eq!(code, 0);
    assert_eq!(figure(&stdout, "positions"), written);
    let again = samples(&file);
    assert_eq!(&again[..records.len()], &records[..]);
    assert_eq!(&again[records.len()..], &records[..]);
}

#[test]
fn bad_flags_and_foreign_files_exit_2_with_the_reason() {
    let (code, _, err) = run(&["--out", "x.bin"]);
    assert_eq!(code, 2);
    assert!(err.contains("--games"), "{err}");
    let (code, _, err) = run(&["--out", "x.bin", "--games", "2", "--nodes", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("give a whole number from 1"), "{err}");
    let (code, _, err) = run(&["--stats", "x.bin", "--threads", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
    let (code, _, err) = run(&["--out", "x.bin", "--games", "1", "--weights", "w.bin"]);
    assert_eq!(code, 2);
    assert!(err.contains("--weights needs --eval net"), "{err}");
    let (code, _, err) = run(&["--out", "x.bin", "--games", "1", "--eval", "neural"]);
    assert_eq!(code, 2);
    assert!(err.contains("neural"), "{err}");

    let dir = scratch("foreign");
    let foreign = dir.join("notes.txt");
    std::fs::write(&foreign, "not training data at all").expect("write");
    let path = foreign.to_str().expect("utf-8 path");
    let (code, _, err) = run(&["--stats", path]);
    assert_eq!(code, 2);
    assert!(err.contains("not a shogi-tui training data file"), "{err}");
    let (code, _, err) = run(&["--out", path, "--games", "1", "--nodes", "50"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a shogi-tui training data file"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&foreign).expect("read"),
        "not training data at all"
    );
    // A file that is not weights, named as weights, is refused by name.
    let (code, _, err) = run(&[
        "--out",
        "x.bin",
        "--games",
        "1",
        "--eval",
        "net",
        "--weights",
        path,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("notes.txt"), "{err}");
    assert!(err.contains("not a shogi-tui weights file"), "{err}");
    assert!(
        !Path::new("x.bin").exists(),
        "nothing is written before the teacher is known"
    );
}

#[test]
fn sigterm_keeps_the_finished_games_and_exits_143() {
    let dir = scratch("term");
    let file = dir.join("data.bin");
    let child = crate::common::cli()
        .args(["datagen", "--out"])
        .arg(&file)
        .args(["--games", "1000", "--nodes", "200", "--seed", "9"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run shogi-tui");
    // Wait for the first finished game to reach the file.
    let start = Instant::now();
    while std::fs::metadata(&file).map_or(0, |m| m.len()) <= 16 {
        assert!(start.elapsed() < Duration::from_secs(20), "no game written");
        std::thread::sleep(Duration::from_millis(50));
    }
    // SAFETY: a plain kill(2) of our own child.
    let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    assert_eq!(sent, 0);
    let out = child.wait_with_output().expect("wait");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(143), "{stderr}");
    assert!(stderr.contains("stopped by signal 15"), "{stderr}");
    let games = figure(&stdout, "games");
    assert!((1..1000).contains(&games), "{stdout}");
    // Whole games only: every record has its result, none is torn.
    let reader = DataReader::open(&file).expect("a data file");
    assert_eq!(reader.torn_bytes(), 0);
    assert_eq!(reader.records(), figure(&stdout, "positions"));
    assert!(
        samples(&file)
            .iter()
            .all(|s| s.result != GameResult::Unknown)
    );
}

#[test]
fn import_packs_lines_labelled_by_another_judge_and_refuses_a_bad_line() {
    let dir = scratch("import");
    let lines = dir.join("labelled.txt");
    let out = dir.join("labelled.bin");
    let (lines_s, out_s) = (lines.to_str().unwrap(), out.to_str().unwrap());
    // Two positions of one game, as --sfens prints them, scores from
    // another judge (extra fields are ignored).
    let first = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    let second = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
    std::fs::write(
        &lines,
        format!("{first}\t-40\tloss\t12\n{second}\t75\twin\n"),
    )
    .unwrap();
    let (code, stdout, stderr) = run(&["--import", lines_s, "--out", out_s]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("imported 2 records"), "{stdout}");
    let got = samples(&out);
    assert_eq!(got.len(), 2);
    assert_eq!(
        (got[0].score, got[0].ply, got[0].result),
        (-40, 2, GameResult::Loss)
    );
    assert_eq!(
        (got[1].score, got[1].ply, got[1].result),
        (75, 3, GameResult::Win)
    );
    assert_eq!(
        got[1].position().unwrap().to_sfen(),
        second,
        "the position itself"
    );
    // A bad line: its number and why; nothing of the file is added.
    std::fs::write(
        &lines,
        format!("{first}\t-40\tloss\n{second}\tabout 75\twin\n"),
    )
    .unwrap();
    let (code, _, err) = run(&["--import", lines_s, "--out", out_s]);
    assert_eq!(code, 2);
    assert!(err.contains("line 2"), "{err}");
    assert!(err.contains("not a whole number"), "{err}");
    assert_eq!(samples(&out).len(), 2);
    // --import needs --out, and plays no games.
    let (code, _, err) = run(&["--import", lines_s]);
    assert_eq!(code, 2);
    assert!(err.contains("--out"), "{err}");
    let (code, _, err) = run(&["--import", lines_s, "--out", out_s, "--games", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn train_judge_reports_the_held_out_figures_and_writes_nothing() {
    let dir = scratch("judge");
    let file = dir.join("data.bin");
    let data = file.to_str().expect("utf-8 path");
    let (code, _, stderr) = run(&[
        "--out",
        data,
        "--games",
        "4",
        "--nodes",
        "200",
        "--threads",
        "1",
        "--seed",
        "9",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let weights = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/nnue.bin");
    let (code, _, stderr) = crate::common::run_cli(&[
        "train",
        "--judge",
        "--from",
        weights,
        "--data",
        data,
        "--valid-every",
        "2",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("integer net loss"), "{stderr}");
    let files: Vec<_> = std::fs::read_dir(&dir).expect("scratch").collect();
    assert_eq!(files.len(), 1, "only the data file: {files:?}");
    // Judging needs weights to judge.
    let (code, _, stderr) = crate::common::run_cli(&["train", "--judge", "--data", data]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--from"), "{stderr}");
}
