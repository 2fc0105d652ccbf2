//! Several lines of typed text with a cursor that moves through them: the
//! state behind review's comment editor (`C`), and its drawing.
//!
//! Positions are byte offsets at grapheme cluster boundaries
//! (`unicode-segmentation`), so a base character and its combining marks
//! (か + U+3099, an ideograph and its variation selector) are one step of
//! the cursor, one Backspace, and are never split across rows. Rows wrap
//! by display width (`unicode-width`): a kanji takes two columns.
//!
//! Wrapping here breaks anywhere between clusters, not at spaces as the
//! notes pane does (`wrapped`): the cursor must land on the very cell a
//! cluster is drawn in, and a row that moved words to the next one as
//! they are typed would make the cursor jump about.

use crate::kifu::escape::is_dangerous;
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::cell::Cell;
use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// More than any comment needs; a paste of a whole file stops here
/// instead of making every redraw wrap megabytes, and says so ([`Cut`]).
/// At most 80 kB of UTF-8 a comment: far inside what a record file may
/// hold (`kifu::files::MAX_RECORD_BYTES`), whose writers refuse a record
/// grown past it rather than write one no reader takes.
pub const MAX_CHARS: usize = 20_000;

/// Where an inserted text stopped because the editor was full: `kept`
/// of its `total` characters went in (line breaks count one each), up
/// to `column` characters into its line `line` (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub kept: usize,
    pub total: usize,
    pub line: usize,
    pub column: usize,
}

/// What the last drawing knew: only it knows the editor's size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Drawn {
    width: usize,
    height: usize,
    /// The first row shown.
    top: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextArea {
    /// Never empty: an empty text is one empty line.
    lines: Vec<String>,
    /// The cursor: a line, and a byte offset into it at a cluster boundary.
    line: usize,
    at: usize,
    /// The column ↑ and ↓ aim for, kept over rows shorter than it.
    goal: Option<usize>,
    /// Where the text was drawn last, for ↑ ↓ (which move by rows on
    /// screen) and for scrolling that keeps the cursor in view without
    /// jumping: the one thing the drawing writes, as the notes pane's
    /// scroll room is.
    drawn: Cell<Drawn>,
}

/// One row on screen: a line's bytes `start..end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub line: usize,
    pub start: usize,
    pub end: usize,
}

impl Default for TextArea {
    fn default() -> TextArea {
        TextArea::new("")
    }
}

/// The text as it may be kept: line ends of any system as `\n`, tabs as
/// a space (a tab has no width of its own on screen), and no other
/// control character (a pasted escape sequence is not text), nor any
/// that would reorder or hide the text (a right-to-left override, a
/// zero-width space copied from a web page): the editor holds what it
/// shows.
fn clean(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .filter_map(|c| match c {
            '\r' | '\n' => Some('\n'),
            '\t' => Some(' '),
            c if is_dangerous(c) => None,
            c => Some(c),
        })
        .collect()
}

impl TextArea {
    /// An editor holding `text`, the cursor at its end (where a comment
    /// is most often added to).
    pub fn new(text: &str) -> TextArea {
        let text: String = clean(text).chars().take(MAX_CHARS).collect();
        let lines: Vec<String> = text.split('\n').map(str::to_string).collect();
        let line = lines.len() - 1;
        let at = lines.last().map_or(0, String::len);
        TextArea {
            lines,
            line,
            at,
            goal: None,
            drawn: Cell::new(Drawn::default()),
        }
    }

    /// The whole text, lines joined by `\n`.
    pub fn text(&self) -> String {
        self.lines.join("\n")
    }

    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// The cursor: which line, and the byte offset in it.
    pub fn cursor(&self) -> (usize, usize) {
        (self.line, self.at)
    }

    fn chars(&self) -> usize {
        self.lines.iter().map(|l| l.chars().count()).sum::<usize>() + self.lines.len() - 1
    }

    fn current(&self) -> &str {
        self.lines.get(self.line).map_or("", String::as_str)
    }

    /// The length in characters of `text` as the editor would hold it,
    /// when that is more than it holds: such a text would be cut.
    pub fn too_long(text: &str) -> Option<usize> {
        let chars = clean(text).chars().count();
        (chars > MAX_CHARS).then_some(chars)
    }

