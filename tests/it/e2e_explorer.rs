//! The game database's explorer in a real terminal (tmux): games written
//! by hand imported with `shogi-tui db import`, then review's Games tab
//! (`d`) shows the counts at the start and after a move, Enter plays the
//! chosen move as a variation, `L` lists the games through the position
//! and Enter opens one in review at the ply where it got there; the
//! editor's overlay shows the same counts.

use crate::tmux_support::*;
use crate::tui_support::scratch_dir;
use std::fs;
use std::path::Path;

fn csa(black: &str, white: &str, date: &str, moves: &[&str]) -> String {
    let mut text = format!("V2.2\nN+{black}\nN-{white}\n$START_TIME:{date}\nPI\n+\n");
    for m in moves {
        text.push_str(m);
        text.push('\n');
    }
    text.push_str("%TORYO\n");
    text
}

/// Three games, their counts worked out by hand:
/// 1. Hana-Sora: 7g7f 3c3d 2g2f, White resigns: Black wins.
/// 2. Sora-Kai: 7g7f 8c8d 2g2f, White resigns: Black wins.
/// 3. Kai-Hana: 2g2f 8c8d, Black resigns: White wins.
///
/// At the start: 3 games; 7g7f 2 (both Black's wins: 100% for Black,
/// last on 2024-02-01), 2g2f 1 (White won: 0%). After 7g7f: 2 games;
/// 3c3d 1, 8c8d 1. After 7g7f 8c8d: game 2 alone, which went on 2g2f.
fn imported(dir: &Path) -> std::path::PathBuf {
    let records = dir.join("records");
    fs::create_dir_all(&records).unwrap();
    let games = [
        (
            "Hana",
            "Sora",
            "2024/01/10",
            &["+7776FU", "-3334FU", "+2726FU"][..],
        ),
        (
            "Sora",
            "Kai",
            "2024/02/01",
            &["+7776FU", "-8384FU", "+2726FU"][..],
        ),
        ("Kai", "Hana", "2024/03/05", &["+2726FU", "-8384FU"][..]),
    ];
    for (i, (b, w, date, moves)) in games.into_iter().enumerate() {
        fs::write(records.join(format!("{i}.csa")), csa(b, w, date, moves)).unwrap();
    }
    let data = dir.join("data");
    // The data folder as a player's is: made by the program's first run
    // (its saves), before any import.
    fs::create_dir_all(data.join("shogi-tui")).unwrap();
    let out = std::process::Command::new(BIN)
        .env("XDG_DATA_HOME", &data)
        .env("LANG", "en_US.UTF-8")
        .env("LC_ALL", "")
        .args(["db", "import"])
        .arg(&records)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let said =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("3 imported"), "{said}");
    data
}

