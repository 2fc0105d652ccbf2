//! The 9×9 board: file numbers on top, rank numerals at the side, one
//! marked glyph per piece, and the highlights a player needs. It is drawn
//! at the largest size its area holds (`layout::BoardSize`).

use crate::kifu::marks::Mark;
use crate::shogi::{Bitboard, Color, Move, Position, Square};
use crate::tui::glyphs::{Glyphs, pad};
use crate::tui::layout::{BoardSize, square_at_display};
use crate::tui::marks::{EngineArrow, draw_engine_arrows, draw_marks, tint_at};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::symbols::border;
use ratatui::widgets::{Block, Borders, Widget};

/// What to draw; built fresh from the app state on every frame.
pub struct BoardView<'a> {
    pub position: &'a Position,
    pub glyphs: &'a Glyphs,
    pub theme: &'a Theme,
    pub flipped: bool,
    pub cursor: Option<Square>,
    pub selected: Option<Square>,
    pub destinations: Bitboard,
    pub last_move: Option<Move>,
}

/// A board with the marks a player drew on it (`tui::marks`).
pub struct MarkedBoard<'a> {
    pub board: BoardView<'a>,
    pub marks: &'a [Mark],
    /// The engine's best moves, over the marks (research, `x`).
    pub engine: &'a [EngineArrow],
}

impl Widget for MarkedBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.board.draw(self.marks, self.engine, area, buf);
    }
}

impl BoardView<'_> {
    /// The style of one cell: the strongest highlight wins. A mark's tint
    /// shows only where no highlight is (`tui/marks/draw.rs` says why).
    fn cell_style(&self, sq: Square, piece_style: Style, marks: &[Mark]) -> Style {
        let t = self.theme;
        let base = t.board.patch(piece_style);
        let mut style = base;
        let checked_king = self
            .position
            .in_check()
            .then(|| self.position.king_square(self.position.side_to_move()))
            .flatten();
        if self.in_last_move(sq) {
            style = style.patch(t.last_move);
        }
        if checked_king == Some(sq) {
            style = style.patch(t.check);
        }
        if self.destinations.has(sq) {
            style = style.patch(t.destination);
        }
        if self.selected == Some(sq) {
            style = style.patch(t.selected);
        }
        if self.cursor == Some(sq) {
            style = style.patch(t.cursor);
        }
        match tint_at(marks, sq) {
            Some(brush) if style == base => style.patch(t.brush(brush)),
            _ => style,
        }
    }

    fn in_last_move(&self, sq: Square) -> bool {
        self.last_move
            .is_some_and(|m| m.to() == sq || m.from() == Some(sq))
    }

    /// `[` and `]` in the blank columns either side of the last move's
    /// squares on display row `row`. Side by side, the two squares share one
    /// pair: on the compact board the column between them has room for
    /// only one mark, and larger squares read the same way.
    fn bracket_last_move(&self, board: Rect, size: BoardSize, row: u16, buf: &mut Buffer) {
        let marked = |col: u16| {
            col < 9
                && square_at_display(col, row, self.flipped).is_some_and(|sq| self.in_last_move(sq))
        };
        let style = self.theme.board.patch(self.theme.last_move);
        for col in (0..9u16).filter(|&c| marked(c)) {
            // Either side of the marker and the glyph.
            let (x, y) = size.text_origin(board, col, row);
            if col == 0 || !marked(col - 1) {
                buf.set_string(x - 1, y, "[", style);
            }
            if !marked(col + 1) {
                buf.set_string(x + 3, y, "]", style);
            }
        }
    }
}

impl Widget for BoardView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.draw(&[], &[], area, buf);
    }
}

