//! The CSA protocol's state machine: lines in, events and lines out.
//!
//! Pure: no socket, no clock. The caller feeds every line the server sends
//! to [`Session::receive`] and sends the [`ClientLine`]s the commands
//! return; the headless bridge and the game screen drive it the same way.

use super::client_line::ClientLine;
use super::csa_move;
use super::server_line::{self, EndReason, LineError, ServerLine, ServerResult, Special};
use super::summary::{self, GameSummary, SummaryError};
use crate::game::Player;
use crate::i18n::rules::Shown;
use crate::kifu::{EndMarker, EndWord, GameResult, Record, RecordedMove, clean_name};
use crate::shogi::{ByColor, Color, Move, Position};
use std::time::Duration;
use thiserror::Error;

/// What happened, for whoever shows or plays the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    LoggedIn {
        name: String,
    },
    /// The server runs the extended mode (`x1`) for us.
    ExtendedMode,
    /// A line of the extended mode, to show.
    Notice(String),
    /// A game is proposed: answer with `agree` or `reject`.
    Offered(Box<GameSummary>),
    /// The proposal was withdrawn (`REJECT:… by name`).
    Rejected {
        by: String,
    },
    Started,
    OpponentMoved {
        mv: Move,
        time: Duration,
        comment: Option<String>,
    },
    /// The server accepted our move and charged `time` for it.
    MoveConfirmed {
        mv: Move,
        time: Duration,
    },
    GameOver(GameEnd),
    LoggedOut,
}

/// How a game ended, as the server said it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    pub result: ServerResult,
    pub reason: Option<EndReason>,
    /// `%TORYO` or `%KACHI` when the end came with one.
    pub special: Option<Special>,
    pub winner: Option<Color>,
    /// The same end as a record states it.
    pub word: EndWord,
}

impl GameEnd {
    /// "win by resignation", "draw by repetition (sennichite)".
    pub fn describe(&self) -> String {
        let result = match self.result {
            ServerResult::Win => "win",
            ServerResult::Lose => "loss",
            ServerResult::Draw => "draw",
            ServerResult::Censored => "cut off",
            ServerResult::Chudan => "stopped by the server",
        };
        match self.reason {
            Some(r) => format!("{result} by {}", r.text()),
            None => result.to_string(),
        }
    }
}

impl GameEnd {
    /// [`describe`](GameEnd::describe) in the language of the moment, for
    /// the player (the headless report keeps the English).
    pub fn said(&self) -> String {
        let result = match self.result {
            ServerResult::Win => "win",
            ServerResult::Lose => "lose",
            ServerResult::Draw => "draw",
            ServerResult::Censored => "censored",
            ServerResult::Chudan => "chudan",
        };
        let result = crate::t!("online-result", result = result);
        match self.reason {
            Some(r) => crate::t!(
                "online-result-by",
                result = result,
                reason = r.word().trim_start_matches('#').to_lowercase()
            ),
            None => result,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    #[error("{}", crate::t!("online-login-refused"))]
    LoginRefused,
    #[error(transparent)]
    Line(#[from] LineError),
    #[error("{}", crate::t!("online-error-summary", why = .0.to_string()))]
    Summary(#[from] SummaryError),
    #[error("{}", crate::t!(
        "online-error-server-move-illegal",
        ply = *.ply,
        token = .token.as_str(),
        why = .why.as_str()
    ))]
    IllegalServerMove {
        ply: usize,
        token: String,
        why: String,
    },
    /// The server started another game than the one it offered.
    #[error("{}", crate::t!(
        "online-error-other-game",
        started = .started.as_str(),
        offered = .offered.as_str()
    ))]
    OtherGame { started: String, offered: String },
    /// `when`: the message that says when (`State::when`).
    #[error("{}", crate::t!(
        "online-error-unexpected",
        line = .line.as_str(),
        when = crate::i18n::text(.when)
    ))]
    Unexpected { line: String, when: &'static str },
    /// `what`: the message naming the action; `why` is said already.
    #[error("{}", crate::t!(
        "online-error-not-now",
        what = crate::i18n::text(.what),
        why = .why.as_str()
    ))]
    NotNow { what: &'static str, why: String },
    /// `what`: the message naming the word; `why` is said already.
    #[error("{}", crate::t!(
        "online-error-bad-credentials",
        what = crate::i18n::text(.what),
        why = .why.as_str()
    ))]
    BadCredentials { what: &'static str, why: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    LoggingIn,
    /// Logged in, waiting for a game to be proposed.
    Waiting,
    ReadingSummary,
    /// A summary is waiting for our answer.
    Offered,
    Agreed,
    Playing,
    /// The ending's lines are arriving.
    Ending,
    LoggingOut,
    Closed,
}

