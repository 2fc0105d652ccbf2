//! What the position editor asks of the work its session owns: the mate
//! solver run on a position, a record written to a file. The page gives
//! these as orders; `editor::session` carries them out after the update.

use crate::kifu::Record;
use crate::shogi::Position;
use std::path::PathBuf;

#[derive(Clone, Debug)]
pub enum EditorWork {
    /// Run the mate solver on this position in the background, ending any
    /// solve under way.
    Solve(Box<Position>),
    /// Write this record to `path` in the format its extension names,
    /// replacing a file there only with `overwrite` (the player said yes).
    Write {
        path: PathBuf,
        record: Box<Record>,
        overwrite: bool,
    },
}
