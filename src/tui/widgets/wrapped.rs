//! Text wrapped to a pane by terminal columns, scrolled, with ▲ and ▼
//! marks when some of it is out of view.
//!
//! Widths are display widths (`unicode-width`): a kanji takes two columns,
//! so counting characters or bytes would let Japanese run one column into
//! the pane's border.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthChar;

/// Shown on the first row when rows are hidden above.
pub const MORE_ABOVE: &str = "▲";
/// Shown on the last row when rows are hidden below.
pub const MORE_BELOW: &str = "▼";

/// A space that joins two words on one row, as in "(v\u{a0}cycles)": a
/// break there would leave half a phrase at the end of a row. It is drawn
/// as a plain space.
pub const NO_BREAK: char = '\u{a0}';

/// `text` cut into rows of at most `width` columns. Explicit newlines
/// start a new row (an empty line stays an empty row). Western words break
/// at spaces where they can; a word longer than a row, and Japanese, break
/// anywhere. Control characters are dropped: they are never drawn.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut rows = Vec::new();
    if width == 0 {
        return rows;
    }
    for paragraph in text.split('\n') {
        wrap_paragraph(paragraph.trim_end_matches('\r'), width, &mut rows);
    }
    rows
}

fn wrap_paragraph(text: &str, width: usize, rows: &mut Vec<String>) {
    let mut line = String::new();
    let mut used = 0;
    // The latest place the row may end: the bytes it keeps, and where the
    // next row starts (past the space broken at). Nothing after it is a
    // place to break, so what moves down never needs breaking again.
    let mut cut: Option<(usize, usize)> = None;
    for c in text.chars() {
        let joins = c == NO_BREAK;
        let Some((c, w)) = drawn(c, width) else {
            continue;
        };
        let breaks = c == ' ' && !joins;
        let wide = w > 1;
        if wide && !line.trim_end_matches(' ').is_empty() {
            cut = Some((line.len(), line.len()));
        }
        if used + w > width {
            if breaks {
                // The space a row ends at is not drawn.
                rows.push(std::mem::take(&mut line).trim_end_matches(' ').to_string());
                used = 0;
                cut = None;
                continue;
            }
            match cut.take() {
                Some((end, next)) if !line[..end].trim_end_matches(' ').is_empty() => {
                    let rest = line.split_off(next);
                    line.truncate(end);
                    rows.push(line.trim_end_matches(' ').to_string());
                    line = rest;
                    used = line.chars().filter_map(|c| c.width()).sum();
                }
                _ => {}
            }
            if used + w > width {
                rows.push(std::mem::take(&mut line));
                used = 0;
            }
        }
        line.push(c);
        used += w;
        if breaks && !line.trim_end_matches(' ').is_empty() {
            cut = Some((line.len() - 1, line.len()));
        } else if wide {
            cut = Some((line.len(), line.len()));
        }
    }
    rows.push(line);
}

/// What is drawn for `c` in a pane `width` columns wide, and its width;
/// `None` for what is never drawn (controls).
fn drawn(c: char, width: usize) -> Option<(char, usize)> {
    let c = if c == '\t' || c == NO_BREAK { ' ' } else { c };
    let w = c.width()?;
    // Only in a one-column pane: a kanji can never fit, so it shows as a
    // mark that something is there.
    Some(if w > width { ('…', 1) } else { (c, w) })
}

/// `line` wrapped as [`wrap`] does, each character keeping its span's
/// style: a label and its value in two styles stay so across a break.
pub fn wrap_line(line: &Line, width: usize) -> Vec<Line<'static>> {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let mut styled = line
        .spans
        .iter()
        .flat_map(|s| s.content.chars().map(move |c| (c, s.style)))
        .filter_map(|(c, style)| drawn(c, width).map(|(c, _)| (c, style)));
    wrap(&text, width)
        .into_iter()
        .map(|row| {
            let mut spans: Vec<Span<'static>> = Vec::new();
            for c in row.chars() {
                // What the wrap left out (the spaces rows were broken at)
                // is skipped: every row character is one of the line's, in
                // order.
                let style = styled
                    .by_ref()
                    .find(|(d, _)| *d == c)
                    .map_or(Style::default(), |(_, s)| s);
                match spans.last_mut() {
                    Some(last) if last.style == style => last.content.to_mut().push(c),
                    _ => spans.push(Span::styled(c.to_string(), style)),
                }
            }
            Line::from(spans).style(line.style)
        })
        .collect()
}

