//! The computer players of the game on screen.
//!
//! A seat holds what plays one side. Computers are started on a thread of
//! their own (an engine's handshake may take seconds) and asked for a move
//! whenever it is their turn; `poll` reports what they decided or how they
//! failed, and the game screen applies that through the controller. The UI
//! thread never waits here: every call returns at once, except that
//! dropping an engine gives it a moment to quit before it is killed.
//!
//! Which search is wanted is worked out from the game each time (`sync`):
//! a search about a position the game has left (after an undo, a
//! resignation, the end of the game) is cancelled, which also stops it.

use crate::bot::{Level, Score};
use crate::game::{Game, Outcome, PlayerKind, Players, RuleSet};
use crate::shogi::Color;
use crate::usi::{
    Computer, ComputerError, ComputerEvent, ComputerSettings, EngineMove, Progress, TurnTime,
};
use std::fmt;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// Time per move when none is chosen. The low levels stop at a fixed
/// depth well within it; the high ones use all of it.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// The shortest and longest time per move a player may choose.
const MOVE_TIME_RANGE: (f64, f64) = (0.1, 3600.0);

/// In a game between two computers, how long a move stays on screen
/// before the next search starts, so that the game can be followed.
pub const WATCH_PAUSE: Duration = Duration::from_millis(600);

/// Spinner frames, one per tick while a computer works.
const SPINNER: [char; 10] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/// `--seconds` and the menu's time choice: seconds per move, fractions allowed.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let (lo, hi) = MOVE_TIME_RANGE;
    let bad = || {
        format!("'{text}' is not a time per move: give seconds from {lo} to {hi}, e.g. 1 or 0.5")
    };
    let s: f64 = text.trim().parse().map_err(|_| bad())?;
    if !(lo..=hi).contains(&s) {
        return Err(bad());
    }
    Ok(Duration::from_secs_f64(s))
}

enum State {
    Human,
    /// Not running: not started yet, or stopped when the game ended.
    Idle,
    /// Waiting for the player: an engine a file named, not started before
    /// the player agrees, or a computer that failed to start (try again,
    /// or play someone else).
    Held,
    /// Being started on its own thread.
    Starting(Receiver<Result<Computer, ComputerError>>),
    Ready(Box<Computer>),
}

struct Seat {
    kind: PlayerKind,
    /// For the status bar; an engine's own name once it has given it.
    name: String,
    state: State,
}

impl Seat {
    fn new(kind: &PlayerKind) -> Seat {
        let (name, state) = match kind {
            PlayerKind::Human => ("human".to_string(), State::Human),
            PlayerKind::Bot { level } => (
                Level::new(*level).map_or(format!("Bot {level}"), |l| format!("Bot {l}")),
                State::Idle,
            ),
            PlayerKind::Engine { command } => (program_name(command), State::Idle),
        };
        Seat {
            kind: kind.clone(),
            name,
            state,
        }
    }

    fn is_computer(&self) -> bool {
        !matches!(self.state, State::Human)
    }
}

/// The file name of an engine command's program, for short labels.
pub fn program_name(command: &str) -> String {
    let program = crate::usi::cmdline::split_command_line(command)
        .ok()
        .and_then(|w| w.into_iter().next())
        .unwrap_or_else(|| command.to_string());
    std::path::Path::new(&program)
        .file_name()
        .map_or(program.clone(), |n| n.to_string_lossy().into_owned())
}

/// A search asked for, and the position it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Request {
    side: Color,
    ply: usize,
    key: u64,
}

/// What a computer did since the last look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatEvent {
    /// The computer playing `side` answered (a legal move, a resignation
    /// or an impasse declaration).
    Decided { side: Color, answer: EngineMove },
    /// The computer playing `side` failed; `starting` when it never got
    /// going.
    Failed {
        side: Color,
        error: ComputerError,
        starting: bool,
    },
}

