//! The book in a real terminal (tmux): a book file chosen on the menu's
//! "Book (review)" row is remembered, review's `B` pane lists its moves at
//! the shown position, and a digit plays one as a variation; with no
//! choice made, the pane shows the built-in book.

use crate::tmux_support::*;
use crate::tui_support::scratch_dir;
use std::fs;

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_book_chosen_on_the_menu_is_shown_in_review_and_its_move_played() {
    require_tmux!();
    let dir = scratch_dir("book-tmux");
    let book = dir.join("centre.db");
    // One move from the start, 5g5f, which the record below does not play.
    fs::write(
        &book,
        format!("#YANEURAOU-DB2016 1.00\nsfen {START}\n5g5f none 12 20 9 #results w6 l2 d1\n"),
    )
    .unwrap();
    let record = dir.join("study.kifu");
    fs::write(
        &record,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n",
    )
    .unwrap();
    // Both runs read and write the same settings folder.
    let cfg = dir.join("config");
    let run = |args: &str| {
        format!(
            "exec env SHOGI_TUI_CONFIG_DIR={} {BIN} {args}",
            cfg.display()
        )
    };

    let t = Tmux::start_command(&run(""));
    t.wait_text("Start a new game");
    // The book row is the seventh from the bottom (Quit, Help, About,
    // Engine match, Play on lishogi, Play online, the book): Up wraps to
    // Quit.
    t.keys(&["Up", "Up", "Up", "Up", "Up", "Up", "Up"]);
    t.wait_text("▸ Book (review)");
    t.keys(&["Right", "Right"]);
    t.wait_text("a file…");
    t.keys(&["Enter"]);
    t.wait_text("the book's path");
    t.type_text(book.to_str().unwrap());
    t.keys(&["Enter"]);
    t.wait_text("‹ centre.db ›");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);

    let t = Tmux::start_command(&run(&format!("review '{}'", record.display())));
    t.wait_text("Review study.kifu");
    t.keys(&["B"]);
    let screen = t.wait_text("Book · centre.db");
    let row = screen
        .lines()
        .find(|l| l.contains("▲５六歩"))
        .unwrap_or_else(|| panic!("the book's move is listed:\n{screen}"));
    assert!(row.contains("6W 2L 1D") && row.contains(" 9 "), "{row}");
    assert!(
        screen.contains("not in"),
        "the record's ▲７六歩 is not in it:\n{screen}"
    );
    // The digit plays the book's move: a new variation from move 1.
    t.keys(&["1"]);
    let screen = t.wait_text("new 変化 1 from move 1");
    assert!(screen.contains("last: ▲５六歩"), "{screen}");
    assert!(screen.contains("Not in the book"), "{screen}");
    // Leaving asks first: the variation is not written yet.
    t.keys(&["q"]);
    t.wait_text("y: leave");
    t.keys(&["y"]);
    t.wait_exit("the program to exit");
    drop(t);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn with_no_choice_made_review_shows_the_built_in_book() {
    require_tmux!();
    let dir = scratch_dir("book-tmux-builtin");
    let record = dir.join("study.kifu");
    fs::write(
        &record,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n",
    )
    .unwrap();
    let t = Tmux::start(&["review", record.to_str().unwrap()]);
    t.wait_text("Review study.kifu");
    t.keys(&["B"]);
    let screen = t.wait_text("Book · built-in");
    // The built-in book knows the start: its first move is numbered.
    assert!(
        screen.contains("│1 ▲") || screen.contains("│1▸▲"),
        "{screen}"
    );
    drop(t);
    fs::remove_dir_all(&dir).unwrap();
}
