//! The TCP side of a session: connect with a time limit, read lines on a
//! thread of their own (capped in length), keep the line alive, and give
//! up on a server that stops answering.
//!
//! Nothing here waits longer than the limits say: the reader thread feeds
//! a channel, and the caller waits on the channel with a deadline. The
//! channel holds at most `QUEUE_LINES`: a server that sends lines faster
//! than the client takes them (empty lines, chat, without end) fills it,
//! which is a protocol fault, not a reason to grow without bound.

use super::client_line::ClientLine;
use super::server_line::MAX_LINE_BYTES;
use super::summary::MAX_SUMMARY_LINES;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::thread;
use std::time::{Duration, Instant};
use thiserror::Error;

/// The CSA protocol's usual port.
pub const DEFAULT_PORT: u16 = 4081;

/// The most lines read and not yet taken. A server sends at most a
/// summary at once (a resumed game's, up to `MAX_SUMMARY_LINES`), then a
/// line or two per move: a queue this full means lines come faster than
/// the client can follow, and never will it catch up.
pub const QUEUE_LINES: usize = MAX_SUMMARY_LINES + 800;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long connecting may take.
    pub connect: Duration,
    /// After this long without sending anything, an empty line is sent:
    /// floodgate drops clients that stay quiet, and asks for no more than
    /// one such line every 30 seconds.
    pub keep_alive: Duration,
    /// How long the server may take to send a reply it owes (see
    /// `Session::wait_limit`) before it counts as gone.
    pub silence: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connect: Duration::from_secs(10),
            keep_alive: Duration::from_secs(30),
            silence: Duration::from_secs(60),
        }
    }
}

/// What the reader thread hands over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    Line(String),
    TooLong,
    /// The queue was full: the server sends faster than we take.
    Flooded,
    Closed,
    Failed(String),
}

#[derive(Debug, Error)]
pub enum ConnectionError {
    #[error("{}", crate::t!("online-error-resolve", host = .host, why = .why))]
    Resolve { host: String, why: String },
    #[error("{}", crate::t!("online-error-refused", addr = .addr))]
    Refused { addr: String },
    #[error("{}", crate::t!("online-error-connect-timeout", addr = .addr, secs = *.secs))]
    ConnectTimeout { addr: String, secs: u64 },
    #[error("{}", crate::t!("online-error-connect", addr = .addr, why = .why))]
    Connect { addr: String, why: String },
    #[error("{}", crate::t!("online-error-closed"))]
    Closed,
    #[error("{}", crate::t!("online-error-silent", secs = *.secs))]
    Silent { secs: u64 },
    #[error("{}", crate::t!("online-error-too-long", bytes = MAX_LINE_BYTES))]
    TooLong,
    #[error("{}", crate::t!("online-error-flooded", lines = QUEUE_LINES))]
    Flooded,
    #[error("{}", crate::t!("online-error-io", why = .0))]
    Io(String),
}

pub struct Connection {
    stream: TcpStream,
    lines: Receiver<Incoming>,
    last_sent: Instant,
    limits: Limits,
    /// Set once the reader thread said the connection is over.
    over: bool,
}

/// Why `--server` names no server.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ServerError {
    #[error("{}", crate::t!("online-server-no-host", server = .0.as_str()))]
    NoHost(String),
    #[error("{}", crate::t!("online-server-open-bracket", server = .0.as_str()))]
    OpenBracket(String),
    #[error("{}", crate::t!("online-server-bad-port", port = .0.as_str()))]
    BadPort(String),
}

