//! `shogi-tui usi`: the bot served over USI on any reader and writer.
//!
//! One loop owns the conversation: a reader thread hands it the GUI's
//! lines, the bot's thread its progress and answers, and a mate search its
//! result, all through one channel, so nothing is ever written out of
//! order. GUIs pipeline (`stop`, `position` and `go` in one write): a `go`
//! that arrives while a search is still winding down waits, with every
//! command behind it, until that search has answered. Every `go` thus gets
//! exactly one `bestmove` (or, for `go mate`, one `checkmate`), in order:
//! `gameover` stops the search under way, and `quit` ends the input as if
//! it closed, so whatever was asked before it is answered at once (within
//! `QUIT_LIMIT`) before the engine leaves. Past that limit the `go`s still
//! waiting are dropped, but every `isready` read before `quit` still gets
//! its `readyok`.
//!
//! For `go infinite` and `go ponder` the answer is held back until `stop`
//! or `ponderhit`, as the protocol asks. Bad input is answered with
//! `info string` and otherwise ignored; a `go` is always obeyed as far as
//! it can be read.

use super::mate_search::{MateAnswer, MateRequest, MateSearch};
use super::options::EngineOptions;
use super::protocol::{
    ECHO_CHARS, GoParams, GuiCommand, LineRead, MAX_LINE_BYTES, MateTime, parse_command,
    read_line_capped,
};
use crate::bot::{
    BotAction, BotConfig, BotEvent, BotHandle, Clock, Decision, GameHistory, RequestId, Score,
    SearchInfo, SearchLimits,
};
use shogi_core::{Color, Move, Position};
use shogi_records::escape::{clip, escape_controls, quote};
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// The longest `info string` the engine writes, in characters: whatever
/// a message quotes, a GUI's log never gets more than this per line.
pub const NOTE_CHARS: usize = 400;

/// A `go` that bounds nothing (no clock, depth, nodes, `infinite` or
/// `ponder`, as when its words could not be read) still gets an answer:
/// after at most this long.
pub const UNBOUNDED_GO_TIME: Duration = Duration::from_secs(3);

/// How long a stopped mate search may take to return before the engine
/// answers `checkmate timeout` without it.
const MATE_STOP_GRACE: Duration = Duration::from_secs(1);

/// After `quit`, how long the searches still owed an answer may take
/// before the engine leaves without them: a GUI that says `quit` will not
/// wait for long.
const QUIT_LIMIT: Duration = Duration::from_secs(2);

/// The `info` line of one completed iteration. With `numbered` (the GUI
/// asked for more than one line) it says which line it is, as `multipv K`;
/// otherwise it is left out, as engines do with one line.
pub fn info_line(info: &SearchInfo, numbered: bool) -> String {
    let multipv = if numbered {
        format!(" multipv {}", info.multipv)
    } else {
        String::new()
    };
    let mut line = format!(
        "info depth {} seldepth {}{multipv} score {} nodes {} nps {} time {} hashfull {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps,
        info.elapsed.as_millis(),
        info.hashfull
    );
    push_pv(&mut line, &info.pv);
    line
}

fn push_pv(line: &mut String, pv: &[Move]) {
    if !pv.is_empty() {
        line.push_str(" pv");
        for m in pv {
            line.push(' ');
            line.push_str(&m.to_usi());
        }
    }
}

/// The `bestmove` line; with `ponder`, the reply the bot expects is named
/// when its line goes on past the move.
pub fn bestmove_line(d: &Decision, ponder: bool) -> String {
    match d.action {
        BotAction::Move(m) => match d.pv.as_slice() {
            [first, reply, ..] if ponder && *first == m => format!("bestmove {m} ponder {reply}"),
            _ => format!("bestmove {m}"),
        },
        BotAction::Resign => "bestmove resign".to_string(),
        BotAction::DeclareWin => "bestmove win".to_string(),
    }
}

