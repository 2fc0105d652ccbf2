//! `shogi-tui db`: import, search and explore as a player runs them, the
//! JSON shapes, the words of the file's faults, hostile names and inputs.

use crate::common::{cli, cli_in_locale, scratch_dir};
use std::path::{Path, PathBuf};

/// A CSA record written by hand.
fn csa(black: &str, white: &str, date: &str, moves: &[&str], end: &str) -> String {
    let mut text = format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\n$EVENT:Club\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text + end + "\n"
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// Runs `shogi-tui db ARGS --db DB`: status, stdout, stderr.
fn db(db: &Path, args: &[&str]) -> (i32, String, String) {
    let out = cli()
        .arg("db")
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Three games: 7g7f 3c3d 2g2f (White resigns: Black wins), 7g7f 8c8d
/// (Black resigns: White wins), and 2g2f 3c3d 7g7f (Black wins), which
/// reaches the first's final position by another move order.
fn three_games(dir: &Path) -> PathBuf {
    let folder = dir.join("records");
    write(
        &folder.join("a.csa"),
        &csa(
            "Hana",
            "Sora",
            "2020/01/01",
            &["+7776FU", "-3334FU", "+2726FU"],
            "%TORYO",
        ),
    );
    write(
        &folder.join("sub/b.csa"),
        &csa(
            "Sora",
            "Hana",
            "2021/06/01",
            &["+7776FU", "-8384FU"],
            "%TORYO",
        ),
    );
    write(
        &folder.join("c.csa"),
        &csa(
            "Kai",
            "Hana",
            "2022/01/01",
            &["+2726FU", "-3334FU", "+7776FU"],
            "%TORYO",
        ),
    );
    folder
}

#[test]
fn import_then_search_and_explore_give_the_issue_s_json() {
    let dir = scratch_dir("db-cli", "json");
    let file = dir.join("games.sqlite");
    let folder = three_games(&dir);
    let (status, out, err) = db(&file, &["import", folder.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("3 imported, 0 already there, 0 refused (3 files read)"),
        "{out}"
    );
    let (status, again, _) = db(&file, &["import", folder.to_str().unwrap()]);
    assert_eq!(status, 0);
    assert!(again.contains("0 imported, 3 already there"), "{again}");

    let (_, out, err) = db(
        &file,
        &["search", "--player", "Hana", "--limit", "2", "--json"],
    );
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out} {err}"));
    assert_eq!(v["count"], 3);
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    let keys: Vec<&str> = games[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "black", "date", "event", "id", "plies", "result", "source", "white"
        ]
    );
    assert_eq!(games[0]["black"], "Hana");
    assert_eq!(games[0]["date"], "2020-01-01");
    assert_eq!(games[0]["event"], "Club");
    assert_eq!(games[0]["plies"], 3);
    // Black played the third move, White resigned.
    assert_eq!(games[0]["result"], "black");

    let transposed = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL w - 4";
    let (_, out, _) = db(&file, &["search", "--sfen", transposed, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["count"], 2);
    let plies: Vec<_> = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["black"].clone(), g["ply"].clone()))
        .collect();
    assert_eq!(plies, [("Hana".into(), 3.into()), ("Kai".into(), 3.into())]);

    let (_, out, _) = db(&file, &["explore", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v,
        serde_json::json!({"games": 3, "moves": [
            {"usi": "7g7f", "games": 2, "black_wins": 1, "white_wins": 1, "draws": 0,
             "last_date": "2021-06-01", "average_rating": null},
            {"usi": "2g2f", "games": 1, "black_wins": 1, "white_wins": 0, "draws": 0,
             "last_date": "2022-01-01", "average_rating": null},
        ]})
    );
    let (_, out, _) = db(&file, &["explore", "--player", "Kai", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 1);
    let (_, text, _) = db(&file, &["explore"]);
    assert!(text.contains("3 games reached this position"), "{text}");
    assert!(
        text.contains("7g7f\t2\t1\t1\t0\t50%\t-\t2021-06-01"),
        "{text}"
    );
}

#[test]
fn the_file_s_faults_are_told_in_english_and_japanese() {
    let dir = scratch_dir("db-cli", "faults");
    let not_db = dir.join("notes.sqlite");
    write(&not_db, "hello");
    let (status, _, err) = db(&not_db, &["search"]);
    assert_eq!(status, 2);
    assert!(err.contains("not a game database"), "{err}");
    let out = cli_in_locale("ja_JP.UTF-8")
        .args(["db", "explore", "--db"])
        .arg(&not_db)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("棋譜データベースではありません"), "{err}");
    let (status, _, err) = db(&dir.join("none.sqlite"), &["search"]);
    assert_eq!(status, 2);
    assert!(err.contains("no game database here yet"), "{err}");
    let (status, _, err) = db(Path::new("/dev/zero"), &["import", "x.csa"]);
    assert_eq!(status, 2);
    assert!(err.contains("not a regular file"), "{err}");
    let (status, _, err) = db(&dir.join("x.sqlite"), &["search", "--from", "last week"]);
    assert_eq!(status, 2);
    assert!(err.contains("is not a date"), "{err}");
    let (status, _, err) = db(&dir.join("x.sqlite"), &["explore", "--sfen", "nonsense"]);
    assert_eq!(status, 2, "{err}");
}

#[cfg(unix)]
#[test]
fn dev_zero_pipes_and_links_to_devices_are_refused_and_the_rest_imported() {
    let dir = scratch_dir("db-cli", "devices");
    let folder = three_games(&dir);
    let fifo = folder.join("pipe.kif");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    std::os::unix::fs::symlink("/dev/zero", folder.join("zero.csa")).unwrap();
    let started = std::time::Instant::now();
    let (status, out, err) = db(
        &dir.join("g.sqlite"),
        &["import", folder.to_str().unwrap(), "/dev/zero"],
    );
    assert!(started.elapsed().as_secs() < 10);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("3 imported, 0 already there, 3 refused"),
        "{out}"
    );
    assert_eq!(err.matches("not a regular file").count(), 2, "{err}");
}

