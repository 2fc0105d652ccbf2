//! `import`: records from files and folders into the database.
//!
//! Games are written in batches, each one transaction holding whole
//! games (the game and its positions): a killed import keeps every batch
//! it committed and no half game, and the next import of the same files
//! finds those games already there and adds the rest.

mod game_row;
mod split;
mod walk;

pub use game_row::{GameRow, Refused, Won, game_row};
pub use walk::{Found, walk};

use crate::database::{BUSY_WAIT, Database};
use crate::error::DbError;
use rusqlite::{ErrorCode, params};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Games a transaction: large enough that the commit's sync is paid
/// rarely, small enough that a killed import loses a moment's work.
const BATCH_GAMES: usize = 2000;
/// A batch is also written once this old, so that a slow source (a
/// network disk) still commits as it goes.
const BATCH_AGE: Duration = Duration::from_secs(2);
/// The refusals the summary keeps; past them only the count grows, so a
/// folder of broken files costs no memory per file.
pub const KEPT_REFUSALS: usize = 1000;

/// What the import tells as it goes.
pub enum Event<'a> {
    /// The files to read, counted before reading.
    Counted { files: u64 },
    /// One file read.
    Read { files: u64 },
    /// A record (or a whole file) not taken.
    Refused(&'a Refusal),
    /// Another program is writing to the database: this one waits.
    Waiting,
}

/// A record not taken, and why.
#[derive(Debug)]
pub struct Refusal {
    pub path: PathBuf,
    /// Which game of the file (1 for the first), when it holds several.
    pub game: Option<usize>,
    pub why: Refused,
}

/// What an import did.
#[derive(Debug, Default)]
pub struct Summary {
    pub files: u64,
    pub imported: u64,
    pub already: u64,
    pub refused: u64,
    /// The first [`KEPT_REFUSALS`] refusals.
    pub refusals: Vec<Refusal>,
    /// Folders that could not be listed.
    pub unlisted: Vec<(PathBuf, std::io::Error)>,
}

impl Database {
    /// Imports every record under `paths` (files, and folders walked
    /// recursively), telling `on` as it goes.
    pub fn import(
        &mut self,
        paths: &[PathBuf],
        on: &mut dyn FnMut(Event),
    ) -> Result<Summary, DbError> {
        let mut files = 0u64;
        walk(paths, &mut |found| {
            files += u64::from(matches!(found, Found::File(_)));
            true
        });
        on(Event::Counted { files });
        let mut summary = Summary::default();
        let mut batch: Vec<GameRow> = Vec::with_capacity(BATCH_GAMES);
        let mut started = Instant::now();
        let mut failed = None;
        walk(paths, &mut |found| {
            let path = match found {
                Found::File(path) => path,
                Found::Unlisted(path, e) => {
                    if summary.unlisted.len() < KEPT_REFUSALS {
                        summary.unlisted.push((path, e));
                    }
                    return true;
                }
            };
            read_file(&path, &mut batch, &mut summary, on);
            summary.files += 1;
            on(Event::Read {
                files: summary.files,
            });
            if batch.len() >= BATCH_GAMES || started.elapsed() >= BATCH_AGE {
                if let Err(e) = self.write_batch(&mut batch, &mut summary, on) {
                    failed = Some(e);
                    return false;
                }
                started = Instant::now();
            }
            true
        });
        if let Some(e) = failed {
            return Err(e);
        }
        self.write_batch(&mut batch, &mut summary, on)?;
        Ok(summary)
    }

    /// Writes `batch` in one transaction and empties it.
    fn write_batch(
        &mut self,
        batch: &mut Vec<GameRow>,
        summary: &mut Summary,
        on: &mut dyn FnMut(Event),
    ) -> Result<(), DbError> {
        if batch.is_empty() {
            return Ok(());
        }
        self.begin_writing(on)?;
        match self.insert(batch) {
            Ok((imported, already)) => {
                self.conn
                    .execute_batch("COMMIT")
                    .map_err(|e| self.err(e))?;
                summary.imported += imported;
                summary.already += already;
                batch.clear();
                Ok(())
            }
            Err(e) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                Err(self.err(e))
            }
        }
    }

    /// Takes the write lock: at once if it is free, else after saying
    /// that another program holds it and waiting for it.
    fn begin_writing(&mut self, on: &mut dyn FnMut(Event)) -> Result<(), DbError> {
        self.conn
            .busy_timeout(Duration::ZERO)
            .map_err(|e| self.err(e))?;
        let first = self.conn.execute_batch("BEGIN IMMEDIATE");
        let restored = self.conn.busy_timeout(BUSY_WAIT);
        match first {
            Ok(()) => {}
            Err(e) if e.sqlite_error_code() == Some(ErrorCode::DatabaseBusy) => {
                on(Event::Waiting);
                self.conn
                    .execute_batch("BEGIN IMMEDIATE")
                    .map_err(|e| self.err(e))?;
            }
            Err(e) => return Err(self.err(e)),
        }
        restored.map_err(|e| self.err(e))
    }

    /// The inserts of one transaction: games in the order read, then all
    /// their positions sorted by key, so that the index's pages are each
    /// touched once a batch, in order.
    fn insert(&self, batch: &[GameRow]) -> rusqlite::Result<(u64, u64)> {
        let mut game = self.conn.prepare_cached(
            "INSERT OR IGNORE INTO games
             (black, white, event, date, result, plies, handicap, start, moves, source, fingerprint)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        )?;
        let mut rows: Vec<(i64, i64, u16, Option<u16>, u8)> = Vec::new();
        let (mut imported, mut already) = (0, 0);
        for g in batch {
            let changed = game.execute(params![
                g.black,
                g.white,
                g.event,
                g.date,
                g.result.map(Won::text),
                g.plies as i64,
                g.handicap,
                g.start,
                g.moves,
                g.source,
                g.fingerprint,
            ])?;
            if changed == 0 {
                already += 1;
                continue;
            }
            imported += 1;
            let id = self.conn.last_insert_rowid();
            let result = Won::code(g.result);
            rows.extend(
                g.positions
                    .iter()
                    .map(|&(key, ply, place)| (key, id, ply, place, result)),
            );
        }
        rows.sort_unstable_by_key(|r| (r.0, r.1));
        let mut position = self.conn.prepare_cached(
            "INSERT OR IGNORE INTO positions (key, game, ply, move, result) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        for (key, id, ply, place, result) in rows {
            position.execute(params![key, id, ply, place, result])?;
        }
        Ok((imported, already))
    }
}

/// Reads the records of one file into `batch`, the refused into `summary`.
fn read_file(
    path: &Path,
    batch: &mut Vec<GameRow>,
    summary: &mut Summary,
    on: &mut dyn FnMut(Event),
) {
    let records = split::records_of(path);
    let several = records.len() > 1;
    for (i, record) in records.into_iter().enumerate() {
        let source = if several {
            format!("{}#{}", path.display(), i + 1)
        } else {
            path.display().to_string()
        };
        match record.and_then(|r| game_row(r, source)) {
            Ok(row) => batch.push(row),
            Err(why) => {
                let refusal = Refusal {
                    path: path.to_path_buf(),
                    game: several.then_some(i + 1),
                    why,
                };
                on(Event::Refused(&refusal));
                summary.refused += 1;
                if summary.refusals.len() < KEPT_REFUSALS {
                    summary.refusals.push(refusal);
                }
            }
        }
    }
}
