//! The move list, numbered, scrolled so the current move is visible.

use crate::tui::theme::Theme;
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

impl MoveListView<'_> {
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
        let rows = usize::from(block.inner(area).height);
        let skip = MoveListView::first_shown(self.moves.len(), rows, self.current);
        let lines: Vec<Line> = self
            .moves
            .iter()
            .enumerate()
            .skip(skip)
            .map(|(i, text)| {
                let here = self.current == Some(i);
                // The pointer shows the current move without colour too.
                let pointer = if here { "▸" } else { " " };
                let number =
                    Span::styled(format!("{pointer}{:>3} ", self.first_number + i + 1), t.dim);
                let style = if here { t.title } else { t.text };
                Line::from(vec![number, Span::styled(text.as_str(), style)])
            })
            .collect();
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
