//! A computer player: the built-in bot or an external USI engine behind
//! one non-blocking interface, for the game screen and the online bridge
//! alike (`seat` drives one through a game for both). It is not USI: an
//! engine is one of the two things behind it.
//!
//! The UI asks for a move with `start_thinking`, calls `poll` on every
//! tick until a `Decided` event (or an error) arrives, and may `stop`
//! (move now) or `cancel` (the answer is no longer wanted: undo, resign,
//! quit) at any time. Nothing here blocks for longer than an engine's
//! handshake, which only `Computer::start` performs.

pub mod seat;

use crate::book::BookUse;
use crate::bot::{
    BotAction, BotConfig, BotEvent, BotHandle, Clock, GameHistory, Level, RequestId, Score,
    SearchLimits,
};
use crate::usi::client::{EngineError, EngineEvent, EngineMove, Timeouts, UsiEngine};
use crate::usi::options::MAX_MOVES_TO_DRAW;
use crate::usi::protocol::GoParams;
use shogi_core::game::{Game, MoveLimit, PlayerKind, RuleSet};
use shogi_core::{Color, Move};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;
use thiserror::Error;

/// How much time the computer has for the move it is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnTime {
    /// A fixed time per move.
    PerMove(Duration),
    /// The game clock as it stands.
    Clock {
        black: Duration,
        white: Duration,
        byoyomi: Duration,
        increment: Duration,
    },
    /// No clock: a fixed amount of work (`go nodes N`, `go depth N`), as
    /// engine matches use to take the machine's speed out of the result.
    /// An engine gets the client's untimed allowance to answer.
    Work {
        nodes: Option<u64>,
        depth: Option<u32>,
    },
}

impl TurnTime {
    /// All the time the side to move may use for this move, before the
    /// client's grace: its main time plus the byoyomi, or plus the
    /// increment (GUIs differ on whether it is added before or after the
    /// move; waiting for it too never gives up on an engine too early).
    /// `None` without a clock.
    fn budget(self, side: Color) -> Option<Duration> {
        match self {
            TurnTime::PerMove(d) => Some(d),
            TurnTime::Clock {
                black,
                white,
                byoyomi,
                increment,
            } => {
                let left = if side == Color::Black { black } else { white };
                Some(left + byoyomi + increment)
            }
            TurnTime::Work { .. } => None,
        }
    }
}

impl TurnTime {
    /// The time on `clock` for `mover`, whose turn it is: both sides' main
    /// time as it stands at `now` (the mover's less what this turn has
    /// used) and the mover's byoyomi and increment. `None` when the clock
    /// is untimed.
    pub fn of_clock(
        clock: &shogi_core::game::Clock,
        mover: Color,
        now: std::time::Instant,
    ) -> Option<TurnTime> {
        let own = clock.controls()?.get(mover);
        let left = |side: Color| {
            let used = if clock.turn() == Some(side) {
                clock.used(now)
            } else {
                Duration::ZERO
            };
            clock.main_left(side).saturating_sub(used)
        };
        Some(TurnTime::Clock {
            black: left(Color::Black),
            white: left(Color::White),
            byoyomi: own.byoyomi,
            increment: own.increment,
        })
    }
}

/// Settings shared by whatever computer plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerSettings {
    /// The game's impasse rule (the bot plans for it).
    pub rules: RuleSet,
    /// The game's move limit, told to the bot and to engines (as
    /// `MaxMovesToDraw`, unless `engine_options` already set it).
    pub move_limit: MoveLimit,
    /// The bot's transposition table in MiB.
    pub hash_mib: usize,
    /// Seed for the bot's weak-level choices.
    pub seed: u64,
    /// `setoption` pairs sent to an external engine.
    pub engine_options: Vec<(String, String)>,
    pub timeouts: Timeouts,
    /// Kept back from the bot's time for every move: the game screen sees
    /// the answer only on its next tick (up to 100 ms later), and a busy
    /// machine may be slow to run the bot's thread.
    pub bot_time_margin: Duration,
    /// The book the bot opens from (the built-in one unless the player
    /// chose another or none).
    pub book: Option<BookUse>,
}

