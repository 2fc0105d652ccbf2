//! A hand stand (駒台): the pieces one side holds, one kind per line in the
//! order 飛 角 金 銀 桂 香 歩, with counts.

use crate::shogi::{Color, Hand, PieceKind};
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::stand_step;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

/// A stand this wide writes a count apart from its piece, in full-width
/// digits as the board's files are: `飛  ×２`.
const ROOMY_WIDTH: u16 = 14;

/// One kind in a roomy stand: the piece, and its count when more than one.
fn roomy_entry(glyphs: &Glyphs, kind: PieceKind, owner: Color, n: u8) -> String {
    let glyph = glyphs.kind_text(kind, owner);
    if n < 2 {
        return format!(" {glyph}");
    }
    let digits: String = n
        .to_string()
        .chars()
        .filter_map(|d| d.to_digit(10))
        .filter_map(|d| char::from_u32(u32::from('０') + d))
        .collect();
    format!(" {glyph}  ×{digits}")
}

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
            let roomy = area.width >= ROOMY_WIDTH;
            let step = usize::from(stand_step(area));
            self.hand
                .iter()
                .flat_map(|(kind, n)| {
                    let text = if roomy {
                        roomy_entry(self.glyphs, kind, self.owner, n)
                    } else {
                        format!(" {}", self.glyphs.hand_entry(kind, self.owner, n))
                    };
                    let style = if self.selected == Some(kind) {
                        t.hand_selected
                    } else {
                        t.text
                    };
                    // The blank rows between kinds, as between the
                    // squares of the board beside it.
                    std::iter::once(Line::styled(text, style))
                        .chain(std::iter::repeat_n(Line::default(), step - 1))
                })
                .collect()
        };
        Paragraph::new(lines).block(block).render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::Hand;
    use crate::tui::theme::Theme;

    fn drawn(area: Rect, hand: Hand) -> Vec<String> {
        let mut buf = Buffer::empty(area);
        let glyphs = Glyphs::kanji();
        let theme = Theme::plain();
        HandView {
            owner: Color::Black,
            hand,
            glyphs: &glyphs,
            theme: &theme,
            selected: None,
            to_move: true,
            handicap: false,
        }
        .render(area, &mut buf);
        (0..area.height)
            .map(|y| {
                let mut row = String::new();
                let mut x = 0;
                while x < area.width {
                    let s = buf[(x, y)].symbol();
                    row.push_str(s);
                    x +=
                        u16::try_from(unicode_width::UnicodeWidthStr::width(s).max(1)).unwrap_or(1);
                }
                row
            })
            .collect()
    }

    #[test]
    fn a_roomy_stand_spaces_its_kinds_and_writes_counts_apart() {
        let hand = Hand::EMPTY
            .with_count(PieceKind::Pawn, 18)
            .and_then(|h| h.with_count(PieceKind::Rook, 1))
            .unwrap();
        let rows = drawn(Rect::new(0, 0, 14, 15), hand);
        assert_eq!(rows[1], "│ 飛         │");
        assert_eq!(rows[2], "│            │");
        assert_eq!(rows[3], "│ 歩  ×１８  │");
        // The compact stand keeps a kind a row.
        let rows = drawn(Rect::new(0, 0, 10, 9), hand);
        assert!(rows[1].starts_with("│ 飛"), "{rows:?}");
        assert!(rows[2].starts_with("│ 歩"), "{rows:?}");
    }
}
