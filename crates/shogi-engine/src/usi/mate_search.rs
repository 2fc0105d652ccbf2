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
    /// The side to move mates with this line (attacker's move first).
    Mate(Vec<Move>),
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
            MateAnswer::Mate(moves) if !moves.is_empty() => {
                for m in moves {
                    write!(f, " {m}")?;
                }
                Ok(())
            }
            MateAnswer::NoMate => f.write_str(" nomate"),
            MateAnswer::Mate(_) | MateAnswer::Unknown => f.write_str(" timeout"),
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
        match mate::solve(pos, &limits, stop).outcome {
            MateOutcome::Mate(moves) => MateAnswer::Mate(moves),
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
    }
}
