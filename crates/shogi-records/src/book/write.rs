//! Writing a book: the header, then each position with a move, sorted by
//! key, as YaneuraOu and ShogiHome write them. Written atomically through
//! `saves::atomic` (a failure leaves the old file), a buffer at a time.

use super::entry::{BookEntry, BookLine, HEADER, results_text};
use super::error::BookError;
use crate::error::RecordError;
use crate::escape::escape_controls;
use crate::saves::output::Output;
use std::io::{self, Write};
use std::path::Path;

/// Comment lines, one `#` line each (a `\r` would end a line for some
/// readers: it is left out). Control and bidirectional characters (from
/// `book add --comment`, or a book merged) are written as escapes (`\e`,
/// `\u{202e}`): a book is read by other programs and shown in terminals,
/// which would obey them. Escaping twice changes nothing more, so a book
/// rewritten keeps its comments as they were.
fn write_comment(w: &mut dyn Write, comment: &str) -> io::Result<()> {
    if comment.is_empty() {
        return Ok(());
    }
    for line in comment.split('\n') {
        writeln!(w, "#{}", escape_controls(&line.replace('\r', "")))?;
    }
    Ok(())
}

fn write_move(w: &mut dyn Write, m: &BookLine) -> io::Result<()> {
    let none = |v: Option<i32>| v.map_or_else(|| "none".to_string(), |v| v.to_string());
    write!(
        w,
        "{} {} {} {}",
        m.usi,
        m.ponder.as_deref().unwrap_or("none"),
        none(m.value),
        none(m.depth)
    )?;
    if let Some(count) = m.count {
        write!(w, " {count}")?;
    }
    if let Some(r) = m.results {
        write!(w, " #{}", results_text(r))?;
    }
    writeln!(w)?;
    write_comment(w, &m.comment)
}

/// One position and its moves. A position without moves is not written
/// (ShogiHome does the same: it would be a position the book says
/// nothing of).
pub fn write_entry(w: &mut dyn Write, entry: &BookEntry) -> io::Result<()> {
    if entry.moves.is_empty() {
        return Ok(());
    }
    match entry.ply {
        Some(ply) => writeln!(w, "sfen {} {ply}", entry.key)?,
        None => writeln!(w, "sfen {}", entry.key)?,
    }
    write_comment(w, &entry.comment)?;
    for m in &entry.moves {
        write_move(w, m)?;
    }
    Ok(())
}

/// Sorts entries by key (stable: of two with one key, the first stays
/// first).
fn sorted(entries: &[BookEntry]) -> Vec<&BookEntry> {
    let mut refs: Vec<&BookEntry> = entries.iter().collect();
    refs.sort_by(|a, b| a.key.cmp(&b.key));
    refs
}

/// The text of a book of `entries` (sorted by key here).
pub fn book_text(entries: &[BookEntry]) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing to memory cannot fail.
    let _ = write_sorted(&mut out, &sorted(entries));
    out
}

fn write_sorted(w: &mut dyn Write, entries: &[&BookEntry]) -> io::Result<()> {
    writeln!(w, "{HEADER}")?;
    for e in entries {
        write_entry(w, e)?;
    }
    Ok(())
}

/// Writes a book of `entries`, sorted by key, to `output` (atomically;
/// over an existing file only with `force`, never over anything but a
/// regular file).
pub fn write_book(output: &Output<'_>, entries: &[BookEntry]) -> Result<(), BookError> {
    let refs = sorted(entries);
    output.write_with(|w| {
        write_sorted(w, &refs)
            .map_err(|e| BookError::from(RecordError::io(output.path, "write", e)))
    })
}

/// Writes a book whose entries `fill` gives in key order, one at a time,
/// through [`write_entry`]: the merge of two books of hundreds of
/// megabytes holds neither.
pub fn write_book_streamed(
    output: &Output<'_>,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), BookError>,
) -> Result<(), BookError> {
    output.write_with(|w| {
        writeln!(w, "{HEADER}")
            .map_err(|e| BookError::from(RecordError::io(output.path, "write", e)))?;
        fill(w)
    })
}

/// The error of a write to `path` as a book error.
pub(crate) fn write_error(path: &Path, e: io::Error) -> BookError {
    RecordError::io(path, "write", e).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_and_bidi_characters_of_a_comment_are_written_as_escapes() {
        let entry = BookEntry {
            key: "9/9/9/9/9/9/9/9/9 b -".to_string(),
            ply: Some(1),
            comment: "pos\u{7}".to_string(),
            moves: vec![BookLine {
                usi: "7g7f".to_string(),
                comment: "a\u{1b}]2;x\u{7}\nb\u{202e}c\r".to_string(),
                ..BookLine::default()
            }],
        };
        let text = String::from_utf8(book_text(std::slice::from_ref(&entry))).unwrap();
        assert!(
            !text
                .chars()
                .any(|c| crate::escape::is_dangerous(c) && c != '\n'),
            "{text:?}"
        );
        assert!(text.contains("#pos\\x07\n"), "{text}");
        assert!(text.contains("#a\\e]2;x\\x07\n#b\\u{202e}c\n"), "{text}");
        // Written again from what it reads as: the same text.
        let mut again = entry.clone();
        again.comment = "pos\\x07".to_string();
        again.moves[0].comment = "a\\e]2;x\\x07\nb\\u{202e}c".to_string();
        assert_eq!(
            String::from_utf8(book_text(&[again])).unwrap(),
            text,
            "escaping is done once"
        );
    }
}
