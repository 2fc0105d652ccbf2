//! `go mate` over pipes: the engine as built, whose own solver answers,
//! and `usi::engine::run` in this process with a stand-in solver, for
//! what the engine does around an answer (a line not proven shortest, a
//! timeout, `stop`, a solver that ignores it, a `go` that follows).

use crate::usi_support::{
    Engine, LONG, MATE_SFEN, after, assert_legal, bestmoves, fake_solver, mate_engine,
    mate_engine_watched, until_solving, words,
};
use shogi_tui::shogi::{Move, Position};
use shogi_tui::usi::{EngineOptions, MateAnswer, MateSearch};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// `go mate` with the engine as built: its df-pn solver proves the mate
/// in one, and proves that bare kings have none.
#[test]
fn go_mate_is_answered_by_the_binary_solver() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    e.send("go mate 1000");
    let lines = e.until("checkmate", LONG);
    assert_eq!(lines.last().unwrap(), "checkmate G*5b");
    e.send("position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1");
    e.send("go mate infinite");
    let lines = e.until("checkmate", LONG);
    assert_eq!(lines.last().unwrap(), "checkmate nomate");
    assert!(bestmoves(&lines).is_empty());
}

fn gold_drop() -> Vec<Move> {
    vec![Move::from_usi("G*5b").unwrap()]
}

#[test]
fn go_mate_answers_what_the_solver_found() {
    let mut e = mate_engine(
        Duration::ZERO,
        MateAnswer::Mate(gold_drop()),
        MateAnswer::Unknown,
    );
    e.send("go mate 1000");
    assert_eq!(e.until("checkmate", LONG).last().unwrap(), "checkmate G*5b");
    let mut e = mate_engine(Duration::ZERO, MateAnswer::NoMate, MateAnswer::Unknown);
    e.send("go mate infinite");
    assert_eq!(
        e.until("checkmate", LONG).last().unwrap(),
        "checkmate nomate"
    );
    assert!(e.quit() < Duration::from_secs(1));
}

/// A line the solver did not prove shortest is still the protocol's
/// `checkmate MOVES`, after an `info string` saying what it is, so that a
/// GUI's "mate in N" is not taken for the truth; every line still parses.
#[test]
fn a_mate_line_not_proven_shortest_is_noted_before_its_checkmate() {
    use shogi_tui::usi::reply::{EngineLine, parse_engine_line};
    let mut e = mate_engine(
        Duration::ZERO,
        MateAnswer::MateLine(gold_drop()),
        MateAnswer::Unknown,
    );
    e.send("go mate 1000");
    let lines = e.until("checkmate", LONG);
    let n = lines.len();
    assert_eq!(lines[n - 1], "checkmate G*5b");
    assert_eq!(
        lines[n - 2],
        "info string mate line of 1 ply, not proven shortest or longest"
    );
    let EngineLine::Info(info) = parse_engine_line(&lines[n - 2]) else {
        panic!("not an info line: {}", lines[n - 2]);
    };
    assert_eq!(
        info.text.as_deref(),
        Some("mate line of 1 ply, not proven shortest or longest")
    );
    // A proven line has no note.
    let mut e = mate_engine(
        Duration::ZERO,
        MateAnswer::Mate(gold_drop()),
        MateAnswer::Unknown,
    );
    e.send("go mate 1000");
    let lines = e.until("checkmate", LONG);
    assert!(
        !lines.iter().any(|l| l.starts_with("info string mate line")),
        "{lines:?}"
    );
    assert!(e.quit() < Duration::from_secs(1));

    // The real engine on a 15-ply mate from a game, whose line the solver
    // proves a mate but not the shortest (see mate_cli.rs).
    let mut e = Engine::start();
    e.handshake();
    e.send(
        "position sfen 7nl/l1gs2B2/p6pp/2pP1kp2/5p3/5P1P1/PPS3P1P/4K2R1/L1+n4NL b G2S3Prb2gn2p 1",
    );
    e.send("go mate 20000");
    let lines = e.until("checkmate", LONG);
    let n = lines.len();
    let checkmate = &lines[n - 1];
    let plies = checkmate.split_whitespace().count() - 1;
    assert!(plies >= 15, "{checkmate}");
    if plies > 0 && n >= 2 && lines[n - 2].starts_with("info string mate line") {
        assert_eq!(
            lines[n - 2],
            format!("info string mate line of {plies} plies, not proven shortest or longest")
        );
    } else {
        // A better solver may prove it one day; then no note is owed.
        let report = shogi_tui::mate::solve(
            &Position::from_sfen(
                "7nl/l1gs2B2/p6pp/2pP1kp2/5p3/5P1P1/PPS3P1P/4K2R1/L1+n4NL b G2S3Prb2gn2p 1",
            )
            .unwrap(),
            &shogi_tui::mate::MateLimits::default(),
            &AtomicBool::new(false),
        );
        assert!(report.shortest, "no note before {checkmate}: {lines:?}");
    }
    for line in &lines {
        assert!(
            !matches!(parse_engine_line(line), EngineLine::Other) || line.starts_with("checkmate"),
            "{line}"
        );
    }
    assert!(e.quit() < Duration::from_secs(2));
}

