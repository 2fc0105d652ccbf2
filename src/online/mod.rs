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
//!   `password` reads the password without ever writing it anywhere;
//!   `remembered_password` keeps one only when the player asks (the form's
//!   "remember password"), in a file of the owner's alone.
//! - `setup` is what the form and `shogi-tui online` fill in, and what of
//!   it the settings remember (never the password).
//!
//! # Driving a game (the headless bridge now, the game screen later)
//! - `Connection::open(host, port, Limits)`, then `Session::login(user,
//!   password)` gives the session and the LOGIN line to `send`.
//! - On every tick: `conn.poll()` (never blocks; sends the keep-alive when
//!   due) and each line to `session.receive(line)`, which returns
//!   [`Event`]s: `LoggedIn`, `Offered(summary)` (names, `your_turn`, the
//!   server's time control, the start and any moves already played),
//!   `Rejected`, `Started`, `OpponentMoved { mv, time, comment }`,
//!   `MoveConfirmed { mv, time }` (the server's time for our move),
//!   `GameOver(GameEnd)` (the server's result, reason and winner, and the
//!   record's end word), `LoggedOut`. A `ConnectionError` is the
//!   connection lost (closed, silent, refused, a line over the cap).
//! - Commands return the line to send: `agree`, `reject`, `play(mv,
//!   comment)`, `resign` (`%TORYO`), `declare` (`%KACHI`), `logout` (also
//!   what "cancel" sends). They refuse with `SessionError::NotNow` when
//!   the protocol does not allow them.
//! - `session.game()` is the [`OnlineGame`]: the board, the moves with the
//!   server's times, `remaining(side)` on the server's clock, and
//!   `record(us)` for the save. `session.wait_limit(silence)` says how
//!   long the server may stay quiet now.

pub mod client_line;
pub mod connection;
pub mod csa_move;
pub mod headless;
pub mod kept_secret;
pub mod password;
pub mod remembered_password;
pub mod seat;
pub mod server_line;
pub mod session;
pub mod setup;
pub mod summary;

pub use client_line::ClientLine;
pub use connection::{Connection, ConnectionError, Incoming, Limits};
pub use server_line::{EndReason, ServerLine, ServerResult, Special};
pub use session::{Event, GameEnd, OnlineGame, Session, SessionError};
pub use setup::{OnlineSettings, OnlineSetup};
pub use summary::{GameSummary, ServerTime};
