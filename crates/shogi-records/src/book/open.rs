//! An open book: opened (checked whole, the table of an unsorted one
//! built), looked up by key or position, read in file order.

use super::check::{Checked, Clamped, FULL_CHECK_BYTES, Table, check};
use super::entry::{BookEntry, BookMove};
use super::error::BookError;
use super::line::{key_from_sfen, key_of};
use super::lines::{Lines, SCAN_CHUNK};
use super::lookup;
use super::read;
use super::source::Source;
use shogi_core::{Move, Position};
use std::path::Path;
use std::time::{Duration, Instant};

/// An open book: checked at opening, looked up by positioned reads.
/// `Send + Sync`: lookups from any thread, each with its own reads.
pub struct Book {
    name: String,
    source: Source,
    checked: Checked,
    /// For an unsorted book only.
    table: Option<Table>,
    opened_in: Duration,
}

/// What `book stats` says of a book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookStats {
    /// `sfen` lines (a position written twice counts twice).
    pub positions: usize,
    pub moves: usize,
    pub bytes: u64,
    pub sorted: bool,
    /// Memory the lookup table takes (0 for a sorted book).
    pub table_bytes: usize,
    pub opened_in: Duration,
}

impl Book {
    /// Opens a book file: checks it whole (header, every line, the
    /// order), never holding more than a buffer of it.
    pub fn open(path: &Path) -> Result<Book, BookError> {
        let name = path.display().to_string();
        Book::with_source(name, Source::open(path)?)
    }

    /// The book built into the program (`include_bytes!`).
    pub fn from_static(name: &str, bytes: &'static [u8]) -> Result<Book, BookError> {
        Book::with_source(name.to_string(), Source::Static(bytes))
    }

    fn with_source(name: String, source: Source) -> Result<Book, BookError> {
        let started = Instant::now();
        let checked = check(&source, &name, FULL_CHECK_BYTES)?;
        let table = if checked.sorted {
            None
        } else {
            Some(Table::build(&source, &name, &checked)?)
        };
        Ok(Book {
            name,
            source,
            checked,
            table,
            opened_in: started.elapsed(),
        })
    }

    /// The file's name as given, or the built-in book's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Positions in the book (a position written twice counts twice).
    pub fn len_hint(&self) -> Option<usize> {
        Some(self.checked.positions)
    }

    pub fn stats(&self) -> BookStats {
        BookStats {
            positions: self.checked.positions,
            moves: self.checked.moves,
            bytes: self.source.len(),
            sorted: self.checked.sorted,
            table_bytes: self.table.as_ref().map_or(0, Table::bytes),
            opened_in: self.opened_in,
        }
    }

    /// The entry of a key (`BOARD TURN HAND`; a move number or a leading
    /// `sfen ` is allowed and ignored), as written.
    pub fn entry(&self, key: &str) -> Result<Option<BookEntry>, BookError> {
        let key = key_from_sfen(key).map_err(|why| BookError::BadKey {
            key: key.to_string(),
            why,
        })?;
        self.source.check_unchanged(&self.name)?;
        match &self.table {
            None => lookup::find_sorted(&self.source, &self.name, self.checked.data_start, &key),
            Some(table) => lookup::find_in_table(&self.source, &self.name, table, &key),
        }
    }

    /// The book's moves at `pos` that are legal there, in the file's
    /// order; a line whose move cannot be read or played is passed over,
    /// so that a hostile book never makes the bot play an illegal move.
    pub fn moves(&self, pos: &Position) -> Result<Vec<BookMove>, BookError> {
        let Some(entry) = self.entry(&key_of(pos))? else {
            return Ok(Vec::new());
        };
        Ok(entry
            .moves
            .into_iter()
            .filter_map(|line| {
                let mv = Move::from_usi(&line.usi).ok()?;
                pos.check_move(mv).ok()?;
                let ponder = line.ponder.as_deref().and_then(|p| {
                    let reply = Move::from_usi(p).ok()?;
                    let mut after = pos.clone();
                    after.do_move(mv);
                    after.check_move(reply).ok().map(|()| reply)
                });
                Some(BookMove {
                    mv,
                    ponder,
                    value: line.value,
                    depth: line.depth,
                    count: line.count.unwrap_or(0),
                    results: line.results,
                    comment: line.comment,
                })
            })
            .collect())
    }

    /// Move lines whose value or depth was beyond what 32 bits hold, and
    /// is read as the nearest number they do: how many, and the first
    /// line, for the player to be told (of the lines read at opening:
    /// every line of a book up to 16 MB).
    pub fn clamped(&self) -> Option<Clamped> {
        self.checked.clamped
    }

    /// Whether `self` and `other` read one file, however it was named
    /// (`a.db`, `./a.db`, a link to it): merging a book with itself would
    /// count every game twice.
    pub fn is_same_file(&self, other: &Book) -> bool {
        self.source.is_same_file(&other.source)
    }

    /// Every entry in the file's order (for a merge or an edit), read a
    /// buffer at a time.
    pub fn entries(&self) -> Entries<'_> {
        self.entries_chunked(SCAN_CHUNK)
    }

    /// [`Book::entries`] through a buffer of `chunk` bytes (many books
    /// read at once each take less).
    pub(crate) fn entries_chunked(&self, chunk: usize) -> Entries<'_> {
        Entries {
            name: &self.name,
            lines: Lines::new(
                &self.source,
                &self.name,
                self.checked.data_start,
                self.source.len(),
                chunk,
            ),
            checked_once: false,
            source: &self.source,
            failed: false,
        }
    }

    /// Whether the positions are in key order (a merge streams such a
    /// book; another is read whole and sorted).
    pub fn is_sorted(&self) -> bool {
        self.checked.sorted
    }
}

/// The entries of a book in file order.
pub struct Entries<'b> {
    name: &'b str,
    lines: Lines<'b>,
    checked_once: bool,
    source: &'b Source,
    /// After an error nothing more is read.
    failed: bool,
}

impl Iterator for Entries<'_> {
    type Item = Result<BookEntry, BookError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        if !self.checked_once {
            self.checked_once = true;
            if let Err(e) = self.source.check_unchanged(self.name) {
                self.failed = true;
                return Some(Err(e));
            }
        }
        let next = read::read_entry(&mut self.lines, self.name).transpose();
        self.failed = matches!(next, Some(Err(_)));
        next
    }
}
