//! A stream that comes back: when the connection drops or goes silent
//! before the stream's end, it is opened again, after a pause that grows
//! with each failure in a row; a game's stream then starts over with
//! `gameFull`, which holds every move. A wait the site asks for (429) is
//! kept, in steps of a second so that the caller can still give up. The
//! first opening is no different: a 429 there is waited out too, as the
//! site asks, rather than the game given up before its first line.

use super::client::Client;
use super::error::LishogiError;
use super::ndjson::{Incoming, Skipped, Stream, StreamEvent};
use std::time::{Duration, Instant};

/// Failures in a row after which the feed gives up.
pub const MAX_RETRIES: u32 = 10;

/// The longest pause between two tries.
const MAX_PAUSE: Duration = Duration::from_secs(10);

/// What a feed gave.
#[derive(Debug, Clone, PartialEq)]
pub enum FeedItem<E> {
    Event(E),
    KeepAlive,
    Skipped(Skipped),
    /// The connection was lost (why); the feed opens it again on the next
    /// read.
    Lost(LishogiError),
    /// Waiting before the next try (the site asked, or the pause after a
    /// failure); read again.
    Waiting,
}

type Opener<E> = Box<dyn Fn(&Client) -> Result<Stream<E>, LishogiError> + Send>;

pub struct Feed<'c, E> {
    client: &'c Client,
    open: Opener<E>,
    stream: Option<Stream<E>>,
    ended: bool,
    failures: u32,
    not_before: Option<Instant>,
    /// The first opening's failure, when it may pass: the first `read`
    /// says it and tries again after the pause it asks for.
    first_loss: Option<LishogiError>,
}

/// Whether a failure may pass by itself: the network, the site's own
/// trouble, a wait it asks for. A bad token or a game the site does not
/// know will not.
fn passing(e: &LishogiError) -> bool {
    matches!(
        e,
        LishogiError::Network { .. }
            | LishogiError::Server { .. }
            | LishogiError::RateLimited { .. }
    )
}

impl<'c, E: StreamEvent> Feed<'c, E> {
    /// Opens the stream `open` gives. A failure that will not pass (a bad
    /// token, a game the site does not know) is the caller's; one that may
    /// is met as after a drop, by the first `read`.
    pub fn open(
        client: &'c Client,
        open: impl Fn(&Client) -> Result<Stream<E>, LishogiError> + Send + 'static,
    ) -> Result<Feed<'c, E>, LishogiError> {
        let (stream, first_loss) = match open(client) {
            Ok(stream) => (Some(stream), None),
            Err(e) if passing(&e) => (None, Some(e)),
            Err(e) => return Err(e),
        };
        Ok(Feed {
            client,
            open: Box::new(open),
            stream,
            ended: false,
            failures: 0,
            not_before: None,
            first_loss,
        })
    }

    fn lost(&mut self, e: LishogiError) -> Result<Option<FeedItem<E>>, LishogiError> {
        self.stream = None;
        self.failures += 1;
        if !passing(&e) || self.failures > MAX_RETRIES {
            return Err(e);
        }
        let pause = match e {
            LishogiError::RateLimited { seconds } => Duration::from_secs(seconds),
            _ => (Duration::from_millis(500) * self.failures).min(MAX_PAUSE),
        };
        self.not_before = Some(Instant::now() + pause);
        Ok(Some(FeedItem::Lost(e)))
    }

    /// The next item; `Ok(None)` at the stream's end (a game's end), an
    /// error when the feed gave up.
    pub fn read(&mut self) -> Result<Option<FeedItem<E>>, LishogiError> {
        if self.ended {
            return Ok(None);
        }
        if let Some(e) = self.first_loss.take() {
            return self.lost(e);
        }
        if let Some(at) = self.not_before {
            let now = Instant::now();
            if now < at {
                std::thread::sleep((at - now).min(Duration::from_secs(1)));
                return Ok(Some(FeedItem::Waiting));
            }
            self.not_before = None;
        }
        let stream = match self.stream.as_mut() {
            Some(stream) => stream,
            None => match (self.open)(self.client) {
                Ok(stream) => self.stream.insert(stream),
                Err(e) => return self.lost(e),
            },
        };
        match stream.read() {
            Ok(Some(Incoming::Event(event))) => {
                self.failures = 0;
                self.ended = event.ends_stream();
                Ok(Some(FeedItem::Event(event)))
            }
            Ok(Some(Incoming::KeepAlive)) => Ok(Some(FeedItem::KeepAlive)),
            Ok(Some(Incoming::Skipped(s))) => Ok(Some(FeedItem::Skipped(s))),
            Ok(None) => self.lost(LishogiError::Network {
                why: "closed before the end".to_string(),
            }),
            Err(e) => self.lost(e),
        }
    }
}
