//! Text from files and from other programs, made safe to show.
//!
//! A record file or a USI line can hold bytes a terminal obeys: `ESC ]2;…`
//! retitles the window, `ESC [2J` clears it, a C1 `CSI` (U+009B) does the
//! same on some terminals, a right-to-left override makes a message read
//! backwards, a newline forges a second message. Every message that quotes
//! such text passes it through [`escape_controls`] (the command line and
//! the terminal UI alike), and a quote of unbounded length through [`clip`].
//! A player's name from outside (an engine's `id name`, a record's header,
//! a save) goes through [`clean_name`] where it is read, and again where it
//! is shown or written, since a save can be edited by hand. A comment, a
//! bookmark or a header is kept as it was read or typed, and escaped where
//! it is shown and written: [`record_line`] for a line of a record file.

use shogi_core::game::MAX_NAME_CHARS;
use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether a character changes what a terminal or a text layout does
/// rather than being shown: C0 controls and DEL, C1 controls, the Unicode
/// bidirectional overrides, embeddings, isolates and marks, the line and
/// paragraph separators, and the invisible characters that hide text's
/// true spelling (zero-width space, word joiner and invisible operators,
/// the zero-width no-break space that is also the BOM). The joiners
/// U+200C and U+200D stay: emoji and some scripts are spelled with them.
pub fn is_dangerous(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{061C}' | '\u{200B}' | '\u{200E}' | '\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{2028}' | '\u{2029}' | '\u{FEFF}')
}

/// `text` with every dangerous character written as an escape: `\n` `\r`
/// `\t` and `\e` (ESC) for the common ones, `\x07` for other C0 controls
/// and DEL, `\u{9b}` for C1 controls and the Unicode format characters.
/// Everything else (kanji included) is kept as it is. Borrowed when there
/// is nothing to escape; applying it twice changes nothing more, so a
/// message may be escaped where it is made and again where it is shown.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_dangerous) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{1b}' => out.push_str("\\e"),
            c if u32::from(c) < 0x80 && is_dangerous(c) => {
                let _ = write!(out, "\\x{:02x}", u32::from(c));
            }
            c if is_dangerous(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// The longest name kept from an engine, a record, a server or a save.
/// A name from outside is data: the longest real ones (championship
/// engines such as "the end of genesis T.N.K.evolution turbo type D", 48
/// characters) must come through whole, into saves and written records
/// alike. The bound is only there so that a hostile file or server cannot
/// make a name of megabytes that every save and screen then carries.
pub const MAX_RECORDED_NAME_CHARS: usize = 256;

/// A player's name from an engine, a record or a save, made safe to keep:
/// blanks around it dropped, control characters written as escapes (`\e`,
/// `\x07`, as [`escape_controls`] does), at most
/// [`MAX_RECORDED_NAME_CHARS`] characters (a longer one ends in `…`).
/// Typed names are refused instead, since the person can type again; an
/// engine or a file cannot be asked. Cleaning a clean name changes
/// nothing, so every place that stores, shows or writes a name may clean
/// it again. Where room on screen is short, [`short_name`] cuts further.
pub fn clean_name(text: &str) -> String {
    cut_name(text, MAX_RECORDED_NAME_CHARS)
}

/// [`clean_name`] as a screen shows it where the room is fixed (a clock
/// line, a status message): at most [`MAX_NAME_CHARS`] characters, the
/// length a typed name may have. Never stored or written: the record keeps
/// the whole name.
pub fn short_name(text: &str) -> String {
    cut_name(text, MAX_NAME_CHARS)
}

fn cut_name(text: &str, max_chars: usize) -> String {
    let name = escape_controls(text.trim());
    match name.char_indices().nth(max_chars) {
        None => name.into_owned(),
        Some(_) => {
            let keep: String = name.chars().take(max_chars - 1).collect();
            format!("{keep}…")
        }
    }
}

/// A comment, bookmark, remark or header as one line of a record file:
/// line breaks as spaces (a line of its own would read as something
/// else), tabs kept (layout any viewer shows as such), and every other
/// dangerous character written as [`escape_controls`] writes it, so that
/// `cat` and other viewers show the text as it is spelled. A reader takes
/// the escape back as the text it is, which writes the same line again.
pub fn record_line(text: &str) -> String {
    let line = text.replace(['\r', '\n'], " ");
    if !line.chars().any(|c| c != '\t' && is_dangerous(c)) {
        return line;
    }
    line.split('\t')
        .map(escape_controls)
        .collect::<Vec<_>>()
        .join("\t")
}

/// At most `max_chars` characters of `text`; a longer text is cut and
/// says how long it was (`abc… (20000000 bytes)`), so that a huge line is
/// never echoed whole.
pub fn clip(text: &str, max_chars: usize) -> Cow<'_, str> {
    match text.char_indices().nth(max_chars) {
        None => Cow::Borrowed(text),
        Some((end, _)) => Cow::Owned(format!("{}… ({} bytes)", &text[..end], text.len())),
    }
}

