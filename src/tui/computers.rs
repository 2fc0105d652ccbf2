//! The computers of the game on top: bot threads and engine processes.
//! Held by the game's session (`game::session`) only; the game page never
//! starts, asks, polls or stops a computer, it only hears what they did
//! (`SeatEvent`, handed to `GameScreen::on_seat_event`).
//!
//! Computers are started on a thread of their own (an engine's handshake
//! may take seconds) and asked for a move whenever it is their turn;
//! `poll` reports what they decided or how they failed. The UI thread
//! never waits here: every call returns at once, except that dropping an
//! engine gives it a moment to quit before it is killed.
//!
//! Which search is wanted is worked out from the game each time (`sync`):
//! a search about a position the game has left (after an undo, a
//! resignation, the end of the game) is cancelled, which also stops it.

use crate::computer::seat::{Seat as Driven, result_word};
use crate::computer::{ComputerError, ComputerSettings, Progress, TurnTime};
use crate::game::{Game, Outcome, PlayerKind, Players};
use crate::shogi::{ByColor, Color};
use crate::tui::hint::Hinter;
use crate::usi::EngineMove;
use std::fmt;
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

/// In a game between two computers, how long a move stays on screen
/// before the next search starts, so that the game can be followed.
pub const WATCH_PAUSE: Duration = Duration::from_millis(600);

/// What a computer did, as the app tells the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatEvent {
    /// The computer playing `side` is running, and calls itself `name`
    /// (an engine gives its own name in the handshake).
    Ready { side: Color, name: String },
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

/// What the computers are busy with, for the status bar.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Activity {
    /// The side whose computer is searching, and what it reported so far.
    pub thinking: Option<(Color, Option<Progress>)>,
    /// The sides whose computers are being started.
    pub starting: Vec<Color>,
    /// Advances with every tick while a computer works: the spinner.
    pub frame: usize,
}

enum State {
    Human,
    /// Not running: not started yet, or stopped when the game ended.
    Idle,
    /// Waiting for the player, who is asked about this seat: an engine a
    /// file named, not started before the player agrees, or a computer
    /// that failed (try again, or play someone else).
    Held,
    /// Being started on its own thread.
    Starting(Receiver<Result<Driven, ComputerError>>),
    Ready(Box<Driven>),
}

struct Seat {
    kind: PlayerKind,
    state: State,
}

impl Seat {
    fn new(kind: &PlayerKind) -> Seat {
        let state = match kind {
            PlayerKind::Human => State::Human,
            PlayerKind::Bot { .. } | PlayerKind::Engine { .. } => State::Idle,
        };
        Seat {
            kind: kind.clone(),
            state,
        }
    }

    fn is_computer(&self) -> bool {
        !matches!(self.state, State::Human)
    }
}

/// A search asked for, and the position it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Search {
    side: Color,
    ply: usize,
    key: u64,
}

pub struct Computers {
    seats: ByColor<Seat>,
    /// What computers are started with (hash size, seed, engine options).
    settings: ComputerSettings,
    search: Option<Search>,
    progress: Option<Progress>,
    /// Advances with every poll, which the event loop makes only while a
    /// computer works: the spinner.
    frame: usize,
    /// When the game last grew by a move, for the pause between computers.
    moved_at: Option<Instant>,
    seen_ply: usize,
    /// The hint key's search, for the person to move (`tui::hint`).
    pub(super) hinter: Hinter,
}

impl fmt::Debug for Computers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Computers")
            .field("black", &self.seats.black.kind)
            .field("white", &self.seats.white.kind)
            .field("search", &self.search)
            .finish_non_exhaustive()
    }
}

impl Computers {
    /// The computers among `players`; none starts before the first `sync`.
    pub fn new(players: &Players, settings: ComputerSettings) -> Computers {
        Computers {
            seats: ByColor::new(
                Seat::new(&players.black.kind),
                Seat::new(&players.white.kind),
            ),
            settings,
            search: None,
            progress: None,
            frame: 0,
            moved_at: None,
            seen_ply: 0,
            hinter: Hinter::default(),
        }
    }

    fn is_computer(&self, side: Color) -> bool {
        self.seats.get(side).is_computer()
    }

    fn is_held(&self, side: Color) -> bool {
        matches!(self.seats.get(side).state, State::Held)
    }

    /// Keeps `side`'s computer from running until `release`: one that runs
    /// is stopped (an engine's process ends).
    pub fn hold(&mut self, side: Color) {
        if self.search.is_some_and(|s| s.side == side) {
            self.search = None;
            self.progress = None;
        }
        let seat = self.seats.get_mut(side);
        if seat.is_computer() {
            seat.state = State::Held;
        }
    }

    /// Lets a held computer start (with the next `sync`).
    pub fn release(&mut self, side: Color) {
        let seat = self.seats.get_mut(side);
        if matches!(seat.state, State::Held) {
            seat.state = State::Idle;
        }
    }

    /// Someone else plays `side` from now on; a running computer there is
    /// stopped.
    pub fn replace(&mut self, side: Color, kind: &PlayerKind) {
        if self.search.is_some_and(|s| s.side == side) {
            self.search = None;
            self.progress = None;
        }
        *self.seats.get_mut(side) = Seat::new(kind);
    }