    /// Inserts `text` at the cursor, newlines starting new lines, and
    /// leaves the cursor after it. What would pass [`MAX_CHARS`] is left
    /// out, and the [`Cut`] says where the text stopped.
    pub fn insert(&mut self, text: &str) -> Option<Cut> {
        let room = MAX_CHARS.saturating_sub(self.chars());
        let whole = clean(text);
        let end = whole
            .char_indices()
            .nth(room)
            .map_or(whole.len(), |(i, _)| i);
        let text = &whole[..end];
        let cut = (end < whole.len()).then(|| Cut {
            kept: room,
            total: whole.chars().count(),
            line: text.matches('\n').count() + 1,
            column: text.rsplit('\n').next().map_or(0, |l| l.chars().count()),
        });
        if text.is_empty() {
            return cut;
        }
        let Some(current) = self.lines.get_mut(self.line) else {
            return cut;
        };
        let tail = current.split_off(self.at);
        let mut pieces = text.split('\n');
        if let Some(first) = pieces.next() {
            current.push_str(first);
        }
        for piece in pieces {
            self.line += 1;
            self.lines.insert(self.line, piece.to_string());
        }
        let last = &mut self.lines[self.line];
        self.at = last.len();
        last.push_str(&tail);
        self.goal = None;
        cut
    }

    /// The cluster boundary before the cursor, on its line.
    fn before(&self) -> Option<usize> {
        let line = self.current();
        line.get(..self.at)?
            .grapheme_indices(true)
            .next_back()
            .map(|(i, _)| i)
    }

    /// The cluster boundary after the cursor, on its line.
    fn after(&self) -> Option<usize> {
        let line = self.current();
        line.get(self.at..)?
            .graphemes(true)
            .next()
            .map(|g| self.at + g.len())
    }

    /// Backspace: the cluster before the cursor, or at a line's start the
    /// line break before it (joining the two lines).
    pub fn backspace(&mut self) {
        self.goal = None;
        match self.before() {
            Some(i) => {
                let at = self.at;
                self.lines[self.line].replace_range(i..at, "");
                self.at = i;
            }
            None if self.line > 0 => {
                let line = self.lines.remove(self.line);
                self.line -= 1;
                let previous = &mut self.lines[self.line];
                self.at = previous.len();
                previous.push_str(&line);
            }
            None => {}
        }
    }

    /// Delete: the cluster after the cursor, or at a line's end the line
    /// break after it.
    pub fn delete(&mut self) {
        self.goal = None;
        match self.after() {
            Some(i) => {
                let at = self.at;
                self.lines[self.line].replace_range(at..i, "");
            }
            None if self.line + 1 < self.lines.len() => {
                let next = self.lines.remove(self.line + 1);
                self.lines[self.line].push_str(&next);
            }
            None => {}
        }
    }

    pub fn left(&mut self) {
        self.goal = None;
        match self.before() {
            Some(i) => self.at = i,
            None if self.line > 0 => {
                self.line -= 1;
                self.at = self.current().len();
            }
            None => {}
        }
    }

    pub fn right(&mut self) {
        self.goal = None;
        match self.after() {
            Some(i) => self.at = i,
            None if self.line + 1 < self.lines.len() => {
                self.line += 1;
                self.at = 0;
            }
            None => {}
        }
    }

    /// Home and End: the start or the end of the line (not of the row: a
    /// comment's line is what a player thinks of as one).
    pub fn home(&mut self) {
        self.goal = None;
        self.at = 0;
    }

    pub fn end(&mut self) {
        self.goal = None;
        self.at = self.current().len();
    }

    /// The rows of the text `width` columns wide. A line whose last row is
    /// full gets an empty row after it, where the cursor at its end is
    /// drawn; an empty line is one empty row.
    pub fn rows(&self, width: usize) -> Vec<Row> {
        let width = width.max(1);
        let mut rows = Vec::new();
        for (n, line) in self.lines.iter().enumerate() {
            let mut start = 0;
            let mut used = 0;
            for (i, g) in line.grapheme_indices(true) {
                let w = g.width();
                if used + w > width && used > 0 {
                    rows.push(Row {
                        line: n,
                        start,
                        end: i,
                    });
                    start = i;
                    used = 0;
                }
                used += w;
            }
            rows.push(Row {
                line: n,
                start,
                end: line.len(),
            });
            if used >= width {
                rows.push(Row {
                    line: n,
                    start: line.len(),
                    end: line.len(),
                });
            }
        }
        rows
    }

