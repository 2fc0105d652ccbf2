//! The analysis runner: every requested position reported once, ends of
//! games, prompt cancels, and USI engines that work or die.

use crate::common::{logging_engine, mv, pos, scripted};
use shogi_core::game::PlayerKind;
use shogi_core::{Move, Position};
use shogi_engine::analysis::{Analysis, AnalysisError, AnalysisEvent, AnalysisSettings};
use shogi_engine::usi::Timeouts;
use shogi_records::evaluation::{EvalScore, Evaluation};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

fn line(usi: &str) -> Vec<Move> {
    usi.split_whitespace().map(mv).collect()
}

/// A quick search: a node count, so a busy machine gives the same answer.
fn quick_bot() -> AnalysisSettings {
    AnalysisSettings {
        time: None,
        nodes: Some(3_000),
        mate_nodes: 2_000,
        ..AnalysisSettings::default()
    }
}

fn quick_timeouts() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(3),
        ready: Duration::from_secs(3),
        grace: Duration::from_millis(500),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(300),
    }
}

fn engine(command: &str) -> AnalysisSettings {
    AnalysisSettings {
        engine: PlayerKind::Engine {
            command: command.to_string(),
        },
        time: Some(Duration::from_millis(100)),
        mate_nodes: 2_000,
        timeouts: quick_timeouts(),
        ..AnalysisSettings::default()
    }
}

