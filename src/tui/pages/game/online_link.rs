//! A game session's link to a CSA server: the connection, the protocol's
//! state (`online::Session`), and what goes between them and the game
//! page. The server's game is the truth: every move it relays or confirms
//! and its ending come back to the page as the server's game, rebuilt from
//! its record (`OnlineGame::record`) with the server's times; the page's
//! own new move, resignation or declaration goes out from `outgoing`.
//!
//! Nothing here blocks the UI thread: the connection is opened on a
//! thread of its own (a name lookup or a connect may take seconds), and
//! its lines arrive through `Connection::poll`.

use crate::computer::TurnTime;
use crate::game::{EndReason, Game, Player, TimeControls};
use crate::i18n::rules::Shown;
use crate::kifu::{EndMarker, EndWord, GameInfo, load_game};
use crate::online::connection::{Connection, ConnectionError, Limits};
use crate::online::password::Password;
use crate::online::session::{Event, Session};
use crate::online::{ClientLine, OnlineGame, OnlineSetup};
use crate::shogi::{Color, Move};
use crate::t;
use crate::tui::pages::game::online_phase::OnlinePhase;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// The most lines taken from the server per tick, so that a flood cannot
/// keep the event loop from the keys.
const LINES_PER_TICK: usize = 64;

/// Kept back from a computer's time in our seat, for the network and the
/// server's rounding (as `online --margin-ms` does headless).
const MARGIN: Duration = Duration::from_millis(1000);

/// What the server did, for the session to hand to its page.
#[derive(Debug)]
pub enum LinkNews {
    Phase(OnlinePhase),
    /// A word for the status bar.
    Said(String),
    /// The server offers this game: our colour, its clock, and the
    /// save's headers.
    Offered {
        game: Box<Game>,
        controls: Option<TimeControls>,
        us: Color,
        info: Box<GameInfo>,
        /// Agreed to already (a computer in our seat); else the person
        /// is asked.
        agreed: bool,
    },
    /// The server's game now, after a move it relayed or confirmed, or its
    /// ending.
    Server(Box<Game>),
    /// The connection is gone before the game's end, and why.
    Lost(String),
}

enum Wire {
    Opening(Receiver<Result<Connection, ConnectionError>>),
    Open(Connection),
    Closed,
}

pub struct OnlineLink {
    server: String,
    user: String,
    /// Given to LOGIN and then forgotten.
    password: Option<Password>,
    /// Who plays from here, as the save names our side.
    us: Player,
    limits: Limits,
    wire: Wire,
    session: Option<Session>,
    /// When the server last said something or we last asked it: the start
    /// of any silence it is allowed.
    heard: Instant,
    /// Our resignation or declaration has gone out.
    ending_sent: bool,
    /// The computer in our seat's line for its move, sent with it.
    comment: Option<(Move, String)>,
}

impl std::fmt::Debug for OnlineLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OnlineLink")
            .field("server", &self.server)
            .field("user", &self.user)
            .finish_non_exhaustive()
    }
}

impl OnlineLink {
    /// Starts connecting with `setup`; the first `poll`s report how it went.
    pub fn connect(setup: OnlineSetup, limits: Limits) -> OnlineLink {
        let (tx, rx) = channel();
        let (host, port) = (setup.host.clone(), setup.port);
        std::thread::spawn(move || {
            let _ = tx.send(Connection::open(&host, port, limits));
        });
        let us = Player {
            name: setup.user.clone(),
            kind: setup.seat.clone(),
        };
        let password = setup.login_password();
        OnlineLink {
            server: server_name(&setup.host, setup.port),
            user: setup.user,
            password: Some(password),
            us,
            limits,
            wire: Wire::Opening(rx),
            session: None,
            heard: Instant::now(),
            ending_sent: false,
            comment: None,
        }
    }

    /// `host:port`, as the page and the save name the server.
    pub fn server(&self) -> &str {
        &self.server
    }

    /// Who plays from here.
    pub fn us(&self) -> &Player {
        &self.us
    }

