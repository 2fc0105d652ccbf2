//! Search scores: centipawns, with mates encoded near the ends of the range
//! so that a quicker mate always compares better than a slower one.

use std::fmt;

/// Larger than any real score: the open window.
pub(crate) const INFINITE: i32 = 32_001;
/// Mate at the root; mate in `n` plies scores `MATE - n`.
pub(crate) const MATE: i32 = 32_000;
/// Scores at or beyond this magnitude are mates (or wins as sure as one).
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Deepest ply the search will ever reach, extensions included.
pub(crate) const MAX_PLY: usize = 120;

/// The side to move is mated (or has otherwise lost) at `ply`.
#[inline]
pub(crate) const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// The side to move wins at `ply`.
#[inline]
pub(crate) const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// Mate scores are stored relative to the node, not the root, so that the
/// same entry means the same thing wherever the position is met again.
#[inline]
pub(crate) fn to_table(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v + ply as i32
    } else if v <= -MATE_BOUND {
        v - ply as i32
    } else {
        v
    }
}

#[inline]
pub(crate) fn from_table(v: i32, ply: usize) -> i32 {
    if v >= MATE_BOUND {
        v - ply as i32
    } else if v <= -MATE_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// A score as a player or a USI GUI reads it, from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a pawn on the board is worth about 90).
    Cp(i32),
    /// Mate in this many plies: positive when the side to move mates,
    /// negative when it is mated.
    Mate(i32),
}

impl Score {
    pub(crate) fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate(MATE - v)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v))
        } else {
            Score::Cp(v)
        }
    }

    /// Whether this score says the side to move is lost by force.
    pub fn is_mated(self) -> bool {
        matches!(self, Score::Mate(n) if n <= 0)
    }
}

impl fmt::Display for Score {
    /// USI spelling: `cp 35`, `mate 5`, `mate -4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(v) => write!(f, "cp {v}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_round_trip_through_the_table() {
        for ply in [0usize, 3, 40] {
            for v in [mate_in(ply + 5), mated_in(ply + 2), 123, -77] {
                assert_eq!(from_table(to_table(v, ply), ply), v);
            }
        }
    }

    #[test]
    fn usi_spelling() {
        assert_eq!(Score::from_internal(mate_in(3)).to_string(), "mate 3");
        assert_eq!(Score::from_internal(mated_in(4)).to_string(), "mate -4");
        assert_eq!(Score::from_internal(-250).to_string(), "cp -250");
        assert!(Score::from_internal(mated_in(0)).is_mated());
        assert!(!Score::from_internal(mate_in(1)).is_mated());
    }
}
