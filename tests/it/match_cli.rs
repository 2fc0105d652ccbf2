//! `shogi-tui match`: series between built-in levels and fake engines,
//! checked game by game from the records and series.json it writes.

use crate::common::{BIN, cli, scratch_dir};
use serde_json::Value;
use shogi_tui::kifu::{EndCheck, open_record};
use shogi_tui::shogi::Color;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn fake(mode: &str) -> String {
    format!(
        "usi:sh '{}/tests/fake_usi_engine.sh' {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = cli().arg("match").args(args).output().expect("run match");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn series(dir: &Path) -> Value {
    let text = std::fs::read_to_string(dir.join("series.json")).expect("series.json");
    serde_json::from_str(&text).expect("series.json is JSON")
}

fn games(dir: &Path) -> Vec<Value> {
    series(dir)["games"].as_array().cloned().unwrap_or_default()
}

fn text(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

#[test]
fn a_match_between_two_levels_checked_game_by_game() {
    let dir = scratch_dir("match", "levels");
    let out = dir.join("series");
    let (code, stdout, stderr) = run(&[
        "--engine",
        "low=bot:2",
        "--engine",
        "high=bot:4",
        "--games",
        "6",
        "--nodes",
        "300",
        "--seed",
        "11",
        "--out",
        out.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("6 of 6 games played"), "{stdout}");
    let mut games = games(&out);
    assert_eq!(games.len(), 6, "{stderr}");
    games.sort_by_key(|g| g["number"].as_u64());
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for (i, g) in games.iter().enumerate() {
        // Colours alternate within each pair.
        let (black, white) = if i % 2 == 0 {
            ("low", "high")
        } else {
            ("high", "low")
        };
        assert_eq!(
            (text(&g["black"]), text(&g["white"])),
            (black, white),
            "game {i}"
        );
        assert_eq!(g["round"].as_u64(), Some(i as u64 / 2));
        // The record reads back legally, and its result is the series'.
        let record = out.join(text(&g["record"]));
        let loaded = open_record(&record).unwrap_or_else(|e| panic!("{}: {e}", record.display()));
        assert!(loaded.illegal.is_none(), "{:?}", loaded.illegal);
        assert!(
            matches!(loaded.end_check, EndCheck::Agrees),
            "{:?}",
            loaded.end_check
        );
        let outcome = loaded
            .game
            .outcome()
            .cloned()
            .unwrap_or_else(|| panic!("game {i} has no end"));
        let winner = outcome
            .winner
            .map(|c| if c == Color::Black { black } else { white });
        assert_eq!(winner, g["winner"].as_str(), "game {i}: {outcome:?}");
        assert_eq!(loaded.game.ply() as u64, g["plies"].as_u64().unwrap_or(0));
        assert_eq!(loaded.record.info.black.name, black);
        match g["winner"].as_str() {
            Some("low") => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        // The first 8 plies are the opening; both games of a pair share it.
        if i % 2 == 1 {
            let first = open_record(&out.join(text(&games[i - 1]["record"]))).expect("record");
            let opening = |g: &shogi_tui::game::Game| {
                g.moves().iter().take(8).map(|m| m.mv).collect::<Vec<_>>()
            };
            assert_eq!(opening(&first.game), opening(&loaded.game));
        }
    }
    assert!(
        stdout.contains(&format!("low v high: {wins}-{losses}-{draws}")),
        "{stdout}"
    );
}

#[test]
fn a_round_robin_of_three() {
    let (code, stdout, stderr) = run(&[
        "--engine", "a=bot:1", "--engine", "b=bot:2", "--engine", "c=bot:3", "--games", "2",
        "--depth", "1", "--seed", "3", "--json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(v["games"], 6);
    let pairs = v["pairs"].as_array().cloned().unwrap_or_default();
    let names: Vec<(&str, &str)> = pairs
        .iter()
        .map(|p| (text(&p["a"]), text(&p["b"])))
        .collect();
    assert_eq!(names, [("a", "b"), ("a", "c"), ("b", "c")]);
    for p in &pairs {
        let n = p["wins_a"].as_u64().unwrap_or(0)
            + p["wins_b"].as_u64().unwrap_or(0)
            + p["draws"].as_u64().unwrap_or(0);
        assert_eq!(n, 2, "{p}");
    }
    let records = v["records"].as_array().cloned().unwrap_or_default();
    for name in ["a", "b", "c"] {
        let played = records
            .iter()
            .filter(|r| r["black"] == name || r["white"] == name)
            .count();
        assert_eq!(played, 4, "{name}");
    }
}

/// Two games of bot level 1 against `engine` (`NAME=COMMAND`) into `out`,
/// at 500 ms a move with no random opening: a faulty engine's fault comes
/// in its first game, whichever side it has.
fn two_games_against_bot_1(engine: &str, out: &std::path::Path) -> (i32, String, String) {
    run(&[
        "--engine",
        "bot=bot:1",
        "--engine",
        engine,
        "--games",
        "2",
        "--byoyomi",
        "500ms",
        "--random-plies",
        "0",
        "--seed",
        "1",
        "--out",
        out.to_str().unwrap_or_default(),
    ])
}

#[test]
fn every_failure_loses_with_its_reason_in_the_record() {
    let dir = scratch_dir("match", "faults");
    for (mode, reason, words) in [
        ("crash-on-go", "crash", "crashed"),
        ("illegal", "illegal_move", "illegal move"),
        ("malformed", "illegal_move", "illegal move"),
        ("hang-on-go", "timeout", "lost on time"),
    ] {
        let out = dir.join(mode);
        let (code, stdout, stderr) = two_games_against_bot_1(&format!("fake={}", fake(mode)), &out);
        assert_eq!(code, 0, "{mode}: {stderr}");
        assert!(stdout.contains("bot v fake: 2-0-0"), "{mode}: {stdout}");
        for g in games(&out) {
            assert_eq!(text(&g["winner"]), "bot", "{mode}: {g}");
            assert_eq!(text(&g["reason"]), reason, "{mode}: {g}");
            assert!(text(&g["fault"]).contains(words), "{mode}: {g}");
            let record = std::fs::read(out.join(text(&g["record"]))).expect("record");
            let loaded = open_record(&out.join(text(&g["record"]))).expect("record reads");
            let said: Vec<String> = loaded
                .record
                .moves
                .iter()
                .flat_map(|m| m.comments.clone())
                .chain(loaded.record.comments.clone())
                .collect();
            assert!(
                said.iter().any(|c| c.contains(words)),
                "{mode}: {said:?} ({} bytes)",
                record.len()
            );
        }
        assert!(stderr.contains(words), "{mode}: {stderr}");
    }
    // Silence without a clock is its own reason.
    let out = dir.join("silent");
    let t0 = Instant::now();
    let (code, _, stderr) = run(&[
        "--engine",
        "bot=bot:1",
        "--engine",
        &format!("fake={}", fake("hang-on-go")),
        "--games",
        "1",
        "--depth",
        "1",
        "--silence",
        "2",
        "--random-plies",
        "0",
        "--out",
        out.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    let g = games(&out);
    assert_eq!(text(&g[0]["reason"]), "silent", "{g:?}");
    assert!(t0.elapsed() < Duration::from_secs(30), "{:?}", t0.elapsed());
}

#[test]
fn an_sprt_on_a_lopsided_pair_stops_early() {
    let (code, stdout, stderr) = run(&[
        "--engine",
        "strong=bot:6",
        "--engine",
        "weak=bot:1",
        "--games",
        "200",
        "--nodes",
        "2000",
        "--sprt",
        "0,100",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("H1 accepted"), "{stdout}");
    let played: usize = stdout
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(999);
    assert!(played < 40, "{stdout}");
}

/// `match` of bot 7 against bot 8 for `games` games into `out` (`--out`
/// or `--resume`), at node counts that take seconds: the weak levels stop
/// at a depth of 1 or 2 at once, and a signal or a second process must
/// land while the series is still played.
fn bot_series(out: &std::path::Path, games: u32, flag: &str) -> Vec<String> {
    let games = games.to_string();
    [
        "match",
        "--engine",
        "a=bot:7",
        "--engine",
        "b=bot:8",
        "--games",
        &games,
        "--nodes",
        "3000",
        "--seed",
        "9",
        flag,
        out.to_str().unwrap_or_default(),
    ]
    .map(String::from)
    .to_vec()
}

#[test]
fn resume_plays_only_the_games_left() {
    let dir = scratch_dir("match", "resume");
    let out = dir.join("series");
    let args = |flag: &str| bot_series(&out, 6, flag);
    // Interrupted after its first game: SIGINT stops it after the game in
    // progress.
    let mut child = Command::new(BIN)
        .args(args("--out"))
        .env("LANG", "C")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start");
    let t0 = Instant::now();
    while games_if_any(&out) == 0 && t0.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let status = child.wait().expect("wait");
    assert!(status.success(), "{status:?}");
    let first = games_if_any(&out);
    assert!((1..6).contains(&first), "{first} games before the stop");
    // The same command, resumed.
    let (code, stdout, stderr) = {
        let o = cli().args(args("--resume")).output().expect("resume");
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("6 of 6 games played"), "{stdout}");
    let mut numbers: Vec<u64> = games(&out)
        .iter()
        .filter_map(|g| g["number"].as_u64())
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, [0, 1, 2, 3, 4, 5]);
    assert_eq!(stderr.matches("game ").count(), 6 - first, "{stderr}");
    // Another series cannot be resumed in its place.
    let mut other = args("--resume");
    other[10] = "10".into();
    let o = cli().args(&other).output().expect("resume");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--seed"));
    // Nor begun over it.
    let o = cli().args(args("--out")).output().expect("out");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--resume"));
}

/// A series that drew its own seed resumes with the command that began
/// it, and its openings file may be named another way on resuming.
#[test]
fn a_series_begun_without_a_seed_resumes_with_the_same_command() {
    let dir = scratch_dir("match", "resume-no-seed");
    std::fs::write(dir.join("openings.txt"), "7g7f 3c3d\n2g2f 8c8d\n").expect("write");
    let out = dir.join("series");
    let out = out.to_str().unwrap_or_default();
    let command = |extra: &[&str], flag: &str, openings: &str| {
        let mut args = vec![
            "match",
            "--engine",
            "a=bot:1",
            "--engine",
            "b=bot:2",
            "--games",
            "2",
            "--nodes",
            "300",
            "--openings",
            openings,
            flag,
            out,
        ];
        args.extend_from_slice(extra);
        let o = cli().current_dir(&dir).args(&args).output().expect("match");
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, stdout, stderr) = command(&[], "--out", "openings.txt");
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("2 of 2 games played"), "{stdout}");
    let (code, stdout, stderr) = command(&[], "--resume", "openings.txt");
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("2 of 2 games played"), "{stdout}");
    let absolute = dir.join("openings.txt");
    let (code, _, stderr) = command(&[], "--resume", absolute.to_str().unwrap_or_default());
    assert_eq!(code, 0, "{stderr}");
    // The seed it drew, given, is still this series; another is not.
    let stored = series(Path::new(out))["settings"]["seed"]
        .as_u64()
        .expect("a seed kept");
    let (code, _, stderr) = command(&["--seed", &stored.to_string()], "--resume", "openings.txt");
    assert_eq!(code, 0, "{stderr}");
    let other = stored.wrapping_add(1).to_string();
    let (code, _, stderr) = command(&["--seed", &other], "--resume", "openings.txt");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--seed"), "{stderr}");
    // Another openings file is another series, whatever its seed.
    std::fs::write(dir.join("other.txt"), "7g7f 3c3d\n2g2f 8c8d\n").expect("write");
    let (code, _, stderr) = command(&[], "--resume", "other.txt");
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--openings"), "{stderr}");
}

fn games_if_any(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("series.json"))
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v["games"].as_array().map(Vec::len))
        .unwrap_or(0)
}

#[test]
fn bad_input_is_named() {
    for (args, words) in [
        (vec!["--engine", "a=bot:1"], "at least two"),
        (
            vec!["--engine", "a=bot:1", "--engine", "a=bot:2"],
            "two entrants are called a",
        ),
        (
            vec!["--engine", "a=human", "--engine", "b=bot:2"],
            "between computers",
        ),
        (
            vec![
                "--engine", "a=bot:1", "--engine", "b=bot:2", "--sprt", "5,0",
            ],
            "ELO0 must be below ELO1",
        ),
        (
            vec![
                "--engine", "a=bot:1", "--engine", "b=bot:2", "--option", "c:Hash=1",
            ],
            "not an --engine",
        ),
        (
            vec![
                "--engine",
                "a=bot:1",
                "--engine",
                "b=bot:2",
                "--openings",
                "/dev/zero",
            ],
            "/dev/zero",
        ),
        (
            vec![
                "--engine",
                "a=bot:1",
                "--engine",
                "b=bot:2",
                "--out",
                "/dev/null",
            ],
            "not a folder",
        ),
    ] {
        let (code, _, stderr) = run(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.contains(words), "{args:?}: {stderr}");
    }
    let dir = scratch_dir("match", "openings");
    let file = dir.join("openings.txt");
    std::fs::write(&file, "7g7f 3c3d\n7g7f 7g7f\n").expect("write");
    let (code, _, stderr) = run(&[
        "--engine",
        "a=bot:1",
        "--engine",
        "b=bot:2",
        "--openings",
        file.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("line 2") && stderr.contains("7g7f cannot be played"),
        "{stderr}"
    );
}

/// Every game `series.json` counts has its record, and the record is
/// that game: as many plies as the file says.
fn records_agree(dir: &Path) {
    for g in games(dir) {
        let path = dir.join(text(&g["record"]));
        let loaded = open_record(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(
            loaded.game.ply() as u64,
            g["plies"].as_u64().unwrap_or(0),
            "{}",
            path.display()
        );
    }
}

#[test]
fn two_series_begun_together_in_one_folder_one_plays_the_other_touches_nothing() {
    let dir = scratch_dir("match", "two-at-once");
    let out = dir.join("series");
    let args = |flag: &str| bot_series(&out, 4, flag);
    let start = || {
        cli()
            .args(args("--out"))
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start")
    };
    let (first, second) = (start(), start());
    let outputs = [
        first.wait_with_output().expect("wait"),
        second.wait_with_output().expect("wait"),
    ];
    let said = |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
    let played: Vec<_> = outputs.iter().filter(|o| o.status.success()).collect();
    let refused: Vec<_> = outputs.iter().filter(|o| !o.status.success()).collect();
    assert_eq!(
        (played.len(), refused.len()),
        (1, 1),
        "{:?}",
        outputs.iter().map(said).collect::<Vec<_>>()
    );
    let refused = refused[0];
    assert_eq!(refused.status.code(), Some(1), "{}", said(refused));
    assert!(
        said(refused).contains("another shogi-tui is playing a series in"),
        "{}",
        said(refused)
    );
    assert!(refused.stdout.is_empty());
    assert!(String::from_utf8_lossy(&played[0].stdout).contains("4 of 4 games played"));
    let mut numbers: Vec<u64> = games(&out)
        .iter()
        .filter_map(|g| g["number"].as_u64())
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, [0, 1, 2, 3]);
    records_agree(&out);
    // The lock is let go with the series: the folder can be resumed (and
    // has nothing left to play).
    let o = cli().args(args("--resume")).output().expect("resume");
    assert_eq!(o.status.code(), Some(0), "{}", said(&o));
    assert!(!out.join(".series.lock").exists());
}

#[test]
fn a_resume_while_the_series_is_played_is_refused_in_words() {
    let dir = scratch_dir("match", "resume-while-played");
    let out = dir.join("series");
    let args = |flag: &str| bot_series(&out, 6, flag);
    let playing = cli()
        .args(args("--out"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start");
    let t0 = Instant::now();
    while !out.join("series.json").exists() && t0.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let o = cli().args(args("--resume")).output().expect("resume");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("another shogi-tui is playing a series in"),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!("(process {})", playing.id())),
        "{stderr}"
    );
    assert!(o.stdout.is_empty());
    let o = crate::common::cli_in_locale("ja_JP.UTF-8")
        .args(args("--resume"))
        .output()
        .expect("resume");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("別の shogi-tui が連続対局を指しています"),
        "{stderr}"
    );
    let done = playing.wait_with_output().expect("wait");
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    assert_eq!(games(&out).len(), 6);
    records_agree(&out);
}

fn hostile(mode: &str) -> String {
    format!(
        "usi:sh '{}/tests/hostile_usi_engine.sh' {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The longest line `match` may write about a game: the engine's words
/// are quoted to 200 characters (ECHO_CHARS) before escaping, and the
/// rest of the line is the series' own words.
const LONGEST_LINE: usize = 1000;

fn holds_controls(text: &str) -> bool {
    text.chars()
        .any(|c| (c.is_control() && c != '\n') || matches!(c, '\u{202a}'..='\u{202e}'))
}

#[test]
fn an_engine_s_escape_sequences_reach_stderr_escaped_and_cut() {
    let dir = scratch_dir("match", "hostile");
    for mode in ["crash", "malformed"] {
        let out = dir.join(mode);
        let (code, stdout, stderr) =
            two_games_against_bot_1(&format!("evil={}", hostile(mode)), &out);
        let shown = format!("{:?}", stderr.chars().take(2000).collect::<String>());
        assert_eq!(code, 0, "{mode}: {shown}");
        assert!(stdout.contains("bot v evil: 2-0-0"), "{mode}: {stdout:?}");
        // What the engine said is there, as text.
        assert!(stderr.contains("\\e]52;c;"), "{mode}: {shown}");
        assert!(!holds_controls(&stderr), "{mode}: {shown}");
        for line in stderr.lines() {
            let n = line.chars().count();
            assert!(n <= LONGEST_LINE, "{mode}: a line of {n} characters");
        }
        // series.json keeps the same words.
        for g in games(&out) {
            let fault = text(&g["fault"]);
            assert!(fault.contains("evil"), "{mode}: {fault:?}");
            assert!(!holds_controls(fault), "{mode}: {fault:?}");
            assert!(fault.chars().count() <= LONGEST_LINE, "{mode}");
        }
    }
}

#[test]
fn an_option_with_a_control_character_is_refused_before_any_engine_starts() {
    let dir = scratch_dir("match", "option-control");
    for option in [
        "fake:USI_Hash=16\ngo infinite",
        "fake:USI_Hash\rquit=1",
        "fake:BookFile=\u{1b}]52;c;eA==\u{7}",
    ] {
        let out = dir.join("series");
        let (code, stdout, stderr) = run(&[
            "--engine",
            &format!("fake={}", fake("ok")),
            "--engine",
            "bot=bot:1",
            "--games",
            "2",
            "--depth",
            "1",
            "--silence",
            "5",
            "--option",
            option,
            "--out",
            out.to_str().unwrap_or_default(),
        ]);
        assert_eq!(code, 2, "{option:?}: {stderr:?}");
        assert!(
            stderr.contains("control character"),
            "{option:?}: {stderr:?}"
        );
        assert!(
            stderr.contains("--option for fake"),
            "{option:?}: {stderr:?}"
        );
        assert!(!holds_controls(&stderr), "{option:?}: {stderr:?}");
        assert!(stdout.is_empty(), "{option:?}: {stdout}");
        assert!(!out.exists(), "{option:?}: nothing begun");
    }
    let o = crate::common::cli_in_locale("ja_JP.UTF-8")
        .args([
            "match",
            "--engine",
            &format!("fake={}", fake("ok")),
            "--engine",
            "bot=bot:1",
            "--option",
            "fake:USI_Hash=16\ngo infinite",
        ])
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr:?}");
    assert!(stderr.contains("制御文字"), "{stderr:?}");
}

#[test]
fn a_half_second_byoyomi_is_written_as_half_a_second_in_the_records() {
    let dir = scratch_dir("match", "half-second");
    let out = dir.join("series");
    let (code, _, stderr) = run(&[
        "--engine",
        "a=bot:1",
        "--engine",
        "b=bot:2",
        "--games",
        "2",
        "--byoyomi",
        "500ms",
        "--max-plies",
        "12",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    for g in games(&out) {
        let record = out.join(text(&g["record"]));
        // A .kif is Shift_JIS.
        let bytes = std::fs::read(&record).unwrap_or_default();
        let kif = shogi_tui::kifu::encoding::decode(
            &bytes,
            shogi_tui::kifu::encoding::TextEncoding::Detected,
        )
        .unwrap_or_default();
        assert!(kif.contains("持ち時間：0分+0.5秒"), "{kif}");
        // And read back as the clock it was.
        let loaded = open_record(&record).unwrap_or_else(|e| panic!("{e}"));
        let tc = loaded.record.info.time_control.expect("a time control");
        assert_eq!(tc.black.byoyomi, std::time::Duration::from_millis(500));
        // In CSA, V3.0's seconds with a fraction (V2.2's $TIME_LIMIT has
        // none, so it is not written).
        let csa = record.with_extension("csa");
        let out = crate::common::cli()
            .arg("convert")
            .args([&record, &csa])
            .output()
            .expect("convert runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&csa).unwrap_or_default();
        assert!(text.contains("$TIME:0+0.5+0"), "{text}");
        assert!(!text.contains("$TIME_LIMIT"), "{text}");
    }
}