/// Paragraphs of text wrapped to the area they are drawn in and scrolled
/// by whole rows. The one way the TUI wraps text, so Japanese is measured
/// by display width everywhere and what does not fit is marked.
pub struct WrappedText<'a> {
    /// Each line starts on a row of its own; newlines in it start more.
    pub paragraphs: &'a [Line<'a>],
    /// Rows scrolled past the top. More than there is to scroll shows the
    /// end: the last row at the bottom.
    pub scroll: usize,
    /// The style of the ▲ ▼ marks.
    pub marks: Style,
}

/// What a [`WrappedText`] shows in an area.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    /// Every row of the text.
    pub rows: Vec<Line<'static>>,
    /// The rows scrolled past: `scroll` clamped.
    pub first: usize,
    /// How many rows can be scrolled past at most.
    pub max_scroll: usize,
    /// Rows shown: the area's height.
    pub height: usize,
}

impl Window {
    pub fn hidden_above(&self) -> bool {
        self.first > 0
    }

    pub fn hidden_below(&self) -> bool {
        self.first + self.height < self.rows.len()
    }

    /// The rows in view.
    pub fn shown(&self) -> impl Iterator<Item = &Line<'static>> {
        self.rows.iter().skip(self.first).take(self.height)
    }
}

impl WrappedText<'_> {
    fn rows(&self, width: usize) -> Vec<Line<'static>> {
        if width == 0 {
            return Vec::new();
        }
        self.paragraphs
            .iter()
            .flat_map(|p| wrap_line(p, width))
            .collect()
    }

    /// How many rows the text takes at `width` columns, for sizing a popup
    /// to its text.
    pub fn height(&self, width: u16) -> usize {
        self.rows(usize::from(width)).len()
    }

    /// The rows drawn in `area` and which of them are in view. Text that
    /// overflows is wrapped one column narrower: the last column is kept
    /// for the marks, so they never cover a letter.
    pub fn window(&self, area: Rect) -> Window {
        let width = usize::from(area.width);
        let height = usize::from(area.height);
        let mut rows = self.rows(width);
        if rows.len() > height && width > 1 {
            rows = self.rows(width - 1);
        }
        let max_scroll = rows.len().saturating_sub(height);
        Window {
            first: self.scroll.min(max_scroll),
            max_scroll,
            height,
            rows,
        }
    }
}

