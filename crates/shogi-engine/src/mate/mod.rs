//! Mate search (詰み探索): can the side to move mate by a series of checks?
//!
//! A df-pn (depth-first proof-number) solver. The attacker plays only
//! checks, the defender every legal evasion (captures, king moves and
//! interpositions, drops included); the pawn-drop mate ban and the other
//! drop rules come from the move generator. A repetition is never a mate
//! (a perpetual check loses), and a result that holds only because of the
//! path is kept out of the table. The table applies hand dominance. Once
//! the root is proven, `line` picks the mating line to show.
//!
//! Everything lives in the `Search` value of one call: no globals, so
//! several solves may run at once, and `solve` may run on another thread
//! than the one holding the stop flag.

mod limits;
mod line;
mod path;
mod pieces;
pub mod proof;
pub mod puzzle;
mod search;
mod shortest;
mod table;

use limits::INFINITE;
pub use limits::{EXACT_LINE, Limit, MAX_PLY, MateLimits};
use search::Search;
use shogi_core::{Color, Move, Position};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use table::{Numbers, Table};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateOutcome {
    /// The side to move mates; the moves from the root to the mate, the
    /// attacker's first. Its length is odd.
    Mate(Vec<Move>),
    /// No series of checks mates (against best defence).
    NoMate,
    /// A limit ended the search first.
    Unknown(Limit),
}

#[derive(Clone, Debug)]
pub struct MateReport {
    pub outcome: MateOutcome,
    /// Positions searched, the line's extraction included.
    pub nodes: u64,
    pub elapsed: Duration,
    /// Of those, the positions searched until the root was settled (proven,
    /// disproven or stopped), and the time: what a solver that shows the
    /// first line its proof holds, as cshogi's DfPn does, would count.
    /// The rest went on the shortest line and longest defence.
    pub proof_nodes: u64,
    pub proof_elapsed: Duration,
    /// For a `Mate`: whether the line is known to be the shortest mate
    /// against the longest defence (the exact look for shorter mates kept
    /// within its budget). A line not known so is still a mate.
    pub shortest: bool,
}

/// Solves "the side to move mates by checks" in `pos`. Raising `stop`
/// (from any thread) ends the search soon after with `Unknown(Stopped)`.
pub fn solve(pos: &Position, limits: &MateLimits, stop: &AtomicBool) -> MateReport {
    run(pos, pos.side_to_move(), limits, stop)
}

/// Solves "the check just given still mates" in `pos`, whose side to move
/// is in check: does the other side mate by checks, whatever it answers?
/// A `Mate` line starts with the defender's longest defence and has an
/// even length (none at all when `pos` is already mate). This judges one
/// check in a single search, where solving each evasion apart would
/// prove the same positions again and again.
pub fn solve_after_check(pos: &Position, limits: &MateLimits, stop: &AtomicBool) -> MateReport {
    run(pos, pos.side_to_move().opponent(), limits, stop)
}

fn run(pos: &Position, attacker: Color, limits: &MateLimits, stop: &AtomicBool) -> MateReport {
    run_capped(
        pos,
        attacker,
        limits,
        stop,
        limits::deepest_ply(limits.table_mb),
    )
}

/// The short look before the search (`run_capped`): mates within this
/// many plies, for this many positions. On 223 positions from outside
/// games, 1,000 positions to 9 plies kept 101 lines known shortest where
/// none gave 97 (and the proof with the old count 104); 2,000 cost the
/// long mates a tenth of their time for two lines more.
const SHORT_PLY: usize = 9;
const SHORT_NODES: u64 = 1_000;

