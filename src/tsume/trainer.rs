//! Solving a puzzle: the player plays the attacker, the program the
//! defender.
//!
//! Each of the player's moves is judged by the solver: a move that is not
//! a check is refused (every attacker's move of a tsume checks); a check
//! after which there is no mate is refused with a defence that shows it;
//! any check that mates within the plies left is accepted, the solution's
//! or another (別解); a check that mates only in more plies is accepted
//! with a note, and the puzzle goes on at that length. After an accepted
//! move the defender answers at once with the longest defence the solver
//! finds, where an interposition the attacker just takes (無駄合) does not
//! count as longer (`mate::solve_after_check`).

use super::Puzzle;
use crate::i18n::Lang;
use crate::i18n::rules::Shown;
use crate::mate::proof::{AfterCheck, after_check};
use crate::shogi::notation::kanji::{kif_name, square_japanese};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{IllegalMove, Move, PieceKind, Position, Square};
use crate::t;

/// Nodes the solver may spend judging one move: enough for the mates of
/// a collection at a fraction of a second, bounded so that a wild move in
/// a long problem does not hang the page.
pub const JUDGE_NODES: u64 = 1_000_000;

/// A move as a message quotes it: western notation for English, Japanese
/// (`▲２二金`) for Japanese, both written from the position it was played
/// in, so the words can be chosen when they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWords {
    pub western: String,
    pub japanese: String,
}

impl MoveWords {
    /// `mv` in `pos`, the move before it having gone to `previous_to`.
    pub fn of(pos: &Position, mv: Move, previous_to: Option<Square>) -> MoveWords {
        MoveWords {
            western: western(pos, mv),
            japanese: japanese(pos, mv, previous_to),
        }
    }

    /// The notation of the language of the moment.
    pub fn said(&self) -> &str {
        match crate::i18n::current() {
            Lang::En => &self.western,
            Lang::Ja => &self.japanese,
        }
    }
}

/// Why the player's move is not taken. Moves are written as the
/// position they were played in reads them (see [`MoveWords`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Solved,
    Illegal(IllegalMove),
    NotACheck {
        mv: Move,
        said: MoveWords,
    },
    DoesNotMate {
        mv: Move,
        /// A defence after which the attacker has no mate.
        refutation: Option<Move>,
        /// The refutation in words ("Kx2b", "△同　玉").
        said: Option<MoveWords>,
    },
    Undecided {
        nodes: u64,
    },
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Refusal::Solved => t!("puzzles-refusal-solved"),
            // In the player's words, as every page says a refused move.
            Refusal::Illegal(e) => e.shown(),
            Refusal::NotACheck { said, .. } => t!("puzzles-refusal-not-a-check", mv = said.said()),
            Refusal::DoesNotMate {
                said: Some(said), ..
            } => {
                t!("puzzles-refusal-escapes", mv = said.said())
            }
            Refusal::DoesNotMate { said: None, .. } => t!("puzzles-refusal-king-escapes"),
            Refusal::Undecided { nodes } => t!("puzzles-refusal-undecided", nodes = *nodes),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for Refusal {}

/// What the solver says of an attacker's move in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Plies to the mate from this move on, the move included.
    pub mate_plies: u32,
    /// The mating line after the move: the defender's longest defence first.
    pub line: Vec<Move>,
}

/// Judges the attacker's move `mv` in `pos`: refused, or the length of the
/// mate it leads to and the line that follows.
pub fn judge(pos: &Position, mv: Move, nodes: u64) -> Result<Judgement, Refusal> {
    if pos.is_checkmate() {
        return Err(Refusal::Solved);
    }
    pos.check_move(mv).map_err(Refusal::Illegal)?;
    if !pos.gives_check(mv) {
        return Err(Refusal::NotACheck {
            mv,
            said: MoveWords::of(pos, mv, None),
        });
    }
    let mut after = pos.clone();
    after.do_move(mv);
    match after_check(&after, nodes) {
        AfterCheck::Mates { line, .. } => Ok(Judgement {
            mate_plies: 1 + line.len() as u32,
            line,
        }),
        AfterCheck::Refuted { refutation } => Err(Refusal::DoesNotMate {
            mv,
            refutation,
            said: refutation.map(|r| MoveWords::of(&after, r, Some(mv.to()))),
        }),
        AfterCheck::Undecided => Err(Refusal::Undecided { nodes }),
    }
}

