//! The headless bridge: the bot or a USI engine plays games on a CSA
//! server with no terminal, as ShogiHome's `usi-csa-bridge` does. One line
//! per game on the output, every game saved as the app saves any game.

use super::ClientLine;
use super::connection::{Connection, ConnectionError, Limits};
use super::password::Password;
use super::seat::{pv_comment, thinking_game, turn_time};
use super::session::{Event, GameEnd, Session, SessionError};
use crate::computer::seat::{Seat, result_word};
use crate::computer::{ComputerError, ComputerSettings, TurnTime};
use crate::finished_games::FinishedGames;
use crate::game::{Game, Player, PlayerKind};
use crate::headless::{self, Interrupted, Reported, Run, Site, Step, Table, our_player};
use crate::kifu::{Record, RecordError, SaveDir, Timestamp};
use crate::shogi::{Color, Position};
use crate::usi::EngineMove;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use thiserror::Error;

/// What the bridge needs to play.
#[derive(Debug)]
pub struct Options {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub password: Password,
    /// The bot or an engine (a person has the game screen).
    pub player: PlayerKind,
    pub games: u32,
    pub save_dir: PathBuf,
    /// The game database each finished game goes into; `None`: none
    /// (the player's setting `database.import_finished` off).
    pub database: Option<PathBuf>,
    pub limits: Limits,
    /// Kept back from the computer's time (see `seat::turn_time`).
    pub margin: Duration,
    pub settings: ComputerSettings,
    /// Says a passing event (logged in, a game declined) to whoever
    /// watches: the command line writes it to standard error.
    pub notice: fn(&str),
}

#[derive(Debug, Error)]
pub enum HeadlessError {
    #[error(transparent)]
    Connection(#[from] ConnectionError),
    #[error(transparent)]
    Session(#[from] SessionError),
    #[error("{}", crate::t!("online-headless-seat-failed", why = crate::words::Said::said(.0)))]
    Seat(#[from] ComputerError),
    #[error("{}", crate::t!("online-headless-save-failed", why = crate::words::Said::said(.0)))]
    Save(#[from] RecordError),
    #[error("{}", crate::t!("online-headless-output-failed", why = .0.as_str()))]
    Output(String),
    #[error("{}{}", crate::t!(
        "online-headless-interrupted",
        number = *.number,
        why = .why.as_str()
    ), saved_note(.saved))]
    Interrupted {
        number: u32,
        why: String,
        saved: Option<PathBuf>,
    },
}

fn saved_note(saved: &Option<PathBuf>) -> String {
    match saved {
        Some(p) => crate::t!(
            "online-headless-saved-so-far",
            path = p.display().to_string()
        ),
        None => String::new(),
    }
}

/// One finished game, as the report line tells it.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub number: u32,
    pub opponent: String,
    pub color: Color,
    pub end: GameEnd,
    pub moves: usize,
    pub saved: PathBuf,
    /// Where our rules judge the end otherwise than the server.
    pub notes: Vec<String>,
}

impl GameReport {
    pub fn line(&self) -> String {
        let mut line = format!(
            "game {}: vs {} as {}: {} after {} moves; saved to {}",
            self.number,
            crate::kifu::short_name(&self.opponent),
            self.color.to_string().to_lowercase(),
            self.end.describe(),
            self.moves,
            self.saved.display()
        );
        for n in &self.notes {
            line.push_str(&format!(" (note: {n})"));
        }
        line
    }
}

impl Reported for GameReport {
    fn line(&self) -> String {
        self.line()
    }

    fn saved(&self) -> &std::path::Path {
        &self.saved
    }
}

/// Plays `options.games` games one after another, writing a line per game
/// to `out`; stops at the first game that cannot be played to its end.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<Vec<GameReport>, HeadlessError> {
    let finished = FinishedGames::default();
    finished.set(options.database.clone());
    let run = Run {
        player: &options.player,
        settings: &options.settings,
        save_dir: &options.save_dir,
        games: options.games,
        finished: &finished,
        notice: options.notice,
    };
    headless::run(run, out, HeadlessError::Output, |seat, dir, number| {
        play_one(options, seat, dir, number)
    })
}

/// How long to wait before logging in again after a declined offer, so
/// that an opponent who declines every game is not answered in a spin.
const AFTER_DECLINE: Duration = Duration::from_secs(2);

/// One game, logging in again as long as offers are declined: shogi-server
/// ends both players' connections after a REJECT, and a bridge is there
/// to play, not to stop at the first opponent who declines.
fn play_one(
    options: &Options,
    seat: &mut Seat,
    dir: &SaveDir,
    number: u32,
) -> Result<GameReport, HeadlessError> {
    loop {
        match play_on_one_connection(options, seat, dir, number)? {
            Played::Game(report) => return Ok(report),
            Played::Declined { by } => {
                (options.notice)(&crate::t!(
                    "online-headless-declined",
                    name = crate::kifu::short_name(&by)
                ));
                std::thread::sleep(AFTER_DECLINE);
            }
        }
    }
}

/// How a connection ended without an error.
enum Played {
    Game(GameReport),
    /// The offer was declined before the game began.
    Declined {
        by: String,
    },
}

/// How a game on the server was left.
enum Left {
    Over(GameEnd),
    Declined { by: String },
}

