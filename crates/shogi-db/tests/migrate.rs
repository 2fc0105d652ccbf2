//! A file written by an older version is brought up to this one when it
//! is opened to write, its games kept and answering as before.

mod common;

use common::{csa, import, write};
use shogi_core::{Move, Position};
use shogi_db::codec::{place_of, push_place};
use shogi_db::{Access, Database, DbError, Explore, SCHEMA_VERSION, Search};

/// The tables as version 1 made them, written out here as they were
/// (the program no longer writes them).
const VERSION_1: &str = "CREATE TABLE games (
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
    ) WITHOUT ROWID;
    PRAGMA user_version = 1;";

/// The key versions 1 and 2 indexed a position under: the top 47 bits of
/// the core's key.
fn key_47(pos: &Position) -> i64 {
    (pos.key() >> 17) as i64
}

/// A version-1 file holding one game, 7g7f 3c3d 2g2f, White resigned
/// (result code 1: Black won), its rows as version 1 wrote them.
fn version_1_file(path: &std::path::Path) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(VERSION_1).unwrap();
    let mut pos = Position::startpos();
    let mut moves = Vec::new();
    let mut rows = Vec::new();
    for (ply, usi) in ["7g7f", "3c3d", "2g2f"].iter().enumerate() {
        let mv = Move::from_usi(usi).unwrap();
        let place = place_of(&pos, mv).unwrap();
        push_place(&mut moves, place);
        rows.push((key_47(&pos), ply as i64, Some(place as i64)));
        pos.do_move(mv);
    }
    rows.push((key_47(&pos), 3, None));
    conn.execute(
        "INSERT INTO games (id, black, white, date, result, plies, moves, source, fingerprint)
         VALUES (1, 'Hana', 'Sora', '2020-01-01', 'black', 3, ?1, 'old.csa', 42)",
        [&moves],
    )
    .unwrap();
    for (key, ply, place) in rows {
        conn.execute(
            "INSERT INTO positions (key, game, ply, move, result) VALUES (?1, 1, ?2, ?3, 1)",
            rusqlite::params![key, ply, place],
        )
        .unwrap();
    }
}

#[test]
fn a_version_1_file_is_migrated_when_opened_to_write_and_answers_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    version_1_file(&path);
    match Database::open(&path, Access::Read) {
        Err(DbError::OldSchema { found: 1, .. }) => {}
        other => panic!("reading never migrates: {:?}", other.err()),
    }
    let mut db = Database::open(&path, Access::Write).unwrap();
    let version: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let start = db
        .explore(&Position::startpos(), &Explore::default())
        .unwrap();
    assert_eq!(start.games, 1);
    assert_eq!(start.moves[0].mv.to_usi(), "7g7f");
    assert_eq!(
        (start.moves[0].black_wins, start.moves[0].white_wins),
        (1, 0)
    );
    let mut after = Position::startpos();
    for usi in ["7g7f", "3c3d"] {
        after.do_move(Move::from_usi(usi).unwrap());
    }
    let found = db
        .search(&Search {
            position: Some(after.clone()),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 1);
    assert_eq!(found.games[0].ply, Some(2), "the ply survives the packing");
    // The migrated file takes new games beside the old.
    let more = write(
        dir.path(),
        "new.csa",
        &csa(
            "Kai",
            "Hana",
            "2021/01/01",
            &["+7776FU", "-3334FU", "+8822UM"],
            "%TORYO",
        ),
    );
    assert_eq!(import(&mut db, &[more]).imported, 1);
    let after = db.explore(&after, &Explore::default()).unwrap();
    assert_eq!(after.games, 2);
    let usi: Vec<_> = after.moves.iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(usi, ["2g2f", "8h2b+"]);
}