#[test]
fn names_with_controls_and_direction_marks_are_escaped_on_screen_and_kept_in_json() {
    let dir = scratch_dir("db-cli", "names");
    let folder = dir.join("in");
    write(
        &folder.join("a.csa"),
        &csa("Mallory", "B", "2020/01/01", &["+7776FU"], "%TORYO")
            .replace("$EVENT:Club", "$EVENT:Cup\u{202E}evil"),
    );
    let file = dir.join("g.sqlite");
    assert_eq!(db(&file, &["import", folder.to_str().unwrap()]).0, 0);
    let (_, text, _) = db(&file, &["search"]);
    assert!(!text.contains('\u{202E}'), "{text:?}");
    assert!(text.contains("Cup\\u{202e}evil"), "{text:?}");
    let (_, json, _) = db(&file, &["search", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["games"][0]["event"], "Cup\u{202E}evil");
}

/// Tiny distinct games: the first plies differ by the number's digits.
fn many_games(folder: &Path, n: usize) {
    let pawns = ["+7776FU", "+2726FU", "+5756FU", "+1716FU", "+9796FU"];
    let replies = ["-3334FU", "-8384FU", "-5354FU", "-1314FU", "-9394FU"];
    for i in 0..n {
        let moves = [pawns[i % 5], replies[(i / 5) % 5]];
        let text = csa(&format!("P{i}"), "W", "2020/01/01", &moves, "%TORYO");
        write(&folder.join(format!("{:03}/{i}.csa", i / 1000)), &text);
    }
}

fn count(file: &Path) -> u64 {
    let (_, out, err) = db(file, &["search", "--json", "--limit", "0"]);
    let v: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out} {err}"));
    v["count"].as_u64().unwrap()
}

