//! The status bar: whose turn, check, repetition, last move, the reason a
//! move was refused, and the outcome once the game is over.
//!
//! It has three rows: the state of the game, the message, the key hints.
//! Nothing is cut silently: a long line wraps by display width (kanji take
//! two columns), and when the rows run short the key hints give way to a
//! message, since a message only lives until the next key anyway.

use crate::i18n::rules::ShownIn;
use crate::kifu::escape_controls;
use crate::shogi::Color;
use crate::t;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// A note to the player. A routine line lives until the player's next
/// action or the next routine line; a notice lives until a key is pressed
/// (see [`StatusSlot`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Why a move or a request was refused.
    Refusal(String),
    Info(String),
    /// What the player must read however busy the game is: sound off or
    /// lost, a save that failed, a connection lost, an engine that died.
    Notice(String),
}

impl Message {
    /// A problem found out there (`News::Problem`), said as a notice
    /// after whatever the page was saying, which it must not hide.
    pub fn problem(before: Option<Message>, why: &str) -> Message {
        Message::Notice(match before {
            Some(Message::Refusal(m) | Message::Info(m) | Message::Notice(m)) => {
                // The same problem told twice without a key pressed
                // (an engine failing again and again) is said once, so
                // the line cannot grow without end.
                if m == why || m.ends_with(&format!(" · {why}")) {
                    m
                } else {
                    format!("{m} · {why}")
                }
            }
            None => why.to_string(),
        })
    }

    pub fn is_notice(&self) -> bool {
        matches!(self, Message::Notice(_))
    }

    /// The words, whatever their kind.
    pub fn text(&self) -> &str {
        match self {
            Message::Refusal(m) | Message::Info(m) | Message::Notice(m) => m,
        }
    }
}

/// A page's status line, where the one rule of what may replace what
/// lives: the game's clock and a computer's reply come within
/// milliseconds of a notice, and would wipe it before it was read.
pub trait StatusSlot {
    /// Shows `line` (or nothing) in place of a routine line. A notice
    /// showing stays under a routine line or `None`, and is superseded
    /// only by another notice.
    fn say(&mut self, line: Option<Message>);

    /// A key was pressed: a notice showing has been seen, and goes.
    fn acknowledge(&mut self);
}

impl StatusSlot for Option<Message> {
    fn say(&mut self, line: Option<Message>) {
        let showing_notice = self.as_ref().is_some_and(Message::is_notice);
        let is_notice = line.as_ref().is_some_and(Message::is_notice);
        if is_notice || !showing_notice {
            *self = line;
        }
    }

    fn acknowledge(&mut self) {
        if self.as_ref().is_some_and(Message::is_notice) {
            *self = None;
        }
    }
}

pub struct StatusView<'a> {
    pub to_move: Color,
    /// Whether the sides go by their handicap names (上手/下手).
    pub handicap: bool,
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

/// As many of `hints` as fit in `width` columns, in order, two spaces
/// apart: the most useful come first, so a narrow terminal keeps those.
pub fn fit_hints(hints: &[&str], width: usize) -> String {
    let mut out = String::new();
    for h in hints {
        let sep = if out.is_empty() { "" } else { "  " };
        if out.width() + sep.len() + h.width() > width {
            continue;
        }
        out.push_str(sep);
        out.push_str(h);
    }
    out
}

impl StatusView<'_> {
    /// The three lines before fitting: state, message, keys.
    pub fn lines(&self) -> Vec<Line<'static>> {
        let t = self.theme;
        let sep = || Span::styled("  ·  ", t.dim);
        let mut first: Vec<Span> = Vec::new();
        // The outcome takes the first line so later messages never hide it.
        if let Some(outcome) = self.outcome {
            first.push(Span::styled(outcome.to_string(), t.outcome));
        } else {
            first.push(Span::styled(
                t!(
                    "game-status-to-move",
                    mark = side_mark(self.to_move),
                    side = self.to_move.shown_in(self.handicap)
                ),
                t.title,
            ));
            if self.in_check {
                first.push(sep());
                first.push(Span::styled(t!("game-status-check"), t.refusal));
            }
        }
        if self.repetitions >= 2 {
            first.push(sep());
            first.push(Span::styled(
                t!("game-status-repetitions", count = self.repetitions),
                t.refusal,
            ));
        }
        if let Some(last) = self.last_move {
            first.push(sep());
            first.push(Span::styled(
                t!("game-status-last-move", last = last),
                t.status,
            ));
        }
        if let Some(note) = self.note {
            first.push(sep());
            first.push(Span::styled(escape_controls(note).into_owned(), t.dim));
        }
        // Messages and notes may quote a record or an engine: a control
        // character shows as `\x00`, as `inspect` prints it, rather than
        // vanishing (ratatui drops it) or reaching the terminal.
        let second = match self.message {
            // A notice is drawn as a refusal is: something went wrong.
            Some(Message::Refusal(why) | Message::Notice(why)) => Line::from(Span::styled(
                format!("✗ {}", escape_controls(why)),
                t.refusal,
            )),
            Some(Message::Info(text)) => {
                Line::from(Span::styled(escape_controls(text).into_owned(), t.status))
            }
            None => Line::default(),
        };
        let third = Line::from(Span::styled(self.keys.to_string(), t.dim));
        vec![Line::from(first), second, third]
    }
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        render_status(self.lines(), self.theme.status, area, buf);
    }
}

