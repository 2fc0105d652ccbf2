//! Research mode (検討): one engine thinking about one position without a
//! time limit, its best lines (MultiPV) reported as they deepen, and
//! restarted at once on another position.
//!
//! The engine is the built-in one (a `BotHandle`: one search thread, the
//! bot has no parallel search) or the USI engine analysis uses, driven on
//! a thread of its own with `go infinite` and `stop`. Either reports what
//! it sees through a channel, each report tagged with the search it is
//! about; [`Research::poll`] keeps only the current search's, merges the
//! lines, and hands the whole picture out at most four times a second.
//! Dropping a `Research` stops the search and waits for its thread, and
//! for a USI engine's process to quit.

use super::job::{AnalysisSettings, black_view};
use super::usi::{legal_line, offered};
use crate::bot::{
    BotConfig, BotEvent, BotHandle, GameHistory, Level, ReplayError, ResignPolicy, Score,
    SearchLimits,
};
use crate::usi::{EngineError, EngineEvent, GoParams, UsiEngine};
use shogi_core::game::PlayerKind;
use shogi_core::{Color, Move, Position};
use shogi_records::evaluation::EvalScore;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The most lines research shows.
pub const MAX_LINES: usize = 5;
/// The lines shown when the player has not said.
pub const DEFAULT_LINES: usize = 3;
/// The shortest time between two pictures of one search: lines that
/// change faster than a player can read only flicker.
const MIN_GAP: Duration = Duration::from_millis(250);
/// How often the USI thread looks at the engine's output.
const POLL: Duration = Duration::from_millis(5);
/// Events the USI thread takes from the engine in one round, so that an
/// engine that floods its output does not hold up a new position.
const EVENTS_PER_ROUND: usize = 512;
/// The built-in engine's table: analysis's size, as both may run at once.
const HASH_MIB: usize = 64;

/// One of the engine's best lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResearchLine {
    /// 1 = the best.
    pub multipv: usize,
    pub depth: u32,
    /// From Black's point of view, as analysis keeps scores.
    pub score: EvalScore,
    /// Starts with the move of this line; every move legal in turn.
    pub pv: Vec<Move>,
    /// A mate `score` only as long as the built-in engine's solver line,
    /// not proven the shortest (`SearchInfo::line_only`). A USI engine
    /// has no way to say it: false for its lines.
    pub line_only: bool,
}

/// What the engine sees now of one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResearchUpdate {
    /// The search it is about: the number `set_position` returned.
    pub search: u64,
    /// Ordered by `multipv`, at most as many as asked for.
    pub lines: Vec<ResearchLine>,
    pub nodes: u64,
    pub nps: u64,
}

/// What [`Research::poll`] hands out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResearchEvent {
    Lines(ResearchUpdate),
    /// The engine's name, once it said it (a USI engine's `id name`).
    Engine(String),
    /// Research cannot go on; the lines shown stand.
    Failed(ResearchFailure),
}

/// Why research stopped.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResearchFailure {
    #[error("a human cannot analyse: choose the bot or an engine")]
    NotAnEngine,
    /// The system's own words.
    #[error("could not start the research thread: {0}")]
    NoThread(String),
    #[error("research cannot follow this line: {0}")]
    CannotFollow(ReplayError),
    /// The bot's thread's own words.
    #[error("{0}")]
    Bot(String),
    #[error("the research engine failed: {0}")]
    Engine(EngineError),
}

/// What an engine thread says, before it is sorted.
enum Raw {
    Info {
        search: u64,
        multipv: usize,
        depth: Option<u32>,
        /// The side to move's view.
        score: Option<Score>,
        pv: Vec<Move>,
        nodes: Option<u64>,
        nps: Option<u64>,
        line_only: bool,
    },
    Engine(String),
    Failed(ResearchFailure),
}

/// What the USI thread is told.
enum Command {
    Go {
        search: u64,
        start: Box<Position>,
        moves: Vec<Move>,
    },
    Lines(usize),
    Stop,
}

