//! Reading the records of one file: most hold one game, some hold
//! several, and the records crate's readers take the first only, so the
//! file is cut here.
//!
//! - CSA: games separated by a `/` line, as the CSA standard allows and as
//!   tournament logs keep a whole event.
//! - KIF and KI2: no separator is standardised; files that collect games
//!   (a database's or a site's export of a player's games) write each
//!   game whole, header and all, one after the other. A new game begins
//!   at a line that opens a header (`開始日時：`, `手合割：`, `先手：`,
//!   `棋戦：`… or a `#` file comment) once the game before it has had
//!   moves: headers come before the moves, never after them (`終了日時`
//!   is left out: some writers put it after the moves).

use super::game_row::Refused;
use shogi_records::formats::files::{parse_text, read_text};
use shogi_records::formats::sniff::sniff;
use shogi_records::{FileKind, Format, Record, RecordError, read_record};
use std::borrow::Cow;
use std::path::Path;

/// One game's text, and the lines of the file before it: a reader's
/// problem is told at the line of the file. Never padded with blank
/// lines: a file of many short games would make that quadratic.
pub struct Part<'a> {
    text: Cow<'a, str>,
    lines_before: usize,
}

/// Reads `path` and hands each of its records to `on` in turn, with its
/// number (0 for the first) and the file's count of games: parsed one at
/// a time, so that a file of many games never holds them all at once.
pub fn each_record(path: &Path, on: &mut dyn FnMut(usize, usize, Result<Record, Refused>)) {
    let named = match FileKind::from_path(path) {
        Ok(kind) => kind,
        Err(e) => return on(0, 1, Err(e.into())),
    };
    let format = match named {
        FileKind::Csa => Format::Csa,
        FileKind::Kif | FileKind::Kifu => Format::Kif,
        FileKind::Ki2 | FileKind::Ki2u => Format::Ki2,
        _ => return on(0, 1, read_record(path).map_err(Refused::from)),
    };
    let text = match read_text(path, named) {
        Ok(text) => text,
        Err(e) => return on(0, 1, Err(e.into())),
    };
    let (mut kind, mut parts) = (named, cut(&text, format));
    let mut first = parse(path, &parts[0], kind);
    // A file that plainly holds another of the three is read as what it
    // holds, as every other reader of the program does. Looked at only
    // when the named reader finds no game: the look reads the whole text,
    // and an import would pay it for every file otherwise.
    if first.as_ref().is_ok_and(|r| r.moves.is_empty()) || first.is_err() {
        let other = match sniff(&text) {
            Some(Format::Csa) => Some((Format::Csa, FileKind::Csa)),
            Some(Format::Kif) => Some((Format::Kif, FileKind::Kifu)),
            Some(Format::Ki2) => Some((Format::Ki2, FileKind::Ki2u)),
            _ => None,
        };
        if let Some((found, found_kind)) = other.filter(|&(found, _)| found != format) {
            kind = found_kind;
            parts = cut(&text, found);
            first = parse(path, &parts[0], kind);
        }
    }
    let count = parts.len();
    on(0, count, first);
    for (i, part) in parts.iter().enumerate().skip(1) {
        on(i, count, parse(path, part, kind));
    }
}

/// The games of `text` read as `format` (never none: a text without a
/// game is one part, which its reader refuses).
fn cut(text: &str, format: Format) -> Vec<Part<'_>> {
    let parts = match format {
        Format::Csa => games_in(text),
        _ => kif_games_in(text, format == Format::Ki2),
    };
    if parts.is_empty() {
        return vec![Part {
            text: Cow::Borrowed(text),
            lines_before: 0,
        }];
    }
    parts
}

/// One part read by the reader of `kind`, its problem told at the line
/// of the file.
fn parse(path: &Path, part: &Part, kind: FileKind) -> Result<Record, Refused> {
    parse_text(&part.text, kind).map_err(|mut e| {
        if e.line > 0 {
            e.line += part.lines_before;
        }
        RecordError::parse(path, e).into()
    })
}

/// Header keys that open a KIF or KI2 game.
const OPENING_KEYS: &[&str] = &[
    "開始日時",
    "対局日",
    "棋戦",
    "表題",
    "手合割",
    "先手",
    "後手",
    "上手",
    "下手",
    "場所",
    "持ち時間",
];

/// Whether `line` opens a game's header.
fn opens_header(line: &str) -> bool {
    if line.starts_with('#') {
        return true;
    }
    let Some((key, _)) = line.split_once(['：', ':']) else {
        return false;
    };
    OPENING_KEYS.contains(&key.trim())
}

/// Whether `line` is a move (or an end) of a KIF main line or variation:
/// it starts with its number; in KI2, with the mover's mark.
fn is_move(line: &str, ki2: bool) -> bool {
    if ki2 {
        line.starts_with(['▲', '△', '☗', '☖', '▽', '▼']) || line.starts_with("まで")
    } else {
        line.trim_start().starts_with(|c: char| c.is_ascii_digit())
    }
}