/// The bot's own root solve announces a mate as `score mate N`; when its
/// line is not proven the shortest (the bot gives the exact look no
/// budget), an `info string` after it says so.
#[test]
fn the_bots_mate_score_from_a_line_not_proven_shortest_is_noted() {
    let mut e = Engine::start();
    e.handshake();
    e.send(
        "position sfen 7nl/l1gs2B2/p6pp/2pP1kp2/5p3/5P1P1/PPS3P1P/4K2R1/L1+n4NL b G2S3Prb2gn2p 1",
    );
    e.send("go movetime 5000");
    let lines = e.until("bestmove", LONG);
    let noted: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("info string mate line of"))
        .collect();
    // Found by the root solve within its share of the time, a line of 15
    // plies or more that the solver does not prove the shortest.
    assert!(!noted.is_empty(), "{lines:?}");
    for i in noted {
        let words: Vec<&str> = lines[i].split_whitespace().collect();
        let plies = words[5];
        assert!(
            i > 0 && lines[i - 1].contains(&format!(" score mate {plies} ")),
            "{lines:?}"
        );
        assert!(lines[i].ends_with(" plies, not proven shortest or longest"));
    }
    assert!(e.quit() < Duration::from_secs(2));
}

/// Under `MultiPV` the root solve's line is one of the lines the search
/// reports each iteration; the note follows that line's `info`, whatever
/// its rank, and no other line's.
#[test]
fn under_multipv_the_solvers_line_alone_is_noted() {
    let mut e = Engine::start();
    e.handshake();
    e.send("setoption name MultiPV value 2");
    e.send(
        "position sfen 7nl/l1gs2B2/p6pp/2pP1kp2/5p3/5P1P1/PPS3P1P/4K2R1/L1+n4NL b G2S3Prb2gn2p 1",
    );
    e.send("go depth 3");
    let lines = e.until("bestmove", LONG);
    let noted: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("info string mate line of"))
        .collect();
    assert!(!noted.is_empty(), "{lines:?}");
    let solvers: Vec<&str> = noted.iter().map(|&i| lines[i - 1].as_str()).collect();
    for info in &solvers {
        assert!(info.contains(" multipv "), "{lines:?}");
        assert!(info.contains(" score mate "), "{lines:?}");
    }
    // Every noted line is the same line; every other line has no note.
    let pv = |info: &str| info.split(" pv ").nth(1).map(str::to_string);
    let noted_pv = pv(solvers[0]);
    for (i, line) in lines.iter().enumerate() {
        if !line.starts_with("info ") || line.starts_with("info string") {
            continue;
        }
        let is_noted = noted.contains(&(i + 1));
        assert_eq!(is_noted, pv(line) == noted_pv, "{line}: {lines:?}");
    }
    assert!(lines.iter().any(|l| l.contains(" multipv 2 ")), "{lines:?}");
    assert!(e.quit() < Duration::from_secs(2));
}

