//! The game's side of its sound process ([`crate::worker`]): [`Remote`]
//! writes orders to the process's input and reads its news, and never
//! waits for it.
//!
//! Each direction has a thread of its own, which is the one that may block
//! (on a full pipe, on a silent process); the game only hands a line to a
//! small queue, or looks at what was read. A queue that is full means a
//! process that no longer reads: sound is then lost, as if it had said so.
//! Neither thread is ever joined: killing the process (the app does, on
//! drop) ends both, by closing the pipes under them.

use crate::count::CountPlan;
use crate::cue::Cue;
use crate::error::SoundError;
use crate::wire::{self, Order, Report};
use std::io::{BufReader, Read, Write};
use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Orders waiting to be written beyond this mean a process that does not
/// read: a game sends a few per move.
const QUEUE: usize = 64;
/// The longest the process may take to say whether the output opened: its
/// own wait (2 s) and its start, with room.
const ANSWER_WAIT: Duration = Duration::from_secs(4);
/// A process silent this long has stopped (it says it is there every
/// second; a loaded machine may delay it a few).
const SILENT: Duration = Duration::from_secs(5);

/// Talks to a sound process through its input and output.
pub struct Remote {
    orders: SyncSender<String>,
    news: Arc<Mutex<News>>,
    started: Instant,
}

/// What the process said, as the reading thread left it.
#[derive(Default)]
struct News {
    ready: bool,
    /// When the process last said anything.
    last_heard: Option<Instant>,
    failure: Option<SoundError>,
    /// The failure has been taken: nothing more to say.
    said: bool,
}

impl Remote {
    /// Starts talking to a process whose input is `input` and output
    /// `output`, at `volume` percent.
    pub fn new(
        input: impl Write + Send + 'static,
        output: impl Read + Send + 'static,
        volume: u8,
    ) -> Result<Remote, SoundError> {
        let (orders, queued) = mpsc::sync_channel::<String>(QUEUE);
        let news = Arc::new(Mutex::new(News::default()));
        let spawned = |e: std::io::Error| SoundError::NoDevice { why: e.to_string() };
        std::thread::Builder::new()
            .name("sound orders".into())
            .spawn(move || write_orders(input, &queued))
            .map_err(spawned)?;
        let heard = Arc::clone(&news);
        std::thread::Builder::new()
            .name("sound news".into())
            .spawn(move || read_news(output, &heard))
            .map_err(spawned)?;
        let remote = Remote {
            orders,
            news,
            started: Instant::now(),
        };
        remote.send(&Order::Volume(volume.min(100)));
        Ok(remote)
    }

    /// Plays `cue` now.
    pub fn play(&self, cue: Cue) {
        self.send(&Order::Cue(cue));
    }

    /// Replaces the count under way.
    pub fn count(&self, plan: CountPlan) {
        self.send(&Order::Count(plan.voice, plan.words));
    }

    /// The volume, in percent.
    pub fn set_volume(&self, percent: u8) {
        self.send(&Order::Volume(percent.min(100)));
    }

    /// Whether the process said that the output opened.
    pub fn is_ready(&self) -> bool {
        self.news().ready
    }

    /// Why sound stopped, once: the process said so, ended, stopped
    /// reading, fell silent, or never said whether the output opened. Nothing more is
    /// heard from this process after it: it is to be killed.
    pub fn take_failure(&self) -> Option<SoundError> {
        let mut news = self.news();
        if news.said {
            return None;
        }
        if news.failure.is_none() && !news.ready && self.started.elapsed() >= ANSWER_WAIT {
            news.failure = Some(SoundError::NoAnswer);
        }
        if news.failure.is_none() && news.last_heard.is_some_and(|at| at.elapsed() >= SILENT) {
            news.failure = Some(SoundError::Hung);
        }
        let failure = news.failure.take();
        news.said = failure.is_some();
        failure
    }

    fn send(&self, order: &Order) {
        match self.orders.try_send(order.to_line()) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => self.failed(SoundError::Hung),
            Err(TrySendError::Disconnected(_)) => self.failed(SoundError::Ended),
        }
    }

    fn failed(&self, why: SoundError) {
        self.news().failure.get_or_insert(why);
    }

    fn news(&self) -> MutexGuard<'_, News> {
        lock(&self.news)
    }
}

fn lock(news: &Mutex<News>) -> MutexGuard<'_, News> {
    // Plain flags: a panic elsewhere leaves them usable.
    news.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Writes each order queued, until the queue or the pipe is closed.
