//! The copy menu (`y`) inside the app: each page's text to the terminal's
//! clipboard (the OSC 52 escape the event loop writes) or to a new file
//! of the save folder's `exports/`, read back with this program's readers.

use crate::tui_support::*;
use base64::Engine as _;
use ratatui::crossterm::event::KeyCode;
use shogi_tui::game::RuleSet;
use shogi_tui::kifu::files::{FileKind, parse_text};
use shogi_tui::kifu::{bod, read_record};
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::menu::RowKind;
use std::path::{Path, PathBuf};

/// The text the clipboard escape waiting for the terminal carries.
fn clipboard(a: &mut App) -> Option<String> {
    let escape = a.clipboard.take()?;
    let body = escape.strip_prefix("\x1b]52;c;")?.strip_suffix('\x07')?;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(body)
        .ok()?;
    String::from_utf8(bytes).ok()
}

/// The files of `saves/exports`, by name.
fn exports(saves: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(saves.join("exports"))
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// `y`, then the menu's row `row` (0: SFEN, 1: BOD, 2: link, 3: SVG,
/// 4: PNG, 5: KIF …),
/// to a file when `file`, then Enter.
fn copy(a: &mut App, row: usize, file: bool) {
    keys(a, "y");
    assert!(screen_text(a).contains("Copy"), "{}", screen_text(a));
    for _ in 0..row {
        key(a, KeyCode::Down);
    }
    if file {
        key(a, KeyCode::Right);
    }
    key(a, KeyCode::Enter);
}

/// A hot-seat game after 7g7f 3c3d 8h2b+, kept in `dir`.
fn game_after_a_bishop_trade(dir: &Path) -> App {
    use shogi_tui::tui::autosave::SaveFolder;
    let mut a = app(None, RuleSet::default()).with_saves(SaveFolder::at(dir));
    keys(&mut a, ":7g7f\n:3c3d\n:8h2b+\n");
    assert_eq!(game(&a).game.ply(), 3, "{}", screen_text(&a));
    a
}

const AFTER_TRADE: &str = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4";

#[test]
fn y_enter_in_a_game_puts_the_positions_sfen_on_the_clipboard_and_says_so() {
    let dir = scratch_dir("share-sfen");
    let mut a = game_after_a_bishop_trade(&dir);
    copy(&mut a, 0, false);
    assert_eq!(clipboard(&mut a).as_deref(), Some(AFTER_TRADE));
    let screen = screen_text(&a);
    assert!(
        screen.contains("Copied “Position as SFEN” to the clipboard"),
        "{screen}"
    );
    assert!(
        !screen.contains("Position as a BOD diagram"),
        "the menu closed: {screen}"
    );
    assert!(exports(&dir).is_empty(), "nothing written");
}

#[test]
fn the_games_kif_goes_to_a_new_file_that_reads_back_to_its_moves() {
    let dir = scratch_dir("share-kif-file");
    let mut a = game_after_a_bishop_trade(&dir);
    copy(&mut a, 5, true);
    assert_eq!(a.clipboard, None, "a file, not the clipboard");
    let files = exports(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        files[0].to_string_lossy().ends_with("-game.kifu"),
        "{files:?}"
    );
    let record = read_record(&files[0]).expect("our KIF reads");
    let usi: Vec<String> = record.moves.iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(usi, ["7g7f", "3c3d", "8h2b+"]);
    assert!(
        screen_text(&a).contains("Wrote “Game as KIF"),
        "{}",
        screen_text(&a)
    );
    // A second copy is a second file: nothing is written over.
    copy(&mut a, 8, true);
    let files = exports(&dir);
    assert_eq!(files.len(), 2, "{files:?}");
    let usi_line = std::fs::read_to_string(&files[1]).expect("the USI file");
    assert_eq!(usi_line.trim(), "position startpos moves 7g7f 3c3d 8h2b+");
}

#[test]
fn the_bod_and_the_link_are_of_the_position_on_the_board() {
    let dir = scratch_dir("share-bod");
    let mut a = game_after_a_bishop_trade(&dir);
    copy(&mut a, 1, false);
    let diagram = clipboard(&mut a).expect("a BOD on the clipboard");
    let lines: Vec<String> = diagram.lines().map(str::to_string).collect();
    let mut reader = bod::BodReader::default();
    for line in &lines {
        reader.line(line).expect("a diagram line");
    }
    let pos = reader.finish().expect("a diagram").expect("a position");
    // A diagram need not say the move number: board, side and hands.
    let fields =
        |sfen: &str| -> Vec<String> { sfen.split(' ').take(3).map(str::to_string).collect() };
    assert_eq!(fields(&pos.to_sfen()), fields(AFTER_TRADE));
    copy(&mut a, 2, false);
    assert_eq!(
        clipboard(&mut a).as_deref(),
        Some(
            "https://lishogi.org/analysis/lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL_w_B_4"
        )
    );
}

#[test]
fn review_copies_the_record_with_its_variations_and_comments() {
    let dir = scratch_dir("share-review");
    let mut a = review_app(&data("kif/even_branches.kifu"), &dir);
    copy(&mut a, 5, false);
    let kif = clipboard(&mut a).expect("a KIF on the clipboard");
    assert!(kif.contains("変化：9手"), "{kif}");
    assert!(kif.contains("*序盤の定跡"), "{kif}");
    let record = parse_text(&kif, FileKind::Kifu).expect("it reads back");
    let original = read_record(&data("kif/even_branches.kifu")).expect("the record");
    let moves = |r: &shogi_tui::kifu::Record| -> Vec<String> {
        r.moves.iter().map(|m| m.mv.to_usi()).collect()
    };
    assert_eq!(moves(&record), moves(&original));
    // Esc closes the menu and copies nothing.
    keys(&mut a, "y");
    key(&mut a, KeyCode::Esc);
    assert_eq!(a.clipboard, None);
    assert!(!screen_text(&a).contains("Position as a BOD diagram"));
}

#[test]
fn the_editor_offers_the_position_only_and_refuses_a_diagram_of_no_position() {
    let dir = scratch_dir("share-editor");
    let mut a = menu_app(&dir);
    menu_pick(&mut a, RowKind::Editor);
    // Two Black pawns on file 5: a board, not a position.
    keys(&mut a, ":4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1\n");
    keys(&mut a, "y");
    let menu = screen_text(&a);
    assert!(menu.contains("Position as SFEN"), "{menu}");
    assert!(
        !menu.contains("Game as KIF"),
        "no game in the editor: {menu}"
    );
    key(&mut a, KeyCode::Enter);
    assert_eq!(
        clipboard(&mut a).as_deref(),
        Some("4k4/9/4P4/9/9/9/4P4/9/4K4 b - 1")
    );
    copy(&mut a, 1, false);
    assert_eq!(a.clipboard, None);
    let screen = screen_text(&a);
    assert!(
        screen.contains("not a position a game can have"),
        "{screen}"
    );
}

#[test]
fn a_text_too_long_for_a_clipboard_goes_to_a_file_and_the_player_is_told() {
    let dir = scratch_dir("share-long");
    let record = dir.join("long.kifu");
    let comment = "長".repeat(30_000);
    std::fs::write(
        &record,
        format!("手合割：平手\n手数----指手---------消費時間--\n*{comment}\n   1 ７六歩(77)\n"),
    )
    .expect("the record");
    let mut a = review_app(&record, &dir);
    copy(&mut a, 5, false);
    assert_eq!(a.clipboard, None, "not sent whole nor cut");
    let files = exports(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    let written = std::fs::read_to_string(&files[0]).expect("the file");
    assert!(written.contains(&comment));
    let screen = screen_text(&a);
    assert!(
        screen.contains("too long for a terminal's clipboard"),
        "{screen}"
    );
}

#[test]
fn a_picture_goes_to_a_file_whichever_side_the_menu_is_on() {
    let dir = scratch_dir("share-picture");
    let mut a = game_after_a_bishop_trade(&dir);
    // The PNG row with the menu on the clipboard: a picture is no text.
    copy(&mut a, 4, false);
    assert_eq!(a.clipboard, None);
    let files = exports(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        files[0].to_string_lossy().ends_with("-position.png"),
        "{files:?}"
    );
    let png = std::fs::read(&files[0]).expect("the PNG");
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    assert!(
        screen_text(&a).contains("Wrote “Position as a PNG picture"),
        "{}",
        screen_text(&a)
    );
    copy(&mut a, 3, true);
    let files = exports(&dir);
    let svg = files
        .iter()
        .find(|f| f.extension().is_some_and(|e| e == "svg"))
        .expect("the SVG");
    let svg = std::fs::read_to_string(svg).expect("the SVG's text");
    let doc = roxmltree::Document::parse(&svg).expect("the SVG is XML");
    let squares = doc
        .descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split_whitespace().any(|w| w == "square"))
        })
        .count();
    assert_eq!(squares, 81);
}
