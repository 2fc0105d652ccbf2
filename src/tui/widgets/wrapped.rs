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
    for (_, paragraph) in pieces(text) {
        wrap_rows(paragraph, width, 0, |_, row| {
            rows.push(row.to_string());
            true
        });
    }
    rows
}

/// The paragraphs of `text` (split at newlines, a `\r` before the newline
/// dropped), each with the byte offset where it starts.
fn pieces(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split('\n').scan(0, |at, piece| {
        let start = *at;
        *at += piece.len() + 1;
        Some((start, piece.trim_end_matches('\r')))
    })
}

thread_local! {
    /// Characters run through the wrap on this thread, for [`chars_wrapped`].
    static WRAPPED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many characters this thread has run through the wrap so far: the
/// work a redraw did, as tests measure it (a long comment must cost its
/// length once, not at every key).
pub fn chars_wrapped() -> usize {
    WRAPPED.with(std::cell::Cell::get)
}

/// Cuts the paragraph `text` (no newline in it) into rows from byte
/// `from`, which is the start of a row (0, or a start this function gave):
/// `row(start, text)` is called for each row with the byte offset where it
/// starts, until it returns false.
///
/// Starting at a row's start gives the very rows a start from 0 gives from
/// there on: the place a row ends depends only on the characters from its
/// start. That is what lets a pane lay out only the rows it shows.
fn wrap_rows(text: &str, width: usize, from: usize, mut row: impl FnMut(usize, &str) -> bool) {
    let mut seen = 0;
    wrap_counted(text, width, from, &mut row, &mut seen);
    WRAPPED.with(|w| w.set(w.get().saturating_add(seen)));
}

fn wrap_counted(
    text: &str,
    width: usize,
    from: usize,
    row: &mut impl FnMut(usize, &str) -> bool,
    seen: &mut usize,
) {
    let Some(rest) = text.get(from..) else {
        return;
    };
    let mut line = String::new();
    let mut used = 0;
    // Where the row being filled starts in `text`.
    let mut start = from;
    // The latest place the row may end: the bytes it keeps, where the
    // next row starts (past the space broken at), and that place in
    // `text`. Nothing after it is a place to break, so what moves down
    // never needs breaking again.
    let mut cut: Option<(usize, usize, usize)> = None;
    // The place before `cut`, for when a character shows that `cut` is
    // a place Japanese does not break (before 。, after 「).
    let mut earlier: Option<(usize, usize, usize)> = None;
    for (i, c) in rest.char_indices() {
        *seen += 1;
        let at = from + i;
        let after = at + c.len_utf8();
        let joins = c == NO_BREAK;
        let Some((c, w)) = drawn(c, width) else {
            continue;
        };
        let breaks = c == ' ' && !joins;
        let wide = w > 1;
        let prev = line.chars().next_back();
        let joined = prev.is_some_and(|p| one_word(p, c));
        if (wide || joined) && !line.trim_end_matches(' ').is_empty() {
            let opened = prev.is_some_and(no_row_end);
            let here = cut.is_some_and(|(_, _, next_at)| next_at == at);
            if no_row_start(c) || opened || joined {
                if here {
                    cut = earlier.take();
                }
            } else if !here {
                earlier = cut;
                cut = Some((line.len(), line.len(), at));
            }
        }
        if used + w > width {
            if breaks {
                // The space a row ends at is not drawn.
                if !row(start, line.trim_end_matches(' ')) {
                    return;
                }
                line.clear();
                used = 0;
                cut = None;
                earlier = None;
                start = after;
                continue;
            }
            match cut.take() {
                Some((end, next, next_at)) if !line[..end].trim_end_matches(' ').is_empty() => {
                    if !row(start, line[..end].trim_end_matches(' ')) {
                        return;
                    }
                    line.drain(..next);
                    used = line.chars().filter_map(|c| c.width()).sum();
                    start = next_at;
                    earlier = None;
                }
                _ => {}
            }
            if used + w > width {
                if !row(start, &line) {
                    return;
                }
                line.clear();
                used = 0;
                start = at;
                earlier = None;
            }
        }
        line.push(c);
        used += w;
        if breaks && !line.trim_end_matches(' ').is_empty() {
            earlier = cut;
            cut = Some((line.len() - 1, line.len(), after));
        } else if wide && !no_row_end(c) {
            earlier = cut;
            cut = Some((line.len(), line.len(), after));
        }
    }
    row(start, &line);
}

/// What a Japanese row does not start with (行頭禁則): closing brackets,
/// punctuation, small kana and the long-vowel mark.
fn no_row_start(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | '！'
            | '？'
            | '：'
            | '；'
            | 'ー'
            | '・'
            | '…'
            | '々'
            | 'ぁ'
            | 'ぃ'
            | 'ぅ'
            | 'ぇ'
            | 'ぉ'
            | 'っ'
            | 'ゃ'
            | 'ゅ'
            | 'ょ'
            | 'ァ'
            | 'ィ'
            | 'ゥ'
            | 'ェ'
            | 'ォ'
            | 'ッ'
            | 'ャ'
            | 'ュ'
            | 'ョ'
    )
}