fn write_orders(mut input: impl Write, queued: &mpsc::Receiver<String>) {
    for line in queued {
        if input
            .write_all(line.as_bytes())
            .and_then(|()| input.flush())
            .is_err()
        {
            return;
        }
    }
}

/// Reads the process's news until it ends; an end with nothing said, or
/// a line no sound process writes, is a process gone.
fn read_news(output: impl Read, news: &Mutex<News>) {
    let mut output = BufReader::new(output);
    let mut line = String::new();
    loop {
        let report = match wire::read_line(&mut output, &mut line) {
            Ok(true) => Report::parse(&line),
            Ok(false) | Err(_) => None,
        };
        let mut news = lock(news);
        news.last_heard = Some(Instant::now());
        match report {
            Some(Report::Ready) => news.ready = true,
            Some(Report::Alive) => {}
            Some(Report::Failed(why)) => {
                news.failure.get_or_insert(why);
                return;
            }
            None => {
                news.failure.get_or_insert(SoundError::Ended);
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{self, Cursor};
    use std::thread::sleep;

    /// An input that takes nothing, ever: a process that stopped reading.
    struct Stuck;

    impl Write for Stuck {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            sleep(Duration::from_secs(3_600));
            Ok(0)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// An output that says nothing, ever.
    struct Silent;

    impl Read for Silent {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            sleep(Duration::from_secs(3_600));
            Ok(0)
        }
    }

    fn failure_within(remote: &Remote, wait: Duration) -> Option<SoundError> {
        let deadline = Instant::now() + wait;
        loop {
            if let Some(why) = remote.take_failure() {
                return Some(why);
            }
            if Instant::now() >= deadline {
                return None;
            }
            sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn a_process_that_stops_reading_never_holds_the_game() {
        let remote = Remote::new(Stuck, Silent, 100).unwrap_or_else(|e| panic!("{e:?}"));
        let asked = Instant::now();
        for _ in 0..10 * QUEUE {
            remote.play(Cue::Move);
        }
        assert!(
            asked.elapsed() < Duration::from_millis(100),
            "{:?}",
            asked.elapsed()
        );
        assert_eq!(remote.take_failure(), Some(SoundError::Hung));
        assert_eq!(remote.take_failure(), None, "said once");
    }

    #[test]
    fn a_failure_reported_is_taken_once() {
        let said = Report::Failed(SoundError::Lost {
            why: "Broken pipe".into(),
        })
        .to_line();
        let output = Cursor::new(format!("ready\n{said}"));
        let remote = Remote::new(io::sink(), output, 100).unwrap_or_else(|e| panic!("{e:?}"));
        let failure = failure_within(&remote, Duration::from_secs(1));
        assert!(remote.is_ready());
        assert_eq!(
            failure,
            Some(SoundError::Lost {
                why: "Broken pipe".into()
            })
        );
        assert_eq!(remote.take_failure(), None);
    }

    #[test]
    fn a_process_that_ends_without_a_word_is_gone() {
        let remote = Remote::new(io::sink(), Cursor::new("ready\n"), 100)
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            failure_within(&remote, Duration::from_secs(1)),
            Some(SoundError::Ended)
        );
    }

    /// An output that says it is ready, then nothing, ever.
    struct ReadyThenSilent(bool);

    impl Read for ReadyThenSilent {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if std::mem::replace(&mut self.0, true) {
                return Silent.read(buf);
            }
            let said = b"ready\n";
            buf[..said.len()].copy_from_slice(said);
            Ok(said.len())
        }
    }

    #[test]
    fn a_process_that_falls_silent_is_given_up() {
        let remote = Remote::new(io::sink(), ReadyThenSilent(false), 100)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let deadline = Instant::now() + Duration::from_secs(1);
        while !remote.is_ready() && Instant::now() < deadline {
            sleep(Duration::from_millis(10));
        }
        assert!(remote.is_ready());
        assert_eq!(remote.take_failure(), None, "heard a moment ago");
        if let Some(at) = remote.news().last_heard.as_mut() {
            *at -= SILENT;
        }
        assert_eq!(remote.take_failure(), Some(SoundError::Hung));
    }

    #[test]
    fn a_process_that_never_answers_is_given_up() {
        let mut remote = Remote::new(io::sink(), Silent, 100).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(remote.take_failure(), None, "still opening");
        remote.started -= ANSWER_WAIT;
        assert_eq!(remote.take_failure(), Some(SoundError::NoAnswer));
    }
}
