//! The move list, numbered, scrolled so the current move is visible.

use crate::tui::theme::Theme;
use crate::tui::widgets::fit::head_fitting;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

pub struct MoveListView<'a> {
    /// One text per move, already in the chosen notation.
    pub moves: &'a [String],
    /// Move number of the first entry minus one (a game from an SFEN may
    /// start at a later move).
    pub first_number: usize,
    pub title: &'a str,
    pub theme: &'a Theme,
    /// The move to highlight and keep in view (the latest one in a game,
    /// the one stepped to in review); `None` shows the list from the top.
    pub current: Option<usize>,
}

/// The widest move the list makes room for, in columns: `▲５五成銀左上`.
const LONGEST_MOVE: usize = 13;

impl MoveListView<'_> {
    /// Columns for the move numbers in a list `inner_width` wide whose last
    /// number is `last`: three, unless the list is so narrow that a long
    /// move would not fit; then only as many as the numbers need.
    pub fn number_width(inner_width: usize, last: usize) -> usize {
        let room = inner_width.saturating_sub(LONGEST_MOVE + 2);
        if room >= 3 {
            3
        } else {
            last.max(1).to_string().len().max(room)
        }
    }

    /// Columns for each move's text in a list drawn in `area` of `len`
    /// moves numbered from `first_number + 1`: what is left after the
    /// pointer, the number and a space.
    pub fn text_width(area: Rect, first_number: usize, len: usize) -> usize {
        let inner = usize::from(MoveListView::inner(area).width);
        let digits = MoveListView::number_width(inner, first_number + len);
        inner.saturating_sub(digits + 2)
    }

    /// The inside of the list's frame: one move per row.
    pub fn inner(area: Rect) -> Rect {
        Block::default().borders(Borders::ALL).inner(area)
    }

    /// The index of the first move shown when `rows` fit: the current move
    /// stays in the middle where it can, so moves on both sides show.
    pub fn first_shown(len: usize, rows: usize, current: Option<usize>) -> usize {
        if len <= rows {
            return 0;
        }
        current.map_or(0, |c| c.saturating_sub(rows / 2).min(len - rows))
    }

    /// The move under a screen position of the list drawn in `area`.
    pub fn move_at(
        area: Rect,
        len: usize,
        current: Option<usize>,
        x: u16,
        y: u16,
    ) -> Option<usize> {
        let inner = MoveListView::inner(area);
        if x < inner.x || x >= inner.right() || y < inner.y || y >= inner.bottom() {
            return None;
        }
        let first = MoveListView::first_shown(len, usize::from(inner.height), current);
        let i = first + usize::from(y - inner.y);
        (i < len).then_some(i)
    }
}

impl Widget for MoveListView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.grid)
            .title(Span::styled(self.title, t.title));
        let inner = block.inner(area);
        let rows = usize::from(inner.height);
        let skip = MoveListView::first_shown(self.moves.len(), rows, self.current);
        let digits = MoveListView::number_width(
            usize::from(inner.width),
            self.first_number + self.moves.len(),
        );
        let text_width = MoveListView::text_width(area, self.first_number, self.moves.len());
        let lines: Vec<Line> = self
            .moves
            .iter()
            .enumerate()
            .skip(skip)
            .map(|(i, text)| {
                let here = self.current == Some(i);
                // The pointer shows the current move without colour too.
                let pointer = if here { "▸" } else { " " };
                let number = Span::styled(
                    format!("{pointer}{:>digits$} ", self.first_number + i + 1),
                    t.dim,
                );
                let style = if here { t.title } else { t.text };
                // Cut with a mark rather than at the frame, where it would not show.
                let text = head_fitting(text, text_width);
                Line::from(vec![number, Span::styled(text, style)])
            })
            .collect();
        Paragraph::new(lines).block(block).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_narrow_only_when_a_long_move_would_not_fit() {
        assert_eq!(MoveListView::number_width(34, 9), 3);
        assert_eq!(MoveListView::number_width(18, 99), 3);
        // 80 columns: 17 inside the frame, two digits leave 13 for the move.
        assert_eq!(MoveListView::number_width(17, 99), 2);
        assert_eq!(MoveListView::number_width(17, 100), 3);
        assert_eq!(MoveListView::number_width(14, 9), 1);
    }
}