/// Whether `a` then `b` are one word, which a row breaks only when the
/// word is longer than the row: Japanese has no spaces, so a run of kanji
/// (後手勝勢), of katakana (エンジン) or of full-width digits with kanji (２五歩)
/// is taken for a word, and so is a number with its counter (26手) or
/// its name (レベル7), and a move with its side's mark (▲２五歩).
fn one_word(a: char, b: char) -> bool {
    let word = |c: char| kanji(c) || katakana(c) || full_width_digit(c);
    let side = matches!(a, '▲' | '△' | '☗' | '☖');
    ((word(a) || side) && word(b))
        || (a.is_ascii_digit() && (kanji(b) || katakana(b)))
        || ((kanji(a) || katakana(a)) && b.is_ascii_digit())
}

fn kanji(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}' | '々' | '〆')
}

fn katakana(c: char) -> bool {
    matches!(c, '\u{30a1}'..='\u{30fa}' | 'ー')
}

fn full_width_digit(c: char) -> bool {
    matches!(c, '０'..='９')
}

/// What a Japanese row does not end with (行末禁則): opening brackets.
fn no_row_end(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '【' | '〔' | '〈' | '《')
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
    let text = line_text(line);
    let mut rows = Vec::new();
    if width == 0 {
        return rows;
    }
    for (at, paragraph) in pieces(&text) {
        wrap_rows(paragraph, width, 0, |start, row| {
            rows.push(styled_row(line, at + start, row, width));
            true
        });
    }
    rows
}

/// The text of `line`: borrowed when it is one span, as a long comment is.
fn line_text<'l>(line: &'l Line) -> std::borrow::Cow<'l, str> {
    match line.spans.as_slice() {
        [one] => std::borrow::Cow::Borrowed(one.content.as_ref()),
        spans => spans.iter().map(|s| s.content.as_ref()).collect(),
    }
}

/// The row `row` of `line`, which starts at byte `start` of the line's
/// text, in the styles of the spans its characters come from.
fn styled_row(line: &Line, start: usize, row: &str, width: usize) -> Line<'static> {
    // The spans from the one holding `start` on, the first cut there.
    let mut skip = start;
    let mut styled = line
        .spans
        .iter()
        .filter_map(move |s| {
            let content = s.content.as_ref();
            if skip >= content.len() {
                skip -= content.len();
                return None;
            }
            let from = std::mem::take(&mut skip);
            Some(
                content
                    .get(from..)
                    .unwrap_or("")
                    .chars()
                    .map(move |c| (c, s.style)),
            )
        })
        .flatten()
        .filter_map(|(c, style)| drawn(c, width).map(|(c, _)| (c, style)));
    let mut spans: Vec<Span<'static>> = Vec::new();
    for c in row.chars() {
        // What the wrap left out (the spaces rows were broken at) is
        // skipped: every row character is one of the line's, in order.
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
    /// The rows in view, and only those: text far longer than the area
    /// costs no more to draw than what fits.
    pub rows: Vec<Line<'static>>,
    /// How many rows the whole text takes.
    pub total: usize,
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
        self.first + self.height < self.total
    }

    /// The rows in view.
    pub fn shown(&self) -> impl Iterator<Item = &Line<'static>> {
        self.rows.iter()
    }
}

