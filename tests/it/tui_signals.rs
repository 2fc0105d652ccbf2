//! Stopping the game from outside: every catchable signal must give the
//! terminal back as it was (cooked mode with echo, the normal screen, no
//! mouse reporting, a visible cursor), exit with 128 + the signal, and take
//! the engine it started along. Even `kill -9`, which cannot be caught,
//! must not leave the engine running.
//!
//! The real binary runs under a shell in tmux, so that after it exits the
//! shell can print its exit status and `stty -a` of the very terminal the
//! game used. Skipped, with a message, without tmux or /proc.
#![cfg(unix)]

use crate::tmux_support::*;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A USI engine that answers the handshake and leaves on `quit`, but
/// ignores the end of its input, as some real engines do: when the game
/// vanishes without a word, only a kill ends it. With an engine that exits
/// on EOF, a game that forgets its engine would go unnoticed. Started with
/// `deaf` it ignores `quit` too. Beside itself it leaves a file `ready` once
/// the game has started it and `quit` once it was told to quit.
const STUBBORN_ENGINE: &str = r#"#!/bin/sh
here="$(dirname "$0")"
while :; do
    if IFS= read -r line; then
        case "$line" in
            usi) echo "id name Stubborn"; echo usiok ;;
            isready) echo readyok ;;
            usinewgame) : > "$here/ready" ;;
            quit) : > "$here/quit"; [ "$1" = deaf ] || exit 0 ;;
        esac
    else
        sleep 1
    fi
done
"#;

const ENGINE_FILE: &str = "stubborn-engine.sh";

fn have_proc() -> bool {
    if Path::new("/proc/self/stat").exists() {
        return true;
    }
    eprintln!("SKIPPED: no /proc to find the game's and the engine's process ids");
    false
}

/// A folder of one test, removed with it.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Writes the stubborn engine into a folder of its own.
fn stubborn_engine(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("shogi-signals-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let folder = Scratch(dir);
    std::fs::write(folder.0.join(ENGINE_FILE), STUBBORN_ENGINE)
        .expect("the engine script is written");
    folder
}

/// A process as /proc shows it: its state letter and start time, which
/// tells it apart from a later process that reuses its pid.
fn proc_stat(pid: &str) -> Option<(char, String)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the parenthesised command name: state is the first,
    // start time the twentieth.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    let state = fields.first()?.chars().next()?;
    Some((state, fields.get(19)?.to_string()))
}

/// Whether the process that had start time `started` has ended: no longer
/// in /proc, a zombie waiting for its new parent to reap it, or the pid
/// taken by someone else.
fn ended(pid: &str, started: &str) -> bool {
    match proc_stat(pid) {
        None => true,
        Some((state, start)) => state == 'Z' || state == 'X' || start != started,
    }
}

/// Polls until the engine has ended; a running engine fails the test.
fn assert_engine_ends(pid: &str, started: &str, after: &str) {
    let deadline = Instant::now() + WAIT;
    while !ended(pid, started) {
        assert!(
            Instant::now() < deadline,
            "the engine (pid {pid}) is still running after {after}: {:?}",
            proc_stat(pid)
        );
        sleep(Duration::from_millis(50));
    }
}

/// The game against the stubborn engine, under a shell that afterwards
/// reports how it ended and how the terminal was left.
struct Session {
    tmux: Tmux,
    game: String,
    engine: String,
    engine_started: String,
    folder: Scratch,
}

impl Drop for Session {
    fn drop(&mut self) {
        // A failed test must not leave the stubborn engine behind forever.
        if !ended(&self.engine, &self.engine_started) {
            let _ = Command::new("kill").args(["-KILL", &self.engine]).status();
        }
    }
}

/// Polls for a file the engine leaves.
fn wait_for_file(tmux: &Tmux, file: &Path, what: &str) {
    let deadline = Instant::now() + WAIT;
    while !file.exists() {
        assert!(
            Instant::now() < deadline,
            "timed out waiting for {what}; screen:\n{}",
            tmux.capture()
        );
        sleep(Duration::from_millis(10));
    }
}