enum Engine {
    Bot(BotHandle),
    Usi {
        commands: Option<Sender<Command>>,
        thread: Option<JoinHandle<()>>,
        next_search: u64,
    },
    /// Nothing could start; the failure is waiting in the channel.
    None,
}

pub struct Research {
    engine: Engine,
    /// `None` for the built-in engine.
    name: Option<String>,
    raw: Receiver<Raw>,
    lines_wanted: usize,
    /// The position being analysed: the line to it, the side to move, and
    /// the search's number.
    current: Option<Current>,
    latest: Option<ResearchUpdate>,
    /// `latest` holds news not handed out yet.
    fresh: bool,
    handed_at: Option<Instant>,
    /// Failures found here rather than by the engine, for the next `poll`.
    said: Vec<ResearchEvent>,
}

struct Current {
    start: Position,
    moves: Vec<Move>,
    side: Color,
    search: u64,
}

impl Research {
    /// Starts the engine `settings` names, with `lines` lines (1 to
    /// [`MAX_LINES`]); it thinks once given a position.
    pub fn start(settings: &AnalysisSettings, lines: usize) -> Research {
        let (tx, raw) = channel();
        let lines = lines.clamp(1, MAX_LINES);
        let (engine, name) = match &settings.engine {
            PlayerKind::Human => {
                let _ = tx.send(Raw::Failed(ResearchFailure::NotAnEngine));
                (Engine::None, Some(String::new()))
            }
            PlayerKind::Bot { .. } => (Engine::Bot(spawn_bot(tx)), settings_name(&settings.engine)),
            PlayerKind::Engine { command } => {
                let (commands, inbox) = channel();
                let name = settings_name(&settings.engine);
                let (command, settings) = (command.clone(), settings.clone());
                let failed = tx.clone();
                let thread = std::thread::Builder::new()
                    .name("shogi-research".into())
                    .spawn(move || usi_thread(&command, &settings, lines, &inbox, &tx));
                match thread {
                    Ok(t) => (
                        Engine::Usi {
                            commands: Some(commands),
                            thread: Some(t),
                            next_search: 1,
                        },
                        name,
                    ),
                    Err(e) => {
                        let _ = failed.send(Raw::Failed(ResearchFailure::NoThread(e.to_string())));
                        (Engine::None, Some(String::new()))
                    }
                }
            }
        };
        Research {
            engine,
            name,
            raw,
            lines_wanted: lines,
            current: None,
            latest: None,
            fresh: false,
            handed_at: None,
            said: Vec::new(),
        }
    }

    /// The engine's name as the player knows it; `None` for the built-in
    /// engine, which the app names in the player's language.
    pub fn engine_name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// How many lines the engine is asked for.
    pub fn lines(&self) -> usize {
        self.lines_wanted
    }

    /// The search under way, if any: the number its updates carry.
    pub fn search(&self) -> Option<u64> {
        self.current.as_ref().map(|c| c.search)
    }

    /// Thinks about the position `moves` reach from `start` (the whole
    /// line, so that repetitions count), dropping the search under way.
    /// Returns the new search's number. The moves must be legal, as a
    /// replayed game's are.
    pub fn set_position(&mut self, start: &Position, moves: &[Move]) -> Option<u64> {
        self.latest = None;
        self.fresh = false;
        self.handed_at = None;
        self.current = None;
        let (pos, history) = match GameHistory::replay(start, moves) {
            Ok(replayed) => replayed,
            Err(e) => {
                self.stop();
                self.said
                    .push(ResearchEvent::Failed(ResearchFailure::CannotFollow(e)));
                return None;
            }
        };
        let side = pos.side_to_move();
        let search = match &mut self.engine {
            Engine::Bot(bot) => {
                let limits = SearchLimits {
                    infinite: true,
                    multipv: self.lines_wanted,
                    ..SearchLimits::default()
                };
                bot.think(pos, history, limits)
            }
            Engine::Usi {
                commands,
                next_search,
                ..
            } => {
                let search = *next_search;
                *next_search += 1;
                let go = Command::Go {
                    search,
                    start: Box::new(start.clone()),
                    moves: moves.to_vec(),
                };
                commands
                    .as_ref()
                    .is_some_and(|c| c.send(go).is_ok())
                    .then_some(search)
            }
            Engine::None => None,
        }?;
        self.current = Some(Current {
            start: start.clone(),
            moves: moves.to_vec(),
            side,
            search,
        });
        Some(search)
    }

