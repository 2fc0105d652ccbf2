//! The `Threads` option as a GUI sees it: announced, refused out of range
//! with the reason, and a search on two threads answering a legal move.

use crate::usi_engine::Engine;
use shogi_tui::shogi::{Move, Position};
use std::time::Duration;

const LONG: Duration = Duration::from_secs(30);

#[test]
fn threads_are_announced_checked_and_used() {
    let mut e = Engine::start_with(&["usi", "--hash", "16"]);
    e.write(b"usi\n");
    let options = e.until("usiok", LONG);
    assert!(
        options
            .iter()
            .any(|l| l == "option name Threads type spin default 1 min 1 max 64"),
        "{options:?}"
    );
    for bad in ["0", "65", "many"] {
        e.write(format!("setoption name Threads value {bad}\n").as_bytes());
        let reply = e.until("info string", LONG);
        let why = format!("option 'Threads': '{bad}' is not allowed (1 to 64 threads)");
        assert!(reply.last().is_some_and(|l| l.contains(&why)), "{reply:?}");
    }
    e.write(b"setoption name Threads value 2\nisready\n");
    let ready = e.until("readyok", LONG);
    assert!(!ready.iter().any(|l| l.contains("ignored")), "{ready:?}");
    let mut pos = Position::startpos();
    pos.do_move(Move::from_usi("7g7f").unwrap());
    e.write(b"position startpos moves 7g7f\ngo depth 6\n");
    let lines = e.until("bestmove", LONG);
    let best = lines
        .last()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|m| Move::from_usi(m).ok())
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(pos.check_move(best).is_ok(), "{best:?}");
    e.write(b"quit\n");
}