fn run_capped(
    pos: &Position,
    attacker: Color,
    limits: &MateLimits,
    stop: &AtomicBool,
    max_ply: usize,
) -> MateReport {
    let start = Instant::now();
    let deadline = limits.time.map(|t| start + t);
    let mut search = Search::new(
        pos,
        Table::new(limits.table_mb),
        limits.nodes.unwrap_or(u64::MAX),
        deadline,
        stop,
    );
    search.attacker = attacker;
    search.max_ply = max_ply;
    search.exact_line_min = limits.exact_line;
    // A short look first: the search counts an interposition square once
    // whatever the pieces that could block there, which lets it prove
    // long tsume full of futile interpositions, but also makes a long
    // check from afar look as cheap as a short mate near the king. Mates
    // within SHORT_PLY found by a small search capped there come first,
    // and the line's look then has a short mate to show shortest.
    //
    // The puzzle maker's lines must be the shortest mates, and each of
    // its proofs is small: it keeps the search its collection was proven
    // with, every interposition listed and counted, no short look.
    search.drops_once = limits.exact_line <= EXACT_LINE;
    if search.drops_once {
        search.short_look(SHORT_NODES, SHORT_PLY);
    }
    let root = if search.halted.is_none() {
        search.mid(INFINITE, INFINITE, 0).n
    } else {
        search.lookup().unwrap_or(Numbers { pn: 1, dn: 1 })
    };
    let proof_nodes = search.nodes;
    let proof_elapsed = search.start().elapsed();
    let mut shortest = false;
    let outcome = if root.pn == 0 {
        match line::mating_line(&mut search) {
            Some(line) => {
                shortest = line.shortest;
                MateOutcome::Mate(line.moves)
            }
            // Proven, but a limit cut the line's extraction short.
            None => MateOutcome::Unknown(search.halted.unwrap_or(Limit::Nodes)),
        }
    } else if root.dn == 0 && !search.capped {
        MateOutcome::NoMate
    } else if root.dn == 0 {
        MateOutcome::Unknown(Limit::Depth)
    } else {
        MateOutcome::Unknown(search.halted.unwrap_or(Limit::Nodes))
    };
    MateReport {
        outcome,
        nodes: search.nodes,
        elapsed: search.start().elapsed(),
        proof_nodes,
        proof_elapsed,
        shortest,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_cut_by_the_ply_cap_is_not_a_proof_of_no_mate() {
        // Two rooks against a bare king: a mate, but not in 3 plies.
        let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2R 1").unwrap();
        let stop = AtomicBool::new(false);
        let limits = MateLimits::default();
        let capped = run_capped(&pos, Color::Black, &limits, &stop, 3);
        assert_eq!(capped.outcome, MateOutcome::Unknown(Limit::Depth));
        let whole = run_capped(&pos, Color::Black, &limits, &stop, MAX_PLY);
        assert!(
            matches!(whole.outcome, MateOutcome::Mate(_)),
            "{:?}",
            whole.outcome
        );
        // A king with nothing to check with is disproven without the cap
        // mattering: that is still "no mate".
        let bare = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
        let none = run_capped(&bare, Color::Black, &limits, &stop, 3);
        assert_eq!(none.outcome, MateOutcome::NoMate);
    }

    #[test]
    fn the_tail_of_kotobuki_needs_more_than_two_hundred_plies() {
        // The last 221 plies of 寿 (the position after ply 390 of the
        // published solution, a 221-ply mate): with the old cap of 200
        // plies the search cannot prove it, with the cap a 64 MiB table
        // gives it can.
        let pos = Position::from_sfen(
            "g3p3+r/3lPG3/1s4ppp/1l1B4P/L1+Rb2Pl1/k8/8S/1P+p1gS3/1g+p2P3 b 4NPs6p 1",
        )
        .unwrap();
        let stop = AtomicBool::new(false);
        let limits = MateLimits {
            nodes: Some(2_000_000),
            ..MateLimits::default()
        };
        let capped = run_capped(&pos, Color::Black, &limits, &stop, 200);
        assert!(
            matches!(capped.outcome, MateOutcome::Unknown(_)),
            "{:?}",
            capped.outcome
        );
        let whole = run(&pos, Color::Black, &limits, &stop);
        assert!(
            matches!(whole.outcome, MateOutcome::Mate(ref l) if l.len() > 200),
            "{:?}",
            whole.outcome
        );
    }

    #[test]
    fn a_larger_table_lets_the_search_go_deeper() {
        // The longest known tsume (1525 plies) fits any table.
        assert_eq!(limits::deepest_ply(1), MAX_PLY);
        const { assert!(MAX_PLY > 1525) };
        assert_eq!(limits::deepest_ply(64), MAX_PLY);
        assert_eq!(limits::deepest_ply(1024), 32_768);
        assert_eq!(limits::deepest_ply(usize::MAX), 1 << 16);
    }
}