    /// Asks for `lines` lines (1 to [`MAX_LINES`]) from now on: the
    /// position is thought about again with them.
    pub fn set_lines(&mut self, lines: usize) {
        let lines = lines.clamp(1, MAX_LINES);
        if lines == self.lines_wanted {
            return;
        }
        self.lines_wanted = lines;
        if let Engine::Usi {
            commands: Some(c), ..
        } = &self.engine
        {
            let _ = c.send(Command::Lines(lines));
        }
        if let Some(c) = self.current.take() {
            self.set_position(&c.start, &c.moves);
        }
    }

    /// Ends the search under way; the engine stays ready for the next
    /// position.
    pub fn stop(&mut self) {
        self.current = None;
        match &self.engine {
            Engine::Bot(bot) => bot.stop(),
            Engine::Usi {
                commands: Some(c), ..
            } => {
                let _ = c.send(Command::Stop);
            }
            Engine::Usi { .. } | Engine::None => {}
        }
    }

    /// What came since the last call: the engine's name and failures as
    /// they come, and the lines of the current search, at most four times
    /// a second (what comes between is merged, not lost).
    pub fn poll(&mut self, now: Instant) -> Vec<ResearchEvent> {
        let mut events = std::mem::take(&mut self.said);
        while let Ok(raw) = self.raw.try_recv() {
            match raw {
                Raw::Info {
                    search,
                    multipv,
                    depth,
                    score,
                    pv,
                    nodes,
                    nps,
                    line_only,
                } => self.take_info(search, multipv, depth, score, pv, nodes, nps, line_only),
                Raw::Engine(name) => {
                    self.name = Some(name.clone());
                    events.push(ResearchEvent::Engine(name));
                }
                Raw::Failed(why) => events.push(ResearchEvent::Failed(why)),
            }
        }
        let due = self
            .handed_at
            .is_none_or(|at| now.saturating_duration_since(at) >= MIN_GAP);
        if self.fresh
            && due
            && let Some(latest) = &self.latest
        {
            events.push(ResearchEvent::Lines(latest.clone()));
            self.fresh = false;
            self.handed_at = Some(now);
        }
        events
    }

    #[allow(clippy::too_many_arguments)]
    fn take_info(
        &mut self,
        search: u64,
        multipv: usize,
        depth: Option<u32>,
        score: Option<Score>,
        pv: Vec<Move>,
        nodes: Option<u64>,
        nps: Option<u64>,
        line_only: bool,
    ) {
        // A late word about a position left is never shown.
        let Some(current) = self.current.as_ref().filter(|c| c.search == search) else {
            return;
        };
        let latest = self.latest.get_or_insert_with(|| ResearchUpdate {
            search,
            lines: Vec::new(),
            nodes: 0,
            nps: 0,
        });
        latest.nodes = nodes.unwrap_or(latest.nodes);
        latest.nps = nps.unwrap_or(latest.nps);
        let multipv = multipv.max(1);
        if let Some(score) = score
            && !pv.is_empty()
            && multipv <= self.lines_wanted
        {
            let line = ResearchLine {
                multipv,
                depth: depth.unwrap_or(0),
                score: black_view(score, current.side),
                pv,
                line_only: line_only && matches!(score, Score::Mate(_)),
            };
            match latest.lines.binary_search_by_key(&multipv, |l| l.multipv) {
                Ok(i) => latest.lines[i] = line,
                Err(i) => latest.lines.insert(i, line),
            }
        }
        self.fresh = true;
    }
}

impl Drop for Research {
    fn drop(&mut self) {
        self.stop();
        if let Engine::Usi {
            commands, thread, ..
        } = &mut self.engine
        {
            // The thread ends when its commands do, quitting the engine.
            *commands = None;
            if let Some(t) = thread.take() {
                let _ = t.join();
            }
        }
        // A `BotHandle` stops and joins its thread when dropped.
    }
}

