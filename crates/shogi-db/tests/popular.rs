//! The position rows and the answers kept for popular positions: a key
//! that many games reach answers from `popular`, and that answer is the
//! one the rows give, after an import, single games, deletes, and below
//! the threshold again.

mod common;

use common::{after, import, new_db, write};
use shogi_core::Position;
use shogi_db::codec::{position_key, unrow};
use shogi_db::popular::POPULAR_GAMES;
use shogi_db::{Database, Explore, Explored, Search};
use std::path::{Path, PathBuf};

/// Game `i`: one of three first moves, 3c3d, then either Black resigns
/// (White wins) or Black plays 2h5h and White resigns; every fifth game
/// carries ratings.
fn game(i: usize) -> String {
    let first = ["+7776FU", "+2726FU", "+5756FU"][i % 3];
    let mut text = format!(
        "V2.2\nN+P{i}\nN-Q{i}\n$START_TIME:2020/01/{:02}\n",
        1 + i % 28
    );
    if i.is_multiple_of(5) {
        text.push_str(&format!(
            "'black_rate:P{i}:{}\n'white_rate:Q{i}:1400\n",
            1500 + i
        ));
    }
    text.push_str(&format!("PI\n+\n{first}\n-3334FU\n"));
    if i % 2 == 1 {
        text.push_str("+2858HI\n");
    }
    text.push_str("%TORYO\n");
    text
}

fn games(dir: &Path, range: std::ops::Range<usize>) -> Vec<PathBuf> {
    range
        .map(|i| write(dir, &format!("g/{i:05}.csa"), &game(i)))
        .collect()
}

/// The answer the rows give: a filter that every game passes makes the
/// explorer join them instead of reading `popular`.
fn joined(db: &Database, pos: &Position) -> Explored {
    let every = Explore {
        from: Some("2020".into()),
        ..Explore::default()
    };
    db.explore(pos, &every).unwrap()
}

fn popular_rows(dir: &Path, pos: &Position) -> i64 {
    rusqlite::Connection::open(dir.join("games.sqlite"))
        .unwrap()
        .query_row(
            "SELECT count(*) FROM popular WHERE key = ?1",
            [position_key(pos)],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn a_popular_position_answers_from_its_kept_answer_and_it_matches_the_rows() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = new_db(dir.path());
    let n = POPULAR_GAMES as usize + 200;
    assert_eq!(import(&mut db, &games(dir.path(), 0..n)).imported, n as u64);
    let start = Position::startpos();
    assert!(popular_rows(dir.path(), &start) > 0, "the start is popular");
    let kept = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(kept, joined(&db, &start));
    // By hand: a third of the games each first move; the odd games won by
    // Black, the even by White.
    assert_eq!(kept.games, n as u64);
    for m in &kept.moves {
        let i0 = ["7g7f", "2g2f", "5g5f"]
            .iter()
            .position(|u| *u == m.mv.to_usi())
            .unwrap();
        let mine: Vec<usize> = (0..n).filter(|i| i % 3 == i0).collect();
        assert_eq!(m.games, mine.len() as u64);
        assert_eq!(
            m.black_wins,
            mine.iter().filter(|i| *i % 2 == 1).count() as u64
        );
        assert_eq!(
            m.white_wins,
            mine.iter().filter(|i| *i % 2 == 0).count() as u64
        );
        assert_eq!(m.last_date.as_deref(), Some("2020-01-28"));
        assert!(m.average_rating.is_some());
    }
    // After 7g7f (400 games): not popular, answered by the join.
    let f7 = after(&["7g7f"]);
    assert_eq!(popular_rows(dir.path(), &f7), 0);
    assert_eq!(db.explore(&f7, &Explore::default()).unwrap().games, 400);
}

#[test]
fn single_games_and_deletes_keep_the_kept_answer_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = new_db(dir.path());
    let n = POPULAR_GAMES as usize;
    import(&mut db, &games(dir.path(), 0..n));
    let start = Position::startpos();
    assert!(popular_rows(dir.path(), &start) > 0);
    // One game an import, as a finished game goes in.
    for path in games(dir.path(), n..n + 5) {
        assert_eq!(import(&mut db, &[path]).imported, 1);
    }
    let kept = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(kept.games, n as u64 + 5);
    assert_eq!(kept, joined(&db, &start));
    // Deleting some: the answer follows.
    let ids: Vec<i64> = (1..=3).collect();
    assert_eq!(db.delete(&ids).unwrap(), 3);
    let kept = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(kept.games, n as u64 + 2);
    assert_eq!(kept, joined(&db, &start));
    // Below the threshold: no longer kept, and still right.
    let ids: Vec<i64> = (4..=10).collect();
    db.delete(&ids).unwrap();
    assert_eq!(popular_rows(dir.path(), &start), 0);
    let now = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(now.games, n as u64 - 5);
    assert_eq!(now, joined(&db, &start));
}

#[test]
fn the_rows_view_reads_each_row_with_sql_alone_and_search_pages_follow_ids() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = new_db(dir.path());
    import(&mut db, &games(dir.path(), 0..30));
    let conn = rusqlite::Connection::open(dir.path().join("games.sqlite")).unwrap();
    let mut raw = conn.prepare("SELECT k FROM positions").unwrap();
    let decoded: Vec<(i64, i64, i64)> = raw
        .query_map([], |r| r.get::<_, Vec<u8>>(0))
        .unwrap()
        .map(|k| {
            let (key, game, ply) = unrow(&k.unwrap()).unwrap();
            (key, game, i64::from(ply))
        })
        .collect();
    let mut view = conn
        .prepare("SELECT key, game, ply FROM position_rows")
        .unwrap();
    let shown: Vec<(i64, i64, i64)> = view
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(decoded.len(), 30 * 3 + 15, "a row a position a game");
    assert_eq!(shown, decoded);
    // A position's games listed by id both ways, a page at a time.
    let pos = after(&["7g7f", "3c3d"]);
    let page = |offset, descending| {
        db.search(&Search {
            position: Some(pos.clone()),
            limit: 4,
            offset,
            sort: shogi_db::Sort {
                by: shogi_db::SortBy::Id,
                descending,
            },
            ..Search::default()
        })
        .unwrap()
    };
    let up: Vec<i64> = page(0, false).games.iter().map(|h| h.id).collect();
    assert_eq!(up, [1, 4, 7, 10]);
    assert_eq!(page(0, false).count, 10);
    let down: Vec<i64> = page(4, true).games.iter().map(|h| h.id).collect();
    assert_eq!(down, [16, 13, 10, 7]);
    assert!(page(0, false).games.iter().all(|h| h.ply == Some(2)));
}
