//! A record or a position pasted in the terminal (one bracketed-paste
//! event), driven through the app: the menu and review open it in
//! review, whatever its format; review asks before dropping what was
//! done here; the editor loads a pasted position onto its board; a text
//! that is none is said and changes nothing; a huge one is refused unread.
//! The records in `tests/data/paste` are one short game (a capture, a
//! promotion) written by hand in each format.

use crate::tui_support::*;
use ratatui::crossterm::event::{Event, KeyCode};
use shogi_tui::kifu::files::MAX_RECORD_BYTES;
use shogi_tui::kifu::read_record;
use shogi_tui::tui::app::App;
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::pages::editor::EditorScreen;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::pages::review::{ReviewOverlay, ReviewScreen};
use std::fs;

const MOVES: [&str; 8] = [
    "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "7a6b", "4e3d", "2b3c",
];
const FINAL: &str = "ln1gkg1nl/1r1s5/ppppppspp/6B2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Pb 9";

/// An SFEN without its move number, which a diagram does not give.
fn placement(sfen: &str) -> &str {
    sfen.rsplit_once(' ').map_or(sfen, |(p, _)| p)
}

fn text(name: &str) -> String {
    fs::read_to_string(data(&format!("paste/{name}"))).unwrap()
}

fn paste(a: &mut App, text: &str) {
    a.on_event(AppEvent::Input(Event::Paste(text.to_string())));
}

fn review(a: &App) -> &ReviewScreen {
    a.review_screen().expect("review is up")
}

fn usi_moves(r: &ReviewScreen) -> Vec<String> {
    r.loaded
        .game
        .moves()
        .iter()
        .map(|m| m.mv.to_usi())
        .collect()
}

fn menu_message(a: &App) -> Option<String> {
    match a.top::<Menu>() {
        Some(m) => m.message.clone(),
        _ => panic!("the menu is not up"),
    }
}

#[test]
fn the_hand_written_records_agree_with_each_other() {
    for name in ["game.kif", "game.ki2", "game.csa", "game.usi"] {
        let record = read_record(&data(&format!("paste/{name}"))).unwrap();
        let moves: Vec<String> = record.moves.iter().map(|m| m.mv.to_usi()).collect();
        assert_eq!(moves, MOVES, "{name}");
    }
}

#[test]
fn a_record_pasted_in_the_menu_opens_in_review_whatever_its_format() {
    let dir = scratch_dir("paste-formats");
    for (name, format) in [
        ("game.kif", "KIF"),
        ("game.ki2", "KI2"),
        ("game.csa", "CSA"),
        ("game.usi", "SFEN/USI"),
    ] {
        let mut a = menu_app(&dir);
        paste(&mut a, &text(name));
        let r = review(&a);
        assert_eq!(usi_moves(r), MOVES, "{name}");
        key(&mut a, KeyCode::End);
        assert_eq!(review(&a).position().to_sfen(), FINAL, "{name}");
        assert!(
            screen_text(&a).contains("pasted record"),
            "{name}: {}",
            screen_text(&a)
        );
        let mut a = menu_app(&dir);
        paste(&mut a, &text(name));
        let said = status_of(&a);
        assert!(
            said.contains(&format!("Pasted {format} record, 8 moves")),
            "{name}: {said}"
        );
        // Leaving goes back to the menu it was pasted on.
        keys(&mut a, "q");
        assert!(a.top::<Menu>().is_some());
    }
    fs::remove_dir_all(&dir).unwrap();
}

fn status_of(a: &App) -> String {
    let lines = screen(a, W, H);
    lines[lines.len() - 3..].join("\n")
}

