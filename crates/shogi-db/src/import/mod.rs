//! `import`: records from files and folders into the database.
//!
//! Games are written in batches, each one transaction holding whole
//! games (the game and its positions): a killed import keeps every batch
//! it committed and no half game, and the next import of the same files
//! finds those games already there and adds the rest.

mod game_row;
mod split;
mod walk;

pub use game_row::{BadMove, GameRow, Refused, Won, game_row};
pub use walk::{Found, walk};

use crate::codec::{MAX_GAME_ID, Row, row};
use crate::database::{BUSY_WAIT, Database};
use crate::error::DbError;
use rusqlite::{ErrorCode, params};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Games the first transaction holds: small, so that a killed import
/// has soon committed something.
const FIRST_BATCH_GAMES: usize = 2000;
/// Each transaction holds twice the games of the one before, up to this.
/// A batch's positions land all over the index (their keys are hashes),
/// so its commit writes nearly every page of the index it touched to the
/// WAL: ten times the games a batch wrote the 100,000-game corpus with
/// half the system time and about a fifth less wall time
/// (`bench/results/2026-11-29-database-3.md`).
const MOST_BATCH_GAMES: usize = 20_000;
/// A batch is also written once this old, so that a slow source (a
/// network disk) still commits as it goes, and a killed import loses at
/// most this much of its work.
const BATCH_AGE: Duration = Duration::from_secs(5);
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

/// Files read ahead of the one being written: bounds the games held in
/// memory while a slow file (a large one, a network disk) is read. About
/// a first batch of one-game files, so that the workers go on reading
/// while this thread writes (20,000 measured no faster, at 50 MB more).
const IN_FLIGHT: u64 = 2048;

/// Games read ahead and not yet written past which no more files are
/// sent to be read (a worker still finishes the file it has).
const HELD_GAMES: usize = 20_000;

/// A file's records read: its games, or why each was refused.
type FileRows = Vec<Result<GameRow, (Option<usize>, Refused)>>;