#[test]
fn go_mate_times_out_at_its_limit() {
    let mut e = mate_engine(
        Duration::from_secs(30),
        MateAnswer::NoMate,
        MateAnswer::Unknown,
    );
    let t0 = Instant::now();
    e.send("go mate 300");
    assert_eq!(
        e.until("checkmate", LONG).last().unwrap(),
        "checkmate timeout"
    );
    let took = t0.elapsed();
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_secs(2),
        "{took:?}"
    );
}

/// `stop` ends `go mate infinite` with the best answer so far: a mate the
/// solver holds (not yet shown shortest), else timeout.
#[test]
fn stop_ends_go_mate_with_the_answer_so_far() {
    let mut e = mate_engine(
        Duration::from_secs(30),
        MateAnswer::NoMate,
        MateAnswer::Mate(gold_drop()),
    );
    e.send("go mate infinite");
    assert!(e.drain(Duration::from_millis(300)).is_empty());
    let t0 = Instant::now();
    e.send("stop");
    assert_eq!(e.until("checkmate", LONG).last().unwrap(), "checkmate G*5b");
    assert!(t0.elapsed() < Duration::from_secs(1));

    let (mut e, asked) = mate_engine_watched(
        Duration::from_secs(30),
        MateAnswer::NoMate,
        MateAnswer::Unknown,
    );
    e.send("go mate infinite");
    until_solving(&asked);
    e.send("stop");
    assert_eq!(
        e.until("checkmate", LONG).last().unwrap(),
        "checkmate timeout"
    );
}

/// A solver that never looks at the stop flag cannot hang the GUI.
#[test]
fn a_solver_that_ignores_stop_is_answered_for() {
    let solver: MateSearch = Arc::new(|_, _, _: &AtomicBool| {
        std::thread::sleep(Duration::from_secs(20));
        MateAnswer::NoMate
    });
    let mut e = Engine::in_process(EngineOptions::default(), solver);
    e.handshake();
    e.send("go mate 100");
    let lines = e.until("checkmate", Duration::from_secs(5));
    assert_eq!(lines.last().unwrap(), "checkmate timeout");
    // And the engine goes on.
    e.send("go depth 1");
    assert_legal(&Position::startpos(), &e.bestmove(LONG));
    assert!(e.quit() < Duration::from_secs(1));
}

/// Pipelined after `go mate`: its `checkmate` comes first, then the
/// next search's `bestmove`.
#[test]
fn go_after_go_mate_waits_for_its_checkmate() {
    let (mut e, asked) = mate_engine_watched(
        Duration::from_secs(30),
        MateAnswer::NoMate,
        MateAnswer::Unknown,
    );
    e.send("go mate infinite");
    until_solving(&asked);
    e.write(b"stop\nposition startpos moves 7g7f\ngo depth 2\n");
    let lines = e.until("bestmove", LONG);
    let answers: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("checkmate") || l.starts_with("bestmove"))
        .collect();
    assert_eq!(answers.len(), 2, "{lines:?}");
    assert_eq!(answers[0], "checkmate timeout");
    assert_legal(&after("7g7f"), words(answers[1])[1]);
}

/// The solver is asked about the position the GUI set, with the table
/// size `USI_Hash` asks for.
#[test]
fn the_solver_gets_the_position() {
    let asked = Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut e = Engine::in_process(
        EngineOptions::default(),
        fake_solver(
            Duration::ZERO,
            MateAnswer::NoMate,
            MateAnswer::Unknown,
            Arc::clone(&asked),
        ),
    );
    e.handshake();
    e.send("setoption name USI_Hash value 3");
    e.send(&format!("position sfen {MATE_SFEN}"));
    e.send("go mate 500");
    e.until("checkmate", LONG);
    assert_eq!(*asked.lock().unwrap(), [(MATE_SFEN.to_string(), 3)]);
}
