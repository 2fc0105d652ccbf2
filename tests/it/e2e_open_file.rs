//! The load screen's records (issue 75, item 4), in the real program:
//! every record file of the save folder and the engine matches' games
//! listed with their format, and `o`, a path prompt with Tab completion,
//! opening a record from anywhere in review; a pipe, a folder or a name
//! no reader knows refused with the prompt still answering.

use crate::tmux_support::Tmux;
use shogi_tui::game::Game;
use shogi_tui::kifu::{GameInfo, Record, record_of, write_record};
use shogi_tui::shogi::Move;
use std::fs;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("e2e-open-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A game of `moves`, unfinished.
fn record(moves: &[&str]) -> Record {
    let mut game = Game::even();
    for usi in moves {
        game.play(Move::from_usi(usi).unwrap()).unwrap();
    }
    record_of(&game, &GameInfo::default())
}

/// The program's save folder in `t` (the session's, see `Tmux`).
fn save_folder(t: &Tmux) -> PathBuf {
    let dir = std::env::temp_dir().join(&t.socket);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// From the menu to the load screen: up from the first row, wrapping,
/// until "Load / review a game" is the row picked.
fn open_load(t: &Tmux) {
    t.wait_text("Load / review a game");
    for _ in 0..40 {
        let screen = t.capture();
        let picked = screen
            .lines()
            .any(|l| l.contains("Load / review a game") && l.contains('▸'));
        if picked {
            t.keys(&["Enter"]);
            t.wait_text("Saved games");
            return;
        }
        t.keys(&["Up"]);
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    panic!("no Load row picked:\n{}", t.capture());
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_load_list_shows_every_record_format_and_the_match_games() {
    require_tmux!();
    let t = Tmux::start(&[]);
    let saves = save_folder(&t);
    write_record(&saves.join("review.kifu"), &record(&["7g7f", "3c3d"])).unwrap();
    write_record(&saves.join("server.csa"), &record(&["2g2f"])).unwrap();
    fs::write(
        saves.join("diagram.bod"),
        shogi_tui::kifu::bod::write(&shogi_tui::shogi::Position::startpos(), false),
    )
    .unwrap();
    let series = saves.join("matches/2026-11-28_1800");
    fs::create_dir_all(&series).unwrap();
    write_record(
        &series.join("game-0001.kif"),
        &record(&["5g5f", "5c5d", "5f5e"]),
    )
    .unwrap();
    open_load(&t);
    let screen = t.wait_text("game-0001.kif");
    for row in ["review.kifu KIFU", "server.csa CSA", "diagram.bod BOD"] {
        assert!(screen.contains(row), "{row}:\n{screen}");
    }
    assert!(
        screen.contains("matches/2026-11-28_1800/game-0001.kif KIF"),
        "{screen}"
    );
    // A record is not the screen's to delete.
    t.keys(&["d"]);
    t.wait_text("is a record file, not a save");
    // Each opens in review: the diagram at its position, no moves.
    for _ in 0..4 {
        if t.capture().lines().any(|l| l.contains("▸ diagram.bod")) {
            break;
        }
        t.keys(&["Down"]);
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    t.keys(&["Enter"]);
    t.wait_text("Review diagram.bod");
    t.wait_text("move 0/0");
    t.keys(&["q"]);
    t.wait_text("Saved games");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn open_a_file_from_the_menu() {
    require_tmux!();
    let away = scratch("away");
    write_record(
        &away.join("far-game.kif"),
        &record(&["7g7f", "3c3d", "8h2b+"]),
    )
    .unwrap();
    write_record(&away.join("far-other.csa"), &record(&["2g2f"])).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(away.join("pipe.kif"))
        .status()
        .unwrap();
    assert!(made.success());
    fs::create_dir(away.join("folder.kif")).unwrap();
    fs::write(away.join("notes.txt"), "hello").unwrap();

    let t = Tmux::start(&[]);
    open_load(&t);
    t.keys(&["o"]);
    t.wait_text("Open a file:");
    t.wait_text("Tab:complete");
    // Tab completes what the names share, then lists what is left.
    t.type_text(&format!("{}/far-", s(&away)));
    t.keys(&["Tab"]);
    t.wait_text("far-game.kif  far-other.csa");
    t.type_text("g");
    t.keys(&["Tab"]);
    t.wait_text(&format!("{}/far-game.kif█", s(&away)));
    t.keys(&["Enter"]);
    t.wait_text("Review far-game.kif");
    t.wait_text("move 0/3");
    t.keys(&["End"]);
    t.wait_text("move 3/3");
    t.keys(&["q"]);
    t.wait_text("Saved games");

    // The prompt starts in the folder last opened from.
    t.keys(&["o"]);
    t.wait_text(&format!("Open a file: {}/█", s(&away)));
    // A pipe is refused at once, the prompt still answering.
    t.type_text("pipe.kif");
    t.keys(&["Enter"]);
    t.wait_text("not a regular file");
    t.keys(&["o"]);
    t.wait_text(&format!("Open a file: {}/█", s(&away)));
    t.type_text("folder.kif");
    t.keys(&["Enter"]);
    t.wait_text("is a folder");
    t.keys(&["o"]);
    t.type_text("notes.txt");
    t.keys(&["Enter"]);
    t.wait_text("unknown record type 'txt'");
    t.keys(&["Escape"]);
    t.wait_text("Enter:continue/review");
    t.keys(&["q"]);
    t.wait_text("Load / review a game");
    drop(t);
    fs::remove_dir_all(&away).unwrap();
}
