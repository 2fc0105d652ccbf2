//! What opening a book checks, going once through the whole file with a
//! fixed buffer: the header, every line's shape (so that a malformed
//! line is named with its number now, not met by a lookup later), the
//! counts, and whether the positions are sorted by key. An unsorted book
//! gets a table of its positions ([`Table`]) in a second pass.
//!
//! Why the whole file and not a sample: a sample can pass a book with one
//! position out of place, and a binary search would then miss positions
//! that are there. What is checked of each line depends on the size: a
//! book up to [`FULL_CHECK_BYTES`] (hand-made and ordinary books) has
//! every line read; a bigger one its position lines only (the order and
//! the keys), its move lines when a lookup reads them, a bad one then
//! named with its line number all the same (counted when it is met).
//! Reading every move line costs about 5 ns a byte, 0.6 s of CPU for a
//! book of a million positions (`bench/results/2026-11-26-book.md`).

use super::entry::{HEADER, MAX_POSITION_MOVES};
use super::error::{BookError, LineProblem};
use super::line::{Line, classify, is_position};
use super::lines::{Lines, SCAN_CHUNK};
use super::source::Source;
use std::hash::{DefaultHasher, Hash, Hasher};

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What the check found.
pub(crate) struct Checked {
    /// Where the first line after the header starts.
    pub data_start: u64,
    /// `sfen` lines (a position written twice counts twice).
    pub positions: usize,
    pub moves: usize,
    pub sorted: bool,
    /// Move lines whose value or depth was out of range and is read as
    /// the nearest number 32 bits hold (of the lines read at opening).
    pub clamped: Option<Clamped>,
}

/// Move lines read with a value or depth held in range: how many, and
/// the first, for the player to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clamped {
    pub first_line: u64,
    pub lines: u64,
}

/// Checks the header and returns where the lines after it start.
fn header(source: &Source, name: &str) -> Result<u64, BookError> {
    if source.len() == 0 {
        return Err(BookError::Empty {
            file: name.to_string(),
        });
    }
    let mut head = [0u8; 512];
    let n = source.read_at(&mut head, 0, name)?;
    let head = &head[..n];
    let skip = if head.starts_with(BOM) { BOM.len() } else { 0 };
    let rest = &head[skip..];
    let line_end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
    let first = &rest[..line_end];
    let first = first.strip_suffix(b"\r").unwrap_or(first);
    if first != HEADER.as_bytes() {
        return Err(BookError::WrongHeader {
            file: name.to_string(),
            first_line: String::from_utf8_lossy(first).into_owned(),
        });
    }
    Ok((skip + line_end + 1).min(n) as u64)
}

/// Books up to this size have every line checked at opening.
pub const FULL_CHECK_BYTES: u64 = 16 * 1024 * 1024;

/// Goes through the whole book once, reading every line of a book up to
/// `full_up_to` bytes, else the position lines (and the lines before the
/// first position, and the last line).
pub(crate) fn check(source: &Source, name: &str, full_up_to: u64) -> Result<Checked, BookError> {
    let full = source.len() <= full_up_to;
    let data_start = header(source, name)?;
    let mut lines = Lines::new(source, name, data_start, source.len(), SCAN_CHUNK);
    lines.count_lines();
    // The header is line 1.
    lines.line_no = 1;
    let mut checked = Checked {
        data_start,
        positions: 0,
        moves: 0,
        sorted: true,
        clamped: None,
    };
    let mut previous: Vec<u8> = Vec::with_capacity(128);
    // Move lines of the position last read: a position with more than any
    // position has legal moves is refused now, whatever reads it later.
    let mut moves_here = 0usize;
    while let Some(line) = lines.next()? {
        let ended = line.ended;
        if !full && ended && checked.positions > 0 && !is_position(line.bytes) {
            // A move line or a comment, read when a lookup needs it.
            let first = line.bytes.first().copied().unwrap_or(b'\r');
            if !matches!(first, b'#' | b'/' | b'\r' | b' ' | b'\t') {
                one_more_move(&mut moves_here, name, line.number, ended)?;
                checked.moves += 1;
            }
            continue;
        }
        let parsed = classify(line.bytes, false);
        let line_no = line.number;
        match parsed {
            Ok(Line::Position { key, .. }) => {
                if checked.sorted && checked.positions > 0 && key.as_bytes() < previous.as_slice() {
                    checked.sorted = false;
                }
                previous.clear();
                previous.extend_from_slice(key.as_bytes());
                checked.positions += 1;
                moves_here = 0;
            }
            Ok(Line::Move(..)) if checked.positions == 0 => {
                return Err(malformed(
                    name,
                    line_no,
                    ended,
                    LineProblem::MoveBeforePosition,
                ));
            }
            Ok(Line::Move(_, clamped)) => {
                one_more_move(&mut moves_here, name, line_no, ended)?;
                checked.moves += 1;
                if clamped {
                    let c = checked.clamped.get_or_insert(Clamped {
                        first_line: line_no,
                        lines: 0,
                    });
                    c.lines += 1;
                }
            }
            Ok(Line::Blank | Line::Comment(_)) => {}
            Err(problem) => return Err(malformed(name, line_no, ended, problem)),
        }
    }
    Ok(checked)
}

