//! Playing on a CSA server (CSA server protocol 1.2.1, as shogi-server and
//! floodgate speak it).
//!
//! - `server_line` reads what the server sends, `client_line` writes what
//!   we send, `summary` reads the `Game_Summary`, `csa_move` turns move
//!   tokens into moves through `kifu`'s CSA reader and writer.
//! - `session` is the protocol's state machine: pure, lines in and events
//!   out, so that the game screen and the headless bridge drive it alike.
//! - `connection` is the TCP side: connect and read timeouts, keep-alive,
//!   the line cap, a reader thread so that nobody blocks on the socket.
//! - `seat` is the computer in our seat (the bot or a USI engine) on the
//!   server's clock; `headless` plays games with it and saves them;
//!   `password` reads the password without ever writing it anywhere.

pub mod client_line;
pub mod connection;
pub mod csa_move;
pub mod headless;
pub mod password;
pub mod seat;
pub mod server_line;
pub mod session;
pub mod summary;

pub use client_line::ClientLine;
pub use connection::{Connection, ConnectionError, Incoming, Limits};
pub use server_line::{EndReason, ServerLine, ServerResult, Special};
pub use session::{Event, GameEnd, OnlineGame, Session, SessionError};
pub use summary::{GameSummary, ServerTime};
