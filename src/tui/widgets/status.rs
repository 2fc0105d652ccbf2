//! The status bar: whose turn, check, repetition, last move, the reason a
//! move was refused, and the outcome once the game is over.

use crate::shogi::Color;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// A one-line note to the player, kept until the next action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Why a move or a request was refused.
    Refusal(String),
    Info(String),
}

pub struct StatusView<'a> {
    pub to_move: Color,
    pub in_check: bool,
    /// How many times the current position has occurred (1 = first time).
    pub repetitions: u32,
    pub last_move: Option<&'a str>,
    pub message: Option<&'a Message>,
    /// The controller's sentence and KIF end line, once the game is over.
    pub outcome: Option<&'a str>,
    /// Extra state worth a word ("thinking…", "hot-seat auto-flip on").
    pub note: Option<&'a str>,
    /// The keys that matter right now.
    pub keys: &'a str,
    pub theme: &'a Theme,
}

/// ☗ for Black, ☖ for White.
pub fn side_mark(c: Color) -> &'static str {
    match c {
        Color::Black => "☗",
        Color::White => "☖",
    }
}

impl StatusView<'_> {
    pub fn lines(&self) -> Vec<Line<'static>> {
        let t = self.theme;
        let sep = || Span::styled("  ·  ", t.dim);
        let mut first: Vec<Span> = Vec::new();
        // The outcome takes the first line so later messages never hide it.
        if let Some(outcome) = self.outcome {
            first.push(Span::styled(outcome.to_string(), t.outcome));
        } else {
            first.push(Span::styled(
                format!("{} {} to move", side_mark(self.to_move), self.to_move),
                t.title,
            ));
            if self.in_check {
                first.push(sep());
                first.push(Span::styled("王手 check!", t.refusal));
            }
        }
        if self.repetitions >= 2 {
            first.push(sep());
            first.push(Span::styled(
                format!("position seen {} times", self.repetitions),
                t.refusal,
            ));
        }
        if let Some(last) = self.last_move {
            first.push(sep());
            first.push(Span::styled(format!("last: {last}"), t.status));
        }
        if let Some(note) = self.note {
            first.push(sep());
            first.push(Span::styled(note.to_string(), t.dim));
        }
        let second = match self.message {
            Some(Message::Refusal(why)) => Line::from(Span::styled(format!("✗ {why}"), t.refusal)),
            Some(Message::Info(text)) => Line::from(Span::styled(text.clone(), t.status)),
            None => Line::default(),
        };
        let third = Line::from(Span::styled(self.keys.to_string(), t.dim));
        vec![Line::from(first), second, third]
    }
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Paragraph::new(self.lines())
            .style(self.theme.status)
            .render(area, buf);
    }
}
