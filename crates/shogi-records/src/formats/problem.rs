//! What a reader found wrong in the text of a record, as a value: one
//! enum per format, gathered here for [`crate::error::ParseError`]. The
//! `Display` is the English (logs, `--json`); the app words each variant
//! in the player's language.

use super::bod_problem::BodProblem;
use super::csa_problem::CsaProblem;
use super::kif_problem::KifProblem;
use super::usi_problem::UsiProblem;
use crate::limits::OutOfRange;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// KIF and KI2, whose lines are read alike.
    #[error(transparent)]
    Kif(#[from] KifProblem),
    #[error(transparent)]
    Csa(#[from] CsaProblem),
    /// A board diagram, alone or in a KIF or KI2 header.
    #[error(transparent)]
    Bod(#[from] BodProblem),
    #[error(transparent)]
    Usi(#[from] UsiProblem),
    /// A number out of a record's range.
    #[error(transparent)]
    Limit(#[from] OutOfRange),
    /// A saved game's number out of range, with the place that holds it
    /// (`moves[3].seconds`, or RON's `column 12` while the file is read).
    #[error("{place}: {why}")]
    SavedLimit { place: String, why: OutOfRange },
    /// The save reader's own English, which has no words in the
    /// catalogue: RON's messages and the fields a save must have.
    #[error("{0}")]
    Text(String),
}

impl From<String> for Problem {
    fn from(text: String) -> Problem {
        Problem::Text(text)
    }
}

impl From<&str> for Problem {
    fn from(text: &str) -> Problem {
        Problem::Text(text.to_string())
    }
}
