//! Driving an external USI engine: start it, handshake, ask for moves,
//! check them, and kill it when done.
//!
//! Every way an engine can fail becomes an `EngineError` with a message a
//! player can read in a status bar; no call waits longer than its timeout.
//! The engine's output is read on a background thread, so `poll` never
//! blocks a UI; what the thread keeps is bounded (`inbox`), and `poll`
//! reads at most `LINES_PER_POLL` lines, so an engine that floods its
//! output neither fills memory nor holds up the caller, and its time
//! limit still applies: each line is judged by when it was written.

use super::cmdline::{CommandLineError, split_command_line};
use super::inbox::{Inbox, Taken};
use super::options::{SetOptionError, setoption_line};
use super::program::{Program, ProgramError};
use super::protocol::{
    ECHO_CHARS, GoParams, LineRead, MAX_LINE_BYTES, position_line, read_line_capped,
};
use super::reply::{BestMoveText, EngineInfo, EngineLine};
use super::spawn::EngineProcess;
use crate::bot::{GameHistory, ReplayError};
use shogi_core::{IllegalMove, Move, Position};
use std::collections::VecDeque;
use std::io::{BufReader, Read, Write};
use std::process::{ChildStdin, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use thiserror::Error;

/// How long the client waits for each step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// From start to `usiok`.
    pub handshake: Duration,
    /// From `isready` to `readyok` (engines may load large files).
    pub ready: Duration,
    /// Past the move's time budget before the engine is given up on.
    pub grace: Duration,
    /// For a search with no clock (`go depth N`).
    pub untimed: Duration,
    /// From `quit` until the engine is killed.
    pub quit: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(30),
            grace: Duration::from_secs(2),
            untimed: Duration::from_secs(120),
            quit: Duration::from_millis(500),
        }
    }
}

/// What an engine answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineMove {
    /// A move already checked to be legal.
    Move(Move),
    Resign,
    /// An impasse declaration; whether it holds is the game's decision.
    DeclareWin,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineEvent {
    Info(EngineInfo),
    Move(EngineMove),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EngineError {
    #[error(transparent)]
    CommandLine(#[from] CommandLineError),
    #[error("engine failed to start: {program}: {reason}")]
    Spawn {
        program: String,
        reason: SpawnFailure,
    },
    #[error("engine crashed: {0}")]
    Crashed(Crash),
    #[error(
        "engine stopped answering: no reply to '{waiting_for}' within {:.1} s",
        .limit.as_secs_f64()
    )]
    Timeout {
        waiting_for: String,
        limit: Duration,
    },
    #[error("engine played an illegal move {mv}: {reason}")]
    IllegalMove { mv: Move, reason: IllegalMove },
    #[error("engine sent a malformed move '{text}': {reason}")]
    MalformedMove { text: String, reason: Malformed },
    #[error("engine asked to think while it was still thinking")]
    Busy,
    #[error(transparent)]
    Option(#[from] SetOptionError),
    #[error("cannot give the engine this game: {0}")]
    BadGame(#[from] ReplayError),
}

/// Why an engine's process did not start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SpawnFailure {
    #[error(transparent)]
    Program(#[from] ProgramError),
    /// The system's own words.
    #[error("{0}")]
    System(String),
    #[error("its input and output could not be connected")]
    NoPipes,
}

/// How an engine died: its exit status (the system's words) when it was
/// known in time, and the last lines it wrote to its error output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crash {
    pub status: Option<String>,
    pub said: Vec<String>,
}

impl std::fmt::Display for Crash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.status {
            Some(s) => write!(f, "it exited ({s})")?,
            None => f.write_str("it closed its output")?,
        }
        if !self.said.is_empty() {
            write!(f, "; it said: {}", self.said.join(" / "))?;
        }
        Ok(())
    }
}

/// Why what an engine sent as its move is none.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Malformed {
    #[error("no move was asked for")]
    NotAsked,
    #[error("'bestmove' came without a move")]
    NoMove,
    /// Why the text is not a USI move, as the core says it.
    #[error("{0}")]
    Unreadable(&'static str),
}

