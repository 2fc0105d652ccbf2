//! A database of game records in one SQLite file: import from record
//! files and folders, the same game once, search by player, event, date,
//! result and position, the explorer of what was played from a position,
//! and games contained in others.
//!
//! # What the interface calls
//! - `Database::open(path, Access::Write)` for an import (created when
//!   missing, brought to the current schema), `Access::Read` to search.
//! - `db.import(&paths, &mut |event| ...)`: a progress callback
//!   ([`import::Event`]), then a [`import::Summary`].
//! - `db.search(&Search { ... })` → [`search::Found`]: the count, the
//!   games listed.
//! - `db.explore(&position, &Explore { ... })` → [`explore::Explored`]:
//!   the games through the position, each move's games and results.
//! - `db.dupes()` → games contained in others.
//! - `db.stored_game(id)` → the game as a record, for review.
//! - `db.delete(&ids)` → the games and their positions gone, together.
//!
//! Errors are [`DbError`] values with no language: the app words them.
//! `docs/dev/database.md` gives the schema and the index design.

pub mod codec;
pub mod database;
pub mod delete;
pub mod dupes;
pub mod error;
pub mod explore;
pub mod functions;
pub mod import;
pub mod popular;
pub mod schema;
pub mod search;
pub mod stored;
pub mod won;

pub use database::{Access, Database};
pub use dupes::Contained;
pub use error::DbError;
pub use explore::{Explore, Explored, MoveStats};
pub use import::{BadMove, Event, Refusal, Refused, Summary, Won};
pub use schema::{INDEX_PLIES, SCHEMA_VERSION};
pub use search::{Found, Hit, Search, Sort, SortBy};
pub use stored::StoredGame;