fn settings_name(engine: &PlayerKind) -> Option<String> {
    match engine {
        PlayerKind::Engine { command } => Some(command.clone()),
        _ => None,
    }
}

/// The built-in engine at full strength, reporting every line of every
/// iteration.
fn spawn_bot(tx: Sender<Raw>) -> BotHandle {
    let config = BotConfig {
        hash_mib: HASH_MIB,
        resign: ResignPolicy::Never,
        threads: crate::bot::all_cores(),
        // The analysis compares scores of moves searched apart: they must
        // not depend on the window (see `BotConfig::razoring`).
        razoring: false,
        ..BotConfig::for_level(Level::MAX)
    };
    BotHandle::spawn_with(config, move |event| {
        let raw = match event {
            BotEvent::Info { id, info } => Raw::Info {
                search: id,
                multipv: info.multipv,
                depth: Some(info.depth),
                score: Some(info.score),
                pv: info.pv,
                nodes: Some(info.nodes),
                nps: Some(info.nps),
                line_only: info.line_only,
            },
            BotEvent::Failed { message, .. } => Raw::Failed(ResearchFailure::Bot(message)),
            // An endless search ends only when stopped, or on a proven
            // mate whose line it already reported.
            BotEvent::Done { .. } => return,
        };
        // The receiver is gone once research has moved on.
        let _ = tx.send(raw);
    })
}

/// The USI engine's thread: starts it with the lines asked for, then
/// follows the commands until they end, when dropping the engine quits it.
fn usi_thread(
    command: &str,
    settings: &AnalysisSettings,
    lines: usize,
    commands: &Receiver<Command>,
    tx: &Sender<Raw>,
) {
    if let Err(e) = drive_usi(command, settings, lines, commands, tx) {
        let _ = tx.send(Raw::Failed(ResearchFailure::Engine(e)));
    }
}