/// Where each row of some paragraphs starts, at one width: all a pane
/// needs to know to scroll, without keeping the rows themselves.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RowIndex {
    width: usize,
    /// Per row: its paragraph, and the byte where it starts in the
    /// paragraph's text.
    starts: Vec<(usize, usize)>,
}

impl RowIndex {
    /// The rows of `paragraphs` at `width`, counting no further than
    /// `limit` rows (enough to know the text overflows).
    fn of(paragraphs: &[Line], width: usize, limit: usize) -> RowIndex {
        let mut starts = Vec::new();
        'all: for (p, line) in paragraphs.iter().enumerate() {
            let text = line_text(line);
            for (at, piece) in pieces(&text) {
                wrap_rows(piece, width, 0, |start, _| {
                    starts.push((p, at + start));
                    starts.len() < limit
                });
                if starts.len() >= limit {
                    break 'all;
                }
            }
        }
        RowIndex { width, starts }
    }

    /// The index `paragraphs` are drawn with in an area `width` × `height`:
    /// text that overflows is wrapped one column narrower, the last column
    /// kept for the marks, so they never cover a letter.
    fn for_area(paragraphs: &[Line], width: usize, height: usize) -> RowIndex {
        let index = RowIndex::of(paragraphs, width, height.saturating_add(1));
        if index.starts.len() > height && width > 1 {
            RowIndex::of(paragraphs, width - 1, usize::MAX)
        } else if index.starts.len() > height {
            RowIndex::of(paragraphs, width, usize::MAX)
        } else {
            index
        }
    }

    /// Rows `first..first + count`, laid out and styled: only those are
    /// wrapped again, from the start of the first.
    fn rows(&self, paragraphs: &[Line], first: usize, count: usize) -> Vec<Line<'static>> {
        let mut rows = Vec::new();
        let Some(&(p0, from)) = self.starts.get(first) else {
            return rows;
        };
        for (p, line) in paragraphs.iter().enumerate().skip(p0) {
            let text = line_text(line);
            for (at, piece) in pieces(&text) {
                let end = at + piece.len();
                // The paragraph the first row is in starts at its piece.
                if p == p0 && from > end {
                    continue;
                }
                let begin = if p == p0 { from.saturating_sub(at) } else { 0 };
                wrap_rows(piece, self.width, begin, |start, row| {
                    rows.push(styled_row(line, at + start, row, self.width));
                    rows.len() < count
                });
                if rows.len() >= count {
                    return rows;
                }
            }
        }
        rows
    }
}

/// What [`WrappedText::window_kept`] keeps from one redraw to the next:
/// where the rows of the last text drawn start. A page that draws the same
/// long text at every key (review's notes) wraps it once, not per key.
#[derive(Clone, Debug, Default)]
pub struct WrapCache(std::cell::RefCell<Option<Kept>>);

#[derive(Clone, Debug)]
struct Kept {
    /// The text the index is of, to tell when it changed.
    paragraphs: Vec<Line<'static>>,
    area: (usize, usize),
    index: RowIndex,
}

