//! The collection format: a plain-text file, one puzzle a line, four
//! fields separated by `|`:
//!
//! ```text
//! # anything after a # at the start of a line is a comment
//! <SFEN> | <plies> | <solution in USI, moves separated by spaces> | <difficulty>
//! 4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b | 12
//! ```
//!
//! `plies` is the mate's length (odd: the attacker moves first and last)
//! and equals the number of moves of the solution. `difficulty` is a whole
//! number, larger for harder puzzles; the built-in collection gives the
//! positions the solver searched to prove the mate and that no other
//! first move mates. Blank lines are skipped. A line that cannot be read
//! is refused with its number and the reason, and the other lines still
//! load. Reading checks the spelling and that the solution can be played;
//! proving it is `files`' job (`proof`).

use super::Puzzle;
use crate::i18n::rules::Shown;
use crate::shogi::{FromSfenError, IllegalMove, Move, MoveParseError, Position};
use crate::t;
use thiserror::Error;

/// Why one line of a collection is refused.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum LineProblem {
    #[error("expected 4 fields separated by '|' (SFEN | plies | solution | difficulty), found {0}")]
    Fields(usize),
    #[error("bad SFEN: {0}")]
    Sfen(#[from] FromSfenError),
    #[error("'{0}' is not a number of plies")]
    Plies(String),
    #[error("{0} plies: a mate has an odd number of plies, 1 or more")]
    EvenPlies(u32),
    #[error("'{0}' is not a difficulty (a whole number)")]
    Difficulty(String),
    #[error("solution move {index}: {source}")]
    Move {
        index: usize,
        source: MoveParseError,
    },
    #[error("the solution has {moves} moves but the line says {plies} plies")]
    Length { moves: usize, plies: u32 },
    #[error("solution move {index} ({usi}) cannot be played: {why}")]
    Illegal {
        index: usize,
        usi: String,
        why: IllegalMove,
    },
}

impl LineProblem {
    /// Why the line is refused, for the player. (An SFEN's and a USI
    /// move's own reasons are still the English of their types.)
    pub fn shown(&self) -> String {
        match self {
            LineProblem::Fields(found) => t!("puzzles-collection-fields", found = *found),
            LineProblem::Sfen(e) => t!("puzzles-collection-bad-sfen", why = e.shown()),
            LineProblem::Plies(text) => t!("puzzles-collection-plies", text = text),
            LineProblem::EvenPlies(plies) => t!("puzzles-collection-even-plies", plies = *plies),
            LineProblem::Difficulty(text) => t!("puzzles-collection-difficulty", text = text),
            LineProblem::Move { index, source } => t!(
                "puzzles-collection-move",
                index = *index,
                why = source.to_string()
            ),
            LineProblem::Length { moves, plies } => {
                t!("puzzles-collection-length", moves = *moves, plies = *plies)
            }
            LineProblem::Illegal { index, usi, why } => t!(
                "puzzles-collection-illegal",
                index = *index,
                usi = usi,
                why = why.shown()
            ),
        }
    }
}

/// A refused line: where, and why.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("line {line}: {problem}")]
pub struct LineError {
    pub line: usize,
    pub problem: LineProblem,
}

/// What a collection's text gave: the puzzles in order, and the lines
/// refused.
#[derive(Clone, Debug, Default)]
pub struct Parsed {
    pub puzzles: Vec<Puzzle>,
    pub refused: Vec<LineError>,
}

/// Reads a collection's text; see the module comment for the format.
pub fn parse(text: &str) -> Parsed {
    let mut parsed = Parsed::default();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_line(line) {
            Ok(mut puzzle) => {
                puzzle.line = Some(i + 1);
                parsed.puzzles.push(puzzle);
            }
            Err(problem) => parsed.refused.push(LineError {
                line: i + 1,
                problem,
            }),
        }
    }
    parsed
}

/// Reads one puzzle line (not a comment).
pub fn parse_line(line: &str) -> Result<Puzzle, LineProblem> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [sfen, plies, solution, difficulty] = fields[..] else {
        return Err(LineProblem::Fields(fields.len()));
    };
    let sfen = sfen.strip_prefix("sfen ").unwrap_or(sfen);
    let position = Position::from_sfen(sfen)?;
    let plies: u32 = plies
        .parse()
        .map_err(|_| LineProblem::Plies(plies.to_string()))?;
    if plies.is_multiple_of(2) {
        return Err(LineProblem::EvenPlies(plies));
    }
    let difficulty: u64 = difficulty
        .parse()
        .map_err(|_| LineProblem::Difficulty(difficulty.to_string()))?;
    let solution = solution
        .split_whitespace()
        .enumerate()
        .map(|(i, w)| {
            Move::from_usi(w).map_err(|source| LineProblem::Move {
                index: i + 1,
                source,
            })
        })
        .collect::<Result<Vec<Move>, _>>()?;
    if solution.len() != plies as usize {
        return Err(LineProblem::Length {
            moves: solution.len(),
            plies,
        });
    }
    let mut p = position.clone();
    for (i, &mv) in solution.iter().enumerate() {
        p.check_move(mv).map_err(|e| LineProblem::Illegal {
            index: i + 1,
            usi: mv.to_usi(),
            why: e,
        })?;
        p.do_move(mv);
    }
    Ok(Puzzle {
        position,
        plies,
        solution,
        difficulty,
        line: None,
    })
}

