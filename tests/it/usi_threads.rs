//! The `Threads` option as a GUI sees it: announced, refused out of range
//! with the reason, and a search on two threads answering a legal move.

use crate::usi_support::{LONG, bestmove_in, engine_announcing};
use shogi_tui::shogi::{Move, Position};

#[test]
fn threads_are_announced_checked_and_used() {
    let mut e = engine_announcing("option name Threads type spin default 1 min 1 max 64");
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
    let best = bestmove_in(&lines);
    let best = Move::from_usi(&best).unwrap_or_else(|e| panic!("{best}: {e}"));
    assert!(pos.check_move(best).is_ok(), "{best:?}");
    e.write(b"quit\n");
}
