//! The shell of the program in Japanese at the smallest common terminal
//! (80×24): the help popups made from the key tables, scrolled to their
//! end, the message of a terminal too small, the promotion question and
//! the engine consent popup (whole, with this part's words in it). Read
//! by eye when made, as `snapshots.rs`'s.

use crate::snapshot_support::*;
use crate::tui_support::*;
use shogi_tui::game::RuleSet;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::game::keys::GAME_KEYS;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::pages::review::keys::REVIEW_KEYS;

fn snap(name: &str, app: &App) {
    insta::assert_snapshot!(format!("{name}_80x24"), screen(app, 80, 24).join("\n"));
}

/// Presses `j` often enough to scroll any help to its end.
fn scroll_to_end(a: &mut App, rows: usize) {
    for _ in 0..rows {
        keys(a, "j");
    }
}

#[test]
fn game_help_in_japanese_scrolls_to_its_last_key() {
    in_lang(Lang::Ja, || {
        let mut a = app(None, RuleSet::Declare27);
        keys(&mut a, "?");
        snap("ja_game_help", &a);
        scroll_to_end(&mut a, GAME_KEYS.len());
        snap("ja_game_help_end", &a);
        let text = screen(&a, 80, 24).join("\n");
        assert!(text.contains("Ctrl-C ですぐ終了"), "{text}");
    });
}

#[test]
fn review_help_in_japanese_scrolls_to_its_last_key() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("snap-ja-review-help");
        let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
        keys(&mut a, "?");
        snap("ja_review_help", &a);
        scroll_to_end(&mut a, REVIEW_KEYS.len());
        snap("ja_review_help_end", &a);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn a_terminal_too_small_says_so_in_japanese() {
    in_lang(Lang::Ja, || {
        let a = app(None, RuleSet::Declare27);
        insta::assert_snapshot!("ja_too_small_60x20", screen(&a, 60, 20).join("\n"));
    });
}

#[test]
fn the_promotion_question_in_japanese() {
    in_lang(Lang::Ja, || {
        let mut a = app(None, RuleSet::Declare27);
        keys(&mut a, ":7g7f\n:3c3d\n");
        // By the board: the prompt plays a move as typed, without asking.
        click_square(&mut a, "8h");
        click_square(&mut a, "2b");
        snap("ja_promotion_question", &a);
    });
}

#[test]
fn the_engine_consent_popup_in_japanese_is_whole_at_80x24() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("snap-ja-consent");
        save_naming_an_engine(&dir);
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Continue);
        let rows = screen(&a, 80, 24);
        let text = rows.join("\n");
        // Both answers and the popup's bottom border are on screen, and
        // why the program cannot run is said in Japanese. (The question's
        // own words are the game page's: its snapshot belongs there.)
        assert!(text.contains("[y: ") && text.contains("[n: "), "{text}");
        assert!(
            rows.iter().any(|r| r.contains('└') && r.contains('┘')),
            "{text}"
        );
        assert!(
            text.contains("にエンジンのプログラムがありません"),
            "{text}"
        );
        assert!(text.contains("from-a-friend を再開"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    });
}
