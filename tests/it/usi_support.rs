//! The real `shogi-tui usi` (or `usi::engine::run` in this process)
//! driven over pipes as a GUI drives it, for the USI test modules.

use shogi_tui::shogi::{Move, Position};
use shogi_tui::usi::engine::run;
use shogi_tui::usi::{EngineOptions, MateAnswer, MateSearch};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long a GUI test waits for an answer: searches on a busy machine
/// (CI runs several test binaries at once) can take a while.
pub(crate) const LONG: Duration = Duration::from_secs(30);

pub(crate) struct Engine {
    /// The binary, when the engine is one.
    child: Option<Child>,
    /// `run` on a thread, when the engine is in this process.
    served: Option<JoinHandle<std::io::Result<()>>>,
    input: Box<dyn Write + Send>,
    lines: Receiver<String>,
}

fn forward_lines(output: impl std::io::Read + Send + 'static) -> Receiver<String> {
    let (tx, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    lines
}

impl Engine {
    pub(crate) fn start() -> Engine {
        Engine::start_with(&["usi", "--hash", "8"])
    }

    pub(crate) fn start_with(args: &[&str]) -> Engine {
        let mut child = crate::common::cli()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start shogi-tui usi");
        let input = Box::new(child.stdin.take().unwrap());
        let lines = forward_lines(child.stdout.take().unwrap());
        Engine {
            child: Some(child),
            served: None,
            input,
            lines,
        }
    }

    /// `usi::engine::run` on in-memory pipes, with `mate` as its solver.
    pub(crate) fn in_process(options: EngineOptions, mate: MateSearch) -> Engine {
        let (from_gui, input) = std::io::pipe().unwrap();
        let (to_gui, output) = std::io::pipe().unwrap();
        let served =
            std::thread::spawn(move || run(BufReader::new(from_gui), output, options, mate));
        Engine {
            child: None,
            served: Some(served),
            input: Box::new(input),
            lines: forward_lines(to_gui),
        }
    }

    pub(crate) fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Exactly these bytes, in one write.
    pub(crate) fn write(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `prefix`.
    pub(crate) fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let done = l.starts_with(prefix);
                    seen.push(l);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no '{prefix}' within {timeout:?}; got {seen:?}"),
            }
        }
    }

    /// Everything the engine writes until it exits by itself (its output
    /// closes) within `timeout`; the binary must exit with success.
    pub(crate) fn until_exit(&mut self, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            match self
                .lines
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            {
                Ok(l) => seen.push(l),
                Err(RecvTimeoutError::Disconnected) => break,
                Err(_) => panic!("the engine did not leave after quit; got {seen:?}"),
            }
        }
        if let Some(child) = &mut self.child {
            assert!(child.wait().unwrap().success());
        }
        seen
    }

    /// Whatever arrives within `wait`.
    pub(crate) fn drain(&mut self, wait: Duration) -> Vec<String> {
        let deadline = Instant::now() + wait;
        let mut seen = Vec::new();
        while let Ok(l) = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            seen.push(l);
        }
        seen
    }

    pub(crate) fn handshake(&mut self) -> Vec<String> {
        self.send("usi");
        let lines = self.until("usiok", Duration::from_secs(10));
        self.send("isready");
        self.until("readyok", Duration::from_secs(10));
        lines
    }

    pub(crate) fn bestmove(&mut self, timeout: Duration) -> String {
        bestmove_in(&self.until("bestmove", timeout))
    }

    /// Sends `quit` and returns how long the engine took to end.
    pub(crate) fn quit(&mut self) -> Duration {
        let t0 = Instant::now();
        self.send("quit");
        if let Some(child) = &mut self.child {
            let deadline = t0 + Duration::from_secs(20);
            while child.try_wait().unwrap().is_none() {
                assert!(Instant::now() < deadline, "the engine did not quit");
                std::thread::sleep(Duration::from_millis(2));
            }
            assert!(child.wait().unwrap().success());
        }
        if let Some(served) = self.served.take() {
            served.join().unwrap().unwrap();
        }
        t0.elapsed()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// `shogi-tui usi` with a 16 MB hash, after `usi`: fails unless `option`
/// (the whole `option name …` line) is announced.
pub(crate) fn engine_announcing(option: &str) -> Engine {
    let mut e = Engine::start_with(&["usi", "--hash", "16"]);
    e.write(b"usi\n");
    let options = e.until("usiok", LONG);
    assert!(options.iter().any(|l| l == option), "{options:?}");
    e
}

/// The move of the `bestmove` line that ends `lines` (as `until("bestmove")`
/// returns them).
pub(crate) fn bestmove_in(lines: &[String]) -> String {
    lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no bestmove: {lines:?}"))
        .to_string()
}

/// A mate in one (a gold dropped on 5b), the fake solvers' position.
pub(crate) const MATE_SFEN: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";

/// A fake solver: answers `found` after `delay`, or, when stopped first,
/// what it has by then (`so_far`). It records the position it was asked.
pub(crate) fn fake_solver(
    delay: Duration,
    found: MateAnswer,
    so_far: MateAnswer,
    asked: Arc<std::sync::Mutex<Vec<(String, usize)>>>,
) -> MateSearch {
    Arc::new(move |pos, request, stop: &AtomicBool| {
        asked
            .lock()
            .unwrap()
            .push((pos.to_sfen(), request.hash_mib));
        let until = Instant::now() + delay;
        while Instant::now() < until {
            if stop.load(Ordering::Relaxed) {
                return so_far.clone();
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        found.clone()
    })
}

/// An engine in this process whose `go mate` asks `fake_solver`, set
/// on `MATE_SFEN`.
pub(crate) fn mate_engine(delay: Duration, found: MateAnswer, so_far: MateAnswer) -> Engine {
    mate_engine_watched(delay, found, so_far).0
}

/// The positions a fake solver has been asked to solve, as it records them.
pub(crate) type Asked = Arc<std::sync::Mutex<Vec<(String, usize)>>>;

/// `mate_engine`, with what its solver has been asked so far.
pub(crate) fn mate_engine_watched(
    delay: Duration,
    found: MateAnswer,
    so_far: MateAnswer,
) -> (Engine, Asked) {
    let asked: Asked = Arc::new(std::sync::Mutex::new(Vec::new()));
    let watched = Arc::clone(&asked);
    let mut e = Engine::in_process(
        EngineOptions {
            hash_mib: 8,
            ..EngineOptions::default()
        },
        fake_solver(delay, found, so_far, asked),
    );
    e.handshake();
    e.send(&format!("position sfen {MATE_SFEN}"));
    (e, watched)
}

/// Waits until the fake solver has been called: the `go mate` is under way.
pub(crate) fn until_solving(asked: &Asked) {
    let until = Instant::now() + Duration::from_secs(20);
    while asked.lock().map_or(0, |a| a.len()) == 0 {
        assert!(Instant::now() < until, "the solver was never called");
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// The position after `moves` (USI) from the start.
pub(crate) fn after(moves: &str) -> Position {
    let mut p = Position::startpos();
    for m in moves.split_whitespace() {
        p.do_move(Move::from_usi(m).unwrap());
    }
    p
}

pub(crate) fn assert_legal(p: &Position, mv: &str) {
    let m = Move::from_usi(mv).unwrap_or_else(|e| panic!("{e}"));
    assert!(p.check_move(m).is_ok(), "{mv} illegal in {}", p.to_sfen());
}

pub(crate) fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// The `bestmove` lines among `lines`.
pub(crate) fn bestmoves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| l.starts_with("bestmove"))
        .cloned()
        .collect()
}
