//! The tables, their version (`PRAGMA user_version`) and the steps that
//! bring an older file up to this one. `docs/dev/database.md` explains
//! each column to a player with the `sqlite3` shell.

use rusqlite::Connection;

/// The version this program writes. A file with a higher one is refused,
/// never written: an older program cannot know what the newer columns
/// mean.
pub const SCHEMA_VERSION: i64 = 2;

/// Positions are indexed up to this ply (the start is ply 0). Past it,
/// two games rarely share a position (`docs/dev/database.md` gives the
/// figures), so further rows would cost space for nearly no explorer
/// answer; lichess stops at 50 for the same reason.
pub const INDEX_PLIES: usize = 50;

/// The bits of `positions.packed` that hold the ply: the rest is the
/// move's place plus one (0: the game ended there).
pub const PLY_BITS: u32 = 6;
const _: () = assert!(INDEX_PLIES < 1 << PLY_BITS);

/// A position row's `packed` column: its ply and the place of the move
/// played there, in one integer (SQLite stores it in two bytes for
/// nearly every row, where the two columns and a result took four).
pub fn pack(ply: u16, place: Option<u16>) -> i64 {
    (place.map_or(0, |p| i64::from(p) + 1) << PLY_BITS) | i64::from(ply)
}

/// Each step takes a file from the version before it to its own number:
/// `STEPS[0]` from 0 (a new file) to 1. A new version appends a step and
/// never changes an old one.
pub(crate) const STEPS: &[&str] = &[
    // 1: games, their position index.
    "CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        black TEXT NOT NULL,
        white TEXT NOT NULL,
        event TEXT,
        date TEXT,
        result TEXT CHECK (result IN ('black', 'white', 'draw')),
        plies INTEGER NOT NULL,
        handicap TEXT,
        start TEXT,
        moves BLOB NOT NULL,
        source TEXT NOT NULL,
        fingerprint INTEGER NOT NULL UNIQUE
    );
    CREATE INDEX games_black ON games (black);
    CREATE INDEX games_white ON games (white);
    CREATE TABLE positions (
        key INTEGER NOT NULL,
        game INTEGER NOT NULL,
        ply INTEGER NOT NULL,
        move INTEGER,
        result INTEGER NOT NULL,
        PRIMARY KEY (key, game)
    ) WITHOUT ROWID;",
    // 2: the players' ratings; a position row packs its ply and move into
    // one integer (`ply` and `move` stay readable as columns computed
    // from it, stored nowhere) and leaves the result to the game row,
    // which the explorer reads anyway: 22 bytes a row became about 19.
    "ALTER TABLE games ADD COLUMN black_rating INTEGER;
    ALTER TABLE games ADD COLUMN white_rating INTEGER;
    CREATE TABLE positions_2 (
        key INTEGER NOT NULL,
        game INTEGER NOT NULL,
        packed INTEGER NOT NULL,
        ply INTEGER GENERATED ALWAYS AS (packed & 63) VIRTUAL,
        move INTEGER GENERATED ALWAYS AS (nullif(packed >> 6, 0) - 1) VIRTUAL,
        PRIMARY KEY (key, game)
    ) WITHOUT ROWID;
    INSERT INTO positions_2 (key, game, packed)
        SELECT key, game, (coalesce(move + 1, 0) << 6) | ply FROM positions ORDER BY key, game;
    DROP TABLE positions;
    ALTER TABLE positions_2 RENAME TO positions;",
];

/// Brings `conn` to [`SCHEMA_VERSION`] in one transaction, so that a
/// file is never left between two versions. `Ok(found)` is the version
/// found; `Err(found)` when it is newer than ours.
pub(crate) fn migrate(conn: &mut Connection) -> rusqlite::Result<Result<i64, i64>> {
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if found > SCHEMA_VERSION {
        return Ok(Err(found));
    }
    if found == SCHEMA_VERSION {
        return Ok(Ok(found));
    }
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    // Read again inside the write lock: another program may have migrated
    // the file since.
    let now: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if now > SCHEMA_VERSION {
        return Ok(Err(now));
    }
    for (i, step) in STEPS.iter().enumerate().skip(now.max(0) as usize) {
        tx.execute_batch(step)?;
        tx.pragma_update(None, "user_version", i as i64 + 1)?;
    }
    tx.commit()?;
    Ok(Ok(found))
}
