//! The marks drawn over the board widget, after its squares.
//!
//! How they combine with what the board shows, strongest last:
//! - A marked square (a circle, an arrow's ends, a pictured piece) is
//!   tinted in its colour only when no other highlight is on it: the last
//!   move, check, a destination, the selection and the cursor keep their
//!   own colour (`widgets/board.rs` asks `tint_at`).
//! - A circle also paints the blank columns either side of its square
//!   (and, on the larger boards, the blank rows above and below): a ring
//!   that shows even where a highlight keeps the square's own colour.
//!   Without colour, `(` and `)` there, unless the last move's brackets
//!   hold them.
//! - An arrow's path is line glyphs in its colour through the blank cells
//!   between the squares (the larger boards have room; on the 80×24 board
//!   the columns between squares); its head, an arrow glyph beside the
//!   target's piece, says where it points on every size.
//! - Nothing is written over a piece's text: the piece always reads.

use crate::kifu::marks::{Brush, Mark, Spot};
use crate::shogi::{Color, Position, Square};
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::{BoardSize, display_col_row};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

/// The colour of the last mark on `sq` (later marks are drawn over
/// earlier ones).
pub fn tint_at(marks: &[Mark], sq: Square) -> Option<Brush> {
    let here = Spot::Square(sq);
    marks.iter().rev().find_map(|&m| match m {
        Mark::Circle { brush, at } if at == here => Some(brush),
        Mark::Arrow { brush, from, to } if from == here || to == here => Some(brush),
        Mark::Piece { brush, at, .. } if at == sq => Some(brush),
        _ => None,
    })
}

/// Where the board was drawn, to find a square's cells.
#[derive(Clone, Copy)]
struct Board {
    area: Rect,
    size: BoardSize,
    flipped: bool,
}

impl Board {
    /// The square's text origin: its marker column, then the glyph.
    fn text(self, sq: Square) -> (u16, u16) {
        let (col, row) = display_col_row(sq, self.flipped);
        self.size.text_origin(self.area, col, row)
    }

    /// The middle of the square's glyph, where an arrow's path starts.
    fn centre(self, sq: Square) -> (i32, i32) {
        let (x, y) = self.text(sq);
        (i32::from(x) + 1, i32::from(y))
    }

    /// Whether (x, y) is inside the frame and holds no square's text.
    fn blank(self, x: i32, y: i32) -> bool {
        let inside = x > i32::from(self.area.x)
            && y > i32::from(self.area.y) + 1
            && x <= i32::from(self.area.x + 9 * self.size.cell_width + 1)
            && y < i32::from(self.area.y + 1 + self.size.height() - 2);
        inside && !self.in_text(x, y)
    }

    fn in_text(self, x: i32, y: i32) -> bool {
        let (cw, ch) = (
            i32::from(self.size.cell_width),
            i32::from(self.size.cell_height),
        );
        let (left, top) = (i32::from(self.area.x) + 1, i32::from(self.area.y) + 2);
        if x < left || y < top {
            return false;
        }
        let (dx, dy) = ((x - left) % cw, (y - top) % ch);
        // The text starts at the marker column, half the square in, and is
        // three columns wide (a marker and a glyph of two).
        let from = cw / 2 - 1;
        (from..from + 3).contains(&dx) && dy == ch / 2
    }
}

/// Draws `marks` over a board drawn at `area` in `size`.
pub fn draw_marks(
    marks: &[Mark],
    position: &Position,
    glyphs: &Glyphs,
    theme: &Theme,
    at: (Rect, BoardSize, bool),
    buf: &mut Buffer,
) {
    let (area, size, flipped) = at;
    let board = Board {
        area,
        size,
        flipped,
    };
    for &mark in marks {
        let style = theme.brush(mark.brush());
        match mark {
            Mark::Circle {
                at: Spot::Square(sq),
                ..
            } => ring(board, sq, style, buf),
            Mark::Piece { at, piece, .. } if position.piece_at(at).is_none() => {
                // A piece pictured on an empty square: its glyph, dimmed,
                // so it reads as a plan and not as a piece on the board.
                let (x, y) = board.text(at);
                let ink = match piece.color {
                    Color::Black => theme.black_piece,
                    Color::White => theme.white_piece,
                };
                let cell = buf[(x, y)].style().patch(ink);
                buf.set_string(
                    x,
                    y,
                    glyphs.piece_cell(piece),
                    cell.add_modifier(Modifier::DIM | Modifier::ITALIC),
                );
            }
            Mark::Arrow {
                from,
                to: Spot::Square(to),
                ..
            } => arrow(board, from, to, style, buf),
            // A circle on a piece in hand is the stand's to show
            // (`widgets/hands.rs` tints its line); an arrow into a hand
            // points nowhere on the board.
            _ => {}
        }
    }
}

/// One of the engine's moves drawn as an arrow (research, `x`), with its
/// score as the engine's pane writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineArrow {
    pub from: Spot,
    pub to: Square,
    pub score: String,
}

