//! `Computer`: the bot and external engines behind the interface the game
//! screen uses, including abandoning a request (undo) and starting anew.

use shogi_tui::bot::Level;
use shogi_tui::computer::{Computer, ComputerError, ComputerEvent, ComputerSettings, TurnTime};
use shogi_tui::game::{Game, PlayerKind};
use shogi_tui::shogi::Move;
use shogi_tui::usi::{EngineMove, Timeouts};
use std::time::{Duration, Instant};

/// The bot as these tests watch it think: without a book, which would
/// answer the opening at once with nothing to report.
fn settings() -> ComputerSettings {
    ComputerSettings {
        hash_mib: 4,
        book: None,
        timeouts: Timeouts {
            handshake: Duration::from_secs(5),
            ready: Duration::from_secs(5),
            grace: Duration::from_millis(1500),
            untimed: Duration::from_secs(10),
            quit: Duration::from_millis(300),
        },
        ..ComputerSettings::default()
    }
}

/// Polls until the answer, as a UI tick would, counting progress reports.
fn answer(c: &mut Computer, within: Duration) -> (EngineMove, usize) {
    let deadline = Instant::now() + within;
    let mut reports = 0;
    while Instant::now() < deadline {
        match c.poll().unwrap() {
            Some(ComputerEvent::Decided(m)) => return (m, reports),
            Some(ComputerEvent::Thinking(_)) => reports += 1,
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    panic!("no answer within {within:?}");
}

fn legal_in(game: &Game, m: EngineMove) {
    let EngineMove::Move(mv) = m else {
        panic!("expected a move, got {m:?}");
    };
    assert!(game.position().check_move(mv).is_ok(), "{mv} illegal");
}

fn game_after(moves: &str) -> Game {
    let mut g = Game::even();
    for m in moves.split_whitespace() {
        g.play(Move::from_usi(m).unwrap()).unwrap();
    }
    g
}

fn own_engine() -> String {
    format!("'{}' usi --hash 4", env!("CARGO_BIN_EXE_shogi-tui"))
}

#[test]
fn the_bot_answers_within_its_time() {
    let mut c = Computer::bot(Level::MAX, &settings());
    assert_eq!(c.name(), "Bot 8 (Strongest)");
    c.new_game().unwrap();
    let game = game_after("7g7f 3c3d");
    let t0 = Instant::now();
    c.start_thinking(&game, TurnTime::PerMove(Duration::from_millis(300)))
        .unwrap();
    assert!(c.is_thinking());
    let (m, reports) = answer(&mut c, Duration::from_secs(5));
    assert!(
        t0.elapsed() < Duration::from_millis(1500),
        "{:?}",
        t0.elapsed()
    );
    assert!(reports > 0);
    assert!(!c.is_thinking());
    legal_in(&game, m);
}

#[test]
fn a_cancelled_request_is_never_answered() {
    for mut c in [
        Computer::bot(Level::MAX, &settings()),
        Computer::engine(&own_engine(), &settings()).unwrap(),
    ] {
        let first = game_after("7g7f");
        c.start_thinking(&first, TurnTime::PerMove(Duration::from_secs(5)))
            .unwrap();
        std::thread::sleep(Duration::from_millis(100));
        // The player takes the move back and plays another.
        c.cancel().unwrap();
        let second = game_after("2g2f");
        c.start_thinking(&second, TurnTime::PerMove(Duration::from_millis(200)))
            .unwrap();
        let (m, _) = answer(&mut c, Duration::from_secs(5));
        legal_in(&second, m);
        // And nothing else arrives afterwards.
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(c.poll().unwrap(), None);
    }
}

#[test]
fn stop_brings_the_move_at_once() {
    for mut c in [
        Computer::bot(Level::MAX, &settings()),
        Computer::engine(&own_engine(), &settings()).unwrap(),
    ] {
        let game = game_after("7g7f 3c3d 8h2b+");
        c.start_thinking(&game, TurnTime::PerMove(Duration::from_secs(60)))
            .unwrap();
        std::thread::sleep(Duration::from_millis(200));
        let t0 = Instant::now();
        c.stop().unwrap();
        let (m, _) = answer(&mut c, Duration::from_secs(3));
        assert!(t0.elapsed() < Duration::from_secs(1), "{:?}", t0.elapsed());
        legal_in(&game, m);
    }
}

#[test]
fn an_external_engine_plays_with_a_clock() {
    let mut c = Computer::engine(&own_engine(), &settings()).unwrap();
    assert!(c.name().starts_with("shogi-tui"));
    c.new_game().unwrap();
    let game = game_after("7g7f");
    let time = TurnTime::Clock {
        black: Duration::from_secs(60),
        white: Duration::from_secs(2),
        byoyomi: Duration::ZERO,
        increment: Duration::from_millis(100),
    };
    c.start_thinking(&game, time).unwrap();
    let (m, _) = answer(&mut c, Duration::from_secs(5));
    legal_in(&game, m);
}

/// A fake engine that writes every `go` line it gets to a file and
/// plays 7g7f (a move for Black) or 3c3d.
fn recording_engine(name: &str) -> (String, std::path::PathBuf) {
    crate::common::logging_engine(
        &format!("go-{name}"),
        r#"#!/bin/sh
log="$1"
while IFS= read -r line; do
    case "$line" in
        usi) echo "id name Recorder"; echo usiok ;;
        isready) echo readyok ;;
        position*) side=b; case "$line" in *moves*) side=w ;; esac ;;
        go*)
            echo "$line" >> "$log"
            if [ "$side" = b ]; then echo "bestmove 7g7f"; else echo "bestmove 3c3d"; fi
            ;;
        quit) exit 0 ;;
    esac