    /// Where the cursor is drawn among `rows`: the row and its column.
    /// The cursor between two rows of a line is at the start of the
    /// second.
    pub fn cursor_cell(&self, rows: &[Row]) -> (usize, usize) {
        let mut found = None;
        for (i, r) in rows.iter().enumerate() {
            if r.line == self.line && r.start <= self.at {
                found = Some(i);
            }
        }
        let i = found.unwrap_or(0);
        let column = rows
            .get(i)
            .and_then(|r| self.current().get(r.start..self.at))
            .map_or(0, UnicodeWidthStr::width);
        (i, column)
    }

    /// ↑ (`by` = -1) or ↓ (1): to the row above or below as drawn
    /// `width` columns wide, as near the column aimed for as the clusters
    /// allow, never past it.
    pub fn vertical(&mut self, by: isize, width: usize) {
        let rows = self.rows(width);
        let (row, column) = self.cursor_cell(&rows);
        let goal = self.goal.unwrap_or(column);
        let Some(target) = row.checked_add_signed(by).and_then(|r| rows.get(r)) else {
            // Past the first or last row: to the text's start or end.
            if by < 0 {
                self.line = 0;
                self.at = 0;
            } else {
                self.line = self.lines.len() - 1;
                self.at = self.current().len();
            }
            self.goal = None;
            return;
        };
        let line = self.lines.get(target.line).map_or("", String::as_str);
        // The end of a row that is not its line's last is the next row's
        // start: the cursor there would be drawn on the next row.
        let last_of_line = rows
            .get(row.saturating_add_signed(by) + 1)
            .is_none_or(|next| next.line != target.line);
        let mut at = target.start;
        let mut used = 0;
        for (i, g) in line
            .get(target.start..target.end)
            .unwrap_or("")
            .grapheme_indices(true)
        {
            let end = target.start + i + g.len();
            used += g.width();
            if used > goal || (end == target.end && !last_of_line) {
                break;
            }
            at = end;
        }
        self.line = target.line;
        self.at = at;
        self.goal = Some(goal);
    }

    /// Applies `action` if it is an edit. Returns where a paste, or a
    /// character typed into a full text, was cut. ↑ and ↓ move by rows
    /// as last drawn (by lines before the first drawing).
    pub fn edit(&mut self, action: &Action) -> Option<Cut> {
        let width = match self.drawn.get().width {
            0 => usize::MAX,
            w => w,
        };
        match action {
            Action::PromptChar(c) => return self.insert(c.encode_utf8(&mut [0; 4])),
            Action::Paste(text) => return self.insert(text),
            Action::EditText(TextEdit::Newline) => return self.insert("\n"),
            Action::PromptBackspace => self.backspace(),
            Action::EditText(TextEdit::Delete) => self.delete(),
            Action::EditText(TextEdit::Home) => self.home(),
            Action::EditText(TextEdit::End) => self.end(),
            Action::Move(Direction::Left) => self.left(),
            Action::Move(Direction::Right) => self.right(),
            Action::Move(Direction::Up) => self.vertical(-1, width),
            Action::Move(Direction::Down) => self.vertical(1, width),
            _ => {}
        }
        None
    }

    /// The first row to show in `height` rows so that the cursor's row
    /// `cursor` is in view, moving as little as it can from `top`.
    fn top_for(top: usize, cursor: usize, height: usize, rows: usize) -> usize {
        let height = height.max(1);
        let top = top.min(cursor).max((cursor + 1).saturating_sub(height));
        // A text that got shorter leaves no empty rows at the bottom.
        top.min(rows.saturating_sub(height))
    }

