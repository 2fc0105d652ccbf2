//! The USI client against engines that misbehave (a fake engine script)
//! and against our own engine. Every fault must come back as the right
//! error, quickly, and never hang.

use shogi_tui::shogi::{Move, Position};
use shogi_tui::usi::{EngineError, EngineEvent, EngineMove, GoParams, Timeouts, UsiEngine};
use std::time::{Duration, Instant};

fn fake(mode: &str) -> String {
    format!(
        "sh '{}/tests/fake_usi_engine.sh' {mode}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(1500),
        ready: Duration::from_millis(1500),
        grace: Duration::from_millis(300),
        untimed: Duration::from_secs(5),
        quit: Duration::from_millis(300),
    }
}

fn byoyomi(ms: u64) -> GoParams {
    GoParams {
        btime: Some(0),
        wtime: Some(0),
        byoyomi: Some(ms),
        ..GoParams::default()
    }
}

fn ask(engine: &mut UsiEngine) -> Result<EngineMove, EngineError> {
    engine.go(
        &Position::startpos(),
        &[],
        &byoyomi(200),
        Some(Duration::from_millis(200)),
    )?;
    engine.wait_move()
}

#[test]
fn a_well_behaved_engine_plays_its_move() {
    let mut e = UsiEngine::start(&fake("ok"), &[("Depth".into(), "3".into())], quick()).unwrap();
    assert_eq!(e.name(), "Fake Engine (ok)");
    e.new_game().unwrap();
    assert_eq!(
        ask(&mut e),
        Ok(EngineMove::Move(Move::from_usi("7g7f").unwrap()))
    );
}

#[test]
fn a_crash_is_reported_with_what_the_engine_said() {
    let mut e = UsiEngine::start(&fake("crash-on-go"), &[], quick()).unwrap();
    let err = ask(&mut e).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, EngineError::Crashed(_)), "{err:?}");
    assert!(msg.starts_with("engine crashed: "), "{msg}");
    assert!(msg.contains("segmentation fault"), "{msg}");
    assert!(msg.contains('3'), "exit status missing: {msg}");
}

#[test]
fn an_engine_that_dies_at_start_is_a_crash() {
    let err = match UsiEngine::start(&fake("die-at-start"), &[], quick()) {
        Err(e) => e,
        Ok(_) => panic!("started"),
    };
    assert!(matches!(err, EngineError::Crashed(_)), "{err:?}");
    assert!(
        err.to_string().contains("cannot load its evaluation file"),
        "{err}"
    );
}

#[test]
fn a_missing_program_fails_to_start() {
    let err = match UsiEngine::start("/nonexistent/shogi-engine --fast", &[], quick()) {
        Err(e) => e,
        Ok(_) => panic!("started"),
    };
    assert!(
        err.to_string()
            .starts_with("engine failed to start: /nonexistent/shogi-engine: "),
        "{err}"
    );
    let err = match UsiEngine::start("engine 'unclosed", &[], quick()) {
        Err(e) => e,
        Ok(_) => panic!("started"),
    };
    assert_eq!(
        err.to_string(),
        "the engine command has an unclosed ' quote"
    );
}

#[test]
fn silence_at_handshake_times_out() {
    let t0 = Instant::now();
    let err = match UsiEngine::start(&fake("no-usiok"), &[], quick()) {
        Err(e) => e,
        Ok(_) => panic!("started"),
    };
    assert!(matches!(err, EngineError::Timeout { .. }), "{err:?}");
    assert!(err.to_string().contains("no reply to 'usi'"), "{err}");
    assert!(t0.elapsed() < Duration::from_secs(5));
}

