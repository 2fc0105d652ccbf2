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

/// The records of `path`, each with its own refusal.
pub fn records_of(path: &Path) -> Vec<Result<Record, Refused>> {
    let named = match FileKind::from_path(path) {
        Ok(kind) => kind,
        Err(e) => return vec![Err(e.into())],
    };
    let format = match named {
        FileKind::Csa => Format::Csa,
        FileKind::Kif | FileKind::Kifu => Format::Kif,
        FileKind::Ki2 | FileKind::Ki2u => Format::Ki2,
        _ => return vec![read_record(path).map_err(Refused::from)],
    };
    let text = match read_text(path, named) {
        Ok(text) => text,
        Err(e) => return vec![Err(e.into())],
    };
    let records = parse_all(path, &text, format, named);
    // A file that plainly holds another of the three is read as what it
    // holds, as every other reader of the program does. Looked at only
    // when the named reader finds no game: the look reads the whole text,
    // and an import pays it for every file otherwise.
    let found_none = records
        .first()
        .is_none_or(|r| r.as_ref().is_ok_and(|r| r.moves.is_empty()) || r.is_err());
    if found_none {
        let other = match sniff(&text) {
            Some(Format::Csa) => Some((Format::Csa, FileKind::Csa)),
            Some(Format::Kif) => Some((Format::Kif, FileKind::Kifu)),
            Some(Format::Ki2) => Some((Format::Ki2, FileKind::Ki2u)),
            _ => None,
        };
        if let Some((found, kind)) = other.filter(|&(found, _)| found != format) {
            return parse_all(path, &text, found, kind);
        }
    }
    records
}

/// Each game of `text`, read as `format` by the reader of `kind`.
fn parse_all(
    path: &Path,
    text: &str,
    format: Format,
    kind: FileKind,
) -> Vec<Result<Record, Refused>> {
    let parts = match format {
        Format::Csa => games_in(text),
        _ => kif_games_in(text, format == Format::Ki2),
    };
    parts
        .iter()
        .map(|part| parse_text(part, kind).map_err(|e| RecordError::parse(path, e).into()))
        .collect()
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

/// The games of a KIF or KI2 text, each keeping its line numbers (blank
/// lines stand for the games before it); the text itself when it holds
/// one game.
fn kif_games_in(text: &str, ki2: bool) -> Vec<Cow<'_, str>> {
    // (line number, byte offset) of each game's first line after the first.
    let mut cuts = Vec::new();
    let mut moved = false;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let bare = line
            .trim_start_matches('\u{FEFF}')
            .trim_end_matches(['\n', '\r']);
        if moved && opens_header(bare) {
            cuts.push((i, offset));
            moved = false;
        }
        moved |= is_move(bare, ki2);
        offset += line.len();
    }
    if cuts.is_empty() {
        return vec![Cow::Borrowed(text)];
    }
    let mut parts = Vec::with_capacity(cuts.len() + 1);
    let mut from = (0, 0);
    for cut in cuts.into_iter().chain([(usize::MAX, text.len())]) {
        let mut part = String::with_capacity(from.0 + cut.1 - from.1);
        part.extend(std::iter::repeat_n('\n', from.0));
        part.push_str(&text[from.1..cut.1]);
        parts.push(Cow::Owned(part));
        from = cut;
    }
    parts
}

/// The games of a CSA text. Each keeps its line numbers (blank lines stand
/// for the games before it), so that a problem is reported at the line of
/// the file; a game without its own version line gets the file's.
fn games_in(text: &str) -> Vec<Cow<'_, str>> {
    if !has_separator(text) {
        return vec![Cow::Borrowed(text)];
    }
    let version = text
        .lines()
        .find(|l| l.starts_with('V'))
        .map(str::to_string);
    let mut parts = Vec::new();
    let mut current = String::new();
    let mut start_line = 0usize;
    for (i, line) in text.lines().enumerate() {
        if line.trim_end_matches('\r').trim() == "/" {
            parts.push((start_line, std::mem::take(&mut current)));
            start_line = i + 1;
            continue;
        }
        current.push_str(line);
        current.push('\n');
    }
    parts.push((start_line, current));
    parts
        .into_iter()
        .filter(|(_, part)| part.lines().any(|l| l.starts_with(['+', '-', 'P', '%'])))
        .map(|(first, part)| {
            let mut text = String::with_capacity(part.len() + first + 8);
            let has_version = part.lines().any(|l| l.starts_with('V'));
            // The version line takes the place of one of the blank lines,
            // so the numbers still match.
            match (&version, has_version, first) {
                (Some(v), false, 1..) => {
                    text.push_str(v);
                    text.push('\n');
                    text.extend(std::iter::repeat_n('\n', first - 1));
                }
                _ => text.extend(std::iter::repeat_n('\n', first)),
            }
            text.push_str(&part);
            Cow::Owned(text)
        })
        .collect()
}

/// Whether a line of `text` is a lone `/` (spaces aside): a CSA game
/// separator. Looked for before anything is copied: nearly every file
/// holds one game, and the cut copies the text line by line.
fn has_separator(text: &str) -> bool {
    text.lines().any(|l| l.trim() == "/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_of_three_games_is_three_texts_with_their_line_numbers() {
        let text = "V2.2\nN+a\nPI\n+\n+7776FU\n%TORYO\n/\nN+b\nPI\n+\n+2726FU\n/\nN+c\nPI\n+\n";
        let parts = games_in(text);
        assert_eq!(parts.len(), 3);
        assert_eq!(parts[1].lines().nth(7), Some("N+b"));
        assert_eq!(parts[1].lines().next(), Some("V2.2"));
        assert_eq!(parts[2].lines().nth(12), Some("N+c"));
        assert!(matches!(games_in("V2.2\n$START_TIME:2024/01/02\nPI\n+\n")[..], [Cow::Borrowed(_)]));
    }

    #[test]
    fn a_kif_of_three_games_is_cut_before_each_header_after_moves() {
        let text = "# ---- a file of games\n開始日時：2024/01/02\n先手：Hana\n後手：Sora\n\
            手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 投了\nまで1手で先手の勝ち\n\n\
            開始日時：2024/01/03\n先手：Kai\n後手：Hana\n   1 ２六歩(27)\n\
            *a comment: 先手：not a header\n   2 ３四歩(33)\n\
            # ---- the third\n先手：Sora\n後手：Kai\n   1 ５六歩(57)\n";
        let parts = kif_games_in(text, false);
        assert_eq!(parts.len(), 3);
        assert!(parts[0].contains("Hana") && !parts[0].contains("Kai"));
        assert_eq!(parts[1].lines().nth(9), Some("開始日時：2024/01/03"), "line numbers kept");
        assert!(parts[1].contains("not a header"), "a comment after a move is the move's");
        assert_eq!(parts[2].lines().nth(15), Some("# ---- the third"));
        assert_eq!(kif_games_in("先手：a\n後手：b\n▲７六歩\n△３四歩\n先手：c\n▲２六歩\n", true).len(), 2);
        assert_eq!(kif_games_in("開始日時：x\n先手：a\n後手：b\n   1 ７六歩(77)\n", false).len(), 1);
    }

    #[test]
    fn a_trailing_separator_makes_no_empty_game() {
        assert_eq!(games_in("V2.2\nPI\n+\n+7776FU\n/\n").len(), 1);
    }
}
