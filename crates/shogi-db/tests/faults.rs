//! The database file's faults: each with its own error, nothing lost.

mod common;

use common::{csa, import, new_db, write};
use shogi_db::{Access, Database, DbError, SCHEMA_VERSION, Search};

fn some_games(dir: &std::path::Path, n: usize) -> std::path::PathBuf {
    let folder = dir.join("in");
    let moves = [
        "+7776FU", "-3334FU", "+2726FU", "-8384FU", "+2625FU", "-8485FU",
    ];
    for i in 0..n {
        write(
            &folder,
            &format!("{i}.csa"),
            &csa(
                &format!("P{i}"),
                "W",
                "2020/01/01",
                &moves[..1 + i % 6],
                "%TORYO",
            ),
        );
    }
    folder
}

#[test]
fn a_file_that_is_not_sqlite_is_named_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "games.sqlite", "V2.2\nPI\n+\n");
    for access in [Access::Read, Access::Write] {
        assert!(matches!(
            Database::open(&path, access),
            Err(DbError::NotSqlite { .. })
        ));
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "V2.2\nPI\n+\n",
        "never written over"
    );
}

#[test]
fn a_truncated_file_is_named_so() {
    let dir = tempfile::tempdir().unwrap();
    let folder = some_games(dir.path(), 300);
    let path = dir.path().join("games.sqlite");
    {
        let mut db = new_db(dir.path());
        import(&mut db, &[folder]);
    }
    // Folded into the main file, so that the cut loses pages.
    let db = rusqlite::Connection::open(&path).unwrap();
    db.pragma_update(None, "journal_mode", "DELETE").unwrap();
    drop(db);
    let len = std::fs::metadata(&path).unwrap().len();
    assert!(len > 8192, "{len}");
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(len / 2 + 100)
        .unwrap();
    for access in [Access::Read, Access::Write] {
        assert!(
            matches!(Database::open(&path, access), Err(DbError::Damaged { .. })),
            "{access:?}"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_searched_but_not_imported_into() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let folder = some_games(dir.path(), 3);
    let path = dir.path().join("games.sqlite");
    {
        let mut db = new_db(dir.path());
        import(&mut db, std::slice::from_ref(&folder));
    }
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    assert!(matches!(
        Database::open(&path, Access::Write),
        Err(DbError::ReadOnly { .. })
    ));
    let db = Database::open(&path, Access::Read).unwrap();
    assert_eq!(db.search(&Search::default()).unwrap().count, 3);
}

#[test]
fn a_newer_schema_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    drop(new_db(dir.path()));
    let raw = rusqlite::Connection::open(&path).unwrap();
    raw.pragma_update(None, "user_version", 7).unwrap();
    drop(raw);
    for access in [Access::Read, Access::Write] {
        match Database::open(&path, access) {
            Err(DbError::NewerSchema {
                found: 7, known, ..
            }) if known == SCHEMA_VERSION => {}
            other => panic!("{access:?}: {:?}", other.err()),
        }
    }
    let raw = rusqlite::Connection::open(&path).unwrap();
    let v: i64 = raw
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 7);
}

#[cfg(unix)]
#[test]
fn a_device_or_a_pipe_is_no_database() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.sqlite");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for path in [
        fifo.as_path(),
        std::path::Path::new("/dev/zero"),
        dir.path(),
    ] {
        for access in [Access::Read, Access::Write] {
            assert!(
                matches!(
                    Database::open(path, access),
                    Err(DbError::NotRegular { .. })
                ),
                "{path:?}"
            );
        }
    }
}

#[test]
fn searching_a_missing_database_says_so_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("none.sqlite");
    assert!(matches!(
        Database::open(&path, Access::Read),
        Err(DbError::Missing { .. })
    ));
    assert!(!path.exists());
}