fn drive_usi(
    command: &str,
    settings: &AnalysisSettings,
    lines: usize,
    commands: &Receiver<Command>,
    tx: &Sender<Raw>,
) -> Result<(), EngineError> {
    let mut options = offered(settings);
    options.push(("MultiPV".into(), lines.to_string()));
    let mut engine = UsiEngine::start_offering(command, &[], &options, settings.timeouts)?;
    engine.new_game()?;
    let _ = tx.send(Raw::Engine(engine.name().to_string()));
    // The search under way: its number and position.
    let mut searching: Option<(u64, Position)> = None;
    let endless = GoParams {
        infinite: true,
        ..GoParams::default()
    };
    loop {
        match commands.recv_timeout(POLL) {
            Ok(Command::Go {
                search,
                start,
                moves,
            }) => {
                // The client sends the new `position` only once the
                // engine's `bestmove` for the old one is in.
                engine.cancel()?;
                let (pos, _) = GameHistory::replay(&start, &moves)?;
                searching = None;
                if !pos.legal_moves().is_empty() {
                    engine.go(&start, &moves, &endless, None)?;
                    searching = Some((search, pos));
                }
            }
            Ok(Command::Lines(n)) => {
                searching = None;
                engine.set_option("MultiPV", &n.to_string())?;
            }
            Ok(Command::Stop) => {
                searching = None;
                engine.cancel()?;
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
        }
        for _ in 0..EVENTS_PER_ROUND {
            let Some(event) = engine.poll()? else { break };
            let (EngineEvent::Info(info), Some((search, pos))) = (event, &searching) else {
                // A `bestmove` of an endless search: the engine found the
                // game decided. Its lines stand.
                continue;
            };
            let raw = Raw::Info {
                search: *search,
                multipv: info.multipv.unwrap_or(1),
                depth: info.depth,
                score: info.score,
                pv: legal_line(pos, &info.pv),
                nodes: info.nodes,
                nps: info.nps,
                line_only: false,
            };
            if tx.send(raw).is_err() {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).unwrap()
    }

    /// A research whose engine never started: only what `take_info` is
    /// handed shows.
    fn idle() -> Research {
        let (_, raw) = channel();
        Research {
            engine: Engine::None,
            name: Some(String::new()),
            raw,
            lines_wanted: 3,
            current: Some(Current {
                start: Position::startpos(),
                moves: vec![mv("7g7f")],
                side: Color::White,
                search: 7,
            }),
            latest: None,
            fresh: false,
            handed_at: None,
            said: Vec::new(),
        }
    }

    /// An engine line for `search` as a USI `info` gives it, with a
    /// centipawn score and no node counts.
    fn info(r: &mut Research, search: u64, multipv: usize, depth: u32, cp: i32, pv: &[&str]) {
        let pv = pv.iter().map(|m| mv(m)).collect();
        r.take_info(
            search,
            multipv,
            Some(depth),
            Some(Score::Cp(cp)),
            pv,
            None,
            None,
            false,
        );
    }

    #[test]
    fn lines_are_merged_in_order_from_blacks_view_and_stale_ones_dropped() {
        let mut r = idle();
        let at = Instant::now();
        // White to move: +50 for White is -50 for Black.
        info(&mut r, 7, 2, 4, 50, &["8c8d"]);
        r.take_info(
            7,
            1,
            Some(4),
            Some(Score::Cp(80)),
            vec![mv("3c3d")],
            Some(900),
            Some(30),
            false,
        );
        info(&mut r, 6, 3, 9, 0, &["4a3b"]);
        // More lines than asked for, or a line with no move, are not kept.
        info(&mut r, 7, 4, 4, 0, &["4a3b"]);
        info(&mut r, 7, 3, 4, 0, &[]);
        let events = r.poll(at);
        let [ResearchEvent::Lines(u)] = events.as_slice() else {
            panic!("one picture: {events:?}");
        };
        assert_eq!(u.search, 7);
        assert_eq!((u.nodes, u.nps), (900, 30));
        let got: Vec<(usize, EvalScore)> = u.lines.iter().map(|l| (l.multipv, l.score)).collect();
        assert_eq!(got, [(1, EvalScore::Cp(-80)), (2, EvalScore::Cp(-50))]);
    }

    #[test]
    fn a_mate_only_as_long_as_the_solvers_line_stays_marked() {
        let mut r = idle();
        let at = Instant::now();
        let line = |r: &mut Research, multipv, score, line_only| {
            r.take_info(
                7,
                multipv,
                Some(9),
                Some(score),
                vec![mv("3c3d")],
                None,
                None,
                line_only,
            );
        };
        line(&mut r, 1, Score::Mate(45), true);
        line(&mut r, 2, Score::Mate(7), false);
        // Only a mate's length can be a line's alone.
        line(&mut r, 3, Score::Cp(20), true);
        let events = r.poll(at);
        let [ResearchEvent::Lines(u)] = events.as_slice() else {
            panic!("one picture: {events:?}");
        };
        let got: Vec<(EvalScore, bool)> = u.lines.iter().map(|l| (l.score, l.line_only)).collect();
        assert_eq!(
            got,
            [
                (EvalScore::Mate(-45), true),
                (EvalScore::Mate(-7), false),
                (EvalScore::Cp(-20), false)
            ]
        );
    }

    #[test]
    fn pictures_come_at_most_four_times_a_second() {
        let mut r = idle();
        let at = Instant::now();
        info(&mut r, 7, 1, 1, 1, &["3c3d"]);
        assert_eq!(r.poll(at).len(), 1);
        info(&mut r, 7, 1, 2, 2, &["3c3d"]);
        assert!(r.poll(at + Duration::from_millis(100)).is_empty());
        // Nothing new: nothing handed out, however long it has been.
        let later = r.poll(at + Duration::from_millis(260));
        let [ResearchEvent::Lines(u)] = later.as_slice() else {
            panic!("the merged picture: {later:?}");
        };
        assert_eq!(u.lines[0].depth, 2);
        assert!(r.poll(at + Duration::from_secs(5)).is_empty());
    }
}