fn row<'a>(screen: &'a str, mv: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(mv) && l.contains('%'))
        .unwrap_or_else(|| panic!("{mv} is listed:\n{screen}"))
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn e2e_explorer_counts_play_and_open_a_game_in_review() {
    require_tmux!();
    let dir = scratch_dir("explorer-tmux");
    let data = imported(&dir);
    let record = dir.join("study.kifu");
    fs::write(
        &record,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n",
    )
    .unwrap();
    let t = Tmux::start_command_in(
        &format!(
            "exec env XDG_DATA_HOME={} {BIN} review '{}'",
            data.display(),
            record.display()
        ),
        &["LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES="],
        (120, 40),
    );
    t.wait_text("Review study.kifu");

    // (a) The counts at the start, then after the record's first move.
    t.keys(&["d"]);
    let screen = t.wait_text("3 games reached this position");
    assert!(screen.contains("[Games]"), "the tab in front:\n{screen}");
    let first = row(&screen, "▲７六歩");
    assert!(
        first.contains(" 2 ") && first.contains("100%") && first.contains("2/0/0"),
        "{first}"
    );
    assert!(
        first.contains('▸'),
        "the cursor on the most played:\n{screen}"
    );
    // The pane has no room for the date's column: the chosen move's
    // last date is said above the columns.
    assert!(screen.contains("last 2024-02-01"), "{screen}");
    let second = row(&screen, "▲２六歩");
    assert!(
        second.contains(" 1 ") && second.contains(" 0%") && second.contains("0/1/0"),
        "{second}"
    );
    t.keys(&["Right"]);
    let screen = t.wait_text("2 games reached this position");
    assert!(row(&screen, "△３四歩").contains(" 1 "), "{screen}");
    assert!(row(&screen, "△８四歩").contains(" 1 "), "{screen}");

    // (b) ↓ to the second move, Enter: played as a new variation.
    t.keys(&["Down", "Enter"]);
    let screen = t.wait_text("last: △８四歩");
    assert!(screen.contains("変化 1"), "a variation:\n{screen}");
    // The explorer follows: game 2 went on with 2g2f there.
    let screen = t.wait_text("1 game reached this position");
    assert!(row(&screen, "▲２六歩").contains(" 1 "), "{screen}");

    // (c) The games through the position: game 2, opened at move 2.
    t.keys(&["L"]);
    let screen = t.wait_text("Games through this position: 1");
    let listed = screen
        .lines()
        .find(|l| l.contains("Sora") && l.contains("Kai"))
        .unwrap_or_else(|| panic!("game 2 listed:\n{screen}"));
    assert!(
        listed.contains("2024-02-01") && listed.contains("here at move 2"),
        "{listed}"
    );
    t.keys(&["Enter"]);
    let screen = t.wait_text("of the database");
    assert!(
        screen.contains("Sora") && screen.contains("Kai"),
        "its players:\n{screen}"
    );
    assert!(screen.contains("last: △８四歩"), "at move 2:\n{screen}");
    assert!(
        !screen.contains("Hana"),
        "not another game's players:\n{screen}"
    );
    t.keys(&["q"]);
    t.wait_text("Review study.kifu");
    t.keys(&["q", "y"]);
    t.wait_exit("the program to exit");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn e2e_explorer_at_80_by_24_and_in_the_editor() {
    require_tmux!();
    let dir = scratch_dir("explorer-tmux-small");
    let data = imported(&dir);
    let record = dir.join("study.kifu");
    fs::write(
        &record,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n",
    )
    .unwrap();
    let t = Tmux::start_command_in(
        &format!(
            "exec env XDG_DATA_HOME={} {BIN} review '{}'",
            data.display(),
            record.display()
        ),
        &["LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES="],
        (80, 24),
    );
    t.wait_text("Review study.kifu");
    // The narrow pane keeps the move, its games and its score.
    t.keys(&["d"]);
    let screen = t.wait_text("3 games");
    // Every move listed is Black's: the narrow pane leaves out the ▲.
    let first = row(&screen, "７六歩");
    assert!(first.contains(" 2 ") && first.contains("100%"), "{first}");
    assert!(!first.contains('▲'), "{first}");
    assert!(row(&screen, "２六歩").contains(" 0%"), "{screen}");
    // The editor on the position shown (`E`), its explorer over it (`d`).
    t.keys(&["E"]);
    t.wait_text("SFEN lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    t.keys(&["d"]);
    let screen = t.wait_text("3 games reached this position");
    let first = row(&screen, "▲７六歩");
    assert!(
        first.contains(" 2 ") && first.contains("100%") && first.contains("2/0/0"),
        "{first}"
    );
    // Esc closes it; the editor is there again.
    t.keys(&["Escape"]);
    t.wait_for("the explorer closed", |s| {
        !s.contains("reached this position") && s.contains("SFEN")
    });
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn e2e_explorer_without_a_database_says_how_to_make_one() {
    require_tmux!();
    let dir = scratch_dir("explorer-tmux-none");
    let record = dir.join("study.kifu");
    fs::write(
        &record,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n",
    )
    .unwrap();
    let t = Tmux::start_command_in(
        &format!(
            "exec env XDG_DATA_HOME={} {BIN} review '{}'",
            dir.join("empty").display(),
            record.display()
        ),
        &["LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES="],
        (120, 40),
    );
    t.wait_text("Review study.kifu");
    t.keys(&["d"]);
    let screen = t.wait_text("No games yet.");
    assert!(
        screen.contains("shogi-tui db import FOLDER"),
        "how to make one:\n{screen}"
    );
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert!(
        !dir.join("empty")
            .join("shogi-tui")
            .join("games.sqlite")
            .exists(),
        "looking makes no file"
    );
}
