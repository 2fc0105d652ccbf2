//! The headless bridge: the bot or a USI engine plays games on a CSA
//! server with no terminal, as ShogiHome's `usi-csa-bridge` does. One line
//! per game on the output, every game saved as the app saves any game.

use super::ClientLine;
use super::connection::{Connection, ConnectionError, Limits};
use super::password::Password;
use super::seat::{Answer, Seat};
use super::session::{Event, GameEnd, OnlineGame, Session, SessionError};
use crate::computer::{ComputerError, ComputerSettings};
use crate::game::{Player, PlayerKind};
use crate::kifu::saves::folder::default_name;
use crate::kifu::{
    EndMarker, EndWord, Record, RecordError, SaveDir, SaveSlot, Timestamp, load_game, new_game_id,
};
use crate::shogi::Color;
use crate::words::Said;
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
    pub limits: Limits,
    /// Kept back from the computer's time (see `Seat::turn_time`).
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
    #[error("{}", crate::t!("online-headless-seat-failed", why = .0.to_string()))]
    Seat(#[from] ComputerError),
    #[error("{}", crate::t!("online-headless-save-failed", why = .0.said()))]
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

/// Plays `options.games` games one after another, writing a line per game
/// to `out`; stops at the first game that cannot be played to its end.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<Vec<GameReport>, HeadlessError> {
    let dir = SaveDir::open(&options.save_dir)?;
    let mut seat = Seat::start(&options.player, &options.settings, options.margin)?;
    let mut reports = Vec::new();
    for number in 1..=options.games {
        let report = play_one(options, &mut seat, &dir, number)?;
        writeln!(out, "{}", report.line())
            .and_then(|()| out.flush())
            .map_err(|e| HeadlessError::Output(e.to_string()))?;
        reports.push(report);
    }
    Ok(reports)
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

/// What `Play::drive` ran to.
enum Driven {
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
    let us = match &options.player {
        PlayerKind::Bot { level } => Player::bot(&options.user, *level),
        PlayerKind::Engine { command } => Player::engine(&options.user, command),
        PlayerKind::Human => Player::human(&options.user),
    };
    let mut play = Play {
        options,
        conn,
        session,
        seat,
        dir,
        us,
        slot: None,
        id: new_game_id(),
        started: None,
        heard: Instant::now(),
    };
    play.send(&login)?;
    match play.drive() {
        Ok(Driven::Over(end)) => play.finish(end, number).map(Played::Game),
        Ok(Driven::Declined { by }) => {
            let logout = play.session.logout();
            let _ = play.send(&logout);
            Ok(Played::Declined { by })
        }
        Err(e) => {
            let why = e.to_string();
            let saved = play.save_interrupted(&why);
            play.seat.stop_thinking();
            match (&e, play.session.game()) {
                // Before any game: nothing to save, the error says it all.
                (_, None) => Err(e),
                _ => Err(HeadlessError::Interrupted { number, why, saved }),
            }
        }
    }
}

struct Play<'a> {
    options: &'a Options,
    conn: Connection,
    session: Session,
    seat: &'a mut Seat,
    dir: &'a SaveDir,
    us: Player,
    slot: Option<SaveSlot>,
    id: String,
    started: Option<Timestamp>,
    /// When the server last said something or we last asked it something:
    /// the start of any silence it is allowed.
    heard: Instant,
}

/// How often the seat is asked for its move while the connection is quiet.
const SEAT_POLL: Duration = Duration::from_millis(10);

