//! The database file every `db` subcommand opens (`--db FILE`, or the
//! default one) and how its errors end the command.

use crate::cli::Failure;
pub use crate::player_dirs::{DEFAULT_DB_NAME, default_database};
use crate::words::Said;
use clap::Args;
use shogi_db::{Access, Database, DbError};
use std::path::PathBuf;

/// `--db FILE`, shared by the subcommands.
#[derive(Args, Debug, Clone)]
pub struct DbFile {
    /// The database [default: games.sqlite in the player's data folder].
    #[arg(long = "db", value_name = "FILE")]
    pub db: Option<PathBuf>,
}

impl DbFile {
    /// The file named, or the default one.
    pub fn path(&self) -> PathBuf {
        self.db.clone().unwrap_or_else(default_database)
    }

    pub fn open(&self, access: Access) -> Result<Database, Failure> {
        let path = self.path();
        if self.db.is_none() && access == Access::Write {
            // The default file's folder is the program's own, which a
            // player who never saved a game has not got yet. A folder the
            // player named is theirs to make: a typo there is reported.
            if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                let _ = std::fs::create_dir_all(folder);
            }
        }
        Database::open(&path, access).map_err(|e| failure(&e))
    }
}

/// A database error as the command's failure: what the player named
/// wrongly is bad input (status 2), the rest trouble on the way (1).
pub fn failure(e: &DbError) -> Failure {
    let said = e.said();
    match e {
        DbError::NotSqlite { .. }
        | DbError::Damaged { .. }
        | DbError::Missing { .. }
        | DbError::OldSchema { .. }
        | DbError::NewerSchema { .. }
        | DbError::NotRegular { .. } => Failure::BadInput(said),
        DbError::ReadOnly { .. }
        | DbError::Busy { .. }
        | DbError::Full { .. }
        | DbError::TooManyGames { .. }
        | DbError::Io { .. }
        | DbError::Sqlite { .. } => Failure::Io(said),
    }
}