impl State {
    /// The message saying when a line came, for `SessionError::Unexpected`.
    fn when(self) -> &'static str {
        match self {
            State::LoggingIn => "online-when-logging-in",
            State::Waiting => "online-when-waiting",
            State::ReadingSummary => "online-when-reading-summary",
            State::Offered => "online-when-offered",
            State::Agreed => "online-when-agreed",
            State::Playing => "online-when-playing",
            State::Ending => "online-when-ending",
            State::LoggingOut => "online-when-logging-out",
            State::Closed => "online-when-closed",
        }
    }
}

/// Our move, sent and not yet confirmed.
#[derive(Clone, Debug)]
struct Pending {
    mv: Move,
    token: String,
    comment: Option<String>,
}

/// One game as the server runs it.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    pub summary: GameSummary,
    position: Position,
    moves: Vec<RecordedMove>,
    /// The time the server charged each side so far.
    used: ByColor<Duration>,
    /// Moves each side made, for increments.
    made: ByColor<u32>,
    pending: Option<Pending>,
    special: Option<Special>,
    reason: Option<EndReason>,
    end: Option<GameEnd>,
}

impl OnlineGame {
    fn new(summary: GameSummary) -> OnlineGame {
        let mut game = OnlineGame {
            position: summary.start().position(),
            moves: Vec::new(),
            used: ByColor::new(Duration::ZERO, Duration::ZERO),
            made: ByColor::new(0, 0),
            pending: None,
            special: None,
            reason: None,
            end: None,
            summary,
        };
        // A resumed game: its moves count on the clocks as if just played.
        for m in game.summary.position.moves.clone() {
            game.apply(m.mv, m.time.unwrap_or_default(), m.comments);
        }
        game
    }

    fn apply(&mut self, mv: Move, time: Duration, comments: Vec<String>) {
        let side = self.position.side_to_move();
        *self.used.get_mut(side) += time;
        *self.made.get_mut(side) += 1;
        self.position.do_move(mv);
        self.moves.push(RecordedMove {
            time: Some(time),
            comments,
            ..RecordedMove::new(mv)
        });
    }

