//! Conversations with `shogi-tui usi`, the real binary, over pipes.

use shogi_tui::shogi::{Move, Position};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shogi-tui"))
            .args(["usi", "--hash", "8"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start shogi-tui usi");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
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

    /// Whatever arrives within `wait`.
    fn drain(&mut self, wait: Duration) -> Vec<String> {
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

    fn handshake(&mut self) -> Vec<String> {
        self.send("usi");
        let lines = self.until("usiok", Duration::from_secs(10));
        self.send("isready");
        self.until("readyok", Duration::from_secs(10));
        lines
    }

    fn bestmove(&mut self, timeout: Duration) -> String {
        let lines = self.until("bestmove", timeout);
        lines
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .unwrap_or_default()
            .to_string()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn after(moves: &str) -> Position {
    let mut p = Position::startpos();
    for m in moves.split_whitespace() {
        p.do_move(Move::from_usi(m).unwrap());
    }
    p
}

fn assert_legal(p: &Position, mv: &str) {
    let m = Move::from_usi(mv).unwrap_or_else(|e| panic!("{e}"));
    assert!(p.check_move(m).is_ok(), "{mv} illegal in {}", p.to_sfen());
}

const LONG: Duration = Duration::from_secs(20);

#[test]
fn handshake_names_the_engine_and_its_options() {
    let mut e = Engine::start();
    let lines = e.handshake();
    assert!(lines.iter().any(|l| l.starts_with("id name shogi-tui")));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    for opt in ["USI_Hash", "Level", "USI_Ponder"] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {opt} "))),
            "{opt} missing: {lines:?}"
        );
    }
    e.send("quit");
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn position_with_moves_then_go_depth() {
    let mut e = Engine::start();
    e.handshake();
    e.send("usinewgame");
    let moves = "7g7f 3c3d 2g2f 8c8d";
    e.send(&format!("position startpos moves {moves}"));
    e.send("go depth 3");
    let lines = e.until("bestmove", LONG);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
    let info = lines.iter().find(|l| l.starts_with("info depth")).unwrap();
    for field in [" score ", " nodes ", " nps ", " time ", " pv "] {
        assert!(info.contains(field), "{field} missing in {info}");
    }
    let mv = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert_legal(&after(moves), mv);
}

#[test]
fn go_movetime_answers_in_time() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position sfen l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
    let t0 = Instant::now();
    e.send("go movetime 400");
    let mv = e.bestmove(LONG);
    let took = t0.elapsed();
    assert!(took < Duration::from_millis(1500), "{took:?}");
    let p = Position::from_sfen(
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    )
    .unwrap();
    assert_legal(&p, &mv);
}

#[test]
fn byoyomi_is_honoured() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos moves 7g7f 3c3d");
    let t0 = Instant::now();
    e.send("go btime 0 wtime 0 byoyomi 500");
    let mv = e.bestmove(LONG);
    assert!(
        t0.elapsed() < Duration::from_millis(1500),
        "{:?}",
        t0.elapsed()
    );
    assert_legal(&after("7g7f 3c3d"), &mv);
}

#[test]
fn infinite_search_waits_for_stop() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos");
    e.send("go infinite");
    let early = e.drain(Duration::from_millis(400));
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "answered before stop: {early:?}"
    );
    let t0 = Instant::now();
    e.send("stop");
    let mv = e.bestmove(Duration::from_secs(3));
    assert!(t0.elapsed() < Duration::from_secs(1), "{:?}", t0.elapsed());
    assert_legal(&Position::startpos(), &mv);
    // Still alive and listening.
    e.send("isready");
    e.until("readyok", LONG);
}

#[test]
fn ponderhit_turns_pondering_into_a_timed_search() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos moves 7g7f");
    e.send("go ponder btime 0 wtime 0 byoyomi 300");
    let early = e.drain(Duration::from_millis(300));
    assert!(
        !early.iter().any(|l| l.starts_with("bestmove")),
        "{early:?}"
    );
    e.send("ponderhit");
    let mv = e.bestmove(Duration::from_secs(3));
    assert_legal(&after("7g7f"), &mv);
}

#[test]
fn malformed_input_is_answered_and_ignored() {
    let mut e = Engine::start();
    e.handshake();
    for bad in [
        "hello engine",
        "go depth many",
        "position sfen not/a/position b - 1",
        "setoption name Level value 99",
        "setoption name NoSuchOption value 1",
        "position startpos moves 7g7f 0z0z",
    ] {
        e.send(bad);
        let reply = e.until("info string", Duration::from_secs(5));
        assert!(
            reply.last().unwrap().contains("ignored"),
            "{bad}: {reply:?}"
        );
    }
    // Binary junk and an empty line are survived too.
    e.stdin.write_all(b"\xff\xfe\x00junk\n\n").unwrap();
    e.send("isready");
    e.until("readyok", LONG);
    // A legal position after all that is played normally.
    e.send("position startpos moves 2g2f");
    e.send("go depth 2");
    let mv = e.bestmove(LONG);
    assert_legal(&after("2g2f"), &mv);
}

