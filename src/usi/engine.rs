//! `shogi-tui usi`: the bot served over USI on any reader and writer.
//!
//! The reading loop never blocks on the search: the bot thinks on its own
//! thread and writes `info` and `bestmove` lines itself. For `go infinite`
//! and `go ponder` the answer is held back until `stop` or `ponderhit`, as
//! the protocol asks. Bad input is answered with `info string` and
//! otherwise ignored.

use super::options::EngineOptions;
use super::protocol::{
    ECHO_CHARS, GoParams, GuiCommand, LineRead, MAX_LINE_BYTES, parse_command, read_line_capped,
};
use crate::bot::{
    BotAction, BotConfig, BotEvent, BotHandle, Clock, Decision, GameHistory, RequestId, SearchInfo,
    SearchLimits,
};
use crate::kifu::escape::{escape_controls, quote};
use crate::shogi::{Color, Move, Position};
use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Where the engine writes, shared with the bot thread.
struct Sink {
    writer: Box<dyn Write + Send>,
    /// The first write that failed: later lines are dropped, and the
    /// reading loop ends.
    failed: Option<io::Error>,
}

type Output = Arc<Mutex<Sink>>;

fn say(out: &Output, line: &str) {
    let mut sink = lock_sink(out);
    if sink.failed.is_some() {
        return;
    }
    let written = writeln!(sink.writer, "{line}").and_then(|()| sink.writer.flush());
    if let Err(e) = written {
        sink.failed = Some(e);
    }
}

/// What the reading loop and the bot thread share about the search.
#[derive(Default)]
struct SearchState {
    /// The request whose answer the GUI is waiting for.
    current: Option<RequestId>,
    /// `go infinite` or `go ponder`: the answer waits for stop/ponderhit.
    hold: bool,
    held: Option<Decision>,
    /// The real limits of a pondering search, for `ponderhit`.
    ponder_limits: Option<SearchLimits>,
}

fn lock(s: &Mutex<SearchState>) -> MutexGuard<'_, SearchState> {
    s.lock().unwrap_or_else(|e| e.into_inner())
}

pub fn info_line(info: &SearchInfo) -> String {
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} hashfull {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.nps,
        info.elapsed.as_millis(),
        info.hashfull
    );
    if !info.pv.is_empty() {
        line.push_str(" pv");
        for m in &info.pv {
            line.push(' ');
            line.push_str(&m.to_usi());
        }
    }
    line
}

pub fn bestmove_line(d: &Decision) -> String {
    match d.action {
        BotAction::Move(m) => format!("bestmove {m}"),
        BotAction::Resign => "bestmove resign".to_string(),
        BotAction::DeclareWin => "bestmove win".to_string(),
    }
}

/// Turns `go` arguments into the bot's limits for the side to move.
pub fn limits_from_go(p: &GoParams, side: Color) -> SearchLimits {
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
    }
}

/// The engine: reads commands from `input` until `quit` or end of input.
/// A GUI that closes our output has gone away: the engine ends quietly
/// (`Ok`). Other failures to read or write are returned.
pub fn run(
    input: impl BufRead,
    output: impl Write + Send + 'static,
    options: EngineOptions,
) -> io::Result<()> {
    let out: Output = Arc::new(Mutex::new(Sink {
        writer: Box::new(output),
        failed: None,
    }));
    let state = Arc::new(Mutex::new(SearchState::default()));
    let bot = {
        let out = Arc::clone(&out);
        let state = Arc::clone(&state);
        BotHandle::spawn_with(options.bot_config(), move |e| on_event(&out, &state, e))
    };
    let mut engine = Engine {
        out,
        state,
        bot,
        options,
        game: Some(Game::start(Position::startpos())),
    };
    let mut input = input;
    let mut buf = Vec::new();
    let mut result = Ok(());
    loop {
        match read_line_capped(&mut input, &mut buf, MAX_LINE_BYTES) {
            Ok(LineRead::End) => break,
            Ok(LineRead::Line) => {
                let line = String::from_utf8_lossy(&buf);
                if !engine.handle(line.trim()) {
                    break;
                }
            }
            Ok(LineRead::TooLong(bytes)) => {
                let start: String = String::from_utf8_lossy(&buf)
                    .chars()
                    .take(ECHO_CHARS)
                    .collect();
                engine.say(&format!(
                    "info string ignored a line of {bytes} bytes (lines are at most {MAX_LINE_BYTES}): '{}…'",
                    escape_controls(&start)
                ));
            }
            Err(e) => {
                result = Err(io::Error::new(
                    e.kind(),
                    format!("cannot read the GUI's commands: {e}"),
                ));
                break;
            }
        }
        if engine.output_failed() {
            break;
        }
    }
    engine.bot.stop();
    let failed = lock_sink(&engine.out).failed.take();
    match failed {
        Some(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(io::Error::new(
            e.kind(),
            format!("cannot write to the GUI: {e}"),
        )),
        _ => result,
    }
}

fn lock_sink(out: &Output) -> MutexGuard<'_, Sink> {
    out.lock().unwrap_or_else(|e| e.into_inner())
}