done
"#,
        "",
    )
}

#[test]
fn an_engine_is_told_the_real_clock() {
    let (command, log) = recording_engine("clock");
    let mut c = Computer::engine(&command, &settings()).unwrap();
    c.new_game().unwrap();
    let ms = Duration::from_millis;
    let asks = [
        (
            Game::even(),
            TurnTime::Clock {
                black: ms(59_500),
                white: ms(60_000),
                byoyomi: ms(1000),
                increment: Duration::ZERO,
            },
        ),
        (
            game_after("7g7f"),
            TurnTime::Clock {
                black: ms(61_000),
                white: ms(300),
                byoyomi: Duration::ZERO,
                increment: ms(2000),
            },
        ),
        (
            Game::even(),
            TurnTime::Clock {
                black: ms(180_000),
                white: ms(170_000),
                byoyomi: Duration::ZERO,
                increment: Duration::ZERO,
            },
        ),
        (game_after("7g7f"), TurnTime::PerMove(ms(1500))),
    ];
    for (game, time) in asks {
        c.start_thinking(&game, time).unwrap();
        let (m, _) = answer(&mut c, Duration::from_secs(5));
        legal_in(&game, m);
    }
    let got = std::fs::read_to_string(&log).unwrap();
    assert_eq!(
        got.lines().collect::<Vec<_>>(),
        [
            "go btime 59500 wtime 60000 byoyomi 1000",
            "go btime 61000 wtime 300 binc 2000 winc 2000",
            "go btime 180000 wtime 170000 byoyomi 0",
            "go btime 0 wtime 0 byoyomi 1500",
        ]
    );
}

#[test]
fn the_bot_on_its_last_main_time_moves_within_the_byoyomi() {
    let mut c = Computer::bot(Level::MAX, &settings());
    c.new_game().unwrap();
    let game = game_after("7g7f 3c3d 2g2f 4c4d 2f2e 2b3c 3i4h 8b4b");
    let time = TurnTime::Clock {
        black: Duration::from_millis(400),
        white: Duration::from_secs(60),
        byoyomi: Duration::from_secs(1),
        increment: Duration::ZERO,
    };
    let t0 = Instant::now();
    c.start_thinking(&game, time).unwrap();
    let (m, _) = answer(&mut c, Duration::from_secs(5));
    // The main time nearly gone is not counted on: the move comes within
    // the byoyomi alone.
    assert!(t0.elapsed() < Duration::from_secs(1), "{:?}", t0.elapsed());
    legal_in(&game, m);
}

#[test]
fn players_that_are_not_computers_are_refused() {
    let s = settings();
    let err = |k: PlayerKind| match Computer::for_player(&k, &s) {
        Err(e) => e,
        Ok(_) => panic!("{k:?} accepted"),
    };
    assert_eq!(err(PlayerKind::Human), ComputerError::NotAComputer);
    assert_eq!(
        err(PlayerKind::Bot { level: 9 }).to_string(),
        "bot level 9 does not exist (levels are 1 to 8)"
    );
    let e = err(PlayerKind::Engine {
        command: "/no/such/engine".into(),
    });
    assert!(
        e.to_string()
            .starts_with("engine failed to start: /no/such/engine"),
        "{e}"
    );
    assert!(Computer::for_player(&PlayerKind::Bot { level: 1 }, &s).is_ok());
}
