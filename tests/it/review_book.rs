//! Review's book pane (`B`) on a small hand-written YaneuraOu book: what
//! it lists and marks, a digit playing a book move as a variation, a
//! position the book lacks, no book, a file that is no book, research's
//! "Book:" row; its pictures in English and Japanese at 80×24 and 120×40.

use crate::snapshot_support::{review_page, snapshot_text};
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::settings::BookChoice;
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::App;
use shogi_tui::tui::widgets::status::Message;
use std::path::{Path, PathBuf};

/// The start and the position after 7g7f, as a book file names them.
const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const AFTER_7G7F: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";

/// The book: from the start 7g7f (12 games, 5 won, 4 lost, 3 drawn,
/// valued +35) and 2g2f (8, no results, a comment); after 7g7f, 3c3d (7)
/// then 8c8d (5), which `usi/opening_26.usi` plays.
fn book_text() -> String {
    format!(
        "#YANEURAOU-DB2016 1.00\n\
         sfen {START}\n\
         7g7f 8c8d 35 20 12 #results w5 l4 d3\n\
         2g2f none none none 8 #居飛車\n\
         sfen {AFTER_7G7F}\n\
         3c3d none -10 20 7\n\
         8c8d none none none 5\n"
    )
}

fn write_book(dir: &Path) -> PathBuf {
    let path = dir.join("small.db");
    std::fs::write(&path, book_text()).unwrap();
    path
}

/// Review of `usi/opening_26.usi` with the small book chosen, its pane
/// open.
fn review_with_book(dir: &Path) -> App {
    let mut a = review_app(&data("usi/opening_26.usi"), dir);
    review_page(&mut a).set_book(&BookChoice::File(write_book(dir)));
    key(&mut a, KeyCode::Char('B'));
    a
}

fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap()
}

/// The row of the screen holding `needle`.
fn row_with<'s>(screen: &'s [String], needle: &str) -> &'s str {
    screen
        .iter()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no row with {needle:?}:\n{}", screen.join("\n")))
}