#[test]
fn an_illegal_move_in_position_keeps_the_legal_part() {
    let mut e = Engine::start();
    e.handshake();
    // 7g7f twice: the second has no pawn to move.
    e.send("position startpos moves 7g7f 3c3d 7g7f");
    let reply = e.until("info string", Duration::from_secs(5));
    assert!(
        reply.last().unwrap().contains("move 3 (7g7f) is illegal"),
        "{reply:?}"
    );
    e.send("go depth 2");
    let mv = e.bestmove(LONG);
    assert_legal(&after("7g7f 3c3d"), &mv);
}

#[test]
fn declares_a_winning_impasse() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position sfen K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk w 2GSNL3Pg2s2l3p 1");
    e.send("go btime 0 wtime 0 byoyomi 1000");
    assert_eq!(e.bestmove(LONG), "win");
}

#[test]
fn gameover_and_a_new_game_work() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    e.send("gameover lose");
    e.send("usinewgame");
    e.send("position startpos moves 7g7f");
    e.send("go depth 2");
    let lines = e.until("bestmove", LONG);
    // Only one answer: the abandoned search says nothing.
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("bestmove")).count(),
        1
    );
    let mv = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    assert_legal(&after("7g7f"), mv);
}

#[test]
fn go_after_an_unreadable_position_resigns_instead_of_guessing() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos moves 7g7f");
    e.send("position sfen 9/9/9/9/9/9/9/9/9 q - 1");
    e.until("info string", Duration::from_secs(5));
    e.send("go depth 2");
    let lines = e.until("bestmove", LONG);
    assert!(
        lines.iter().any(|l| l.contains("no valid position")),
        "{lines:?}"
    );
    assert_eq!(lines.last().unwrap(), "bestmove resign");
}

/// Issue 9, defect 8: a 20 MB line used to be echoed back twice (40 MB of
/// `info string`). It is now reported once, cut, and the engine goes on.
#[test]
fn a_twenty_megabyte_line_is_reported_once_and_cut() {
    let mut e = Engine::start();
    e.handshake();
    let huge = "x".repeat(20_000_000);
    let mut line = format!("{huge}\u{1b}]2;title\u{7}\n");
    line.push_str("position startpos moves ");
    line.push_str(&"7g7f ".repeat(300_000));
    line.push('\n');
    e.stdin.write_all(line.as_bytes()).unwrap();
    e.send("isready");
    let replies = e.until("readyok", LONG);
    let reports: Vec<&String> = replies.iter().filter(|l| l.contains("ignored")).collect();
    assert_eq!(reports.len(), 2, "{replies:?}");
    for r in &reports {
        assert!(r.len() < 400, "echo not cut: {} bytes", r.len());
        assert!(!r.contains('\u{1b}'));
    }
    assert!(reports[0].contains("20000010 bytes"), "{}", reports[0]);
    assert!(reports[1].contains("1500024 bytes"), "{}", reports[1]);
    // Still answering after the flood.
    e.send("position startpos moves 7g7f");
    e.send("go depth 1");
    let mv = e.bestmove(LONG);
    assert_legal(&after("7g7f"), &mv);
}

/// A long line under the cap is still read whole and echoed cut.
#[test]
fn a_long_unknown_command_is_echoed_cut_and_escaped() {
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("\u{1b}[2J{}", "y".repeat(100_000)));
    let reply = e.until("info string", LONG);
    let last = reply.last().unwrap();
    assert!(last.len() < 600, "{} bytes", last.len());
    assert!(
        last.contains("\\e[2J") && !last.contains('\u{1b}'),
        "{last}"
    );
    assert!(last.contains("bytes)"), "{last}");
}

/// A GUI that pipelines: `stop` and the next `position`/`go` arrive at once,
/// or a new `go` comes without `stop`. Each search gets its own bestmove,
/// in order: the stopped one for the old position, then the new one.
#[test]
fn pipelined_commands_get_one_bestmove_per_go_in_order() {
    let mut e = Engine::start();
    e.handshake();
    // One write, as a GUI's buffered output would deliver it.
    e.send(
        "position startpos\ngo infinite\nstop\nposition startpos moves 7g7f\ngo btime 0 wtime 0 byoyomi 200",
    );
    let first = e.bestmove(LONG);
    assert_legal(&Position::startpos(), &first);
    let second = e.bestmove(LONG);
    assert_legal(&after("7g7f"), &second);
    // Without stop: the search under way is answered first.
    e.send("position startpos\ngo infinite\nposition startpos moves 7g7f 3c3d\ngo btime 0 wtime 0 byoyomi 200");
    let third = e.bestmove(LONG);
    assert_legal(&Position::startpos(), &third);
    let fourth = e.bestmove(LONG);
    assert_legal(&after("7g7f 3c3d"), &fourth);
}
