//! The move list, numbered, scrolled so the latest move is always visible.

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
}

impl Widget for MoveListView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.grid)
            .title(Span::styled(self.title, t.title));
        let rows = usize::from(block.inner(area).height);
        let skip = self.moves.len().saturating_sub(rows);
        let last = self.moves.len().saturating_sub(1);
        let lines: Vec<Line> = self
            .moves
            .iter()
            .enumerate()
            .skip(skip)
            .map(|(i, text)| {
                let number = Span::styled(format!("{:>3} ", self.first_number + i + 1), t.dim);
                let style = if i == last { t.title } else { t.text };
                Line::from(vec![number, Span::styled(text.as_str(), style)])
            })
            .collect();
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
