//! A whole series on worker threads: each worker takes the next game of
//! the schedule, plays it with its own engine processes and reports what
//! happens. Counting, judging (SPRT) and writing are the caller's: it
//! reads the events and says when to stop.
//!
//! A worker keeps its engines from game to game (an engine is told
//! `usinewgame`; loading a large evaluation file once per game would cost
//! more than the game), and starts a fresh one after a game the engine
//! failed, so one crash costs one game.

use super::game::{Fault, Forfeit, Limit, PlayedGame, Rules, play};
use super::schedule::{Fixture, fixtures};
use crate::computer::seat::Seat;
use crate::computer::{ComputerError, ComputerSettings};
use shogi_core::game::{Clock, Game, MoveLimit, PlayerKind, Players, RuleSet, Start};
use shogi_core::{Color, Move};
use shogi_records::evaluation::Evaluation;
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;

/// One side of the series.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The name in tables and records.
    pub name: String,
    pub player: PlayerKind,
    /// `setoption` pairs for this engine only.
    pub options: Vec<(String, String)>,
    /// Its own fixed work a move, on the game's clock.
    pub limit: Option<Limit>,
}

/// Where a game starts: a position and the moves played from it before
/// the engines take over (untimed).
#[derive(Clone, Debug)]
pub struct Opening {
    pub start: Start,
    pub moves: Vec<Move>,
}

/// Everything a series is played with.
#[derive(Clone, Debug)]
pub struct Plan {
    pub entrants: Vec<Entrant>,
    /// Games per pairing.
    pub games: usize,
    pub rules: Rules,
    /// Round `r` of every pairing starts from `openings[r % len]` (the
    /// standard start when empty).
    pub openings: Vec<Opening>,
    pub move_limit: MoveLimit,
    pub impasse: RuleSet,
    /// Games played at once.
    pub concurrency: usize,
    /// What every computer starts with; each entrant's options are added.
    pub settings: ComputerSettings,
}

impl Plan {
    pub fn fixtures(&self) -> Vec<Fixture> {
        fixtures(self.entrants.len(), self.games)
    }

    /// The game of `f` before its first engine move: the opening played
    /// and the players named. `None` if the opening cannot be played
    /// (checked when the openings were read, so only a bug gets here).
    pub fn starting_game(&self, f: &Fixture) -> Option<Game> {
        let mut game = match self.openings.get(f.round % self.openings.len().max(1)) {
            Some(o) => Game::new(o.start.clone()),
            None => Game::even(),
        }
        .with_rules(self.impasse)
        .with_move_limit(self.move_limit);
        if let Some(o) = self.openings.get(f.round % self.openings.len().max(1)) {
            for &mv in &o.moves {
                game.play(mv).ok()?;
            }
        }
        let name = |i: usize| {
            self.entrants
                .get(i)
                .map(|e| e.name.clone())
                .unwrap_or_default()
        };
        let kind = |i: usize| {
            self.entrants
                .get(i)
                .map(|e| e.player.clone())
                .unwrap_or(PlayerKind::Human)
        };
        let mut players = Players::default();
        players.black.name = name(f.black);
        players.black.kind = kind(f.black);
        players.white.name = name(f.white);
        players.white.kind = kind(f.white);
        Some(game.with_players(players))
    }
}

/// What the series reports, in the order it happens on each worker.
#[derive(Debug)]
pub enum SeriesEvent {
    Started(Fixture),
    /// A move was played (the game as it now stands, its clocks, and the
    /// mover's evaluation when it gave one).
    Moved {
        number: usize,
        game: Box<Game>,
        clock: Box<Clock>,
        eval: Option<Box<Evaluation>>,
    },
    Finished(Box<(Fixture, PlayedGame)>),
    /// An engine could not even be started for this game: it is lost
    /// without a move, and the worker goes on.
    NotStarted {
        fixture: Fixture,
        side: Color,
        why: SeatError,
    },
}

