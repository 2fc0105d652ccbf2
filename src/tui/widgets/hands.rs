//! A hand stand (駒台): the pieces one side holds, one kind per line in the
//! order 飛 角 金 銀 桂 香 歩, with counts.

use crate::shogi::{Color, Hand, PieceKind};
use crate::tui::glyphs::Glyphs;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

pub struct HandView<'a> {
    pub owner: Color,
    pub hand: Hand,
    pub glyphs: &'a Glyphs,
    pub theme: &'a Theme,
    /// The kind picked for a drop, if it is this side's.
    pub selected: Option<PieceKind>,
    /// Whether it is this side's turn; the title says so.
    pub to_move: bool,
    /// Whether the sides go by their handicap names (上手/下手).
    pub handicap: bool,
}

impl Widget for HandView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let title_style = if self.to_move { t.title } else { t.dim };
        let title = self.glyphs.stand_title(self.owner, self.handicap);
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.grid)
            .title(Span::styled(title, title_style));
        let lines: Vec<Line> = if self.hand.is_empty() {
            vec![Line::styled(
                format!(" {}", self.glyphs.hand_empty()),
                t.dim,
            )]
        } else {
            self.hand
                .iter()
                .map(|(kind, n)| {
                    let text = format!(" {}", self.glyphs.hand_entry(kind, self.owner, n));
                    let style = if self.selected == Some(kind) {
                        t.hand_selected
                    } else {
                        t.text
                    };
                    Line::styled(text, style)
                })
                .collect()
        };
        Paragraph::new(lines).block(block).render(area, buf);
    }
}
