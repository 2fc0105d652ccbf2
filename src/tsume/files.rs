//! The player's own problem files, and the built-in collection.
//!
//! Three kinds, told apart by extension and content:
//! - a tsume record (`.kif .kifu .ki2 .ki2u .csa`), one problem: the
//!   diagram, and the written solution as its moves when there are any.
//!   The defender's hand may be "all the rest" (`後手の持駒：残り全部`,
//!   `残り全て`, `残りの駒全部`; CSA `P-00AL`), as composed problems set it;
//! - a collection (`tsume::collection`): lines with `|` between fields;
//! - an SFEN list: one problem a line, a bare SFEN, `sfen ...` or
//!   `position sfen ...`, with the written solution after `moves` if any.
//!
//! Each problem is proven by the solver within a node budget (never a
//! time limit, so the answer does not depend on the machine's load) before
//! it is offered. A problem that fails is refused with its file, its line
//! (records: the file) and the reason, and the others still load; a file
//! with no usable problem at all is an error.

use super::Puzzle;
use super::collection;
use crate::kifu::files::{MAX_RECORD_BYTES, extension_of, read_capped_text};
use crate::kifu::{BadMove, RecordError, escape_controls, read_record, usi_line};
use crate::mate::proof::{self, FILE_NODES, Unsound};
use crate::shogi::{Move, Position};
use crate::t;
use crate::words::Said;
use std::path::Path;
use thiserror::Error;

/// The built-in collection, compiled in.
pub const BUILTIN: &str = include_str!("../../assets/tsume.txt");

/// A problem that is not offered.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{}", refused_text(.file, *.line, .reason))]
pub struct Refused {
    /// The file, as shown to the player.
    pub file: String,
    pub line: Option<usize>,
    pub reason: String,
}

/// The problems of a file that can be solved, and those refused.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    pub puzzles: Vec<Puzzle>,
    pub refused: Vec<Refused>,
    /// The SFENs of the puzzles whose solution is the solver's line, not
    /// proven the shortest mate: their length is not "mate in N".
    pub line_only: Vec<String>,
}

/// Why a file gives nothing to solve.
#[derive(Debug, Error)]
pub enum FilesError {
    /// Missing, unreadable, not text, not a record.
    #[error("{}", .0.said())]
    File(#[from] RecordError),
    #[error("{}", no_puzzle_text(.file, .refused))]
    NoPuzzle { file: String, refused: Vec<Refused> },
}

fn refused_text(file: &str, line: Option<usize>, reason: &str) -> String {
    match line {
        Some(line) => t!(
            "puzzles-file-line",
            file = file,
            line = line,
            reason = reason
        ),
        None => t!("puzzles-file-reason", file = file, reason = reason),
    }
}

fn no_puzzle_text(file: &str, refused: &[Refused]) -> String {
    match refused {
        [] => t!("puzzles-no-puzzle-empty", file = file),
        [one] => t!(
            "puzzles-no-puzzle-one",
            file = file,
            reason = without_file(one)
        ),
        [one, rest @ ..] => t!(
            "puzzles-no-puzzle-more",
            file = file,
            reason = without_file(one),
            more = rest.len()
        ),
    }
}

fn without_file(r: &Refused) -> String {
    match r.line {
        Some(line) => t!(
            "puzzles-line-reason",
            line = line,
            reason = r.reason.as_str()
        ),
        None => r.reason.clone(),
    }
}

/// The built-in collection, as compiled in. Its lines are proven by a
/// test, not at each start.
pub fn builtin() -> Loaded {
    let parsed = collection::parse(BUILTIN);
    Loaded {
        puzzles: parsed.puzzles,
        refused: parsed
            .refused
            .into_iter()
            .map(|e| Refused {
                file: t!("puzzles-builtin-file"),
                line: Some(e.line),
                reason: e.problem.shown(),
            })
            .collect(),
        line_only: Vec::new(),
    }
}

/// Reads and proves the problems of a file (see the module comment).
pub fn load(path: &Path) -> Result<Loaded, FilesError> {
    load_with(path, FILE_NODES)
}

/// [`load`] with the solver's node budget for each problem.
pub fn load_with(path: &Path, nodes: u64) -> Result<Loaded, FilesError> {
    let file = escape_controls(&path.display().to_string()).into_owned();
    let ext = extension_of(path);
    let mut loaded = Loaded::default();
    let refuse = |line: Option<usize>, reason: String| Refused {
        file: file.clone(),
        line,
        reason,
    };
    let mut problems: Vec<(Option<usize>, Position, Vec<Move>)> = Vec::new();
    if matches!(ext.as_str(), "kif" | "kifu" | "ki2" | "ki2u" | "csa") {
        let record = read_record(path)?;
        if let Some(bad) = &record.bad_move {
            let line = (bad.line > 0).then_some(bad.line);
            loaded.refused.push(refuse(line, wrong_move(bad)));
        } else {
            let moves = record.moves.iter().map(|m| m.mv).collect();
            problems.push((None, record.start.position(), moves));
        }
    } else {
        let text = read_capped_text(path, MAX_RECORD_BYTES)?;
        if is_collection(&text) {
            let parsed = collection::parse(&text);
            for e in parsed.refused {
                loaded.refused.push(refuse(Some(e.line), e.problem.shown()));
            }
            for p in parsed.puzzles {
                problems.push((p.line, p.position, p.solution));
            }
        } else {
            for (i, raw) in text.lines().enumerate() {
                let line = raw.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                match usi_line::parse_line(line) {
                    Err(why) => loaded.refused.push(refuse(Some(i + 1), why.said())),
                    Ok(record) => match &record.bad_move {
                        Some(bad) => loaded.refused.push(refuse(Some(i + 1), wrong_move(bad))),
                        None => problems.push((
                            Some(i + 1),
                            record.start.position(),
                            record.moves.iter().map(|m| m.mv).collect(),
                        )),
                    },
                }
            }
        }
    }
    for (line, position, written) in problems {
        match proven(position, written, nodes) {
            Ok((mut puzzle, line_only)) => {
                puzzle.line = line;
                if line_only {
                    loaded.line_only.push(puzzle.position.to_sfen());
                }
                loaded.puzzles.push(puzzle);
            }
            Err(why) => loaded.refused.push(refuse(line, why.said())),
        }
    }
    if loaded.puzzles.is_empty() {
        return Err(FilesError::NoPuzzle {
            file,
            refused: loaded.refused,
        });
    }
    Ok(loaded)
}

/// A written move that cannot be played, as a reason to refuse.
fn wrong_move(bad: &BadMove) -> String {
    t!("puzzles-unsound-wrong-solution", why = bad.said())
}

/// A collection has `|` between its fields; an SFEN never does.
fn is_collection(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| l.contains('|'))
}

/// The problem as a puzzle, once the solver proved it: the written
/// solution when there is one (its length the composer's), else the
/// solver's line, with whether that line is not proven the shortest.
pub fn proven(
    position: Position,
    written: Vec<Move>,
    nodes: u64,
) -> Result<(Puzzle, bool), Unsound> {
    let proof = proof::prove(&position, nodes)?;
    let (solution, line_only) = if written.is_empty() {
        (proof.line, !proof.shortest)
    } else {
        proof::check_solution(&position, &written, nodes)?;
        (written, false)
    };
    let puzzle = Puzzle {
        position,
        plies: solution.len() as u32,
        solution,
        difficulty: proof.nodes,
        line: None,
    };
    Ok((puzzle, line_only))
}