impl Play<'_> {
    fn send(&mut self, line: &ClientLine) -> Result<(), HeadlessError> {
        self.conn.send(line)?;
        self.heard = Instant::now();
        Ok(())
    }

    fn drive(&mut self) -> Result<Driven, HeadlessError> {
        loop {
            if self.seat.is_thinking()
                && let Some(answer) = self.seat.poll()?
                && self.session.takes_our_moves()
            {
                let line = match answer {
                    Answer::Move { mv, comment } => self.session.play(mv, comment)?,
                    Answer::Resign => self.session.resign()?,
                    Answer::Declare => self.session.declare()?,
                };
                self.send(&line)?;
            }
            let limit = self.session.wait_limit(self.options.limits.silence);
            let mut wait = self.options.limits.keep_alive;
            if let Some(limit) = limit {
                let left = limit.saturating_sub(self.heard.elapsed());
                if left.is_zero() {
                    return Err(ConnectionError::Silent {
                        secs: limit.as_secs(),
                    }
                    .into());
                }
                wait = wait.min(left);
            }
            if self.seat.is_thinking() {
                wait = wait.min(SEAT_POLL);
            }
            let Some(line) = self.conn.wait_line(wait)? else {
                continue;
            };
            self.heard = Instant::now();
            for event in self.session.receive(&line)? {
                if let Some(end) = self.on(event)? {
                    return Ok(end);
                }
            }
        }
    }

    fn on(&mut self, event: Event) -> Result<Option<Driven>, HeadlessError> {
        match event {
            Event::LoggedIn { name } => (self.options.notice)(&crate::t!(
                "online-headless-logged-in",
                name = crate::kifu::short_name(&name)
            )),
            Event::Offered(_) => {
                self.seat.new_game()?;
                let line = self.session.agree()?;
                self.send(&line)?;
            }
            Event::Started => {
                self.started = Some(Timestamp::now());
                self.save()?;
                self.think_if_our_turn()?;
            }
            Event::OpponentMoved { .. } => {
                self.save()?;
                self.think_if_our_turn()?;
            }
            Event::MoveConfirmed { .. } => self.save()?,
            Event::GameOver(end) => return Ok(Some(Driven::Over(end))),
            Event::Rejected { by } => return Ok(Some(Driven::Declined { by })),
            Event::ExtendedMode | Event::Notice(_) | Event::LoggedOut => {}
        }
        Ok(None)
    }

    fn think_if_our_turn(&mut self) -> Result<(), HeadlessError> {
        if let Some(game) = self.session.game()
            && game.is_our_turn()
            && !game.awaiting_confirmation()
        {
            self.seat.think(game)?;
        }
        Ok(())
    }

    fn record(&self, game: &OnlineGame) -> Record {
        let mut record = game.record(&self.us);
        record.info.id = Some(self.id.clone());
        record.info.started = self.started;
        let server = format!("{}:{}", self.options.host, self.options.port);
        record.info.site = Some(server.clone());
        // From the first write: a save left without its end (the program
        // killed) still says it is the server's game.
        record.info.server = Some(server);
        record
    }

    fn save_record(&mut self, record: &Record) -> Result<PathBuf, HeadlessError> {
        if self.slot.is_none() {
            self.slot = Some(self.dir.claim_new(&default_name(record))?);
        }
        let Some(slot) = &self.slot else {
            return Err(HeadlessError::Output("no save".into()));
        };
        slot.write(record)?;
        Ok(slot.path().to_path_buf())
    }

    /// Saves the game so far, unfinished.
    fn save(&mut self) -> Result<(), HeadlessError> {
        if let Some(game) = self.session.game() {
            let record = self.record(game);
            self.save_record(&record)?;
        }
        Ok(())
    }

    fn save_interrupted(&mut self, why: &str) -> Option<PathBuf> {
        let game = self.session.game()?;
        self.started?;
        let mut record = self.record(game);
        record.end = Some(EndMarker {
            word: EndWord::Interrupted,
            time: None,
        });
        record.remarks.push(format!("interrupted: {why}"));
        let record = load_game(record).record_to_write();
        self.save_record(&record).ok()
    }

    fn finish(mut self, end: GameEnd, number: u32) -> Result<GameReport, HeadlessError> {
        let result = match end.winner {
            None => "draw",
            Some(w) if Some(w) == self.session.game().map(OnlineGame::our_color) => "win",
            Some(_) => "lose",
        };
        self.seat.game_over(result);
        let Some(game) = self.session.game() else {
            return Err(HeadlessError::Output("no game".into()));
        };
        let loaded = load_game(self.record(game));
        let notes = loaded.notes();
        let record = loaded.record_to_write();
        let (opponent, color, moves) = (
            game.summary.opponent().to_string(),
            game.our_color(),
            game.moves().len(),
        );
        let saved = self.save_record(&record)?;
        // The server may already have closed the line after the game.
        let logout = self.session.logout();
        if self.conn.send(&logout).is_ok() {
            let _ = self.conn.next_line(Some(Duration::from_secs(2)));
        }
        Ok(GameReport {
            number,
            opponent,
            color,
            end,
            moves,
            saved,
            notes,
        })
    }
}
