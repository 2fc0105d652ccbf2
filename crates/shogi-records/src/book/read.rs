//! Reading a position's entry from the line it starts at: the `sfen`
//! line, the comments and move lines under it, up to the next position.
//! Lookups and the whole-book reader (merge, edits) both read through
//! here. A bad line met here is one the check at opening did not read
//! (a big book's move lines), or a book changed since (which the size and
//! time, compared before each lookup, usually tell first): it is named
//! with its line number.

use super::entry::{BookEntry, MAX_COMMENT_BYTES, MAX_POSITION_MOVES, split_results};
use super::error::BookError;
use super::error::LineProblem;
use super::line::{Line, classify, is_position};
use super::lines::{Lines, line_number_at};
use super::source::Source;

/// Adds a comment line; refused past [`MAX_COMMENT_BYTES`], so that a
/// position followed by millions of comment lines is not read whole.
fn append(comment: &mut String, line: &[u8]) -> Result<(), LineProblem> {
    if comment.len() + 1 + line.len() > MAX_COMMENT_BYTES {
        return Err(LineProblem::CommentTooLong {
            limit: MAX_COMMENT_BYTES,
        });
    }
    // As ShogiHome joins them: an empty first line is no line.
    if !comment.is_empty() {
        comment.push('\n');
    }
    comment.push_str(&String::from_utf8_lossy(line));
    Ok(())
}

/// The entry whose `sfen` line comes next (lines before it that are no
/// position are passed over); `None` at the end.
fn malformed(source: &Source, name: &str, offset: u64, problem: LineProblem) -> BookError {
    match line_number_at(source, name, offset) {
        Ok(line) => BookError::Malformed {
            file: name.to_string(),
            line,
            problem,
        },
        Err(e) => e,
    }
}

pub(crate) fn read_entry(
    lines: &mut Lines<'_>,
    name: &str,
) -> Result<Option<BookEntry>, BookError> {
    let source = lines.source();
    let mut entry = loop {
        let Some(line) = lines.next()? else {
            return Ok(None);
        };
        // Comments before the first position belong to no position.
        let offset = line.offset;
        if let Line::Position { key, ply } =
            classify(line.bytes, true).map_err(|p| malformed(source, name, offset, p))?
        {
            break BookEntry {
                key: key.into_owned(),
                ply,
                comment: String::new(),
                moves: Vec::new(),
            };
        }
    };
    while let Some(line) = lines.next()? {
        let offset = line.offset;
        match classify(line.bytes, true).map_err(|p| malformed(source, name, offset, p))? {
            Line::Position { .. } => {
                lines.put_back();
                break;
            }
            Line::Blank => {}
            Line::Comment(text) => match entry.moves.last_mut() {
                Some(m) => append(&mut m.comment, text),
                None => append(&mut entry.comment, text),
            }
            .map_err(|p| malformed(source, name, offset, p))?,
            Line::Move(..) if entry.moves.len() >= MAX_POSITION_MOVES => {
                return Err(malformed(
                    source,
                    name,
                    offset,
                    LineProblem::TooManyMoves {
                        limit: MAX_POSITION_MOVES,
                    },
                ));
            }
            Line::Move(m, _) => entry.moves.push(m),
        }
    }
    for m in &mut entry.moves {
        let (results, rest) = split_results(&m.comment);
        m.results = results;
        m.comment = rest;
    }
    Ok(Some(entry))
}

/// The key of the position line that comes next, left to be read (lines
/// before it are passed over); `None` at the end. A lookup asks it before
/// reading an entry whole, so that it reads no entry but its own.
pub(crate) fn next_key(lines: &mut Lines<'_>, name: &str) -> Result<Option<String>, BookError> {
    let source = lines.source();
    while let Some(line) = lines.next()? {
        if !is_position(line.bytes) {
            continue;
        }
        let offset = line.offset;
        let key = match classify(line.bytes, false) {
            Ok(Line::Position { key, .. }) => key.into_owned(),
            Ok(_) => continue,
            Err(p) => return Err(malformed(source, name, offset, p)),
        };
        lines.put_back();
        return Ok(Some(key));
    }
    Ok(None)
}
