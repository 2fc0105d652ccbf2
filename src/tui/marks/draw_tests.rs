//! The marks as the board widget draws them: tints, rings, paths and
//! heads, and what they leave alone.

use crate::kifu::marks::{Brush, MAX_MARKS, Mark, Spot};
use crate::shogi::{Bitboard, Color, Move, Piece, PieceKind, Position, Square};
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::{BoardSize, display_col_row};
use crate::tui::snapshot::buffer_lines;
use crate::tui::theme::Theme;
use crate::tui::widgets::board::{BoardView, MarkedBoard};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap()
}

fn circle(brush: Brush, at: &str) -> Mark {
    Mark::Circle {
        brush,
        at: Spot::Square(sq(at)),
    }
}

fn arrow(brush: Brush, from: &str, to: &str) -> Mark {
    Mark::Arrow {
        brush,
        from: Spot::Square(sq(from)),
        to: Spot::Square(sq(to)),
    }
}

struct Drawn {
    buf: Buffer,
    size: BoardSize,
    area: Rect,
}

impl Drawn {
    /// The screen cell of the glyph of `usi` (one column after its marker).
    fn glyph(&self, usi: &str) -> (u16, u16) {
        let (col, row) = display_col_row(sq(usi), false);
        let (x, y) = self.size.text_origin(self.area, col, row);
        (x + 1, y)
    }

    fn text(&self) -> String {
        buffer_lines(&self.buf).join("\n")
    }
}

fn draw(
    size: BoardSize,
    theme: &Theme,
    marks: &[Mark],
    cursor: Option<&str>,
    last: Option<&str>,
) -> Drawn {
    let position = Position::from_sfen(START).unwrap();
    let glyphs = Glyphs::named("kanji").unwrap();
    let area = Rect::new(0, 0, size.width(), size.height());
    let mut buf = Buffer::empty(area);
    MarkedBoard {
        board: BoardView {
            position: &position,
            glyphs: &glyphs,
            theme,
            flipped: false,
            cursor: cursor.map(sq),
            selected: None,
            destinations: Bitboard::EMPTY,
            last_move: last.map(|m| Move::from_usi(m).unwrap()),
        },
        marks,
        engine: &[],
    }
    .render(area, &mut buf);
    Drawn { buf, size, area }
}

fn sizes() -> [BoardSize; 3] {
    [
        BoardSize::COMPACT,
        BoardSize::fitting(6 * 9 + 5, 2 * 9 + 4),
        BoardSize::fitting(200, 100),
    ]
}

#[test]
fn a_circle_tints_its_square_and_rings_it_in_every_size() {
    let dark = Theme::named("dark", true).unwrap();
    let red = dark.brush(Brush::Red).bg;
    for size in sizes() {
        let d = draw(size, &dark, &[circle(Brush::Red, "7g")], None, None);
        let (x, y) = d.glyph("7g");
        assert_eq!(d.buf[(x, y)].symbol(), "歩", "{size:?}");
        assert_eq!(d.buf[(x, y)].bg, red.unwrap(), "{size:?}");
        // The blank column before the marker and the one after the glyph.
        assert_eq!(d.buf[(x - 2, y)].bg, red.unwrap(), "{size:?}");
        assert_eq!(d.buf[(x + 2, y)].bg, red.unwrap(), "{size:?}");
        // A square without a mark keeps the board's colour.
        let (x, y) = d.glyph("6g");
        assert_eq!(d.buf[(x, y)].bg, dark.board.bg.unwrap(), "{size:?}");
    }
}

#[test]
fn the_cursor_and_the_last_move_keep_their_colour_and_the_ring_still_shows() {
    let dark = Theme::named("dark", true).unwrap();
    let green = dark.brush(Brush::Green).bg.unwrap();
    let marks = [circle(Brush::Green, "7g"), circle(Brush::Green, "2g")];
    let d = draw(BoardSize::COMPACT, &dark, &marks, Some("7g"), Some("2g2f"));
    let (x, y) = d.glyph("7g");
    assert_eq!(d.buf[(x, y)].bg, dark.cursor.bg.unwrap());
    assert_eq!(d.buf[(x - 2, y)].bg, green);
    let (x, y) = d.glyph("2g");
    assert_eq!(d.buf[(x, y)].bg, dark.last_move.bg.unwrap());
    assert_eq!(d.buf[(x + 2, y)].bg, green);
}

#[test]
fn an_arrow_draws_a_path_on_a_large_board_and_a_head_on_every_board() {
    let dark = Theme::named("dark", true).unwrap();
    let blue = dark.brush(Brush::Blue).bg.unwrap();
    let marks = [arrow(Brush::Blue, "2h", "2d")];
    let plain = draw(BoardSize::fitting(200, 100), &dark, &[], None, None);
    let large = draw(BoardSize::fitting(200, 100), &dark, &marks, None, None);
    let text = large.text();
    assert!(text.contains('│'), "{text}");
    assert!(text.contains('↑'), "{text}");
    // Every cell the path took was blank, and is in the brush's colour.
    for (cell, before) in large.buf.content.iter().zip(&plain.buf.content) {
        if cell.symbol() != before.symbol() {
            assert_eq!(before.symbol(), " ");
            assert_eq!(cell.fg, blue);
        }
    }
    let (x, y) = large.glyph("2d");
    assert_eq!(large.buf[(x, y)].bg, blue, "the target is tinted");
    let compact = draw(BoardSize::COMPACT, &dark, &marks, None, None);
    let (x, y) = compact.glyph("2d");
    assert_eq!(compact.buf[(x - 2, y)].symbol(), "↑", "{}", compact.text());
    assert_eq!(compact.buf[(x - 2, y)].fg, blue);
}