/// Counts a move line of the position being read, refusing the one past
/// [`MAX_POSITION_MOVES`].
fn one_more_move(
    moves_here: &mut usize,
    name: &str,
    line_no: u64,
    ended: bool,
) -> Result<(), BookError> {
    *moves_here += 1;
    if *moves_here > MAX_POSITION_MOVES {
        return Err(malformed(
            name,
            line_no,
            ended,
            LineProblem::TooManyMoves {
                limit: MAX_POSITION_MOVES,
            },
        ));
    }
    Ok(())
}

/// A bad line; the last line of the file without its line break is a
/// file cut short rather than a line written wrong.
fn malformed(name: &str, line: u64, ended: bool, problem: LineProblem) -> BookError {
    if ended {
        BookError::Malformed {
            file: name.to_string(),
            line,
            problem,
        }
    } else {
        BookError::Truncated {
            file: name.to_string(),
            line,
        }
    }
}

/// An unsorted book's positions: (hash of the key, offset of its `sfen`
/// line), sorted, 16 bytes a position.
pub(crate) struct Table(Vec<(u64, u64)>);

pub(crate) fn hash_key(key: &str) -> u64 {
    let mut h = DefaultHasher::new();
    key.hash(&mut h);
    h.finish()
}

impl Table {
    pub(crate) fn build(
        source: &Source,
        name: &str,
        checked: &Checked,
    ) -> Result<Table, BookError> {
        let mut rows = Vec::with_capacity(checked.positions);
        let mut lines = Lines::new(source, name, checked.data_start, source.len(), SCAN_CHUNK);
        while let Some(line) = lines.next()? {
            let offset = line.offset;
            if !is_position(line.bytes) {
                continue;
            }
            if let Ok(Line::Position { key, .. }) = classify(line.bytes, false) {
                rows.push((hash_key(&key), offset));
            }
        }
        rows.sort_unstable();
        Ok(Table(rows))
    }

    /// The offsets of the positions whose key hashes as `key` does, in
    /// file order.
    pub(crate) fn candidates(&self, key: &str) -> impl Iterator<Item = u64> + '_ {
        let h = hash_key(key);
        let from = self.0.partition_point(|&(k, _)| k < h);
        self.0[from..]
            .iter()
            .take_while(move |&&(k, _)| k == h)
            .map(|&(_, o)| o)
    }

    pub(crate) fn bytes(&self) -> usize {
        self.0.capacity() * 16
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::lookup::find_sorted;

    const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";

    /// A big book has its move lines read by lookups: a bad one is then
    /// named with its line, as the check of a small book names it.
    #[test]
    fn a_bad_move_line_of_a_big_book_is_named_when_read() {
        let text = format!(
            "#YANEURAOU-DB2016 1.00\nsfen 9/9/9/9/9/9/9/9/9 b - 1\n7g7f none 0 0 1\n#c\nsfen {START} 1\n7g7f none 0 0 1\nwhat is this\n"
        );
        let source = Source::Static(Box::leak(text.into_bytes().into_boxed_slice()));
        let e = check(&source, "big.db", 0).err();
        assert!(e.is_none(), "{e:?}");
        let small = check(&source, "small.db", u64::MAX).err();
        assert!(
            matches!(small, Some(BookError::Malformed { line: 7, .. })),
            "{small:?}"
        );
        let checked = check(&source, "big.db", 0).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (checked.positions, checked.moves, checked.sorted),
            (2, 3, true)
        );
        let e = find_sorted(&source, "big.db", checked.data_start, START).err();
        assert!(
            matches!(
                e,
                Some(BookError::Malformed {
                    line: 7,
                    problem: LineProblem::FewColumns { found: 3 },
                    ..
                })
            ),
            "{e:?}"
        );
        // The other position reads.
        let other = find_sorted(
            &source,
            "big.db",
            checked.data_start,
            "9/9/9/9/9/9/9/9/9 b -",
        );
        assert!(matches!(other, Ok(Some(_))), "{other:?}");
    }
}