/// `host` or `host:port`; an IPv6 address takes brackets (`[::1]:4081`),
/// or is written alone (`::1`, on the default port).
pub fn split_server(text: &str) -> Result<(String, u16), ServerError> {
    let quoted = || crate::kifu::escape::quote(text, 80);
    let (host, port) = if let Some(rest) = text.strip_prefix('[') {
        let (host, after) = rest
            .split_once(']')
            .ok_or_else(|| ServerError::OpenBracket(quoted()))?;
        match after {
            "" => (host, None),
            _ => match after.strip_prefix(':') {
                Some(port) => (host, Some(port)),
                None => return Err(ServerError::BadPort(crate::kifu::escape::quote(after, 20))),
            },
        }
    } else {
        match text.split_once(':') {
            // Two colons or more: an IPv6 address without a port.
            Some((_, rest)) if rest.contains(':') => (text, None),
            Some((host, port)) => (host, Some(port)),
            None => (text, None),
        }
    };
    if host.is_empty() {
        return Err(ServerError::NoHost(quoted()));
    }
    let port = match port {
        None => DEFAULT_PORT,
        Some(p) => p
            .parse::<u16>()
            .ok()
            .filter(|p| *p > 0)
            .ok_or_else(|| ServerError::BadPort(crate::kifu::escape::quote(p, 20)))?,
    };
    Ok((host.to_string(), port))
}

impl Connection {
    pub fn open(host: &str, port: u16, limits: Limits) -> Result<Connection, ConnectionError> {
        let addrs: Vec<SocketAddr> = (host, port)
            .to_socket_addrs()
            .map_err(|e| ConnectionError::Resolve {
                host: crate::kifu::escape::quote(host, 80),
                why: e.to_string(),
            })?
            .collect();
        if addrs.is_empty() {
            return Err(ConnectionError::Resolve {
                host: crate::kifu::escape::quote(host, 80),
                why: "no address".into(),
            });
        }
        let mut last = None;
        for addr in &addrs {
            match TcpStream::connect_timeout(addr, limits.connect) {
                Ok(stream) => return Connection::over_stream(stream, limits),
                Err(e) => last = Some((addr, e)),
            }
        }
        let Some((addr, e)) = last else {
            return Err(ConnectionError::Closed);
        };
        let addr = addr.to_string();
        Err(match e.kind() {
            io::ErrorKind::ConnectionRefused => ConnectionError::Refused { addr },
            io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock => {
                ConnectionError::ConnectTimeout {
                    addr,
                    secs: limits.connect.as_secs(),
                }
            }
            _ => ConnectionError::Connect {
                addr,
                why: e.to_string(),
            },
        })
    }

    fn over_stream(stream: TcpStream, limits: Limits) -> Result<Connection, ConnectionError> {
        let io = |e: io::Error| ConnectionError::Io(e.to_string());
        stream.set_nodelay(true).map_err(io)?;
        // A server that takes no more bytes must not hold the writer forever.
        stream.set_write_timeout(Some(limits.silence)).map_err(io)?;
        let reading = stream.try_clone().map_err(io)?;
        let (tx, rx) = mpsc::sync_channel(QUEUE_LINES);
        thread::Builder::new()
            .name("csa-reader".into())
            .spawn(move || read_lines(reading, |item| queue(&tx, item)))
            .map_err(io)?;
        Ok(Connection {
            stream,
            lines: rx,
            last_sent: Instant::now(),
            limits,
            over: false,
        })
    }

    pub fn send(&mut self, line: &ClientLine) -> Result<(), ConnectionError> {
        let mut text = line.to_string();
        text.push('\n');
        self.stream
            .write_all(text.as_bytes())
            .and_then(|()| self.stream.flush())
            .map_err(|e| match e.kind() {
                io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset => {
                    ConnectionError::Closed
                }
                _ => ConnectionError::Io(e.to_string()),
            })?;
        self.last_sent = Instant::now();
        Ok(())
    }

    /// Sends the keep-alive line when it is due.
    pub fn keep_alive(&mut self) -> Result<(), ConnectionError> {
        if self.last_sent.elapsed() >= self.limits.keep_alive {
            self.send(&ClientLine::KeepAlive)?;
        }
        Ok(())
    }

