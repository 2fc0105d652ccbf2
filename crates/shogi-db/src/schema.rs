//! The tables, their version (`PRAGMA user_version`) and the steps that
//! bring an older file up to this one. `docs/dev/database.md` explains
//! each column to a player with the `sqlite3` shell.

use rusqlite::Connection;

/// The version this program writes. A file with a higher one is refused,
/// never written: an older program cannot know what the newer columns
/// mean.
pub const SCHEMA_VERSION: i64 = 3;

/// Positions are indexed up to this ply (the start is ply 0). Past it,
/// two games rarely share a position (`docs/dev/database.md` gives the
/// figures), so further rows would cost space for nearly no explorer
/// answer; lichess stops at 50 for the same reason.
pub const INDEX_PLIES: usize = 50;

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
    // 3: a position row is one 9-byte key (`codec::row`: the key cut from
    // 47 to 44 bits, the game, the ply) and the move played there is read
    // from the game's moves: about 19 bytes a row became 15. The keys
    // that many games reach keep their explorer answer in `popular`.
    // `shogi_row` and the other functions are the program's own
    // (`functions.rs`); `position_rows` shows the rows to the `sqlite3`
    // shell with SQL alone.
    "CREATE TABLE positions_3 (k BLOB PRIMARY KEY) WITHOUT ROWID;
    INSERT INTO positions_3 (k)
        SELECT shogi_row(key >> 3, game, packed & 63) FROM positions ORDER BY 1;
    DROP TABLE positions;
    ALTER TABLE positions_3 RENAME TO positions;
    CREATE VIEW position_rows (key, game, ply) AS
        SELECT
            ((instr('0123456789ABCDEF', substr(h, 1, 1)) - 1) << 40) | ((instr('0123456789ABCDEF', substr(h, 2, 1)) - 1) << 36) | ((instr('0123456789ABCDEF', substr(h, 3, 1)) - 1) << 32) | ((instr('0123456789ABCDEF', substr(h, 4, 1)) - 1) << 28) | ((instr('0123456789ABCDEF', substr(h, 5, 1)) - 1) << 24) | ((instr('0123456789ABCDEF', substr(h, 6, 1)) - 1) << 20) | ((instr('0123456789ABCDEF', substr(h, 7, 1)) - 1) << 16) | ((instr('0123456789ABCDEF', substr(h, 8, 1)) - 1) << 12) | ((instr('0123456789ABCDEF', substr(h, 9, 1)) - 1) << 8) | ((instr('0123456789ABCDEF', substr(h, 10, 1)) - 1) << 4) | ((instr('0123456789ABCDEF', substr(h, 11, 1)) - 1)),
            ((instr('0123456789ABCDEF', substr(h, 12, 1)) - 1) << 18) | ((instr('0123456789ABCDEF', substr(h, 13, 1)) - 1) << 14) | ((instr('0123456789ABCDEF', substr(h, 14, 1)) - 1) << 10) | ((instr('0123456789ABCDEF', substr(h, 15, 1)) - 1) << 6) | ((instr('0123456789ABCDEF', substr(h, 16, 1)) - 1) << 2) | ((instr('0123456789ABCDEF', substr(h, 17, 1)) - 1) >> 2),
            (((instr('0123456789ABCDEF', substr(h, 17, 1)) - 1) & 3) << 4) | (instr('0123456789ABCDEF', substr(h, 18, 1)) - 1)
        FROM (SELECT hex(k) AS h FROM positions);
    CREATE TABLE popular (
        key INTEGER NOT NULL,
        place INTEGER NOT NULL,
        result INTEGER NOT NULL,
        games INTEGER NOT NULL,
        last_date TEXT,
        rating_sum INTEGER NOT NULL,
        ratings INTEGER NOT NULL,
        PRIMARY KEY (key, place, result)
    ) WITHOUT ROWID;
    INSERT INTO popular
        SELECT shogi_key(p.k), shogi_place(g.moves, shogi_ply(p.k)),
            CASE g.result WHEN 'black' THEN 1 WHEN 'white' THEN 2 WHEN 'draw' THEN 3 ELSE 0 END,
            count(*), max(g.date),
            sum(coalesce(g.black_rating, 0) + coalesce(g.white_rating, 0)),
            sum((g.black_rating IS NOT NULL) + (g.white_rating IS NOT NULL))
        FROM positions p JOIN games g ON g.id = shogi_game(p.k)
        WHERE shogi_key(p.k) IN
            (SELECT shogi_key(k) FROM positions GROUP BY 1 HAVING count(*) >= 1000)
        GROUP BY 1, 2, 3;",
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
