//! The menu drawn: a box centred on the screen, its rows scrolling with
//! the focus when the screen is short.

use super::rows::RowKind;
use super::state::{Menu, Prompt};
use crate::t;
use crate::tui::layout::{centered, rows_around};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, middle_fitting, padded, tail_fitting};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// The menu box's columns when no row needs more.
const MENU_WIDTH: u16 = 66;

/// Where a row's detail starts: the pointer and the label's column.
const DETAIL_AT: usize = 22;

impl Menu {
    /// The menu box, centred on the screen: as tall as the rows need, or
    /// the screen allows (the rows then scroll with the focus).
    pub fn rect(&self, screen: Rect) -> Rect {
        // Border, message line, the rows, border with the key hint.
        let h = u16::try_from(self.rows.len()).unwrap_or(u16::MAX) + 3;
        centered(screen, self.width(), h.min(screen.height))
    }

    /// The box's columns: 66, or more where a row's detail (the save
    /// Continue names) needs them and the screen has them.
    fn width(&self) -> u16 {
        let widest = self
            .rows
            .iter()
            .filter_map(|r| r.detail.as_deref())
            .map(|d| DETAIL_AT + 1 + d.width() + 1)
            .max()
            .unwrap_or(0);
        u16::try_from(widest + 2)
            .unwrap_or(u16::MAX)
            .max(MENU_WIDTH)
    }

    /// The rows shown in a box of `rect`: the first one's index and how
    /// many. When they do not all fit, the focus stays near the middle.
    pub(super) fn shown_rows(&self, rect: Rect) -> (usize, usize) {
        let room = usize::from(rect.height.saturating_sub(3));
        rows_around(self.focus, self.rows.len(), room)
    }

    /// The row under a screen position.
    pub fn row_at(&self, screen: Rect, x: u16, y: u16) -> Option<usize> {
        let r = self.rect(screen);
        let top = r.y + 2;
        if x <= r.x || x + 1 >= r.right() || y < top {
            return None;
        }
        let (first, room) = self.shown_rows(r);
        let i = usize::from(y - top);
        (i < room).then_some(first + i)
    }
}

pub struct MenuView<'a> {
    pub menu: &'a Menu,
    pub theme: &'a Theme,
}

impl Widget for MenuView<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let menu = self.menu;
        Block::default().style(t.text).render(screen, buf);
        let r = menu.rect(screen);
        Clear.render(r, buf);
        let hint = format!(
            " {} ",
            match menu.typing.as_ref().map(|t| t.prompt) {
                Some(Prompt::EngineCommand) => t!("menu-hint-engine-command"),
                Some(Prompt::Clock) => t!("menu-hint-clock"),
                Some(Prompt::Name(_)) => t!("menu-hint-name"),
                Some(Prompt::BookFile) => t!("menu-hint-book-file"),
                Some(Prompt::MyNames) => t!("menu-hint-my-names"),
                None => t!("menu-hint-rows"),
            }
        );
        // The key hint sits in the bottom border, to leave every line
        // inside for the rows.
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(t.popup_border)
            .style(t.popup)
            .title(Span::styled(" 将棋  shogi-tui ", t.title))
            .title_bottom(Span::styled(hint, t.dim));
        let inner = block.inner(r);
        block.render(r, buf);
        let mut lines = vec![match (&menu.message, menu.focus_note()) {
            (Some(m), _) => Line::styled(format!(" {m}"), t.refusal),
            (None, Some(note)) => Line::styled(format!(" {note}"), t.dim),
            (None, None) => Line::default(),
        }];
        let (first, room) = menu.shown_rows(r);
        for (i, row) in menu.rows.iter().enumerate().skip(first).take(room) {
            let focused = i == menu.focus;
            let pointer = if focused { "▸ " } else { "  " };
            let style = if focused { t.cursor } else { t.popup };
            let label = padded(&row.kind.label(), 20);
            let mut spans = vec![Span::styled(format!("{pointer}{label}"), style)];
            // What the label column leaves, and a column for the scroll marks.
            let room = usize::from(inner.width).saturating_sub(23);
            match (&menu.typing, menu.shown(row.kind).as_deref()) {
                (Some(typing), _) if focused => {
                    let lead = match typing.prompt {
                        Prompt::EngineCommand => " usi: ",
                        Prompt::Clock | Prompt::Name(_) | Prompt::BookFile | Prompt::MyNames => " ",
                    };
                    let width = room.saturating_sub(lead.chars().count() + 1);
                    let text = tail_fitting(typing.text.as_str(), width);
                    let text_style = if typing.text.is_selected() {
                        t.cursor.add_modifier(Modifier::REVERSED)
                    } else {
                        t.cursor
                    };
                    spans.push(Span::styled(lead, t.cursor));
                    spans.push(Span::styled(text, text_style));
                    spans.push(Span::styled("▏", t.cursor));
                }
                (_, Some(label)) if menu.picker(row.kind).is_none() => {
                    // A name: typed, not chosen.
                    spans.push(Span::styled(
                        format!("   {}", head_fitting(label, room.saturating_sub(3))),
                        t.title,
                    ));
                }
                (_, Some(label)) if row.kind == RowKind::MoveTime && menu.clock_decides() => {
                    // Still shown and stepped (it is kept for untimed
                    // games), but dimmed and said not to be in force.
                    let label = head_fitting(label, room.saturating_sub(4));
                    spans.push(Span::styled(format!(" ‹ {label} ›"), t.dim));
                    spans.push(Span::styled(
                        format!(" {}", t!("menu-move-time-clock-decides")),
                        t.dim,
                    ));
                }
                (_, Some(label)) => {
                    let label = head_fitting(label, room.saturating_sub(4));
                    let style = if menu.silenced(row.kind) {
                        t.dim
                    } else {
                        t.title
                    };
                    spans.push(Span::styled(format!(" ‹ {label} ›"), style));
                }
                (_, None) => {}
            }
            if let Some(detail) = &row.detail {
                // Both ends say which game: the players and the save's name.
                let used: usize = spans.iter().map(|s| s.content.width()).sum();
                let room = usize::from(inner.width).saturating_sub(used + 2);
                let detail = middle_fitting(detail, room);
                spans.push(Span::styled(format!(" {detail}"), t.dim));
            }
            lines.push(Line::from(spans));
        }
        Paragraph::new(lines).render(inner, buf);
        // More rows above or below than fit: say so at the right edge.
        let edge = inner.right().saturating_sub(1);
        if first > 0 {
            buf.set_string(edge, inner.y + 1, "▲", t.dim);
        }
        if first + room < menu.rows.len() {
            let y = inner.y + u16::try_from(room).unwrap_or(0);
            buf.set_string(edge, y, "▼", t.dim);
        }
    }
}