#[test]
fn an_import_killed_mid_way_keeps_whole_games_and_the_next_one_adds_the_rest_once() {
    let dir = scratch_dir("db-cli", "killed");
    let folder = dir.join("in");
    many_games(&folder, 12_000);
    let file = dir.join("g.sqlite");
    let mut child = cli()
        .args(["db", "import"])
        .arg(&folder)
        .arg("--db")
        .arg(&file)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Killed once the first batch is committed, while it is still going.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        assert!(std::time::Instant::now() < deadline, "no batch committed");
        if file.exists()
            && shogi_db::Database::open(&file, shogi_db::Access::Read).is_ok_and(|d| {
                d.search(&shogi_db::Search::default())
                    .is_ok_and(|f| f.count > 0)
            })
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let _ = child.wait();
    let kept = count(&file);
    assert!(kept > 0);
    if running {
        assert!(kept < 12_000, "killed after the end: {kept}");
    }
    // Whole games only: each kept game has its start position indexed.
    let (_, out, _) = db(&file, &["explore", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"].as_u64(), Some(kept));
    let (status, out, err) = db(&file, &["import", folder.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains(&format!("{} imported, {kept} already there", 12_000 - kept)),
        "{out}"
    );
    assert_eq!(count(&file), 12_000);
}

#[test]
fn two_imports_into_one_file_at_once_both_finish_and_lose_nothing() {
    let dir = scratch_dir("db-cli", "two");
    let (a, b) = (dir.join("a"), dir.join("b"));
    many_games(&a, 3000);
    // The same games under other names: other games.
    for entry in std::fs::read_dir(a.join("000")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path)
            .unwrap()
            .replace("N-W", "N-V");
        write(&b.join(path.file_name().unwrap()), &text);
    }
    let file = dir.join("g.sqlite");
    let spawn = |folder: &Path| {
        cli()
            .args(["db", "import"])
            .arg(folder)
            .arg("--db")
            .arg(&file)
            .output()
    };
    let (one, two) = std::thread::scope(|s| {
        let one = s.spawn(|| spawn(&a));
        let two = s.spawn(|| spawn(&b));
        (one.join().unwrap().unwrap(), two.join().unwrap().unwrap())
    });
    assert!(
        one.status.success(),
        "{}",
        String::from_utf8_lossy(&one.stderr)
    );
    assert!(
        two.status.success(),
        "{}",
        String::from_utf8_lossy(&two.stderr)
    );
    assert_eq!(count(&file), 4000);
}

#[test]
#[ignore = "makes 100,000 files: run with --ignored"]
fn a_folder_of_a_hundred_thousand_files_is_imported() {
    let dir = scratch_dir("db-cli", "hundred-thousand");
    let folder = dir.join("in");
    let pawns = ["+7776FU", "+2726FU", "+5756FU", "+1716FU", "+9796FU"];
    for i in 0..100_000usize {
        let text = csa(
            &format!("P{i}"),
            "W",
            "2020/01/01",
            &[pawns[i % 5]],
            "%TORYO",
        );
        write(&folder.join(format!("{:03}/{i}.csa", i / 1000)), &text);
    }
    let file = dir.join("g.sqlite");
    let (status, out, err) = db(&file, &["import", folder.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("100000 imported, 0 already there, 0 refused (100000 files read)"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_refused_game_is_told_with_its_file_whatever_the_reason() {
    let dir = scratch_dir("db-cli", "refused-names-file");
    let folder = three_games(&dir);
    // A second unpromoted pawn on file 5 (二歩) at move 5, and a record
    // with no moves at all: neither reason names a file by itself.
    write(
        &folder.join("nifu.csa"),
        &csa(
            "A",
            "B",
            "2023/01/01",
            &["+5756FU", "-3334FU", "+5655FU", "-8384FU", "+0057FU"],
            "%TORYO",
        ),
    );
    write(&folder.join("empty.csa"), "V2.2\nPI\n+\n");
    let (status, out, err) = db(&dir.join("g.sqlite"), &["import", folder.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("3 imported, 0 already there, 2 refused"),
        "{out}"
    );
    let line = |name: &str| err.lines().find(|l| l.contains(name)).map(str::to_owned);
    let nifu = line("nifu.csa").unwrap_or_else(|| panic!("{err}"));
    assert!(nifu.contains("move 5") && nifu.contains("nifu"), "{nifu}");
    let empty = line("empty.csa").unwrap_or_else(|| panic!("{err}"));
    assert!(empty.contains("no moves"), "{empty}");
}
