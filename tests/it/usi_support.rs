//! The real `shogi-tui usi` (or `usi::engine::run` in this process)
//! driven over pipes as a GUI drives it, for the USI test modules.

use shogi_tui::usi::engine::run;
use shogi_tui::usi::{EngineOptions, MateSearch};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Stdio};
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
