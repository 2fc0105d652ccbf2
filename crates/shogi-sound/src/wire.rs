//! The words the game and its sound process exchange over pipes, one line
//! each: orders down ([`Order`]), news up ([`Report`]).
//!
//! Lines are text so that a test or a person can read them, and each is
//! read with a bound ([`MAX_LINE`]): neither side's memory grows with what
//! the other sends.
//!
//! A word's moment crosses as a reading of the system's monotonic clock,
//! which both processes share, and not as a delay from "now": an order
//! waits in the pipe while the sound process opens the output, and a delay
//! counted from when it is read would make every word that much late.

use crate::count::{Voice, Word};
use crate::cue::Cue;
use crate::error::SoundError;
use std::io::{self, BufRead, Read};
use std::time::{Duration, Instant};

/// The longest line either side reads: a plan of [`crate::player`]'s
/// most words (a thousand) at ~25 bytes each, with room.
pub const MAX_LINE: u64 = 64 * 1024;

/// What the game asks of its sound process.
#[derive(Clone, Debug, PartialEq)]
pub enum Order {
    Cue(Cue),
    /// A new count, replacing the one under way (no voice or no words:
    /// silence).
    Count(Option<Voice>, Vec<(Instant, Word)>),
    Volume(u8),
}

/// What the sound process tells the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// The output opened: sounds are heard from now on.
    Ready,
    /// Still there: said every second, so that a process that stopped
    /// (SIGSTOP, a debugger) is told from one that has nothing to say.
    Alive,
    /// No more sound, and why; the process ends after saying it.
    Failed(SoundError),
}

impl Order {
    pub fn to_line(&self) -> String {
        match self {
            Order::Cue(cue) => format!("cue {}\n", cue_name(*cue)),
            Order::Volume(percent) => format!("volume {percent}\n"),
            Order::Count(voice, words) => {
                let mut line = String::from("count ");
                line.push_str(match voice {
                    Some(Voice::Japanese) => "ja",
                    Some(Voice::English) => "en",
                    None => "-",
                });
                for &(at, word) in words {
                    let (kind, n) = match word {
                        Word::Count(n) => ('c', n),
                        Word::Elapsed(n) => ('e', n),
                        Word::Left(n) => ('l', n),
                    };
                    line.push_str(&format!(" {}:{kind}{n}", to_clock(at)));
                }
                line.push('\n');
                line
            }
        }
    }

    /// The order a line says, or `None` for a line that says none (the
    /// game and its sound process are the same program: a line not
    /// understood is a fault, and is ignored).
    pub fn parse(line: &str) -> Option<Order> {
        let mut parts = line.split_whitespace();
        match parts.next()? {
            "cue" => parse_cue(parts.next()?).map(Order::Cue),
            "volume" => parts.next()?.parse().ok().map(Order::Volume),
            "count" => {
                let voice = match parts.next()? {
                    "ja" => Some(Voice::Japanese),
                    "en" => Some(Voice::English),
                    "-" => None,
                    _ => return None,
                };
                let words = parts
                    .map(|part| {
                        let (at, word) = part.split_once(':')?;
                        let at = from_clock(at.parse().ok()?);
                        let n = word.get(1..)?.parse().ok()?;
                        let word = match word.get(..1)? {
                            "c" => Word::Count(n),
                            "e" => Word::Elapsed(n),
                            "l" => Word::Left(n),
                            _ => return None,
                        };
                        Some((at, word))
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(Order::Count(voice, words))
            }
            _ => None,
        }
    }
}

impl Report {
    pub fn to_line(&self) -> String {
        match self {
            Report::Ready => "ready\n".into(),
            Report::Alive => "alive\n".into(),
            Report::Failed(error) => {
                let (kind, why) = match error {
                    SoundError::NoLibrary { why } => ("no-library", why.as_str()),
                    SoundError::NoDevice { why } => ("no-device", why.as_str()),
                    SoundError::Lost { why } => ("lost", why.as_str()),
                    SoundError::NoAnswer => ("no-answer", ""),
                    SoundError::Hung => ("hung", ""),
                    SoundError::Ended => ("ended", ""),
                };
                // One line: ALSA's words never hold a newline, but a
                // stray one would end the report early.
                format!("failed {kind} {}\n", why.replace(['\n', '\r'], " "))
            }
        }
    }

    pub fn parse(line: &str) -> Option<Report> {
        let line = line.trim_end_matches(['\n', '\r']);
        match line {
            "ready" => return Some(Report::Ready),
            "alive" => return Some(Report::Alive),
            _ => {}
        }
        let rest = line.strip_prefix("failed ")?;
        let (kind, why) = rest.split_once(' ').unwrap_or((rest, ""));
        let why = why.to_string();
        Some(Report::Failed(match kind {
            "no-library" => SoundError::NoLibrary { why },
            "no-device" => SoundError::NoDevice { why },
            "lost" => SoundError::Lost { why },
            "no-answer" => SoundError::NoAnswer,
            "hung" => SoundError::Hung,
            "ended" => SoundError::Ended,
            _ => return None,
        }))
    }
}

/// Reads one line into `line` (cleared first), at most [`MAX_LINE`]
/// bytes: `Ok(false)` at the end of the input. A longer line is an error,
/// and what follows it is not to be trusted.
pub fn read_line(input: &mut impl BufRead, line: &mut String) -> io::Result<bool> {
    line.clear();
    let read = input.by_ref().take(MAX_LINE).read_line(line)?;
    if read == 0 {
        return Ok(false);
    }
    if !line.ends_with('\n') && read as u64 >= MAX_LINE {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "a line longer than the protocol allows",
        ));
    }
    Ok(true)
}

