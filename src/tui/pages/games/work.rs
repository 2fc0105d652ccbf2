//! What the games list asks its session to do, and what comes back: each
//! piece of work opens the database itself, on the session's thread, so
//! that a slow disk or another program's import never holds a key.

use super::export::{Destination, export};
use crate::tui::widgets::status::Message;
use crate::words::Said;
use shogi_db::{Access, Database, Found, Search};
use std::path::Path;

/// An order of the page.
#[derive(Clone, Debug)]
pub enum GamesWork {
    /// The rows of a search, and how many match; the number tells the
    /// answer to the last search asked from an older one's.
    List(u64, Box<Search>),
    /// These games out of the database, with their positions.
    Delete(Vec<i64>),
    /// These games written out.
    Export(Vec<i64>, Destination),
}

/// What a piece of work did, said for the page.
#[derive(Debug)]
pub enum Done {
    /// The search asked (its number, its first row), and its answer.
    Listed(u64, u64, Result<Found, String>),
    /// How many games were deleted, or why none.
    Deleted(Result<u64, String>),
    /// What the export wrote, or why not.
    Exported(Message),
    /// The work's thread could not start, or failed.
    Failed,
}

/// Carries out `work` on `database` (on a thread of the session's).
pub fn run(database: &Path, work: GamesWork) -> Done {
    match work {
        GamesWork::List(number, search) => {
            let found = Database::open(database, Access::Read)
                .and_then(|db| db.search(&search))
                .map_err(|e| e.said());
            Done::Listed(number, search.offset, found)
        }
        GamesWork::Delete(ids) => Done::Deleted(
            Database::open(database, Access::Write)
                .and_then(|mut db| db.delete(&ids))
                .map_err(|e| e.said()),
        ),
        GamesWork::Export(ids, to) => {
            Done::Exported(match Database::open(database, Access::Read) {
                Ok(db) => export(&db, &ids, &to),
                Err(e) => Message::Refusal(e.said()),
            })
        }
    }
}
