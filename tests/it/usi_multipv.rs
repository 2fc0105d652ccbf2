//! `shogi-tui usi` with the MultiPV option: each iteration reports lines
//! 1..N (`info … multipv K … pv …`), with distinct first moves and scores
//! best first, and `bestmove` is line 1's first move.

use crate::usi_support::{Engine, LONG, bestmove_in, engine_announcing};
use shogi_tui::shogi::{Move, Position};

/// One `info` line with a line number.
#[derive(Debug)]
struct Line {
    depth: u32,
    multipv: usize,
    /// Ranked so that a better score for the engine compares greater.
    rank: (i32, i32),
    first: String,
}

/// The value after `key` in an info line.
fn word_after<'a>(words: &[&'a str], key: &str) -> Option<&'a str> {
    let i = words.iter().position(|w| *w == key)?;
    words.get(i + 1).copied()
}

fn parse(line: &str) -> Option<Line> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") {
        return None;
    }
    let multipv = word_after(&words, "multipv")?.parse().ok()?;
    let depth = word_after(&words, "depth")?.parse().ok()?;
    let first = word_after(&words, "pv")?.to_string();
    let i = words.iter().position(|w| *w == "score")?;
    let value: i32 = words.get(i + 2)?.parse().ok()?;
    // A mate for the engine beats every centipawn score, a quicker one
    // more; being mated is worse than any, a later one less so.
    let rank = match *words.get(i + 1)? {
        "cp" => (1, value),
        "mate" if value > 0 => (2, -value),
        "mate" => (0, -value),
        _ => return None,
    };
    Some(Line {
        depth,
        multipv,
        rank,
        first,
    })
}

/// Checks the deepest iteration that reported all `n` lines and returns
/// it; also checks that every info line is numbered.
fn last_complete_iteration(lines: &[String], n: usize) -> Vec<Line> {
    let infos: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(!infos.is_empty(), "no info lines: {lines:?}");
    for info in infos.iter().filter(|l| l.contains(" score ")) {
        assert!(info.contains(" multipv "), "not numbered: {info}");
    }
    let parsed: Vec<Line> = infos.iter().filter_map(|l| parse(l)).collect();
    let deepest = parsed
        .iter()
        .filter(|l| l.multipv == n)
        .map(|l| l.depth)
        .max()
        .unwrap_or_else(|| panic!("no iteration reported {n} lines: {infos:?}"));
    let iteration: Vec<Line> = parsed.into_iter().filter(|l| l.depth == deepest).collect();
    let numbers: Vec<usize> = iteration.iter().map(|l| l.multipv).collect();
    assert_eq!(numbers[..n], (1..=n).collect::<Vec<_>>(), "{iteration:?}");
    let iteration: Vec<Line> = iteration.into_iter().take(n).collect();
    let mut firsts: Vec<&str> = iteration.iter().map(|l| l.first.as_str()).collect();
    firsts.sort_unstable();
    firsts.dedup();
    assert_eq!(firsts.len(), n, "first moves repeat: {iteration:?}");
    for pair in iteration.windows(2) {
        assert!(
            pair[0].rank >= pair[1].rank,
            "not best first: {iteration:?}"
        );
    }
    iteration
}

/// The first move of the last `multipv 1` line written before `bestmove`:
/// what a GUI shows as the engine's line when the move arrives.
fn last_line_one(lines: &[String]) -> String {
    lines
        .iter()
        .rev()
        .filter_map(|l| parse(l))
        .find(|l| l.multipv == 1)
        .map(|l| l.first)
        .unwrap_or_else(|| panic!("no multipv 1 line: {lines:?}"))
}

#[test]
fn three_lines_from_the_start_position() {
    let mut e = engine_announcing("option name MultiPV type spin default 1 min 1 max 10");
    e.write(b"setoption name MultiPV value 3\nisready\n");
    e.until("readyok", LONG);
    e.write(b"position startpos\ngo movetime 2000\n");
    let lines = e.until("bestmove", LONG);
    let iteration = last_complete_iteration(&lines, 3);
    assert!(iteration[0].depth >= 2, "{iteration:?}");
    let best = bestmove_in(&lines);
    assert_eq!(best, last_line_one(&lines));
    e.write(b"quit\n");
}

#[test]
fn pipelined_commands_are_obeyed_in_order() {
    let mut e = Engine::start_with(&["usi", "--hash", "16"]);
    // Everything at once, before reading anything: two searches, the
    // second after the first is answered, with the option set before both.
    e.write(
        b"usi\nsetoption name MultiPV value 2\nisready\nusinewgame\n\
         position startpos moves 7g7f\ngo depth 4\n\
         position startpos\ngo movetime 300\n",
    );
    e.until("usiok", LONG);
    e.until("readyok", LONG);
    let mut after_7g7f = Position::startpos();
    after_7g7f.do_move(Move::from_usi("7g7f").unwrap());
    // The first answer is White's reply to 7g7f, the second Black's first
    // move: each line's move must be legal in the position asked about.
    for asked in [after_7g7f, Position::startpos()] {
        let lines = e.until("bestmove", LONG);
        let iteration = last_complete_iteration(&lines, 2);
        assert_eq!(bestmove_in(&lines), last_line_one(&lines));
        for line in &iteration {
            let mv = Move::from_usi(&line.first).unwrap();
            assert!(
                asked.check_move(mv).is_ok(),
                "{line:?} in {}",
                asked.to_sfen()
            );
        }
    }
    e.write(b"quit\n");
}