#[test]
fn silence_after_go_times_out_and_the_engine_is_killed() {
    let t0 = Instant::now();
    let mut e = UsiEngine::start(&fake("hang-hard"), &[], quick()).unwrap();
    let err = ask(&mut e).unwrap_err();
    assert!(matches!(err, EngineError::Timeout { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "engine stopped answering: no reply to 'go' within 0.5 s"
    );
    // Dropping must not wait for the engine, which no longer reads.
    drop(e);
    assert!(t0.elapsed() < Duration::from_secs(5), "{:?}", t0.elapsed());
}

#[test]
fn polling_never_blocks() {
    let mut e = UsiEngine::start(&fake("hang-on-go"), &[], quick()).unwrap();
    e.go(
        &Position::startpos(),
        &[],
        &byoyomi(200),
        Some(Duration::from_millis(200)),
    )
    .unwrap();
    let t0 = Instant::now();
    assert_eq!(e.poll(), Ok(None));
    assert!(t0.elapsed() < Duration::from_millis(100));
    assert!(e.is_thinking());
    std::thread::sleep(Duration::from_millis(600));
    assert!(matches!(e.poll(), Err(EngineError::Timeout { .. })));
    assert!(!e.is_thinking());
}

#[test]
fn an_illegal_move_is_named_with_the_reason() {
    let mut e = UsiEngine::start(&fake("illegal"), &[], quick()).unwrap();
    let err = ask(&mut e).unwrap_err();
    assert_eq!(
        err.to_string(),
        "engine played an illegal move 5e5d: there is no piece on 5e"
    );
}

#[test]
fn a_malformed_move_is_reported() {
    let mut e = UsiEngine::start(&fake("malformed"), &[], quick()).unwrap();
    let err = ask(&mut e).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("engine sent a malformed move '7g7': "),
        "{err}"
    );
}

#[test]
fn a_move_legal_elsewhere_is_checked_against_the_game() {
    // 7g7f is legal at the start but not after 7g7f itself.
    let mut e = UsiEngine::start(&fake("ok"), &[], quick()).unwrap();
    let moves = [
        Move::from_usi("7g7f").unwrap(),
        Move::from_usi("3c3d").unwrap(),
    ];
    e.go(
        &Position::startpos(),
        &moves,
        &byoyomi(200),
        Some(Duration::from_millis(200)),
    )
    .unwrap();
    let err = e.wait_move().unwrap_err();
    assert!(matches!(err, EngineError::IllegalMove { .. }), "{err:?}");
    assert!(err.to_string().contains("there is no piece on 7g"), "{err}");
}

#[test]
fn resignation_comes_through() {
    let mut e = UsiEngine::start(&fake("resign"), &[], quick()).unwrap();
    assert_eq!(ask(&mut e), Ok(EngineMove::Resign));
}

#[test]
fn drives_our_own_engine_through_a_few_moves() {
    let cmd = format!("'{}' usi --hash 4", env!("CARGO_BIN_EXE_shogi-tui"));
    // The search's answers, with their info lines: no book.
    let options = [
        ("Level".to_string(), "3".to_string()),
        ("USI_OwnBook".to_string(), "false".to_string()),
    ];
    let mut e = UsiEngine::start(&cmd, &options, quick()).unwrap();
    assert!(e.name().starts_with("shogi-tui"), "{}", e.name());
    e.new_game().unwrap();
    let start = Position::startpos();
    let mut moves = Vec::new();
    let mut infos = 0;
    for _ in 0..6 {
        let params = GoParams {
            depth: Some(2),
            ..GoParams::default()
        };
        e.go(&start, &moves, &params, None).unwrap();
        let mv = loop {
            match e.poll().unwrap() {
                Some(EngineEvent::Info(_)) => infos += 1,
                Some(EngineEvent::Move(EngineMove::Move(m))) => break m,
                Some(EngineEvent::Move(other)) => panic!("{other:?}"),
                None => std::thread::sleep(Duration::from_millis(5)),
            }
        };
        moves.push(mv);
    }
    assert_eq!(moves.len(), 6);
    assert!(infos >= 6);
}

/// An engine that prints one endless line (here 3 MB on stderr, then the
/// same on stdout) is read with bounded memory, and the handshake goes on;
/// when it then crashes, the line it said is quoted cut short.
#[test]
fn an_endless_line_is_cut_and_the_engine_still_answers() {
    let script = "head -c 3000000 /dev/zero | tr '\\0' x >&2; echo >&2; \
                  head -c 3000000 /dev/zero | tr '\\0' y; echo; \
                  while read l; do case $l in \
                  usi) echo 'id name Long'; echo usiok;; \
                  isready) echo readyok;; \
                  go*) exit 3;; \
                  quit) exit 0;; esac; done";
    let command = format!("sh -c \"{script}\"");
    let mut e = UsiEngine::start(&command, &[], quick()).unwrap();
    assert_eq!(e.name(), "Long");
    let msg = ask(&mut e).unwrap_err().to_string();
    assert!(
        msg.contains("xxxx… (a line of 3000000 bytes)"),
        "{}",
        &msg[..msg.len().min(400)]
    );
    assert!(
        msg.len() < 2000,
        "the message stays short: {} bytes",
        msg.len()
    );
}

/// Issue 13, point 9: an engine that answers twice. Its second `bestmove`
/// (1g1f, legal at the start) must not be taken as the answer to the next
/// `go`: the client asks `isready` first and drops everything before
/// `readyok`.
#[test]
fn a_second_bestmove_is_not_the_answer_to_the_next_go() {
    let mut e = UsiEngine::start(&fake("double-bestmove"), &[], quick()).unwrap();
    let seven_six = Ok(EngineMove::Move(Move::from_usi("7g7f").unwrap()));
    assert_eq!(ask(&mut e), seven_six);
    for _ in 0..3 {
        assert_eq!(ask(&mut e), seven_six);
    }
}

/// Issue 13, point 9: a move taken back while the engine thinks. The
/// client sends `stop`; the engine's answer to the abandoned `go` and
/// its answer to the `stop` itself (1g1f) both arrive before it hears the
/// next `go`. Neither is taken as the new answer.
#[test]
fn a_stale_bestmove_from_before_a_stop_is_dropped() {
    let mut e = UsiEngine::start(&fake("answers-stop"), &[], quick()).unwrap();
    e.go(
        &Position::startpos(),
        &[],
        &byoyomi(1000),
        Some(Duration::from_millis(1000)),
    )
    .unwrap();
    e.cancel().unwrap();
    assert!(!e.is_thinking());
    let seven_six = Ok(EngineMove::Move(Move::from_usi("7g7f").unwrap()));
    assert_eq!(ask(&mut e), seven_six);
    // And by polling, as the game screen does.
    e.go(
        &Position::startpos(),
        &[],
        &byoyomi(1000),
        Some(Duration::from_millis(1000)),
    )
    .unwrap();
    e.cancel().unwrap();
    e.go(
        &Position::startpos(),
        &[],
        &byoyomi(1000),
        Some(Duration::from_millis(1000)),
    )
    .unwrap();
    let t0 = Instant::now();
    let answer = loop {
        match e.poll().unwrap() {
            Some(EngineEvent::Move(m)) => break m,
            Some(EngineEvent::Info(_)) => {}
            None => {
                assert!(t0.elapsed() < Duration::from_secs(5), "no answer");
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    };
    assert_eq!(Ok(answer), seven_six);
}

/// An engine that writes down every line it is sent, in `log`.
fn listening(log: &std::path::Path) -> String {
    let script = log.with_extension("sh");
    std::fs::write(
        &script,
        "while IFS= read -r line; do\n\
         printf '%s\\n' \"$line\" >> \"$1\"\n\
         case \"$line\" in usi) echo usiok ;; isready) echo readyok ;; quit) exit 0 ;; esac\n\
         done\n",
    )
    .expect("script");
    format!("sh '{}' '{}'", script.display(), log.display())
}

#[test]
fn an_option_never_carries_a_second_command_to_the_engine() {
    let dir = crate::common::scratch_dir("usi-client", "option-lines");
    let log = dir.join("heard.log");
    let injected = [("USI_Hash".to_string(), "16\ngo infinite".to_string())];
    let started = UsiEngine::start(&listening(&log), &injected, quick());
    let err = started.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err.contains("USI_Hash"), "{err:?}");
    // Set between searches: refused the same way.
    let mut e = UsiEngine::start(&listening(&log), &[], quick()).expect("starts");
    assert!(e.set_option("MultiPV", "1\rquit").is_err());
    assert!(e.set_option("Book\u{1b}[2J", "x").is_err());
    e.set_option("MultiPV", "2")
        .expect("a plain option is sent");
    drop(e);
    let heard = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(!heard.contains("go infinite"), "{heard:?}");
    assert!(!heard.contains("\u{1b}"), "{heard:?}");
    assert!(!heard.contains("setoption name USI_Hash"), "{heard:?}");
    assert!(
        heard.contains("setoption name MultiPV value 2\n"),
        "{heard:?}"
    );
    // Only the `quit` of each engine's end, never one sent as a value.
    assert!(!heard.contains("1\rquit"), "{heard:?}");
}
