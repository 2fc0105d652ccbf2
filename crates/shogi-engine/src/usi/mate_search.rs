//! The seam between `go mate` and a mate solver: the engine hands the
//! position to a [`MateSearch`] on a thread of its own and writes the
//! `checkmate` line the answer calls for. The engine keeps the clock: it
//! raises the stop flag when the time is up or the GUI sends `stop`, and
//! the solver returns its answer so far.

use crate::mate::{self, MateLimits, MateOutcome};
use shogi_core::{Move, Position};
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What a mate search is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateRequest {
    /// `go mate <ms>`; `None` for `go mate infinite`. The engine raises
    /// the stop flag at this time; a solver may also plan by it.
    pub time: Option<Duration>,
    /// `USI_Hash`: the solver's table is at most this large.
    pub hash_mib: usize,
}

/// What a mate search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MateAnswer {
    /// The side to move mates with this line (attacker's move first),
    /// proven the shortest mate against the longest defence.
    Mate(Vec<Move>),
    /// The side to move mates with this line, whose length was not proven
    /// the shortest against the longest defence: it bounds the mate's
    /// length neither above nor below. The protocol has no word for it,
    /// so `note` says it in an `info string` before the `checkmate` line.
    MateLine(Vec<Move>),
    /// Proven: there is no mate by checks.
    NoMate,
    /// Stopped before an answer was proven.
    Unknown,
}

impl fmt::Display for MateAnswer {
    /// The USI reply: `checkmate 7g7f 3c3d …`, `checkmate nomate`,
    /// or `checkmate timeout` (`checkmate notimplemented` is never needed:
    /// the engine always has its solver).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("checkmate")?;
        match self {
            // An empty line proves nothing: it is said as not known.
            MateAnswer::Mate(moves) | MateAnswer::MateLine(moves) if !moves.is_empty() => {
                for m in moves {
                    write!(f, " {m}")?;
                }
                Ok(())
            }
            MateAnswer::NoMate => f.write_str(" nomate"),
            MateAnswer::Mate(_) | MateAnswer::MateLine(_) | MateAnswer::Unknown => {
                f.write_str(" timeout")
            }
        }
    }
}

impl MateAnswer {
    /// What the engine says in an `info string` before the `checkmate`
    /// line, if anything: a GUI shows `checkmate MOVES` as "mate in N",
    /// which a line not proven shortest is not.
    pub fn note(&self) -> Option<String> {
        match self {
            MateAnswer::MateLine(moves) if !moves.is_empty() => Some(format!(
                "mate line of {} {}, not proven shortest or longest",
                moves.len(),
                if moves.len() == 1 { "ply" } else { "plies" }
            )),
            _ => None,
        }
    }
}

/// A mate solver as the engine calls it: the position, the request and
/// the stop flag, which it must check often.
pub type MateSearch = Arc<dyn Fn(&Position, &MateRequest, &AtomicBool) -> MateAnswer + Send + Sync>;

/// The engine's own solver, `mate::solve` (df-pn), with its time bounded
/// by `go mate <ms>` as well as by the stop flag.
pub fn df_pn_solver() -> MateSearch {
    Arc::new(|pos, request, stop| {
        let limits = MateLimits {
            time: request.time,
            table_mb: request.hash_mib,
            ..MateLimits::default()
        };
        let report = mate::solve(pos, &limits, stop);
        match report.outcome {
            MateOutcome::Mate(moves) if report.shortest => MateAnswer::Mate(moves),
            MateOutcome::Mate(moves) => MateAnswer::MateLine(moves),
            MateOutcome::NoMate => MateAnswer::NoMate,
            MateOutcome::Unknown(_) => MateAnswer::Unknown,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_written_as_usi_says() {
        let line = |a: MateAnswer| a.to_string();
        let moves = ["G*5b", "4a5b", "S*4b"].map(|m| Move::from_usi(m).unwrap());
        assert_eq!(
            line(MateAnswer::Mate(moves.to_vec())),
            "checkmate G*5b 4a5b S*4b"
        );
        assert_eq!(line(MateAnswer::NoMate), "checkmate nomate");
        assert_eq!(line(MateAnswer::Unknown), "checkmate timeout");
        assert_eq!(line(MateAnswer::Mate(Vec::new())), "checkmate timeout");
        // A line not proven shortest is still sent as the protocol's
        // checkmate line, with a note before it.
        assert_eq!(
            line(MateAnswer::MateLine(moves.to_vec())),
            "checkmate G*5b 4a5b S*4b"
        );
        assert_eq!(
            MateAnswer::MateLine(moves.to_vec()).note().as_deref(),
            Some("mate line of 3 plies, not proven shortest or longest")
        );
        assert_eq!(MateAnswer::Mate(moves.to_vec()).note(), None);
        assert_eq!(
            MateAnswer::MateLine(Vec::new()).to_string(),
            "checkmate timeout"
        );
        assert_eq!(MateAnswer::MateLine(Vec::new()).note(), None);
    }
}
