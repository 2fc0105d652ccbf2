//! The board grows with the terminal: larger squares on a roomier screen,
//! each piece in the middle of its square, 80×24 as it always was, and a
//! click landing on the square drawn under it at every size. Measured on
//! the drawn screen, by the labels and pieces a player sees.

use crate::common::mv;
use crate::tui_support::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use shogi_tui::game::Game;
use shogi_tui::tui::app::App;
use shogi_tui::tui::pages::game::{GameScreen, Selection};
use unicode_width::UnicodeWidthStr;

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

/// Every cell showing `symbol`, as (column, row), top to bottom.
fn cells_showing(buf: &Buffer, symbol: &str) -> Vec<(u16, u16)> {
    let a = buf.area;
    (a.top()..a.bottom())
        .flat_map(|y| (a.left()..a.right()).map(move |x| (x, y)))
        .filter(|&p| buf[p].symbol() == symbol)
        .collect()
}

/// A hot-seat game from the start on a `w`×`h` terminal, in `glyphs`.
fn start(glyphs: &str, flipped: bool, (w, h): (u16, u16)) -> App {
    let page = GameScreen::new(Game::even(), flipped, false);
    App::with_game(prefs(glyphs, true), page, Rect::new(0, 0, w, h))
}

/// Columns and rows from one square to the next, measured between the
/// lances in the corners (9a and 1a, 9i and 1i): the kanji set's 香.
fn square_pitch(buf: &Buffer) -> (u16, u16) {
    let lances = cells_showing(buf, "香");
    assert_eq!(lances.len(), 4, "{lances:?}");
    let (first, last) = (lances[0], lances[3]);
    ((last.0 - first.0) / 8, (last.1 - first.1) / 8)
}

#[test]
fn the_board_grows_with_the_terminal_and_80x24_keeps_its_squares() {
    let pitches: Vec<(u16, u16)> = SIZES
        .iter()
        .map(|&size| square_pitch(&buffer(&start("kanji", false, size), size.0, size.1)))
        .collect();
    // 80×24: four columns and a row a square, as always.
    assert_eq!(pitches[0], (4, 1));
    // Roomier: wider and taller squares; larger again at 160×50.
    assert!(pitches[1].0 > 4 && pitches[1].1 > 1, "{pitches:?}");
    assert!(
        pitches[2].0 > pitches[1].0 && pitches[2].1 > pitches[1].1,
        "{pitches:?}"
    );
}

/// The board's frame: the one box whose top border starts with a line,
/// not a title (the stands and the move list have theirs there).
fn board_frame(buf: &Buffer) -> Rect {
    let a = buf.area;
    let (left, top) = (a.top()..a.bottom())
        .flat_map(|y| (a.left()..a.right() - 1).map(move |x| (x, y)))
        .find(|&(x, y)| buf[(x, y)].symbol() == "┌" && buf[(x + 1, y)].symbol() == "─")
        .expect("the board's frame");
    let right = (left..a.right())
        .find(|&x| buf[(x, top)].symbol() == "┐")
        .unwrap();
    let bottom = (top..a.bottom())
        .find(|&y| buf[(left, y)].symbol() == "└")
        .unwrap();
    Rect::new(left, top, right - left + 1, bottom - top + 1)
}