impl BoardView<'_> {
    fn draw(&self, marks: &[Mark], engine: &[EngineArrow], area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let size = BoardSize::fitting(area.width, area.height);
        if area.width < size.width() || area.height < size.height() {
            return;
        }
        let area = Rect {
            width: size.width(),
            height: size.height(),
            ..area
        };
        let t = self.theme;
        let g = self.glyphs;
        for col in 0..9u16 {
            let Some(sq) = square_at_display(col, 0, self.flipped) else {
                continue;
            };
            let label = g.files.get(9 - usize::from(sq.file())).map_or("", |s| s);
            // Over the glyph, a column after the marker.
            let (x, _) = size.text_origin(area, col, 0);
            buf.set_string(x + 1, area.y, pad(label), t.label);
        }
        let frame = Rect::new(area.x, area.y + 1, area.width - 2, area.height - 1);
        Block::default()
            .borders(Borders::ALL)
            .border_set(border::PLAIN)
            .border_style(t.grid)
            .style(t.board)
            .render(frame, buf);
        for row in 0..9u16 {
            for col in 0..9u16 {
                let Some(sq) = square_at_display(col, row, self.flipped) else {
                    continue;
                };
                let (text, piece_style) = match self.position.piece_at(sq) {
                    Some(p) => (
                        g.piece_cell(p),
                        match p.color {
                            Color::Black => t.black_piece,
                            Color::White => t.white_piece,
                        },
                    ),
                    None => (g.empty_cell(), t.empty),
                };
                let style = self.cell_style(sq, piece_style, marks);
                // A highlight covers the whole square, not just its text.
                buf.set_style(size.square_rect(area, col, row), style);
                let (x, y) = size.text_origin(area, col, row);
                buf.set_string(x, y, text, style);
            }
            if t.bracket_last_move {
                self.bracket_last_move(area, size, row, buf);
            }
            if let Some(sq) = square_at_display(0, row, self.flipped) {
                let label = g.ranks.get(usize::from(sq.rank()) - 1).map_or("", |s| s);
                let (_, y) = size.text_origin(area, 0, row);
                buf.set_string(frame.right(), y, pad(label), t.label);
            }
        }
        draw_marks(marks, self.position, g, t, (area, size, self.flipped), buf);
        draw_engine_arrows(engine, t, (area, size, self.flipped), buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::snapshot::buffer_lines;
    use unicode_width::UnicodeWidthStr;

    /// The board's text, row by row, after `last` was played to reach `sfen`.
    fn drawn(sfen: &str, last: &str, theme: &Theme) -> (Vec<String>, Buffer) {
        let position = Position::from_sfen(sfen).unwrap();
        let glyphs = Glyphs::named("kanji").unwrap();
        let size = BoardSize::COMPACT;
        let area = Rect::new(0, 0, size.width(), size.height());
        let mut buf = Buffer::empty(area);
        BoardView {
            position: &position,
            glyphs: &glyphs,
            theme,
            flipped: false,
            cursor: None,
            selected: None,
            destinations: Bitboard::EMPTY,
            last_move: Some(Move::from_usi(last).unwrap()),
        }
        .render(area, &mut buf);
        (buffer_lines(&buf), buf)
    }

    #[test]
    fn without_colour_the_last_move_is_bracketed_and_the_board_keeps_its_columns() {
        let plain = Theme::plain();
        let (moved, _) = drawn("4k4/9/9/9/9/9/9/9/5K3 w - 2", "5i4i", &plain);
        // Side by side, origin and destination share one pair of brackets.
        assert_eq!(
            moved[10], "│  ・  ・  ・  ・[ ・  玉] ・  ・  ・ │九",
            "{moved:#?}"
        );
        let (dropped, _) = drawn("4k4/4G4/9/9/9/9/9/9/5K3 w - 2", "G*5b", &plain);
        assert_eq!(dropped[3], "│  ・  ・  ・  ・[ 金] ・  ・  ・  ・ │二");
        // Every other row lines up with the bracketed one.
        for row in &dropped[2..11] {
            assert_eq!(row.width(), dropped[3].width(), "{row}");
        }
    }

    #[test]
    fn with_colour_the_last_move_is_painted_not_bracketed() {
        let dark = Theme::named("dark", true).unwrap();
        let (lines, buf) = drawn("4k4/9/9/9/9/9/9/9/5K3 w - 2", "5i4i", &dark);
        assert!(!lines.concat().contains('['), "{lines:#?}");
        let (x, y) = (2 + 5 * BoardSize::COMPACT.cell_width, 10);
        assert_eq!(buf[(x + 1, y)].symbol(), "玉");
        assert_eq!(buf[(x + 1, y)].bg, dark.last_move.bg.unwrap());
    }
}
