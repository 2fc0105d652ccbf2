//! The evaluation graph of a whole game: one column per position (or one
//! position sampled per column when the game is longer than the graph is
//! wide), filled from the bottom to Black's winning chance, so that the
//! top half is Black ahead and the bottom half White ahead. A chance
//! rather than centipawns keeps a won game's huge scores from flattening
//! everything else, and needs no clamp. Eighth blocks (▁ … █) make one
//! row readable, so the graph still says something at 80×24.

use crate::shogi::Color;
use crate::tui::theme::Theme;
use crate::tui::widgets::status::side_mark;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The fills of one cell, from empty to full, in eighths.
const EIGHTHS: [&str; 9] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"];

/// Columns the ☗ ☖ labels take on the left.
const LABEL_WIDTH: u16 = 2;

pub struct EvalGraph<'a> {
    /// Black's winning chance (0 to 1) per position, 0 = the start;
    /// `None` where the position has no evaluation.
    pub chances: &'a [Option<f64>],
    /// The position to mark (the one on the board), if it is on this line.
    pub current: Option<usize>,
    pub theme: &'a Theme,
}

/// The part of the graph's area the columns take.
fn plot(area: Rect) -> Rect {
    let label = if area.width > LABEL_WIDTH * 2 {
        LABEL_WIDTH
    } else {
        0
    };
    Rect {
        x: area.x + label,
        width: area.width - label,
        ..area
    }
}

/// The first column of position `ply` and how many columns it has, for
/// `points` positions in `width` columns.
fn columns_of(ply: usize, points: usize, width: usize) -> (usize, usize) {
    if points <= width {
        let each = width / points.max(1);
        (ply * each, each)
    } else {
        (ply * width / points, 1)
    }
}

/// The position shown in column `col`.
fn ply_in(col: usize, points: usize, width: usize) -> Option<usize> {
    let ply = if points <= width {
        col / (width / points.max(1))
    } else {
        // The first position whose column this is.
        (col * points).div_ceil(width)
    };
    (ply < points).then_some(ply)
}

impl EvalGraph<'_> {
    /// The position whose column is at (x, y) of a graph drawn in `area`
    /// with `points` positions: what a click there means.
    pub fn ply_at(area: Rect, points: usize, x: u16, y: u16) -> Option<usize> {
        let plot = plot(area);
        if points == 0 || plot.width == 0 || !plot.contains((x, y).into()) {
            return None;
        }
        ply_in(usize::from(x - plot.x), points, usize::from(plot.width))
    }
}

impl Widget for EvalGraph<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let plot = plot(area);
        let points = self.chances.len();
        if points == 0 || plot.width == 0 || plot.height == 0 {
            return;
        }
        if plot.x > area.x {
            buf.set_string(area.x, area.y, side_mark(Color::Black), t.dim);
            if area.height > 1 {
                buf.set_string(area.x, area.bottom() - 1, side_mark(Color::White), t.dim);
            }
        }
        let width = usize::from(plot.width);
        let rows = usize::from(plot.height);
        let current = self
            .current
            .filter(|&p| p < points)
            .map(|p| columns_of(p, points, width));
        for col in 0..width {
            let Some(ply) = ply_in(col, points, width) else {
                continue;
            };
            let here = current.is_some_and(|(first, n)| col >= first && col < first + n);
            let x = plot.x + col as u16;
            let chance = self.chances.get(ply).copied().flatten();
            for row in 0..rows {
                // Row 0 is the bottom one.
                let y = plot.bottom() - 1 - row as u16;
                let (text, style) = match chance {
                    Some(c) => {
                        let eighths = (c.clamp(0.0, 1.0) * (rows * 8) as f64).round() as usize;
                        let fill = eighths.saturating_sub(row * 8).min(8);
                        (EIGHTHS[fill], t.title)
                    }
                    None if row == 0 => ("·", t.dim),
                    None => (" ", t.dim),
                };
                // The current column shows without colour too.
                let (text, style) = match (here, text) {
                    (true, " ") => ("┊", t.cursor),
                    (true, text) => (text, t.cursor),
                    (false, text) => (text, style),
                };
                buf.set_string(x, y, text, style);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_games_get_wide_columns_and_long_ones_are_sampled() {
        assert_eq!(columns_of(3, 10, 40), (12, 4));
        assert_eq!(ply_in(12, 10, 40), Some(3));
        assert_eq!(ply_in(15, 10, 40), Some(3));
        assert_eq!(ply_in(40, 10, 40), None);
        // 121 positions in 40 columns: every column's position is marked
        // in that column.
        for col in 0..40 {
            let ply = ply_in(col, 121, 40).unwrap();
            assert_eq!(columns_of(ply, 121, 40), (col, 1), "column {col}");
        }
        assert_eq!(ply_in(0, 121, 40), Some(0));
    }

    #[test]
    fn a_click_left_of_the_columns_or_outside_means_nothing() {
        let area = Rect::new(10, 5, 42, 4);
        assert_eq!(EvalGraph::ply_at(area, 10, 10, 5), None, "the ☗ label");
        assert_eq!(EvalGraph::ply_at(area, 10, 12, 5), Some(0));
        assert_eq!(EvalGraph::ply_at(area, 10, 12 + 4 * 9, 8), Some(9));
        assert_eq!(EvalGraph::ply_at(area, 10, 12, 9), None, "under it");
    }

    #[test]
    fn even_is_half_full_and_a_win_is_full() {
        let theme = Theme::named("dark", false).unwrap();
        let chances = [Some(0.5), Some(1.0), Some(0.0), None];
        let area = Rect::new(0, 0, 6, 1);
        let mut buf = Buffer::empty(area);
        EvalGraph {
            chances: &chances,
            current: None,
            theme: &theme,
        }
        .render(area, &mut buf);
        let row: String = (0..6).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert_eq!(row, "☗ ▄█ ·");
    }
}
