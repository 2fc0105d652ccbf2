//! Text cut to a number of terminal columns, wide characters counted as
//! they are drawn.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The end of `text` that fits in `width` columns, with "…" when cut:
/// while typing, the end is what matters.
pub fn tail_fitting(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let mut tail: Vec<char> = Vec::new();
    let mut used = 1;
    for c in text.chars().rev() {
        let w = c.width().unwrap_or(0);
        if used + w > width {
            break;
        }
        used += w;
        tail.push(c);
    }
    std::iter::once('…').chain(tail.into_iter().rev()).collect()
}

/// The start of `text` that fits in `width` columns, with "…" when cut.
pub fn head_fitting(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let mut head = String::new();
    let mut used = 1;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > width {
            break;
        }
        used += w;
        head.push(c);
    }
    head.push('…');
    head
}

/// `text` padded with spaces to at least `width` columns, as
/// `format!("{:<20}")` would if a kanji did not take two columns.
pub fn padded(text: &str, width: usize) -> String {
    let mut out = text.to_string();
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(text.width())));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_typed_commands_show_their_end() {
        assert_eq!(tail_fitting("short", 10), "short");
        assert_eq!(tail_fitting("/usr/games/gpsusi", 8), "…/gpsusi");
        assert_eq!(tail_fitting("将棋将棋", 5), "…将棋");
        assert_eq!(head_fitting("engine: /opt/gps --x", 12), "engine: /op…");
        assert_eq!(head_fitting("bot 1", 12), "bot 1");
    }
}