pub struct Seats {
    black: Seat,
    white: Seat,
    /// What computers are started with (hash size, seed, engine options).
    pub settings: ComputerSettings,
    /// Time per move for every computer; `None` = `DEFAULT_MOVE_TIME`.
    pub move_time: Option<Duration>,
    request: Option<Request>,
    progress: Option<Progress>,
    /// Advances with every tick while a computer works.
    frame: usize,
    /// When the game last grew by a move, for the pause between computers.
    moved_at: Option<Instant>,
    seen_ply: usize,
    /// Why a computer failed, kept on screen until the game resumes.
    pub fault: Option<String>,
}

impl fmt::Debug for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Seats")
            .field("black", &self.black.kind)
            .field("white", &self.white.kind)
            .field("request", &self.request)
            .field("fault", &self.fault)
            .finish_non_exhaustive()
    }
}

impl Seats {
    pub fn new(players: &Players, rules: RuleSet) -> Seats {
        // Weak levels choose among near-best moves; a new seed each game
        // keeps them from repeating the same game.
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Seats {
            black: Seat::new(&players.black.kind),
            white: Seat::new(&players.white.kind),
            settings: ComputerSettings {
                rules,
                seed,
                ..ComputerSettings::default()
            },
            move_time: None,
            request: None,
            progress: None,
            frame: 0,
            moved_at: None,
            seen_ply: 0,
            fault: None,
        }
    }

