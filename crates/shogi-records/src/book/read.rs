//! Reading a position's entry from the line it starts at: the `sfen`
//! line, the comments and move lines under it, up to the next position.
//! Lookups and the whole-book reader (merge, edits) both read through
//! here. The check at opening found every line sound, so a bad line met
//! now means the file changed since.

use super::entry::{BookEntry, split_results};
use super::error::BookError;
use super::line::{Line, classify};
use super::lines::Lines;

fn append(comment: &mut String, line: &[u8]) {
    // As ShogiHome joins them: an empty first line is no line.
    if !comment.is_empty() {
        comment.push('\n');
    }
    comment.push_str(&String::from_utf8_lossy(line));
}

/// The entry whose `sfen` line comes next (lines before it that are no
/// position are passed over); `None` at the end.
pub(crate) fn read_entry(
    lines: &mut Lines<'_>,
    name: &str,
) -> Result<Option<BookEntry>, BookError> {
    let changed = || BookError::Changed {
        file: name.to_string(),
    };
    let mut entry = loop {
        let Some(line) = lines.next()? else {
            return Ok(None);
        };
        // Comments before the first position belong to no position.
        if let Line::Position { key, ply } = classify(line.bytes, true).map_err(|_| changed())? {
            break BookEntry {
                key: key.into_owned(),
                ply,
                comment: String::new(),
                moves: Vec::new(),
            };
        }
    };
    while let Some(line) = lines.next()? {
        match classify(line.bytes, true).map_err(|_| changed())? {
            Line::Position { .. } => {
                lines.put_back();
                break;
            }
            Line::Blank => {}
            Line::Comment(text) => match entry.moves.last_mut() {
                Some(m) => append(&mut m.comment, text),
                None => append(&mut entry.comment, text),
            },
            Line::Move(m) => entry.moves.push(m),
        }
    }
    for m in &mut entry.moves {
        let (results, rest) = split_results(&m.comment);
        m.results = results;
        m.comment = rest;
    }
    Ok(Some(entry))
}
