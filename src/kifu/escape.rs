//! Text from files shown in messages: control characters escaped, so a
//! record cannot drive the terminal (retitle it, move the cursor, hide text).

use std::borrow::Cow;

/// `text` with every control character (C0, DEL, C1) and bidirectional
/// override written as a visible escape (`\e`, `\x07`, `\u{202e}`).
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    let dangerous =
        |c: char| c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.chars().any(dangerous) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\x1b' => out.push_str("\\e"),
            c if (c as u32) < 0x80 && dangerous(c) => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if dangerous(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}
