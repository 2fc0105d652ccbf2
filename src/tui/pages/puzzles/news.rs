//! What the puzzles page's session tells it: kept apart from the page so
//! that `tui::page` can name it without importing the page.

use super::state::Judging;
use crate::tsume::files::{FilesError, Loaded};
use crate::tsume::progress::CollectionProgress;
use crate::tsume::trainer::{Accepted, Attempt, Refusal};
use std::path::PathBuf;

/// What the session tells the page.
#[derive(Debug)]
pub enum PuzzleNews {
    /// The solver's judgement of the move of `judging`: the try as it
    /// stands after the move and the defender's answer, or the refusal.
    Judged {
        judging: Judging,
        attempt: Box<Attempt>,
        result: Result<Accepted, Refusal>,
    },
    /// The file asked for, read and proven, with the progress kept under
    /// `name`.
    Loaded {
        path: PathBuf,
        name: String,
        result: Result<Loaded, FilesError>,
        progress: CollectionProgress,
    },
    /// The progress of the collection on the shelf, after a try was kept.
    Progress(CollectionProgress),
}