impl Database {
    /// Imports every record under `paths` (files, and folders walked
    /// recursively), telling `on` as it goes.
    ///
    /// Reading, parsing and replaying run on worker threads (one a core),
    /// writing on this one; games are written in the order the walk finds
    /// their files, so that ids follow the files whatever the threads do.
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
        let workers = std::thread::available_parallelism().map_or(1, |n| n.get().clamp(1, 4));
        let (job_tx, job_rx) = std::sync::mpsc::sync_channel::<(u64, PathBuf)>(IN_FLIGHT as usize);
        let job_rx = std::sync::Mutex::new(job_rx);
        let (done_tx, done_rx) = std::sync::mpsc::channel::<(u64, PathBuf, FileRows)>();
        std::thread::scope(|scope| {
            for _ in 0..workers {
                let done_tx = done_tx.clone();
                let job_rx = &job_rx;
                scope.spawn(move || {
                    loop {
                        // The lock is held only to take a job.
                        let job = match job_rx.lock() {
                            Ok(rx) => rx.recv(),
                            Err(_) => return,
                        };
                        let Ok((seq, path)) = job else { return };
                        let rows = rows_of(&path);
                        if done_tx.send((seq, path, rows)).is_err() {
                            return;
                        }
                    }
                });
            }
            drop(done_tx);
            // The writing runs on a thread of its own, a batch queued at
            // most: this one goes on handing files to the readers while a
            // batch is written, where it used to stop them for the write.
            let (batch_tx, batch_rx) = std::sync::mpsc::sync_channel::<Vec<GameRow>>(1);
            let (report_tx, reports) = std::sync::mpsc::channel::<Report>();
            let db: &mut Database = self;
            scope.spawn(move || {
                for batch in batch_rx {
                    let wrote = db.write_batch(&batch, &mut |event| {
                        if matches!(event, Event::Waiting) {
                            let _ = report_tx.send(Report::Waiting);
                        }
                    });
                    let failed = wrote.is_err();
                    // Freed here, not on the walking thread.
                    drop(batch);
                    if report_tx.send(Report::Wrote(wrote)).is_err() || failed {
                        return;
                    }
                }
            });
            let mut writer = Writer {
                batches: Some(batch_tx),
                reports,
                on,
                pending: std::collections::BTreeMap::new(),
                held: 0,
                next: 0,
                sent: 0,
                batch: Vec::with_capacity(FIRST_BATCH_GAMES),
                batch_games: FIRST_BATCH_GAMES,
                summary: Summary::default(),
                started: Instant::now(),
                failed: None,
            };
            walk(paths, &mut |found| {
                let path = match found {
                    Found::File(path) => path,
                    Found::Unlisted(path, e) => {
                        if writer.summary.unlisted.len() < KEPT_REFUSALS {
                            writer.summary.unlisted.push((path, e));
                        }
                        return true;
                    }
                };
                if job_tx.send((writer.sent, path)).is_err() {
                    return false;
                }
                writer.sent += 1;
                while let Ok(done) = done_rx.try_recv() {
                    writer.take(done);
                }
                writer.heard();
                // Before waiting: the file awaited may be among those just
                // taken, and then nothing more would come to wake us.
                writer.write_ready();
                // Also while the games read and not yet written are many: a
                // folder of files of many short games each would otherwise
                // hold IN_FLIGHT files of them.
                while (writer.sent - writer.next >= IN_FLIGHT || writer.held > HELD_GAMES)
                    && writer.next < writer.sent
                    && writer.failed.is_none()
                {
                    let Ok(done) = done_rx.recv() else { break };
                    writer.take(done);
                    writer.write_ready();
                }
                writer.failed.is_none()
            });
            drop(job_tx);
            writer.write_ready();
            while writer.next < writer.sent && writer.failed.is_none() {
                let Ok(done) = done_rx.recv() else { break };
                writer.take(done);
                writer.write_ready();
            }
            if writer.failed.is_none() {
                writer.flush();
            }
            writer.finish()
        })
    }

    /// Writes `batch` in one transaction: the games stored and those
    /// already there.
    fn write_batch(
        &mut self,
        batch: &[GameRow],
        on: &mut dyn FnMut(Event),
    ) -> Result<(u64, u64), DbError> {
        if batch.is_empty() {
            return Ok((0, 0));
        }
        self.begin_writing(on)?;
        // A position row has room for ids up to MAX_GAME_ID: the batch is
        // refused whole, before any of it is written, when it could pass it.
        let last: rusqlite::Result<i64> =
            self.conn
                .query_row("SELECT ifnull(max(id), 0) FROM games", [], |r| r.get(0));
        match last {
            Ok(last) if last.saturating_add(batch.len() as i64) <= MAX_GAME_ID => {}
            Ok(_) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                return Err(DbError::TooManyGames {
                    path: self.path.clone(),
                    most: MAX_GAME_ID,
                });
            }
            Err(e) => {
                let _ = self.conn.execute_batch("ROLLBACK");
                return Err(self.err(e));
            }
        }
        match self.insert(batch) {
            Ok(counts) => {
                self.conn.execute_batch("COMMIT").map_err(|e| self.err(e))?;
                Ok(counts)
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
             (black, white, event, date, result, plies, handicap, start, moves, source,
              fingerprint, black_rating, white_rating)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        )?;
        // (key, row, ply): the key and ply again beside the row's bytes,
        // for `popular`'s candidates.
        let mut rows: Vec<(i64, Row, u16)> = Vec::new();
        let mut stored: Vec<crate::popular::Stored> = Vec::new();
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
                g.black_rating,
                g.white_rating,
            ])?;
            if changed == 0 {
                already += 1;
                continue;
            }
            let id = self.conn.last_insert_rowid();
            imported += 1;
            stored.push(crate::popular::Stored {
                positions: &g.positions,
                result: g.result,
                date: g.date.as_deref(),
                ratings: [g.black_rating, g.white_rating],
            });
            rows.extend(
                g.positions
                    .iter()
                    .filter_map(|&(key, ply, _)| Some((key, row(key, id, ply)?, ply))),
            );
        }
        rows.sort_unstable_by_key(|r| r.1);
        // Many rows a statement: a statement's step for each row cost
        // about as much as the B-tree's insert itself.
        let mut chunks = rows.chunks_exact(ROWS_A_STATEMENT);
        let mut many = self.conn.prepare_cached(&many_rows_insert())?;
        for chunk in &mut chunks {
            many.execute(rusqlite::params_from_iter(chunk.iter().map(|r| &r.1[..])))?;
        }
        let mut one = self
            .conn
            .prepare_cached("INSERT OR IGNORE INTO positions (k) VALUES (?1)")?;
        for r in chunks.remainder() {
            one.execute([&r.1[..]])?;
        }
        crate::popular::after_batch(&self.conn, &stored, &rows)?;
        Ok((imported, already))
    }
}

/// Position rows a multi-row insert takes (one parameter each, far under
/// SQLite's limit of 32,766).
const ROWS_A_STATEMENT: usize = 256;

/// `INSERT OR IGNORE INTO positions (k) VALUES (?), ...` for
/// [`ROWS_A_STATEMENT`] rows.
fn many_rows_insert() -> String {
    let values = vec!["(?)"; ROWS_A_STATEMENT].join(", ");
    format!("INSERT OR IGNORE INTO positions (k) VALUES {values}")
}

