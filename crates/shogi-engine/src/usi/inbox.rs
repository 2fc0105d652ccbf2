//! What an engine says, carried from the thread that reads its output to
//! the client, in bounded memory whatever the engine writes.
//!
//! - A line is read up to `MAX_LINE_BYTES`; the rest of a longer one is
//!   skipped, not kept.
//! - Lines no client acts on (chatter) are dropped as they are read.
//! - `info` lines that follow each other are merged into one per line of
//!   the engine's (`multipv K`), the newer fields winning, so a flood of
//!   them takes one place per line in the queue.
//! - Other lines wait in a queue of at most `CAPACITY`; when it is full the
//!   reader stops reading, and the engine, once the pipe is full, waits.
//! - Each line keeps the time it was read: a time limit judges when the
//!   engine spoke, not when the client got round to looking.

use super::protocol::{ECHO_CHARS, LineRead, MAX_LINE_BYTES, read_line_capped};
use super::reply::{EngineLine, parse_engine_line};
use std::collections::VecDeque;
use std::io::{BufReader, Read};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

/// Lines waiting to be taken, at most.
pub const CAPACITY: usize = 64;

/// A line the engine wrote, and when it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heard {
    pub at: Instant,
    pub line: EngineLine,
}

/// What `take` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Taken {
    Line(Heard),
    /// Nothing yet (or nothing before the deadline).
    Nothing,
    /// The engine closed its output, and every line was taken.
    Ended,
}

#[derive(Default)]
struct Queue {
    lines: VecDeque<Heard>,
    ended: bool,
    /// The client is gone: the reader stops.
    abandoned: bool,
}

#[derive(Default)]
struct Shared {
    queue: Mutex<Queue>,
    /// A line came, or the output ended.
    arrived: Condvar,
    /// A line was taken, or the client left.
    taken: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues `line` (merging it into an `info` just before it), waiting
    /// for room. `false`: nobody listens any more.
    fn put(&self, heard: Heard) -> bool {
        let mut q = self.lock();
        if let EngineLine::Info(new) = &heard.line {
            // Into the `info` of the same line (MultiPV) among those at the
            // end of the queue: each line keeps its own newest word, and
            // the queue holds at most one `info` per line in a row.
            let same_line = q
                .lines
                .iter_mut()
                .rev()
                .map_while(|h| match &mut h.line {
                    EngineLine::Info(old) => Some((&mut h.at, old)),
                    _ => None,
                })
                .find(|(_, old)| old.multipv.unwrap_or(1) == new.multipv.unwrap_or(1));
            if let Some((at, old)) = same_line {
                old.update(new.clone());
                *at = heard.at;
                return !q.abandoned;
            }
        }
        while q.lines.len() >= CAPACITY && !q.abandoned {
            q = self.taken.wait(q).unwrap_or_else(PoisonError::into_inner);
        }
        if q.abandoned {
            return false;
        }
        q.lines.push_back(heard);
        self.arrived.notify_one();
        true
    }

    fn end(&self) {
        self.lock().ended = true;
        self.arrived.notify_one();
    }
}

/// The client's end: the lines of one engine's output.
pub struct Inbox {
    shared: Arc<Shared>,
}

impl Inbox {
    /// Reads `output` on a thread of its own until it ends or the inbox is
    /// dropped.
    pub fn listen(output: impl Read + Send + 'static) -> Inbox {
        let shared = Arc::new(Shared::default());
        let writer = Arc::clone(&shared);
        std::thread::spawn(move || read_into(output, &writer));
        Inbox { shared }
    }

    /// The next line, waiting for it until `deadline` (`None`: for as long
    /// as it takes; a deadline already past: not at all).
    pub fn take(&self, deadline: Option<Instant>) -> Taken {
        let mut q = self.shared.lock();
        loop {
            if let Some(heard) = q.lines.pop_front() {
                self.shared.taken.notify_one();
                return Taken::Line(heard);
            }
            if q.ended {
                return Taken::Ended;
            }
            q = match deadline {
                None => self
                    .shared
                    .arrived
                    .wait(q)
                    .unwrap_or_else(PoisonError::into_inner),
                Some(d) => {
                    let left = d.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        return Taken::Nothing;
                    }
                    self.shared
                        .arrived
                        .wait_timeout(q, left)
                        .unwrap_or_else(PoisonError::into_inner)
                        .0
                }
            };
        }
    }

    /// The next line if one is there.
    pub fn try_take(&self) -> Taken {
        self.take(Some(Instant::now()))
    }

    /// Lines waiting, for tests of the bound.
    pub fn waiting(&self) -> usize {
        self.shared.lock().lines.len()
    }
}

impl Drop for Inbox {
    fn drop(&mut self) {
        self.shared.lock().abandoned = true;
        self.shared.taken.notify_all();
    }
}

