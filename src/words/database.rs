//! The words for `shogi-db`'s typed values: what went wrong with a
//! database file, and why a record was not imported (`db.ftl`).

use super::Said;
use crate::i18n::rules::Shown;
use crate::kifu::error::shown;
use crate::kifu::escape_controls;
use crate::t;
use shogi_db::{BadMove, DbError, Refused};

impl Said for DbError {
    fn said(&self) -> String {
        match self {
            DbError::NotSqlite { path } => t!("db-error-not-sqlite", path = shown(path)),
            DbError::Damaged { path } => t!("db-error-damaged", path = shown(path)),
            DbError::Missing { path } => t!("db-error-missing", path = shown(path)),
            DbError::OldSchema { path, found } => {
                t!(
                    "db-error-old",
                    path = shown(path),
                    found = found.to_string()
                )
            }
            DbError::ReadOnly { path } => t!("db-error-read-only", path = shown(path)),
            DbError::NewerSchema { path, found, known } => t!(
                "db-error-newer",
                path = shown(path),
                found = found.to_string(),
                known = known.to_string()
            ),
            DbError::NotRegular { path } => t!("db-error-not-regular", path = shown(path)),
            DbError::Busy { path } => t!("db-error-busy", path = shown(path)),
            DbError::Full { path } => t!("db-error-full", path = shown(path)),
            DbError::TooManyGames { path, most } => t!(
                "db-error-too-many-games",
                path = shown(path),
                most = most.to_string()
            ),
            // The system's and SQLite's own words: no catalogue has them.
            DbError::Io { path, source } => t!(
                "db-error-other",
                path = shown(path),
                why = escape_controls(&source.to_string())
            ),
            DbError::Sqlite { path, source } => t!(
                "db-error-other",
                path = shown(path),
                why = escape_controls(&source.to_string())
            ),
        }
    }
}

impl Said for Refused {
    fn said(&self) -> String {
        match self {
            Refused::Read(e) => e.said(),
            Refused::BadMove { ply, text, why } => t!(
                "db-refused-bad-move",
                ply = ply.to_string(),
                text = escape_controls(text),
                why = why.said()
            ),
            Refused::NoMoves => t!("db-refused-no-moves"),
        }
    }
}

impl Said for BadMove {
    fn said(&self) -> String {
        match self {
            BadMove::Illegal(e) => e.shown(),
            BadMove::Notation(e) => e.shown(),
            // The reader's English, as the records crate still gives it.
            BadMove::AsRead(why) => escape_controls(why).into_owned(),
        }
    }
}
