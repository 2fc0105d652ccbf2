//! Issue 26, item 6: an engine that floods its output (`yes "info string
//! …"` on `go`). The client must keep what it holds bounded, come back from
//! every call at once, and still apply the time limit: the engine loses on
//! time as a silent one would. (The bound itself is tested in
//! `usi::inbox`; the game in tmux at the end.)

use crate::tmux_support::*;
use shogi_tui::shogi::Position;
use shogi_tui::usi::{EngineError, EngineEvent, GoParams, Timeouts, UsiEngine};
use std::sync::mpsc::channel;
use std::time::{Duration, Instant};

fn flood(mode: &str) -> String {
    format!(
        "sh '{}/tests/flood_usi_engine.sh' {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(800),
        ready: Duration::from_millis(800),
        grace: Duration::from_millis(300),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(300),
    }
}

const BUDGET: Duration = Duration::from_millis(300);

fn go(e: &mut UsiEngine) {
    let params = GoParams::with_clock(Duration::ZERO, Duration::ZERO, BUDGET, Duration::ZERO);
    e.go(&Position::startpos(), &[], &params, Some(BUDGET))
        .expect("go is sent");
}

/// Runs `f` on a thread of its own and gives its result, or fails the test
/// if it has not returned within `limit` (today's code never returned).
fn within<T: Send + 'static>(
    limit: Duration,
    what: &str,
    f: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(limit)
        .unwrap_or_else(|_| panic!("{what} did not return within {limit:?}"))
}

/// Polls as the game does, every few milliseconds: each poll comes back
/// at once, and the time-out comes when the budget and the grace are up.
fn polling_ends_on_time(mode: &str) {
    let mode = mode.to_string();
    let (err, longest, took) = within(Duration::from_secs(20), "the polling", move || {
        let mut e = UsiEngine::start(&flood(&mode), &[], quick()).expect("the handshake");
        go(&mut e);
        let start = Instant::now();
        let mut longest = Duration::ZERO;
        let err = loop {
            let t = Instant::now();
            let polled = e.poll();
            longest = longest.max(t.elapsed());
            match polled {
                Ok(None | Some(EngineEvent::Info(_))) => {}
                Ok(Some(EngineEvent::Move(m))) => panic!("a flood is no move: {m:?}"),
                Err(err) => break err,
            }
            assert!(start.elapsed() < Duration::from_secs(10), "no time-out");
            std::thread::sleep(Duration::from_millis(5));
        };
        (err, longest, start.elapsed())
    });
    assert!(
        matches!(err, EngineError::Timeout { ref waiting_for, .. } if waiting_for == "go"),
        "{err:?}"
    );
    assert!(err.to_string().contains("stopped answering"), "{err}");
    assert!(took >= BUDGET, "too early: {took:?}");
    assert!(took < Duration::from_secs(3), "too late: {took:?}");
    assert!(
        longest < Duration::from_millis(250),
        "a poll took {longest:?}"
    );
}

#[test]
fn a_flood_of_info_lines_loses_on_time_and_polls_return_at_once() {
    polling_ends_on_time("info");
}

#[test]
fn a_flood_of_chatter_loses_on_time() {
    polling_ends_on_time("chatter");
}

#[test]
fn an_endless_line_loses_on_time() {
    polling_ends_on_time("line");
}

#[test]
fn waiting_for_the_move_of_a_flooding_engine_ends_on_time() {
    let err = within(Duration::from_secs(20), "wait_move", || {
        let mut e = UsiEngine::start(&flood("info"), &[], quick()).expect("the handshake");
        go(&mut e);
        e.wait_move()
    });
    assert!(matches!(err, Err(EngineError::Timeout { .. })), "{err:?}");
}

#[test]
fn a_handshake_drowned_in_info_lines_times_out() {
    let err = within(Duration::from_secs(20), "the handshake", || {
        UsiEngine::start(&flood("handshake"), &[], quick()).err()
    });
    assert!(
        matches!(err, Some(EngineError::Timeout { ref waiting_for, .. }) if waiting_for == "usi"),
        "{err:?}"
    );
}

/// The resident memory of process `pid`, in KiB.
fn rss_kib(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The game against the flooding engine: after 7g7f the spinner turns,
/// the game's memory stays small, and White loses on time; `q` still
/// answers while the engine floods.
#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_game_against_a_flooding_engine_answers_keys_and_ends_on_time() {
    require_tmux!();
    let engine = format!("usi:{}", flood("info"));
    // 2 s a move: the engine's budget plus the 2 s grace is 4 s.
    let t = Tmux::start(&["play", "--white", &engine, "--seconds", "2"]);
    t.wait_text("☗ Black to move");
    let game = t.format("#{pane_pid}");
    t.prompt_move("7g7f");
    t.wait_text("1 ▲７六歩");
    std::thread::sleep(Duration::from_millis(1500));
    if let Some(kib) = rss_kib(&game) {
        assert!(
            kib < 200 * 1024,
            "the game holds {kib} KiB while the engine floods"
        );
    }
    // `q` asks, `n` takes it back: keys are answered while it floods.
    t.keys(&["q"]);
    t.wait_text("Leave the game?");
    t.keys(&["n"]);
    let screen = t.wait_text("White loses on time");
    assert!(screen.contains("stopped answering"), "{screen}");
    if let Some(kib) = rss_kib(&game) {
        assert!(kib < 200 * 1024, "the game holds {kib} KiB after the flood");
    }
}

/// `analyse --engine usi:flood`: the analysis fails with the time-out
/// instead of eating memory for ever.
#[test]
fn analyse_with_a_flooding_engine_fails_on_time() {
    let record = std::env::temp_dir().join(format!("flood-{}.usi", std::process::id()));
    std::fs::write(&record, "startpos moves 7g7f 3c3d\n").unwrap();
    let engine = format!("usi:{}", flood("info"));
    let mut child = crate::common::cli()
        .args(["analyse", &record.display().to_string(), "--seconds", "0.3"])
        .args(["--engine", &engine])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("analyse runs");
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        if Instant::now() > deadline {
            // Today's code: it never ends, and must not flood for ever.
            let _ = child.kill();
            let _ = child.wait();
            panic!("analyse did not end");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let _ = std::fs::remove_file(&record);
    assert!(!status.success());
    assert!(stderr.contains("stopped answering"), "{stderr}");
}