/// One puzzle as a collection line.
pub fn line_of(puzzle: &Puzzle) -> String {
    let moves: Vec<String> = puzzle.solution.iter().map(|m| m.to_usi()).collect();
    format!(
        "{} | {} | {} | {}",
        puzzle.position.to_sfen(),
        puzzle.plies,
        moves.join(" "),
        puzzle.difficulty
    )
}

/// A whole collection: `header` lines as comments, then one line a puzzle.
pub fn write(header: &[String], puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for h in header {
        out.push_str("# ");
        out.push_str(h);
        out.push('\n');
    }
    out.push_str("# SFEN | plies | solution (USI) | difficulty\n");
    for p in puzzles {
        out.push_str(&line_of(p));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // A gold dropped on 5b, backed by the pawn on 5c, mates the bare king.
    const GOLD_MATE: &str = "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b | 12";

    #[test]
    fn a_line_reads_into_a_puzzle_and_writes_back_the_same() {
        let parsed = parse(&format!("# a comment\n\n{GOLD_MATE}\n"));
        assert!(parsed.refused.is_empty(), "{:?}", parsed.refused);
        let p = &parsed.puzzles[0];
        assert_eq!((p.plies, p.difficulty, p.line), (1, 12, Some(3)));
        assert_eq!(p.solution[0].to_usi(), "G*5b");
        assert_eq!(line_of(p), GOLD_MATE);
    }

    #[test]
    fn a_bad_line_is_refused_in_the_players_language() {
        let bad = |line: &str| parse(line).refused.remove(0).problem;
        let plies = bad("4k4/9/4P4/9/9/9/9/9/9 b G 1 | three | G*5b | 1");
        assert_eq!(
            crate::i18n::in_lang(crate::i18n::Lang::En, || plies.shown()),
            plies.to_string()
        );
        assert_eq!(
            crate::i18n::in_lang(crate::i18n::Lang::Ja, || plies.shown()),
            "'three' は手数ではありません"
        );
        let illegal = bad("4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | S*5b | 1");
        assert_eq!(
            crate::i18n::in_lang(crate::i18n::Lang::En, || illegal.shown()),
            illegal.to_string()
        );
        let ja = crate::i18n::in_lang(crate::i18n::Lang::Ja, || illegal.shown());
        assert!(ja.starts_with("解答の1手目（S*5b）は指せません："), "{ja}");
        assert!(ja.contains("銀"), "{ja}");
        let fields = bad("4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b");
        assert_eq!(
            crate::i18n::in_lang(crate::i18n::Lang::Ja, || fields.shown()),
            "「|」で区切った4つの欄（SFEN | 手数 | 解答 | 難易度）が必要ですが、3つあります"
        );
    }

    #[test]
    fn bad_lines_are_refused_by_number_and_the_rest_loads() {
        let text = [
            GOLD_MATE,
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b",
            "4k4/9/4P4/9/9/9/9/9 b G 1 | 1 | G*5b | 1",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | three | G*5b | 1",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 2 | G*5b 5a4a | 1",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | G*5b | hard",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | Gx5b | 1",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 3 | G*5b | 1",
            "4k4/9/4P4/9/9/9/9/9/9 b G 1 | 1 | S*5b | 1",
            GOLD_MATE,
        ]
        .join("\n");
        let parsed = parse(&text);
        assert_eq!(parsed.puzzles.len(), 2);
        assert_eq!(parsed.puzzles[1].line, Some(10));
        let lines: Vec<usize> = parsed.refused.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 3, 4, 5, 6, 7, 8, 9]);
        let said: Vec<String> = parsed.refused.iter().map(|e| e.to_string()).collect();
        assert!(
            said[0].starts_with("line 2: expected 4 fields"),
            "{}",
            said[0]
        );
        assert!(said[1].contains("bad SFEN"), "{}", said[1]);
        assert!(said[2].contains("'three' is not a number"), "{}", said[2]);
        assert!(said[3].contains("odd number"), "{}", said[3]);
        assert!(
            said[4].contains("'hard' is not a difficulty"),
            "{}",
            said[4]
        );
        assert!(said[5].contains("solution move 1"), "{}", said[5]);
        assert!(
            said[6].contains("1 moves but the line says 3"),
            "{}",
            said[6]
        );
        assert!(said[7].contains("(S*5b) cannot be played"), "{}", said[7]);
    }
}