    /// Whether the link still needs ticks (connecting or connected).
    pub fn is_live(&self) -> bool {
        !matches!(self.wire, Wire::Closed)
    }

    /// The server's game, while there is one.
    pub fn game(&self) -> Option<&OnlineGame> {
        self.session.as_ref().and_then(Session::game)
    }

    /// The clocks a computer in our seat is told: the server's, less a
    /// margin for the network (`None` before the game).
    pub fn turn_time(&self) -> Option<TurnTime> {
        self.game()
            .map(|g| crate::online::seat::turn_time(g, MARGIN))
    }

    /// What the connection and the server did since the last poll.
    pub fn poll(&mut self) -> Vec<LinkNews> {
        let mut news = Vec::new();
        if let Err(why) = self.pump(&mut news) {
            self.lose(why, &mut news);
        }
        news
    }

    fn pump(&mut self, news: &mut Vec<LinkNews>) -> Result<(), String> {
        if let Wire::Opening(rx) = &self.wire {
            match rx.try_recv() {
                Ok(Ok(conn)) => {
                    self.wire = Wire::Open(conn);
                    self.log_in(news)?;
                }
                Ok(Err(e)) => return Err(e.to_string()),
                Err(TryRecvError::Empty) => return Ok(()),
                Err(TryRecvError::Disconnected) => {
                    return Err(t!("online-could-not-open"));
                }
            }
        }
        for _ in 0..LINES_PER_TICK {
            let Wire::Open(conn) = &mut self.wire else {
                return Ok(());
            };
            let Some(line) = conn.poll().map_err(|e| e.to_string())? else {
                break;
            };
            self.heard = Instant::now();
            let Some(session) = &mut self.session else {
                break;
            };
            let events = session.receive(&line).map_err(|e| e.to_string())?;
            for event in events {
                self.on(event, news)?;
            }
        }
        self.check_silence()
    }

    fn log_in(&mut self, news: &mut Vec<LinkNews>) -> Result<(), String> {
        let Some(password) = self.password.take() else {
            return Err(t!("online-no-password"));
        };
        let (session, login) =
            Session::login(&self.user, password.reveal()).map_err(|e| e.to_string())?;
        self.session = Some(session);
        self.send(&login)?;
        news.push(LinkNews::Phase(OnlinePhase::LoggingIn));
        Ok(())
    }

    fn send(&mut self, line: &ClientLine) -> Result<(), String> {
        let Wire::Open(conn) = &mut self.wire else {
            return Err(t!("online-connection-closed"));
        };
        conn.send(line).map_err(|e| e.to_string())?;
        self.heard = Instant::now();
        Ok(())
    }

