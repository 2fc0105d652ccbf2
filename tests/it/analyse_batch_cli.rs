//! `shogi-tui analyse` over a folder: every readable record analysed and
//! written with its analysis, an unreadable one named and skipped, and a
//! second run going on from analysis.json without redoing anything.

use crate::common::{cli, scratch_dir};
use serde_json::Value;
use shogi_tui::kifu::open_record;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = cli()
        .arg("analyse")
        .args(args)
        .output()
        .expect("run analyse");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_folder_analysed_with_an_unreadable_record_skipped_then_resumed() {
    let dir = scratch_dir("analyse-batch", "folder");
    let games = dir.join("games");
    let out = dir.join("out");
    std::fs::create_dir_all(&games).expect("folder");
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/real");
    std::fs::copy(format!("{data}/2005_gps_yamada.csa"), games.join("a.csa")).expect("copy");
    // Not a record at all: bytes no reader takes.
    std::fs::write(games.join("broken.csa"), [0xff, 0xfe, 0x00, 0x01, 0x02]).expect("write");
    let (g, o) = (
        games.to_str().unwrap_or_default(),
        out.to_str().unwrap_or_default(),
    );
    let (code, stdout, stderr) = run(&[g, "--nodes", "300", "--write-dir", o, "--json"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("broken.csa"), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    let analysed = v["games"].as_array().cloned().unwrap_or_default();
    assert_eq!(analysed.len(), 1, "{stdout}");
    let first = &analysed[0];
    assert!(first["file"].as_str().unwrap_or("").ends_with("a.csa"));
    // Both players judged, their figures in range.
    for side in ["black", "white"] {
        let p = &first[side];
        assert!(p["moves"].as_u64().unwrap_or(0) > 20, "{p}");
        let a = p["accuracy"].as_f64().unwrap_or(-1.0);
        assert!((0.0..=100.0).contains(&a), "{p}");
    }
    // The written record carries the analysis.
    let written = out.join(first["written"].as_str().unwrap_or(""));
    let loaded = open_record(&written).expect("written record");
    let evals = loaded.record.evaluations(&loaded.game);
    assert!(evals.iter().filter(|e| e.is_some()).count() > 20);
    // Players by name over the batch.
    let players = v["players"].as_array().cloned().unwrap_or_default();
    assert_eq!(players.len(), 2, "{stdout}");
    // Resumed: nothing analysed again; a new record only.
    std::fs::copy(format!("{data}/2005_gps_yamada.csa"), games.join("b.csa")).expect("copy");
    let (code, stdout, stderr) = run(&[g, "--nodes", "300", "--write-dir", o]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("2 records analysed (1 from an earlier run, 1 skipped)"),
        "{stdout}"
    );
    let state: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("analysis.json")).expect("state"))
            .expect("JSON");
    assert_eq!(state["games"].as_array().map(Vec::len), Some(2));
    // "gps" played both games: its figures add up.
    assert!(stdout.contains("gps (2 games)"), "{stdout}");
}

#[test]
fn write_names_one_record_and_a_batch_is_refused_it_without_writing() {
    let dir = scratch_dir("analyse-batch", "write-one");
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/real");
    let a = format!("{data}/2005_gps_yamada.csa");
    let out = dir.join("out.kif");
    let o = out.to_str().unwrap_or_default();
    let (code, _, stderr) = run(&[&a, &a, "--nodes", "100", "--write", o]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--write-dir"), "{stderr}");
    assert!(!out.exists(), "nothing written");
}

/// A record the writers cannot give back byte for byte: a header comment,
/// a weekday in the date, its own order of headers.
const HAND_WRITTEN: &str = "# 手で書いた棋譜\n\
開始日時：2024/03/09(土) 10:00:00\n\
後手：乙\n\
先手：甲\n\
手合割：平手\n\
手数----指手---------消費時間--\n\
   1 ７六歩(77)\n\
   2 ３四歩(33)\n\
   3 ２六歩(27)\n\
   4 投了\n";

#[test]
fn a_write_dir_holding_a_record_read_is_refused_and_the_record_kept() {
    let dir = scratch_dir("analyse-batch", "write-over");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).expect("folder");
    let record = games.join("game.kif");
    std::fs::write(&record, HAND_WRITTEN).expect("write");
    // The folder under another name: found by device and inode, not by
    // its spelling.
    let link = dir.join("link");
    std::os::unix::fs::symlink(&games, &link).expect("symlink");
    let g = games.to_str().unwrap_or_default();
    for write_dir in [g.to_string(), format!("{g}/."), link.display().to_string()] {
        let (code, _, stderr) = run(&[g, "--nodes", "50", "--write-dir", &write_dir]);
        assert_eq!(code, 2, "{write_dir}: {stderr}");
        assert!(
            stderr.contains("--write-dir") && stderr.contains("game.kif"),
            "{write_dir}: {stderr}"
        );
        assert_eq!(
            std::fs::read_to_string(&record).expect("record"),
            HAND_WRITTEN,
            "{write_dir}: the record read is kept as it was"
        );
        assert!(!games.join("analysis.json").exists(), "{write_dir}");
    }
    // In Japanese too.
    let out = crate::common::cli_in_locale("ja_JP.UTF-8")
        .args(["analyse", g, "--nodes", "50", "--write-dir", g])
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("別のフォルダー"), "{stderr}");
    // A record read from elsewhere may be written there.
    let other = dir.join("other");
    std::fs::create_dir_all(&other).expect("folder");
    let (code, _, stderr) = run(&[
        g,
        "--nodes",
        "50",
        "--write-dir",
        other.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(other.join("game.kif").is_file());
    assert_eq!(
        std::fs::read_to_string(&record).expect("record"),
        HAND_WRITTEN
    );
}

#[test]
fn one_record_given_three_times_is_one_game() {
    let dir = scratch_dir("analyse-batch", "three-times");
    let record = dir.join("game.kif");
    std::fs::write(&record, HAND_WRITTEN).expect("write");
    let link = dir.join("alias.kif");
    std::os::unix::fs::symlink(&record, &link).expect("symlink");
    let r = record.to_str().unwrap_or_default();
    let dotted = format!("{}/./game.kif", dir.display());
    let (code, stdout, stderr) = run(&[
        r,
        &dotted,
        link.to_str().unwrap_or_default(),
        "--nodes",
        "50",
        "--json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(v["games"].as_array().map(Vec::len), Some(1), "{stdout}");
    for p in v["players"].as_array().cloned().unwrap_or_default() {
        assert_eq!(p["games"], 1, "{p}");
    }
    // Both duplicates named, each once.
    assert_eq!(stderr.matches("the same record as").count(), 2, "{stderr}");
    assert!(stderr.contains("alias.kif"), "{stderr}");
}