/// Turns `go` arguments into the bot's limits for the side to move, with
/// the number of lines `setoption MultiPV` asked for.
pub fn limits_from_go(p: &GoParams, side: Color, multipv: usize) -> SearchLimits {
    let ms = Duration::from_millis;
    let (time, inc) = match side {
        Color::Black => (p.btime, p.binc),
        Color::White => (p.wtime, p.winc),
    };
    let clock = (time.is_some() || p.byoyomi.is_some() || inc.is_some()).then(|| Clock {
        remaining: ms(time.unwrap_or(0)),
        byoyomi: ms(p.byoyomi.unwrap_or(0)),
        increment: ms(inc.unwrap_or(0)),
    });
    SearchLimits {
        move_time: p.movetime.map(ms),
        clock,
        depth: p.depth,
        nodes: p.nodes,
        infinite: p.infinite,
        root_moves: p.searchmoves.clone(),
        multipv,
    }
}

/// What the loop waits for.
enum Event {
    Line(String),
    TooLong { start: String, bytes: u64 },
    InputEnded,
    ReadFailed(io::Error),
    Bot(BotEvent),
    Mate { serial: u64, answer: MateAnswer },
}

/// A line read but not yet obeyed.
enum Input {
    Line(String),
    TooLong { start: String, bytes: u64 },
}

impl Input {
    fn is_go(&self) -> bool {
        matches!(self, Input::Line(l) if l.split_whitespace().next() == Some("go"))
    }
}

/// The position the GUI set, with its history.
struct Game {
    position: Position,
    history: GameHistory,
}

impl Game {
    fn start(position: Position) -> Game {
        let mut history = GameHistory::default();
        history.push(&position);
        Game { position, history }
    }
}

/// A `go` whose answer has not been written yet.
struct Search {
    kind: SearchKind,
    /// Nobody will read the answer (the engine is leaving after a read or
    /// write failed, or past `QUIT_LIMIT`): it is dropped.
    silent: bool,
}

enum SearchKind {
    Think(Thinking),
    Mate(MateRun),
}

struct Thinking {
    id: RequestId,
    /// `go infinite` or `go ponder`: the answer waits for stop/ponderhit.
    hold: bool,
    held: Option<Decision>,
    /// The real limits of a pondering search, for `ponderhit`.
    ponder_limits: Option<SearchLimits>,
    ply: u32,
    /// The first move of the last best line (`multipv 1`) written, so
    /// that the last one written always starts with the move played.
    pv_head: Option<Move>,
    /// More than one line was asked for: info lines say which they are.
    numbered: bool,
}

struct MateRun {
    serial: u64,
    stop: Arc<AtomicBool>,
    /// When the stop flag is raised (`go mate <ms>`).
    deadline: Option<Instant>,
    /// Once stopped: when the engine answers without the solver.
    give_up_at: Option<Instant>,
}

struct Engine {
    out: Box<dyn Write + Send>,
    /// The first write that failed: later lines are dropped, and the
    /// loop ends.
    failed: Option<io::Error>,
    events: Sender<Event>,
    bot: BotHandle,
    options: EngineOptions,
    mate: MateSearch,
    mate_serial: u64,
    /// `None` after a `position` that could not be read at all.
    game: Option<Game>,
    search: Option<Search>,
    /// Lines held up behind a `go` that waits for a search to end.
    backlog: VecDeque<Input>,
    /// Once `quit` is read: when the engine leaves, answered or not.
    leave_by: Option<Instant>,
}

/// The engine: reads commands from `input` until `quit` or end of input,
/// answering `go mate` with `mate`. At the end of input the searches
/// asked for are still answered (an open-ended one as if stopped). A GUI
/// that closes our output has gone away: the engine ends quietly (`Ok`).
/// Other failures to read or write are returned.
pub fn run(
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
    options: EngineOptions,
    mate: MateSearch,
) -> io::Result<()> {
    let (events, inbox) = channel();
    read_lines(input, events.clone());
    let bot = {
        let events = events.clone();
        BotHandle::spawn_with(options.bot_config(), move |e| {
            let _ = events.send(Event::Bot(e));
        })
    };
    let mut engine = Engine {
        out: Box::new(output),
        failed: None,
        events,
        bot,
        options,
        mate,
        mate_serial: 0,
        game: Some(Game::start(Position::startpos())),
        search: None,
        backlog: VecDeque::new(),
        leave_by: None,
    };
    let result = engine.serve(&inbox);
    engine.abandon_search();
    match engine.failed.take() {
        Some(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(io::Error::new(
            e.kind(),
            format!("cannot write to the GUI: {e}"),
        )),
        _ => result,
    }
}

/// Serves the bot on standard input and output.
pub fn run_stdio(options: EngineOptions, mate: MateSearch) -> io::Result<()> {
    run(io::BufReader::new(io::stdin()), io::stdout(), options, mate)
}

/// Reads the GUI's lines on a thread of its own, so that the loop hears
/// `quit` while it waits for a search.
fn read_lines(mut input: impl BufRead + Send + 'static, events: Sender<Event>) {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        loop {
            let event = match read_line_capped(&mut input, &mut buf, MAX_LINE_BYTES) {
                Ok(LineRead::End) => Event::InputEnded,
                Ok(LineRead::Line) => Event::Line(String::from_utf8_lossy(&buf).trim().to_string()),
                Ok(LineRead::TooLong(bytes)) => Event::TooLong {
                    start: String::from_utf8_lossy(&buf)
                        .chars()
                        .take(ECHO_CHARS)
                        .collect(),
                    bytes,
                },
                Err(e) => Event::ReadFailed(e),
            };
            let last = matches!(event, Event::InputEnded | Event::ReadFailed(_));
            if events.send(event).is_err() || last {
                return;
            }
        }
    });
}