impl WrappedText<'_> {
    /// How many rows the text takes at `width` columns, for sizing a popup
    /// to its text.
    pub fn height(&self, width: u16) -> usize {
        let width = usize::from(width);
        if width == 0 {
            return 0;
        }
        RowIndex::of(self.paragraphs, width, usize::MAX)
            .starts
            .len()
    }

    /// The rows drawn in `area` and which of them are in view. Text that
    /// overflows is wrapped one column narrower: the last column is kept
    /// for the marks, so they never cover a letter.
    pub fn window(&self, area: Rect) -> Window {
        let (width, height) = (usize::from(area.width), usize::from(area.height));
        if width == 0 {
            let nothing = RowIndex {
                width,
                starts: Vec::new(),
            };
            return self.window_of(&nothing, height);
        }
        self.window_of(&RowIndex::for_area(self.paragraphs, width, height), height)
    }

    /// As [`Self::window`], wrapping the whole text only when it or the
    /// area differs from the last time `kept` was used.
    pub fn window_kept(&self, area: Rect, kept: &WrapCache) -> Window {
        let (width, height) = (usize::from(area.width), usize::from(area.height));
        if width == 0 {
            return self.window(area);
        }
        let mut slot = kept.0.borrow_mut();
        let fresh = slot
            .as_ref()
            .is_none_or(|k| k.area != (width, height) || k.paragraphs != self.paragraphs);
        if fresh {
            *slot = Some(Kept {
                paragraphs: self.paragraphs.iter().map(owned_line).collect(),
                area: (width, height),
                index: RowIndex::for_area(self.paragraphs, width, height),
            });
        }
        match slot.as_ref() {
            Some(k) => self.window_of(&k.index, height),
            None => self.window(area),
        }
    }

    fn window_of(&self, index: &RowIndex, height: usize) -> Window {
        let total = index.starts.len();
        let max_scroll = total.saturating_sub(height);
        let first = self.scroll.min(max_scroll);
        Window {
            rows: index.rows(self.paragraphs, first, height),
            total,
            first,
            max_scroll,
            height,
        }
    }

    /// Draws `window` (from [`Self::window`] or [`Self::window_kept`] for
    /// this text and `area`) with its marks.
    pub fn draw(&self, window: &Window, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
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

fn owned_line(line: &Line) -> Line<'static> {
    let spans: Vec<Span<'static>> = line
        .spans
        .iter()
        .map(|s| Span::styled(s.content.to_string(), s.style))
        .collect();
    let mut owned = Line::from(spans).style(line.style);
    owned.alignment = line.alignment;
    owned
}

