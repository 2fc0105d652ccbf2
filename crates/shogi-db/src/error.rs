//! What can go wrong with a database file, as values: the app words them
//! (`src/words/database.rs`).

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The file exists but is no SQLite database (a record, a text file).
    #[error("{}: not a game database (not an SQLite file)", path.display())]
    NotSqlite { path: PathBuf },
    /// Shorter than its own header says, or damaged inside.
    #[error("{}: the database is truncated or damaged", path.display())]
    Damaged { path: PathBuf },
    /// Searched before anything was imported into it.
    #[error("{}: no such database: import games into it first", path.display())]
    Missing { path: PathBuf },
    /// Made by an older version, not yet brought up to date (an import
    /// does that).
    #[error("{}: schema version {found}: import into it once to update it", path.display())]
    OldSchema { path: PathBuf, found: i64 },
    /// Write-protected (its mode, or a read-only disk).
    #[error("{}: the database is read-only", path.display())]
    ReadOnly { path: PathBuf },
    /// Written by a newer version of the program.
    #[error("{}: schema version {found}, newer than this program's {known}", path.display())]
    NewerSchema {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    /// A device, a pipe, a folder: a database is a regular file.
    #[error("{}: not a regular file", path.display())]
    NotRegular { path: PathBuf },
    /// Another program held the database for longer than we wait.
    #[error("{}: busy: another program is writing to it", path.display())]
    Busy { path: PathBuf },
    /// The database holds as many games as its position rows can name.
    #[error("{}: the database holds its most games ({most})", path.display())]
    TooManyGames { path: PathBuf, most: i64 },
    /// The disk (or the database's size limit) is full.
    #[error("{}: the disk is full", path.display())]
    Full { path: PathBuf },
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// Anything else SQLite reports.
    #[error("{}: {source}", path.display())]
    Sqlite {
        path: PathBuf,
        #[source]
        source: rusqlite::Error,
    },
}

impl DbError {
    /// SQLite's error as one of ours: the codes a player can do something
    /// about get their own variant.
    pub(crate) fn of(path: &std::path::Path, e: rusqlite::Error) -> DbError {
        use rusqlite::ErrorCode as C;
        let path = path.to_path_buf();
        match e.sqlite_error_code() {
            Some(C::NotADatabase) => DbError::NotSqlite { path },
            Some(C::DatabaseCorrupt) => DbError::Damaged { path },
            Some(C::ReadOnly) => DbError::ReadOnly { path },
            Some(C::DatabaseBusy | C::DatabaseLocked) => DbError::Busy { path },
            Some(C::DiskFull) => DbError::Full { path },
            _ => DbError::Sqlite { path, source: e },
        }
    }
}