#[test]
fn a_full_disk_mid_import_keeps_the_committed_games_whole() {
    let dir = tempfile::tempdir().unwrap();
    let folder = some_games(dir.path(), 5000);
    let mut db = new_db(dir.path());
    // SQLite's own size limit stands in for a full disk: it fails a write
    // with the same SQLITE_FULL a full disk gives.
    db.limit_pages(150).unwrap();
    let err = db.import(&[folder], &mut |_| {}).unwrap_err();
    assert!(matches!(err, DbError::Full { .. }), "{err:?}");
    drop(db);
    let db = Database::open(&dir.path().join("games.sqlite"), Access::Read).unwrap();
    let kept = db.search(&Search::default()).unwrap().count;
    assert!(kept > 0 && kept < 5000, "{kept}");
    // No half game: every game kept has its start position indexed.
    let start = db
        .explore(
            &shogi_core::Position::startpos(),
            &shogi_db::Explore::default(),
        )
        .unwrap();
    assert_eq!(start.games, kept);
}

#[test]
fn a_second_writer_waits_for_the_first_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let folder = some_games(dir.path(), 20);
    let path = dir.path().join("games.sqlite");
    drop(new_db(dir.path()));
    // The first writer holds the lock for a moment.
    let holder = rusqlite::Connection::open(&path).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let releaser = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(500));
        holder.execute_batch("COMMIT").unwrap();
    });
    let mut db = Database::open(&path, Access::Write).unwrap();
    let mut waited = false;
    let summary = db
        .import(&[folder], &mut |e| {
            waited |= matches!(e, shogi_db::Event::Waiting)
        })
        .unwrap();
    releaser.join().unwrap();
    assert!(waited);
    assert_eq!(summary.imported, 20);
}

/// Files of many short games each: more games read ahead than the import
/// holds (it stops sending files until the writer catches up), and every
/// game still arrives, in order, without a stall.
#[test]
fn files_of_many_games_each_are_imported_whole_without_holding_them_all() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("in");
    for file in 0..3 {
        let text: String = (0..8_000)
            .map(|i| format!("V2.2\nN+P{file}-{i}\nN-W\nPI\n+\n+7776FU\n%CHUDAN\n/\n"))
            .collect();
        write(&folder, &format!("{file}.csa"), &text);
    }
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[folder]);
    assert_eq!((summary.imported, summary.refused), (24_000, 0));
    let found = db
        .search(&Search {
            limit: 3,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 24_000);
    let names: Vec<_> = found.games.iter().map(|g| g.black.as_str()).collect();
    assert_eq!(names, ["P0-0", "P0-1", "P0-2"]);
}

#[test]
fn past_the_most_games_a_row_can_name_the_import_stops_and_keeps_what_it_had() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = new_db(dir.path());
    assert_eq!(import(&mut db, &[some_games(dir.path(), 2)]).imported, 2);
    // The next id would be the last a position row has room for.
    let conn = rusqlite::Connection::open(dir.path().join("games.sqlite")).unwrap();
    conn.execute(
        "UPDATE games SET id = ?1 WHERE id = 2",
        [shogi_db::codec::MAX_GAME_ID - 1],
    )
    .unwrap();
    drop(conn);
    let more = write(
        dir.path(),
        "more/a.csa",
        &csa("Kai", "Sora", "2021/01/01", &["+5756FU"], "%TORYO"),
    );
    let twice = write(
        dir.path(),
        "more/b.csa",
        &csa("Kai", "Sora", "2021/01/02", &["+5756FU"], "%TORYO"),
    );
    // One more fits, alone.
    assert_eq!(import(&mut db, std::slice::from_ref(&more)).imported, 1);
    match db.import(&[twice], &mut |_| {}) {
        Err(DbError::TooManyGames { most, .. }) => {
            assert_eq!(most, shogi_db::codec::MAX_GAME_ID)
        }
        other => panic!("{other:?}"),
    }
    let all = db
        .search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(all.count, 3, "the games before are kept");
}
