//! Which record format a text is in, judged from its content: files
//! downloaded from shogi sites are not always named for what they hold
//! (a KIF saved as `.csa`, KI2 saved as `.kif`).

use super::kif_common::is_move_table_heading;
use crate::error::Format;

/// The format of a KIF, KI2 or CSA record, when its lines say so without
/// doubt; `None` when they say nothing or contradict each other.
///
/// What counts: for CSA, `V2`/`V3.0`, `N+`, `PI`, `P1`…`P9`, `P+`,
/// `$KEY:` and moves like `+7776FU`; for KIF, the move table's heading
/// (`手数----指手---`) or a numbered move (`   1 ７六歩(77)`); for KI2, a
/// move with a turn mark (`▲７六歩`). Comments (`'`, `#`, `*`) say
/// nothing, nor do the Japanese headers KIF and KI2 share.
pub fn sniff(text: &str) -> Option<Format> {
    let (mut csa, mut kif, mut ki2) = (false, false, false);
    for line in text.lines() {
        let line = line.trim_start_matches('\u{FEFF}').trim_end();
        if line.starts_with(['\'', '#', '*']) {
            continue;
        }
        csa |= is_csa_line(line);
        kif |= is_kif_move_line(line);
        ki2 |= is_ki2_move_line(line);
    }
    match (csa, kif, ki2) {
        (true, false, false) => Some(Format::Csa),
        // KI2's turn marks may also head a KIF line (a variation note);
        // numbered moves settle it.
        (false, true, _) => Some(Format::Kif),
        (false, false, true) => Some(Format::Ki2),
        _ => None,
    }
}

fn is_csa_line(line: &str) -> bool {
    let b = line.as_bytes();
    match b {
        [b'V', b'1' | b'2' | b'3', rest @ ..] => {
            rest.iter().all(|&c| c == b'.' || c.is_ascii_digit())
        }
        [b'N', b'+' | b'-', ..] => true,
        [b'P', b'I' | b'+' | b'-' | b'1'..=b'9', ..] => true,
        [b'$', rest @ ..] => rest.iter().position(|&c| c == b':').is_some_and(|i| {
            i > 0
                && rest[..i]
                    .iter()
                    .all(|&c| c.is_ascii_uppercase() || c == b'_' || c == b'+' || c == b'-')
        }),
        [b'+' | b'-', d @ ..] if d.len() >= 6 => {
            d[..4].iter().all(u8::is_ascii_digit) && d[4..6].iter().all(u8::is_ascii_uppercase)
        }
        _ => false,
    }
}

fn is_kif_move_line(line: &str) -> bool {
    if is_move_table_heading(line.trim()) {
        return true;
    }
    let line = line.trim_start();
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return false;
    }
    let rest = &line[digits..];
    let after = rest.trim_start();
    after.len() < rest.len() && after.chars().next().is_some_and(is_move_start)
}

fn is_ki2_move_line(line: &str) -> bool {
    let mut chars = line.trim_start().chars();
    matches!(chars.next(), Some('▲' | '△' | '☗' | '☖' | '▽'))
        && chars.next().is_some_and(is_move_start)
}

/// How a move in Japanese notation begins: a full-width file digit or 同.
fn is_move_start(c: char) -> bool {
    ('１'..='９').contains(&c) || c == '同'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_format_is_known_by_its_lines() {
        assert_eq!(sniff("V2.2\nPI\n+\n+7776FU\n"), Some(Format::Csa));
        assert_eq!(sniff("'CSA encoding=UTF-8\nN+先手\n"), Some(Format::Csa));
        assert_eq!(sniff("+7776FU,T3\n-3334FU\n"), Some(Format::Csa));
        assert_eq!(
            sniff("手合割：平手\n手数----指手---------消費時間--\n"),
            Some(Format::Kif)
        );
        assert_eq!(sniff("先手：山田\n   1 ７六歩(77)\n"), Some(Format::Kif));
        assert_eq!(sniff("先手：山田\n▲７六歩    △３四歩\n"), Some(Format::Ki2));
    }

    #[test]
    fn nothing_or_a_mix_says_nothing() {
        assert_eq!(sniff("先手：山田\n後手：佐藤\n"), None);
        assert_eq!(sniff("'only a comment\n"), None);
        assert_eq!(sniff("+7776FU\n   1 ７六歩(77)\n"), None);
        // A KIF board diagram's frame is not a CSA move.
        assert_eq!(sniff("+---------------------------+\n"), None);
        // Comments may quote anything.
        assert_eq!(sniff("*+7776FU\n#▲７六歩\n"), None);
    }
}
