//! The engine's book over USI: on by default (the built-in one), a
//! `BookFile` played from, `USI_OwnBook` turning it off, `BookVariety`
//! drawing among the book's moves, and a bad file refused with its reason.

use crate::usi_support::Engine;
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

const LONG: Duration = Duration::from_secs(20);

/// A book file of `text` in a folder of this test's own.
fn book_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("usi-book-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("book.db");
    std::fs::write(&path, text).expect("the book");
    path
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
const AFTER_9G9F: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/P8/1PPPPPPPP/1B5R1/LNSGKGSNL w -";

/// Two moves no search plays at the start (a rim pawn, then a lance's
/// shuffle), so that a reply in the book can only have come from it.
fn odd_book() -> String {
    format!(
        "#YANEURAOU-DB2016 1.00\nsfen {START} 1\n9g9f none 0 0 1\nsfen {AFTER_9G9F} 2\n1a1b none 0 0 1\n"
    )
}

/// `go` with a 30 s byoyomi after `moves`: the move and how long it took.
fn reply(e: &mut Engine, moves: &str) -> (String, Duration) {
    e.send(&format!("position startpos{moves}"));
    let t0 = Instant::now();
    e.send("go btime 0 wtime 0 byoyomi 30000");
    let mv = e.bestmove(LONG);
    (mv, t0.elapsed())
}

#[test]
fn a_book_file_is_played_from_at_once_for_both_sides() {
    let path = book_file("odd", &odd_book());
    let mut e = Engine::start();
    let lines = e.handshake();
    for opt in ["USI_OwnBook", "BookFile", "BookVariety"] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {opt} "))),
            "{opt}: {lines:?}"
        );
    }
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("usinewgame");
    let (mv, took) = reply(&mut e, "");
    assert_eq!(mv, "9g9f");
    assert!(took < Duration::from_millis(200), "{took:?}");
    let (mv, took) = reply(&mut e, " moves 9g9f");
    assert_eq!(mv, "1a1b");
    assert!(took < Duration::from_millis(200), "{took:?}");
    // Out of the book: the search answers, with its lines.
    e.send("position startpos moves 9g9f 1a1b");
    e.send("go depth 2");
    let lines = e.until("bestmove", LONG);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2 ")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn own_book_off_searches_from_the_first_move() {
    let path = book_file("off", &odd_book());
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("setoption name USI_OwnBook value false");
    e.send("usinewgame");
    e.send("position startpos");
    e.send("go depth 2");
    let lines = e.until("bestmove", LONG);
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2 ")),
        "{lines:?}"
    );
    assert_ne!(crate::usi_support::bestmove_in(&lines), "9g9f");
    e.quit();
}

/// With no option set, the built-in book answers the start position at
/// once, on a 30 s byoyomi where a search would take most of it.
#[test]
fn the_builtin_book_answers_the_first_moves_at_once() {
    let mut e = Engine::start();
    e.handshake();
    e.send("usinewgame");
    let (mv, took) = reply(&mut e, "");
    assert!(took < Duration::from_millis(200), "{mv} after {took:?}");
    let book = shogi_tui::book::builtin().expect("the built-in book");
    let known: Vec<String> = book
        .moves(&shogi_tui::shogi::Position::startpos())
        .expect("lookup")
        .iter()
        .map(|m| m.mv.to_usi())
        .collect();
    assert!(known.contains(&mv), "{mv} not in {known:?}");
    e.quit();
}

/// Two moves played equally often: at full variety, games with
/// different seeds open with both; at variety 0, always the first.
#[test]
fn variety_draws_among_the_books_moves() {
    let text =
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n9g9f none 0 0 5\n1g1f none 0 0 5\n");
    let path = book_file("variety", &text);
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("setoption name BookVariety value 100");
    let mut seen = BTreeSet::new();
    for seed in 1..=12 {
        e.send(&format!("setoption name Seed value {seed}"));
        e.send("usinewgame");
        seen.insert(reply(&mut e, "").0);
    }
    assert_eq!(
        seen,
        BTreeSet::from(["1g1f".to_string(), "9g9f".to_string()])
    );
    e.send("setoption name BookVariety value 0");
    for seed in 1..=4 {
        e.send(&format!("setoption name Seed value {seed}"));
        e.send("usinewgame");
        assert_eq!(reply(&mut e, "").0, "9g9f");
    }
    e.quit();
}

/// A file that is not a book is refused with its name and reason, and
/// the engine goes on with the book it had.
#[test]
fn a_bad_book_file_is_refused_and_the_book_in_use_stays() {
    let good = book_file("stays", &odd_book());
    let bad = book_file("bad", "V2.2\nPI\n+\n+7776FU\n");
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", good.display()));
    e.send(&format!("setoption name BookFile value {}", bad.display()));
    e.send("isready");
    let lines = e.until("readyok", LONG);
    let said = lines
        .iter()
        .find(|l| l.starts_with("info string ignored setoption: option 'BookFile'"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(said.contains("book.db"), "{said}");
    e.send("setoption name BookFile value /dev/zero");
    e.send("isready");
    let lines = e.until("readyok", LONG);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("option 'BookFile'") && l.contains("/dev/zero")),
        "{lines:?}"
    );
    e.send("usinewgame");
    assert_eq!(reply(&mut e, "").0, "9g9f");
    e.quit();
}

/// A `BookFile` cut short after `isready` (another program rewriting
/// it): the next `go` says in an `info string` that the book cannot be
/// read and why, and the search answers.
#[test]
fn a_book_file_cut_short_after_isready_is_said_in_an_info_string() {
    let path = book_file("cut", &odd_book());
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("isready");
    e.until("readyok", LONG);
    let text = odd_book();
    std::fs::write(&path, &text[..text.len() / 2]).expect("cut the book");
    e.send("usinewgame");
    e.send("position startpos");
    e.send("go depth 1");
    let lines = e.until("bestmove", LONG);
    let said = lines
        .iter()
        .find(|l| l.starts_with("info string BookFile cannot be read"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(said.contains("book.db"), "{said}");
    e.quit();
}

/// A value past 32 bits is read as the nearest that fits, and the GUI
/// is told which line, when the book is set.
#[test]
fn a_book_value_held_in_range_is_said_with_its_line() {
    let text = format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n9g9f none 99999999999 0 1\n");
    let path = book_file("clamped", &text);
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("isready");
    let lines = e.until("readyok", LONG);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info string BookFile: 1 move lines, the first at line 3,")),
        "{lines:?}"
    );
    e.quit();
}

/// With `USI_Ponder` on, a book move names the reply the book knows
/// best as the move to ponder on.
#[test]
fn a_book_move_names_the_books_reply_to_ponder_on() {
    let path = book_file("ponder", &odd_book());
    let mut e = Engine::start();
    e.handshake();
    e.send(&format!("setoption name BookFile value {}", path.display()));
    e.send("setoption name USI_Ponder value true");
    e.send("usinewgame");
    e.send("position startpos");
    e.send("go btime 0 wtime 0 byoyomi 30000");
    let lines = e.until("bestmove", LONG);
    assert_eq!(
        lines.last().map(String::as_str),
        Some("bestmove 9g9f ponder 1a1b")
    );
    e.quit();
}