fn read_into(output: impl Read, shared: &Shared) {
    let mut r = BufReader::new(output);
    let mut buf = Vec::new();
    loop {
        let line = match read_line_capped(&mut r, &mut buf, MAX_LINE_BYTES) {
            Ok(LineRead::End) | Err(_) => break,
            Ok(LineRead::Line) => parse_engine_line(String::from_utf8_lossy(&buf).trim_end()),
            // Only its start is read as a line: enough for any command.
            Ok(LineRead::TooLong(_)) => {
                let text = String::from_utf8_lossy(&buf);
                parse_engine_line(&text.chars().take(ECHO_CHARS).collect::<String>())
            }
        };
        if line == EngineLine::Other {
            continue;
        }
        let heard = Heard {
            at: Instant::now(),
            line,
        };
        if !shared.put(heard) {
            return;
        }
    }
    shared.end();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usi::reply::EngineInfo;
    use std::io::Write;
    use std::time::Duration;

    fn lines(inbox: &Inbox) -> Vec<EngineLine> {
        let mut seen = Vec::new();
        loop {
            match inbox.take(Some(Instant::now() + Duration::from_secs(5))) {
                Taken::Line(h) => seen.push(h.line),
                Taken::Ended => return seen,
                Taken::Nothing => panic!("no end of output; got {seen:?}"),
            }
        }
    }

    #[test]
    fn infos_in_a_row_merge_and_chatter_is_dropped() {
        let text = "id name X\nhello there\ninfo depth 3 score cp 40 pv 7g7f\ninfo nps 900\n\
                    info depth 4\nbestmove 7g7f\ninfo string after\n";
        let inbox = Inbox::listen(std::io::Cursor::new(text.as_bytes().to_vec()));
        // Let the reader finish, so the merges happen in the queue.
        std::thread::sleep(Duration::from_millis(100));
        let got = lines(&inbox);
        assert_eq!(got.len(), 4, "{got:?}");
        assert_eq!(got[0], EngineLine::IdName("X".into()));
        let EngineLine::Info(i) = &got[1] else {
            panic!("{got:?}")
        };
        assert_eq!(i.depth, Some(4));
        assert_eq!(i.nps, Some(900));
        assert!(i.score.is_some());
        assert_eq!(i.pv, ["7g7f"]);
        assert!(matches!(got[2], EngineLine::BestMove(_)));
        assert_eq!(
            got[3],
            EngineLine::Info(EngineInfo {
                text: Some("after".into()),
                ..EngineInfo::default()
            })
        );
    }

    #[test]
    fn each_multipv_line_keeps_its_own_newest_info() {
        let text = "info depth 3 multipv 1 score cp 40 pv 7g7f\n\
                    info depth 3 multipv 2 score cp 10 pv 2g2f\n\
                    info depth 4 multipv 1 score cp 35 pv 7g7f\n\
                    info depth 4 multipv 2 score cp 5 pv 5g5f\nbestmove 7g7f\n";
        let inbox = Inbox::listen(std::io::Cursor::new(text.as_bytes().to_vec()));
        std::thread::sleep(Duration::from_millis(100));
        let got = lines(&inbox);
        let infos: Vec<(Option<usize>, Option<u32>, Vec<String>)> = got
            .iter()
            .filter_map(|l| match l {
                EngineLine::Info(i) => Some((i.multipv, i.depth, i.pv.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(
            infos,
            [
                (Some(1), Some(4), vec!["7g7f".to_string()]),
                (Some(2), Some(4), vec!["5g5f".to_string()]),
            ]
        );
        assert!(matches!(got.last(), Some(EngineLine::BestMove(_))));
    }

    #[test]
    fn a_flood_stays_within_the_capacity_and_the_reader_waits() {
        let (reader, mut writer) = std::io::pipe().unwrap();
        let inbox = Inbox::listen(reader);
        let flood = std::thread::spawn(move || {
            // Far more than the queue and the pipe hold: the writer must
            // wait for the reader, which waits for room.
            for _ in 0..100_000 {
                if writer.write_all(b"readyok\n").is_err() {
                    return;
                }
            }
        });
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(inbox.waiting(), CAPACITY);
        assert!(!flood.is_finished(), "the engine was never made to wait");
        // Dropping the inbox lets the reader go; the writer then fails.
        drop(inbox);
        flood.join().unwrap();
    }

    #[test]
    fn an_endless_line_is_cut_and_what_follows_is_read() {
        let mut text = b"info string ".to_vec();
        text.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES * 3));
        text.extend(b"\nbestmove 7g7f\n");
        let inbox = Inbox::listen(std::io::Cursor::new(text));
        let got = lines(&inbox);
        assert_eq!(got.len(), 2);
        let EngineLine::Info(i) = &got[0] else {
            panic!("{got:?}")
        };
        assert!(i.text.as_ref().is_some_and(|t| t.len() < ECHO_CHARS));
    }
}