impl Default for ComputerSettings {
    fn default() -> ComputerSettings {
        ComputerSettings {
            rules: RuleSet::default(),
            move_limit: MoveLimit::Off,
            hash_mib: crate::bot::DEFAULT_HASH_MIB,
            seed: 0,
            engine_options: Vec::new(),
            timeouts: Timeouts::default(),
            bot_time_margin: Duration::from_millis(200),
            book: BookUse::builtin(),
        }
    }
}

/// What a computer reports while thinking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub depth: Option<u32>,
    /// From the computer's point of view.
    pub score: Option<Score>,
    /// The best line in USI notation.
    pub pv: Vec<String>,
    /// A mate `score` that is only the length of the built-in mate
    /// solver's line (`SearchInfo::line_only`); an engine's `score mate`
    /// is taken as it says.
    pub line_only: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerEvent {
    /// Still thinking; something to show beside the spinner.
    Thinking(Progress),
    /// The answer: a legal move, a resignation or an impasse declaration.
    Decided(EngineMove),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ComputerError {
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// The bot's search failed; its thread's own words.
    #[error("the bot failed: {0}")]
    BotFailed(String),
    /// The bot's thread could not be started.
    #[error("the bot failed: it could not be started")]
    BotNotStarted,
    /// The bot's thread was gone when asked to think.
    #[error("the bot failed: its thread is not running")]
    BotNotRunning,
    /// The bot's thread ended while a move was awaited.
    #[error("the bot failed: its thread has stopped")]
    BotStopped,
    /// A human has no computer to ask.
    #[error("a human is not a computer player")]
    NotAComputer,
    #[error("bot level {0} does not exist (levels are 1 to 8)")]
    BadLevel(u8),
}

pub struct BotPlayer {
    handle: BotHandle,
    events: Receiver<BotEvent>,
    request: Option<RequestId>,
    level: Level,
}

pub enum Computer {
    Bot(BotPlayer),
    Engine(Box<UsiEngine>),
}

impl Computer {
    /// The built-in bot at `level`, thinking on its own thread.
    pub fn bot(level: Level, settings: &ComputerSettings) -> Computer {
        let config = BotConfig {
            hash_mib: settings.hash_mib,
            seed: settings.seed,
            impasse_rule: settings.rules,
            move_limit: settings.move_limit,
            time_margin: settings.bot_time_margin,
            // Only the strongest level uses them: the weakened ones search
            // on one thread whatever this says.
            threads: crate::bot::all_cores(),
            book: settings.book.clone(),
            ..BotConfig::for_level(level)
        };
        let (handle, events) = BotHandle::spawn(config);
        Computer::Bot(BotPlayer {
            handle,
            events,
            request: None,
            level,
        })
    }

    /// Starts an external engine and completes its handshake.
    pub fn engine(
        command_line: &str,
        settings: &ComputerSettings,
    ) -> Result<Computer, ComputerError> {
        // The player's own setting for the engine wins over the game's.
        let mut offered = Vec::new();
        if !settings
            .engine_options
            .iter()
            .any(|(name, _)| name == MAX_MOVES_TO_DRAW)
        {
            let plies = match settings.move_limit {
                MoveLimit::Plies(n) => n,
                MoveLimit::Off => 0,
            };
            offered.push((MAX_MOVES_TO_DRAW.to_string(), plies.to_string()));
        }
        let engine = UsiEngine::start_offering(
            command_line,
            &settings.engine_options,
            &offered,
            settings.timeouts,
        )?;
        Ok(Computer::Engine(Box::new(engine)))
    }

    /// The computer for a player of the game; humans have none.
    pub fn for_player(
        kind: &PlayerKind,
        settings: &ComputerSettings,
    ) -> Result<Computer, ComputerError> {
        match kind {
            PlayerKind::Human => Err(ComputerError::NotAComputer),
            PlayerKind::Bot { level } => Level::new(*level)
                .map(|l| Computer::bot(l, settings))
                .ok_or(ComputerError::BadLevel(*level)),
            PlayerKind::Engine { command } => Computer::engine(command, settings),
        }
    }

    /// A name for the status bar: "Bot 8 (Strongest)" or the engine's name.
    pub fn name(&self) -> String {
        match self {
            Computer::Bot(b) => format!("Bot {}", b.level),
            Computer::Engine(e) => e.name().to_string(),
        }
    }

    /// Tells the computer a new game starts.
    pub fn new_game(&mut self) -> Result<(), ComputerError> {
        match self {
            Computer::Bot(b) => {
                b.cancel();
                b.handle.new_game();
                Ok(())
            }
            Computer::Engine(e) => Ok(e.new_game()?),
        }
    }

    /// Starts thinking about the game's current position. Any earlier
    /// request is abandoned.
    pub fn start_thinking(&mut self, game: &Game, time: TurnTime) -> Result<(), ComputerError> {
        let side = game.side_to_move();
        match self {
            Computer::Bot(b) => {
                b.cancel();
                let limits = bot_limits(time, side);
                b.request =
                    b.handle
                        .think(game.position().clone(), GameHistory::of_game(game), limits);
                match b.request {
                    Some(_) => Ok(()),
                    None => Err(ComputerError::BotNotRunning),
                }
            }
            Computer::Engine(e) => {
                e.cancel()?;
                let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
                let go = engine_go(time);
                Ok(e.go(game.start_position(), &moves, &go, time.budget(side))?)
            }
        }
    }

    /// The next progress report or the answer, without waiting.
    pub fn poll(&mut self) -> Result<Option<ComputerEvent>, ComputerError> {
        match self {
            Computer::Bot(b) => b.poll(),
            Computer::Engine(e) => Ok(e.poll()?.map(|ev| match ev {
                EngineEvent::Info(i) => ComputerEvent::Thinking(Progress {
                    depth: i.depth,
                    score: i.score,
                    pv: i.pv,
                    line_only: false,
                }),
                EngineEvent::Move(m) => ComputerEvent::Decided(m),
            })),
        }
    }

    /// When the last answer was given, where the computer says (an
    /// engine's answer carries the moment it was read; the bot answers in
    /// this process, as soon as it is polled).
    pub fn answered_at(&self) -> Option<std::time::Instant> {
        match self {
            Computer::Bot(_) => None,
            Computer::Engine(e) => e.answered_at(),
        }
    }

    /// Whether an answer is still to come.
    pub fn is_thinking(&self) -> bool {
        match self {
            Computer::Bot(b) => b.request.is_some(),
            Computer::Engine(e) => e.is_thinking(),
        }
    }

    /// Asks for the move now; it still arrives through `poll`.
    pub fn stop(&mut self) -> Result<(), ComputerError> {
        match self {
            Computer::Bot(b) => {
                b.handle.stop();
                Ok(())
            }
            Computer::Engine(e) => Ok(e.stop()?),
        }
    }

    /// Drops the current request: its answer will never be reported.
    pub fn cancel(&mut self) -> Result<(), ComputerError> {
        match self {
            Computer::Bot(b) => {
                b.cancel();
                Ok(())
            }
            Computer::Engine(e) => Ok(e.cancel()?),
        }
    }

    /// Tells the computer how the game ended for it: "win", "lose" or
    /// "draw". (Engines are stopped and killed when the value is dropped.)
    pub fn game_over(&mut self, result: &str) -> Result<(), ComputerError> {
        match self {
            Computer::Bot(b) => {
                b.cancel();
                Ok(())
            }
            Computer::Engine(e) => Ok(e.game_over(result)?),
        }
    }
}

impl BotPlayer {
    fn cancel(&mut self) {
        if self.request.take().is_some() {
            self.handle.stop();
        }
    }

    fn poll(&mut self) -> Result<Option<ComputerEvent>, ComputerError> {
        loop {
            let event = match self.events.try_recv() {
                Ok(e) => e,
                Err(TryRecvError::Empty) => return Ok(None),
                Err(TryRecvError::Disconnected) => {
                    self.request = None;
                    return Err(ComputerError::BotStopped);
                }
            };
            match event {
                BotEvent::Info { id, info } if Some(id) == self.request => {
                    return Ok(Some(ComputerEvent::Thinking(Progress {
                        depth: Some(info.depth),
                        score: Some(info.score),
                        pv: info.pv.iter().map(|m| m.to_usi()).collect(),
                        line_only: info.line_only,
                    })));
                }
                BotEvent::Done { id, decision } if Some(id) == self.request => {
                    self.request = None;
                    let m = match decision.action {
                        BotAction::Move(m) => EngineMove::Move(m),
                        BotAction::Resign => EngineMove::Resign,
                        BotAction::DeclareWin => EngineMove::DeclareWin,
                    };
                    return Ok(Some(ComputerEvent::Decided(m)));
                }
                BotEvent::Failed { id, message } if Some(id) == self.request => {
                    self.request = None;
                    return Err(ComputerError::BotFailed(message));
                }
                // Reports about abandoned requests.
                _ => {}
            }
        }
    }
}

fn bot_limits(time: TurnTime, side: Color) -> SearchLimits {
    match time {
        TurnTime::PerMove(d) => SearchLimits::move_time(d),
        TurnTime::Clock {
            black,
            white,
            byoyomi,
            increment,
        } => SearchLimits {
            clock: Some(Clock {
                remaining: if side == Color::Black { black } else { white },
                byoyomi,
                increment,
            }),
            ..SearchLimits::default()
        },
        TurnTime::Work { nodes, depth } => SearchLimits {
            nodes,
            depth,
            ..SearchLimits::default()
        },
    }
}

fn engine_go(time: TurnTime) -> GoParams {
    match time {
        // Byoyomi is the per-move form every USI engine understands.
        TurnTime::PerMove(d) => {
            GoParams::with_clock(Duration::ZERO, Duration::ZERO, d, Duration::ZERO)
        }
        TurnTime::Clock {
            black,
            white,
            byoyomi,
            increment,
        } => GoParams::with_clock(black, white, byoyomi, increment),
        TurnTime::Work { nodes, depth } => GoParams {
            nodes,
            depth,
            ..GoParams::default()
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: fn(u64) -> Duration = Duration::from_secs;

    fn clock(byoyomi: u64, increment: u64) -> TurnTime {
        TurnTime::Clock {
            black: S(60),
            white: S(30),
            byoyomi: S(byoyomi),
            increment: S(increment),
        }
    }

    #[test]
    fn the_budget_is_the_side_s_main_time_and_byoyomi_or_increment() {
        assert_eq!(clock(1, 0).budget(Color::Black), Some(S(61)));
        assert_eq!(clock(1, 0).budget(Color::White), Some(S(31)));
        assert_eq!(clock(0, 5).budget(Color::White), Some(S(35)));
        assert_eq!(clock(0, 0).budget(Color::Black), Some(S(60)));
        assert_eq!(TurnTime::PerMove(S(3)).budget(Color::White), Some(S(3)));
        let work = TurnTime::Work {
            nodes: Some(1000),
            depth: None,
        };
        assert_eq!(work.budget(Color::Black), None);
        assert_eq!(bot_limits(work, Color::Black).nodes, Some(1000));
        assert_eq!(engine_go(work).to_string(), "go nodes 1000");
    }

    #[test]
    fn the_bot_gets_its_own_side_s_clock() {
        let own = |side| bot_limits(clock(1, 0), side).clock.map(|c| c.remaining);
        assert_eq!(own(Color::Black), Some(S(60)));
        assert_eq!(own(Color::White), Some(S(30)));
        let l = bot_limits(clock(0, 5), Color::White);
        assert_eq!(
            l.clock,
            Some(Clock {
                remaining: S(30),
                byoyomi: Duration::ZERO,
                increment: S(5),
            })
        );
        assert_eq!(l.move_time, None);
        assert_eq!(
            bot_limits(TurnTime::PerMove(S(2)), Color::Black),
            SearchLimits::move_time(S(2))
        );
    }

    #[test]
    fn engines_get_the_real_clock() {
        assert_eq!(
            engine_go(clock(1, 0)).to_string(),
            "go btime 60000 wtime 30000 byoyomi 1000"
        );
        assert_eq!(
            engine_go(clock(0, 5)).to_string(),
            "go btime 60000 wtime 30000 binc 5000 winc 5000"
        );
        assert_eq!(
            engine_go(TurnTime::PerMove(S(2))).to_string(),
            "go btime 0 wtime 0 byoyomi 2000"
        );
    }
}
