//! Proving a puzzle with the mate solver: the position is a tsume (a
//! defender's king, the attacker not in check), the attacker mates, a
//! written solution is a real mating line, and, for the built-in
//! collection, no other first check mates at all.
//!
//! Every search is bounded by nodes only, never by the clock, so that
//! whether a puzzle passes does not depend on how busy the machine is.

use crate::mate::{self, MateLimits, MateOutcome, MateReport};
use shogi_core::{IllegalMove, Move, Position};
use std::sync::atomic::AtomicBool;
use thiserror::Error;

/// Nodes a problem read from a file may take to prove: composed problems
/// of a few dozen plies need a few hundred thousand.
pub const FILE_NODES: u64 = 2_000_000;

/// The solver's table for one proof: puzzles are small searches, and a
/// proof runs once per check when the first move is checked for being the
/// only one, so a large table would cost more to clear than to use.
const TABLE_MB: usize = 8;

/// The least budget of the solver's exact look for shorter mates: a
/// puzzle states its length, so its line must be known to be the
/// shortest; on the built-in collection 200,000 left 4 of 727 lines
/// unsettled, a tenth of that 60.
const EXACT_LINE: u64 = 1_000_000;

/// Why a position or a written solution is not a puzzle.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum Unsound {
    #[error("the side not to move has no king to mate")]
    NoDefenderKing,
    #[error("the side to move is in check; in a tsume the attacker is never in check")]
    AttackerInCheck,
    #[error("there is no mate by checks")]
    NoMate,
    #[error("the solver could not decide within {nodes} positions")]
    Undecided { nodes: u64 },
    #[error("the solution is wrong: {0}")]
    WrongSolution(WrongSolution),
}

/// What is wrong with a written solution; `number` counts its moves from 1.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum WrongSolution {
    #[error("{plies} plies; a mate ends with the attacker's move, an odd number")]
    EvenPlies { plies: usize },
    #[error("move {number} ({}) cannot be played: {why}", .mv.to_usi())]
    Illegal {
        number: usize,
        mv: Move,
        why: IllegalMove,
    },
    #[error("move {number} ({}) is not a check", .mv.to_usi())]
    NotACheck { number: usize, mv: Move },
    #[error("the last move does not mate")]
    NoMateAtEnd,
    #[error("the first move {} does not mate: {} escapes", .mv.to_usi(), .escape.to_usi())]
    FirstEscapes { mv: Move, escape: Move },
    #[error("the first move {} does not mate", .mv.to_usi())]
    FirstNoMate { mv: Move },
}

/// A proven mate: the solver's line (the shortest mate it found against
/// the longest defence), the positions it searched, and whether the line
/// is known to be the shortest mate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    pub line: Vec<Move>,
    pub nodes: u64,
    pub shortest: bool,
}

/// What the solver says of one check: whether it still mates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AfterCheck {
    /// It mates; the line starts with the defender's longest defence.
    Mates { line: Vec<Move>, nodes: u64 },
    /// No mate follows; `refutation` is a defence after which the
    /// attacker has none (the first such evasion).
    Refuted { refutation: Option<Move> },
    /// The budget ran out first.
    Undecided,
}

pub fn limits(nodes: u64) -> MateLimits {
    MateLimits {
        nodes: Some(nodes),
        time: None,
        table_mb: TABLE_MB,
        exact_line: EXACT_LINE,
    }
}

fn run(report: MateReport, nodes: u64) -> Result<Proof, Unsound> {
    match report.outcome {
        MateOutcome::Mate(line) => Ok(Proof {
            line,
            nodes: report.nodes,
            shortest: report.shortest,
        }),
        MateOutcome::NoMate => Err(Unsound::NoMate),
        MateOutcome::Unknown(_) => Err(Unsound::Undecided { nodes }),
    }
}

/// Whether the position is set as a tsume: the defender has a king and
/// the attacker (the side to move) is not in check.
pub fn check_setup(pos: &Position) -> Result<(), Unsound> {
    if pos.king_square(pos.side_to_move().opponent()).is_none() {
        return Err(Unsound::NoDefenderKing);
    }
    if pos.in_check() {
        return Err(Unsound::AttackerInCheck);
    }
    Ok(())
}

