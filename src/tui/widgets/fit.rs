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

/// `text` cut in the middle to `width` columns, "…" where it is cut: both
/// ends of a name tell it apart from its neighbours.
pub fn middle_fitting(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let room = width - 1;
    let tail = tail_fitting(text, room / 2 + 1);
    let tail = tail.trim_start_matches('…');
    let mut head = head_fitting(text, room - tail.width() + 1);
    head.pop();
    format!("{head}…{tail}")
}

/// A file's path in `width` columns: the file name is what tells one
/// file from another, so the folders give way first, cut in the middle
/// ("/home/…/games/friday.kif"); a name longer than the row is cut in its
/// own middle, keeping its extension.
pub fn path_fitting(path: &str, width: usize) -> String {
    if path.width() <= width {
        return path.to_string();
    }
    let at = path.rfind(['/', '\\']).map_or(0, |i| i + 1);
    let (folders, name) = path.split_at(at);
    // The folders need a column for the "…" and one to show they are
    // there at all.
    if folders.is_empty() || name.width() + 2 > width {
        return middle_fitting(name, width);
    }
    let mut head = head_fitting(folders, width - name.width());
    if !head.ends_with('…') {
        head.push('…');
    }
    format!("{head}{name}")
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

    #[test]
    fn a_path_keeps_its_file_name_and_loses_folders_in_the_middle() {
        let path = "/home/player/shogi/records/2026/friday-evening.kif";
        assert_eq!(path_fitting(path, 80), path);
        assert_eq!(path_fitting(path, 30), "/home/playe…friday-evening.kif");
        assert_eq!(path_fitting(path, 20), "/…friday-evening.kif");
        assert_eq!(path_fitting(path, 19), "friday-evening.kif");
        // Narrower than the name: the name's own middle goes.
        assert_eq!(path_fitting(path, 12), "friday…g.kif");
        assert_eq!(path_fitting("棋譜/将棋将棋将棋.kif", 12), "将棋将….kif");
        for width in 0..60 {
            for p in [
                path,
                "棋譜/将棋将棋将棋.kif",
                "C:\\games\\対局.csa",
                "noslash",
            ] {
                let fitted = path_fitting(p, width);
                assert!(fitted.width() <= width, "{p} at {width}: {fitted:?}");
                let name = p.rsplit(['/', '\\']).next().unwrap_or(p);
                if width >= name.width() + 2 {
                    assert!(fitted.ends_with(name), "{p} at {width}: {fitted:?}");
                }
            }
        }
    }

    #[test]
    fn a_middle_cut_keeps_both_ends() {
        assert_eq!(middle_fitting("abcdefghij", 10), "abcdefghij");
        assert_eq!(middle_fitting("abcdefghij", 7), "abc…hij");
        assert_eq!(middle_fitting("abcdefghij", 1), "…");
        assert_eq!(middle_fitting("abcdefghij", 0), "");
        assert_eq!(middle_fitting("将棋将棋将棋", 7), "将棋…棋");
    }
}
