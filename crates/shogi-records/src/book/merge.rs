//! Merging books: per (position, move), counts and results summed, the
//! value, depth and ponder of the line searched deeper (the first book's
//! when equal), comments kept once each. Sorted books are merged as
//! streams (two books of hundreds of megabytes, neither held); an
//! unsorted one is read whole and sorted first.

use super::entry::{BookEntry, BookLine};
use super::error::BookError;
use super::open::Book;
use super::write::{write_book_streamed, write_entry, write_error};
use crate::saves::output::Output;
use std::iter::Peekable;

/// Joins two comments, keeping text already there once.
fn join_comments(a: &mut String, b: &str) {
    if b.is_empty() || a.split('\n').any(|line| line == b) || a.as_str() == b {
        return;
    }
    if !a.is_empty() {
        a.push('\n');
    }
    a.push_str(b);
}

fn merge_line(a: &mut BookLine, b: BookLine) {
    a.count = match (a.count, b.count) {
        (None, None) => None,
        (x, y) => Some(x.unwrap_or(0).saturating_add(y.unwrap_or(0))),
    };
    a.results = match (a.results, b.results) {
        (None, None) => None,
        (x, y) => Some(x.unwrap_or_default().plus(y.unwrap_or_default())),
    };
    if b.depth.unwrap_or(i32::MIN) > a.depth.unwrap_or(i32::MIN) {
        a.value = b.value;
        a.depth = b.depth;
        a.ponder = b.ponder;
    }
    join_comments(&mut a.comment, &b.comment);
}

/// Two entries of one key made one: `a`'s moves first in their order,
/// then `b`'s new ones.
pub fn merge_entries(mut a: BookEntry, b: BookEntry) -> BookEntry {
    a.ply = match (a.ply, b.ply) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, y) => x.or(y),
    };
    join_comments(&mut a.comment, &b.comment);
    for line in b.moves {
        match a.moves.iter_mut().find(|m| m.usi == line.usi) {
            Some(m) => merge_line(m, line),
            None => a.moves.push(line),
        }
    }
    a
}

type EntryStream<'b> = Peekable<Box<dyn Iterator<Item = Result<BookEntry, BookError>> + 'b>>;

/// A book's entries in key order, a key once (of a key written twice, the
/// entry with the smaller move number, as a lookup finds it).
fn in_key_order(book: &Book) -> Result<EntryStream<'_>, BookError> {
    let stream: Box<dyn Iterator<Item = Result<BookEntry, BookError>> + '_> = if book.is_sorted() {
        Box::new(book.entries())
    } else {
        let mut all = book.entries().collect::<Result<Vec<_>, _>>()?;
        all.sort_by(|a, b| a.key.cmp(&b.key));
        Box::new(all.into_iter().map(Ok))
    };
    Ok(stream.peekable())
}

fn next_unique(stream: &mut EntryStream<'_>) -> Result<Option<BookEntry>, BookError> {
    let Some(mut entry) = stream.next().transpose()? else {
        return Ok(None);
    };
    while let Some(Ok(next)) = stream.peek() {
        if next.key != entry.key {
            break;
        }
        let Some(Ok(next)) = stream.next() else { break };
        if next.ply.unwrap_or(u32::MAX) < entry.ply.unwrap_or(u32::MAX) {
            entry = next;
        }
    }
    Ok(Some(entry))
}

/// What a merge wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub positions: u64,
    pub moves: u64,
}

/// Merges `books` (the first wins ties) into `output`.
pub fn merge_books(books: &[&Book], output: &Output<'_>) -> Result<Written, BookError> {
    let mut streams = books
        .iter()
        .map(|b| in_key_order(b))
        .collect::<Result<Vec<_>, _>>()?;
    let mut heads: Vec<Option<BookEntry>> = Vec::with_capacity(streams.len());
    for s in &mut streams {
        heads.push(next_unique(s)?);
    }
    let mut written = Written::default();
    write_book_streamed(output, |w| {
        loop {
            let Some(key) = heads.iter().flatten().map(|e| e.key.clone()).min() else {
                return Ok(());
            };
            let mut merged: Option<BookEntry> = None;
            for (head, stream) in heads.iter_mut().zip(&mut streams) {
                if head.as_ref().is_some_and(|e| e.key == key) {
                    if let Some(e) = head.take() {
                        merged = Some(match merged {
                            None => e,
                            Some(m) => merge_entries(m, e),
                        });
                    }
                    *head = next_unique(stream)?;
                }
            }
            if let Some(e) = merged {
                if !e.moves.is_empty() {
                    written.positions += 1;
                    written.moves += e.moves.len() as u64;
                }
                write_entry(w, &e).map_err(|err| write_error(output.path, err))?;
            }
        }
    })?;
    Ok(written)
}

/// Writes `book` to `output` with the entry of `key` replaced by
/// `replacement` (`None`: removed; an entry the book lacks is put in its
/// place in key order). For an edit in place, `output` names the book
/// itself: the new file is complete before it takes the name, and the
/// book is read through the handle opened before.
pub fn edit_book(
    book: &Book,
    output: &Output<'_>,
    key: &str,
    replacement: Option<BookEntry>,
) -> Result<Written, BookError> {
    let mut stream = in_key_order(book)?;
    let mut pending = replacement;
    let mut written = Written::default();
    let mut put = |w: &mut dyn std::io::Write, e: &BookEntry| {
        if !e.moves.is_empty() {
            written.positions += 1;
            written.moves += e.moves.len() as u64;
        }
        write_entry(w, e).map_err(|err| write_error(output.path, err))
    };
    write_book_streamed(output, |w| {
        while let Some(entry) = next_unique(&mut stream)? {
            if pending.as_ref().is_some_and(|p| p.key < entry.key)
                && let Some(p) = pending.take()
            {
                put(w, &p)?;
            }
            if entry.key == key {
                if let Some(p) = pending.take() {
                    put(w, &p)?;
                }
                continue;
            }
            put(w, &entry)?;
        }
        if let Some(p) = pending.take() {
            put(w, &p)?;
        }
        Ok(())
    })?;
    Ok(written)
}
