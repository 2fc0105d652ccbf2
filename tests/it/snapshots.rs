//! What a player sees, page by page and overlay by overlay, at the
//! smallest common terminal (80×24), a roomy one (120×40) and a large one
//! (160×50), where the board has grown. The
//! snapshots in `snapshots/` were read by eye when they were made; a change
//! to any screen shows up as a diff to read again (`cargo insta review`,
//! or delete the file and run with INSTA_UPDATE=always).

use crate::common::puzzle;
use crate::snapshot_support::*;
use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{Game, Player, Players, RuleSet, TimeControl, TimeControls};
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tsume::progress::Progress;
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::Now;
use shogi_tui::tui::pages::game::online_phase::OnlinePhase;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::pages::puzzles::{BUILTIN_NAME, Shelf};
use std::path::Path;
use std::time::Duration;

/// Each size of `app`'s screen as one text, for one snapshot file each.
fn snap(name: &str, app: &App) {
    snap_in(name, app, None);
}

/// The same, with the test's own folder written as `<folder>`.
fn snap_in(name: &str, app: &App, dir: Option<&Path>) {
    for (w, h) in [(80, 24), (120, 40), (160, 50)] {
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
fn the_engine_match_form() {
    let dir = scratch_dir("snap-match-form");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::EngineMatch);
    snap("match_form", &a);
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

#[test]
fn a_game_in_western_glyphs() {
    let mut a = App::with_game(
        prefs("western", true),
        GameScreen::new(Game::even(), false, false),
        Rect::new(0, 0, W, H),
    );
    keys(&mut a, ":7g7f\n:3c3d\n:8h2b+\n");
    snap("game_western_after_a_capture", &a);
}

#[test]
fn research_with_long_lines() {
    let dir = scratch_dir("snap-research");
    let mut a = review_app(&data("usi/opening_26.usi"), &dir);
    research_with_long_lines_at_move_4(&mut a);
    snap("review_research_long_lines", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_editor() {
    let dir = scratch_dir("snap-editor");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Editor);
    keys(&mut a, ":4k4/9/4P4/9/9/9/9/9/4K4 b G 1\n");
    snap("editor_gold_mate", &a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_puzzles_page() {
    let shelf = Shelf::new(
        BUILTIN_NAME.into(),
        vec![puzzle("8k/9/7G1/9/9/9/9/9/9 b G 1", &["G*1b"])],
        0,
    );
    let a = App::with_puzzles(
        prefs("kanji", true),
        shelf,
        Progress::in_memory(),
        Rect::new(0, 0, W, H),
    )
    .unwrap();
    snap("puzzles_start", &a);
}

#[test]
fn an_online_game_seen_from_white() {
    let players = Players::new(Player::human("bob"), Player::human("alice"));
    let mut page =
        GameScreen::waiting_online("wdoor.c.u-tokyo.ac.jp:4081".into(), Player::human("alice"));
    page.offered_online(
        Game::even().with_players(players.clone()),
        None,
        Color::White,
        true,
    );
    page.online_phase(OnlinePhase::Playing);
    let mut game = Game::even().with_players(players);
    for usi in ["7g7f", "3c3d", "2g2f"] {
        game.play(Move::from_usi(usi).unwrap()).unwrap();
    }
    page.follow_server(game);
    let a = App::with_game(prefs("kanji", true), page, Rect::new(0, 0, W, H));
    snap("online_game_as_white", &a);
}

#[test]
fn the_copy_menu_over_a_game() {
    let mut a = app(None, RuleSet::Declare27);
    keys(&mut a, ":7g7f\ny");
    snap("game_copy_menu", &a);
    // ← → switch where the text goes.
    key(&mut a, ratatui::crossterm::event::KeyCode::Right);
    snap("game_copy_menu_to_a_file", &a);
}