fn on_event(out: &Output, state: &Mutex<SearchState>, event: BotEvent) {
    let mut s = lock(state);
    match event {
        BotEvent::Info { id, info } => {
            if s.current == Some(id) {
                say(out, &info_line(&info));
            }
        }
        BotEvent::Done { id, decision } => {
            if s.current != Some(id) {
                return;
            }
            if s.hold {
                s.held = Some(decision);
            } else {
                s.current = None;
                say(out, &bestmove_line(&decision));
            }
        }
        BotEvent::Failed { id, message } => {
            if s.current == Some(id) {
                s.current = None;
                s.hold = false;
                say(out, &format!("info string {message}"));
                say(out, "bestmove resign");
            }
        }
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

struct Engine {
    out: Output,
    state: Arc<Mutex<SearchState>>,
    bot: BotHandle,
    options: EngineOptions,
    /// `None` after a `position` that could not be read at all.
    game: Option<Game>,
}

impl Engine {
    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn output_failed(&self) -> bool {
        lock_sink(&self.out).failed.is_some()
    }

    /// Handles one line; `false` means quit.
    fn handle(&mut self, line: &str) -> bool {
        let cmd = match parse_command(line) {
            Ok(Some(cmd)) => cmd,
            Ok(None) => return true,
            Err(e) => {
                // Both may quote the line: each is cut and escaped.
                self.say(&format!(
                    "info string ignored '{}': {}",
                    quote(line, ECHO_CHARS),
                    quote(&e.to_string(), ECHO_CHARS)
                ));
                if line.split_whitespace().next() == Some("position") {
                    // Thinking about the previous position would answer a
                    // question the GUI did not ask.
                    self.game = None;
                }
                return true;
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
                    Ok(()) => self.bot.configure(self.config()),
                    Err(e) => self.say(&format!(
                        "info string ignored setoption: {}",
                        quote(&e.to_string(), ECHO_CHARS)
                    )),
                }
            }
            GuiCommand::UsiNewGame => self.bot.new_game(),
            GuiCommand::Position { start, moves } => self.set_position(*start, &moves),
            GuiCommand::Go(p) => self.go(&p),
            GuiCommand::Stop => self.release(None),
            GuiCommand::PonderHit => {
                let limits = lock(&self.state).ponder_limits.take();
                // The position is still the one pondered on: no `position`
                // comes between `go ponder` and `ponderhit`.
                let ply = self.game.as_ref().map_or(1, |g| g.position.ply());
                let budget = limits.map(|l| self.config().thinking_time(&l, ply));
                self.release(Some(budget.flatten()));
            }
            GuiCommand::GameOver(_) => {
                {
                    let mut s = lock(&self.state);
                    s.current = None;
                    s.hold = false;
                    s.held = None;
                }
                self.bot.stop();
            }
            GuiCommand::Quit => return false,
        }
        true
    }

    fn config(&self) -> BotConfig {
        self.options.bot_config()
    }

    fn set_position(&mut self, start: Position, moves: &[Move]) {
        let mut game = Game::start(start);
        for (i, &mv) in moves.iter().enumerate() {
            if let Err(e) = game.position.check_move(mv) {
                self.say(&format!(
                    "info string position: move {} ({mv}) is illegal ({e}); using the position before it",
                    i + 1
                ));
                break;
            }
            game.position.do_move(mv);
            game.history.push(&game.position);
        }
        self.game = Some(game);
    }

    fn go(&mut self, p: &GoParams) {
        if p.mate {
            self.say("info string go mate (tsume solving) is not supported");
            self.say("checkmate notimplemented");
            return;
        }
        let Some(game) = &self.game else {
            self.say("info string cannot think: no valid position was set");
            self.say("bestmove resign");
            return;
        };
        // A GUI that pipelines (`stop` then `go` at once, or `go` without
        // `stop`) wants the search under way answered first, then the new
        // one: the old bestmove goes out before the new search starts.
        if !self.finish_current() {
            self.say("info string ignored go: the previous search did not end");
            return;
        }
        let mut s = lock(&self.state);
        let real = limits_from_go(p, game.position.side_to_move());
        let limits = if p.ponder {
            SearchLimits {
                infinite: true,
                ..real
            }
        } else {
            real
        };
        s.hold = p.infinite || p.ponder;
        s.held = None;
        s.ponder_limits = p.ponder.then_some(real);
        // The state stays locked until the id is known, so that the bot
        // thread cannot report before the answer is expected.
        s.current = self
            .bot
            .think(game.position.clone(), game.history.clone(), limits);
        if s.current.is_none() {
            drop(s);
            self.say("info string cannot think: the bot thread is not running");
            self.say("bestmove resign");
        }
    }

    /// Ends the search under way, if any, and waits for its bestmove to
    /// be sent; false if it did not end in time.
    fn finish_current(&self) -> bool {
        if lock(&self.state).current.is_none() {
            return true;
        }
        self.release(None);
        let deadline = Instant::now() + FINISH_WAIT;
        while lock(&self.state).current.is_some() {
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        true
    }

    /// `stop` (`after` = None) or `ponderhit` (`after` = the time left to
    /// think): the held answer goes out now, or the search is told when
    /// to end.
    fn release(&self, after: Option<Option<Duration>>) {
        let mut s = lock(&self.state);
        s.hold = false;
        if let Some(d) = s.held.take() {
            s.current = None;
            drop(s);
            self.say(&bestmove_line(&d));
            return;
        }
        if s.current.is_none() {
            return;
        }
        drop(s);
        match after {
            None => self.bot.stop(),
            Some(budget) => self.bot.set_deadline_after(budget),
        }
    }
}

/// How long a new `go` waits for the search it interrupts to answer: a
/// stopped search ends within milliseconds; this only guards a stuck one.
const FINISH_WAIT: Duration = Duration::from_secs(5);

/// Serves the bot on standard input and output.
pub fn run_stdio(options: EngineOptions) -> io::Result<()> {
    let stdin = io::stdin();
    run(stdin.lock(), io::stdout(), options)
}