/// One game on a connection of its own: servers log a CSA-mode player out
/// after each game.
fn play_on_one_connection(
    options: &Options,
    seat: &mut Seat,
    dir: &SaveDir,
    number: u32,
) -> Result<Played, HeadlessError> {
    let conn = Connection::open(&options.host, options.port, options.limits)?;
    let (session, login) = Session::login(&options.user, options.password.reveal())?;
    let mut server = Server {
        options,
        conn,
        session,
        us: our_player(&options.user, &options.player),
        started: None,
        heard: Instant::now(),
    };
    server.send(&login)?;
    let mut table = Table::new(server, seat, dir);
    match table.drive() {
        Ok(Left::Over(end)) => {
            let finished = table.finish(&Left::Over(end.clone()))?;
            let server = &mut table.site;
            let (Some(finished), Some(game)) = (finished, server.session.game()) else {
                return Err(HeadlessError::Output("no game".into()));
            };
            let report = GameReport {
                number,
                opponent: game.summary.opponent().to_string(),
                color: game.our_color(),
                end,
                moves: game.moves().len(),
                saved: finished.saved,
                notes: finished.notes,
            };
            server.log_out();
            Ok(Played::Game(report))
        }
        Ok(Left::Declined { by }) => {
            let logout = table.site.session.logout();
            let _ = table.site.send(&logout);
            Ok(Played::Declined { by })
        }
        Err(e) => {
            let why = e.to_string();
            match table.interrupted(&why) {
                Interrupted::BeforeGame => Err(e),
                Interrupted::InGame { saved } => {
                    Err(HeadlessError::Interrupted { number, why, saved })
                }
            }
        }
    }
}

/// The server's side of a game: the connection and what it said.
struct Server<'a> {
    options: &'a Options,
    conn: Connection,
    session: Session,
    us: Player,
    started: Option<Timestamp>,
    /// When the server last said something or we last asked it something:
    /// the start of any silence it is allowed.
    heard: Instant,
}

impl Server<'_> {
    fn send(&mut self, line: &ClientLine) -> Result<(), HeadlessError> {
        self.conn.send(line)?;
        self.heard = Instant::now();
        Ok(())
    }

    /// Logs out after the game; the server may already have closed the
    /// line.
    fn log_out(&mut self) {
        let logout = self.session.logout();
        if self.conn.send(&logout).is_ok() {
            let _ = self.conn.next_line(Some(Duration::from_secs(2)));
        }
    }
}

impl Site for Server<'_> {
    type Event = Event;
    type End = Left;
    type Error = HeadlessError;

    fn next(&mut self, wait: Option<Duration>) -> Result<Vec<Event>, HeadlessError> {
        let mut most = self.options.limits.keep_alive;
        if let Some(limit) = self.session.wait_limit(self.options.limits.silence) {
            let left = limit.saturating_sub(self.heard.elapsed());
            if left.is_zero() {
                return Err(ConnectionError::Silent {
                    secs: limit.as_secs(),
                }
                .into());
            }
            most = most.min(left);
        }
        if let Some(wait) = wait {
            most = most.min(wait);
        }
        let Some(line) = self.conn.wait_line(most)? else {
            return Ok(Vec::new());
        };
        self.heard = Instant::now();
        Ok(self.session.receive(&line)?)
    }

    fn on(&mut self, event: Event, seat: &mut Seat) -> Result<Step<Left>, HeadlessError> {
        Ok(match event {
            Event::LoggedIn { name } => {
                (self.options.notice)(&crate::t!(
                    "online-headless-logged-in",
                    name = crate::kifu::short_name(&name)
                ));
                Step::Quiet
            }
            Event::Offered(_) => {
                seat.new_game()?;
                let line = self.session.agree()?;
                self.send(&line)?;
                Step::Quiet
            }
            Event::Started => {
                self.started = Some(Timestamp::now());
                Step::Changed
            }
            Event::OpponentMoved { .. } | Event::MoveConfirmed { .. } => Step::Changed,
            Event::GameOver(end) => Step::Over(Left::Over(end)),
            Event::Rejected { by } => Step::Over(Left::Declined { by }),
            Event::ExtendedMode | Event::Notice(_) | Event::LoggedOut => Step::Quiet,
        })
    }

    fn answer(
        &mut self,
        answer: EngineMove,
        before: Option<Position>,
        seat: &Seat,
    ) -> Result<(), HeadlessError> {
        // A game over meanwhile takes no more moves.
        if !self.session.takes_our_moves() {
            return Ok(());
        }
        let line = match answer {
            EngineMove::Move(mv) => {
                // Floodgate's `* score pv` comment, when the computer said
                // its line.
                let comment = before.and_then(|pos| {
                    let (score, pv) = seat.score_and_line();
                    pv_comment(&pos, mv, score, pv)
                });
                self.session.play(mv, comment)?
            }
            EngineMove::Resign => self.session.resign()?,
            EngineMove::DeclareWin => self.session.declare()?,
        };
        self.send(&line)
    }

    fn our_turn(&self) -> Option<(Game, TurnTime)> {
        let game = self.session.game()?;
        if !self.session.takes_our_moves() || !game.is_our_turn() || game.awaiting_confirmation() {
            return None;
        }
        Some((thinking_game(game), turn_time(game, self.options.margin)))
    }

    fn record(&self) -> Option<Record> {
        self.started?;
        let game = self.session.game()?;
        let mut record = game.record(&self.us);
        record.info.started = self.started;
        let server = format!("{}:{}", self.options.host, self.options.port);
        record.info.site = Some(server.clone());
        // From the first write: a save left without its end (the program
        // killed) still says it is the server's game.
        record.info.server = Some(server);
        Some(record)
    }

    fn in_game(&self) -> bool {
        self.session.game().is_some()
    }

    fn result(&self, end: &Left) -> Option<&'static str> {
        match end {
            Left::Over(end) => Some(result_word(end.winner, self.session.game()?.our_color())),
            Left::Declined { .. } => None,
        }
    }
}
