//! Opening a database file: the checks that give a player a clear word
//! (not SQLite, truncated, read-only, newer), the settings every
//! connection shares, and the schema brought up to date.

use crate::error::DbError;
use crate::schema::{SCHEMA_VERSION, migrate};
use rusqlite::{Connection, OpenFlags};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a writer waits for another one before saying so and waiting
/// on (the importer's first try does not wait: see `import`).
pub const BUSY_WAIT: Duration = Duration::from_secs(120);

/// Runs `step` again while another connection holds the file, up to
/// [`BUSY_WAIT`]. SQLite answers "busy" at once, without its busy handler,
/// where two connections create one new file together (switching it to
/// WAL, reading its header): a second `db import` started with the first
/// would give up at once instead of waiting.
fn patiently<T>(mut step: impl FnMut() -> rusqlite::Result<T>) -> rusqlite::Result<T> {
    let start = std::time::Instant::now();
    loop {
        match step() {
            Err(e)
                if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                    && start.elapsed() < BUSY_WAIT =>
            {
                std::thread::sleep(Duration::from_millis(10));
            }
            done => return done,
        }
    }
}

/// The page cache of a connection: the explorer's hot pages and an
/// import's batch fit, and it is a bound, not a reservation.
const CACHE_KIB: i64 = 64 * 1024;

/// What the caller will do with the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Search and explore: never written, and a read-only file is fine.
    Read,
    /// Import: created when missing.
    Write,
}

/// An open game database.
pub struct Database {
    pub(crate) conn: Connection,
    pub(crate) path: PathBuf,
}

impl Database {
    pub fn open(path: &Path, access: Access) -> Result<Database, DbError> {
        check_file(path, access)?;
        let flags = match access {
            Access::Read => OpenFlags::SQLITE_OPEN_READ_ONLY,
            Access::Write => OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
        } | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let of = |e| DbError::of(path, e);
        let mut conn = Connection::open_with_flags(path, flags).map_err(of)?;
        crate::functions::register(&conn).map_err(of)?;
        conn.busy_timeout(BUSY_WAIT).map_err(of)?;
        conn.pragma_update(None, "cache_size", -CACHE_KIB)
            .map_err(of)?;
        if access == Access::Write {
            // WAL: readers (the explorer in another window) never block
            // the writer nor see half an import; NORMAL sync is safe in WAL
            // against a killed program, and a power cut loses at most the
            // last transactions, never the file.
            patiently(|| conn.pragma_update(None, "journal_mode", "WAL")).map_err(of)?;
            conn.pragma_update(None, "synchronous", "NORMAL")
                .map_err(of)?;
        }
        let found: i64 =
            patiently(|| conn.query_row("PRAGMA user_version", [], |r| r.get(0))).map_err(of)?;
        if found > SCHEMA_VERSION {
            return Err(DbError::NewerSchema {
                path: path.to_path_buf(),
                found,
                known: SCHEMA_VERSION,
            });
        }
        match access {
            Access::Write => {
                if let Err(found) = migrate(&mut conn).map_err(of)? {
                    return Err(DbError::NewerSchema {
                        path: path.to_path_buf(),
                        found,
                        known: SCHEMA_VERSION,
                    });
                }
            }
            // Reading never writes, so it cannot bring an older file up to
            // date; an empty one has nothing in it yet.
            Access::Read if found == 0 => {
                return Err(DbError::Missing {
                    path: path.to_path_buf(),
                });
            }
            Access::Read if found < SCHEMA_VERSION => {
                return Err(DbError::OldSchema {
                    path: path.to_path_buf(),
                    found,
                });
            }
            Access::Read => {}
        }
        Ok(Database {
            conn,
            path: path.to_path_buf(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Sets the most pages the file may grow to: for tests of a full disk.
    pub fn limit_pages(&self, pages: u64) -> Result<(), DbError> {
        self.conn
            .pragma_update(None, "max_page_count", pages as i64)
            .map_err(|e| DbError::of(&self.path, e))
    }

    pub(crate) fn err(&self, e: rusqlite::Error) -> DbError {
        DbError::of(&self.path, e)
    }
}

/// The checks made before SQLite sees the file, which it would otherwise
/// answer with a generic error or, for a device, a hang.
fn check_file(path: &Path, access: Access) -> Result<(), DbError> {
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return match access {
                Access::Write => Ok(()),
                Access::Read => Err(DbError::Missing {
                    path: path.to_path_buf(),
                }),
            };
        }
        Err(source) => {
            return Err(DbError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    if !meta.is_file() {
        return Err(DbError::NotRegular {
            path: path.to_path_buf(),
        });
    }
    // The mode says so even to root, who could write anyway: a player who
    // write-protects a database means it.
    if access == Access::Write && meta.permissions().readonly() {
        return Err(DbError::ReadOnly {
            path: path.to_path_buf(),
        });
    }
    if meta.len() == 0 {
        // SQLite's own new file: nothing written yet.
        return Ok(());
    }
    let mut header = [0u8; 100];
    let read = std::fs::File::open(path)
        .and_then(|f| f.take(100).read(&mut header))
        .map_err(|source| DbError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if !header.starts_with(b"SQLite format 3\0") {
        return Err(DbError::NotSqlite {
            path: path.to_path_buf(),
        });
    }
    if read < 100 || is_truncated(&header, meta.len()) {
        return Err(DbError::Damaged {
            path: path.to_path_buf(),
        });
    }
    Ok(())
}

/// Whether the header's page count says the file should be longer than it
/// is. The count is valid only when the header's "version valid for"
/// matches its change counter (SQLite's file format, section 1.3).
fn is_truncated(header: &[u8; 100], len: u64) -> bool {
    let be32 = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    let page = match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65_536,
        n => u64::from(n),
    };
    let pages = u64::from(be32(28));
    let valid = be32(92) == be32(24);
    page == 0 || !len.is_multiple_of(page) || (valid && pages * page > len)
}
