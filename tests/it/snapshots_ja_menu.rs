//! The menu in Japanese at 80×24 and 120×40, and the Language row
//! switching the words at once: read by eye when made, as `snapshots.rs`.

use crate::snapshot_support::*;
use crate::tui_support::*;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::tui::pages::menu::RowKind;

#[test]
fn the_menu_in_japanese() {
    let dir = scratch_dir("snap-menu-ja");
    in_lang(Lang::Ja, || {
        let a = menu_app(&dir);
        for (w, h) in [(80, 24), (120, 40)] {
            let text = screen(&a, w, h).join("\n");
            assert!(text.contains("新しい対局を始める"), "{text}");
            insta::assert_snapshot!(format!("menu_ja_{w}x{h}"), text);
        }
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_language_row_changes_the_words_at_once() {
    let dir = scratch_dir("snap-menu-lang");
    // `in_lang` keeps the row's change to this thread: the other tests
    // go on in English.
    in_lang(Lang::En, || {
        let mut a = menu_app(&dir);
        let before = screen(&a, 80, 24).join("\n");
        assert!(before.contains("Start a new game"), "{before}");
        menu_pick(&mut a, RowKind::Language);
        let after = screen(&a, 80, 24).join("\n");
        // The rows in view around the language row (the menu scrolls at
        // 80×24).
        assert!(after.contains("手数制限"), "{after}");
        assert!(after.contains("‹ 日本語 ›"), "{after}");
        // The pickers' words follow: the clock row's "untimed".
        assert!(after.contains("時間無制限"), "{after}");
        assert!(!after.contains("Move limit"), "{after}");
        menu_pick(&mut a, RowKind::Language);
        let again = screen(&a, 80, 24).join("\n");
        assert!(
            again.contains("Move limit") && again.contains("untimed"),
            "{again}"
        );
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_menus_help_and_its_continue_row_in_japanese() {
    let dir = scratch_dir("snap-menu-ja-more");
    in_lang(Lang::Ja, || {
        let mut a = menu_app(&dir);
        keys(&mut a, "?");
        insta::assert_snapshot!("menu_ja_help_80x24", screen(&a, 80, 24).join("\n"));
        save_naming_an_engine(&dir);
        let a = menu_app(&dir);
        insta::assert_snapshot!("menu_ja_with_continue_80x24", screen(&a, 80, 24).join("\n"));
    });
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_engine_match_form_in_japanese() {
    let dir = scratch_dir("snap-match-form-ja");
    in_lang(Lang::Ja, || {
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::EngineMatch);
        for (w, h) in [(80, 24), (120, 40)] {
            let text = screen(&a, w, h).join("\n");
            assert!(
                text.contains("連続対局") && text.contains("▸ 開始"),
                "{text}"
            );
            insta::assert_snapshot!(format!("match_form_ja_{w}x{h}"), text);
        }
    });
    std::fs::remove_dir_all(&dir).unwrap();
}
