//! Reading the records of one file: most hold one game, a CSA file may
//! hold several (separated by a `/` line, as the CSA standard allows,
//! and as tournament logs keep a whole event). The records crate's CSA
//! reader takes the first game only, so the file is cut here.

use super::game_row::Refused;
use shogi_records::formats::files::{parse_text, read_text};
use shogi_records::formats::sniff::sniff;
use shogi_records::{FileKind, Format, Record, RecordError, read_record};
use std::path::Path;

/// The records of `path`, each with its own refusal.
pub fn records_of(path: &Path) -> Vec<Result<Record, Refused>> {
    let kind = match FileKind::from_path(path) {
        Ok(kind) => kind,
        Err(e) => return vec![Err(e.into())],
    };
    if kind != FileKind::Csa {
        return vec![read_record(path).map_err(Refused::from)];
    }
    let text = match read_text(path, kind) {
        Ok(text) => text,
        Err(e) => return vec![Err(e.into())],
    };
    // A `.csa` that plainly holds KIF or KI2 is read as what it holds, as
    // every other reader of the program does.
    if matches!(sniff(&text), Some(f) if f != Format::Csa) {
        return vec![read_record(path).map_err(Refused::from)];
    }
    games_in(&text)
        .into_iter()
        .map(|part| {
            parse_text(&part, FileKind::Csa).map_err(|e| RecordError::parse(path, e).into())
        })
        .collect()
}

/// The games of a CSA text. Each keeps its line numbers (blank lines stand
/// for the games before it), so that a problem is reported at the line of
/// the file; a game without its own version line gets the file's.
fn games_in(text: &str) -> Vec<String> {
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
            text
        })
        .collect()
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
    }

    #[test]
    fn a_trailing_separator_makes_no_empty_game() {
        assert_eq!(games_in("V2.2\nPI\n+\n+7776FU\n/\n").len(), 1);
    }
}
