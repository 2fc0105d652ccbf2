//! The main menu as a player meets it on coming back (issue 75): Esc on
//! the menu does not quit, leaving a form puts the focus back on the row
//! that opened it, and a hot-seat game played in Japanese is saved and
//! offered with Japanese names, never the English colour words.

use crate::tmux_support::*;
use shogi_tui::kifu::formats::kif_write;
use shogi_tui::kifu::{SaveDir, read_save};
use std::path::PathBuf;
use std::thread::sleep;
use std::time::Duration;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-e2e-menu-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// A hot-seat game of one move left unfinished in `dir`.
fn unfinished_game(dir: &str) {
    let t = Tmux::start(&["play", "--save-dir", dir]);
    t.wait_text("☗ Black to move");
    t.prompt_move("7g7f");
    t.wait_text("☖ White to move");
    t.leave_game_and_exit();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn esc_on_the_menu_stays() {
    require_tmux!();
    let dir = scratch("esc");
    let d = dir.to_str().expect("a UTF-8 temp folder");
    unfinished_game(d);
    let t = Tmux::start(&["--save-dir", d]);
    t.wait_text("▸ Continue");
    t.keys(&["Escape"]);
    sleep(Duration::from_millis(300));
    assert_eq!(t.format("#{pane_dead}"), "0", "Esc quit the program");
    t.wait_text("Nothing to close here: q quits");
    t.wait_text("▸ Continue");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_form_left_gives_back_the_row_that_opened_it() {
    require_tmux!();
    let dir = scratch("row");
    let d = dir.to_str().expect("a UTF-8 temp folder");
    unfinished_game(d);
    let t = Tmux::start(&["--save-dir", d]);
    t.wait_text("▸ Continue");
    // From Continue, up past Quit, Help and About to the engine-match form.
    t.keys(&["Up", "Up", "Up", "Up"]);
    t.wait_text("▸ Engine match (series)");
    t.keys(&["Enter"]);
    t.wait_text("Esc back");
    t.keys(&["Escape"]);
    let screen = t.wait_text("▸ Engine match (series)");
    assert!(!screen.contains("▸ Continue"), "{screen}");
    // So Enter opens the form again, and does not resume the old game.
    t.keys(&["Enter"]);
    let screen = t.wait_text("Esc back");
    assert!(!screen.contains("Black to move"), "{screen}");
    t.keys(&["Escape"]);
    t.wait_text("▸ Engine match (series)");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_japanese_hot_seat_game_is_saved_and_offered_without_english_names() {
    require_tmux!();
    let dir = scratch("ja-names");
    let d = dir.to_str().expect("a UTF-8 temp folder");
    let t = Tmux::start_in_locale("ja_JP.UTF-8", (120, 40), &["--save-dir", d]);
    // The menu's first row starts a game of two people by default.
    t.wait_text("▸ 新しい対局を始める");
    t.keys(&["Enter"]);
    t.wait_text("☗ 先手の手番");
    t.prompt_move("7g7f");
    t.wait_text("☖ 後手の手番");
    t.keys(&["q"]);
    t.wait_text("対局をやめますか");
    t.keys(&["y"]);
    let screen = t.wait_text("▸ 続きから");
    let row = screen
        .lines()
        .find(|l| l.contains("続きから"))
        .expect("the Continue row");
    assert!(row.contains("先手 対 後手"), "{row}");
    assert!(!row.contains("Black") && !row.contains("White"), "{row}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    let found = SaveDir::open(&dir)
        .expect("the save folder")
        .resumable()
        .expect("its saves");
    let save = found.latest.expect("the game is kept");
    let record = read_save(&save.path).expect("the save reads back");
    let kif = kif_write::write(&record);
    assert!(
        kif.contains("先手：先手") && kif.contains("後手：後手"),
        "{kif}"
    );
    let file = std::fs::read_to_string(&save.path).expect("the save's text");
    for english in ["Black", "White"] {
        assert!(!kif.contains(english), "{kif}");
        assert!(!file.contains(english), "{file}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
