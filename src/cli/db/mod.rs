//! `shogi-tui db import|search|explore|dupes`: the game database from the
//! command line (`shogi-db` does the work; this says it to the player).
//!
//! Every subcommand takes `--db FILE`; the default is `games.sqlite` in
//! the player's data folder, beside `saves/`.

mod dupes;
mod explore;
mod file;
mod import;
mod search;

pub use file::{DEFAULT_DB_NAME, DbFile, default_database, failure};

use clap::{Args, Subcommand};
use std::process::ExitCode;

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

pub fn run(args: &DbArgs) -> ExitCode {
    match &args.command {
        DbCommand::Import(a) => import::run(a),
        DbCommand::Search(a) => search::run(a),
        DbCommand::Explore(a) => explore::run(a),
        DbCommand::Dupes(a) => dupes::run(a),
    }
}
