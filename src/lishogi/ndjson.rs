//! The site's streams: one JSON object a line, an empty line every few
//! seconds to keep the connection alive. Each line is capped so that a
//! server sending a line without end cannot fill the memory: the rest of
//! a long line is read and thrown away, and the reader says it skipped it.

use super::error::{LishogiError, site_text};
use serde::de::DeserializeOwned;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::marker::PhantomData;

/// The longest line kept. The largest real line, a `gameFull` of a long
/// game, is a few KiB (a USI move is at most 5 bytes and a space).
pub const MAX_LINE: usize = 64 * 1024;

/// One line of a stream, as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// An empty (or blank) line: the server is still there.
    KeepAlive,
    Text(String),
    /// A line longer than the cap, thrown away; its length in bytes.
    TooLong(usize),
}

/// Reads capped lines from `R`.
pub struct LineReader<R> {
    inner: BufReader<R>,
    max: usize,
}

impl<R: Read> LineReader<R> {
    pub fn new(inner: R, max: usize) -> LineReader<R> {
        LineReader {
            inner: BufReader::new(inner),
            max,
        }
    }

    /// The next line; `None` at the end of the stream (a last line without
    /// its newline still counts).
    pub fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        let mut kept: Vec<u8> = Vec::new();
        let mut length = 0usize;
        loop {
            let buf = match self.inner.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                if length == 0 {
                    return Ok(None);
                }
                return Ok(Some(self.finish(kept, length)));
            }
            let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(at) => (&buf[..at], Some(at + 1)),
                None => (buf, None),
            };
            let room = (self.max + 1).saturating_sub(kept.len());
            kept.extend_from_slice(&chunk[..chunk.len().min(room)]);
            length += chunk.len();
            let used = done.unwrap_or(chunk.len());
            self.inner.consume(used);
            if done.is_some() {
                return Ok(Some(self.finish(kept, length)));
            }
        }
    }

    fn finish(&self, kept: Vec<u8>, length: usize) -> Line {
        if length > self.max {
            return Line::TooLong(length);
        }
        let text = String::from_utf8_lossy(&kept);
        let text = text.trim();
        if text.is_empty() {
            Line::KeepAlive
        } else {
            Line::Text(text.to_string())
        }
    }
}

/// An event of a stream whose `type` this program may not know.
pub trait StreamEvent: DeserializeOwned {
    /// Whether the line was of a type this program does not know, which
    /// is passed over: the site adds types without warning.
    fn is_unknown(&self) -> bool;

    /// Whether the site closes the stream after this event (a game's
    /// end), so that a close after it is no fault.
    fn ends_stream(&self) -> bool {
        false
    }
}

/// What a stream gave.
#[derive(Debug, Clone, PartialEq)]
pub enum Incoming<E> {
    Event(E),
    KeepAlive,
    /// A line that was passed over, and why: for the player's log.
    Skipped(Skipped),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skipped {
    /// Over `MAX_LINE` bytes.
    TooLong(usize),
    /// Not JSON, or not the shape of its type: the reason, escaped.
    Unreadable(String),
}

/// A stream of `E`s over any reader (the HTTP body, or bytes in a test).
pub struct Stream<E> {
    lines: LineReader<Box<dyn Read + Send>>,
    _events: PhantomData<fn() -> E>,
}

impl<E: StreamEvent> Stream<E> {
    pub fn new(body: Box<dyn Read + Send>) -> Stream<E> {
        Stream {
            lines: LineReader::new(body, MAX_LINE),
            _events: PhantomData,
        }
    }

    /// The next thing the stream says; `Ok(None)` when the server closed
    /// it. A line of an unknown type counts as a keep-alive; a line that
    /// cannot be read is `Skipped`, never an error, so that one bad line
    /// does not end a game.
    pub fn read(&mut self) -> Result<Option<Incoming<E>>, LishogiError> {
        let line = self.lines.next_line().map_err(|e| LishogiError::Network {
            why: site_text(&e.to_string()),
        })?;
        let text = match line {
            None => return Ok(None),
            Some(Line::KeepAlive) => return Ok(Some(Incoming::KeepAlive)),
            Some(Line::TooLong(n)) => return Ok(Some(Incoming::Skipped(Skipped::TooLong(n)))),
            Some(Line::Text(text)) => text,
        };
        Ok(Some(match serde_json::from_str::<E>(&text) {
            // Passed over, but still proof that the server is there; and
            // the caller gets its turn back on every line.
            Ok(event) if event.is_unknown() => Incoming::KeepAlive,
            Ok(event) => Incoming::Event(event),
            Err(e) => Incoming::Skipped(Skipped::Unreadable(site_text(&e.to_string()))),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8], max: usize) -> Vec<Line> {
        let mut r = LineReader::new(bytes, max);
        let mut out = Vec::new();
        while let Some(line) = r.next_line().unwrap() {
            out.push(line);
        }
        out
    }

    #[test]
    fn empty_lines_are_keep_alives_and_a_last_line_needs_no_newline() {
        assert_eq!(
            lines(b"\n{\"a\":1}\r\n \n{\"b\":2}", 100),
            [
                Line::KeepAlive,
                Line::Text("{\"a\":1}".into()),
                Line::KeepAlive,
                Line::Text("{\"b\":2}".into())
            ]
        );
    }

    #[test]
    fn a_line_over_the_cap_is_skipped_and_the_next_one_read() {
        let mut bytes = vec![b'x'; 10_000];
        bytes.extend_from_slice(b"\nok\n");
        // A small buffer through a reader that gives a few bytes at a time
        // would do the same; the cap is what matters.
        assert_eq!(
            lines(&bytes, 100),
            [Line::TooLong(10_000), Line::Text("ok".into())]
        );
        assert_eq!(
            lines(b"0123456789\n", 10),
            [Line::Text("0123456789".into())]
        );
        assert_eq!(lines(b"0123456789a\n", 10), [Line::TooLong(11)]);
    }
}