/// Starts the game against the stubborn engine (`deaf` or not) and waits
/// until the engine is in the game.
fn start_game(name: &str, engine_mode: &str) -> Session {
    let folder = stubborn_engine(name);
    let tmux = Tmux::start_command(&format!(
        "{BIN} play --white 'usi:sh {} {engine_mode}'; echo \"exit status $?\"; stty -a; echo stty-done; sleep 60",
        folder.0.join(ENGINE_FILE).display()
    ));
    tmux.wait_text("☗ Black to move");
    let shell = tmux.format("#{pane_pid}");
    let game = child_of(&shell).expect("the game runs under the shell");
    wait_for_file(&tmux, &folder.0.join("ready"), "the engine to start");
    let engine = child_of(&game).expect("the engine runs under the game");
    let (_, engine_started) = proc_stat(&engine).expect("the engine's /proc entry");
    assert_eq!(tmux.format("#{alternate_on}"), "1");
    assert_eq!(
        tmux.format("#{cursor_flag}"),
        "0",
        "the game hides the cursor"
    );
    assert_ne!(
        tmux.format("#{mouse_any_flag}"),
        "0",
        "the game reports the mouse"
    );
    Session {
        tmux,
        game,
        engine,
        engine_started,
        folder,
    }
}

fn send_signal(pid: &str, signal: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{signal}"), pid])
        .status();
    assert!(sent.is_ok_and(|s| s.success()), "kill -{signal} {pid}");
}

/// Waits for the game to have ended by SIG`signal` (number `number`) and
/// checks everything it must leave behind.
fn assert_ended_cleanly(s: &Session, signal: &str, number: i32) {
    let t = &s.tmux;
    let screen = t.wait_text("stty-done");
    let status = 128 + number;
    assert!(
        screen.contains(&format!("exit status {status}")),
        "128 + SIG{signal}:\n{screen}"
    );
    // `stty -a` lists every mode, a leading '-' meaning off.
    let modes: Vec<&str> = screen
        .split(|c: char| c.is_whitespace() || c == ';')
        .collect();
    for mode in ["icanon", "echo"] {
        assert!(
            modes.contains(&mode) && !modes.contains(&format!("-{mode}").as_str()),
            "the terminal is left without {mode} after SIG{signal}:\n{screen}"
        );
    }
    assert_eq!(t.format("#{alternate_on}"), "0", "alternate screen left");
    assert_eq!(t.format("#{mouse_any_flag}"), "0", "mouse reporting off");
    assert_eq!(t.format("#{cursor_flag}"), "1", "cursor shown");
    assert_engine_ends(&s.engine, &s.engine_started, &format!("SIG{signal}"));
}

/// Whether a file in the game's save folder holds `text`; any file, as
/// the names of saves are not this test's business.
fn saved(t: &Tmux, text: &str) -> bool {
    let folder = std::env::temp_dir().join(&t.socket);
    std::fs::read_dir(folder).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| std::fs::read_to_string(e.path()).is_ok_and(|content| content.contains(text)))
    })
}

/// Plays a move, sends SIG`signal` (number `number`) to the game, and
/// checks that it left through its normal way out, which tells the engine
/// to quit and keeps the game saved.
fn signal_restores_everything(signal: &str, number: i32) {
    require_tmux!();
    if !have_proc() {
        return;
    }
    let s = start_game(signal, "");
    s.tmux.prompt_move("7g7f");
    s.tmux.wait_text("1 ▲７六歩");
    send_signal(&s.game, signal);
    assert_ended_cleanly(&s, signal, number);
    assert!(
        s.folder.0.join("quit").exists(),
        "the engine was killed without being told to quit"
    );
    assert!(saved(&s.tmux, "7g7f"), "the game is not saved");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigint_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("INT", libc::SIGINT);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigquit_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("QUIT", libc::SIGQUIT);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigterm_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("TERM", libc::SIGTERM);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sighup_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("HUP", libc::SIGHUP);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigusr1_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("USR1", libc::SIGUSR1);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn sigusr2_restores_the_terminal_and_ends_the_engine() {
    signal_restores_everything("USR2", libc::SIGUSR2);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn kill_9_of_the_game_leaves_no_engine_running() {
    require_tmux!();
    if !have_proc() {
        return;
    }
    let s = start_game("KILL", "");
    send_signal(&s.game, "KILL");
    let screen = s.tmux.wait_text("stty-done");
    let status = 128 + libc::SIGKILL;
    assert!(
        screen.contains(&format!("exit status {status}")),
        "{screen}"
    );
    assert_engine_ends(&s.engine, &s.engine_started, "kill -9 of the game");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_second_signal_ends_the_game_at_once() {
    require_tmux!();
    if !have_proc() {
        return;
    }
    // The deaf engine holds the normal way out for `Timeouts::quit`
    // (half a second) before the game kills it: the second signal comes
    // while the game still waits.
    let s = start_game("twice", "deaf");
    send_signal(&s.game, "TERM");
    wait_for_file(
        &s.tmux,
        &s.folder.0.join("quit"),
        "the engine to be told to quit",
    );
    send_signal(&s.game, "INT");
    assert_ended_cleanly(&s, "INT", libc::SIGINT);
}