    /// The next line, waiting at most `limit` (`None`: as long as it takes),
    /// and keeping the connection alive meanwhile. A limit that passes is
    /// a silent server.
    pub fn next_line(&mut self, limit: Option<Duration>) -> Result<String, ConnectionError> {
        let start = Instant::now();
        loop {
            let wait = match limit {
                None => self.limits.keep_alive,
                Some(limit) => {
                    let left = limit.saturating_sub(start.elapsed());
                    if left.is_zero() {
                        return Err(ConnectionError::Silent {
                            secs: limit.as_secs(),
                        });
                    }
                    left
                }
            };
            if let Some(line) = self.wait_line(wait)? {
                return Ok(line);
            }
        }
    }

    /// A line if one arrives within `wait`, keeping the connection alive
    /// meanwhile; `None` when none came.
    pub fn wait_line(&mut self, wait: Duration) -> Result<Option<String>, ConnectionError> {
        let start = Instant::now();
        loop {
            if self.over {
                return Err(ConnectionError::Closed);
            }
            self.keep_alive()?;
            let left = wait.saturating_sub(start.elapsed());
            let until_keep_alive = self
                .limits
                .keep_alive
                .saturating_sub(self.last_sent.elapsed());
            let step = left.min(until_keep_alive.max(Duration::from_millis(10)));
            match self.lines.recv_timeout(step) {
                Ok(item) => return self.take(item).map(Some),
                Err(RecvTimeoutError::Timeout) if start.elapsed() >= wait => return Ok(None),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    self.over = true;
                    return Err(ConnectionError::Closed);
                }
            }
        }
    }

    /// A line if one has arrived, without waiting (for a UI's tick); sends
    /// the keep-alive when due.
    pub fn poll(&mut self) -> Result<Option<String>, ConnectionError> {
        if self.over {
            return Err(ConnectionError::Closed);
        }
        self.keep_alive()?;
        match self.lines.try_recv() {
            Ok(item) => self.take(item).map(Some),
            Err(mpsc::TryRecvError::Empty) => Ok(None),
            Err(mpsc::TryRecvError::Disconnected) => {
                self.over = true;
                Err(ConnectionError::Closed)
            }
        }
    }

    fn take(&mut self, item: Incoming) -> Result<String, ConnectionError> {
        match item {
            Incoming::Line(line) => Ok(line),
            other => {
                self.over = true;
                Err(match other {
                    Incoming::TooLong => ConnectionError::TooLong,
                    Incoming::Flooded => ConnectionError::Flooded,
                    Incoming::Failed(why) => ConnectionError::Io(why),
                    _ => ConnectionError::Closed,
                })
            }
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        // Ends the reader thread, which is blocked in a read.
        let _ = self.stream.shutdown(Shutdown::Both);
    }
}

/// Hands `item` to the caller's queue; `false` once reading must stop.
/// A full queue stops it too: the reader waits for room for the one item
/// that says so, behind the lines already queued, and reads no more.
fn queue(tx: &SyncSender<Incoming>, item: Incoming) -> bool {
    match tx.try_send(item) {
        Ok(()) => true,
        Err(TrySendError::Full(_)) => {
            let _ = tx.send(Incoming::Flooded);
            false
        }
        Err(TrySendError::Disconnected(_)) => false,
    }
}

