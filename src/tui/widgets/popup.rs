//! Popups drawn over the game: help, impasse tally, yes/no questions and
//! the one-line move prompt. Their rectangles are pure functions of the
//! screen size so clicks on their buttons can be hit-tested.

use crate::shogi::SideTally;
use crate::tui::input::GAME_KEYS;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};
use unicode_width::UnicodeWidthStr;

/// Clears `area`, draws a titled frame and returns the inside.
fn frame(area: Rect, title: &str, theme: &Theme, buf: &mut Buffer) -> Rect {
    Clear.render(area, buf);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(theme.popup_border)
        .style(theme.popup)
        .title(Span::styled(format!(" {title} "), theme.popup_border));
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

pub struct HelpPopup<'a> {
    pub theme: &'a Theme,
    /// Lines scrolled past when the terminal is too short for the whole list.
    pub scroll: u16,
}

impl HelpPopup<'_> {
    pub fn rect(screen: Rect) -> Rect {
        let h = u16::try_from(GAME_KEYS.len()).unwrap_or(u16::MAX) + 3;
        centered(screen, 72, h)
    }
}

impl Widget for HelpPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let inner = frame(HelpPopup::rect(screen), "Keys", t, buf);
        let shown = usize::from(inner.height.saturating_sub(1));
        let hidden = GAME_KEYS.len().saturating_sub(shown);
        let skip = usize::from(self.scroll).min(hidden);
        let key_w = GAME_KEYS.iter().map(|(k, _)| k.width()).max().unwrap_or(0);
        let mut lines: Vec<Line> = GAME_KEYS
            .iter()
            .skip(skip)
            .take(shown)
            .map(|(k, what)| {
                let pad = " ".repeat(key_w.saturating_sub(k.width()));
                Line::from(vec![
                    Span::styled(format!(" {k}{pad}  "), t.title),
                    Span::styled(*what, t.popup),
                ])
            })
            .collect();
        let footer = if hidden > 0 {
            " ↑↓ scroll · Esc closes"
        } else {
            " Esc closes"
        };
        lines.push(Line::styled(footer, t.dim));
        Paragraph::new(lines).render(inner, buf);
    }
}

/// A yes/no question with two clickable answers.
pub struct QuestionPopup<'a> {
    pub title: &'a str,
    pub lines: &'a [String],
    pub yes: &'a str,
    pub no: &'a str,
    pub theme: &'a Theme,
}

impl QuestionPopup<'_> {
    pub fn rect(screen: Rect, lines: &[String], yes: &str, no: &str) -> Rect {
        let text_w = lines.iter().map(|l| l.width()).max().unwrap_or(0);
        let buttons_w = yes.width() + no.width() + 8;
        let w = u16::try_from(text_w.max(buttons_w) + 4).unwrap_or(u16::MAX);
        let h = u16::try_from(lines.len()).unwrap_or(u16::MAX) + 4;
        centered(screen, w.max(30), h)
    }

    /// Screen rectangles of the yes and the no answer.
    pub fn buttons(screen: Rect, lines: &[String], yes: &str, no: &str) -> (Rect, Rect) {
        let r = QuestionPopup::rect(screen, lines, yes, no);
        let y = r.bottom().saturating_sub(2);
        let yes_w = u16::try_from(yes.width() + 2).unwrap_or(0);
        let no_w = u16::try_from(no.width() + 2).unwrap_or(0);
        let yes_rect = Rect::new(r.x + 2, y, yes_w, 1);
        let no_rect = Rect::new(yes_rect.right() + 3, y, no_w, 1);
        (yes_rect, no_rect)
    }
}

impl Widget for QuestionPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let r = QuestionPopup::rect(screen, self.lines, self.yes, self.no);
        let inner = frame(r, self.title, t, buf);
        let text: Vec<Line> = self
            .lines
            .iter()
            .map(|l| Line::styled(format!(" {l}"), t.popup))
            .collect();
        Paragraph::new(text).render(inner, buf);
        let (yes, no) = QuestionPopup::buttons(screen, self.lines, self.yes, self.no);
        buf.set_string(yes.x, yes.y, format!("[{}]", self.yes), t.selected);
        buf.set_string(no.x, no.y, format!("[{}]", self.no), t.cursor);
    }
}

/// The `:` prompt: one line above the status bar.
pub struct PromptLine<'a> {
    pub text: &'a str,
    pub theme: &'a Theme,
}

impl Widget for PromptLine<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let inner = frame(
            area,
            "move (7g7f, P*5e, P-7f, ７六歩) — Enter plays, Esc closes",
            t,
            buf,
        );
        let line = Line::from(vec![
            Span::styled(": ", t.title),
            Span::styled(self.text, t.popup),
            Span::styled("█", t.dim),
        ]);
        Paragraph::new(line).render(inner, buf);
    }
}

/// The impasse tally: both sides' counts and what each rule would decide now.
pub struct TallyPopup<'a> {
    pub black: SideTally,
    pub white: SideTally,
    /// (rule, verdict now), worded by the app from the controller's tally.
    pub verdicts: &'a [(String, String)],
    pub theme: &'a Theme,
}

impl TallyPopup<'_> {
    pub fn rect(screen: Rect, verdicts: usize) -> Rect {
        let h = 9 + u16::try_from(verdicts).unwrap_or(u16::MAX);
        centered(screen, 76, h)
    }
}

impl Widget for TallyPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let r = TallyPopup::rect(screen, self.verdicts.len());
        let inner = frame(r, "Impasse tally (持将棋)", t, buf);
        let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
        let rows: [(&str, String, String); 5] = [
            (
                "points, all pieces",
                self.black.points.to_string(),
                self.white.points.to_string(),
            ),
            (
                "points, zone + hand",
                self.black.zone_points.to_string(),
                self.white.zone_points.to_string(),
            ),
            (
                "pieces in zone",
                self.black.pieces_in_zone.to_string(),
                self.white.pieces_in_zone.to_string(),
            ),
            (
                "king in zone",
                yes_no(self.black.king_in_zone),
                yes_no(self.white.king_in_zone),
            ),
            (
                "in check",
                yes_no(self.black.in_check),
                yes_no(self.white.in_check),
            ),
        ];
        let mut lines = vec![Line::styled(
            format!(" {:<22}{:>9}{:>9}", "", "☗ Black", "☖ White"),
            t.title,
        )];
        for (label, b, w) in rows {
            lines.push(Line::styled(format!(" {label:<22}{b:>9}{w:>9}"), t.popup));
        }
        lines.push(Line::default());
        let rule_w = self
            .verdicts
            .iter()
            .map(|(r, _)| r.width())
            .max()
            .unwrap_or(0);
        for (rule, verdict) in self.verdicts {
            let pad = " ".repeat(rule_w.saturating_sub(rule.width()));
            lines.push(Line::from(vec![
                Span::styled(format!(" {rule}{pad}  "), t.dim),
                Span::styled(verdict.as_str(), t.popup),
            ]));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}