/// All events up to `Finished`, which must come within `limit`.
fn collect(analysis: &Analysis, limit: Duration) -> Vec<AnalysisEvent> {
    let until = Instant::now() + limit;
    let mut events = Vec::new();
    loop {
        match analysis.try_next() {
            Some(AnalysisEvent::Finished) => return events,
            Some(e) => events.push(e),
            None => {
                assert!(Instant::now() < until, "no Finished after {events:?}");
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// Cancels `a` in the middle of a long search: `Finished` must follow
/// soon, with no evaluation (a search cut short is not an answer).
fn cancel_answers_nothing_at_once(a: &Analysis) {
    let asked = Instant::now();
    a.cancel();
    let events = collect(a, Duration::from_secs(5));
    let took = asked.elapsed();
    // Far below the search's own time, yet roomy enough for a loaded machine.
    assert!(
        took < Duration::from_secs(3),
        "Finished {took:?} after the cancel"
    );
    assert!(by_ply(&events).is_empty(), "{events:?}");
}

/// The evaluations reported, by ply; a ply reported twice fails.
fn by_ply(events: &[AnalysisEvent]) -> BTreeMap<usize, Option<Evaluation>> {
    let mut out = BTreeMap::new();
    for e in events {
        if let AnalysisEvent::Evaluated { ply, eval } = e {
            assert!(
                out.insert(*ply, eval.clone()).is_none(),
                "ply {ply} reported twice"
            );
        }
    }
    out
}

fn failures(events: &[AnalysisEvent]) -> Vec<&AnalysisError> {
    events
        .iter()
        .filter_map(|e| match e {
            AnalysisEvent::Failed(f) => Some(f),
            _ => None,
        })
        .collect()
}

#[test]
fn every_requested_position_is_reported_once() {
    let moves = line("7g7f 3c3d 2g2f 8c8d");
    let a = Analysis::start(&Position::startpos(), &moves, &[4, 0, 2, 1], &quick_bot());
    let events = collect(&a, Duration::from_secs(60));
    assert!(failures(&events).is_empty(), "{events:?}");
    let evals = by_ply(&events);
    assert_eq!(evals.keys().copied().collect::<Vec<_>>(), [0, 1, 2, 4]);
    for (ply, eval) in &evals {
        let eval = eval
            .as_ref()
            .unwrap_or_else(|| panic!("ply {ply}: no evaluation"));
        // The opening is close to even: no mate, a modest score.
        assert!(
            matches!(eval.score, EvalScore::Cp(n) if n.abs() < 1000),
            "ply {ply}: {eval:?}"
        );
        // The line begins with a move of the side to move there.
        let mut p = Position::startpos();
        for m in &moves[..*ply] {
            p.do_move(*m);
        }
        let first = eval.pv.first().copied().expect("a line");
        assert!(
            p.check_move(first).is_ok(),
            "ply {ply}: {first} is not legal"
        );
    }
}

#[test]
fn plies_past_the_line_and_moves_after_an_illegal_one_are_not_analysed() {
    // 7g7f twice: the second is illegal, so the line is one move long.
    let moves = line("7g7f 7g7f 3c3d");
    let a = Analysis::start(
        &Position::startpos(),
        &moves,
        &[0, 1, 2, 3, 9],
        &quick_bot(),
    );
    let evals = by_ply(&collect(&a, Duration::from_secs(60)));
    assert_eq!(evals.keys().copied().collect::<Vec<_>>(), [0, 1]);
}

#[test]
fn a_mated_position_gives_none_and_the_mate_before_it_is_found() {
    // Black drops a gold on 5b, guarded by the pawn on 5c: mate.
    let start = pos("4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    let a = Analysis::start(&start, &line("G*5b"), &[0, 1], &quick_bot());
    let evals = by_ply(&collect(&a, Duration::from_secs(60)));
    assert_eq!(evals.get(&1), Some(&None), "the mated position");
    let before = evals[&0].as_ref().expect("an evaluation before the mate");
    assert_eq!(before.score, EvalScore::Mate(1));
    assert_eq!(before.pv, line("G*5b"));
}

#[test]
fn a_human_cannot_analyse() {
    let settings = AnalysisSettings {
        engine: PlayerKind::Human,
        ..quick_bot()
    };
    let a = Analysis::start(&Position::startpos(), &[], &[0], &settings);
    let events = collect(&a, Duration::from_secs(5));
    assert_eq!(failures(&events), [&AnalysisError::NotAnEngine]);
    assert!(by_ply(&events).is_empty());
}

#[test]
fn a_cancel_stops_a_long_search_at_once() {
    let settings = AnalysisSettings {
        time: Some(Duration::from_secs(20)),
        mate_nodes: 1_000,
        ..AnalysisSettings::default()
    };
    let moves = line("7g7f 3c3d 2g2f");
    let a = Analysis::start(&Position::startpos(), &moves, &[0, 1, 2, 3], &settings);
    // Cancelled once both workers have a search under way.
    let until = Instant::now() + Duration::from_secs(30);
    while a.searches_under_way() < settings.workers.max(1) {
        assert!(
            Instant::now() < until,
            "the workers never started searching"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    cancel_answers_nothing_at_once(&a);
    drop(a);
}

#[test]
fn a_usi_engine_s_scores_are_turned_to_black_s_view_and_its_lines_checked() {
    let (command, log) = scripted(
        "analysis-ok",
        // Black's line goes wrong at its third move (5e5d: no piece there).
        ("cp 40", "2g2f 8c8d 5e5d 2f2e"),
        ("mate 3", "8c8d 2g2f 8d8e"),
        0,
    );
    let moves = line("7g7f 3c3d");
    let a = Analysis::start(&Position::startpos(), &moves, &[0, 1, 2], &engine(&command));
    let events = collect(&a, Duration::from_secs(20));
    assert!(failures(&events).is_empty(), "{events:?}");
    let evals = by_ply(&events);
    let eval = |ply: usize| evals[&ply].clone().expect("an evaluation");
    assert_eq!(eval(0).score, EvalScore::Cp(40));
    assert_eq!(eval(0).pv, line("2g2f 8c8d"));
    // White to move, mating in 3 by its own account.
    assert_eq!(eval(1).score, EvalScore::Mate(-3));
    assert_eq!(eval(1).pv, line("8c8d 2g2f 8d8e"));
    assert_eq!(eval(2).score, EvalScore::Cp(40));
    drop(a);
    let told = std::fs::read_to_string(&log).unwrap();
    assert!(
        told.contains("setoption name USI_Threads value 2"),
        "{told}"
    );
    // Its book is turned off; options it does not have are not sent.
    assert!(
        told.contains("setoption name USI_OwnBook value false"),
        "{told}"
    );
    assert!(
        !told.contains("name Threads") && !told.contains("BookDepth"),
        "only options it has: {told}"
    );
    assert!(
        told.contains("position startpos moves 7g7f 3c3d\n"),
        "{told}"
    );
    assert!(told.contains("go btime 0 wtime 0 byoyomi 100"), "{told}");
}

#[test]
fn a_usi_engine_that_dies_fails_the_analysis_and_what_was_done_stands() {
    let (command, _log) = scripted("analysis-dies", ("cp 10", "2g2f"), ("cp -5", "8c8d"), 2);
    let moves = line("7g7f 3c3d 2g2f");
    let a = Analysis::start(
        &Position::startpos(),
        &moves,
        &[0, 1, 2, 3],
        &engine(&command),
    );
    let events = collect(&a, Duration::from_secs(20));
    let evals = by_ply(&events);
    assert_eq!(evals.keys().copied().collect::<Vec<_>>(), [0]);
    let failed = failures(&events);
    assert_eq!(failed.len(), 1, "{events:?}");
    let message = failed[0].to_string();
    assert!(message.contains("crashed"), "{message}");
    assert!(message.contains("out of memory"), "{message}");
}

#[test]
fn a_usi_engine_that_cannot_start_fails_the_analysis() {
    let settings = engine("/nonexistent/shogi-engine");
    let a = Analysis::start(&Position::startpos(), &[], &[0], &settings);
    let events = collect(&a, Duration::from_secs(10));
    let failed = failures(&events);
    assert_eq!(failed.len(), 1, "{events:?}");
    assert!(
        failed[0].to_string().contains("failed to start"),
        "{}",
        failed[0]
    );
}

#[test]
fn a_cancel_stops_a_usi_engine_at_once() {
    // It thinks until told to stop.
    let (command, log) = logging_engine(
        "analysis-cancel",
        r#"#!/bin/sh
log="$1"
while IFS= read -r line; do
    echo "$line" >> "$log"
    case "$line" in
        usi) echo usiok ;;
        isready) echo readyok ;;
        stop) echo "bestmove 2g2f" ;;
        quit) exit 0 ;;
    esac
done
"#,
        "",
    );
    let settings = AnalysisSettings {
        time: Some(Duration::from_secs(20)),
        ..engine(&command)
    };
    let a = Analysis::start(&Position::startpos(), &[], &[0], &settings);
    // Until the engine has its `go`.
    let until = Instant::now() + Duration::from_secs(10);
    while !std::fs::read_to_string(&log)
        .unwrap_or_default()
        .contains("go ")
    {
        assert!(Instant::now() < until, "the engine was never asked");
        std::thread::sleep(Duration::from_millis(10));
    }
    cancel_answers_nothing_at_once(&a);
    drop(a);
    let told = std::fs::read_to_string(&log).unwrap();
    assert!(told.contains("stop\n"), "{told}");
}

#[test]
fn a_usi_engine_that_stops_answering_fails_the_analysis() {
    // It never answers a `go`.
    let (command, _log) = logging_engine(
        "analysis-silent",
        r#"#!/bin/sh
while IFS= read -r line; do
    case "$line" in
        usi) echo usiok ;;
        isready) echo readyok ;;
        quit) exit 0 ;;
    esac
done
"#,
        "",
    );
    let a = Analysis::start(&Position::startpos(), &[], &[0], &engine(&command));
    let events = collect(&a, Duration::from_secs(10));
    let failed = failures(&events);
    assert_eq!(failed.len(), 1, "{events:?}");
    let message = failed[0].to_string();
    assert!(message.contains("stopped answering"), "{message}");
    assert!(by_ply(&events).is_empty());
}
