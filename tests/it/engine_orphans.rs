//! Issue 26, item 9: an engine's helpers end with its seat. The engine is
//! a wrapper, `sleep <marker> & exec <engine>`, as engines packaged with a
//! script often are; whatever ends the seat (`quit`, the engine's crash, a
//! signal to the game, even `kill -9` of the game), no `sleep <marker>` may
//! be left running.
#![cfg(target_os = "linux")]

use crate::tmux_support::*;
use shogi_tui::shogi::Position;
use shogi_tui::usi::{GoParams, Timeouts, UsiEngine};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// A wrapper engine whose helper is `sleep <marker>`, in a file of its
/// own; removed with it.
struct Wrapper {
    path: PathBuf,
    marker: String,
}

impl Wrapper {
    /// `engine` is the command the wrapper execs.
    fn new(engine: &str) -> Wrapper {
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        // A number no other test sleeps for: this process's id and a count.
        let marker = format!("{}{:03}", 100_000 + std::process::id() % 100_000, n);
        let path = std::env::temp_dir().join(format!("orphan-wrapper-{marker}.sh"));
        std::fs::write(
            &path,
            format!("#!/bin/sh\nsleep {marker} &\nexec {engine}\n"),
        )
        .expect("the wrapper is written");
        Wrapper { path, marker }
    }

    fn command(&self) -> String {
        format!("sh {}", self.path.display())
    }

    /// The helpers still running (zombies waiting to be reaped are ended).
    fn helpers(&self) -> Vec<String> {
        let wanted = format!("sleep\0{}\0", self.marker);
        let Ok(dir) = std::fs::read_dir("/proc") else {
            return Vec::new();
        };
        dir.flatten()
            .filter(|e| {
                std::fs::read(e.path().join("cmdline")).is_ok_and(|c| c == wanted.as_bytes())
                    && std::fs::read_to_string(e.path().join("stat")).is_ok_and(|s| {
                        !s.rsplit(')')
                            .next()
                            .unwrap_or("")
                            .trim_start()
                            .starts_with('Z')
                    })
            })
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect()
    }

    fn wait_started(&self) {
        let until = Instant::now() + WAIT;
        while self.helpers().is_empty() {
            assert!(Instant::now() < until, "the wrapper's helper never started");
            sleep(Duration::from_millis(20));
        }
    }

    fn assert_no_helper_after(&self, what: &str) {
        let until = Instant::now() + Duration::from_secs(5);
        loop {
            let left = self.helpers();
            if left.is_empty() {
                return;
            }
            if Instant::now() > until {
                for pid in &left {
                    let _ = Command::new("kill").args(["-KILL", pid]).status();
                }
                panic!("after {what}, the engine's helper is still running: {left:?}");
            }
            sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Wrapper {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

fn fake(mode: &str) -> String {
    format!(
        "sh {}/tests/fake_usi_engine.sh {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(5),
        ready: Duration::from_secs(5),
        grace: Duration::from_millis(300),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(500),
    }
}

#[test]
fn an_engine_that_quits_takes_its_helpers_along() {
    let w = Wrapper::new(&fake("ok"));
    let engine = UsiEngine::start(&w.command(), &[], quick()).expect("the handshake");
    w.wait_started();
    // The engine obeys `quit` and exits by itself.
    drop(engine);
    w.assert_no_helper_after("quit");
}

#[test]
fn an_engine_that_crashes_takes_its_helpers_along() {
    let w = Wrapper::new(&fake("crash-on-go"));
    let mut engine = UsiEngine::start(&w.command(), &[], quick()).expect("the handshake");
    w.wait_started();
    let go = GoParams::with_clock(
        Duration::ZERO,
        Duration::ZERO,
        Duration::from_millis(200),
        Duration::ZERO,
    );
    engine
        .go(
            &Position::startpos(),
            &[],
            &go,
            Some(Duration::from_millis(200)),
        )
        .expect("go");
    let err = engine.wait_move().expect_err("it crashes");
    // The exit status still comes through the warden.
    assert!(err.to_string().contains("exit status: 3"), "{err}");
    w.assert_no_helper_after("the crash");
}

/// `kill -9` of a program that runs an engine (here `analyse`, which needs
/// no terminal): nothing of it runs, yet the helper goes too.
#[test]
fn kill_9_of_the_program_takes_the_engine_s_helpers_along() {
    let w = Wrapper::new(&format!("{BIN} usi"));
    let record = std::env::temp_dir().join(format!("orphans-{}.usi", w.marker));
    std::fs::write(&record, "startpos moves 7g7f 3c3d 2g2f 8c8d\n").unwrap();
    let mut analyse = crate::common::cli()
        .args(["analyse", &record.display().to_string(), "--seconds", "30"])
        .args(["--engine", &format!("usi:{}", w.command())])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("analyse starts");
    w.wait_started();
    analyse.kill().expect("SIGKILL");
    analyse.wait().expect("reaped");
    let _ = std::fs::remove_file(&record);
    w.assert_no_helper_after("kill -9 of analyse");
}

/// The game in tmux against the wrapper, left by `way` (`q` or a signal).
fn leave_the_game_by(way: &str) {
    require_tmux!();
    let w = Wrapper::new(&format!("{BIN} usi"));
    let t = Tmux::start(&["play", "--white", &format!("usi:{}", w.command())]);
    t.wait_text("☗ Black to move");
    w.wait_started();
    // A game under way: `q` asks before leaving it.
    t.prompt_move("7g7f");
    t.wait_text("1 ▲７六歩");
    if way == "q" {
        t.keys(&["q"]);
        t.wait_text("Leave the game?");
        t.keys(&["y"]);
    } else {
        let game = t.format("#{pane_pid}");
        let sent = Command::new("kill")
            .args([&format!("-{way}"), &game])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "kill -{way} {game}");
    }
    t.wait_exit("the game to end");
    w.assert_no_helper_after(way);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn quitting_the_game_ends_the_engine_s_helpers() {
    leave_the_game_by("q");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigterm_ends_the_engine_s_helpers() {
    leave_the_game_by("TERM");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigint_ends_the_engine_s_helpers() {
    leave_the_game_by("INT");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sighup_ends_the_engine_s_helpers() {
    leave_the_game_by("HUP");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigusr1_ends_the_engine_s_helpers() {
    leave_the_game_by("USR1");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn kill_9_of_the_game_ends_the_engine_s_helpers() {
    leave_the_game_by("KILL");
}