/// Draws `lines` (state, message, keys, as [`StatusView::lines`] makes
/// them) into the status area, fitted by [`fit_rows`].
pub fn render_status(lines: Vec<Line<'static>>, style: Style, area: Rect, buf: &mut Buffer) {
    let rows = fit_rows(lines, usize::from(area.width), usize::from(area.height));
    Paragraph::new(rows).style(style).render(area, buf);
}

/// The state, message and key lines wrapped into exactly `height` rows of
/// `width` columns. The state keeps its first row and the message up to
/// two; the key hints take the bottom row when one is left; a state line
/// with room to spare wraps into it. A line given fewer rows than it needs
/// ends in "…".
pub fn fit_rows(lines: Vec<Line<'static>>, width: usize, height: usize) -> Vec<Line<'static>> {
    let mut lines = lines.into_iter();
    let mut next = || {
        let line = lines.next().unwrap_or_default();
        if line.width() == 0 {
            Vec::new()
        } else {
            wrap_line(&line, width)
        }
    };
    let (state, message, keys) = (next(), next(), next());
    let for_message = message.len().min(2).min(height.saturating_sub(1));
    let for_keys = usize::from(!keys.is_empty() && height > for_message + 1);
    let for_state = height
        .saturating_sub(for_message + for_keys)
        .min(state.len());
    let mut rows = take_rows(state, for_state, width);
    rows.extend(take_rows(message, for_message, width));
    let bottom = take_rows(keys, for_keys, width);
    rows.resize(height.saturating_sub(bottom.len()), Line::default());
    rows.extend(bottom);
    rows
}

/// The first `n` of `rows`, the last of them marked "…" when some are left out.
fn take_rows(mut rows: Vec<Line<'static>>, n: usize, width: usize) -> Vec<Line<'static>> {
    if rows.len() <= n {
        return rows;
    }
    rows.truncate(n);
    if let Some(last) = rows.last_mut() {
        while last.width() + 1 > width && !last.spans.is_empty() {
            pop_char(last);
        }
        let style = last.spans.last().map_or(Style::default(), |s| s.style);
        last.spans.push(Span::styled("…", style));
    }
    rows
}

fn pop_char(line: &mut Line<'static>) {
    if let Some(span) = line.spans.last_mut() {
        let mut text = span.content.to_string();
        text.pop();
        if text.is_empty() {
            line.spans.pop();
        } else {
            span.content = text.into();
        }
    }
}

/// `line` broken into rows of at most `width` columns, wide characters
/// counted as they are drawn: after a space when the row has one, anywhere
/// otherwise (Japanese runs on without spaces). Styles stay with their text.
pub fn wrap_line(line: &Line, width: usize) -> Vec<Line<'static>> {
    let cells = line
        .spans
        .iter()
        .flat_map(|s| s.content.chars().map(move |c| (c, s.style)));
    let mut rows: Vec<Vec<(char, Style)>> = Vec::new();
    let mut row: Vec<(char, Style)> = Vec::new();
    for (c, style) in cells {
        let w = c.width().unwrap_or(0);
        if cells_width(&row) + w > width && !row.is_empty() {
            let rest = match row.iter().rposition(|(c, _)| *c == ' ') {
                Some(i) if i > 0 => {
                    let rest = row.split_off(i + 1);
                    row.pop();
                    rest
                }
                _ => Vec::new(),
            };
            rows.push(std::mem::replace(&mut row, rest));
        }
        // A row that starts where a space broke the line starts with text.
        if c == ' ' && row.is_empty() && !rows.is_empty() {
            continue;
        }
        row.push((c, style));
    }
    if !row.is_empty() || rows.is_empty() {
        rows.push(row);
    }
    rows.into_iter()
        .map(|r| styled_line(r, line.style))
        .collect()
}

fn cells_width(cells: &[(char, Style)]) -> usize {
    cells.iter().map(|(c, _)| c.width().unwrap_or(0)).sum()
}

/// Characters back into spans, one per run of the same style.
fn styled_line(cells: Vec<(char, Style)>, line_style: Style) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut text = String::new();
    let mut current: Option<Style> = None;
    for (c, style) in cells {
        if let Some(before) = current
            && before != style
        {
            spans.push(Span::styled(std::mem::take(&mut text), before));
        }
        current = Some(style);
        text.push(c);
    }
    if let Some(style) = current {
        spans.push(Span::styled(text, style));
    }
    Line::from(spans).style(line_style)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::{Modifier, Stylize};

    fn text(rows: &[Line]) -> Vec<String> {
        rows.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn words_wrap_at_spaces_and_kanji_by_their_width() {
        let line = Line::from("took back two moves");
        assert_eq!(text(&wrap_line(&line, 10)), ["took back", "two moves"]);
        // Eight kanji are sixteen columns: five fit in eleven.
        let kanji = Line::from("まで八十一手で先");
        assert_eq!(text(&wrap_line(&kanji, 11)), ["まで八十一", "手で先"]);
        for row in wrap_line(&kanji, 11) {
            assert!(row.width() <= 11, "{row}");
        }
        assert_eq!(text(&wrap_line(&Line::default(), 5)), [""]);
    }

    #[test]
    fn styles_stay_with_their_words_across_a_break() {
        let bold = Style::default().add_modifier(Modifier::BOLD);
        let line = Line::from(vec![
            Span::raw("plain words "),
            Span::styled("bold end", bold),
        ]);
        let rows = wrap_line(&line, 12);
        assert_eq!(text(&rows), ["plain words", "bold end"]);
        assert_eq!(rows[1].spans[0].style, bold);
        assert_eq!(rows[0].spans.len(), 1);
    }

    #[test]
    fn a_long_message_takes_two_rows_and_the_hints_give_way() {
        let lines = vec![
            Line::from("☗ Black to move"),
            Line::from("one two three four five six"),
            Line::from("?:help".dim()),
        ];
        let rows = fit_rows(lines.clone(), 15, 3);
        assert_eq!(
            text(&rows),
            ["☗ Black to move", "one two three", "four five six"]
        );
        let rows = fit_rows(lines, 30, 3);
        assert_eq!(
            text(&rows),
            ["☗ Black to move", "one two three four five six", "?:help"]
        );
    }

    #[test]
    fn a_long_state_line_wraps_into_free_rows_and_is_marked_when_cut() {
        let state = || Line::from("Black wins by checkmate — まで1手で先手の勝ち");
        let keys = || Line::from("q:leave");
        let rows = fit_rows(vec![state(), Line::default(), keys()], 30, 3);
        assert_eq!(
            text(&rows),
            [
                "Black wins by checkmate —",
                "まで1手で先手の勝ち",
                "q:leave"
            ]
        );
        let rows = fit_rows(vec![state(), Line::from("a note"), keys()], 30, 3);
        assert_eq!(
            text(&rows),
            ["Black wins by checkmate —…", "a note", "q:leave"]
        );
        assert!(rows.iter().all(|r| r.width() <= 30));
    }

    #[test]
    fn hints_keep_the_first_that_fit() {
        let hints = ["?:help", "::type move", "q:quit"];
        assert_eq!(fit_hints(&hints, 80), "?:help  ::type move  q:quit");
        assert_eq!(fit_hints(&hints, 16), "?:help  q:quit");
    }

    #[test]
    fn a_routine_line_never_hides_a_notice_until_a_key_is_pressed() {
        let notice = || Some(Message::Notice("Sound stopped".into()));
        let mut slot: Option<Message> = None;
        slot.say(Some(Message::Info("thinking".into())));
        slot.say(notice());
        slot.say(Some(Message::Info("Black: 9 seconds left".into())));
        slot.say(None);
        slot.say(Some(Message::Refusal("illegal".into())));
        assert_eq!(slot, notice(), "routine lines keep the notice");
        slot.say(Some(Message::Notice("not saved".into())));
        assert_eq!(slot, Some(Message::Notice("not saved".into())));
        slot.acknowledge();
        assert_eq!(slot, None, "a key press takes it away");
        slot.say(Some(Message::Info("your move".into())));
        slot.acknowledge();
        assert_eq!(
            slot,
            Some(Message::Info("your move".into())),
            "routine stays"
        );
    }

    #[test]
    fn a_problem_told_again_is_not_repeated() {
        let once = Message::problem(Some(Message::Info("in check".into())), "engine died");
        assert_eq!(once, Message::Notice("in check · engine died".into()));
        let twice = Message::problem(Some(once.clone()), "engine died");
        assert_eq!(twice, once);
    }
}