/// Why a seat could not be had for a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error(transparent)]
    Computer(#[from] ComputerError),
    /// The plan names no such entrant (a bug, not the engine's fault).
    #[error("no entrant {0}")]
    NoEntrant(usize),
}

/// Plays the series' games not in `done`, `plan.concurrency` at a time,
/// reporting on `events`. After `stop` no new game starts (those under
/// way finish); after `abort` the games under way end at once,
/// interrupted. Returns when every worker has finished.
pub fn run(
    plan: &Plan,
    done: &HashSet<usize>,
    stop: &AtomicBool,
    abort: &AtomicBool,
    events: &Sender<SeriesEvent>,
) {
    let queue: Vec<Fixture> = plan
        .fixtures()
        .into_iter()
        .filter(|f| !done.contains(&f.number))
        .collect();
    let next = AtomicUsize::new(0);
    let queue = Arc::new(queue);
    std::thread::scope(|scope| {
        for _ in 0..plan.concurrency.max(1) {
            let queue = Arc::clone(&queue);
            let next = &next;
            scope.spawn(move || {
                let mut seats: Vec<Option<Seat>> = plan.entrants.iter().map(|_| None).collect();
                loop {
                    if stop.load(Ordering::Relaxed) || abort.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some(f) = queue.get(next.fetch_add(1, Ordering::Relaxed)).copied() else {
                        break;
                    };
                    one_game(plan, f, &mut seats, abort, events);
                }
            });
        }
    });
}

/// The seat for entrant `i`, started if the worker has none.
fn seat_for<'a>(
    plan: &Plan,
    seats: &'a mut [Option<Seat>],
    i: usize,
) -> Result<&'a mut Seat, SeatError> {
    let slot = seats.get_mut(i).ok_or(SeatError::NoEntrant(i))?;
    if slot.is_none() {
        let entrant = &plan.entrants[i];
        let mut settings = plan.settings.clone();
        settings
            .engine_options
            .extend(entrant.options.iter().cloned());
        settings.rules = plan.impasse;
        settings.move_limit = plan.move_limit;
        *slot = Some(Seat::start(&entrant.player, &settings)?);
    }
    slot.as_mut().ok_or(SeatError::NoEntrant(i))
}

fn one_game(
    plan: &Plan,
    f: Fixture,
    seats: &mut [Option<Seat>],
    abort: &AtomicBool,
    events: &Sender<SeriesEvent>,
) {
    let _ = events.send(SeriesEvent::Started(f));
    let Some(game) = plan.starting_game(&f) else {
        return;
    };
    for (side, i) in [(Color::Black, f.black), (Color::White, f.white)] {
        if let Err(why) = seat_for(plan, seats, i) {
            let _ = events.send(SeriesEvent::NotStarted {
                fixture: f,
                side,
                why,
            });
            return;
        }
    }
    // Two different entrants: take both seats out to borrow them at once.
    let (mut black, mut white) = match (seats[f.black].take(), seats[f.white].take()) {
        (Some(b), Some(w)) => (b, w),
        _ => return,
    };
    let number = f.number;
    let limit = |i: usize| plan.entrants.get(i).and_then(|e| e.limit);
    let limits = [limit(f.black), limit(f.white)];
    let played = play(
        game,
        [&mut black, &mut white],
        limits,
        &plan.rules,
        abort,
        |g, eval| {
            let _ = events.send(SeriesEvent::Moved {
                number,
                game: Box::new(g.game().clone()),
                clock: Box::new(g.clock().clone()),
                eval: eval.cloned().map(Box::new),
            });
        },
    );
    // An engine that failed is not trusted with another game.
    let failed = |side: Color| {
        matches!(&played.forfeit, Some(Forfeit { side: s, fault }) if *s == side
            && !matches!(fault, Fault::IllegalMove { .. }))
    };
    if !failed(Color::Black) {
        seats[f.black] = Some(black);
    }
    if !failed(Color::White) {
        seats[f.white] = Some(white);
    }
    let _ = events.send(SeriesEvent::Finished(Box::new((f, played))));
}