/// A search the client is waiting on.
struct Pending {
    position: Position,
    /// `None` while an infinite or pondering search runs.
    deadline: Option<Instant>,
    allowance: Duration,
    /// The answer is no longer wanted (the move was taken back, the game
    /// ended): it is read and dropped.
    discard: bool,
}

/// A search asked for while an abandoned one is still being wound down;
/// it is sent once the engine has answered the old one, so that each
/// `bestmove` is matched with the right question.
struct Queued {
    lines: [String; 2],
    position: Position,
    allowance: Duration,
    open_ended: bool,
}

/// Lines kept from the engine's standard error for crash messages.
const STDERR_LINES: usize = 3;

/// The most lines one `poll` reads: however fast an engine writes, the
/// caller gets control back.
pub const LINES_PER_POLL: usize = 256;

pub struct UsiEngine {
    process: EngineProcess,
    stdin: ChildStdin,
    lines: Inbox,
    stderr_tail: Arc<Mutex<VecDeque<String>>>,
    /// The thread reading standard error: once it has ended, the tail
    /// holds everything a dead engine wrote.
    stderr_reader: std::thread::JoinHandle<()>,
    name: String,
    /// The options the engine declared in its handshake.
    declared: Vec<String>,
    timeouts: Timeouts,
    pending: Option<Pending>,
    queued: Option<Queued>,
    /// Nothing more can come about earlier searches: `readyok` has been
    /// read since the last `go` was sent.
    synced: bool,
    /// When `readyok` must have come, while synchronising before the
    /// queued search.
    syncing: Option<Instant>,
    /// When the last move answered was read from the engine's output: a
    /// clock charges the engine up to then, not up to when its caller
    /// got round to looking.
    answered_at: Option<Instant>,
}

/// Keeps the last `STDERR_LINES` lines the engine writes to its standard
/// error, read on a thread of its own, which ends when the error output
/// closes.
fn keep_stderr_tail(
    err: impl Read + Send + 'static,
    tail: Arc<Mutex<VecDeque<String>>>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let mut r = BufReader::new(err);
        let mut buf = Vec::new();
        loop {
            // A misbehaving engine may print one endless line: keep only
            // its start, so memory stays bounded and messages short.
            let line = match read_line_capped(&mut r, &mut buf, MAX_LINE_BYTES) {
                Ok(LineRead::End) | Err(_) => break,
                Ok(LineRead::Line) => String::from_utf8_lossy(&buf).trim_end().to_string(),
                Ok(LineRead::TooLong(length)) => {
                    let start = String::from_utf8_lossy(&buf);
                    let start = start.chars().take(ECHO_CHARS).collect::<String>();
                    format!("{start}… (a line of {length} bytes)")
                }
            };
            if line.trim().is_empty() {
                continue;
            }
            let mut t = tail.lock().unwrap_or_else(|e| e.into_inner());
            if t.len() == STDERR_LINES {
                t.pop_front();
            }
            t.push_back(line);
        }
    })
}

impl UsiEngine {
    /// Starts `command_line` (split like a shell would), completes the
    /// `usi`/`usiok` handshake, sets `options` and waits for `readyok`.
    pub fn start(
        command_line: &str,
        options: &[(String, String)],
        timeouts: Timeouts,
    ) -> Result<UsiEngine, EngineError> {
        UsiEngine::start_offering(command_line, options, &[], timeouts)
    }

