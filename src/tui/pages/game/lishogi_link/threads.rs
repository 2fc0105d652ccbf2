//! The threads a lishogi game runs: the account's event stream, the
//! game's stream, a seek held open, and the calls made one at a time;
//! each hands what it heard to the link through one channel.

use crate::lishogi::events::{Account, Event};
use crate::lishogi::{
    AiChallenge, Client, Feed, FeedItem, GameEvent, LishogiError, SeekEnd, UserChallenge,
};
use crate::shogi::Move;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};

/// What the threads heard.
#[derive(Debug)]
pub enum Heard {
    /// The account, with its event stream open.
    Ready(Account),
    Event(Box<Event>),
    /// A stream dropped and is being opened again (why).
    Reconnecting(String),
    /// A stream gave up, or the account was refused (why).
    Gone(String),
    /// The seek's connection closed: paired, or the seek removed.
    SeekClosed,
    Game(Box<GameEvent>),
    /// The game's stream ended (the site closes it at the game's end).
    GameStreamEnded,
    /// A call's answer: what was asked, and the site's refusal if any.
    Answered(Call, Result<Option<String>, LishogiError>),
}

/// A call to the site, made by the calls' thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Call {
    Play(Move),
    Resign,
    Abort,
    Chat(String),
    Challenge(String, UserChallenge),
    Ai(AiChallenge),
    Accept(String),
    Decline(String),
}

/// The account asked for, then its events read until told to stop; a
/// drop is said and the stream opened again.
pub(super) fn spawn_events(client: Arc<Client>, tx: Sender<Heard>, stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        let account = match client.account() {
            Ok(a) => a,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        let mut feed = match Feed::open(&client, |c| c.event_stream()) {
            Ok(feed) => feed,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        if tx.send(Heard::Ready(account)).is_err() {
            return;
        }
        pump(&mut feed, &tx, &stop, |e| Heard::Event(Box::new(e)));
    });
}

/// One game's stream, read until its end or told to stop.
pub(super) fn spawn_game(
    client: Arc<Client>,
    id: String,
    tx: Sender<Heard>,
    stop: Arc<AtomicBool>,
) {
    std::thread::spawn(move || {
        let opened = id.clone();
        let mut feed = match Feed::open(&client, move |c| c.game_stream(&opened)) {
            Ok(feed) => feed,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        if pump(&mut feed, &tx, &stop, |e| Heard::Game(Box::new(e))) {
            let _ = tx.send(Heard::GameStreamEnded);
        }
    });
}

/// Reads `feed` into `tx` until it ends (true), gives up, is told to
/// stop or nobody listens (false).
fn pump<E: crate::lishogi::ndjson::StreamEvent>(
    feed: &mut Feed<'_, E>,
    tx: &Sender<Heard>,
    stop: &AtomicBool,
    wrap: impl Fn(E) -> Heard,
) -> bool {
    loop {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let read = feed.read();
        // Told to stop while waiting: what came is no one's news.
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let heard = match read {
            Ok(Some(FeedItem::Event(e))) => wrap(e),
            Ok(Some(FeedItem::Lost(e))) => Heard::Reconnecting(e.to_string()),
            Ok(Some(FeedItem::KeepAlive | FeedItem::Skipped(_) | FeedItem::Waiting)) => continue,
            Ok(None) => return true,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return false;
            }
        };
        if tx.send(heard).is_err() {
            return false;
        }
    }
}

/// The seek held open until the site closes it or we drop it.
pub(super) fn spawn_seek(
    client: Arc<Client>,
    seek: crate::lishogi::Seek,
    tx: Sender<Heard>,
    stop: Arc<AtomicBool>,
) {
    std::thread::spawn(move || {
        let mut held = match client.seek(&seek) {
            Ok(held) => held,
            Err(e) => {
                let _ = tx.send(Heard::Gone(e.to_string()));
                return;
            }
        };
        loop {
            if stop.load(Ordering::Relaxed) {
                // Dropping the connection cancels the seek.
                return;
            }
            match held.wait() {
                Ok(SeekEnd::Waiting) => {}
                Ok(SeekEnd::Closed) => {
                    let _ = tx.send(Heard::SeekClosed);
                    return;
                }
                Err(e) => {
                    if !stop.load(Ordering::Relaxed) {
                        let _ = tx.send(Heard::Gone(e.to_string()));
                    }
                    return;
                }
            }
        }
    });
}

/// The calls' thread: one call at a time, in the order made, each
/// answer sent back; it ends when the link is dropped.
pub(super) fn spawn_calls(
    client: Arc<Client>,
    tx: Sender<Heard>,
) -> Sender<(Option<String>, Call)> {
    let (calls, rx) = channel::<(Option<String>, Call)>();
    std::thread::spawn(move || {
        for (game, call) in rx {
            let id = game.as_deref().unwrap_or_default();
            let result = match &call {
                Call::Play(mv) => client.play(id, *mv).map(|()| None),
                Call::Resign => client.resign(id).map(|()| None),
                Call::Abort => client.abort(id).map(|()| None),
                Call::Chat(text) => client
                    .chat(id, crate::lishogi::ChatRoom::Player, text)
                    .map(|()| None),
                Call::Challenge(user, c) => client.challenge_user(user, c).map(|c| Some(c.id)),
                Call::Ai(c) => client.challenge_ai(c).map(Some),
                Call::Accept(id) => client.accept(id).map(|()| None),
                Call::Decline(id) => client.decline(id).map(|()| None),
            };
            if tx.send(Heard::Answered(call, result)).is_err() {
                return;
            }
        }
    });
    calls
}