    /// A server that owes an answer and stays quiet past its allowance is
    /// given up, as the headless bridge does.
    fn check_silence(&self) -> Result<(), String> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        match session.wait_limit(self.limits.silence) {
            Some(limit) if self.heard.elapsed() > limit => Err(ConnectionError::Silent {
                secs: limit.as_secs(),
            }
            .to_string()),
            _ => Ok(()),
        }
    }

    fn on(&mut self, event: Event, news: &mut Vec<LinkNews>) -> Result<(), String> {
        match event {
            Event::LoggedIn { name } => {
                news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
                news.push(LinkNews::Said(t!(
                    "online-logged-in",
                    name = crate::kifu::escape_controls(&name)
                )));
            }
            Event::Offered(summary) => {
                // A computer here plays what it is given; a person sees the
                // offer (opponent, clock) and answers it (`answer_offer`).
                let agreed = !self.us.is_human();
                if agreed {
                    let line = self.session_mut()?.agree().map_err(|e| e.to_string())?;
                    self.send(&line)?;
                }
                let Some(game) = self.game() else {
                    return Err(t!("online-no-game-offered"));
                };
                let record = game.record(&self.us);
                let mut info = record.info.clone();
                info.site = Some(self.server.clone());
                // From the save's first write: one left without its end
                // (the program killed) is still the server's game, which
                // Continue does not offer.
                info.server = Some(self.server.clone());
                info.started = Some(crate::kifu::Timestamp::now());
                let loaded = load_game(record);
                news.push(LinkNews::Offered {
                    game: Box::new(loaded.game),
                    controls: summary.time_controls(),
                    us: summary.your_turn,
                    info: Box::new(info),
                    agreed,
                });
                let side = summary.your_turn.shown();
                let opponent = crate::kifu::escape_controls(summary.opponent());
                news.push(LinkNews::Said(if agreed {
                    t!(
                        "online-game-offered-agreed",
                        side = side,
                        opponent = opponent
                    )
                } else {
                    t!("online-game-offered", side = side, opponent = opponent)
                }));
            }
            Event::Rejected { by } => {
                // shogi-server ends both players' connections after a
                // REJECT (a CSA-mode player is logged out when its game
                // ends, and a declined game has ended): say goodbye, and
                // the person leaves to connect again.
                let logout = self.session_mut()?.logout();
                let _ = self.send(&logout);
                self.wire = Wire::Closed;
                let (lost, said) = if by == self.user {
                    (t!("online-you-declined-closed"), t!("online-you-declined"))
                } else {
                    let who = crate::kifu::escape_controls(&by);
                    (
                        t!("online-they-declined-closed", name = who.clone()),
                        t!("online-they-declined", name = who),
                    )
                };
                news.push(LinkNews::Phase(OnlinePhase::Lost(lost)));
                news.push(LinkNews::Said(said));
            }
            Event::Started => {
                self.ending_sent = false;
                news.push(LinkNews::Phase(OnlinePhase::Playing));
                news.push(LinkNews::Said(t!("online-started")));
            }
            Event::OpponentMoved { .. } | Event::MoveConfirmed { .. } => {
                news.push(self.server_game()?);
            }
            Event::GameOver(end) => {
                news.push(self.server_game()?);
                news.push(LinkNews::Phase(OnlinePhase::Over));
                news.push(LinkNews::Said(t!("online-server-says", end = end.said())));
                // Servers log a player out after a game; say goodbye first,
                // and hear the server's answer (or its closing the line).
                let logout = self.session_mut()?.logout();
                let _ = self.send(&logout);
            }
            Event::LoggedOut => self.wire = Wire::Closed,
            Event::Notice(text) => news.push(LinkNews::Said(
                crate::kifu::escape_controls(&text).into_owned(),
            )),
            Event::ExtendedMode => {}
        }
        Ok(())
    }

    fn session_mut(&mut self) -> Result<&mut Session, String> {
        self.session
            .as_mut()
            .ok_or_else(|| t!("online-not-logged-in"))
    }

    /// The server's game as the page plays it: replayed from its record,
    /// so its ending (and any note where our rules differ) is the one
    /// records get.
    fn server_game(&self) -> Result<LinkNews, String> {
        let game = self.game().ok_or_else(|| t!("online-no-game"))?;
        Ok(LinkNews::Server(Box::new(
            load_game(game.record(&self.us)).game,
        )))
    }

    fn lose(&mut self, why: String, news: &mut Vec<LinkNews>) {
        self.wire = Wire::Closed;
        let over = self.game().is_some_and(|g| g.end().is_some());
        if !over {
            if let Some(game) = self.interrupted() {
                news.push(LinkNews::Server(Box::new(game)));
            }
            news.push(LinkNews::Lost(why));
        }
    }

    /// The game under way, ended as interrupted (中断): what the server
    /// had confirmed, kept in Load / review as the unfinished game it is,
    /// and not offered by Continue (its opponent is not here). `None`
    /// when no game had started or it is over.
    pub fn interrupted(&self) -> Option<Game> {
        let session = self.session.as_ref()?;
        let game = session.game()?;
        let started = session.in_game() || !game.moves().is_empty();
        if game.end().is_some() || !started {
            return None;
        }
        let mut record = game.record(&self.us);
        record.end = Some(EndMarker {
            word: EndWord::Interrupted,
            time: None,
        });
        Some(load_game(record).game)
    }

    /// The person's answer to the offered game: AGREE, or REJECT (the
    /// server then says the game is withdrawn and we wait for another).
    pub fn answer_offer(&mut self, yes: bool) -> Vec<LinkNews> {
        let mut news = Vec::new();
        let sent = self
            .session_mut()
            .and_then(|s| if yes { s.agree() } else { s.reject() }.map_err(|e| e.to_string()))
            .and_then(|line| self.send(&line));
        match sent {
            Ok(()) if yes => {
                news.push(LinkNews::Phase(OnlinePhase::Agreed));
                news.push(LinkNews::Said(t!("online-agree-sent")));
            }
            Ok(()) => {
                // The server's REJECT line follows (see `on`).
                news.push(LinkNews::Phase(OnlinePhase::WaitingForGame));
                news.push(LinkNews::Said(t!("online-reject-sent")));
            }
            Err(why) => self.lose(why, &mut news),
        }
        news
    }

    /// The line the computer in our seat gave for its move `mv`: it goes
    /// out with the move as the CSA comment (`'* 30 -3334FU`).
    pub fn comment_on(&mut self, mv: Move, text: String) {
        self.comment = Some((mv, text));
    }

    /// Sends what the page did on our side since the server last heard
    /// from us: a new move, or the resignation or declaration that ended
    /// the page's game. Being checkmated is answered with a resignation,
    /// which is how the protocol ends a mate.
    pub fn outgoing(&mut self, page: &Game) -> Vec<LinkNews> {
        let mut news = Vec::new();
        if let Err(why) = self.send_ours(page, &mut news) {
            self.lose(why, &mut news);
        }
        news
    }

    fn send_ours(&mut self, page: &Game, news: &mut Vec<LinkNews>) -> Result<(), String> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        let Some(game) = session.game() else {
            return Ok(());
        };
        if !session.takes_our_moves() || !game.is_our_turn() || game.awaiting_confirmation() {
            return Ok(());
        }
        let us = game.our_color();
        let known = game.moves().len();
        let line = if page.ply() == known + 1 {
            let Some(last) = page.last_move().filter(|m| m.mover == us) else {
                return Ok(());
            };
            let comment = self.comment.take().filter(|(m, _)| *m == last.mv);
            self.session_mut()?
                .play(last.mv, comment.map(|(_, text)| text))
                .map_err(|e| e.to_string())?
        } else if page.ply() == known && !self.ending_sent {
            let Some(outcome) = page.outcome() else {
                return Ok(());
            };
            let line = match &outcome.reason {
                EndReason::Resignation => ClientLine::Resign,
                EndReason::ImpasseDeclaration { declarer, .. } if *declarer == us => {
                    ClientLine::Declare
                }
                EndReason::Checkmate | EndReason::NoLegalMoves => {
                    news.push(LinkNews::Said(t!("online-no-legal-move")));
                    ClientLine::Resign
                }
                // Repetitions, the move limit: the server judges them.
                _ => return Ok(()),
            };
            // The session checks it is ours to say.
            match line {
                ClientLine::Declare => self.session_mut()?.declare(),
                _ => self.session_mut()?.resign(),
            }
            .map_err(|e| e.to_string())?;
            self.ending_sent = true;
            line
        } else {
            return Ok(());
        };
        self.send(&line)
    }
}

impl Drop for OnlineLink {
    /// Leaving the page says goodbye to the server: LOGOUT, which cancels
    /// a wait for a game (in a game, the server decides what leaving
    /// means).
    fn drop(&mut self) {
        if let (Wire::Open(_), Some(session)) = (&self.wire, &mut self.session) {
            let logout = session.logout();
            let _ = self.send(&logout);
        }
    }
}

/// `host:port`, with brackets around an IPv6 address.
fn server_name(host: &str, port: u16) -> String {
    if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    }
}