/// Reads, parses and replays the records of one file (on a worker), one
/// game at a time: only the rows are kept.
fn rows_of(path: &Path) -> FileRows {
    let mut rows = Vec::new();
    split::each_record(path, &mut |i, count, record| {
        let several = count > 1;
        let source = if several {
            format!("{}#{}", path.display(), i + 1)
        } else {
            path.display().to_string()
        };
        rows.push(
            record
                .and_then(|r| game_row(r, source))
                .map_err(|why| (several.then_some(i + 1), why)),
        );
    });
    rows
}

/// What the writing thread tells the walking one.
enum Report {
    /// Another program holds the write lock: the import waits for it.
    Waiting,
    /// A batch written (the games stored, those already there), or why not.
    Wrote(Result<(u64, u64), DbError>),
}

/// The walking side of an import: files' rows taken in the walk's order,
/// handed to the writing thread a batch at a time.
struct Writer<'a> {
    /// To the writing thread; `None` once closed.
    batches: Option<std::sync::mpsc::SyncSender<Vec<GameRow>>>,
    reports: std::sync::mpsc::Receiver<Report>,
    on: &'a mut dyn FnMut(Event),
    /// Files read out of order, waiting for the ones before them.
    pending: std::collections::BTreeMap<u64, (PathBuf, FileRows)>,
    /// The games (and refusals) in `pending`.
    held: usize,
    /// The next file to take, and the count of files sent to be read.
    next: u64,
    sent: u64,
    batch: Vec<GameRow>,
    /// The games the batch being filled is written at.
    batch_games: usize,
    summary: Summary,
    started: Instant,
    failed: Option<DbError>,
}

impl Writer<'_> {
    /// Takes what the writing thread has said so far, without waiting.
    fn heard(&mut self) {
        while let Ok(report) = self.reports.try_recv() {
            self.report(report);
        }
    }

    fn report(&mut self, report: Report) {
        match report {
            Report::Waiting => (self.on)(Event::Waiting),
            Report::Wrote(Ok((imported, already))) => {
                self.summary.imported += imported;
                self.summary.already += already;
            }
            Report::Wrote(Err(e)) => {
                self.failed.get_or_insert(e);
            }
        }
    }

    /// Hands the batch to the writing thread (waiting while it still has
    /// one queued).
    fn flush(&mut self) {
        self.heard();
        if self.batch.is_empty() || self.failed.is_some() {
            return;
        }
        let batch = std::mem::replace(&mut self.batch, Vec::with_capacity(self.batch_games));
        let sent = self.batches.as_ref().map(|tx| tx.send(batch));
        if !matches!(sent, Some(Ok(()))) {
            // The writing thread stopped: its last report says why.
            self.batches = None;
            while let Ok(report) = self.reports.recv() {
                self.report(report);
            }
        }
    }

    /// Waits for the writing thread to write what it was given, then
    /// gives the summary or the first failure.
    fn finish(mut self) -> Result<Summary, DbError> {
        self.batches = None;
        while let Ok(report) = self.reports.recv() {
            self.report(report);
        }
        match self.failed {
            Some(e) => Err(e),
            None => Ok(self.summary),
        }
    }

    /// A file read by a worker, kept until the files before it are written.
    fn take(&mut self, (seq, path, rows): (u64, PathBuf, FileRows)) {
        self.held += rows.len();
        self.pending.insert(seq, (path, rows));
    }

    /// Takes every file that is next in order, writing full batches.
    fn write_ready(&mut self) {
        while self.failed.is_none() {
            let Some((path, rows)) = self.pending.remove(&self.next) else {
                return;
            };
            self.held -= rows.len();
            self.next += 1;
            for row in rows {
                match row {
                    Ok(row) => self.batch.push(row),
                    Err((game, why)) => {
                        let refusal = Refusal {
                            path: path.clone(),
                            game,
                            why,
                        };
                        (self.on)(Event::Refused(&refusal));
                        self.summary.refused += 1;
                        if self.summary.refusals.len() < KEPT_REFUSALS {
                            self.summary.refusals.push(refusal);
                        }
                    }
                }
            }
            self.summary.files += 1;
            (self.on)(Event::Read {
                files: self.summary.files,
            });
            if self.batch.len() >= self.batch_games || self.started.elapsed() >= BATCH_AGE {
                self.batch_games = (self.batch_games * 2).min(MOST_BATCH_GAMES);
                self.flush();
                self.started = Instant::now();
            }
        }
    }
}