    pub fn our_color(&self) -> Color {
        self.summary.your_turn
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn moves(&self) -> &[RecordedMove] {
        &self.moves
    }

    pub fn is_our_turn(&self) -> bool {
        self.end.is_none() && self.position.side_to_move() == self.our_color()
    }

    /// Whether our move is sent and waits for the server's echo.
    pub fn awaiting_confirmation(&self) -> bool {
        self.pending.is_some()
    }

    pub fn end(&self) -> Option<&GameEnd> {
        self.end.as_ref()
    }

    /// A side's main time left on the server's clock (increments added).
    pub fn remaining(&self, side: Color) -> Duration {
        let t = self.summary.time.get(side);
        (t.total + t.increment * *self.made.get(side)).saturating_sub(*self.used.get(side))
    }

    /// The game as a record: both names, the server's time control, every
    /// move with the time the server charged, and the end as the server
    /// stated it (with its winner in `result`, which the end word alone,
    /// relative to the side to move, cannot always say). Unfinished, it has
    /// no end.
    pub fn record(&self, us: &Player) -> Record {
        let s = &self.summary;
        let them = Player::human(clean_name(s.opponent()));
        let (black, white) = match s.your_turn {
            Color::Black => (us.clone(), them),
            Color::White => (them, us.clone()),
        };
        let mut record = Record {
            start: s.start().clone(),
            moves: self.moves.clone(),
            ..Record::default()
        };
        let info = &mut record.info;
        info.black = black;
        info.white = white;
        info.event = Some(clean_name(&s.game_id));
        info.time_control = s.time_controls();
        info.rules = Some(s.rules);
        info.move_limit = Some(s.max_moves);
        if let Some(end) = &self.end {
            record.end = Some(EndMarker {
                word: end.word,
                time: None,
            });
            record.result = Some(GameResult {
                winner: end.winner,
                reason: String::new(),
                text: String::new(),
                kif: String::new(),
            });
        }
        record
    }

    fn finish(&mut self, result: ServerResult) -> GameEnd {
        let us = self.our_color();
        let winner = match result {
            ServerResult::Win => Some(us),
            ServerResult::Lose => Some(us.opponent()),
            _ => None,
        };
        let to_move = self.position.side_to_move();
        let word = end_word(self.reason, self.special, result, winner, to_move);
        let end = GameEnd {
            result,
            reason: self.reason,
            special: self.special,
            winner,
            word,
        };
        self.end = Some(end.clone());
        self.pending = None;
        end
    }
}

/// The record's end word for the server's ending. `to_move` is the side
/// to move after the last move the server accepted.
fn end_word(
    reason: Option<EndReason>,
    special: Option<Special>,
    result: ServerResult,
    winner: Option<Color>,
    to_move: Color,
) -> EndWord {
    let loser = winner.map(Color::opponent);
    match (reason, special) {
        (_, _) if result == ServerResult::Chudan => EndWord::Interrupted,
        (Some(EndReason::Resign), _) | (None, Some(Special::Resign)) => EndWord::Resign,
        (Some(EndReason::TimeUp), _) => EndWord::TimeUp,
        // A declaration that does not hold is a foul of the declarer.
        (Some(EndReason::IllegalMove), _) => match loser {
            Some(l) if l != to_move => EndWord::IllegalAction { offender: l },
            _ => EndWord::FoulLoss,
        },
        (Some(EndReason::Jishogi), _) | (None, Some(Special::Declare)) => match winner {
            Some(w) if w == to_move => EndWord::DeclareWin,
            Some(_) => EndWord::FoulLoss,
            None => EndWord::Impasse,
        },
        (Some(EndReason::Sennichite), _) => EndWord::Sennichite,
        (Some(EndReason::OuteSennichite), _) => match loser {
            Some(checker) => EndWord::PerpetualCheck { checker },
            None => EndWord::Sennichite,
        },
        (Some(EndReason::MaxMoves), _) => EndWord::MaxMoves,
        (None, None) => match result {
            ServerResult::Draw => EndWord::DeclareDraw,
            ServerResult::Win | ServerResult::Lose => EndWord::Resign,
            ServerResult::Censored | ServerResult::Chudan => EndWord::Interrupted,
        },
    }
}

/// One login to a server, and the games played in it.
#[derive(Debug)]
pub struct Session {
    state: State,
    summary_lines: Vec<String>,
    game: Option<OnlineGame>,
}

/// What may sit in a user name or password: the LOGIN line is split at
/// spaces, and a line end would start another command.
fn check_word(what: &'static str, text: &str) -> Result<(), SessionError> {
    let why = if text.is_empty() {
        crate::t!("online-word-empty")
    } else if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        crate::t!("online-word-space")
    } else if text.len() > 256 {
        crate::t!("online-word-too-long", bytes = 256)
    } else {
        return Ok(());
    };
    Err(SessionError::BadCredentials { what, why })
}

impl Session {
    /// A session and its first line, the login.
    pub fn login(user: &str, password: &str) -> Result<(Session, ClientLine), SessionError> {
        check_word("online-word-user", user)?;
        check_word("online-word-password", password)?;
        let session = Session {
            state: State::LoggingIn,
            summary_lines: Vec::new(),
            game: None,
        };
        let line = ClientLine::Login {
            user: user.to_string(),
            password: password.to_string(),
            extended: false,
        };
        Ok((session, line))
    }