/// Reads lines until the stream ends, fails or sends a line over the cap;
/// `deliver` returns false once nobody listens.
pub fn read_lines(stream: impl Read, mut deliver: impl FnMut(Incoming) -> bool) {
    let mut reader = BufReader::new(stream);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let cap = MAX_LINE_BYTES as u64 + 2;
        let got = (&mut reader).take(cap).read_until(b'\n', &mut buf);
        let item = match got {
            Ok(0) => Incoming::Closed,
            Ok(_) if buf.last() != Some(&b'\n') && buf.len() as u64 >= cap => Incoming::TooLong,
            Ok(_) => {
                while matches!(buf.last(), Some(b'\n' | b'\r')) {
                    buf.pop();
                }
                if buf.len() > MAX_LINE_BYTES {
                    Incoming::TooLong
                } else {
                    Incoming::Line(String::from_utf8_lossy(&buf).into_owned())
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => match e.kind() {
                io::ErrorKind::ConnectionReset | io::ErrorKind::ConnectionAborted => {
                    Incoming::Closed
                }
                _ => Incoming::Failed(e.to_string()),
            },
        };
        let last = !matches!(item, Incoming::Line(_));
        if !deliver(item) || last {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(bytes: &[u8]) -> Vec<Incoming> {
        let mut out = Vec::new();
        read_lines(bytes, |i| {
            out.push(i);
            true
        });
        out
    }

    #[test]
    fn lines_end_at_newlines_and_a_last_line_without_one_counts() {
        assert_eq!(
            lines_of(b"LOGIN:a OK\r\n\nSTART:g"),
            [
                Incoming::Line("LOGIN:a OK".into()),
                Incoming::Line(String::new()),
                Incoming::Line("START:g".into()),
                Incoming::Closed
            ]
        );
    }

    #[test]
    fn an_over_long_line_stops_the_reading() {
        let mut bytes = vec![b'x'; MAX_LINE_BYTES + 10];
        bytes.extend_from_slice(b"\nLOGIN:a OK\n");
        assert_eq!(lines_of(&bytes), [Incoming::TooLong]);
        let mut just = vec![b'x'; MAX_LINE_BYTES];
        just.push(b'\n');
        assert!(matches!(&lines_of(&just)[0], Incoming::Line(l) if l.len() == MAX_LINE_BYTES));
    }

    #[test]
    fn servers_are_split_into_host_and_port() {
        let ok = |text: &str, host: &str, port: u16| {
            assert_eq!(split_server(text), Ok((host.to_string(), port)), "{text}");
        };
        ok("wdoor.c.u-tokyo.ac.jp", "wdoor.c.u-tokyo.ac.jp", 4081);
        ok("localhost:4082", "localhost", 4082);
        ok("[::1]:4000", "::1", 4000);
        ok("[::1]", "::1", 4081);
        ok("::1", "::1", 4081);
        ok("fe80::1:2", "fe80::1:2", 4081);
    }

    #[test]
    fn a_server_that_names_no_server_says_why() {
        let err = |text: &str| split_server(text).unwrap_err().to_string();
        assert!(err("[::1").contains("'[::1'"), "{}", err("[::1"));
        assert!(err("[::1").contains("[::1]:4081"), "{}", err("[::1"));
        for (text, port) in [
            ("127.0.0.1:99999", "'99999'"),
            ("localhost:0", "'0'"),
            ("localhost:", "''"),
            ("localhost:http", "'http'"),
            ("[::1]x", "'x'"),
        ] {
            assert!(err(text).contains(port), "{text}: {}", err(text));
            assert!(err(text).contains("1 to 65535"), "{text}: {}", err(text));
        }
        assert!(err(":4081").contains("no host"), "{}", err(":4081"));
        assert!(err("[]:4081").contains("no host"), "{}", err("[]:4081"));
    }

    #[test]
    fn a_server_faster_than_the_client_fills_the_queue_and_no_more() {
        // Far more lines than the queue holds, and nobody taking them.
        let flood = vec![b'\n'; QUEUE_LINES * 20];
        let (tx, rx) = mpsc::sync_channel(QUEUE_LINES);
        let reader = thread::spawn(move || read_lines(&flood[..], |item| queue(&tx, item)));
        let start = Instant::now();
        while !reader.is_finished() {
            // The reader waits to say the queue is full; taking one line
            // makes room for that word.
            if start.elapsed() > Duration::from_millis(200) {
                assert!(matches!(rx.recv(), Ok(Incoming::Line(_))));
                break;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let rest: Vec<Incoming> = rx.iter().collect();
        assert!(reader.join().is_ok());
        assert_eq!(rest.len(), QUEUE_LINES, "the lines queued, and the word");
        assert_eq!(rest.last(), Some(&Incoming::Flooded));
    }
}