#[test]
fn a_knight_arrow_and_a_drop_point_their_way() {
    let dark = Theme::named("dark", true).unwrap();
    let knight = [arrow(Brush::Yellow, "8i", "7g")];
    let d = draw(BoardSize::COMPACT, &dark, &knight, None, None);
    let (x, y) = d.glyph("7g");
    assert_eq!(d.buf[(x - 2, y)].symbol(), "↗", "{}", d.text());
    let drop = [Mark::Arrow {
        brush: Brush::Green,
        from: Spot::Hand(Color::Black, PieceKind::Bishop),
        to: Spot::Square(sq("5e")),
    }];
    let d = draw(BoardSize::COMPACT, &dark, &drop, None, None);
    let (x, y) = d.glyph("5e");
    assert_eq!(d.buf[(x - 2, y)].symbol(), "↑", "{}", d.text());
}

#[test]
fn without_colour_a_circle_is_parentheses_and_a_pictured_piece_is_dimmed() {
    let plain = Theme::named("dark", false).unwrap();
    let marks = [
        circle(Brush::Red, "5e"),
        Mark::Piece {
            brush: Brush::Blue,
            at: sq("4e"),
            piece: Piece::new(Color::Black, PieceKind::Silver),
        },
    ];
    let d = draw(BoardSize::COMPACT, &plain, &marks, None, None);
    let (x, y) = d.glyph("5e");
    assert_eq!(d.buf[(x - 2, y)].symbol(), "(", "{}", d.text());
    assert_eq!(d.buf[(x + 2, y)].symbol(), ")", "{}", d.text());
    let (x, y) = d.glyph("4e");
    assert_eq!(d.buf[(x, y)].symbol(), "銀");
    assert!(
        d.buf[(x, y)]
            .modifier
            .contains(ratatui::style::Modifier::DIM)
    );
}

#[test]
fn the_most_marks_a_comment_holds_draw_on_every_size_without_hiding_a_piece() {
    let dark = Theme::named("dark", true).unwrap();
    let squares: Vec<Square> = (1..=9u8)
        .flat_map(|f| (1..=9u8).map(move |r| Square::new(f, r).unwrap()))
        .collect();
    let marks: Vec<Mark> = squares
        .iter()
        .flat_map(|&a| squares.iter().map(move |&b| (a, b)))
        .filter(|(a, b)| a != b)
        .take(MAX_MARKS)
        .enumerate()
        .map(|(i, (a, b))| Mark::Arrow {
            brush: Brush::ALL[i % 4],
            from: Spot::Square(a),
            to: Spot::Square(b),
        })
        .collect();
    for size in sizes() {
        let plain = draw(size, &dark, &[], None, None);
        let d = draw(size, &dark, &marks, None, None);
        for usi in ["1a", "5a", "9i", "8h", "2b"] {
            let at = d.glyph(usi);
            assert_eq!(d.buf[at].symbol(), plain.buf[at].symbol(), "{usi} {size:?}");
        }
    }
}

#[test]
fn the_engines_arrows_draw_in_their_colour_with_their_scores_and_tint_nothing() {
    use crate::tui::marks::EngineArrow;
    let dark = Theme::named("dark", true).unwrap();
    let position = Position::from_sfen(START).unwrap();
    let glyphs = Glyphs::named("kanji").unwrap();
    let size = BoardSize::fitting(200, 100);
    let area = Rect::new(0, 0, size.width(), size.height());
    let mut buf = Buffer::empty(area);
    let engine = [EngineArrow {
        from: Spot::Square(sq("7g")),
        to: sq("7f"),
        score: "+35".into(),
    }];
    MarkedBoard {
        board: BoardView {
            position: &position,
            glyphs: &glyphs,
            theme: &dark,
            flipped: false,
            cursor: None,
            selected: None,
            destinations: Bitboard::EMPTY,
            last_move: None,
        },
        marks: &[],
        engine: &engine,
    }
    .render(area, &mut buf);
    let d = Drawn { buf, size, area };
    let text = d.text();
    assert!(text.contains("+35"), "{text}");
    assert!(text.contains('↑'), "{text}");
    let (x, y) = d.glyph("7f");
    assert_eq!(d.buf[(x, y)].bg, dark.board.bg.unwrap(), "no tint");
    let head = d
        .buf
        .content
        .iter()
        .find(|c| c.symbol() == "↑")
        .expect("a head");
    assert_eq!(head.fg, dark.engine_arrow.bg.unwrap());
}
