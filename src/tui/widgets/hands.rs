//! A hand stand (駒台): the pieces one side holds, one kind per line in the
//! order 飛 角 金 銀 桂 香 歩, with counts.

use crate::kifu::marks::{Brush, Mark, Spot};
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
    /// The player's marks on the position shown (none where the page
    /// has none): a circle on a kind in this hand, or an arrow from it (a
    /// drop), tints that kind's line as the board tints a square.
    pub marks: &'a [Mark],
}

/// The colour of the last mark on `owner`'s `kind` in hand.
fn hand_tint(marks: &[Mark], owner: Color, kind: PieceKind) -> Option<Brush> {
    let here = Spot::Hand(owner, kind);
    marks.iter().rev().find_map(|&m| match m {
        Mark::Circle { brush, at } if at == here => Some(brush),
        Mark::Arrow { brush, from, .. } if from == here => Some(brush),
        _ => None,
    })
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
                    // The selection keeps its colour, as on the board.
                    let style = match hand_tint(self.marks, self.owner, kind) {
                        _ if self.selected == Some(kind) => t.hand_selected,
                        Some(brush) => t.text.patch(t.brush(brush)),
                        None => t.text,
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
        rendered(area, hand, &[], &Theme::plain()).0
    }

    /// The rows as text, and the buffer for their styles.
    fn rendered(area: Rect, hand: Hand, marks: &[Mark], theme: &Theme) -> (Vec<String>, Buffer) {
        let mut buf = Buffer::empty(area);
        let glyphs = Glyphs::kanji();
        HandView {
            owner: Color::Black,
            hand,
            glyphs: &glyphs,
            theme,
            selected: None,
            to_move: true,
            handicap: false,
            marks,
        }
        .render(area, &mut buf);
        let rows = (0..area.height)
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
            .collect();
        (rows, buf)
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

    #[test]
    fn a_marked_kind_in_hand_is_tinted_and_the_others_are_not() {
        let hand = Hand::EMPTY
            .with_count(PieceKind::Pawn, 2)
            .and_then(|h| h.with_count(PieceKind::Bishop, 1))
            .unwrap();
        let theme = Theme::named("dark", true).unwrap();
        let marks = [
            Mark::Circle {
                brush: Brush::Red,
                at: Spot::Hand(Color::Black, PieceKind::Pawn),
            },
            // White's bishop: another stand's.
            Mark::Circle {
                brush: Brush::Blue,
                at: Spot::Hand(Color::White, PieceKind::Bishop),
            },
        ];
        let area = Rect::new(0, 0, 14, 9);
        let (rows, buf) = rendered(area, hand, &marks, &theme);
        let row_of = |glyph: &str| rows.iter().position(|r| r.contains(glyph)).unwrap() as u16;
        let red = theme.brush(Brush::Red);
        assert_eq!(buf[(2, row_of("歩"))].style().bg, red.bg);
        assert_ne!(
            buf[(2, row_of("角"))].style().bg,
            theme.brush(Brush::Blue).bg
        );
        // A drop arrow from the bishop tints it too.
        let arrow = [Mark::Arrow {
            brush: Brush::Yellow,
            from: Spot::Hand(Color::Black, PieceKind::Bishop),
            to: Spot::Square(crate::shogi::Square::parse_usi("5e").unwrap()),
        }];
        let (_, buf) = rendered(area, hand, &arrow, &theme);
        assert_eq!(
            buf[(2, row_of("角"))].style().bg,
            theme.brush(Brush::Yellow).bg
        );
    }
}
