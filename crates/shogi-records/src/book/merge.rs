//! Merging books: per (position, move), counts and results summed, the
//! value, depth and ponder of the line searched deeper (the first book's
//! when equal), comments kept once each. Sorted books are merged as
//! streams (two books of hundreds of megabytes, neither held); an
//! unsorted one is sorted first through runs on disk (`runs.rs`), so
//! that it is not held either. One file given twice is refused: its
//! counts would be doubled.

use super::entry::{BookEntry, BookLine};
use super::error::BookError;
use super::open::Book;
use super::runs::Runs;
use super::write::{write_book_streamed, write_entry, write_error};
use crate::saves::output::Output;
use std::collections::HashMap;
use std::iter::Peekable;
use std::path::Path;

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
/// then `b`'s new ones. Moves are matched through a map of `a`'s, not by
/// a search of them for each of `b`'s: the time grows with the moves,
/// not with their square.
pub fn merge_entries(mut a: BookEntry, b: BookEntry) -> BookEntry {
    a.ply = match (a.ply, b.ply) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, y) => x.or(y),
    };
    join_comments(&mut a.comment, &b.comment);
    let mut at: HashMap<String, usize> = a
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| (m.usi.clone(), i))
        .collect();
    for line in b.moves {
        match at.get(&line.usi) {
            Some(&i) => merge_line(&mut a.moves[i], line),
            None => {
                at.insert(line.usi.clone(), a.moves.len());
                a.moves.push(line);
            }
        }
    }
    a
}

type EntryStream<'b> = Peekable<Box<dyn Iterator<Item = Result<BookEntry, BookError>> + 'b>>;

/// The runs of `book` when it is not sorted (in a folder beside the book
/// written, `near`), else nothing.
fn runs_if_unsorted(book: &Book, near: &Path) -> Result<Option<Runs>, BookError> {
    if book.is_sorted() {
        Ok(None)
    } else {
        Runs::sort(book, near).map(Some)
    }
}

/// A book's entries in key order (its runs', when it is not sorted), to
/// be read a key at a time through [`next_unique`].
fn in_key_order<'b>(book: &'b Book, runs: Option<&'b Runs>) -> EntryStream<'b> {
    let stream: Box<dyn Iterator<Item = Result<BookEntry, BookError>> + 'b> = match runs {
        None => Box::new(book.entries()),
        Some(runs) => Box::new(runs.entries()),
    };
    stream.peekable()
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

/// Merges `books` (the first wins ties) into `output`; one file given
/// twice is refused.
pub fn merge_books(books: &[&Book], output: &Output<'_>) -> Result<Written, BookError> {
    for (i, a) in books.iter().enumerate() {
        if let Some(b) = books[i + 1..].iter().find(|b| a.is_same_file(b)) {
            return Err(BookError::SameBookTwice {
                first: a.name().to_string(),
                second: b.name().to_string(),
            });
        }
    }
    let runs = books
        .iter()
        .map(|b| runs_if_unsorted(b, output.path))
        .collect::<Result<Vec<_>, _>>()?;
    let mut streams: Vec<EntryStream<'_>> = books
        .iter()
        .zip(&runs)
        .map(|(b, r)| in_key_order(b, r.as_ref()))
        .collect();
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
    let runs = runs_if_unsorted(book, output.path)?;
    let mut stream = in_key_order(book, runs.as_ref());
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn line(usi: String, count: u64) -> BookLine {
        BookLine {
            usi,
            count: Some(count),
            ..BookLine::default()
        }
    }

    /// Entries as big as a hostile book's (merge takes no count from
    /// the limit on a position's moves, which the readers enforce) merge
    /// in a time that grows with the moves: matched one by one against
    /// a list, 200 000 moves a side took minutes.
    #[test]
    fn merging_big_entries_takes_a_time_linear_in_their_moves() {
        let n = 200_000;
        let entry = |offset: usize| BookEntry {
            key: "k".to_string(),
            moves: (0..n)
                .map(|i| line(format!("m{}", i + offset), 1))
                .collect(),
            ..BookEntry::default()
        };
        let (a, b) = (entry(0), entry(n / 2));
        let started = Instant::now();
        let merged = merge_entries(a, b);
        let took = started.elapsed();
        assert_eq!(merged.moves.len(), n + n / 2);
        assert_eq!(merged.moves[n / 2].count, Some(2));
        assert_eq!(merged.moves[0].count, Some(1));
        assert_eq!(merged.moves[n].usi, format!("m{n}"));
        assert!(took < Duration::from_secs(3), "took {took:?}");
    }
}
