//! Popups drawn over the game: help, yes/no questions and the one-line
//! move prompt (the impasse tally has `tally.rs`). Their rectangles are
//! pure functions of the screen size so clicks on their buttons can be
//! hit-tested.

use crate::shogi::Square;
use crate::tui::input::Binding;
use crate::tui::layout::{ScreenLayout, centered};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::padded;
use crate::tui::widgets::wrapped::WrappedText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// Clears `area`, draws a titled frame and returns the inside.
pub fn frame(area: Rect, title: &str, theme: &Theme, buf: &mut Buffer) -> Rect {
    let area = area.intersection(buf.area);
    // A two-column glyph just left of the popup would have its right half
    // drawn over by the border; terminals then drop the glyph and the
    // border with it. Blank such glyphs first.
    if area.x > buf.area.x {
        for y in area.top()..area.bottom() {
            let cell = &mut buf[(area.x - 1, y)];
            if cell.symbol().width() > 1 {
                cell.set_symbol(" ");
            }
        }
    }
    // The same on the right: a glyph whose left half is under the border
    // leaves its right half outside, a cell the terminal then shows bare.
    // It becomes a blank of the glyph's own style.
    let orphans: Vec<(u16, ratatui::style::Style)> = if area.right() < buf.area.right() {
        (area.top()..area.bottom())
            .filter_map(|y| {
                let cell = &buf[(area.right() - 1, y)];
                (cell.symbol().width() > 1).then(|| (y, cell.style()))
            })
            .collect()
    } else {
        Vec::new()
    };
    Clear.render(area, buf);
    for (y, style) in orphans {
        let cell = &mut buf[(area.right(), y)];
        cell.set_symbol(" ");
        cell.set_style(style);
    }
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
    /// The game's or review's key table.
    pub keys: &'a [Binding],
    /// Lines scrolled past when the terminal is too short for the whole list.
    pub scroll: u16,
    /// Lines of text after the keys, below a blank line (the menu's: how
    /// strong each level is); empty for none.
    pub notes: &'a [String],
}

impl HelpPopup<'_> {
    pub fn rect(screen: Rect, rows: usize) -> Rect {
        let h = u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(3);
        centered(screen, 72, h)
    }

    /// The lines the popup lists: the keys, then a blank line and the
    /// notes, if any.
    pub fn rows(keys: &[Binding], notes: &[String]) -> usize {
        keys.len() + if notes.is_empty() { 0 } else { notes.len() + 1 }
    }
}

impl Widget for HelpPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let keys = self.keys;
        let rows = HelpPopup::rows(keys, self.notes);
        let inner = frame(
            HelpPopup::rect(screen, rows),
            &crate::t!("keys-help-title"),
            t,
            buf,
        );
        let shown = usize::from(inner.height.saturating_sub(1));
        let hidden = rows.saturating_sub(shown);
        let skip = usize::from(self.scroll).min(hidden);
        let labels: Vec<_> = keys.iter().map(Binding::label).collect();
        let key_w = labels.iter().map(|l| l.width()).max().unwrap_or(0);
        let notes = (!self.notes.is_empty())
            .then(|| std::iter::once(Line::default()))
            .into_iter()
            .flatten()
            .chain(
                self.notes
                    .iter()
                    .map(|n| Line::styled(format!(" {n}"), t.popup)),
            );
        let mut lines: Vec<Line> = keys
            .iter()
            .zip(&labels)
            .map(|(b, label)| {
                Line::from(vec![
                    Span::styled(format!(" {}  ", padded(label, key_w)), t.title),
                    Span::styled(b.help(), t.popup),
                ])
            })
            .chain(notes)
            .skip(skip)
            .take(shown)
            .collect();
        let footer = if hidden > 0 {
            crate::t!("keys-help-footer-scroll")
        } else {
            crate::t!("keys-help-footer")
        };
        lines.push(Line::styled(format!(" {footer}"), t.dim));
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The words of a yes/no question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionText {
    pub title: String,
    pub lines: Vec<String>,
    pub yes: String,
    pub no: String,
    /// A square the popup must not hide (a promotion's destination).
    pub keep_visible: Option<Square>,
}

/// A yes/no question with two clickable answers.
pub struct QuestionPopup<'a> {
    pub text: &'a QuestionText,
    pub flipped: bool,
    pub theme: &'a Theme,
}

