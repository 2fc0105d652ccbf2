//! What a player sees, page by page and overlay by overlay, at the
//! smallest common terminal (80×24) and a roomy one (120×40). The
//! snapshots in `snapshots/` were read by eye when they were made; a change
//! to any screen shows up as a diff to read again (`cargo insta review`,
//! or delete the file and run with INSTA_UPDATE=always).

use crate::snapshot_support::*;
use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{Game, RuleSet, TimeControl, TimeControls};
use shogi_tui::tui::app::App;
use shogi_tui::tui::now::Now;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::menu::RowKind;
use std::path::Path;
use std::time::Duration;

/// Both sizes of `app`'s screen as one text, for one snapshot file each.
fn snap(name: &str, app: &App) {
    snap_in(name, app, None);
}

/// The same, with the test's own folder written as `<folder>`.
fn snap_in(name: &str, app: &App, dir: Option<&Path>) {
    for (w, h) in [(80, 24), (120, 40)] {
        let text = snapshot_text(app, (w, h), dir);
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), text);
    }
}

#[test]
fn menu_pages() {
    let dir = scratch_dir("snap-menu");
    let mut a = menu_app(&dir);
    snap("menu", &a);
    keys(&mut a, "?");
    snap("menu_help", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_online_form() {
    let dir = scratch_dir("snap-online");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Online);
    snap("online_form", &a);
    // Filled in, the password as dots, an engine to type, and Connect
    // refused on the field to fix.
    fill_online_form_to_refusal(&mut a);
    snap("online_form_refused", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn game_page_and_its_overlays() {
    game_page_scenes(&mut |name, a| snap(name, a));
}

#[test]
fn game_result_box() {
    // White's king on 5a, a Black pawn on 5c, a gold in hand: G*5b mates.
    let mut a = app(Some("4k4/9/4P4/9/9/9/9/9/4K4 b G 1"), RuleSet::Declare27);
    keys(&mut a, ":G*5b\n");
    snap("game_result_box", &a);
}

#[test]
fn consent_for_an_engine_named_by_a_save() {
    let dir = scratch_dir("snap-consent");
    save_naming_an_engine(&dir);
    let mut a = menu_app(&dir);
    snap("menu_with_continue", &a);
    menu_pick(&mut a, RowKind::Continue);
    snap("game_engine_consent", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn load_page() {
    // A name of fixed length: the list cuts long paths, and a process id
    // in the name would move the cut.
    let dir = std::env::temp_dir().join("shogi-tui-snapshot-load");
    let _ = std::fs::remove_dir_all(&dir);
    save_dated(&dir, "friday", &["7g7f", "3c3d", "2g2f"], true);
    save_dated(&dir, "unfinished", &["2g2f"], false);
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Load);
    snap_in("load", &a, Some(&dir));
    keys(&mut a, "d");
    snap_in("load_delete_question", &a, Some(&dir));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_page_and_its_overlays() {
    let dir = scratch_dir("snap-review");
    review_page_scenes(&dir, &mut |name, a| snap(name, a));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_of_a_timed_record() {
    let dir = scratch_dir("snap-review-timed");
    snap("review_timed_move_2", &review_timed_at_move_2(&dir));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_next_move_quiz() {
    let dir = scratch_dir("snap-quiz");
    quiz_scenes(&dir, &mut |name, a| snap(name, a));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn timed_game_page() {
    let tc = TimeControl::new(
        Duration::from_secs(600),
        Duration::from_secs(30),
        Duration::ZERO,
    )
    .unwrap();
    let page = GameScreen::new(Game::even(), false, false).with_clock(
        Some(TimeControls::even(tc)),
        Duration::ZERO,
        Now::manual(),
    );
    let a = App::with_game(prefs("kanji", true), page, Rect::new(0, 0, W, H));
    snap("game_timed_start", &a);
}
