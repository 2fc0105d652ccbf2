//! `shogi-tui drills add|list` as a player runs them: drills from a record
//! that carries ShogiHome's evaluation comments (so no analysis runs),
//! the same mistake kept once, "mine" from the names in the settings,
//! and bad records refused while the good ones count; the opening drill
//! where a side left the built-in book, marked as one.

use crate::common::{cli, scratch_dir};
use std::path::Path;

/// Four moves with an evaluation of every position, written by hand in
/// ShogiHome's comment form. Black's third move (6g6f) drops from +40
/// to -800 where the engine wanted 2g2f: a blunder. White's moves keep
/// the score: no mistake. Opening: the built-in book knows 7g7f and 2g2f
/// at the start, 3c3d and 8c8d after 7g7f, 2g2f and 6g6f after 3c3d, and
/// 8c8d and 8b3b after 6g6f: Black stays in the book, White leaves it
/// with 4c4d at move 4.
const RECORD: &str = "先手：Hana
後手：Sora
手数----指手---------消費時間--
*#評価値=30
*#読み筋=▲７六歩
   1 ７六歩(77)
*#評価値=50
*#読み筋=△３四歩
   2 ３四歩(33)
*#評価値=40
*#読み筋=▲２六歩
   3 ６六歩(67)
*#評価値=-800
*#読み筋=△４四歩
   4 ４四歩(43)
*#評価値=-800
*#読み筋=▲２六歩
";

fn run(config: &Path, args: &[&str]) -> (i32, String, String) {
    let out = cli()
        .env("XDG_CONFIG_HOME", config)
        .env("HOME", config)
        .env_remove("SHOGI_TUI_CONFIG_DIR")
        // No game database: the book alone knows the openings.
        .env("XDG_DATA_HOME", config.join("data"))
        .arg("drills")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_record_s_mistakes_become_drills_once_and_are_due_today() {
    let dir = scratch_dir("drills-cli", "add");
    let record = dir.join("game.kif");
    std::fs::write(&record, RECORD).unwrap();
    let config = dir.join("config");
    let r = record.to_str().unwrap();
    let (status, out, err) = run(&config, &["add", r, "--side", "black", "--json"]);
    assert_eq!(status, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v,
        serde_json::json!({"added": 1, "drills": [{
            "kind": "mistake",
            "sfen": "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
            "played": "6g6f", "best": "2g2f", "answers": [], "loss_cp": 840,
        }]})
    );
    assert!(!err.contains("analysing"), "it had evaluations: {err}");
    // White made no mistake, but left the book at move 4; Black's
    // mistake is there already.
    let (_, out, _) = run(&config, &["add", r, "--side", "white", "--json"]);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap(),
        serde_json::json!({"added": 1, "drills": [{
            "kind": "opening",
            "sfen": "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2PP5/PP2PPPPP/1B5R1/LNSGKGSNL w - 4",
            "played": "4c4d", "best": "8c8d", "answers": ["8c8d", "8b3b"], "loss_cp": 0,
        }]})
    );
    let (_, out, _) = run(&config, &["add", r, "--side", "white", "--json"]);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap()["added"],
        0
    );
    let (_, out, _) = run(&config, &["add", r, "--side", "black", "--json"]);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap()["added"],
        0
    );

    let (status, out, _) = run(&config, &["list", "--due", "--json"]);
    assert_eq!(status, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!((v["count"].as_u64(), v["due"].as_u64()), (Some(2), Some(2)));
    let d = &v["drills"][0];
    assert_eq!(
        (
            d["kind"].as_str(),
            d["played"].as_str(),
            d["number"].as_u64()
        ),
        (Some("mistake"), Some("6g6f"), Some(3))
    );
    let o = &v["drills"][1];
    assert_eq!(
        (
            o["kind"].as_str(),
            o["played"].as_str(),
            o["number"].as_u64()
        ),
        (Some("opening"), Some("4c4d"), Some(4))
    );
    assert_eq!(
        (d["reps"].as_u64(), d["tries"].as_u64()),
        (Some(0), Some(0))
    );
    assert!(config.join("shogi-tui/drills.ron").is_file());
}

#[test]
fn mine_means_the_names_in_the_settings_and_none_set_is_said() {
    let dir = scratch_dir("drills-cli", "mine");
    let record = dir.join("game.kif");
    std::fs::write(&record, RECORD).unwrap();
    let config = dir.join("config");
    let r = record.to_str().unwrap();
    let (status, _, err) = run(&config, &["add", r]);
    assert_eq!(status, 2);
    assert!(err.contains("Set your names"), "{err}");
    std::fs::create_dir_all(config.join("shogi-tui")).unwrap();
    std::fs::write(
        config.join("shogi-tui/settings.ron"),
        "(database: (my_names: [\"Sora\"]))",
    )
    .unwrap();
    // Sora is White, who made no mistake here but left the book.
    let (status, out, _) = run(&config, &["add", r, "--json"]);
    assert_eq!(status, 0);
    let v = serde_json::from_str::<serde_json::Value>(&out).unwrap();
    assert_eq!(
        (v["added"].as_u64(), v["drills"][0]["kind"].as_str()),
        (Some(1), Some("opening"))
    );
    std::fs::write(
        config.join("shogi-tui/settings.ron"),
        "(database: (my_names: [\"Kai\", \"Hana\"]))",
    )
    .unwrap();
    // Hana is Black, who stayed in the book and made one mistake.
    let (_, out, _) = run(&config, &["add", r, "--json"]);
    let v = serde_json::from_str::<serde_json::Value>(&out).unwrap();
    assert_eq!(
        (v["added"].as_u64(), v["drills"][0]["kind"].as_str()),
        (Some(1), Some("mistake"))
    );
}

#[test]
fn a_bad_record_is_refused_and_the_good_ones_still_count() {
    let dir = scratch_dir("drills-cli", "bad");
    let record = dir.join("game.kif");
    std::fs::write(&record, RECORD).unwrap();
    let config = dir.join("config");
    let (status, out, err) = run(
        &config,
        &[
            "add",
            "/dev/zero",
            record.to_str().unwrap(),
            "--side",
            "black",
            "--json",
        ],
    );
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("/dev/zero"), "{err}");
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).unwrap()["added"],
        1
    );
}

#[test]
fn a_real_game_without_evaluations_is_analysed_and_gives_the_loser_s_drills() {
    // GPS Shogi (Black) beat 山田将棋 in 107 moves (tests/data/real): the
    // record has no evaluations, so the command analyses it first.
    let dir = scratch_dir("drills-cli", "real");
    let config = dir.join("config");
    let record = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/real/2005_gps_yamada.csa");
    let (status, out, err) = run(
        &config,
        &[
            "add",
            record.to_str().unwrap(),
            "--side",
            "white",
            "--nodes",
            "20000",
            "--json",
        ],
    );
    assert_eq!(status, 0, "{err}");
    assert!(err.contains("analysing"), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let drills = v["drills"].as_array().unwrap();
    assert!(!drills.is_empty(), "the loser made no mistake? {out}");
    assert_eq!(v["added"].as_u64(), Some(drills.len() as u64));
    for d in drills {
        // White to move in each, the game's move not the engine's.
        let sfen = d["sfen"].as_str().unwrap();
        assert_eq!(sfen.split(' ').nth(1), Some("w"), "{sfen}");
        assert_ne!(d["played"], d["best"]);
        assert!(d["loss_cp"].as_i64().unwrap() >= 0);
    }
}