/// The rows inside the board's frame as text, each wide glyph once.
fn inside_rows(buf: &Buffer) -> Vec<String> {
    let frame = board_frame(buf);
    (frame.y + 1..frame.bottom() - 1)
        .map(|y| {
            (frame.x + 1..frame.right() - 1)
                .filter(|&x| x == frame.x + 1 || buf[(x - 1, y)].symbol().width() < 2)
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect()
}

/// Blank rows above the first rank and below the last, and blank
/// columns before the first piece and after the last on the first rank.
fn margins(buf: &Buffer) -> [usize; 4] {
    let inside = inside_rows(buf);
    let ranks: Vec<usize> = (0..inside.len())
        .filter(|&i| !inside[i].trim().is_empty())
        .collect();
    assert_eq!(ranks.len(), 9, "{inside:#?}");
    let first = &inside[ranks[0]];
    [
        ranks[0],
        inside.len() - 1 - ranks[8],
        first.chars().take_while(|&c| c == ' ').count(),
        first.chars().rev().take_while(|&c| c == ' ').count(),
    ]
}

#[test]
fn each_piece_sits_in_the_middle_of_its_square_in_both_glyph_sets() {
    for (w, h) in SIZES {
        let kanji = margins(&buffer(&start("kanji", false, (w, h)), w, h));
        let [above, below, lead, trail] = kanji;
        // As many blank rows above the first rank as below the last, and
        // as many blank columns before White's lance on 9a ("v香") as
        // after the one on 1a: the board's blank lines are its grid.
        assert_eq!((above, lead), (below, trail), "{w}x{h}");
        // The Western set's one-letter glyphs ("vL") stand where the kanji
        // do, right-aligned in the glyph's two columns.
        let western = margins(&buffer(&start("western", false, (w, h)), w, h));
        assert_eq!(western, [above, below, lead + 1, trail], "{w}x{h}");
    }
}

/// The screen column and row of the square `file` `rank` by the labels
/// drawn around the board: the file's numeral above, the rank's at the
/// side.
fn by_labels(buf: &Buffer, file: &str, rank: &str) -> (u16, u16) {
    let x = cells_showing(buf, file)[0].0;
    let y = cells_showing(buf, rank)[0].1;
    (x, y)
}

#[test]
fn a_click_picks_the_square_drawn_under_it_at_every_size() {
    for flipped in [false, true] {
        for (w, h) in SIZES {
            let mut a = start("kanji", flipped, (w, h));
            let buf = buffer(&a, w, h);
            // The glyph of Black's pawn on 7g, under the file's ７ and by
            // the rank's 七.
            let (x, y) = by_labels(&buf, "７", "七");
            assert_eq!(buf[(x, y)].symbol(), "歩", "{w}x{h} flipped {flipped}");
            click(&mut a, x, y);
            assert_eq!(
                game(&a).selection,
                Selection::Board(sq("7g")),
                "{w}x{h} flipped {flipped}"
            );
            // And 7f, a row up: the pawn goes there.
            let (x, y) = by_labels(&buf, "７", "六");
            click(&mut a, x, y);
            let moves = game(&a)
                .game
                .moves()
                .iter()
                .map(|m| m.mv)
                .collect::<Vec<_>>();
            assert_eq!(moves, [mv("7g7f")], "{w}x{h} flipped {flipped}");
        }
    }
}

#[test]
fn a_click_anywhere_in_a_larger_square_picks_it() {
    let (w, h) = (160, 50);
    let mut a = start("kanji", false, (w, h));
    let buf = buffer(&a, w, h);
    let (x, y) = by_labels(&buf, "２", "八");
    assert_eq!(buf[(x, y)].symbol(), "飛");
    // Halfway to the neighbours' glyphs, less the blank line between:
    // the corners of the rook's square.
    let (nx, _) = by_labels(&buf, "１", "八");
    let (_, ny) = by_labels(&buf, "２", "九");
    let (half_w, half_h) = ((nx - x) / 2 - 1, (ny - y) / 2 - 1);
    assert!(half_w >= 2 && half_h >= 1, "{half_w} {half_h}");
    for (cx, cy) in [
        // The blank lines above and to the left are the square's own.
        (x - half_w - 1, y - half_h - 1),
        (x + half_w, y - half_h),
        (x - half_w, y + half_h),
        (x + half_w, y + half_h),
    ] {
        click(&mut a, cx, cy);
        assert_eq!(
            game(&a).selection,
            Selection::Board(sq("2h")),
            "({cx},{cy}) from the glyph at ({x},{y})"
        );
        // Put it back for the next corner.
        click(&mut a, cx, cy);
        assert_eq!(game(&a).selection, Selection::None);
    }
}

#[test]
fn clicks_on_the_puzzles_and_editor_boards_follow_the_size_too() {
    use crate::common::puzzle;
    use ratatui::crossterm::event::Event;
    use shogi_tui::tsume::progress::Progress;
    use shogi_tui::tui::events::AppEvent;
    use shogi_tui::tui::pages::editor::Spot;
    use shogi_tui::tui::pages::menu::RowKind;
    use shogi_tui::tui::pages::puzzles::{BUILTIN_NAME, Shelf};
    for (w, h) in SIZES {
        // The puzzles' board (its own key and click handling): the gold
        // on 2c, picked by a click under ２ by 三.
        let shelf = Shelf::new(
            BUILTIN_NAME.into(),
            vec![puzzle("8k/9/7G1/9/9/9/9/9/9 b G 1", &["G*1b"])],
            0,
        );
        let mut a = App::with_puzzles(
            prefs("kanji", true),
            shelf,
            Progress::in_memory(),
            Rect::new(0, 0, w, h),
        )
        .unwrap();
        let buf = buffer(&a, w, h);
        let (x, y) = by_labels(&buf, "２", "三");
        assert_eq!(buf[(x, y)].symbol(), "金", "{w}x{h}");
        click(&mut a, x, y);
        let pick = &a.puzzles_screen().unwrap().pick;
        assert_eq!(pick.held_square(), Some(sq("2c")), "{w}x{h}");

        // The editor's: a click puts its cursor on the square.
        let dir = scratch_dir(&format!("board-size-editor-{w}"));
        let mut a = menu_app(&dir);
        // As the terminal says when it is resized.
        a.on_event(AppEvent::Input(Event::Resize(w, h)));
        menu_pick(&mut a, RowKind::Editor);
        let buf = buffer(&a, w, h);
        let (x, y) = by_labels(&buf, "３", "八");
        click(&mut a, x, y);
        assert_eq!(
            a.editor_screen().unwrap().cursor,
            Spot::Square(sq("3h")),
            "{w}x{h}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
