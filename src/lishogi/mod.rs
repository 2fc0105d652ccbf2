//! Playing on lishogi through its Board API (issue 54): the protocol
//! layer, with no screen yet.
//!
//! - `error` is `LishogiError`, what any call can meet (a bad token, a
//!   missing scope, a bot account, a game the site does not know, the
//!   site's refusal in its own words, a wait the site asks for, its own
//!   trouble, the network, garbage).
//! - `ndjson` reads the site's streams line by line, each line capped, an
//!   empty line a keep-alive; `events` is what the account's event stream
//!   says (`gameStart`, `gameFinish`, the challenges), `game_stream` what a
//!   game's stream says (`gameFull`, `gameState`, `chatLine`). An unknown
//!   event type or field is ignored.
//! - `client` is the HTTP side (ureq, rustls): the account, the streams,
//!   the seek held open, challenges, moves, resigning, aborting, chat.
//! - `token` finds the personal token (`SHOGI_TUI_LISHOGI_TOKEN` or the
//!   file the player asked to keep) and keeps it only when asked.
//! - `feed` opens a stream again after a drop or a silence, pausing
//!   longer after each failure in a row and as long as a 429 asks.
//! - `game` is a game as this program keeps it (`SiteGame`): the site's
//!   players, every move checked with our rules, the periods, the end in
//!   a record's words; the game screen and the headless player share it.
//! - `headless` plays games with the bot or a USI engine, no terminal.
//! - `clock` is lishogi's clock as a player sees it: the periods left,
//!   which the site never streams, and the minimum time below which a game
//!   cannot be played through the Board API.
//!
//! # Driving a game (the TUI and the headless player next)
//! - `token::find(env, folder)` → `Client::new(server, token, Limits)`;
//!   `client.account()` (refuses a bot account).
//! - `client.event_stream()` on a thread: `read()` gives
//!   `Incoming::Event(Event::GameStart(game))` when a game begins.
//! - To be paired: `client.seek(&Seek)` and `wait()` on it until it says
//!   `SeekEnd::Closed` (paired: the game comes on the event stream);
//!   dropping it cancels the seek.
//! - `client.game_stream(id)`: `GameEvent::Full` first (clocks, players,
//!   the start, the state), then `GameEvent::State` after every move and
//!   at the end; `Clock::from_full` then `Clock::on_state` keep the
//!   periods. `Feed::open(&client, move |c| c.game_stream(&id))` opens it
//!   again after a drop (`FeedItem::Lost`): it starts over with
//!   `gameFull`, and the `Clock` the caller kept carries the periods.
//! - `client.play(id, mv)`, `resign`, `abort`, `chat`.

pub mod client;
pub mod clock;
pub mod error;
pub mod events;
pub mod feed;
pub mod game;
pub mod game_stream;
pub mod headless;
pub mod ndjson;
pub mod side;
pub mod token;

pub use client::{
    AiChallenge, ChatRoom, Client, ColorChoice, EventStream, GameStream, Limits, Seek, SeekEnd,
    SeekStream, UserChallenge,
};
pub use clock::{Clock, ClockConfig, board_api_playable};
pub use error::LishogiError;
pub use events::{Account, Event};
pub use feed::{Feed, FeedItem};
pub use game::{Change, SiteEnd, SiteGame, SiteGameError, SitePlayer};
pub use game_stream::{ChatLine, GameEvent, GameFull, GameState};
pub use ndjson::{Incoming, Skipped};
pub use side::{Side, Status};
pub use token::{Token, TokenError};
