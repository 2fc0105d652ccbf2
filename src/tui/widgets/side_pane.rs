//! The titled pane beside the board that the editor, the puzzles and the
//! quiz fill with wrapped lines of text.

use super::wrapped::wrap;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// The pane's border is drawn when it is opened; its text when it is
/// shown, so that a page can decide late which rows fit.
pub struct SidePane {
    inner: Rect,
    lines: Vec<Line<'static>>,
}

impl SidePane {
    /// Draws the border and title over `area`.
    pub fn open(title: &str, theme: &Theme, area: Rect, buf: &mut Buffer) -> SidePane {
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(theme.grid)
            .title(Span::styled(format!(" {title} "), theme.title));
        let inner = block.inner(area);
        block.render(area, buf);
        SidePane {
            inner,
            lines: Vec::new(),
        }
    }

    /// Columns inside the border.
    pub fn width(&self) -> usize {
        usize::from(self.inner.width)
    }

    /// `s` wrapped to the pane's width, each row in `style`.
    pub fn text(&mut self, s: &str, style: Style) {
        for row in wrap(s, self.width()) {
            self.lines.push(Line::styled(row, style));
        }
    }

    /// The rows from the top; those that do not fit are cut off below.
    pub fn show(self, buf: &mut Buffer) {
        Paragraph::new(self.lines).render(self.inner, buf);
    }

    /// The last rows that fit: for a pane whose newest line is at its end.
    pub fn show_end(mut self, buf: &mut Buffer) {
        let room = usize::from(self.inner.height);
        let skip = self.lines.len().saturating_sub(room);
        let tail = self.lines.split_off(skip);
        Paragraph::new(tail).render(self.inner, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::SidePane;
    use crate::tui::theme::Theme;
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;

    fn rows(buf: &Buffer) -> Vec<String> {
        let area = buf.area;
        (0..area.height)
            .map(|y| {
                (0..area.width)
                    .map(|x| buf[(x, y)].symbol())
                    .collect::<String>()
            })
            .collect()
    }

    #[test]
    fn text_wraps_inside_the_border_and_the_end_shows_the_newest_rows() {
        let theme = Theme::default_theme(true);
        let area = Rect::new(0, 0, 10, 4);
        let mut buf = Buffer::empty(area);
        let mut pane = SidePane::open("T", &theme, area, &mut buf);
        assert_eq!(pane.width(), 8);
        pane.text("one two three", theme.text);
        pane.text("four", theme.text);
        pane.show_end(&mut buf);
        let r = rows(&buf);
        // Two rows inside: "one two" / "three" / "four" keeps the last two.
        assert_eq!(r[1], "│three   │");
        assert_eq!(r[2], "│four    │");

        let mut buf = Buffer::empty(area);
        let mut pane = SidePane::open("T", &theme, area, &mut buf);
        pane.text("one two three", theme.text);
        pane.show(&mut buf);
        let r = rows(&buf);
        assert!(r[0].contains(" T "), "{r:?}");
        assert_eq!(r[1], "│one two │");
        assert_eq!(r[2], "│three   │");
    }
}