#[test]
fn the_pane_lists_the_books_moves_with_counts_shares_and_results() {
    let dir = scratch_dir("book-pane-lists");
    let a = review_with_book(&dir);
    let s = screen(&a, 120, 40);
    // 12 of 20 games: 60%; 8: 40%.
    let first = row_with(&s, "1▸▲７六歩");
    assert!(first.contains("12") && first.contains("60%"), "{first}");
    assert!(first.contains("5W 4L 3D"), "{first}");
    // The value goes on under the move, where the row has no room.
    assert!(s.iter().any(|l| l.contains("│   value +35")));
    let second = row_with(&s, "2 ▲２六歩");
    assert!(
        second.contains("40%") && second.contains("居飛車"),
        "{second}"
    );
    assert!(!second.contains('W'), "no results written: {second}");
    assert!(s.iter().any(|l| l.contains("▸ in the record")));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_pane_follows_the_cursor_and_marks_the_records_move() {
    let dir = scratch_dir("book-pane-follows");
    let mut a = review_with_book(&dir);
    keys(&mut a, "l");
    let s = screen(&a, 120, 40);
    // After 7g7f the record plays 8c8d, the book's second move.
    row_with(&s, "1 △３四歩");
    row_with(&s, "2▸△８四歩");
    assert!(!s.iter().any(|l| l.contains("1▸△")));
    keys(&mut a, "lll");
    assert!(screen_text(&a).contains("Not in the book"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_digit_plays_the_book_move_as_a_variation() {
    let dir = scratch_dir("book-pane-digit");
    let mut a = review_with_book(&dir);
    keys(&mut a, "l1");
    let r = review_page(&mut a);
    // 3c3d is not the record's move there: a new line, on its move.
    assert_eq!(r.ply, 2);
    let v = r.line().expect("a variation is shown");
    let var = &r.loaded.record.variations[v];
    assert_eq!(var.ply, 2);
    assert_eq!(var.moves.first().map(|m| m.mv), Some(mv("3c3d")));
    assert_eq!(r.shown().moves()[1].mv, mv("3c3d"));
    // The record's own move only steps on along the main line.
    let mut a = review_with_book(&dir);
    keys(&mut a, "l2");
    let r = review_page(&mut a);
    assert_eq!((r.ply, r.line()), (2, None));
    assert!(r.loaded.record.variations.is_empty());
    // A number the book does not have is refused, in words.
    let mut a = review_with_book(&dir);
    keys(&mut a, "5");
    let r = review_page(&mut a);
    assert_eq!(r.ply, 0);
    assert!(matches!(&r.message, Some(Message::Refusal(m)) if m.contains("no move 5")));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_book_the_pane_says_how_to_choose_one() {
    let dir = scratch_dir("book-pane-none");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    review_page(&mut a).set_book(&BookChoice::Off);
    key(&mut a, KeyCode::Char('B'));
    assert!(screen(&a, 120, 40).join("\n").contains("No book chosen"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_is_no_book_is_said_and_review_goes_on() {
    let dir = scratch_dir("book-pane-bad");
    let bad = dir.join("notes.db");
    std::fs::write(&bad, "just some notes\n").unwrap();
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    review_page(&mut a).set_book(&BookChoice::File(bad));
    let said = match &review_page(&mut a).message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("no refusal: {other:?}"),
    };
    assert!(
        said.starts_with("No book in review:") && said.contains("notes.db"),
        "{said}"
    );
    key(&mut a, KeyCode::Char('B'));
    keys(&mut a, "ll");
    assert_eq!(review_page(&mut a).ply, 2);
    // The pane gives the reason too, not "no book chosen": one was.
    let text = screen_text(&a);
    assert!(text.contains("not a YaneuraOu book"), "{text}");
    assert!(!text.contains("No book chosen"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A book chosen in the menu and since moved or deleted: the pane says
/// the file is missing, as the status bar does.
#[test]
fn a_missing_book_is_said_in_the_pane_with_its_reason() {
    let dir = scratch_dir("book-pane-missing");
    let missing = dir.join("moved-away.db");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    review_page(&mut a).set_book(&BookChoice::File(missing));
    let said = match &review_page(&mut a).message {
        Some(Message::Refusal(m)) => m.clone(),
        other => panic!("no refusal: {other:?}"),
    };
    let why = said
        .strip_prefix("No book in review: ")
        .unwrap_or_else(|| panic!("{said}"));
    key(&mut a, KeyCode::Char('B'));
    // Wide enough for the whole reason on one row.
    let pane = screen(&a, 200, 40).join("\n");
    assert!(!pane.contains("No book chosen"), "{pane}");
    let start: String = why.chars().take(30).collect();
    assert!(pane.contains(&start), "{start:?} not in:\n{pane}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn research_shows_the_books_moves_above_the_engines() {
    let dir = scratch_dir("book-research");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    review_page(&mut a).set_book(&BookChoice::File(write_book(&dir)));
    key(&mut a, KeyCode::Char('r'));
    let s = screen(&a, 120, 40);
    // Most played first.
    let row = row_with(&s, "Book:");
    assert!(row.contains("Book: ▲７六歩 12 · ▲２六歩 8"), "{row}");
    // Not in the book: no row.
    keys(&mut a, "lll");
    assert!(!screen_text(&a).contains("Book:"));
    key(&mut a, KeyCode::Esc);
    std::fs::remove_dir_all(&dir).unwrap();
}

fn snap_both(name: &str, a: &App) {
    for (w, h) in [(80, 24), (120, 40)] {
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), snapshot_text(a, (w, h), None));
    }
}

#[test]
fn book_pane_pictures() {
    let dir = scratch_dir("book-pane-snap");
    let mut a = review_with_book(&dir);
    snap_both("book_pane_start", &a);
    keys(&mut a, "l");
    snap_both("book_pane_move_1", &a);
    keys(&mut a, "lll");
    snap_both("book_pane_not_in_book", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn book_pane_pictures_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("book-pane-snap-ja");
        let mut a = review_with_book(&dir);
        snap_both("ja_book_pane_start", &a);
        keys(&mut a, "l");
        snap_both("ja_book_pane_move_1", &a);
        keys(&mut a, "lll");
        snap_both("ja_book_pane_not_in_book", &a);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}