/// The engine's moves over a board drawn at `area` in `size`, in the
/// theme's engine colour: paths and heads as the marks' arrows, and on
/// the boards whose squares are taller than a row the score in the blank
/// row under the target. The squares are not tinted: a tint is the
/// player's.
pub fn draw_engine_arrows(
    arrows: &[EngineArrow],
    theme: &Theme,
    at: (Rect, BoardSize, bool),
    buf: &mut Buffer,
) {
    let (area, size, flipped) = at;
    let board = Board {
        area,
        size,
        flipped,
    };
    for a in arrows {
        arrow(board, a.from, a.to, theme.engine_arrow, buf);
        let (x, y) = board.text(a.to);
        let (x, y) = (i32::from(x), i32::from(y) + 1);
        let room = usize::from(size.cell_width - 1);
        if size.cell_height > 1 && (x..x + room as i32).all(|cx| board.blank(cx, y)) {
            let (Ok(x), Ok(y)) = (u16::try_from(x), u16::try_from(y)) else {
                continue;
            };
            buf.set_stringn(x, y, &a.score, room, ink_of(theme.engine_arrow));
        }
    }
}

/// The blank cells around the square painted, or bracketed by `(` `)`.
fn ring(board: Board, sq: Square, style: Style, buf: &mut Buffer) {
    let (x, y) = board.text(sq);
    let (x, y) = (i32::from(x), i32::from(y));
    let (left, right) = (x - 1, x + 3);
    let coloured = style.bg.is_some();
    for (cx, glyph) in [(left, "("), (right, ")")] {
        if !board.blank(cx, y) {
            continue;
        }
        let Some(cell) = cell_mut(buf, cx, y) else {
            continue;
        };
        if coloured {
            cell.set_style(style);
        } else if cell.symbol() == " " {
            cell.set_symbol(glyph);
        }
    }
    let half = i32::from(board.size.cell_height / 2);
    if coloured && half > 0 {
        for cy in [y - half, y + half] {
            for cx in left..=right {
                if board.blank(cx, cy)
                    && let Some(cell) = cell_mut(buf, cx, cy)
                {
                    cell.set_style(style);
                }
            }
        }
    }
}

/// A path of line glyphs from `from` to `to` through blank cells, and a
/// head beside `to`'s piece.
fn arrow(board: Board, from: Spot, to: Square, style: Style, buf: &mut Buffer) {
    let ink = ink_of(style);
    let (tx, ty) = board.centre(to);
    let (sx, sy) = match from {
        Spot::Square(sq) => board.centre(sq),
        // A drop comes from the side of the board its owner sits on.
        Spot::Hand(color, _) => {
            let below = (color == Color::Black) != board.flipped;
            let edge = if below {
                i32::from(board.area.bottom())
            } else {
                i32::from(board.area.y)
            };
            (tx, edge)
        }
    };
    let steps = line(sx, sy, tx, ty);
    let mut last_blank = None;
    for pair in steps.windows(2) {
        let [(ax, ay), (bx, by)] = [pair[0], pair[1]];
        if board.blank(bx, by) {
            let glyph = match (bx - ax, by - ay) {
                (_, 0) => "─",
                (0, _) => "│",
                (dx, dy) if (dx > 0) == (dy > 0) => "╲",
                _ => "╱",
            };
            if let Some(cell) = cell_mut(buf, bx, by) {
                cell.set_symbol(glyph).set_style(ink);
            }
            last_blank = Some((bx, by));
        }
    }
    let head = head_glyph(tx - sx, ty - sy);
    // Beside the target's glyph, on the side the arrow comes from; else
    // on the last blank cell of its path.
    let side = if tx >= sx { tx - 2 } else { tx + 2 };
    let spot = [(side, ty)]
        .into_iter()
        .chain(last_blank)
        .find(|&(x, y)| board.blank(x, y));
    if let Some((x, y)) = spot
        && let Some(cell) = cell_mut(buf, x, y)
    {
        cell.set_symbol(head).set_style(ink);
    }
}

/// The colour of a brush as ink (its glyphs over the board), bold so that
/// a thin line reads; without colour, bold only.
fn ink_of(style: Style) -> Style {
    let ink = Style::default().add_modifier(Modifier::BOLD);
    match style.bg {
        Some(c) => ink.fg(c),
        None => ink,
    }
}

/// One of the eight arrows, pointing as (dx, dy) does on screen.
fn head_glyph(dx: i32, dy: i32) -> &'static str {
    // A cell is about twice as tall as wide: a knight's move or a
    // diagonal counts as diagonal when the rise is at least a quarter of
    // the run, in squares.
    let (ax, ay) = (dx.abs(), dy.abs() * 2);
    let horizontal = ay * 4 < ax;
    let vertical = ax * 4 < ay;
    match (horizontal, vertical, dx > 0, dy > 0) {
        (true, _, true, _) => "→",
        (true, _, false, _) => "←",
        (_, true, _, true) => "↓",
        (_, true, _, false) => "↑",
        (_, _, true, true) => "↘",
        (_, _, true, false) => "↗",
        (_, _, false, true) => "↙",
        (_, _, false, false) => "↖",
    }
}

/// The cells from (x0, y0) to (x1, y1), both ends included (Bresenham).
fn line(x0: i32, y0: i32, x1: i32, y1: i32) -> Vec<(i32, i32)> {
    let (dx, dy) = ((x1 - x0).abs(), -(y1 - y0).abs());
    let (sx, sy) = ((x1 - x0).signum(), (y1 - y0).signum());
    let (mut x, mut y, mut err) = (x0, y0, dx + dy);
    let mut cells = vec![(x, y)];
    while (x, y) != (x1, y1) {
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
        cells.push((x, y));
    }
    cells
}

fn cell_mut(buf: &mut Buffer, x: i32, y: i32) -> Option<&mut ratatui::buffer::Cell> {
    let (x, y) = (u16::try_from(x).ok()?, u16::try_from(y).ok()?);
    buf.cell_mut((x, y))
}
