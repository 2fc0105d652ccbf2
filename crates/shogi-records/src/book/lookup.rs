//! Finding a position in a book: a binary search over the file's bytes
//! when its positions are sorted by key (as YaneuraOu, ShogiHome and
//! this program write them), through the table built at opening when
//! not. Either way a few positioned reads of a few kilobytes, and the
//! entry with the smallest move number when a key is written twice.

use super::check::Table;
use super::entry::BookEntry;
use super::error::BookError;
use super::line::{Line, classify, is_position};
use super::lines::{LOOKUP_CHUNK, Lines};
use super::read::{next_key, read_entry};
use super::source::Source;

/// The first position line that starts at or after `from` and before
/// `before`: its offset and key.
fn position_from(
    source: &Source,
    name: &str,
    data_start: u64,
    from: u64,
    before: u64,
) -> Result<Option<(u64, String)>, BookError> {
    // From the byte before, so that a line starting exactly at `from` is
    // seen whole: the first (partial) line is passed over.
    let at_start = from <= data_start;
    let mut lines = Lines::new(
        source,
        name,
        if at_start { data_start } else { from - 1 },
        source.len(),
        LOOKUP_CHUNK,
    );
    if !at_start && lines.next()?.is_none() {
        return Ok(None);
    }
    while let Some(line) = lines.next()? {
        if line.offset >= before {
            return Ok(None);
        }
        if is_position(line.bytes) {
            return match classify(line.bytes, false) {
                Ok(Line::Position { key, .. }) => Ok(Some((line.offset, key.into_owned()))),
                _ => Err(BookError::Changed {
                    file: name.to_string(),
                }),
            };
        }
    }
    Ok(None)
}

/// The offset of the first position whose key is not less than `key`
/// in a sorted book.
fn lower_bound(
    source: &Source,
    name: &str,
    data_start: u64,
    key: &str,
) -> Result<Option<u64>, BookError> {
    // Every position line starting before `lo` has a smaller key; every
    // one starting at or after `hi` has a key not smaller, and the first
    // of them is `found`.
    let (mut lo, mut hi) = (data_start, source.len());
    let mut found = None;
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        match position_from(source, name, data_start, mid, hi)? {
            None => hi = mid,
            Some((offset, k)) if k.as_str() < key => lo = offset + 1,
            Some((offset, _)) => {
                hi = mid;
                found = Some(offset);
            }
        }
    }
    Ok(found)
}

/// Keeps the entry with the smaller move number (the first when equal or
/// unknown).
fn keep_smaller(best: Option<BookEntry>, next: BookEntry) -> Option<BookEntry> {
    match best {
        Some(b) if next.ply.unwrap_or(u32::MAX) >= b.ply.unwrap_or(u32::MAX) => Some(b),
        _ => Some(next),
    }
}

pub(crate) fn find_sorted(
    source: &Source,
    name: &str,
    data_start: u64,
    key: &str,
) -> Result<Option<BookEntry>, BookError> {
    let Some(offset) = lower_bound(source, name, data_start, key)? else {
        return Ok(None);
    };
    let mut lines = Lines::new(source, name, offset, source.len(), LOOKUP_CHUNK);
    let mut best = None;
    while next_key(&mut lines, name)?.as_deref() == Some(key) {
        match read_entry(&mut lines, name)? {
            Some(entry) => best = keep_smaller(best, entry),
            None => break,
        }
    }
    Ok(best)
}

pub(crate) fn find_in_table(
    source: &Source,
    name: &str,
    table: &Table,
    key: &str,
) -> Result<Option<BookEntry>, BookError> {
    let mut best = None;
    for offset in table.candidates(key) {
        let mut lines = Lines::new(source, name, offset, source.len(), LOOKUP_CHUNK);
        match read_entry(&mut lines, name)? {
            Some(entry) if entry.key == key => best = keep_smaller(best, entry),
            Some(_) => {}
            None => {
                return Err(BookError::Changed {
                    file: name.to_string(),
                });
            }
        }
    }
    Ok(best)
}