    /// Whether something will happen without the player: a computer is
    /// starting, thinking, or waiting to be asked. The event loop ticks
    /// only then, so an idle game costs nothing.
    pub fn needs_ticks(&self, game: &Game) -> bool {
        let starting = Color::ALL
            .iter()
            .any(|&c| matches!(self.seats.get(c).state, State::Starting(_)));
        let to_start = Color::ALL
            .iter()
            .any(|&c| matches!(self.seats.get(c).state, State::Idle));
        let mover = game.side_to_move();
        starting
            || self.search.is_some()
            || self.hinter.busy()
            || (!game.is_over() && (to_start || (self.is_computer(mover) && !self.is_held(mover))))
    }

    /// What the computers are busy with, for the page's status bar.
    pub fn activity(&self) -> Activity {
        Activity {
            thinking: self.search.map(|s| (s.side, self.progress.clone())),
            starting: Color::ALL
                .into_iter()
                .filter(|&c| matches!(self.seats.get(c).state, State::Starting(_)))
                .collect(),
            frame: self.frame,
        }
    }

    /// What the computer searching now (or the one that just decided)
    /// last said of its search.
    pub fn progress(&self) -> Option<&Progress> {
        self.progress.as_ref()
    }

    /// Collects what the computers did since the last call.
    pub fn poll(&mut self) -> Vec<SeatEvent> {
        self.frame = self.frame.wrapping_add(1);
        let mut events = Vec::new();
        for side in Color::ALL {
            let seat = self.seats.get_mut(side);
            let State::Starting(rx) = &seat.state else {
                continue;
            };
            match rx.try_recv() {
                Ok(Ok(computer)) => {
                    events.push(SeatEvent::Ready {
                        side,
                        name: computer.name(),
                    });
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
                        error: ComputerError::BotNotStarted,
                        starting: true,
                    });
                }
            }
        }
        if let Some(search) = self.search {
            let seat = self.seats.get_mut(search.side);
            let State::Ready(computer) = &mut seat.state else {
                return events;
            };
            let polled = computer.poll();
            if let Some(p) = computer.latest() {
                self.progress = Some(p.clone());
            }
            match polled {
                Ok(None) => {}
                Ok(Some((answer, _))) => {
                    self.search = None;
                    events.push(SeatEvent::Decided {
                        side: search.side,
                        answer,
                    });
                }
                Err(error) => {
                    self.search = None;
                    events.push(SeatEvent::Failed {
                        side: search.side,
                        error,
                        starting: false,
                    });
                }
            }
        }
        events
    }

    /// Brings the computers in line with the game: cancels a search the
    /// game no longer wants, starts computers that are not running, asks
    /// the one to move for its move with `time` to think, and stops them
    /// all once the game is over. Returns the failures met on the way.
    pub fn sync(&mut self, game: &Game, time: TurnTime) -> Vec<SeatEvent> {
        let now = Instant::now();
        if game.ply() != self.seen_ply {
            self.seen_ply = game.ply();
            self.moved_at = Some(now);
        }
        if let Some(outcome) = game.outcome() {
            self.retire(outcome);
            return Vec::new();
        }
        let mut events = Vec::new();
        let mover = game.side_to_move();
        let wanted = self.is_computer(mover).then(|| Search {
            side: mover,
            ply: game.ply(),
            key: game.position().key(),
        });
        if let Some(old) = self.search
            && Some(old) != wanted
        {
            self.search = None;
            self.progress = None;
            if let State::Ready(c) = &mut self.seats.get_mut(old.side).state
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
            let settings = ComputerSettings {
                move_limit: game.move_limit(),
                ..self.settings.clone()
            };
            let seat = self.seats.get_mut(side);
            if matches!(seat.state, State::Idle) {
                seat.state = State::Starting(start(&seat.kind, settings));
            }
        }
        let pausing = Color::ALL.iter().all(|&c| self.is_computer(c))
            && self.moved_at.is_some_and(|t| now < t + WATCH_PAUSE);
        if let Some(want) = wanted
            && self.search.is_none()
            && !pausing
            && let State::Ready(c) = &mut self.seats.get_mut(want.side).state
        {
            match c.think(game, time) {
                Ok(()) => {
                    self.search = Some(want);
                    self.progress = None;
                }
                Err(error) => events.push(SeatEvent::Failed {
                    side: want.side,
                    error,
                    starting: false,
                }),
            }
        }
        events
    }

    /// The game is over: tell the computers how it went and stop them
    /// (an engine's process is killed). They start again if the game is
    /// resumed by taking moves back.
    fn retire(&mut self, outcome: &Outcome) {
        self.search = None;
        self.progress = None;
        for side in Color::ALL {
            let seat = self.seats.get_mut(side);
            if !seat.is_computer() {
                continue;
            }
            if let State::Ready(c) = &mut seat.state {
                // It is stopped just below whatever it answers.
                let _ = c.game_over(result_word(outcome.winner, side));
            }
            // Dropping a starting computer's receiver makes its thread
            // drop the computer as soon as it is ready. A held one stays
            // held: it never starts without the player.
            if !matches!(seat.state, State::Held) {
                seat.state = State::Idle;
            }
        }
    }
}

/// Starts a computer on a thread of its own; the result arrives on the
/// returned channel.
fn start(kind: &PlayerKind, settings: ComputerSettings) -> Receiver<Result<Driven, ComputerError>> {
    let (tx, rx) = channel();
    let kind = kind.clone();
    // If the thread cannot be made, the sender is dropped with the closure
    // and `poll` reports the seat as failed.
    let _ = std::thread::Builder::new()
        .name("computer-start".into())
        .spawn(move || {
            let started = Driven::start(&kind, &settings).and_then(|mut c| {
                c.new_game()?;
                Ok(c)
            });
            // The game may have been left meanwhile: then the computer is
            // dropped (and an engine killed) here.
            let _ = tx.send(started);
        });
    rx
}