impl QuestionPopup<'_> {
    pub fn rect(screen: Rect, text: &QuestionText, flipped: bool) -> Rect {
        let text_w = text.lines.iter().map(|l| l.width()).max().unwrap_or(0);
        let buttons_w = text.yes.width() + text.no.width() + 8;
        let w = u16::try_from(text_w.max(buttons_w) + 4)
            .unwrap_or(u16::MAX)
            .max(30)
            .min(screen.width);
        // A screen narrower than the words: they wrap, and the popup grows.
        let lines: Vec<Line> = text.lines.iter().map(|l| Line::raw(l.as_str())).collect();
        let rows = WrappedText {
            paragraphs: &lines,
            scroll: 0,
            marks: Style::default(),
        }
        .height(QuestionPopup::text_width(w));
        let h = u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(4);
        let r = centered(screen, w, h);
        // Move off the square the question is about: below it when it is in
        // the upper half of the screen, above it otherwise.
        let row = text
            .keep_visible
            .zip(ScreenLayout::new(screen, flipped))
            .map(|(sq, layout)| layout.cell_origin(sq).1);
        match row {
            Some(row) if row >= r.y && row < r.bottom() => {
                let y = if row < screen.y + screen.height / 2 {
                    (row + 2).min(screen.bottom().saturating_sub(r.height))
                } else {
                    row.saturating_sub(r.height + 1).max(screen.y)
                };
                Rect { y, ..r }
            }
            _ => r,
        }
    }

    /// The columns the words get in a popup `w` wide: a border and a
    /// blank column on each side.
    fn text_width(w: u16) -> u16 {
        w.saturating_sub(4)
    }

    /// Screen rectangles of the yes and the no answer.
    pub fn buttons(screen: Rect, text: &QuestionText, flipped: bool) -> (Rect, Rect) {
        let r = QuestionPopup::rect(screen, text, flipped);
        let y = r.bottom().saturating_sub(2);
        let yes_w = u16::try_from(text.yes.width() + 2).unwrap_or(0);
        let no_w = u16::try_from(text.no.width() + 2).unwrap_or(0);
        let yes_rect = Rect::new(r.x + 2, y, yes_w, 1);
        let no_rect = Rect::new(yes_rect.right() + 3, y, no_w, 1);
        (yes_rect, no_rect)
    }

    /// The answer a click at (x, y) on the question's buttons gives.
    pub fn answer_at(
        screen: Rect,
        text: &QuestionText,
        flipped: bool,
        x: u16,
        y: u16,
    ) -> Option<crate::tui::action::Action> {
        let (yes, no) = QuestionPopup::buttons(screen, text, flipped);
        let hit = |r: Rect| x >= r.x && x < r.right() && y == r.y;
        if hit(yes) {
            Some(crate::tui::action::Action::Answer(true))
        } else if hit(no) {
            Some(crate::tui::action::Action::Answer(false))
        } else {
            None
        }
    }
}

impl Widget for QuestionPopup<'_> {
    fn render(self, screen: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let q = self.text;
        let r = QuestionPopup::rect(screen, q, self.flipped);
        let inner = frame(r, &q.title, t, buf);
        let text: Vec<Line> = q
            .lines
            .iter()
            .map(|l| Line::styled(l.as_str(), t.popup))
            .collect();
        // A screen too short for the words: ▼ says some are not shown.
        let words = Rect::new(
            inner.x + 1,
            inner.y,
            QuestionPopup::text_width(r.width),
            inner.height.saturating_sub(2),
        );
        WrappedText {
            paragraphs: &text,
            scroll: 0,
            marks: t.title,
        }
        .render(words, buf);
        let (yes, no) = QuestionPopup::buttons(screen, q, self.flipped);
        buf.set_string(yes.x, yes.y, format!("[{}]", q.yes), t.selected);
        buf.set_string(no.x, no.y, format!("[{}]", q.no), t.cursor);
    }
}

/// A one-line prompt above the status bar (`:` moves, save names, jumps).
pub struct PromptLine<'a> {
    pub text: &'a str,
    /// The whole line is selected (typing replaces it): drawn reversed.
    pub selected: bool,
    /// What to type, and what Enter does.
    pub title: &'a str,
    pub theme: &'a Theme,
}

impl Widget for PromptLine<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let inner = frame(area, self.title, t, buf);
        let line = Line::from(vec![
            Span::styled(": ", t.title),
            Span::styled(
                self.text,
                if self.selected {
                    t.popup.add_modifier(Modifier::REVERSED)
                } else {
                    t.popup
                },
            ),
            Span::styled("█", t.dim),
        ]);
        Paragraph::new(line).render(inner, buf);
    }
}

/// A one-line prompt just above the status bar.
pub fn prompt_line(
    text: &crate::tui::widgets::text_input::TextInput,
    title: &str,
    status: Rect,
    theme: &Theme,
    buf: &mut Buffer,
) {
    let r = Rect::new(
        status.x,
        status.y.saturating_sub(3),
        status.width.min(80),
        3,
    );
    PromptLine {
        text: text.as_str(),
        selected: text.is_selected(),
        title,
        theme,
    }
    .render(r, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::snapshot::buffer_lines;

    fn question() -> QuestionText {
        QuestionText {
            title: "Resign?".into(),
            lines: vec![
                "The game ends here and is kept as lost by resignation.".into(),
                "投了すると対局はここで終わり、負けとして保存されます。".into(),
            ],
            yes: "y: resign".into(),
            no: "n: play on".into(),
            keep_visible: None,
        }
    }

    fn drawn(w: u16, h: u16) -> (Rect, Vec<String>) {
        let screen = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(screen);
        let theme = Theme::plain();
        let q = question();
        QuestionPopup {
            text: &q,
            flipped: false,
            theme: &theme,
        }
        .render(screen, &mut buf);
        (QuestionPopup::rect(screen, &q, false), buffer_lines(&buf))
    }

    #[test]
    fn a_question_wider_than_the_screen_wraps_by_words_and_grows() {
        let (r, lines) = drawn(40, 20);
        assert_eq!(r.width, 40);
        let text = lines.join("\n");
        for word in ["resignation.", "here", "保存されます。", "[y: resign]"] {
            assert!(text.contains(word), "{word}:\n{text}");
        }
        // Two Western rows, two Japanese ones, a blank, the answers and the
        // border: every row of the words is inside the frame.
        assert_eq!(r.height, 4 + 4, "\n{text}");
        for row in &lines[usize::from(r.y)..usize::from(r.bottom())] {
            assert!(
                row.ends_with('│') || row.ends_with('┘') || row.ends_with('┐'),
                "{row}"
            );
        }
        assert!(!text.contains('▼'));
    }

    #[test]
    fn a_question_taller_than_the_screen_says_more_is_below() {
        let (r, lines) = drawn(24, 8);
        assert_eq!(r.height, 8);
        let text = lines.join("\n");
        assert!(text.contains('▼'), "\n{text}");
        assert!(text.contains("[y: resign]"), "\n{text}");
    }
}
