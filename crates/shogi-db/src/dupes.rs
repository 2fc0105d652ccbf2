//! `dupes`: games contained in another game (the same start and the
//! other's first moves: a record cut short, or a game kept twice under
//! other names or dates).

use crate::database::Database;
use crate::error::DbError;

/// A game whose moves are the start of another's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contained {
    pub game: i64,
    /// A game that holds all its moves (and more, unless `same_moves`).
    pub within: i64,
    /// Both have the very same moves (told apart by players or date).
    pub same_moves: bool,
}

impl Database {
    /// Every game contained in another, each once. The games' moves are
    /// sorted: a game's moves sort just before any longer game that
    /// starts with them, so only neighbours are compared.
    pub fn dupes(&self) -> Result<Vec<Contained>, DbError> {
        let mut query = self
            .conn
            .prepare(
                "SELECT id, ifnull(handicap, ''), ifnull(start, ''), moves FROM games
                 ORDER BY 2, 3, 4, plies",
            )
            .map_err(|e| self.err(e))?;
        let mut rows = query.query([]).map_err(|e| self.err(e))?;
        let mut found = Vec::new();
        let mut previous: Option<(i64, String, String, Vec<u8>)> = None;
        while let Some(row) = rows.next().map_err(|e| self.err(e))? {
            let current: (i64, String, String, Vec<u8>) = (
                row.get(0).map_err(|e| self.err(e))?,
                row.get(1).map_err(|e| self.err(e))?,
                row.get(2).map_err(|e| self.err(e))?,
                row.get(3).map_err(|e| self.err(e))?,
            );
            if let Some((id, handicap, start, moves)) = &previous
                && *handicap == current.1
                && *start == current.2
                && current.3.starts_with(moves)
            {
                found.push(Contained {
                    game: *id,
                    within: current.0,
                    same_moves: *moves == current.3,
                });
            }
            previous = Some(current);
        }
        Ok(found)
    }
}