impl Engine {
    fn say(&mut self, line: &str) {
        if self.failed.is_some() {
            return;
        }
        let written = writeln!(self.out, "{line}").and_then(|()| self.out.flush());
        if let Err(e) = written {
            self.failed = Some(e);
        }
    }

    /// `info string`, escaped and cut: it may quote the GUI's input.
    fn note(&mut self, text: &str) {
        let text = escape_controls(text);
        self.say(&format!("info string {}", clip(&text, NOTE_CHARS)));
    }

    fn serve(&mut self, inbox: &Receiver<Event>) -> io::Result<()> {
        let mut input_open = true;
        loop {
            let event = match self.wake_at() {
                Some(at) => {
                    match inbox.recv_timeout(at.saturating_duration_since(Instant::now())) {
                        Ok(e) => Some(e),
                        Err(RecvTimeoutError::Timeout) => None,
                        Err(RecvTimeoutError::Disconnected) => return Ok(()),
                    }
                }
                None => match inbox.recv() {
                    Ok(e) => Some(e),
                    Err(_) => return Ok(()),
                },
            };
            match event {
                // Nothing after `quit` is obeyed.
                Some(Event::Line(_) | Event::TooLong { .. }) if self.leave_by.is_some() => {}
                Some(Event::Line(line)) => {
                    if line.split_whitespace().next() == Some("quit") {
                        // As if the input ended here: what was asked before
                        // is answered, each search stopped at once.
                        input_open = false;
                        self.leave_by = Some(Instant::now() + QUIT_LIMIT);
                    } else {
                        self.backlog.push_back(Input::Line(line));
                    }
                }
                Some(Event::TooLong { start, bytes }) => {
                    self.backlog.push_back(Input::TooLong { start, bytes });
                }
                Some(Event::InputEnded) => input_open = false,
                Some(Event::ReadFailed(e)) => {
                    return Err(io::Error::new(
                        e.kind(),
                        format!("cannot read the GUI's commands: {e}"),
                    ));
                }
                Some(Event::Bot(e)) => self.on_bot(e),
                Some(Event::Mate { serial, answer }) => self.on_mate(serial, answer),
                None if self.leave_by.is_some_and(|t| Instant::now() >= t) => {
                    self.answer_waiting_isready();
                    return Ok(());
                }
                None => self.on_time(),
            }
            self.work_through_backlog();
            if !input_open && self.backlog.is_empty() {
                // Nobody will send `stop`: open-ended searches end now.
                self.stop();
                if self.search.is_none() {
                    return Ok(());
                }
            }
            if self.failed.is_some() {
                return Ok(());
            }
        }
    }

    /// Obeys the lines in order; a `go` that must wait for the search
    /// under way stops there, and that search is told to end.
    fn work_through_backlog(&mut self) {
        while let Some(next) = self.backlog.front() {
            if next.is_go() && self.search.is_some() {
                // A GUI that sends `go` without `stop` wants the search
                // under way answered first, then the new one.
                self.stop();
                return;
            }
            match self.backlog.pop_front() {
                Some(Input::Line(line)) => self.handle(&line),
                Some(Input::TooLong { start, bytes }) => self.note(&format!(
                    "ignored a line of {bytes} bytes (lines are at most {MAX_LINE_BYTES}): '{}…'",
                    escape_controls(&start)
                )),
                None => return,
            }
        }
    }