#[test]
fn a_position_pasted_in_the_menu_opens_with_no_moves() {
    let dir = scratch_dir("paste-position");
    for name in ["final.sfen", "final.bod"] {
        let mut a = menu_app(&dir);
        paste(&mut a, &text(name));
        let r = review(&a);
        assert_eq!(r.last_ply(), 0, "{name}");
        assert_eq!(
            placement(&r.position().to_sfen()),
            placement(FINAL),
            "{name}"
        );
        assert!(status_of(&a).contains("Pasted position"), "{name}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_text_that_is_no_record_is_said_and_the_menu_stays() {
    let dir = scratch_dir("paste-plain");
    let mut a = menu_app(&dir);
    let before = screen(&a, W, H);
    paste(&mut a, "hello, world\n");
    assert!(a.top::<Menu>().is_some());
    let said = menu_message(&a).unwrap_or_default();
    assert!(
        said.starts_with("The pasted text is not a record"),
        "{said}"
    );
    // A record that does not read says which format, and why.
    paste(&mut a, "position startpos moves 7g7f 7g7z");
    let said = menu_message(&a).unwrap_or_default();
    assert!(
        said.starts_with("The pasted text is not a SFEN/USI record: line 1:"),
        "{said}"
    );
    // Only the message changed.
    let after = screen(&a, W, H);
    let differ = before.iter().zip(&after).filter(|(b, a)| b != a).count();
    assert_eq!(differ, 1, "{after:#?}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_paste_larger_than_a_record_file_is_refused_unread_on_any_page() {
    let dir = scratch_dir("paste-huge");
    let mut a = menu_app(&dir);
    let huge = format!(
        "position startpos moves{}",
        " 7g7f".repeat(MAX_RECORD_BYTES as usize / 5)
    );
    paste(&mut a, &huge);
    assert!(a.top::<Menu>().is_some());
    let said = menu_message(&a).unwrap_or_default();
    assert!(said.contains("is not read"), "{said}");
    assert!(said.contains("8 MiB"), "{said}");
    // Nor typed into a prompt.
    paste(&mut a, &text("game.kif"));
    keys(&mut a, ":");
    paste(&mut a, &huge);
    assert!(status_of(&a).contains("is not read"), "{}", status_of(&a));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_paste_in_review_replaces_the_record_and_leaving_goes_below() {
    let dir = scratch_dir("paste-replace");
    let mut a = menu_app(&dir);
    paste(&mut a, &text("final.sfen"));
    assert_eq!(review(&a).last_ply(), 0);
    paste(&mut a, &text("game.csa"));
    assert_eq!(usi_moves(review(&a)), MOVES);
    // The first review is gone, not under this one.
    keys(&mut a, "q");
    assert!(a.top::<Menu>().is_some());
    // Not a record: the review stays as it was.
    paste(&mut a, &text("game.kif"));
    keys(&mut a, "gG");
    paste(&mut a, "hello");
    assert_eq!(usi_moves(review(&a)), MOVES);
    assert_eq!(review(&a).ply, 8);
    assert!(status_of(&a).contains("not a record"), "{}", status_of(&a));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_paste_over_changes_not_written_asks_and_n_keeps_them() {
    let dir = scratch_dir("paste-unsaved");
    let mut a = menu_app(&dir);
    paste(&mut a, &text("game.kif"));
    // A bookmark on the first move: a change the file does not hold.
    keys(&mut a, "l&");
    keys(&mut a, "mine");
    key(&mut a, KeyCode::Enter);
    assert!(review(&a).unsaved());
    paste(&mut a, &text("final.sfen"));
    assert!(
        matches!(review(&a).overlay, ReviewOverlay::Layer(_)),
        "asked: {:?}",
        review(&a).overlay
    );
    assert!(screen_text(&a).contains("Open the pasted record?"));
    keys(&mut a, "n");
    assert_eq!(usi_moves(review(&a)), MOVES, "kept");
    assert_eq!(review(&a).bookmark(), Some("mine"));
    assert!(status_of(&a).contains("changes are kept"));
    // Asked again, y opens it.
    paste(&mut a, &text("final.sfen"));
    keys(&mut a, "y");
    assert_eq!(review(&a).last_ply(), 0);
    assert_eq!(review(&a).position().to_sfen(), FINAL);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_pasted_record_is_in_no_file_and_s_writes_a_new_one_in_the_save_folder() {
    let dir = scratch_dir("paste-save");
    let mut a = menu_app(&dir);
    paste(&mut a, &text("game.ki2"));
    keys(&mut a, "s");
    assert!(
        status_of(&a).contains("in no file yet"),
        "{}",
        status_of(&a)
    );
    keys(&mut a, "S");
    keys(&mut a, "pasted.kifu");
    key(&mut a, KeyCode::Enter);
    let written = dir.join("pasted.kifu");
    assert!(written.is_file(), "{}", status_of(&a));
    let record = read_record(&written).unwrap();
    assert_eq!(record.moves.len(), 8);
    // The name taken: asked before it is replaced, nothing written yet.
    let before = fs::read(&written).unwrap();
    paste(&mut a, &text("final.sfen"));
    keys(&mut a, "S");
    keys(&mut a, "pasted.kifu");
    key(&mut a, KeyCode::Enter);
    assert!(screen_text(&a).contains("pasted.kifu"));
    assert_eq!(fs::read(&written).unwrap(), before);
    fs::remove_dir_all(&dir).unwrap();
}

fn editor(a: &App) -> &EditorScreen {
    a.editor_screen().expect("the editor is up")
}

#[test]
fn a_position_pasted_onto_the_editor_board_is_loaded() {
    let dir = scratch_dir("paste-editor");
    for name in ["final.sfen", "final.bod"] {
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Editor);
        paste(&mut a, &text(name));
        let e = editor(&a);
        assert_eq!(
            e.checked()
                .as_ref()
                .map(|p| p.to_sfen())
                .ok()
                .as_deref()
                .map(placement),
            Some(placement(FINAL)),
            "{name}: {}",
            status_of(&a)
        );
        assert_eq!(
            e.overlay,
            shogi_tui::tui::pages::editor::EditorOverlay::None
        );
    }
    // No position: said, and the board as it was.
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Editor);
    let start = editor(&a).setup().clone();
    paste(&mut a, "hello\n");
    assert_eq!(editor(&a).setup(), &start);
    assert!(
        status_of(&a).contains("no board diagram was read"),
        "{}",
        status_of(&a)
    );
    fs::remove_dir_all(&dir).unwrap();
}