/// The games of a KIF or KI2 text: slices of it, nothing copied.
fn kif_games_in(text: &str, ki2: bool) -> Vec<Part<'_>> {
    let mut parts = Vec::new();
    // The current game's first line and byte.
    let (mut from_line, mut from) = (0, 0);
    let mut moved = false;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let bare = line
            .trim_start_matches('\u{FEFF}')
            .trim_end_matches(['\n', '\r']);
        if moved && opens_header(bare) {
            parts.push(Part {
                text: Cow::Borrowed(&text[from..offset]),
                lines_before: from_line,
            });
            (from_line, from) = (i, offset);
            moved = false;
        }
        moved |= is_move(bare, ki2);
        offset += line.len();
    }
    parts.push(Part {
        text: Cow::Borrowed(&text[from..]),
        lines_before: from_line,
    });
    parts
}

/// The games of a CSA text; a game without its own version line gets the
/// file's, in place of the line before it (so the numbers still match).
fn games_in(text: &str) -> Vec<Part<'_>> {
    if !has_separator(text) {
        return vec![Part {
            text: Cow::Borrowed(text),
            lines_before: 0,
        }];
    }
    let version = text.lines().find(|l| l.starts_with('V'));
    let mut parts = Vec::new();
    let (mut from_line, mut from) = (0, 0);
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        offset += line.len();
        if line.trim() == "/" {
            parts.push((from_line, &text[from..offset - line.len()]));
            (from_line, from) = (i + 1, offset);
        }
    }
    parts.push((from_line, &text[from..]));
    parts
        .into_iter()
        .filter(|(_, part)| part.lines().any(|l| l.starts_with(['+', '-', 'P', '%'])))
        .map(|(first, part)| {
            let has_version = part.lines().any(|l| l.starts_with('V'));
            match (version, has_version, first) {
                (Some(v), false, 1..) => Part {
                    text: Cow::Owned(format!("{v}\n{part}")),
                    lines_before: first - 1,
                },
                _ => Part {
                    text: Cow::Borrowed(part),
                    lines_before: first,
                },
            }
        })
        .collect()
}

/// Whether a line of `text` is a lone `/` (spaces aside): a CSA game
/// separator. Looked for before anything else: nearly every file holds
/// one game.
fn has_separator(text: &str) -> bool {
    text.lines().any(|l| l.trim() == "/")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts' texts, and where each starts in the file (its first
    /// line, 1-based, as the file would number it).
    fn shown(parts: &[Part]) -> Vec<(String, usize)> {
        parts
            .iter()
            .map(|p| (p.text.to_string(), p.lines_before + 1))
            .collect()
    }

    #[test]
    fn a_file_of_three_games_is_three_texts_with_their_line_numbers() {
        let text = "V2.2\nN+a\nPI\n+\n+7776FU\n%TORYO\n/\nN+b\nPI\n+\n+2726FU\n/\nN+c\nPI\n+\n";
        let parts = shown(&games_in(text));
        assert_eq!(parts.len(), 3);
        // The second's version line stands where its separator was.
        assert_eq!(parts[1], ("V2.2\nN+b\nPI\n+\n+2726FU\n".to_string(), 7));
        assert_eq!(parts[2], ("V2.2\nN+c\nPI\n+\n".to_string(), 12));
        assert!(matches!(
            games_in("V2.2\n$START_TIME:2024/01/02\nPI\n+\n")[..],
            [Part {
                text: Cow::Borrowed(_),
                lines_before: 0
            }]
        ));
    }

    #[test]
    fn a_kif_of_three_games_is_cut_before_each_header_after_moves() {
        let text = "# ---- a file of games\n開始日時：2024/01/02\n先手：Hana\n後手：Sora\n\
            手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\nまで1手で先手の勝ち\n\n\
            開始日時：2024/01/03\n先手：Kai\n後手：Hana\n   1 ２六歩(27)\n\
            *a comment: 先手：not a header\n   2 ３四歩(33)\n\
            # ---- the third\n先手：Sora\n後手：Kai\n   1 ５六歩(57)\n";
        let parts = shown(&kif_games_in(text, false));
        assert_eq!(parts.len(), 3);
        assert!(parts[0].0.contains("Hana") && !parts[0].0.contains("Kai"));
        assert!(parts[1].0.starts_with("開始日時：2024/01/03\n"));
        assert_eq!(parts[1].1, 10, "the line of the file it starts at");
        assert!(
            parts[1].0.contains("not a header"),
            "a comment after a move is the move's"
        );
        assert!(parts[2].0.starts_with("# ---- the third\n"));
        assert_eq!(parts[2].1, 16);
        assert_eq!(
            kif_games_in(
                "先手：a\n後手：b\n▲７六歩\n△３四歩\n先手：c\n▲２六歩\n",
                true
            )
            .len(),
            2
        );
        assert_eq!(
            kif_games_in("開始日時：x\n先手：a\n後手：b\n   1 ７六歩(77)\n", false).len(),
            1
        );
    }

    #[test]
    fn a_trailing_separator_makes_no_empty_game() {
        assert_eq!(games_in("V2.2\nPI\n+\n+7776FU\n/\n").len(), 1);
    }

    /// A file of many short games: its parts together are about the
    /// file's size (no blank lines stand for the games before each).
    #[test]
    fn many_short_games_cost_about_the_file_s_size() {
        let text = "V2.2\nPI\n+\n+7776FU\n/\n".repeat(20_000);
        let parts = games_in(&text);
        assert_eq!(parts.len(), 20_000);
        let total: usize = parts.iter().map(|p| p.text.len()).sum();
        assert!(total < 2 * text.len(), "{total} bytes for {}", text.len());
        assert_eq!(parts[19_999].lines_before, 5 * 19_999);
    }
}
