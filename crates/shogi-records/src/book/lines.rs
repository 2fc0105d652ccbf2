//! A book read line by line from any offset, through one buffer that
//! never grows past the longest line allowed: a file of one 1 GB line
//! costs [`MAX_LINE_BYTES`] of memory and an error, not a gigabyte.

use super::error::BookError;
use super::source::Source;

/// The longest line read. Book lines are a position (under 200 bytes) or
/// a move with its comment; a longer line is not a book's.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// What is read at a time when the whole file is gone through.
pub(crate) const SCAN_CHUNK: usize = 1024 * 1024;
/// What is read at a time for a lookup, which reads a few lines.
pub(crate) const LOOKUP_CHUNK: usize = 4096;

/// One line: where it starts, its bytes without the `\n`, and whether a
/// `\n` ended it (the last line of a file may have none).
pub(crate) struct RawLine<'a> {
    pub offset: u64,
    /// Its number in the file, when lines are counted (else 0).
    pub number: u64,
    pub bytes: &'a [u8],
    pub ended: bool,
}

pub(crate) struct Lines<'s> {
    source: &'s Source,
    name: &'s str,
    /// Where the buffer's first byte is in the file.
    base: u64,
    buf: Vec<u8>,
    /// The next line starts at `buf[start]`; `buf[..filled]` is read.
    start: usize,
    filled: usize,
    end: u64,
    /// The number of the line last given (1-based), when counted.
    pub line_no: u64,
    counting: bool,
    chunk: usize,
    /// Where the line last given started, to give it again.
    last_start: usize,
}

impl<'s> Lines<'s> {
    /// Lines from `offset` (which should be a line's start) to `end`.
    pub(crate) fn new(
        source: &'s Source,
        name: &'s str,
        offset: u64,
        end: u64,
        chunk: usize,
    ) -> Self {
        Lines {
            source,
            name,
            base: offset,
            buf: Vec::new(),
            start: 0,
            filled: 0,
            end: end.min(source.len()),
            line_no: 0,
            counting: false,
            chunk,
            last_start: 0,
        }
    }

    /// The next line, or `None` at the end.
    pub(crate) fn next(&mut self) -> Result<Option<RawLine<'_>>, BookError> {
        loop {
            if let Some(i) = memchr::memchr(b'\n', &self.buf[self.start..self.filled]) {
                let at = self.start;
                self.start += i + 1;
                return Ok(Some(self.give(at, at + i, true)));
            }
            let pending = self.filled - self.start;
            if pending > MAX_LINE_BYTES {
                return Err(self.too_long());
            }
            let read_from = self.base + self.filled as u64;
            if read_from >= self.end {
                if pending == 0 {
                    return Ok(None);
                }
                let at = self.start;
                self.start = self.filled;
                return Ok(Some(self.give(at, self.filled, false)));
            }
            // Keep the unfinished line, drop what was given.
            self.buf.copy_within(self.start..self.filled, 0);
            self.base += self.start as u64;
            self.filled = pending;
            self.start = 0;
            // No bigger than what is left to read: a small book (the
            // built-in one) is not given a megabyte of buffer.
            let left = usize::try_from(self.end - self.base).unwrap_or(usize::MAX);
            let want = self
                .chunk
                .max(pending + LOOKUP_CHUNK)
                .min(left.saturating_add(1));
            if self.buf.len() < want {
                self.buf.resize(want, 0);
            }
            let read_from = self.base + self.filled as u64;
            let cap = ((self.end - read_from) as usize).min(self.buf.len() - self.filled);
            let n = self.source.read_at(
                &mut self.buf[self.filled..self.filled + cap],
                read_from,
                self.name,
            )?;
            if n == 0 {
                return Err(BookError::Changed {
                    file: self.name.to_string(),
                });
            }
            self.filled += n;
        }
    }

    fn give(&mut self, at: usize, stop: usize, ended: bool) -> RawLine<'_> {
        self.last_start = at;
        if self.counting {
            self.line_no += 1;
        }
        RawLine {
            offset: self.base + at as u64,
            number: self.line_no,
            bytes: &self.buf[at..stop],
            ended,
        }
    }

    /// Gives the line last given again at the next `next`.
    pub(crate) fn put_back(&mut self) {
        self.start = self.last_start;
        if self.counting {
            self.line_no -= 1;
        }
    }

    /// The source read, for as long as it lives.
    pub(crate) fn source(&self) -> &'s Source {
        self.source
    }

    /// Counts lines from the start of the file (a scan from offset 0).
    pub(crate) fn count_lines(&mut self) {
        self.counting = true;
    }

    fn too_long(&self) -> BookError {
        BookError::LineTooLong {
            file: self.name.to_string(),
            line: if self.counting { self.line_no + 1 } else { 0 },
            limit: MAX_LINE_BYTES,
        }
    }
}

/// The number of the line that starts at `offset`: the line breaks
/// before it counted, a buffer at a time (only when a bad line is met in
/// a book checked by its positions alone).
pub(crate) fn line_number_at(source: &Source, name: &str, offset: u64) -> Result<u64, BookError> {
    let mut buf = vec![0u8; SCAN_CHUNK];
    let mut at = 0;
    let mut breaks = 0u64;
    while at < offset {
        let want = usize::try_from(offset - at)
            .unwrap_or(usize::MAX)
            .min(buf.len());
        let n = source.read_at(&mut buf[..want], at, name)?;
        if n == 0 {
            return Err(BookError::Changed {
                file: name.to_string(),
            });
        }
        breaks += memchr::memchr_iter(b'\n', &buf[..n]).count() as u64;
        at += n as u64;
    }
    Ok(breaks + 1)
}