    /// `start`, also setting each of `offered` that the engine declares.
    /// The player's `options` are always sent; `offered` are the game's
    /// facts (its move limit) that an engine without such an option would
    /// only answer with complaints.
    pub fn start_offering(
        command_line: &str,
        options: &[(String, String)],
        offered: &[(String, String)],
        timeouts: Timeouts,
    ) -> Result<UsiEngine, EngineError> {
        let words = split_command_line(command_line)?;
        let program = words[0].clone();
        let spawn_error = |reason: SpawnFailure| EngineError::Spawn {
            program: program.clone(),
            reason,
        };
        // The file found now is the one started: the one a trust names.
        let mut command = Program::resolve(command_line)
            .map_err(|e| spawn_error(SpawnFailure::Program(e)))?
            .command();
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut process = EngineProcess::spawn(command)
            .map_err(|e| spawn_error(SpawnFailure::System(e.to_string())))?;
        // Without them the engine is useless; dropping it kills it.
        let Some((stdin, stdout, stderr)) = process.take_pipes() else {
            return Err(spawn_error(SpawnFailure::NoPipes));
        };
        let lines = Inbox::listen(stdout);
        let stderr_tail = Arc::new(Mutex::new(VecDeque::new()));
        let stderr_reader = keep_stderr_tail(stderr, Arc::clone(&stderr_tail));
        let mut engine = UsiEngine {
            process,
            stdin,
            lines,
            stderr_tail,
            stderr_reader,
            name: program.clone(),
            declared: Vec::new(),
            timeouts,
            pending: None,
            queued: None,
            synced: false,
            syncing: None,
            answered_at: None,
        };
        engine.send("usi")?;
        let deadline = Instant::now() + timeouts.handshake;
        let mut declared = Vec::new();
        loop {
            match engine.next_line(deadline, "usi")? {
                EngineLine::IdName(n) if !n.trim().is_empty() => {
                    engine.name = shogi_records::clean_name(&n)
                }
                EngineLine::Option(name) => declared.push(name),
                EngineLine::UsiOk => break,
                _ => {}
            }
        }
        let wanted = offered.iter().filter(|(name, _)| declared.contains(name));
        for (name, value) in options.iter().chain(wanted) {
            engine.send(&setoption_line(name, value)?)?;
        }
        engine.declared = declared;
        engine.ready()?;
        Ok(engine)
    }

    /// The engine's name as it gave it (or its program name).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the engine declared the option `name` in its handshake.
    pub fn declares(&self, name: &str) -> bool {
        self.declared.iter().any(|d| d == name)
    }

    /// When the engine's last answer was read (see `answered_at` above).
    pub fn answered_at(&self) -> Option<Instant> {
        self.answered_at
    }

    /// Whether a move asked for has not come yet.
    pub fn is_thinking(&self) -> bool {
        self.queued.is_some() || self.pending.as_ref().is_some_and(|p| !p.discard)
    }

    fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + self.timeouts.ready;
        while self.next_line(deadline, "isready")? != EngineLine::ReadyOk {}
        // A `readyok` still owed to a synchronisation comes later and is
        // ignored.
        self.syncing = None;
        self.synced = true;
        Ok(())
    }

    /// Tells the engine a new game starts.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.ready()?;
        self.send("usinewgame")
    }

    /// Asks for a move in the position reached by `moves` from `start`.
    /// `budget` is the engine's time for this move: past it (plus the
    /// grace) the engine is considered silent. `None` means no clock.
    pub fn go(
        &mut self,
        start: &Position,
        moves: &[Move],
        params: &GoParams,
        budget: Option<Duration>,
    ) -> Result<(), EngineError> {
        if self.is_thinking() {
            return Err(EngineError::Busy);
        }
        let (position, _) = GameHistory::replay(start, moves)?;
        let q = Queued {
            lines: [position_line(start, moves), params.to_string()],
            position,
            allowance: budget.map_or(self.timeouts.untimed, |b| b + self.timeouts.grace),
            open_ended: params.infinite || params.ponder,
        };
        self.queued = Some(q);
        if self.pending.is_none() {
            self.start_queued()?;
        }
        Ok(())
    }

    /// Sends the queued search, after making sure with `isready` that
    /// nothing the engine says about earlier ones is still on its way: an
    /// engine may answer twice, or answer a `stop` that crossed its
    /// `bestmove`, and that answer must not be taken for the next move.
    fn start_queued(&mut self) -> Result<(), EngineError> {
        if !self.synced {
            if self.syncing.is_none() {
                self.syncing = Some(Instant::now() + self.timeouts.ready);
                self.send("isready")?;
            }
            return Ok(());
        }
        match self.queued.take() {
            Some(q) => self.launch(q),
            None => Ok(()),
        }
    }

    fn launch(&mut self, q: Queued) -> Result<(), EngineError> {
        self.synced = false;
        let [position_line, go_line] = &q.lines;
        self.send(position_line)?;
        self.send(go_line)?;
        self.pending = Some(Pending {
            position: q.position,
            deadline: (!q.open_ended).then(|| Instant::now() + q.allowance),
            allowance: q.allowance,
            discard: false,
        });
        Ok(())
    }

    /// Abandons the current search: the engine is told to stop and its
    /// answer will be dropped. A new `go` may follow at once.
    pub fn cancel(&mut self) -> Result<(), EngineError> {
        self.queued = None;
        // A `readyok` still to come is read and ignored.
        let grace = self.timeouts.grace;
        match &mut self.pending {
            Some(p) if !p.discard => {
                p.discard = true;
                p.deadline = Some(Instant::now() + grace);
                p.allowance = grace;
                self.send("stop")
            }
            _ => Ok(()),
        }
    }

    /// Asks a thinking engine for its move now; the answer still comes
    /// through `poll` or `wait_move`, within the grace period.
    pub fn stop(&mut self) -> Result<(), EngineError> {
        if let Some(p) = self.pending.as_mut().filter(|p| !p.discard) {
            let grace = self.timeouts.grace;
            p.deadline = Some(Instant::now() + grace);
            p.allowance = grace;
            self.send("stop")?;
        }
        Ok(())
    }

    /// Sets an option between searches: any search under way is ended and
    /// its answer awaited first (within the grace), since USI lets an
    /// engine take `setoption` only while it is idle.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.cancel()?;
        while let Some(deadline) = self.pending.as_ref().map(|p| p.deadline) {
            match self.lines.take(deadline) {
                Taken::Line(heard) if deadline.is_some_and(|d| heard.at > d) => {
                    return Err(self.timed_out());
                }
                Taken::Line(heard) => {
                    self.on_line(heard.line)?;
                }
                Taken::Nothing => return Err(self.timed_out()),
                Taken::Ended => return Err(self.crashed()),
            }
        }
        let line = setoption_line(name, value)?;
        self.send(&line)
    }

    /// Tells the engine how the game ended: "win", "lose" or "draw" from
    /// its point of view.
    pub fn game_over(&mut self, result: &str) -> Result<(), EngineError> {
        self.cancel()?;
        self.send(&format!("gameover {result}"))
    }

    /// The next thing the engine said about the current search, without
    /// waiting. `Ok(None)`: nothing yet (or no search running).
    pub fn poll(&mut self) -> Result<Option<EngineEvent>, EngineError> {
        for _ in 0..LINES_PER_POLL {
            let Some(deadline) = self.awaited() else {
                return Ok(None);
            };
            match self.lines.try_take() {
                Taken::Line(heard) => {
                    if deadline.is_some_and(|d| heard.at > d) {
                        return Err(self.timed_out());
                    }
                    if let Some(e) = self.on_line(heard.line)? {
                        if matches!(e, EngineEvent::Move(_)) {
                            self.answered_at = Some(heard.at);
                        }
                        return Ok(Some(e));
                    }
                }
                Taken::Ended => return Err(self.crashed()),
                Taken::Nothing => {
                    if deadline.is_some_and(|d| Instant::now() >= d) {
                        return Err(self.timed_out());
                    }
                    return Ok(None);
                }
            }
        }
        Ok(None)
    }

    /// What the engine is waiting on, if anything: `Some` with the time by
    /// which the engine must have said it (`None` for no limit).
    fn awaited(&self) -> Option<Option<Instant>> {
        match (&self.pending, self.syncing) {
            (Some(p), _) => Some(p.deadline),
            (None, Some(d)) if self.queued.is_some() => Some(Some(d)),
            _ => None,
        }
    }

    /// Blocks until the engine answers the current search (or fails).
    pub fn wait_move(&mut self) -> Result<EngineMove, EngineError> {
        loop {
            let Some(deadline) = self.awaited() else {
                return Err(EngineError::MalformedMove {
                    text: String::new(),
                    reason: Malformed::NotAsked,
                });
            };
            let line = match self.lines.take(deadline) {
                Taken::Line(heard) if deadline.is_some_and(|d| heard.at > d) => {
                    return Err(self.timed_out());
                }
                Taken::Line(heard) => heard.line,
                Taken::Nothing => return Err(self.timed_out()),
                Taken::Ended => return Err(self.crashed()),
            };
            if let Some(EngineEvent::Move(m)) = self.on_line(line)? {
                return Ok(m);
            }
        }
    }

    fn on_line(&mut self, line: EngineLine) -> Result<Option<EngineEvent>, EngineError> {
        match line {
            // Only about the search wanted now: not one abandoned, nor one
            // that has answered.
            EngineLine::Info(i) if self.pending.as_ref().is_some_and(|p| !p.discard) => {
                Ok(Some(EngineEvent::Info(i)))
            }
            EngineLine::BestMove(b) => match self.pending.take() {
                Some(p) if p.discard => {
                    self.start_queued()?;
                    Ok(None)
                }
                Some(p) => judge(b, &p.position).map(|m| Some(EngineEvent::Move(m))),
                // Not an answer to anything asked: a second or late one.
                None => Ok(None),
            },
            EngineLine::ReadyOk if self.syncing.is_some() => {
                self.syncing = None;
                self.synced = true;
                self.start_queued()?;
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    fn timed_out(&mut self) -> EngineError {
        self.queued = None;
        if self.pending.is_none() && self.syncing.take().is_some() {
            return EngineError::Timeout {
                waiting_for: "isready".into(),
                limit: self.timeouts.ready,
            };
        }
        let limit = self.pending.take().map_or(Duration::ZERO, |p| p.allowance);
        EngineError::Timeout {
            waiting_for: "go".into(),
            limit,
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        match writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()) {
            Ok(()) => Ok(()),
            Err(_) => Err(self.crashed()),
        }
    }

    fn next_line(
        &mut self,
        deadline: Instant,
        waiting_for: &str,
    ) -> Result<EngineLine, EngineError> {
        match self.lines.take(Some(deadline)) {
            Taken::Line(heard) if heard.at <= deadline => Ok(heard.line),
            Taken::Ended => Err(self.crashed()),
            // Nothing in time, or something only after it.
            Taken::Line(_) | Taken::Nothing => Err(EngineError::Timeout {
                waiting_for: waiting_for.into(),
                limit: match waiting_for {
                    "usi" => self.timeouts.handshake,
                    _ => self.timeouts.ready,
                },
            }),
        }
    }

    /// Describes how the engine died, with the last thing it wrote to
    /// standard error.
    fn crashed(&mut self) -> EngineError {
        self.pending = None;
        self.queued = None;
        self.syncing = None;
        // The output closes a moment before the exit status is known.
        let until = Instant::now() + Duration::from_millis(300);
        let status = loop {
            match self.process.try_wait() {
                Ok(Some(s)) => break Some(s),
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(5)),
                _ => break None,
            }
        };
        let status = status.map(|s| s.to_string());
        // The reader may still be catching up with the last lines: they
        // are all in once it has read to the end (bounded, for a child
        // the engine left behind that still holds the pipe open).
        let until = Instant::now() + Duration::from_millis(500);
        while !self.stderr_reader.is_finished() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(1));
        }
        let tail = self.stderr_tail.lock().unwrap_or_else(|e| e.into_inner());
        EngineError::Crashed(Crash {
            status,
            said: tail.iter().cloned().collect(),
        })
    }
}

/// Checks a `bestmove` against the position it answers.
fn judge(b: BestMoveText, position: &Position) -> Result<EngineMove, EngineError> {
    match b {
        BestMoveText::Resign => Ok(EngineMove::Resign),
        BestMoveText::Win => Ok(EngineMove::DeclareWin),
        BestMoveText::Missing => Err(EngineError::MalformedMove {
            text: String::new(),
            reason: Malformed::NoMove,
        }),
        BestMoveText::Move(text) => {
            let mv = Move::from_usi(&text).map_err(|e| EngineError::MalformedMove {
                text: text.clone(),
                reason: Malformed::Unreadable(e.why),
            })?;
            position
                .check_move(mv)
                .map_err(|reason| EngineError::IllegalMove { mv, reason })?;
            Ok(EngineMove::Move(mv))
        }
    }
}

impl Drop for UsiEngine {
    fn drop(&mut self) {
        if matches!(self.process.try_wait(), Ok(Some(_))) {
            return;
        }
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        let until = Instant::now() + self.timeouts.quit;
        while Instant::now() < until {
            if matches!(self.process.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        self.process.kill();
    }
}
