//! The review, load and editor pages in Japanese at 80×24: the load
//! page, review with analysis (its progress, a marked move, the summary),
//! variations (変化), research (検討), the study board and the position
//! editor (局面編集). Read by eye when made: nothing cut, every word
//! Japanese but the keys and the records' own names.

use crate::snapshot_support::*;
use crate::tui_support::*;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::analysis::AnalysisEvent;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::menu::RowKind;
use std::path::Path;
use std::time::{Duration, Instant};

/// The screen at 80×24 as one snapshot, the test's folder as `<folder>`.
fn snap_ja(name: &str, app: &App, dir: Option<&Path>) {
    let text = snapshot_text(app, (80, 24), dir);
    insta::assert_snapshot!(format!("ja_{name}_80x24"), text);
}

#[test]
fn the_load_page_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = std::env::temp_dir().join("shogi-tui-snapshot-load-ja");
        let _ = std::fs::remove_dir_all(&dir);
        save_dated(&dir, "unfinished", &["2g2f"], false);
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Load);
        snap_ja("load", &a, Some(&dir));
        keys(&mut a, "d");
        snap_ja("load_delete_question", &a, Some(&dir));
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn review_with_analysis_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-analysis");
        let mut a = review_app(&data("usi/opening_26.usi"), &dir);
        let t0 = Instant::now();
        review_page(&mut a).analysis_started(27, t0);
        for ply in 0..=26 {
            let eval = Some(opening_26_evaluation(ply));
            let event = AnalysisEvent::Evaluated { ply, eval };
            review_page(&mut a).on_analysis_event(event, t0 + Duration::from_secs(3));
            if ply == 8 {
                snap_ja("review_analysing", &a, None);
            }
        }
        review_page(&mut a).analysis_stopped();
        snap_ja("review_analysis_done", &a, None);
        keys(&mut a, "n");
        snap_ja("review_analysed_move_5", &a, None);
        keys(&mut a, "b");
        snap_ja("review_best_line", &a, None);
        keys(&mut a, "bg");
        snap_ja("review_summary", &a, None);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn variations_comments_and_the_study_board_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-variations");
        let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
        keys(&mut a, "lll");
        snap_ja("review_variations", &a, None);
        keys(&mut a, "v");
        snap_ja("review_variation_shown", &a, None);
        // A move of its own on the board: a new 変化.
        keys(&mut a, "0g:9g9f\n");
        snap_ja("review_new_variation", &a, None);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn an_engines_evaluations_in_a_record_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-evals");
        let mut a = review_app(&data("evals/kifu_for_windows.kif"), &dir);
        keys(&mut a, "ll");
        snap_ja("review_record_evals", &a, None);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn research_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-research");
        let mut a = review_app(&data("usi/opening_26.usi"), &dir);
        research_with_three_lines(&mut a);
        snap_ja("review_research", &a, None);
        key(&mut a, KeyCode::Esc);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn the_editor_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-editor");
        let mut a = menu_app(&dir);
        menu_pick(&mut a, RowKind::Editor);
        snap_ja("editor_start", &a, None);
        keys(&mut a, ":4k4/9/4P4/9/9/9/9/9/4K4 b G 1\n");
        keys(&mut a, "M");
        tick_until_idle(&mut a, Duration::from_secs(30));
        snap_ja("editor_mate", &a, None);
        // Two pawns of Black on file 5: 二歩.
        keys(&mut a, ":4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1\n");
        snap_ja("editor_nifu", &a, None);
        keys(&mut a, "v");
        snap_ja("editor_refused", &a, None);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn the_review_page_and_its_overlays_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-review-page");
        review_page_scenes(&dir, &mut |name, a| {
            // Move 3, the same screen, is `review_variations` above.
            if name != "review_move_3" {
                snap_ja(name, a, None);
            }
        });
        snap_ja("review_timed_move_2", &review_timed_at_move_2(&dir), None);
        std::fs::remove_dir_all(&dir).unwrap();
    });
}

#[test]
fn the_comment_editor_and_the_header_form_in_japanese() {
    in_lang(Lang::Ja, || {
        let dir = scratch_dir("ja-notes");
        notes_scenes(&dir, &mut |name, a| snap_ja(name, a, None));
        std::fs::remove_dir_all(&dir).unwrap();
    });
}
