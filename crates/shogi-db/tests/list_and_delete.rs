//! The games list's part of the crate: part-name matching, sorting and
//! paging the search, deleting games with their positions.

mod common;

use common::{after, csa, import, new_db, write};
use shogi_core::Position;
use shogi_db::{Explore, Search, Sort, SortBy};

/// Five games (id: Black, White, date, plies):
/// 1: Hana–Sora 2022/05/01, 3 plies; 2: Sora–Kai 2020/01/01, 2 plies;
/// 3: KAITO–Hana 2021/03/03, 4 plies; 4: Mio–Ren, no date, 1 ply;
/// 5: 50%_Bot–Mio 2023/01/01, 2 plies.
fn five_games() -> (tempfile::TempDir, shogi_db::Database) {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("in");
    let games: [(&str, &str, &str, &[&str]); 5] = [
        (
            "Hana",
            "Sora",
            "2022/05/01",
            &["+7776FU", "-3334FU", "+2726FU"],
        ),
        ("Sora", "Kai", "2020/01/01", &["+7776FU", "-8384FU"]),
        (
            "KAITO",
            "Hana",
            "2021/03/03",
            &["+2726FU", "-3334FU", "+7776FU", "-8384FU"],
        ),
        ("Mio", "Ren", "", &["+5756FU"]),
        ("50%_Bot", "Mio", "2023/01/01", &["+7776FU", "-3334FU"]),
    ];
    for (i, (black, white, date, moves)) in games.iter().enumerate() {
        let mut text = csa(black, white, date, moves, "%TORYO");
        if date.is_empty() {
            text = text.replace("$START_TIME:\n", "");
        }
        write(&folder, &format!("{}.csa", i + 1), &text);
    }
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[folder]);
    assert_eq!(summary.imported, 5, "{:?}", summary.refusals);
    (dir, db)
}

fn ids(db: &shogi_db::Database, search: Search) -> (u64, Vec<i64>) {
    let found = db.search(&search).unwrap();
    (found.count, found.games.iter().map(|g| g.id).collect())
}

fn list(sort: Sort, offset: u64, limit: u32) -> Search {
    Search {
        sort,
        offset,
        limit,
        ..Search::default()
    }
}

#[test]
fn part_of_a_name_finds_either_side_in_either_ascii_case() {
    let (_dir, db) = five_games();
    let part = |text: &str| Search {
        player_part: Some(text.to_string()),
        limit: 10,
        ..Search::default()
    };
    // "kai" is in Kai (game 2) and KAITO (game 3).
    assert_eq!(ids(&db, part("kai")), (2, vec![2, 3]));
    // "ANA" is in Hana, Black in 1 and White in 3.
    assert_eq!(ids(&db, part("ANA")), (2, vec![1, 3]));
    // `%` and `_` are characters, not patterns: only 50%_Bot has them.
    assert_eq!(ids(&db, part("%_")), (1, vec![5]));
    assert_eq!(ids(&db, part("_")), (1, vec![5]));
    assert_eq!(ids(&db, part("nobody")), (0, vec![]));
    // The exact filter stays exact: "kai" is no player's whole name.
    let exact = Search {
        player: Some("kai".to_string()),
        limit: 10,
        ..Search::default()
    };
    assert_eq!(ids(&db, exact), (0, vec![]));
}

#[test]
fn each_sort_orders_both_ways_with_ties_broken_by_id() {
    let (_dir, db) = five_games();
    let sort = |by, descending| Sort { by, descending };
    let all = |s| ids(&db, list(s, 0, 10)).1;
    assert_eq!(all(sort(SortBy::Id, false)), vec![1, 2, 3, 4, 5]);
    assert_eq!(all(sort(SortBy::Id, true)), vec![5, 4, 3, 2, 1]);
    // No date sorts first ascending (SQLite puts NULL lowest).
    assert_eq!(all(sort(SortBy::Date, false)), vec![4, 2, 3, 1, 5]);
    assert_eq!(all(sort(SortBy::Date, true)), vec![5, 1, 3, 2, 4]);
    // By Black's name as bytes: "50%_Bot" < "Hana" < "KAITO" < "Mio" < "Sora".
    assert_eq!(all(sort(SortBy::Players, false)), vec![5, 1, 3, 4, 2]);
    // Plies 3, 2, 4, 1, 2: games 2 and 5 tie, broken by id.
    assert_eq!(all(sort(SortBy::Plies, false)), vec![4, 2, 5, 1, 3]);
    assert_eq!(all(sort(SortBy::Plies, true)), vec![3, 1, 5, 2, 4]);
}

#[test]
fn pages_cover_every_game_once_and_count_them_all() {
    let (_dir, db) = five_games();
    let sort = Sort {
        by: SortBy::Plies,
        descending: true,
    };
    let mut seen = Vec::new();
    for page in 0..3 {
        let (count, page) = ids(&db, list(sort, page * 2, 2));
        assert_eq!(count, 5, "the count is every game, not the page");
        seen.extend(page);
    }
    assert_eq!(seen, vec![3, 1, 5, 2, 4]);
    // Past the end: nothing listed, still counted.
    assert_eq!(ids(&db, list(sort, 5, 2)), (5, vec![]));
    assert_eq!(ids(&db, list(sort, u64::MAX, 2)), (5, vec![]));
}

#[test]
fn deleting_games_removes_them_from_the_list_and_the_explorer() {
    let (_dir, mut db) = five_games();
    let start = Position::startpos();
    let before = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(before.games, 5);
    // Games 1 and 3 reach 7g7f 3c3d 2g2f by two orders.
    let shared = after(&["7g7f", "3c3d", "2g2f"]);
    let at = |db: &shogi_db::Database| {
        ids(
            db,
            Search {
                position: Some(shared.clone()),
                limit: 10,
                ..Search::default()
            },
        )
    };
    assert_eq!(at(&db), (2, vec![1, 3]));

    assert_eq!(db.delete(&[1, 4]).unwrap(), 2);
    assert_eq!(ids(&db, list(Sort::default(), 0, 10)), (3, vec![2, 3, 5]));
    assert_eq!(at(&db), (1, vec![3]));
    let now = db.explore(&start, &Explore::default()).unwrap();
    assert_eq!(now.games, 3);
    let played: u64 = now.moves.iter().map(|m| m.games).sum();
    assert_eq!(played, 3, "{:?}", now.moves);
    // No position row is left of the deleted games.
    let after_5756 = after(&["5g5f"]);
    assert_eq!(
        db.explore(&after_5756, &Explore::default()).unwrap().games,
        0
    );
    // The game is gone: opening it says so, it does not fail.
    assert!(db.stored_game(1).unwrap().is_none());
    // Deleting again, or a game never there, deletes nothing.
    assert_eq!(db.delete(&[1, 99]).unwrap(), 0);
}

#[test]
fn a_deleted_game_imported_again_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(
        &dir.path().join("in"),
        "1.csa",
        &csa("Hana", "Sora", "2022/05/01", &["+7776FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    assert_eq!(import(&mut db, std::slice::from_ref(&path)).imported, 1);
    assert_eq!(db.delete(&[1]).unwrap(), 1);
    let again = import(&mut db, &[path]);
    assert_eq!((again.imported, again.already), (1, 0));
    let start = db
        .explore(&Position::startpos(), &Explore::default())
        .unwrap();
    assert_eq!(start.games, 1);
}