impl Widget for WrappedText<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let window = self.window(area);
        for (y, row) in (area.top()..area.bottom()).zip(window.shown()) {
            buf.set_line(area.x, y, row, area.width);
        }
        let mark_x = area.right() - 1;
        if window.hidden_above() {
            buf.set_string(mark_x, area.top(), MORE_ABOVE, self.marks);
        }
        if window.hidden_below() {
            buf.set_string(mark_x, area.bottom() - 1, MORE_BELOW, self.marks);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthStr;

    const MIXED: &str = "▲７六歩 is the most common first move; 角道を開ける手で、\
        後手も△３四歩 (3c3d) と応じれば角交換の含みがある。A very long word: \
        Supercalifragilistic.";

    #[test]
    fn no_row_is_wider_than_the_width() {
        for width in [1, 2, 3, 10, 11, 20] {
            let rows = wrap(MIXED, width);
            for row in &rows {
                assert!(row.width() <= width, "{width}: {row:?} is {}", row.width());
            }
            let kept: String = rows.concat().chars().filter(|c| *c != ' ').collect();
            let all: String = MIXED.chars().filter(|c| *c != ' ').collect();
            if width > 1 {
                assert_eq!(kept, all, "{width}: nothing is lost");
            }
        }
    }

    #[test]
    fn a_kanji_that_does_not_fit_moves_down_whole() {
        // Nine columns used, one left: the next kanji needs two.
        assert_eq!(wrap("abcdefghi将棋", 10), ["abcdefghi", "将棋"]);
        assert_eq!(wrap("将棋将棋将棋", 11), ["将棋将棋将", "棋"]);
        assert_eq!(wrap("将棋将棋将棋", 10), ["将棋将棋将", "棋"]);
    }

    #[test]
    fn western_text_breaks_at_spaces_and_japanese_anywhere() {
        assert_eq!(
            wrap("the bishop takes the horse", 10),
            ["the bishop", "takes the", "horse"]
        );
        assert_eq!(wrap("abcdefghijkl", 5), ["abcde", "fghij", "kl"]);
        assert_eq!(wrap("角交換 then Bx22+", 8), ["角交換", "then", "Bx22+"]);
        assert_eq!(wrap("先手good", 5), ["先手", "good"]);
    }

    #[test]
    fn newlines_and_blank_lines_are_kept_and_controls_dropped() {
        assert_eq!(wrap("一\n\nthree\r\n", 10), ["一", "", "three", ""]);
        assert_eq!(wrap("a\u{1b}]2;x\u{7}b", 10), ["a]2;xb"]);
        assert_eq!(wrap("  indented", 20), ["  indented"]);
        assert!(wrap("anything", 0).is_empty());
    }

    #[test]
    fn a_no_break_space_keeps_a_phrase_on_one_row() {
        let hint = format!("変化 at move 3 (v{NO_BREAK}cycles):");
        assert_eq!(wrap(&hint, 17), ["変化 at move 3", "(v cycles):"]);
        assert_eq!(
            wrap("変化 at move 3 (v cycles):", 17),
            ["変化 at move 3 (v", "cycles):"]
        );
        // Longer than a row, the phrase breaks like any long word.
        assert_eq!(wrap(&format!("ab{NO_BREAK}cd"), 3), ["ab ", "cd"]);
    }

    #[test]
    fn styles_stay_with_their_words_across_a_break() {
        let bold = Style::default().add_modifier(ratatui::style::Modifier::BOLD);
        let line = Line::from(vec![
            Span::raw("plain words "),
            Span::styled("bold end", bold),
        ]);
        let rows = wrap_line(&line, 12);
        let texts: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
        assert_eq!(texts, ["plain words", "bold end"]);
        assert_eq!(rows[0].spans.len(), 1);
        assert_eq!(rows[0].spans[0].style, Style::default());
        assert_eq!(rows[1].spans.len(), 1);
        assert_eq!(rows[1].spans[0].style, bold);
        // A break inside one style's text keeps that style on both sides.
        let rows = wrap_line(&Line::from(Span::styled("先手の勝ち", bold)), 6);
        assert!(rows.iter().flat_map(|r| &r.spans).all(|s| s.style == bold));
        assert_eq!(rows.len(), 2);
    }

    fn text(lines: usize) -> Vec<Line<'static>> {
        (1..=lines)
            .map(|i| Line::raw(format!("{i}行目のコメント")))
            .collect()
    }

    fn draw(paragraphs: &[Line], scroll: usize, w: u16, h: u16) -> (Window, Vec<String>) {
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        let text = WrappedText {
            paragraphs,
            scroll,
            marks: Style::default(),
        };
        let window = text.window(area);
        text.render(area, &mut buf);
        // A kanji's second column is a blank cell in the buffer: skip it.
        let rows = (0..h)
            .map(|y| {
                let mut row = String::new();
                let mut x = 0;
                while x < w {
                    let symbol = buf[(x, y)].symbol();
                    row.push_str(symbol);
                    x += u16::try_from(symbol.width().max(1)).unwrap_or(1);
                }
                row
            })
            .collect();
        (window, rows)
    }

    #[test]
    fn marks_show_exactly_when_rows_are_hidden() {
        // Everything fits: no mark, and the full width is used.
        let (window, rows) = draw(&text(3), 0, 20, 5);
        assert_eq!(window.max_scroll, 0);
        assert!(rows.iter().all(|r| !r.contains('▲') && !r.contains('▼')));
        // 20 rows in 5: ▼ only at the top, both in the middle, ▲ at the end.
        let paragraphs = text(20);
        for (scroll, above, below) in [(0, false, true), (7, true, true), (15, true, false)] {
            let (window, rows) = draw(&paragraphs, scroll, 20, 5);
            assert_eq!(window.max_scroll, 15);
            assert_eq!(rows[0].ends_with('▲'), above, "{scroll}: {rows:?}");
            assert_eq!(rows[4].ends_with('▼'), below, "{scroll}: {rows:?}");
            let marks = rows.concat().matches(['▲', '▼']).count();
            assert_eq!(marks, usize::from(above) + usize::from(below));
            assert!(rows[0].starts_with(&format!("{}行目", scroll + 1)));
        }
    }

    #[test]
    fn scrolling_past_the_end_shows_the_end() {
        let paragraphs = text(20);
        let (window, rows) = draw(&paragraphs, 99, 20, 5);
        assert_eq!(window.first, 15);
        assert!(rows[4].starts_with("20行目"), "{rows:?}");
        let (window, _) = draw(&text(2), 99, 20, 5);
        assert_eq!(window.first, 0);
    }

    #[test]
    fn overflowing_text_leaves_the_last_column_to_the_marks() {
        // 10 columns: "1行目のコメント" is 15 wide, so rows wrap at 9.
        let (window, rows) = draw(&text(4), 0, 10, 3);
        assert!(window.rows.iter().all(|r| r.width() <= 9));
        assert!(rows[..2].iter().all(|r| r.ends_with(' ')), "{rows:?}");
        assert!(rows[2].ends_with('▼'));
    }
}