/// An accepted move, and what followed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accepted {
    /// Another mating move than the solution's, as short (別解).
    pub alternative: bool,
    /// The move mates, but only in this many plies from the start where
    /// the puzzle asked for fewer: taken, with a note.
    pub longer: Option<u32>,
    /// The defender's answer, already played; `None` when the move mated.
    pub reply: Option<Move>,
}

/// The first move's piece, as a hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub kind: PieceKind,
    /// Where the piece stands; `None` for a drop from the hand.
    pub from: Option<Square>,
}

impl std::fmt::Display for Hint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match (crate::i18n::current(), self.from) {
            (Lang::En, None) => t!("puzzles-hint-drop", piece = self.kind.name()),
            (Lang::En, Some(sq)) => {
                t!(
                    "puzzles-hint-move",
                    piece = self.kind.name(),
                    square = sq.usi()
                )
            }
            (Lang::Ja, None) => t!("puzzles-hint-drop", piece = kif_name(self.kind)),
            (Lang::Ja, Some(sq)) => t!(
                "puzzles-hint-move",
                piece = kif_name(self.kind),
                square = square_japanese(sq)
            ),
        };
        f.write_str(&text)
    }
}

/// One try at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    start: Position,
    solution: Vec<Move>,
    position: Position,
    moves: Vec<Move>,
    /// A mating line from the current position: the rest of the solution,
    /// or the solver's line once the player left it.
    ahead: Vec<Move>,
    /// The mate's length from the start as it now stands.
    plies: u32,
    /// Nodes for judging each move.
    pub nodes: u64,
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Attempt {
        Attempt {
            start: puzzle.position.clone(),
            solution: puzzle.solution.clone(),
            position: puzzle.position.clone(),
            moves: Vec::new(),
            ahead: puzzle.solution.clone(),
            plies: puzzle.plies,
            nodes: JUDGE_NODES,
        }
    }

    /// The position the player is to move in.
    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The moves played so far, the defender's answers included.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The mate's length from the start as it now stands (more than the
    /// puzzle's after a longer mate was accepted).
    pub fn plies(&self) -> u32 {
        self.plies
    }

    pub fn is_solved(&self) -> bool {
        self.position.is_checkmate()
    }

    /// Plays the player's move if the solver accepts it, and the
    /// defender's answer after it.
    pub fn play(&mut self, mv: Move) -> Result<Accepted, Refusal> {
        let judged = judge(&self.position, mv, self.nodes)?;
        let played = self.moves.len() as u32;
        let left = self.plies.saturating_sub(played);
        let expected = self.ahead.first().copied();
        let longer = (judged.mate_plies > left).then_some(played + judged.mate_plies);
        let accepted = Accepted {
            alternative: expected != Some(mv) && longer.is_none(),
            longer,
            reply: judged.line.first().copied(),
        };
        self.position.do_move(mv);
        self.moves.push(mv);
        if let Some(reply) = accepted.reply {
            self.position.do_move(reply);
            self.moves.push(reply);
        }
        // The line ahead is the solver's from here, even on the solution's
        // path: it follows the defence the defender actually chose.
        self.ahead = judged.line.get(1..).unwrap_or_default().to_vec();
        self.plies = played + judged.mate_plies;
        Ok(accepted)
    }

    /// The next attacker's move's piece, from the line ahead.
    pub fn hint(&self) -> Option<Hint> {
        let mv = *self.ahead.first()?;
        Some(match mv {
            Move::Drop { kind, .. } => Hint { kind, from: None },
            Move::Board { from, .. } => Hint {
                kind: self.position.piece_at(from)?.kind,
                from: Some(from),
            },
        })
    }

    /// The puzzle's solution, from the start.
    pub fn solution(&self) -> &[Move] {
        &self.solution
    }

    /// A mating line from the current position (the solver's once the
    /// player left the solution).
    pub fn line_ahead(&self) -> &[Move] {
        &self.ahead
    }
}
