//! `shogi-tui db import|search|explore|dupes`: the game database from the
//! command line (`shogi-db` does the work; this says it to the player).
//!
//! Every subcommand takes `--db FILE`; the default is `games.sqlite` in
//! the player's data folder, beside `saves/`.

mod dupes;
mod explore;
mod import;
mod search;

use super::Failure;
use crate::player_dirs::{env_var, player_folder};
use crate::words::Said;
use clap::{Args, Subcommand};
use shogi_db::{Access, Database, DbError};
use std::path::PathBuf;
use std::process::ExitCode;

/// The database file's name in the player's data folder.
pub const DEFAULT_DB_NAME: &str = "games.sqlite";

#[derive(Args, Debug)]
pub struct DbArgs {
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Subcommand, Debug)]
pub enum DbCommand {
    /// Import records from files and folders (recursively): KIF, KI2, CSA (several games a file too), SFEN/USI, BOD, saves.
    Import(import::ImportArgs),
    /// Games by player, event, date, result, handicap, length, or a position reached in any move order.
    Search(search::SearchArgs),
    /// The moves played from a position in the database, with their games and results.
    Explore(explore::ExploreArgs),
    /// Games contained in another (the same start and the other's first moves).
    Dupes(dupes::DupesArgs),
}

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
        Database::open(&self.path(), access).map_err(|e| failure(&e))
    }
}

/// `$XDG_DATA_HOME/shogi-tui/games.sqlite` (else under `~/.local/share`),
/// or `games.sqlite` here when neither is set, as the save folder is.
pub fn default_database() -> PathBuf {
    player_folder(env_var, "XDG_DATA_HOME", ".local/share")
        .map(|folder| folder.join(DEFAULT_DB_NAME))
        .unwrap_or_else(|| PathBuf::from(DEFAULT_DB_NAME))
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
        | DbError::Io { .. }
        | DbError::Sqlite { .. } => Failure::Io(said),
    }
}

pub fn run(args: &DbArgs) -> ExitCode {
    match &args.command {
        DbCommand::Import(a) => import::run(a),
        DbCommand::Search(a) => search::run(a),
        DbCommand::Explore(a) => explore::run(a),
        DbCommand::Dupes(a) => dupes::run(a),
    }
}