    /// Leaving past `QUIT_LIMIT` with lines still waiting behind a
    /// search: the searches they ask for are dropped, but each `isready`
    /// among them is answered, as every `isready` before `quit` is (a GUI
    /// may wait for that `readyok` before it closes the pipes).
    fn answer_waiting_isready(&mut self) {
        for input in std::mem::take(&mut self.backlog) {
            if let Input::Line(line) = input
                && let Ok(Some(GuiCommand::IsReady)) = parse_command(&line)
            {
                self.say("readyok");
            }
        }
    }

    /// When the loop must wake without an event: a mate search's time, or
    /// the time to leave after `quit`.
    fn wake_at(&self) -> Option<Instant> {
        let mate = match &self.search {
            Some(Search {
                kind: SearchKind::Mate(m),
                ..
            }) => m.give_up_at.or(m.deadline),
            _ => None,
        };
        match (mate, self.leave_by) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn on_time(&mut self) {
        let now = Instant::now();
        let Some(Search {
            kind: SearchKind::Mate(m),
            silent,
        }) = &mut self.search
        else {
            return;
        };
        if m.give_up_at.is_some_and(|t| now >= t) {
            let silent = *silent;
            self.search = None;
            if !silent {
                self.note("the mate search did not stop in time");
                self.say(&MateAnswer::Unknown.to_string());
            }
        } else if m.deadline.is_some_and(|t| now >= t) {
            m.deadline = None;
            m.stop.store(true, Ordering::Relaxed);
            m.give_up_at = Some(now + MATE_STOP_GRACE);
        }
    }

    fn on_bot(&mut self, event: BotEvent) {
        let Some(Search {
            kind: SearchKind::Think(t),
            silent,
        }) = &mut self.search
        else {
            return;
        };
        let silent = *silent;
        match event {
            BotEvent::Info { id, info } if id == t.id && !silent => {
                if info.multipv <= 1 {
                    t.pv_head = info.pv.first().copied().or(t.pv_head);
                }
                let line = info_line(&info, t.numbered);
                self.say(&line);
                // `score mate N` is read by GUIs as the mate's length; a
                // solver's line not proven shortest is not that.
                if info.line_only
                    && let Score::Mate(n) = info.score
                {
                    self.note(&format!(
                        "mate line of {} plies, not proven shortest or longest",
                        n.unsigned_abs()
                    ));
                }
            }
            BotEvent::Done { id, decision } if id == t.id => {
                if t.hold && !silent {
                    t.held = Some(decision);
                } else {
                    self.answer(decision);
                }
            }
            BotEvent::Failed { id, message } if id == t.id => {
                self.search = None;
                if !silent {
                    self.note(&message);
                    self.say("bestmove resign");
                }
            }
            // A search abandoned earlier.
            _ => {}
        }
    }

    /// Writes the answer of the search under way, which ends it.
    fn answer(&mut self, d: Decision) {
        let Some(search) = self.search.take() else {
            return;
        };
        let SearchKind::Think(t) = search.kind else {
            return;
        };
        if search.silent {
            return;
        }
        if let BotAction::Move(m) = d.action
            && t.pv_head.is_some_and(|head| head != m)
        {
            // A weakened level played another move than its best line
            // (or a stopped search found a better one): the GUI shows
            // the last pv as the move's line, so it must start with it.
            let line_one = if t.numbered { " multipv 1" } else { "" };
            // With its score, so that a GUI ranking the lines by score
            // (or a test reading them) takes it for a whole line.
            let mut line = format!(
                "info depth {}{line_one} score {} nodes {} time {}",
                d.depth,
                d.score,
                d.nodes,
                d.elapsed.as_millis()
            );
            let pv = if d.pv.first() == Some(&m) {
                d.pv.clone()
            } else {
                vec![m]
            };
            push_pv(&mut line, &pv);
            self.say(&line);
        }
        let line = bestmove_line(&d, self.options.ponder);
        self.say(&line);
    }

    fn on_mate(&mut self, serial: u64, answer: MateAnswer) {
        let Some(Search {
            kind: SearchKind::Mate(m),
            silent,
        }) = &self.search
        else {
            return;
        };
        if m.serial != serial {
            return;
        }
        let silent = *silent;
        self.search = None;
        if !silent {
            if let Some(note) = answer.note() {
                self.note(&note);
            }
            self.say(&answer.to_string());
        }
    }

    /// `stop`: the held answer goes out now, or the search is told to end
    /// and answers when it has.
    fn stop(&mut self) {
        match &mut self.search {
            Some(Search {
                kind: SearchKind::Think(t),
                ..
            }) => {
                t.hold = false;
                t.ponder_limits = None;
                if let Some(d) = t.held.take() {
                    self.answer(d);
                } else {
                    self.bot.stop();
                }
            }
            Some(Search {
                kind: SearchKind::Mate(m),
                ..
            }) => {
                m.stop.store(true, Ordering::Relaxed);
                m.deadline = None;
                if m.give_up_at.is_none() {
                    m.give_up_at = Some(Instant::now() + MATE_STOP_GRACE);
                }
            }
            None => {}
        }
    }

    /// The search under way is no longer wanted: it ends unanswered.
    fn abandon_search(&mut self) {
        if let Some(s) = &mut self.search {
            s.silent = true;
        }
        self.stop();
    }

    fn ponderhit(&mut self) {
        let Some(Search {
            kind: SearchKind::Think(t),
            ..
        }) = &mut self.search
        else {
            return;
        };
        let Some(limits) = t.ponder_limits.take() else {
            return;
        };
        t.hold = false;
        let ply = t.ply;
        if let Some(d) = t.held.take() {
            self.answer(d);
            return;
        }
        // The position is still the one pondered on: no `position` comes
        // between `go ponder` and `ponderhit`. The clock starts now.
        let budget = self.config().thinking_time(&limits, ply);
        self.bot.set_deadline_after(budget);
    }

    fn config(&self) -> BotConfig {
        self.options.bot_config()
    }

    /// Obeys one line.
    fn handle(&mut self, line: &str) {
        let cmd = match parse_command(line) {
            Ok(Some(cmd)) => cmd,
            Ok(None) => return,
            Err(e) => {
                self.note(&format!(
                    "ignored '{}': {}",
                    quote(line, ECHO_CHARS),
                    quote(&e.to_string(), ECHO_CHARS)
                ));
                if line.split_whitespace().next() == Some("position") {
                    // Thinking about the previous position would answer a
                    // question the GUI did not ask.
                    self.game = None;
                }
                return;
            }
        };
        match cmd {
            GuiCommand::Usi => {
                self.say(&format!("id name shogi-tui {}", env!("CARGO_PKG_VERSION")));
                self.say("id author the shogi-tui authors");
                for l in self.options.announce() {
                    self.say(&l);
                }
                self.say("usiok");
            }
            GuiCommand::IsReady => self.say("readyok"),
            GuiCommand::SetOption { name, value } => {
                match self.options.set(&name, value.as_deref()) {
                    // The bot takes it between searches: a large hash is
                    // only allocated when a search needs it.
                    Ok(()) => {
                        if name == "USI_Hash"
                            && let Some(note) = self.options.fit_hash(crate::bot::available_mib())
                        {
                            self.note(&note);
                        }
                        if name == "BookFile"
                            && let Some(note) = self.options.book_file_note()
                        {
                            self.note(&note);
                        }
                        self.bot.configure(self.config());
                    }
                    Err(e) => self.note(&format!(
                        "ignored setoption: {}",
                        quote(&e.to_string(), ECHO_CHARS)
                    )),
                }
            }
            GuiCommand::UsiNewGame => self.bot.new_game(),
            GuiCommand::Position { start, moves } => self.set_position(*start, &moves),
            GuiCommand::Go { params, problems } => {
                for p in &problems {
                    self.note(&format!("go: {}", quote(&p.to_string(), ECHO_CHARS)));
                }
                self.go(params);
            }
            GuiCommand::Stop => self.stop(),
            GuiCommand::PonderHit => self.ponderhit(),
            // The game is over, but the GUI still waits for the answer to
            // the `go` it sent: it comes now.
            GuiCommand::GameOver(_) => self.stop(),
            // Read and obeyed as soon as it arrives.
            GuiCommand::Quit => {}
        }
    }

    fn set_position(&mut self, start: Position, moves: &[Move]) {
        let mut game = Game::start(start);
        for (i, &mv) in moves.iter().enumerate() {
            if let Err(e) = game.position.check_move(mv) {
                self.note(&format!(
                    "position: move {} ({mv}) is illegal ({e}); using the position before it",
                    i + 1
                ));
                break;
            }
            game.position.do_move(mv);
            game.history.push(&game.position);
        }
        self.game = Some(game);
    }

    /// Starts a search; only called with no search under way.
    fn go(&mut self, mut p: GoParams) {
        let Some(game) = &self.game else {
            self.note("cannot think: no valid position was set");
            let answer = if p.mate.is_some() {
                MateAnswer::Unknown.to_string()
            } else {
                "bestmove resign".to_string()
            };
            self.say(&answer);
            return;
        };
        let position = game.position.clone();
        if let Some(time) = p.mate {
            self.go_mate(position, time);
            return;
        }
        if let Some(why) = self.options.book_file_problem(&position) {
            self.note(&why);
        }
        self.keep_legal_searchmoves(&position, &mut p);
        let real = limits_from_go(&p, position.side_to_move(), self.options.multipv);
        let bounded = p.infinite
            || p.ponder
            || real.move_time.is_some()
            || real.clock.is_some()
            || real.depth.is_some()
            || real.nodes.is_some();
        let real = if bounded {
            real
        } else {
            SearchLimits {
                move_time: Some(UNBOUNDED_GO_TIME),
                ..real
            }
        };
        let limits = if p.ponder {
            SearchLimits {
                infinite: true,
                ..real.clone()
            }
        } else {
            real.clone()
        };
        let history = self
            .game
            .as_ref()
            .map(|g| g.history.clone())
            .unwrap_or_default();
        let ply = position.ply();
        let Some(id) = self.bot.think(position, history, limits) else {
            self.note("cannot think: the bot thread is not running");
            self.say("bestmove resign");
            return;
        };
        self.search = Some(Search {
            kind: SearchKind::Think(Thinking {
                id,
                hold: p.infinite || p.ponder,
                held: None,
                ponder_limits: p.ponder.then_some(real),
                ply,
                pv_head: None,
                numbered: self.options.multipv > 1,
            }),
            silent: false,
        });
    }

    /// `searchmoves` may only name legal moves; when none is left, all
    /// moves are searched.
    fn keep_legal_searchmoves(&mut self, position: &Position, p: &mut GoParams) {
        if p.searchmoves.is_empty() {
            return;
        }
        let mut kept = Vec::new();
        for m in std::mem::take(&mut p.searchmoves) {
            match position.check_move(m) {
                Ok(()) if !kept.contains(&m) => kept.push(m),
                Ok(()) => {}
                Err(e) => self.note(&format!(
                    "go: searchmoves {m} is illegal here ({e}); left out"
                )),
            }
        }
        if kept.is_empty() {
            self.note("go: no legal move in searchmoves; searching every move");
        }
        p.searchmoves = kept;
    }

    fn go_mate(&mut self, position: Position, time: MateTime) {
        self.mate_serial += 1;
        let serial = self.mate_serial;
        let stop = Arc::new(AtomicBool::new(false));
        let request = MateRequest {
            time: match time {
                MateTime::Millis(ms) => Some(Duration::from_millis(ms)),
                MateTime::Infinite => None,
            },
            hash_mib: self.options.hash_mib,
        };
        let solver = Arc::clone(&self.mate);
        let flag = Arc::clone(&stop);
        let events = self.events.clone();
        let spawned = std::thread::Builder::new()
            .name("shogi-mate".into())
            // The solver recurses up to `mate`'s ply limit; leave it room
            // well beyond its measured need.
            .stack_size(16 << 20)
            .spawn(move || {
                let answer = solver(&position, &request, &flag);
                let _ = events.send(Event::Mate { serial, answer });
            });
        if spawned.is_err() {
            self.note("cannot search for mate: no thread could be started");
            self.say(&MateAnswer::Unknown.to_string());
            return;
        }
        self.search = Some(Search {
            kind: SearchKind::Mate(MateRun {
                serial,
                stop,
                // Far beyond any clock: as good as no limit.
                deadline: request.time.and_then(|t| Instant::now().checked_add(t)),
                give_up_at: None,
            }),
            silent: false,
        });
    }
}
