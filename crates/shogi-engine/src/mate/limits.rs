//! The bounds of a mate search: the proof numbers' infinity, the deepest
//! line searched, the limits a caller sets and why a solve stopped short.
//! Kept apart from `mod.rs` so that the search's parts can take them
//! without importing the module that drives them.

use std::time::Duration;

/// Proof and disproof numbers at or above this mean proven or disproven.
pub(super) const INFINITE: u32 = u32::MAX / 2;

/// The depth every solve may reach, whatever the size of its table: the
/// longest known tsume, ミクロコスモス (1525 plies), fits. Deeper than a
/// solve's cap a branch counts as not mating (only for this path: such a
/// result is not stored).
pub const MAX_PLY: usize = 2048;

/// The most the search's own stack may grow to, past `MAX_PLY`: the nodes
/// under search (a frame with its children, about 2 KiB) and the line's
/// walk (its move lists, about 6 KiB) take some 8 KiB a ply, so a cap of
/// one ply per 32 KiB of table keeps them within a quarter of the table
/// the player chose.
const TABLE_BYTES_PER_PLY: usize = 32 << 10;
const DEEPEST: usize = 1 << 16;

/// How deep a solve with a table of `table_mb` MiB searches.
pub(super) fn deepest_ply(table_mb: usize) -> usize {
    (table_mb.saturating_mul(1 << 20) / TABLE_BYTES_PER_PLY).clamp(MAX_PLY, DEEPEST)
}

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
    /// Some line ran into the depth cap (`MAX_PLY` or more, by the table's
    /// size) and no mate was found short of it:
    /// what lies deeper is not known, so "no mate" cannot be said.
    Depth,
}