/// A quote of file text for a message: clipped, then escaped.
pub fn quote(text: &str, max_chars: usize) -> String {
    escape_controls(&clip(text, max_chars)).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_terminal_controls_and_keeps_the_rest() {
        assert_eq!(
            escape_controls("\u{1b}]2;PWNED\u{7}ok"),
            "\\e]2;PWNED\\x07ok"
        );
        assert_eq!(escape_controls("a\nb\rc\td\u{7f}"), "a\\nb\\rc\\td\\x7f");
        assert_eq!(escape_controls("\u{9b}31m"), "\\u{9b}31m");
        assert_eq!(escape_controls("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(
            escape_controls("a\u{200b}b\u{feff}c\u{2060}"),
            "a\\u{200b}b\\u{feff}c\\u{2060}"
        );
        // Emoji are spelled with the joiner: it is kept.
        assert!(matches!(escape_controls("👨\u{200d}👩"), Cow::Borrowed(_)));
        assert!(matches!(escape_controls("７六歩 ok"), Cow::Borrowed(_)));
    }

    #[test]
    fn escaping_twice_changes_nothing_more() {
        let once = escape_controls("\u{1b}[2J\u{0}\u{85}").into_owned();
        assert_eq!(once, "\\e[2J\\x00\\u{85}");
        assert_eq!(escape_controls(&once), once);
    }

    #[test]
    fn names_from_outside_are_escaped_and_bounded() {
        assert_eq!(
            clean_name(" Gikou\u{1b}]0;pwned\u{7}\u{0} "),
            "Gikou\\e]0;pwned\\x07\\x00"
        );
        assert_eq!(clean_name("羽生善治"), "羽生善治");
        let long = clean_name(&"将".repeat(3000));
        assert_eq!(long.chars().count(), MAX_RECORDED_NAME_CHARS);
        assert!(long.ends_with('…'));
        let longest = "a".repeat(MAX_RECORDED_NAME_CHARS);
        assert_eq!(clean_name(&longest), longest);
        // Again changes nothing: the writers clean what the readers cleaned.
        for name in [long, clean_name(&format!("{}\u{1b}", "x".repeat(38)))] {
            assert_eq!(clean_name(&name), name);
            assert!(!name.chars().any(char::is_control));
        }
    }

    #[test]
    fn a_real_engine_name_longer_than_a_typed_one_is_kept_whole() {
        // From a WCSC28 record: 48 characters, more than a person may type.
        let name = "the end of genesis T.N.K.evolution turbo type D";
        assert!(name.chars().count() > MAX_NAME_CHARS);
        assert_eq!(clean_name(name), name);
        // Cut only where a screen's room is fixed.
        let short = short_name(name);
        assert_eq!(short.chars().count(), MAX_NAME_CHARS);
        assert_eq!(short, "the end of genesis T.N.K.evolution turb…");
        assert_eq!(short_name(&short), short);
    }

    #[test]
    fn a_record_line_is_one_line_with_tabs_kept_and_the_rest_escaped() {
        let line = record_line("▲７六歩\t\u{202e}逆\u{202c}\r\n次\u{1b}[2J");
        assert_eq!(line, "▲７六歩\t\\u{202e}逆\\u{202c}  次\\e[2J");
        // Read back as text and written again: the same line.
        assert_eq!(record_line(&line), line);
        assert_eq!(record_line("平文"), "平文");
    }

    #[test]
    fn clips_long_text_and_says_its_length() {
        assert_eq!(clip("short", 10), "short");
        assert_eq!(clip("七六歩七六歩", 2), "七六… (18 bytes)");
        assert_eq!(quote("ab\u{1b}cdef", 3), "ab\\e… (7 bytes)");
    }
}