fn cue_name(cue: Cue) -> &'static str {
    match cue {
        Cue::Move => "move",
        Cue::Capture => "capture",
        Cue::Check => "check",
        Cue::GameEnd => "end",
        Cue::Refused => "refused",
    }
}

fn parse_cue(name: &str) -> Option<Cue> {
    Cue::ALL.into_iter().find(|&cue| cue_name(cue) == name)
}

/// `at` as nanoseconds of the monotonic clock.
fn to_clock(at: Instant) -> i128 {
    let now = Instant::now();
    let clock = monotonic_now();
    match at.checked_duration_since(now) {
        Some(ahead) => clock + ahead.as_nanos() as i128,
        None => clock - now.duration_since(at).as_nanos() as i128,
    }
}

/// The instant a monotonic clock reading names (in this process's terms).
fn from_clock(nanos: i128) -> Instant {
    let now = Instant::now();
    let offset = nanos - monotonic_now();
    let by = Duration::from_nanos(offset.unsigned_abs().min(u128::from(u64::MAX)) as u64);
    if offset >= 0 {
        now.checked_add(by).unwrap_or(now)
    } else {
        now.checked_sub(by).unwrap_or(now)
    }
}

/// The monotonic clock (CLOCK_MONOTONIC, the one std's `Instant` reads on
/// Unix), in nanoseconds.
#[cfg(unix)]
fn monotonic_now() -> i128 {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid out-pointer; CLOCK_MONOTONIC always exists.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    i128::from(now.tv_sec) * 1_000_000_000 + i128::from(now.tv_nsec)
}

/// Elsewhere no clock is shared: moments go as delays from when the
/// order is written, and are that much late.
#[cfg(not(unix))]
fn monotonic_now() -> i128 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_nanos() as i128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_read_back_as_written() {
        let now = Instant::now();
        let count = Order::Count(
            Some(Voice::Japanese),
            vec![
                (now + Duration::from_millis(1_500), Word::Left(1)),
                (now - Duration::from_millis(20), Word::Count(9)),
                (now + Duration::from_secs(30), Word::Elapsed(5)),
            ],
        );
        let Some(Order::Count(voice, words)) = Order::parse(&count.to_line()) else {
            panic!("{count:?} did not read back");
        };
        assert_eq!(voice, Some(Voice::Japanese));
        let Order::Count(_, sent) = &count else {
            unreachable!()
        };
        for ((at, word), (sent_at, sent_word)) in words.iter().zip(sent) {
            assert_eq!(word, sent_word);
            // The same moment, to the clock's reading twice.
            let apart = (*at).max(*sent_at) - (*at).min(*sent_at);
            assert!(apart < Duration::from_millis(1), "{apart:?}");
        }
        for order in Cue::ALL
            .map(Order::Cue)
            .into_iter()
            .chain([Order::Volume(80), Order::Count(None, vec![])])
        {
            assert_eq!(Order::parse(&order.to_line()), Some(order));
        }
        assert_eq!(Order::parse("cue thunder\n"), None);
        assert_eq!(Order::parse("count ja 12:x3\n"), None);
        assert_eq!(Order::parse("volume 300\n"), None);
    }

    #[test]
    fn reports_read_back_as_written() {
        let reports = [
            Report::Ready,
            Report::Alive,
            Report::Failed(SoundError::NoDevice {
                why: "Host is down\nagain".into(),
            }),
            Report::Failed(SoundError::Hung),
            Report::Failed(SoundError::Ended),
        ];
        for report in reports {
            let line = report.to_line();
            assert_eq!(line.matches('\n').count(), 1, "{line:?}");
            let back = Report::parse(&line);
            match (&report, back) {
                (
                    Report::Failed(SoundError::NoDevice { .. }),
                    Some(Report::Failed(SoundError::NoDevice { why })),
                ) => assert_eq!(why, "Host is down again"),
                (report, back) => assert_eq!(back.as_ref(), Some(report)),
            }
        }
        assert_eq!(Report::parse("failed thunder x\n"), None);
    }

    #[test]
    fn a_line_past_the_bound_is_refused_not_kept() {
        let long = vec![b'x'; MAX_LINE as usize * 3];
        let mut input = io::BufReader::new(&long[..]);
        let mut line = String::new();
        assert!(read_line(&mut input, &mut line).is_err());
        assert!(line.len() as u64 <= MAX_LINE);
        let mut input = io::BufReader::new(&b"ready\nfailed hung \n"[..]);
        assert!(read_line(&mut input, &mut line).is_ok_and(|more| more));
        assert_eq!(line, "ready\n");
        assert!(read_line(&mut input, &mut line).is_ok_and(|more| more));
        assert!(!read_line(&mut input, &mut line).is_ok_and(|more| more));
    }
}