    /// Draws the text into `area`, scrolled so that the cursor shows, the
    /// cursor as a reversed cell.
    pub fn render(&self, area: Rect, theme: &Theme, buf: &mut Buffer) {
        let width = usize::from(area.width);
        let height = usize::from(area.height);
        if width == 0 || height == 0 {
            return;
        }
        let rows = self.rows(width);
        let (row, column) = self.cursor_cell(&rows);
        let before = self.drawn.get();
        let top = TextArea::top_for(before.top, row, height, rows.len());
        self.drawn.set(Drawn { width, height, top });
        for (y, r) in (area.top()..area.bottom()).zip(rows.iter().skip(top)) {
            let text = self
                .lines
                .get(r.line)
                .and_then(|l| l.get(r.start..r.end))
                .unwrap_or("");
            buf.set_stringn(area.x, y, text, width, theme.popup);
        }
        if let Some(y) = row.checked_sub(top).and_then(|y| u16::try_from(y).ok())
            && y < area.height
            && let Ok(x) = u16::try_from(column)
            && x < area.width
        {
            let cell = &mut buf[(area.x + x, area.y + y)];
            // On a wide character the cursor covers its first half, as
            // terminals draw theirs.
            cell.set_style(theme.cursor);
            if cell.symbol().trim().is_empty() {
                cell.set_symbol(" ");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Modifier;

    fn typed(text: &str) -> TextArea {
        let mut t = TextArea::new("");
        for c in text.chars() {
            match c {
                '\n' => t.edit(&Action::EditText(TextEdit::Newline)),
                c => t.edit(&Action::PromptChar(c)),
            };
        }
        t
    }

    /// The rows as text, for assertions.
    fn shown(t: &TextArea, width: usize) -> Vec<String> {
        t.rows(width)
            .iter()
            .map(|r| t.lines[r.line][r.start..r.end].to_string())
            .collect()
    }

    #[test]
    fn two_column_characters_wrap_by_width_and_the_cursor_follows() {
        // Each character takes two columns: seven columns hold three of
        // them, not the seven a count of characters would put there.
        let t = typed("角換わり腰掛け銀");
        assert_eq!(shown(&t, 7), ["角換わ", "り腰掛", "け銀"]);
        // At the end, after け銀: the third row, four columns in.
        assert_eq!(t.cursor_cell(&t.rows(7)), (2, 4));
        // A full last row: the cursor goes on an empty row below.
        let t = typed("銀銀銀");
        assert_eq!(shown(&t, 6), ["銀銀銀", ""]);
        assert_eq!(t.cursor_cell(&t.rows(6)), (1, 0));
        // A kanji never straddles the edge: a and あ are three of four
        // columns, い would make five.
        let t = typed("aあいう");
        assert_eq!(shown(&t, 4), ["aあ", "いう", ""]);
    }

    #[test]
    fn a_combining_mark_stays_with_its_character() {
        // か followed by the combining voiced mark: one cluster, drawn が.
        let ga = "か\u{3099}";
        let mut t = typed(&format!("{ga}き"));
        t.left();
        assert_eq!(t.cursor(), (0, ga.len()), "one step over き");
        t.left();
        assert_eq!(t.cursor(), (0, 0), "one step over か and its mark");
        t.right();
        assert_eq!(t.cursor(), (0, ga.len()), "never between か and the mark");
        t.backspace();
        assert_eq!(t.text(), "き", "Backspace takes the whole cluster");
        let t = typed(&format!("{ga}{ga}{ga}"));
        assert_eq!(shown(&t, 4), [format!("{ga}{ga}"), ga.to_string()]);
    }

    #[test]
    fn arrows_move_through_wrapped_rows_at_the_same_column() {
        // Two rows of the first line (width 6), then a second line.
        let mut t = typed("abcdefgh\nxy");
        t.vertical(-1, 6);
        // From after "xy" (column 2) up: the row "gh", column 2 = its end,
        // which is the line's end.
        assert_eq!(t.cursor(), (0, 8));
        t.vertical(-1, 6);
        assert_eq!(t.cursor(), (0, 2), "the row above, column 2 kept");
        t.vertical(1, 6);
        t.vertical(1, 6);
        assert_eq!(t.cursor(), (1, 2));
        // Into wide characters: column 3 falls inside a kanji, so the
        // cursor stops before it (column 2), and the goal is kept.
        let mut t = typed("漢字かな\nabc");
        t.vertical(-1, 20);
        assert_eq!(t.cursor(), (0, "漢".len()));
        t.vertical(1, 20);
        assert_eq!(t.cursor(), (1, 3), "back to the column aimed for");
        // Above the first row: to the start.
        t.vertical(-1, 20);
        t.vertical(-1, 20);
        assert_eq!(t.cursor(), (0, 0));
    }

    #[test]
    fn down_never_puts_the_cursor_where_it_would_be_drawn_a_row_lower() {
        // Four columns: "def" then "あ", which does not fit beside it.
        // From column 3 of "abc", ↓ cannot go after f: that place is the
        // start of the row "あ". It stops before f, on the row below.
        let mut t = TextArea::new("abc\ndefあ");
        t.line = 0;
        t.at = 3;
        t.vertical(1, 4);
        assert_eq!(t.cursor(), (1, 2));
        assert_eq!(t.cursor_cell(&t.rows(4)), (1, 2));
    }

    #[test]
    fn enter_splits_and_backspace_at_a_line_start_joins() {
        let mut t = typed("先手有利");
        t.left();
        t.left();
        t.edit(&Action::EditText(TextEdit::Newline));
        assert_eq!(t.lines(), ["先手", "有利"]);
        assert_eq!(t.cursor(), (1, 0));
        t.backspace();
        assert_eq!(t.lines(), ["先手有利"]);
        assert_eq!(t.cursor(), (0, "先手".len()));
        // Delete at a line's end joins the next line.
        let mut t = typed("a\nb");
        t.vertical(-1, 10);
        t.end();
        t.delete();
        assert_eq!(t.text(), "ab");
        // Backspace at the very start changes nothing.
        t.vertical(-1, 10);
        t.home();
        t.backspace();
        assert_eq!(t.text(), "ab");
    }

    #[test]
    fn a_paste_with_newlines_makes_lines_where_the_cursor_is() {
        let mut t = typed("前後");
        t.left();
        t.edit(&Action::Paste("一行目\r\n二行目\n三\t行目\u{1b}".into()));
        assert_eq!(t.lines(), ["前一行目", "二行目", "三 行目後"]);
        assert_eq!(t.cursor(), (2, "三 行目".len()), "after the paste");
    }

    #[test]
    fn a_huge_paste_stops_at_the_limit_and_says_where() {
        let mut t = TextArea::new("ab");
        let cut = t.insert(&format!(
            "{}\nxyz\r\n{}",
            "x".repeat(MAX_CHARS - 10),
            "z".repeat(9)
        ));
        // Two typed, 19,990 x's, a break, xyz, a break: 19,997; three z's.
        let cut = cut.expect("cut");
        assert_eq!(
            cut,
            Cut {
                kept: MAX_CHARS - 2,
                total: MAX_CHARS - 10 + 1 + 3 + 1 + 9,
                line: 3,
                column: 3
            }
        );
        assert_eq!(t.text().chars().count(), MAX_CHARS);
        assert!(t.text().ends_with("xyz\nzzz"));
        let full = t.edit(&Action::PromptChar('y'));
        assert_eq!(full.map(|c| (c.kept, c.total)), Some((0, 1)));
        assert_eq!(t.text().chars().count(), MAX_CHARS);
        assert_eq!(TextArea::too_long(&t.text()), None);
        assert_eq!(
            TextArea::too_long(&"x".repeat(MAX_CHARS + 1)),
            Some(MAX_CHARS + 1)
        );
    }

    #[test]
    fn scrolling_keeps_the_cursor_in_view_and_moves_as_little_as_it_can() {
        // Ten rows, four shown: at the last, rows 6 to 9.
        assert_eq!(TextArea::top_for(0, 9, 4, 10), 6);
        // Back up to row 7: still in view, nothing moves.
        assert_eq!(TextArea::top_for(6, 7, 4, 10), 6);
        // Above the top: the top follows.
        assert_eq!(TextArea::top_for(6, 2, 4, 10), 2);
        // The text got shorter: no empty rows below it.
        assert_eq!(TextArea::top_for(6, 2, 4, 5), 1);
    }

    #[test]
    fn the_cursor_is_drawn_on_its_wrapped_row_at_its_column() {
        let theme = Theme::named("dark", false).expect("the dark theme");
        let t = typed("あいうえお");
        let area = Rect::new(0, 0, 6, 3);
        let mut buf = Buffer::empty(area);
        t.render(area, &theme, &mut buf);
        // "あいう" then "えお": after お is column 4 of the second row.
        assert_eq!(buf[(0, 1)].symbol(), "え");
        let reversed = |x, y| buf[(x, y)].modifier.contains(Modifier::REVERSED);
        assert!(reversed(4, 1));
        assert!(!reversed(2, 1) && !reversed(0, 0));
    }
}