/// Proves that the side to move mates, within `nodes` positions.
pub fn prove(pos: &Position, nodes: u64) -> Result<Proof, Unsound> {
    check_setup(pos)?;
    run(
        mate::solve(pos, &limits(nodes), &AtomicBool::new(false)),
        nodes,
    )
}

/// Whether the check just played in `after` (the defender to move) still
/// mates; on a refutation, one defence that shows it.
pub fn after_check(after: &Position, nodes: u64) -> AfterCheck {
    let stop = AtomicBool::new(false);
    let report = mate::solve_after_check(after, &limits(nodes), &stop);
    match report.outcome {
        MateOutcome::Mate(line) => AfterCheck::Mates {
            line,
            nodes: report.nodes,
        },
        MateOutcome::Unknown(_) => AfterCheck::Undecided,
        MateOutcome::NoMate => {
            // The solver says no mate for the check as a whole; the
            // player wants to see the defence that does it, the first
            // evasion after which the attacker has no mate.
            let refutation = after.legal_moves().iter().copied().find(|&e| {
                let mut p = after.clone();
                p.do_move(e);
                matches!(
                    mate::solve(&p, &limits(nodes), &stop).outcome,
                    MateOutcome::NoMate
                )
            });
            AfterCheck::Refuted { refutation }
        }
    }
}

/// Checks a written solution: every move legal, the attacker's moves all
/// checks, an odd number of plies ending in mate, and its first move
/// really mating (a solution the defender could escape is wrong even if
/// the written defence walks into mate).
pub fn check_solution(pos: &Position, solution: &[Move], nodes: u64) -> Result<(), Unsound> {
    let wrong = |why: WrongSolution| Err(Unsound::WrongSolution(why));
    if solution.len().is_multiple_of(2) {
        return wrong(WrongSolution::EvenPlies {
            plies: solution.len(),
        });
    }
    let mut p = pos.clone();
    for (i, &mv) in solution.iter().enumerate() {
        if let Err(e) = p.check_move(mv) {
            return wrong(WrongSolution::Illegal {
                number: i + 1,
                mv,
                why: e,
            });
        }
        let attacker = i % 2 == 0;
        if attacker && !p.gives_check(mv) {
            return wrong(WrongSolution::NotACheck { number: i + 1, mv });
        }
        p.do_move(mv);
    }
    if !p.is_checkmate() {
        return wrong(WrongSolution::NoMateAtEnd);
    }
    let mut after = pos.clone();
    after.do_move(solution[0]);
    match after_check(&after, nodes) {
        AfterCheck::Mates { .. } => Ok(()),
        AfterCheck::Refuted { refutation } => wrong(match refutation {
            Some(escape) => WrongSolution::FirstEscapes {
                mv: solution[0],
                escape,
            },
            None => WrongSolution::FirstNoMate { mv: solution[0] },
        }),
        AfterCheck::Undecided => Err(Unsound::Undecided { nodes }),
    }
}

/// Why a proven mate has more than one first move (余詰), or cannot be
/// shown to have only one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotUnique {
    /// This other first check mates too.
    AlsoMates(Move),
    /// The solver could not decide whether this other check mates.
    Undecided(Move),
}

/// Checks that no first check but `first` mates at all; gives the nodes
/// spent, the measure of how hard the puzzle is to check.
pub fn only_first_move(pos: &Position, first: Move, nodes: u64) -> Result<u64, NotUnique> {
    let mut spent = 0;
    for &mv in pos.checking_moves().iter() {
        if mv == first {
            continue;
        }
        let mut after = pos.clone();
        after.do_move(mv);
        let report = mate::solve_after_check(&after, &limits(nodes), &AtomicBool::new(false));
        spent += report.nodes;
        match report.outcome {
            MateOutcome::NoMate => {}
            MateOutcome::Mate(_) => return Err(NotUnique::AlsoMates(mv)),
            MateOutcome::Unknown(_) => return Err(NotUnique::Undecided(mv)),
        }
    }
    Ok(spent)
}
