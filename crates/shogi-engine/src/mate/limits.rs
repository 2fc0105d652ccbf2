//! The bounds of a mate search: the proof numbers' infinity, the deepest
//! line searched, the limits a caller sets and why a solve stopped short.
//! Kept apart from `mod.rs` so that the search's parts can take them
//! without importing the module that drives them.

use std::time::Duration;

/// Proof and disproof numbers at or above this mean proven or disproven.
pub(super) const INFINITE: u32 = u32::MAX / 2;

/// The longest line searched; deeper, a branch counts as not mating
/// (only for this path: such a result is not stored). It also bounds the
/// recursion: by frame sizes, about 1 MiB of stack at the deepest, so `solve` fits the
/// 2 MiB stack of a spawned thread.
pub const MAX_PLY: usize = 200;

/// The default least budget of the exact look for shorter mates: on 242
/// long mates from real games, a larger one (200,000) made the lines a
/// tenth shorter but cost three times the time; mates of 15 plies or
/// less mostly fit in it.
pub const EXACT_LINE: u64 = 10_000;

/// What bounds a solve. With no limit at all the search runs until it
/// proves or disproves, or until the stop flag is raised.
#[derive(Clone, Debug)]
pub struct MateLimits {
    /// Nodes (positions searched); `None` for no limit.
    pub nodes: Option<u64>,
    /// Wall-clock time; `None` for no limit.
    pub time: Option<Duration>,
    /// Size of the transposition table in MiB.
    pub table_mb: usize,
    /// Positions the line's exact look for shorter mates may search, at
    /// least (it may always take as many as the proof did). Past it the
    /// line is still a mate but no longer known to be the shortest
    /// (`MateReport::shortest`). Puzzles, whose stated length must be
    /// exact, give it more.
    pub exact_line: u64,
}

impl Default for MateLimits {
    fn default() -> MateLimits {
        MateLimits {
            nodes: None,
            time: None,
            table_mb: 64,
            exact_line: EXACT_LINE,
        }
    }
}

/// Why a solve ended without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Nodes,
    Time,
    /// The caller raised the stop flag.
    Stopped,
    /// Some line ran into `MAX_PLY` and no mate was found short of it:
    /// what lies deeper is not known, so "no mate" cannot be said.
    Depth,
}