    fn seat(&self, side: Color) -> &Seat {
        match side {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    fn seat_mut(&mut self, side: Color) -> &mut Seat {
        match side {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }

    pub fn is_computer(&self, side: Color) -> bool {
        self.seat(side).is_computer()
    }

    /// The engine command line of `side`, if an external engine plays it.
    pub fn engine_command(&self, side: Color) -> Option<&str> {
        match &self.seat(side).kind {
            PlayerKind::Engine { command } => Some(command),
            _ => None,
        }
    }

    /// Keeps `side`'s computer from starting until `release`.
    pub fn hold(&mut self, side: Color) {
        let seat = self.seat_mut(side);
        if seat.is_computer() {
            seat.state = State::Held;
        }
    }

    pub fn is_held(&self, side: Color) -> bool {
        matches!(self.seat(side).state, State::Held)
    }

    /// Lets a held computer start (with the next `sync`).
    pub fn release(&mut self, side: Color) {
        let seat = self.seat_mut(side);
        if matches!(seat.state, State::Held) {
            seat.state = State::Idle;
        }
    }

    /// Someone else plays `side` from now on; a running computer there is
    /// stopped.
    pub fn replace(&mut self, side: Color, kind: &PlayerKind) {
        if self.request.is_some_and(|r| r.side == side) {
            self.request = None;
            self.progress = None;
        }
        *self.seat_mut(side) = Seat::new(kind);
    }

    /// The name of whoever plays `side`, e.g. "Bot 3 (Apprentice)".
    pub fn name(&self, side: Color) -> &str {
        &self.seat(side).name
    }

    /// Whether a computer is searching now.
    pub fn is_thinking(&self) -> bool {
        self.request.is_some()
    }

    /// Whether something will happen without the player: a computer is
    /// starting, thinking, or waiting to be asked. The event loop ticks
    /// only then, so an idle game costs nothing.
    pub fn needs_ticks(&self, game: &Game) -> bool {
        let starting = Color::ALL
            .iter()
            .any(|&c| matches!(self.seat(c).state, State::Starting(_)));
        let to_start = Color::ALL
            .iter()
            .any(|&c| matches!(self.seat(c).state, State::Idle));
        let mover = game.side_to_move();
        starting
            || self.request.is_some()
            || (!game.is_over() && (to_start || (self.is_computer(mover) && !self.is_held(mover))))
    }

    /// Collects what the computers did since the last call.
    pub fn poll(&mut self) -> Vec<SeatEvent> {
        self.frame = self.frame.wrapping_add(1);
        let mut events = Vec::new();
        for side in Color::ALL {
            let seat = self.seat_mut(side);
            let State::Starting(rx) = &seat.state else {
                continue;
            };
            match rx.try_recv() {
                Ok(Ok(computer)) => {
                    seat.name = computer.name();
                    seat.state = State::Ready(Box::new(computer));
                }
                Ok(Err(error)) => {
                    seat.state = State::Held;
                    events.push(SeatEvent::Failed {
                        side,
                        error,
                        starting: true,
                    });
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    seat.state = State::Held;
                    events.push(SeatEvent::Failed {
                        side,
                        error: ComputerError::Bot("it could not be started".into()),
                        starting: true,
                    });
                }
            }
        }
        if let Some(req) = self.request {
            let seat = match req.side {
                Color::Black => &mut self.black,
                Color::White => &mut self.white,
            };
            let State::Ready(computer) = &mut seat.state else {
                return events;
            };
            loop {
                match computer.poll() {
                    Ok(None) => break,
                    Ok(Some(ComputerEvent::Thinking(p))) => self.progress = Some(p),
                    Ok(Some(ComputerEvent::Decided(answer))) => {
                        self.request = None;
                        events.push(SeatEvent::Decided {
                            side: req.side,
                            answer,
                        });
                        break;
                    }
                    Err(error) => {
                        self.request = None;
                        events.push(SeatEvent::Failed {
                            side: req.side,
                            error,
                            starting: false,
                        });
                        break;
                    }
                }
            }
        }
        events
    }

    /// Brings the computers in line with the game: cancels a search the
    /// game no longer wants, starts computers that are not running, asks
    /// the one to move for its move, and stops them all once the game is
    /// over. Returns the failures met on the way.
    pub fn sync(&mut self, game: &Game) -> Vec<SeatEvent> {
        let now = Instant::now();
        if game.ply() != self.seen_ply {
            self.seen_ply = game.ply();
            self.moved_at = Some(now);
        }
        if let Some(outcome) = game.outcome() {
            self.retire(outcome);
            return Vec::new();
        }
        self.fault = None;
        let mut events = Vec::new();
        let mover = game.side_to_move();
        let wanted = self.is_computer(mover).then(|| Request {
            side: mover,
            ply: game.ply(),
            key: game.position().key(),
        });
        if let Some(old) = self.request
            && Some(old) != wanted
        {
            self.request = None;
            self.progress = None;
            if let State::Ready(c) = &mut self.seat_mut(old.side).state
                && let Err(error) = c.cancel()
            {
                events.push(SeatEvent::Failed {
                    side: old.side,
                    error,
                    starting: false,
                });
            }
        }
        // Both start at once, so an engine's handshake overlaps the
        // player's first move.
        for side in Color::ALL {
            let settings = self.settings.clone();
            let seat = self.seat_mut(side);
            if matches!(seat.state, State::Idle) {
                seat.state = State::Starting(start(&seat.kind, settings));
            }
        }
        let pausing = Color::ALL.iter().all(|&c| self.is_computer(c))
            && self.moved_at.is_some_and(|t| now < t + WATCH_PAUSE);
        if let Some(want) = wanted
            && self.request.is_none()
            && !pausing
        {
            let time = TurnTime::PerMove(self.move_time.unwrap_or(DEFAULT_MOVE_TIME));
            if let State::Ready(c) = &mut self.seat_mut(want.side).state {
                match c.start_thinking(game, time) {
                    Ok(()) => {
                        self.request = Some(want);
                        self.progress = None;
                    }
                    Err(error) => events.push(SeatEvent::Failed {
                        side: want.side,
                        error,
                        starting: false,
                    }),
                }
            }
        }
        events
    }

    /// The game is over: tell the computers how it went and stop them
    /// (an engine's process is killed). They start again if the game is
    /// resumed by taking moves back.
    fn retire(&mut self, outcome: &Outcome) {
        self.request = None;
        self.progress = None;
        for side in Color::ALL {
            let seat = self.seat_mut(side);
            if !seat.is_computer() {
                continue;
            }
            if let State::Ready(c) = &mut seat.state {
                let result = match outcome.winner {
                    Some(w) if w == side => "win",
                    Some(_) => "lose",
                    None => "draw",
                };
                // It is stopped just below whatever it answers.
                let _ = c.game_over(result);
            }
            // Dropping a starting computer's receiver makes its thread
            // drop the computer as soon as it is ready. A held one stays
            // held: it never starts without the player.
            if !matches!(seat.state, State::Held) {
                seat.state = State::Idle;
            }
        }
    }

    /// What the computers are doing, for the status bar: a spinner with
    /// the search's depth and score, or that an engine is starting.
    pub fn note(&self, game: &Game) -> Option<String> {
        let spin = SPINNER
            .get(self.frame % SPINNER.len())
            .copied()
            .unwrap_or('*');
        if let Some(req) = self.request {
            let mut text = format!("{spin} {} thinking…", self.name(req.side));
            if let Some(p) = &self.progress {
                if let Some(d) = p.depth {
                    text.push_str(&format!(" depth {d}"));
                }
                if let Some(s) = p.score {
                    text.push_str(&format!(" score {}", score_text(s)));
                }
            }
            return Some(text);
        }
        if game.is_over() {
            return None;
        }
        let starting: Vec<&str> = Color::ALL
            .iter()
            .filter(|&&c| matches!(self.seat(c).state, State::Starting(_)))
            .map(|&c| self.name(c))
            .collect();
        if !starting.is_empty() {
            return Some(format!("{spin} starting {}…", starting.join(" and ")));
        }
        let mover = game.side_to_move();
        self.is_computer(mover)
            .then(|| format!("{} to move", self.name(mover)))
    }
}

/// A score as a player reads it: "+35", "mate in 3", "mated in 2".
fn score_text(s: Score) -> String {
    match s {
        Score::Cp(v) => format!("{v:+}"),
        Score::Mate(n) if n > 0 => format!("mate in {n}"),
        Score::Mate(n) => format!("mated in {}", -n),
    }
}

/// Starts a computer on a thread of its own; the result arrives on the
/// returned channel.
fn start(
    kind: &PlayerKind,
    settings: ComputerSettings,
) -> Receiver<Result<Computer, ComputerError>> {
    let (tx, rx) = channel();
    let kind = kind.clone();
    // If the thread cannot be made, the sender is dropped with the closure
    // and `poll` reports the seat as failed.
    let _ = std::thread::Builder::new()
        .name("computer-start".into())
        .spawn(move || {
            let started = Computer::for_player(&kind, &settings).and_then(|mut c| {
                c.new_game()?;
                Ok(c)
            });
            // The game may have been left meanwhile: then the computer is
            // dropped (and an engine killed) here.
            let _ = tx.send(started);
        });
    rx
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_may_be_fractions_within_range() {
        assert_eq!(parse_seconds("1"), Ok(Duration::from_secs(1)));
        assert_eq!(parse_seconds(" 0.5 "), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "fast", "1e9", "NaN"] {
            let e = parse_seconds(bad).unwrap_err();
            assert!(e.contains("give seconds from 0.1 to 3600"), "{bad}: {e}");
        }
    }

    #[test]
    fn scores_read_as_a_player_would() {
        assert_eq!(score_text(Score::Cp(35)), "+35");
        assert_eq!(score_text(Score::Cp(-120)), "-120");
        assert_eq!(score_text(Score::Mate(3)), "mate in 3");
        assert_eq!(score_text(Score::Mate(-2)), "mated in 2");
    }

    #[test]
    fn seats_name_their_players() {
        let players = Players::new(
            crate::game::Player::human("Black"),
            crate::game::Player::engine("White", "'/opt/my engines/gps usi' --threads 1"),
        );
        let s = Seats::new(&players, RuleSet::default());
        assert!(!s.is_computer(Color::Black));
        assert!(s.is_computer(Color::White));
        assert_eq!(s.name(Color::White), "gps usi");
        let bots = Players::new(
            crate::game::Player::bot("Black", 1),
            crate::game::Player::bot("White", 8),
        );
        let s = Seats::new(&bots, RuleSet::default());
        assert_eq!(s.name(Color::Black), "Bot 1 (Beginner)");
        assert_eq!(s.name(Color::White), "Bot 8 (Strongest)");
    }
}
