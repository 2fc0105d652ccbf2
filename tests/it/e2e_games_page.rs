//! The Games page and finished games going into the database, with the
//! real binary in a real terminal (tmux): records imported with
//! `shogi-tui db import`, the page opened from the menu, a game opened
//! from it in review; a hot-seat game resigned lands in the database.

use crate::common::BIN;
use crate::tmux_support::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-e2e-games-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn csa(black: &str, white: &str, date: &str, moves: &[&str]) -> String {
    let mut text = format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text.push_str("%TORYO\n");
    text
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The games `db` holds, as `shogi-tui db search --json` counts them.
fn count(db: &Path) -> String {
    let out = Command::new(BIN)
        .args(["db", "search", "--json", "--db", s(db)])
        .env("LANG", "C")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Up from the first row, wrapping, until `label` is the row picked.
fn pick_row(t: &Tmux, label: &str) {
    t.wait_text(label);
    for _ in 0..60 {
        let picked = t
            .capture()
            .lines()
            .any(|l| l.contains(label) && l.contains('▸'));
        if picked {
            return;
        }
        t.keys(&["Up"]);
        std::thread::sleep(std::time::Duration::from_millis(80));
    }
    panic!("no {label} row picked:\n{}", t.capture());
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn games_imported_are_listed_filtered_and_one_opens_in_review() {
    require_tmux!();
    let dir = scratch("list");
    let records = dir.join("records");
    std::fs::create_dir_all(&records).unwrap();
    std::fs::write(
        records.join("a.csa"),
        csa(
            "Hana",
            "Sora",
            "2024/03/05",
            &["+7776FU", "-3334FU", "+2726FU"],
        ),
    )
    .unwrap();
    std::fs::write(
        records.join("b.csa"),
        csa("Kai", "Mio", "2023/01/02", &["+2726FU", "-8384FU"]),
    )
    .unwrap();
    let db = dir.join("games.sqlite");
    let out = Command::new(BIN)
        .args(["db", "import", s(&records), "--db", s(&db)])
        .env("LANG", "C")
        .env("XDG_DATA_HOME", dir.join("data"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");

    let t = Tmux::start(&["--db", s(&db)]);
    pick_row(&t, "Games (database)");
    t.keys(&["Enter"]);
    let screen = t.wait_text("Games · 2 games");
    // Newest first: Hana's game of 2024 above Kai's of 2023.
    let hana = screen.find("Hana").unwrap();
    let kai = screen.find("Kai").unwrap();
    assert!(hana < kai, "{screen}");
    // Part of a name, either case: "MI" finds Mio's game only.
    t.keys(&["p"]);
    t.type_text("MI");
    t.keys(&["Enter"]);
    let screen = t.wait_text("Games · 1 game");
    assert!(
        screen.contains("Mio") && !screen.contains("Hana"),
        "{screen}"
    );
    t.keys(&["c"]);
    t.wait_text("Games · 2 games");
    // Hana's game (the first row) in review: its players and moves.
    t.keys(&["Enter"]);
    let screen = t.wait_text("Hana");
    assert!(screen.contains("Sora"), "{screen}");
    t.keys(&["End"]);
    let screen = t.wait_for("the last move", |s| {
        s.contains("２六歩") || s.contains("2f")
    });
    assert!(
        screen.contains("７六歩") || screen.contains("7f"),
        "{screen}"
    );
    // Back to the list, then the menu, then out.
    t.keys(&["q"]);
    t.wait_text("Games · 2 games");
    t.keys(&["q"]);
    t.wait_text("Games (database)");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_resigned_hot_seat_game_goes_into_the_database() {
    require_tmux!();
    let dir = scratch("finished");
    let db = dir.join("games.sqlite");
    let saves = dir.join("saves");
    let t = Tmux::start(&["play", "--save-dir", s(&saves), "--db", s(&db)]);
    t.wait_text("☗ Black to move");
    t.prompt_move("7g7f");
    t.wait_text(" 1 ▲");
    t.prompt_move("3c3d");
    t.wait_text(" 2 △");
    t.keys(&["R"]);
    t.wait_text("Resign?");
    t.keys(&["y"]);
    t.wait_text("White wins by resignation");
    // The import runs on its own thread: wait for it, not for a screen.
    let until = std::time::Instant::now() + WAIT;
    while !count(&db).contains("\"count\":1") && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let found = count(&db);
    assert!(found.contains("\"count\":1"), "{found}");
    assert!(found.contains("\"result\":\"white\""), "{found}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
