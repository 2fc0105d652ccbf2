//! How pages look beyond their words: the light theme paints the load and
//! review pages' own background (readable on a dark terminal), and
//! without colour the king in check does not look like the cursor.

use crate::tui_support::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use shogi_tui::game::RuleSet;
use shogi_tui::tui::app::{App, Prefs};
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::tui::theme::Theme;
use unicode_width::UnicodeWidthStr;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

fn light() -> Prefs {
    Prefs::new(
        Theme::named("light", true).unwrap(),
        Glyphs::named("kanji").unwrap(),
        true,
    )
}

/// Cells left to the terminal's own background, or whose letters are in
/// the colour of what is behind them, as `(x, y)`. The cell after a
/// two-column glyph is not drawn by the terminal, so it does not count.
fn unreadable(buf: &Buffer) -> Vec<(u16, u16)> {
    let a = buf.area;
    (a.top()..a.bottom())
        .flat_map(|y| (a.left()..a.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| x == a.left() || buf[(x - 1, y)].symbol().width() < 2)
        .filter(|&p| {
            let c = &buf[p];
            let ink = c.symbol().trim().is_empty() || c.modifier.contains(Modifier::REVERSED);
            c.bg == Color::Reset || (!ink && c.fg == c.bg)
        })
        .collect()
}

/// The page's background is the light theme's, not the terminal's: its
/// title row's first cell shows it.
fn assert_light(a: &App, page: &str) {
    let theme = Theme::named("light", true).unwrap();
    for (w, h) in SIZES {
        let buf = buffer(a, w, h);
        assert_eq!(unreadable(&buf), [], "{page} {w}×{h}");
        let painted = [theme.text.bg, theme.status.bg, theme.popup.bg];
        assert!(
            painted.contains(&Some(buf[(0, 0)].bg)),
            "{page} {w}×{h}: {:?}",
            buf[(0, 0)].bg
        );
    }
}

#[test]
fn the_light_theme_paints_the_load_page_and_its_question() {
    let dir = scratch_dir("look-load");
    let mut a = menu_app(&dir);
    a.prefs = light();
    let slot = shogi_tui::kifu::SaveDir::open(&dir)
        .unwrap()
        .claim("friday")
        .unwrap();
    let mut g = shogi_tui::game::Game::even();
    g.play(shogi_tui::shogi::Move::from_usi("7g7f").unwrap())
        .unwrap();
    slot.write(&shogi_tui::kifu::record_of(
        &g,
        &shogi_tui::kifu::GameInfo::default(),
    ))
    .unwrap();
    drop(slot);
    menu_pick(&mut a, RowKind::Load);
    assert!(screen_text(&a).contains("Saves, newest first"));
    assert_light(&a, "load");
    keys(&mut a, "d");
    assert!(screen_text(&a).contains("Delete this save?"));
    assert_light(&a, "load, delete question");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_light_theme_paints_the_review_page_and_its_overlays() {
    let dir = scratch_dir("look-review");
    let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
    a.prefs = light();
    keys(&mut a, "lll");
    assert!(screen_text(&a).contains("変化 at move 3"));
    assert_light(&a, "review");
    keys(&mut a, "?");
    assert_light(&a, "review help");
    keys(&mut a, "?p");
    assert_light(&a, "review play-from form");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_colour_the_king_in_check_does_not_look_like_the_cursor() {
    // A Black rook on 5e checks White's king on 5a; White is to move.
    let mut a = app(Some("4k4/9/9/9/4R4/9/9/9/4K4 w - 1"), RuleSet::Declare27);
    a.prefs = prefs("kanji", false);
    let area = Rect::new(0, 0, 80, 24);
    a.area = area;
    let cursor = game(&a).cursor;
    assert_ne!(cursor, sq("5a"), "the cursor starts away from the king");
    let buf = buffer(&a, area.width, area.height);
    let layout = ScreenLayout::new(area, game(&a).flipped).unwrap();
    let look = |s| {
        let (x, y) = layout.cell_origin(s);
        let c = &buf[(x + 1, y)];
        assert_eq!((c.fg, c.bg), (Color::Reset, Color::Reset), "no colour");
        c.modifier
    };
    let (king, at_cursor) = (look(sq("5a")), look(cursor));
    assert_ne!(king, Modifier::empty(), "the check is marked");
    assert_ne!(at_cursor, Modifier::empty(), "the cursor is marked");
    // Bold alone is lost on many terminals, or reads as a brighter letter.
    let differ = (king ^ at_cursor) - Modifier::BOLD;
    assert!(!differ.is_empty(), "check {king:?}, cursor {at_cursor:?}");
}

#[test]
fn a_long_save_folder_keeps_its_end_on_the_load_page() {
    let base = scratch_dir("look-long-folder");
    let dir = base.join("a-folder-name-long-enough-to-pass-eighty-columns/saves-of-friday");
    std::fs::create_dir_all(&dir).unwrap();
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Load);
    let lines = screen(&a, 80, 24);
    let title = lines[0].trim_end();
    assert!(title.ends_with("/saves-of-friday"), "{title}");
    assert!(title.contains('…'), "{title}");
    let count = lines.iter().find(|l| l.starts_with("0 saves · ")).unwrap();
    assert!(count.trim_end().ends_with("/saves-of-friday"), "{count}");
    std::fs::remove_dir_all(&base).unwrap();
}