impl Widget for WrappedText<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        if area.is_empty() {
            return;
        }
        let window = self.window(area);
        self.draw(&window, area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthStr;

    const MIXED: &str = "▲７六歩 is the most common first move; 角道を開ける手で、\
        後手も△３四歩 (3c3d) と応じれば角交換の含みがある。A very long word: \
        Supercalifragilistic.";

    /// Text of every kind the wrap treats apart: letters, spaces, kanji,
    /// no-break spaces, tabs, controls, newlines; from a fixed seed.
    fn samples() -> Vec<String> {
        let alphabet = [
            'a', 'b', ' ', ' ', '将', '棋', NO_BREAK, '\t', '\u{7}', '\n', '\r',
        ];
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        (0..300)
            .map(|n| {
                (0..n % 40)
                    .map(|_| {
                        seed = seed
                            .wrapping_mul(6_364_136_223_846_793_005)
                            .wrapping_add(1_442_695_040_888_963_407);
                        alphabet[(seed >> 33) as usize % alphabet.len()]
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn wrapping_from_a_rows_start_gives_the_same_rows_from_there_on() {
        for text in samples() {
            for width in 1..=7 {
                for (_, piece) in pieces(&text) {
                    let mut all: Vec<(usize, String)> = Vec::new();
                    wrap_rows(piece, width, 0, |start, row| {
                        all.push((start, row.to_string()));
                        true
                    });
                    for (i, (start, _)) in all.iter().enumerate() {
                        let mut from_here: Vec<(usize, String)> = Vec::new();
                        wrap_rows(piece, width, *start, |start, row| {
                            from_here.push((start, row.to_string()));
                            true
                        });
                        assert_eq!(from_here, all[i..], "{piece:?} at {width} from row {i}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_window_shows_the_rows_the_whole_wrap_has_there() {
        let bold = Style::default().add_modifier(ratatui::style::Modifier::BOLD);
        let samples = samples();
        let paragraphs: Vec<Line> = samples
            .chunks(3)
            .take(30)
            .map(|c| {
                Line::from(vec![
                    Span::raw(c[0].as_str()),
                    Span::styled(c[1].as_str(), bold),
                ])
            })
            .collect();
        for (w, h) in [(4, 3), (7, 5), (12, 9)] {
            let area = Rect::new(0, 0, w, h);
            let text = WrappedText {
                paragraphs: &paragraphs,
                scroll: 0,
                marks: Style::default(),
            };
            let total = text.window(area).total;
            // Overflowing, the text is wrapped a column narrower.
            let all: Vec<Line> = paragraphs
                .iter()
                .flat_map(|p| wrap_line(p, usize::from(w) - 1))
                .collect();
            assert_eq!(total, all.len());
            let kept = WrapCache::default();
            for scroll in [0, 1, 7, total / 2, total] {
                let text = WrappedText { scroll, ..text };
                let window = text.window(area);
                let first = window.first;
                assert_eq!(window.rows, all[first..(first + usize::from(h)).min(total)]);
                assert_eq!(text.window_kept(area, &kept), window);
            }
        }
    }

    #[test]
    fn a_kept_wrap_is_done_once_and_then_only_the_rows_shown_are_wrapped() {
        let long = "将棋 shogi ".repeat(20_000);
        let paragraphs = [Line::raw(long.as_str())];
        let area = Rect::new(0, 0, 30, 8);
        let kept = WrapCache::default();
        let before = chars_wrapped();
        let text = WrappedText {
            paragraphs: &paragraphs,
            scroll: 0,
            marks: Style::default(),
        };
        let first = text.window_kept(area, &kept);
        let whole = chars_wrapped() - before;
        assert!(whole >= long.chars().count(), "{whole}");
        for scroll in [1, 500, 9_999, 20_000] {
            let before = chars_wrapped();
            let window = WrappedText { scroll, ..text }.window_kept(area, &kept);
            let spent = chars_wrapped() - before;
            // Eight rows of at most 29 columns, and where the last one ends.
            assert!(
                spent <= 9 * 29,
                "scroll {scroll}: {spent} characters wrapped"
            );
            assert_eq!(window.total, first.total);
            assert_eq!(window.rows.len(), 8);
        }
    }

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
    fn japanese_punctuation_never_starts_a_row_nor_an_opening_bracket_ends_one() {
        // Three kana to a row of 6 columns; 。 and 」 take the kana before
        // them down, 「 goes down with what it opens.
        assert_eq!(wrap("あいう。えお", 6), ["あい", "う。え", "お"]);
        assert_eq!(wrap("あい「うえ」", 6), ["あい", "「う", "え」"]);
        assert_eq!(wrap("あいうっえ", 6), ["あい", "うっえ"]);
        // Where nothing forbids it, the row is as full as before.
        assert_eq!(wrap("あいうえお", 6), ["あいう", "えお"]);
    }

    #[test]
    fn a_japanese_word_or_a_number_moves_down_whole() {
        // The notes pane at 80×24 is 17 columns wide: the side in the
        // brackets is one word, and "勝率" too.
        assert_eq!(
            wrap("評価値 -1922（後手勝勢）", 17),
            ["評価値 -1922", "（後手勝勢）"]
        );
        assert_eq!(
            wrap("?? 大悪手 · ☗の勝率 -47%", 17),
            ["?? 大悪手 · ☗の", "勝率 -47%"]
        );
        assert_eq!(wrap("最善手: ▲２五歩", 14), ["最善手:", "▲２五歩"]);
        assert_eq!(wrap("ここまで26手目", 12), ["ここまで", "26手目"]);
        assert_eq!(
            wrap("ボット レベル7 対 gps", 10),
            ["ボット", "レベル7 対", "gps"]
        );
        // A word longer than a row still breaks, at the row's end.
        assert_eq!(wrap("後手勝勢後手勝勢", 6), ["後手勝", "勢後手", "勝勢"]);
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