    /// The game proposed, being played or just over.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.game.as_ref()
    }

    pub fn is_closed(&self) -> bool {
        self.state == State::Closed
    }

    /// Whether a game is being played (started and not over).
    pub fn in_game(&self) -> bool {
        matches!(self.state, State::Playing | State::Ending)
    }

    /// Whether a move, resignation or declaration of ours can still be
    /// sent: not once the server has begun announcing the end (a
    /// `#SENNICHITE` or `#MAX_MOVES` right after the opponent's move
    /// comes while our side may still be thinking about that move).
    pub fn takes_our_moves(&self) -> bool {
        self.state == State::Playing
    }

    /// How long to wait for the server's next line before calling it
    /// silent, given `silence` for a reply it owes; `None` while nothing is
    /// owed (waiting for a match, for our own answer or our move).
    pub fn wait_limit(&self, silence: Duration) -> Option<Duration> {
        match self.state {
            State::Waiting | State::Offered | State::Closed => None,
            State::Playing => {
                let game = self.game.as_ref()?;
                if game.pending.is_some() {
                    return Some(silence);
                }
                if game.is_our_turn() {
                    return None;
                }
                let side = game.our_color().opponent();
                let t = game.summary.time.get(side);
                Some(game.remaining(side) + t.byoyomi + t.increment + silence)
            }
            _ => Some(silence),
        }
    }

    /// Reads one line from the server.
    pub fn receive(&mut self, line: &str) -> Result<Vec<Event>, SessionError> {
        if self.state == State::ReadingSummary {
            return self.summary_line(line);
        }
        let parsed = server_line::parse(line)?;
        let unexpected = |state: State| SessionError::Unexpected {
            line: crate::kifu::escape::quote(line, 80),
            when: state.when(),
        };
        match (self.state, parsed) {
            (_, ServerLine::Empty) => Ok(vec![]),
            (_, ServerLine::Extended(text)) => Ok(vec![Event::Notice(text)]),
            (State::LoggingIn, ServerLine::LoginOk { name }) => {
                self.state = State::Waiting;
                Ok(vec![Event::LoggedIn { name }])
            }
            (State::LoggingIn, ServerLine::LoginIncorrect) => {
                self.state = State::Closed;
                Err(SessionError::LoginRefused)
            }
            (State::LoggingIn | State::Waiting, ServerLine::ExtendedMode) => {
                Ok(vec![Event::ExtendedMode])
            }
            (State::Waiting, ServerLine::SummaryBegins) => {
                self.state = State::ReadingSummary;
                self.summary_lines.clear();
                Ok(vec![])
            }
            (State::Offered | State::Agreed, ServerLine::Reject { by, .. }) => {
                self.state = State::Waiting;
                self.game = None;
                Ok(vec![Event::Rejected { by }])
            }
            (State::Agreed, ServerLine::Start { game_id }) => {
                let Some(ours) = self.game.as_ref().map(|g| g.summary.game_id.as_str()) else {
                    return Err(unexpected(self.state));
                };
                if ours != game_id {
                    return Err(SessionError::OtherGame {
                        started: crate::kifu::escape::quote(&game_id, 40),
                        offered: crate::kifu::escape::quote(ours, 40),
                    });
                }
                self.state = State::Playing;
                Ok(vec![Event::Started])
            }
            (
                State::Playing,
                ServerLine::Move {
                    token,
                    units,
                    comment,
                },
            ) => self.server_move(&token, units, comment),
            (State::Playing | State::Ending, ServerLine::Special { word, .. }) => {
                self.state = State::Ending;
                if let Some(g) = self.game.as_mut() {
                    g.special = Some(word);
                }
                Ok(vec![])
            }
            (State::Playing | State::Ending, ServerLine::Reason(reason)) => {
                self.state = State::Ending;
                if let Some(g) = self.game.as_mut() {
                    g.reason = Some(reason);
                }
                Ok(vec![])
            }
            (State::Playing | State::Ending, ServerLine::Result(result)) => {
                let Some(game) = self.game.as_mut() else {
                    return Err(unexpected(self.state));
                };
                self.state = State::Waiting;
                Ok(vec![Event::GameOver(game.finish(result))])
            }
            (State::LoggingOut | State::Waiting, ServerLine::LoggedOut) => {
                self.state = State::Closed;
                Ok(vec![Event::LoggedOut])
            }
            (state, _) => Err(unexpected(state)),
        }
    }

    fn summary_line(&mut self, line: &str) -> Result<Vec<Event>, SessionError> {
        if line.len() > server_line::MAX_LINE_BYTES {
            return Err(LineError::TooLong.into());
        }
        let line = line.trim_end_matches(['\r', '\n']);
        if line != "END Game_Summary" {
            if self.summary_lines.len() >= summary::MAX_SUMMARY_LINES {
                return Err(SummaryError::TooLong(summary::MAX_SUMMARY_LINES).into());
            }
            self.summary_lines.push(line.to_string());
            return Ok(vec![]);
        }
        let summary = summary::parse(&std::mem::take(&mut self.summary_lines))?;
        self.state = State::Offered;
        self.game = Some(OnlineGame::new(summary.clone()));
        Ok(vec![Event::Offered(Box::new(summary))])
    }

    fn server_move(
        &mut self,
        token: &str,
        units: Option<u64>,
        comment: Option<String>,
    ) -> Result<Vec<Event>, SessionError> {
        let Some(game) = self.game.as_mut() else {
            return Err(SessionError::Unexpected {
                line: token.into(),
                when: State::Playing.when(),
            });
        };
        let side = game.position.side_to_move();
        let unit = game.summary.time.get(side).unit;
        let time = unit * u32::try_from(units.unwrap_or(0)).unwrap_or(u32::MAX);
        if let Some(p) = game.pending.take() {
            if p.token != token {
                return Err(SessionError::Unexpected {
                    line: crate::kifu::escape::quote(token, 20),
                    when: "online-when-echo",
                });
            }
            let comments = p.comment.into_iter().collect();
            game.apply(p.mv, time, comments);
            return Ok(vec![Event::MoveConfirmed { mv: p.mv, time }]);
        }
        if side == game.our_color() {
            return Err(SessionError::Unexpected {
                line: crate::kifu::escape::quote(token, 20),
                when: "online-when-never-sent",
            });
        }
        let mv = csa_move::read(&game.position, token).map_err(|why| {
            SessionError::IllegalServerMove {
                ply: game.moves.len() + 1,
                token: crate::kifu::escape::quote(token, 20),
                why,
            }
        })?;
        game.apply(mv, time, comment.clone().into_iter().collect());
        Ok(vec![Event::OpponentMoved { mv, time, comment }])
    }

    fn offered(&self, what: &'static str) -> Result<&OnlineGame, SessionError> {
        match (&self.game, self.state) {
            (Some(g), State::Offered) => Ok(g),
            _ => Err(SessionError::NotNow {
                what,
                why: crate::t!("online-why-no-offer"),
            }),
        }
    }

    /// Accepts the proposed game.
    pub fn agree(&mut self) -> Result<ClientLine, SessionError> {
        let game_id = self.offered("online-what-agree")?.summary.game_id.clone();
        self.state = State::Agreed;
        Ok(ClientLine::Agree { game_id })
    }

    /// Declines the proposed game.
    pub fn reject(&mut self) -> Result<ClientLine, SessionError> {
        let game_id = self.offered("online-what-reject")?.summary.game_id.clone();
        self.state = State::Agreed;
        Ok(ClientLine::Reject { game_id })
    }

    fn our_turn(&mut self, what: &'static str) -> Result<&mut OnlineGame, SessionError> {
        let not_now = |why: String| SessionError::NotNow { what, why };
        if self.state != State::Playing {
            return Err(not_now(crate::t!("online-why-no-game")));
        }
        let game = self
            .game
            .as_mut()
            .ok_or_else(|| not_now(crate::t!("online-why-no-game")))?;
        if game.pending.is_some() {
            return Err(not_now(crate::t!("online-why-move-pending")));
        }
        if !game.is_our_turn() {
            return Err(not_now(crate::t!("online-why-their-turn")));
        }
        Ok(game)
    }

    /// Plays our move, legal on our board, with an optional comment (an
    /// engine's `* score pv` line).
    pub fn play(&mut self, mv: Move, comment: Option<String>) -> Result<ClientLine, SessionError> {
        let game = self.our_turn("online-what-move")?;
        game.position
            .check_move(mv)
            .map_err(|e| SessionError::NotNow {
                what: "online-what-play-that-move",
                why: e.shown(),
            })?;
        let token = csa_move::token(&game.position, mv);
        game.pending = Some(Pending {
            mv,
            token: token.clone(),
            comment: comment.clone(),
        });
        Ok(ClientLine::Move { token, comment })
    }

    pub fn resign(&mut self) -> Result<ClientLine, SessionError> {
        self.our_turn("online-what-resign")?;
        Ok(ClientLine::Resign)
    }

    pub fn declare(&mut self) -> Result<ClientLine, SessionError> {
        self.our_turn("online-what-declare")?;
        Ok(ClientLine::Declare)
    }

    /// Logs out; the server answers `LOGOUT:completed`.
    pub fn logout(&mut self) -> ClientLine {
        self.state = State::LoggingOut;
        ClientLine::Logout
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
