//! The puzzles page, the online form and the online game's wait, in
//! Japanese at the smallest common terminal (80×24): every word the
//! player reads there comes from the Japanese catalogue, and nothing is
//! cut. Read by eye when made, as `snapshots` are.

use crate::common::puzzle;
use crate::snapshot_support::*;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use shogi_tui::game::Player;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::tsume::Puzzle;
use shogi_tui::tsume::progress::Progress;
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::pages::puzzles::{BUILTIN_NAME, Shelf};
use std::time::Duration;

fn snap(name: &str, app: &App) {
    let text = without_times(&screen(app, 80, 24).join("\n"));
    insta::assert_snapshot!(format!("{name}_80x24"), text);
}

/// The screen with each time taken to solve ("0.2秒") as "N.N秒": it
/// changes from run to run.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let mut digits = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() || (c == '.' && !digits.is_empty()) {
            digits.push(c);
            continue;
        }
        if c == '秒' && digits.contains('.') {
            out.push_str("N.N");
        } else {
            out.push_str(&digits);
        }
        digits.clear();
        out.push(c);
    }
    out.push_str(&digits);
    out
}

/// Types `text`, then lets the page's session finish judging.
fn typed(app: &mut App, text: &str) {
    keys(app, text);
    tick_until_idle(app, Duration::from_secs(60));
}

/// `p` with a difficulty of 3, as the page shows it.
fn rated(p: Puzzle) -> Puzzle {
    Puzzle { difficulty: 3, ..p }
}

#[test]
fn the_puzzles_page_in_japanese() {
    in_lang(Lang::Ja, || {
        // White's king in the corner, Black's gold on 2c, a gold in hand:
        // G*1b (the book's) and G*2b both mate; 2c2b is taken.
        let shelf = Shelf::new(
            BUILTIN_NAME.into(),
            vec![
                rated(puzzle("8k/9/7G1/9/9/9/9/9/9 b G 1", &["G*1b"])),
                rated(puzzle("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", &["G*5b"])),
            ],
            0,
        );
        let mut a = App::with_puzzles(
            prefs("kanji", true),
            shelf,
            Progress::in_memory(),
            Rect::new(0, 0, 80, 24),
        )
        .unwrap();
        snap("puzzles_ja_start", &a);
        typed(&mut a, ":G*5e\n");
        snap("puzzles_ja_not_a_check", &a);
        key(&mut a, KeyCode::Esc);
        typed(&mut a, ":2c2b\n");
        snap("puzzles_ja_does_not_mate", &a);
        key(&mut a, KeyCode::Esc);
        typed(&mut a, "h");
        snap("puzzles_ja_hint", &a);
        typed(&mut a, ":G*2b\n");
        snap("puzzles_ja_another_mate", &a);
        typed(&mut a, "ns");
        snap("puzzles_ja_solution", &a);
    });
}

#[test]
fn the_online_form_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("snap-ja-online");
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Online);
        snap("online_form_ja", &a);
        // A game name the server would not place: refused on its row,
        // the long reason wrapped inside the box.
        fill_online_form_to_refusal(&mut a);
        snap("online_form_ja_refused", &a);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn the_online_wait_in_japanese() {
    in_lang(Lang::Ja, || {
        let page =
            GameScreen::waiting_online("wdoor.c.u-tokyo.ac.jp:4081".into(), Player::human("alice"));
        let a = App::with_game(prefs("kanji", true), page, Rect::new(0, 0, 80, 24));
        snap("online_wait_ja", &a);
    });
}

#[test]
fn the_next_move_quiz_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("snap-ja-quiz");
        quiz_scenes(&dir, &mut |name, a| snap(&format!("{name}_ja"), a));
        std::fs::remove_dir_all(&dir).unwrap();
    });
}
