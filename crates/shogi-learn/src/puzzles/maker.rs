//! Making puzzles from games (`shogi-tui puzzlegen`).
//!
//! A position is a puzzle when its side to move, not in check, mates
//! within `max_plies` and no other first check mates at all (no 余詰 at
//! the first move: every other check refuted; one the solver cannot
//! decide and the position is passed over). A position with White to mate
//! is turned round first so that Black mates, as tsume are set, and every
//! proof is made on the turned position: the solver once answered a
//! position and its mirror differently, so a proof of the game's own
//! position would not vouch for the one shipped.
//!
//! One puzzle per game at most, from its last `last_plies` positions; of
//! the candidates a game offers, the one whose length class (1, 3, 5, 7,
//! 9, 11+ plies) holds the fewest puzzles so far is tried first, so the
//! collection spreads over the lengths.

use shogi_core::sfen::rotated;
use shogi_core::{Color, Position, Setup};
use shogi_engine::mate::proof::{self, NotUnique, Unsound};
use shogi_engine::mate::puzzle::Puzzle;
use std::collections::HashSet;

/// The lengths the collection is spread over: 1, 3, 5, 7, 9, and 11 or more.
pub const CLASSES: usize = 6;

/// The names of the length classes, for reports.
pub const CLASS_NAMES: [&str; CLASSES] = ["1", "3", "5", "7", "9", "11+"];

/// The length class of a mate of `plies`.
pub fn class_of(plies: u32) -> usize {
    (plies.clamp(1, 11) as usize - 1) / 2
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MakerConfig {
    /// The longest mate taken.
    pub max_plies: u32,
    /// The most puzzles of one length class; `None` for no limit.
    pub per_length: Option<usize>,
    /// How many positions from the end of each game are looked at.
    pub last_plies: usize,
    /// Nodes the solver may search for each proof.
    pub nodes: u64,
}

impl Default for MakerConfig {
    fn default() -> MakerConfig {
        MakerConfig {
            max_plies: 15,
            per_length: None,
            last_plies: 24,
            nodes: 100_000,
        }
    }
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection {
    Unsound(Unsound),
    TooLong(u32),
    /// A mate, but the solver could not rule out a shorter one: the
    /// length a puzzle states must be exact.
    LengthUnsure(u32),
    NotUnique(NotUnique),
}

/// The position with Black to move: as it is, or turned round.
pub fn black_to_mate(pos: &Position) -> Option<Position> {
    let mut setup = if pos.side_to_move() == Color::White {
        Setup::from_sfen(&rotated(&pos.to_sfen())).ok()?
    } else {
        Setup::from(pos)
    };
    // The move number of a puzzle is 1, whatever ply of the game it was.
    setup.move_number = 1;
    Position::try_from(setup).ok()
}

/// A proven mate not yet checked for a single first move.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub position: Position,
    pub proof: proof::Proof,
}

/// Proves that the side to move of `pos` (turned so that Black moves)
/// mates within the length allowed.
pub fn candidate(pos: &Position, config: &MakerConfig) -> Result<Candidate, Rejection> {
    let position = black_to_mate(pos).ok_or(Rejection::Unsound(Unsound::NoMate))?;
    let proof = proof::prove(&position, config.nodes).map_err(Rejection::Unsound)?;
    let plies = proof.line.len() as u32;
    if plies > config.max_plies {
        return Err(Rejection::TooLong(plies));
    }
    if !proof.shortest {
        return Err(Rejection::LengthUnsure(plies));
    }
    Ok(Candidate { position, proof })
}

/// The candidate as a puzzle, if no other first check mates.
pub fn confirm(c: &Candidate, config: &MakerConfig) -> Result<Puzzle, Rejection> {
    let first = c.proof.line[0];
    proof::only_first_move(&c.position, first, config.nodes).map_err(Rejection::NotUnique)?;
    Ok(Puzzle {
        position: c.position.clone(),
        plies: c.proof.line.len() as u32,
        solution: c.proof.line.clone(),
        difficulty: c.proof.nodes,
        line: None,
    })
}

/// Whether `pos` is a puzzle (turned so that Black mates).
pub fn examine(pos: &Position, config: &MakerConfig) -> Result<Puzzle, Rejection> {
    confirm(&candidate(pos, config)?, config)
}

/// The puzzles found so far, by length class, without repeats.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub puzzles: Vec<Puzzle>,
    pub per_class: [usize; CLASSES],
    keys: HashSet<u64>,
    /// Positions proven and checked, for the report.
    pub examined: u64,
}

impl Found {
    fn full(&self, class: usize, config: &MakerConfig) -> bool {
        config
            .per_length
            .is_some_and(|n| self.per_class[class] >= n)
    }

    /// Whether every class holds `per_length` puzzles (never without a limit).
    pub fn all_full(&self, config: &MakerConfig) -> bool {
        (0..CLASSES).all(|c| self.full(c, config))
    }

    pub fn add(&mut self, puzzle: Puzzle) -> bool {
        if !self.keys.insert(puzzle.position.key()) {
            return false;
        }
        self.per_class[class_of(puzzle.plies)] += 1;
        self.puzzles.push(puzzle);
        true
    }

    /// The collection's order: by length, then by difficulty.
    pub fn sorted(&self) -> Vec<Puzzle> {
        let mut out = self.puzzles.clone();
        out.sort_by_key(|p| (p.plies, p.difficulty, p.position.to_sfen()));
        out
    }
}

/// Looks for one puzzle in the last positions of a game: every position
/// is proven, and the candidates are tried for a single first move, the
/// least represented length first (longer first on a tie: they are rarer).
pub fn puzzle_of_game(
    positions: &[Position],
    config: &MakerConfig,
    found: &mut Found,
) -> Option<Puzzle> {
    let from = positions.len().saturating_sub(config.last_plies);
    let mut candidates = Vec::new();
    for pos in &positions[from..] {
        found.examined += 1;
        if let Ok(c) = candidate(pos, config) {
            let class = class_of(c.proof.line.len() as u32);
            if !found.full(class, config) && !found.keys.contains(&c.position.key()) {
                candidates.push(c);
            }
        }
    }
    candidates.sort_by_key(|c| {
        let plies = c.proof.line.len();
        (found.per_class[class_of(plies as u32)], usize::MAX - plies)
    });
    candidates.iter().find_map(|c| confirm(c, config).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_fall_into_six_classes() {
        let classes: Vec<usize> = [1, 3, 5, 7, 9, 11, 13, 15].map(class_of).to_vec();
        assert_eq!(classes, [0, 1, 2, 3, 4, 5, 5, 5]);
    }

    #[test]
    fn white_to_mate_is_turned_round_and_the_move_number_is_one() {
        // White's gold in hand over Black's king on 5i, White's pawn on 5g.
        let white = Position::from_sfen("9/9/9/9/9/9/4p4/9/4K4 w g 40").unwrap();
        let turned = black_to_mate(&white).unwrap();
        assert_eq!(turned.to_sfen(), "4k4/9/4P4/9/9/9/9/9/9 b G 1");
        let black = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 7").unwrap();
        assert_eq!(black_to_mate(&black).unwrap().to_sfen(), turned.to_sfen());
    }
}
