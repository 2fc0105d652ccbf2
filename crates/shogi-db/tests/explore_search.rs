//! The explorer and the position search over games written by hand, their
//! counts worked out from the moves.

mod common;

use common::{after, csa, import, new_db, write};
use shogi_core::{Move, Position};
use shogi_db::{Explore, Search, Won};

/// Four games:
/// 1. 7g7f 3c3d 2g2f, White resigns: Black wins.
/// 2. 7g7f 8c8d, Black resigns: White wins.
/// 3. 2g2f 3c3d 7g7f, White resigns: Black wins (game 1's position after
///    three plies, by another order).
/// 4. 7g7f 3c3d, then the interrupted end: no result; contained in game 1.
fn four_games() -> (tempfile::TempDir, shogi_db::Database) {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("in");
    write(
        &folder,
        "1.csa",
        &csa(
            "Hana",
            "Sora",
            "2020/01/01",
            &["+7776FU", "-3334FU", "+2726FU"],
            "%TORYO",
        ),
    );
    write(
        &folder,
        "2.csa",
        &csa(
            "Sora",
            "Hana",
            "2021/01/01",
            &["+7776FU", "-8384FU"],
            "%TORYO",
        ),
    );
    write(
        &folder,
        "3.csa",
        &csa(
            "Kai",
            "Hana",
            "2022/01/01",
            &["+2726FU", "-3334FU", "+7776FU"],
            "%TORYO",
        ),
    );
    write(
        &folder,
        "4.csa",
        &csa(
            "Kai",
            "Sora",
            "2023/01/01",
            &["+7776FU", "-3334FU"],
            "%CHUDAN",
        ),
    );
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[folder]);
    assert_eq!(summary.imported, 4, "{:?}", summary.refusals);
    (dir, db)
}

/// A move's USI, its games, Black's wins, White's wins, draws.
type Row = (String, u64, u64, u64, u64);

fn counts(db: &shogi_db::Database, pos: &Position, player: Option<&str>) -> (u64, Vec<Row>) {
    let e = db
        .explore(
            pos,
            &Explore {
                player: player.map(str::to_string),
                ..Explore::default()
            },
        )
        .unwrap();
    let moves = e
        .moves
        .iter()
        .map(|m| (m.mv.to_usi(), m.games, m.black_wins, m.white_wins, m.draws))
        .collect();
    (e.games, moves)
}

#[test]
fn the_explorer_counts_the_games_and_each_move_with_its_results() {
    let (_dir, db) = four_games();
    assert_eq!(
        counts(&db, &Position::startpos(), None),
        (
            4,
            vec![("7g7f".into(), 3, 1, 1, 0), ("2g2f".into(), 1, 1, 0, 0)]
        )
    );
    assert_eq!(
        counts(&db, &after(&["7g7f"]), None),
        (
            3,
            vec![("3c3d".into(), 2, 1, 0, 0), ("8c8d".into(), 1, 0, 1, 0)]
        )
    );
    // Reached by games 1 and 3 (two move orders) and game 4, which ends there.
    assert_eq!(
        counts(&db, &after(&["7g7f", "3c3d"]), None),
        (2, vec![("2g2f".into(), 1, 1, 0, 0)])
    );
    assert_eq!(
        counts(&db, &after(&["7g7f", "3c3d", "2g2f"]), None),
        (2, vec![])
    );
    assert_eq!(counts(&db, &after(&["5g5f"]), None), (0, vec![]));
}

#[test]
fn the_explorer_filtered_by_a_player_counts_only_their_games() {
    let (_dir, db) = four_games();
    assert_eq!(
        counts(&db, &Position::startpos(), Some("Kai")),
        (
            2,
            vec![("2g2f".into(), 1, 1, 0, 0), ("7g7f".into(), 1, 0, 0, 0)]
        )
    );
}

#[test]
fn a_position_is_found_whatever_the_move_order_with_the_ply_it_was_reached_at() {
    let (_dir, db) = four_games();
    let found = db
        .search(&Search {
            position: Some(after(&["7g7f", "3c3d", "2g2f"])),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 2);
    let hits: Vec<_> = found
        .games
        .iter()
        .map(|g| (g.black.as_str(), g.ply))
        .collect();
    assert_eq!(hits, [("Hana", Some(3)), ("Kai", Some(3))]);
}

#[test]
fn the_filters_combine_and_the_count_is_not_cut_by_the_limit() {
    let (_dir, db) = four_games();
    let all = db
        .search(&Search {
            limit: 1,
            ..Search::default()
        })
        .unwrap();
    assert_eq!((all.count, all.games.len()), (4, 1));
    let habu = db
        .search(&Search {
            player: Some("Hana".into()),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(habu.count, 3);
    let as_white = db
        .search(&Search {
            white: Some("Hana".into()),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(as_white.count, 2);
    let dated = db
        .search(&Search {
            from: Some("2021".into()),
            to: Some("2022".into()),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(
        dated
            .games
            .iter()
            .map(|g| g.date.clone().unwrap())
            .collect::<Vec<_>>(),
        ["2021-01-01", "2022-01-01"]
    );
    let black_won = db
        .search(&Search {
            result: Some(Won::Black),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(black_won.count, 2);
    let long = db
        .search(&Search {
            min_plies: Some(3),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(long.count, 2);
}

#[test]
fn a_game_contained_in_another_is_reported_with_it() {
    let (_dir, db) = four_games();
    let dupes = db.dupes().unwrap();
    assert_eq!(dupes.len(), 1, "{dupes:?}");
    assert!(!dupes[0].same_moves);
    let ids = db
        .search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap()
        .games;
    assert_eq!(dupes[0].game, ids[3].id);
    assert_eq!(dupes[0].within, ids[0].id);
}

#[test]
fn a_stored_game_reads_back_with_its_moves_players_date_and_result() {
    let (_dir, db) = four_games();
    let found = db
        .search(&Search {
            position: Some(after(&["2g2f", "3c3d", "7g7f"])),
            player: Some("Kai".into()),
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 1);
    let game = db.stored_game(found.games[0].id).unwrap().unwrap();
    let moves: Vec<String> = game.record.moves.iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(moves, ["2g2f", "3c3d", "7g7f"]);
    assert_eq!(game.record.info.black.name, "Kai");
    assert_eq!(game.record.info.white.name, "Hana");
    let date = game.record.info.started.unwrap();
    assert_eq!((date.year, date.month, date.day), (2022, 1, 1));
    assert_eq!(game.result, Some(Won::Black));
    assert!(game.source.ends_with("3.csa"), "{}", game.source);
    // A game that is not there is no game, not an error.
    assert!(db.stored_game(found.games[0].id + 1000).unwrap().is_none());
}

#[test]
fn the_explorer_filters_by_names_and_dates_and_gives_each_move_its_last_date() {
    let (_dir, db) = four_games();
    let start = Position::startpos();
    let explore = |filter: Explore| db.explore(&start, &filter).unwrap();
    // Game 3 (Kai–Hana, 2022) opened 2g2f; the others 7g7f, last in 2023.
    let all = explore(Explore::default());
    let dates: Vec<(String, Option<String>)> = all
        .moves
        .iter()
        .map(|m| (m.mv.to_usi(), m.last_date.clone()))
        .collect();
    assert_eq!(
        dates,
        [
            ("7g7f".to_string(), Some("2023-01-01".to_string())),
            ("2g2f".to_string(), Some("2022-01-01".to_string()))
        ]
    );
    // "My games": any of the names; Kai played games 3 and 4.
    let mine = explore(Explore {
        any_of: vec!["Kai".into(), "Nobody".into()],
        ..Explore::default()
    });
    assert_eq!(mine.games, 2);
    // From 2021 to 2022: games 2 and 3; `to` takes the whole year.
    let dated = explore(Explore {
        from: Some("2021".into()),
        to: Some("2022".into()),
        ..Explore::default()
    });
    assert_eq!(dated.games, 2);
    let counts: Vec<(String, u64)> = dated
        .moves
        .iter()
        .map(|m| (m.mv.to_usi(), m.games))
        .collect();
    assert_eq!(counts, [("2g2f".to_string(), 1), ("7g7f".to_string(), 1)]);
}

/// A CSA server's record: its rating lines before the moves.
fn rated(black: &str, white: &str, rates: &str, moves: &[&str]) -> String {
    let game = csa(black, white, "2024/05/01", moves, "%TORYO");
    game.replacen("PI\n", &format!("{rates}PI\n"), 1)
}

#[test]
fn each_move_gets_the_average_of_the_ratings_its_games_carry() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("in");
    // 7g7f twice: ratings 1500 and 1700.4 (rounded to 1700), then 2000
    // and one unknown; 2g2f once, with no rating line at all.
    write(
        &folder,
        "1.csa",
        &rated(
            "Hana",
            "Sora",
            "'black_rate:Hana+abc:1500.0\n'white_rate:Sora:x:1700.4\n",
            &["+7776FU", "-3334FU"],
        ),
    );
    write(
        &folder,
        "2.csa",
        &rated(
            "Kai",
            "Hana",
            "'black_rate:Kai:2000\n'white_rate:Hana:not a number\n",
            &["+7776FU", "-8384FU"],
        ),
    );
    write(
        &folder,
        "3.csa",
        &csa("Sora", "Kai", "2024/05/02", &["+2726FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    assert_eq!(import(&mut db, &[folder]).imported, 3);
    let start = db
        .explore(&Position::startpos(), &Explore::default())
        .unwrap();
    let by = |usi: &str| start.moves.iter().find(|m| m.mv.to_usi() == usi).unwrap();
    // (1500 + 1700 + 2000) / 3 = 1733.3.
    assert_eq!(by("7g7f").average_rating, Some(1733));
    assert_eq!(by("2g2f").average_rating, None);
    // After 7g7f 3c3d only the first game: (1500 + 1700) / 2.
    let mut pos = Position::startpos();
    for usi in ["7g7f", "3c3d"] {
        pos.do_move(Move::from_usi(usi).unwrap());
    }
    let end = db.explore(&pos, &Explore::default()).unwrap();
    assert_eq!(end.games, 1);
    assert!(end.moves.is_empty(), "the game ended there");
    let mut pos = Position::startpos();
    pos.do_move(Move::from_usi("7g7f").unwrap());
    let after = db.explore(&pos, &Explore::default()).unwrap();
    let rates: Vec<_> = after
        .moves
        .iter()
        .map(|m| (m.mv.to_usi(), m.average_rating))
        .collect();
    assert_eq!(
        rates,
        [
            ("3c3d".to_string(), Some(1600)),
            ("8c8d".to_string(), Some(2000))
        ]
    );
}

/// A file another program wrote may hold any number as a rating: the
/// explorer answers without overflowing (no average it cannot show).
#[test]
fn a_rating_too_large_to_average_gives_no_average_and_no_panic() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        dir.path(),
        "a.csa",
        &csa("Hana", "Sora", "2024/05/01", &["+7776FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    assert_eq!(import(&mut db, &[file]).imported, 1);
    let raw = rusqlite::Connection::open(dir.path().join("games.sqlite")).unwrap();
    raw.execute(
        "UPDATE games SET black_rating = ?1, white_rating = ?1",
        [i64::MAX],
    )
    .unwrap();
    drop(raw);
    match db.explore(&Position::startpos(), &Explore::default()) {
        // SQLite's sum says it overflowed: an error, worded by the app.
        Err(_) => {}
        Ok(start) => assert_eq!(start.moves[0].average_rating, None),
    }
    let raw = rusqlite::Connection::open(dir.path().join("games.sqlite")).unwrap();
    raw.execute(
        "UPDATE games SET black_rating = ?1, white_rating = NULL",
        [i64::MAX],
    )
    .unwrap();
    drop(raw);
    let start = db
        .explore(&Position::startpos(), &Explore::default())
        .unwrap();
    assert_eq!(start.moves[0].average_rating, None, "past what a u32 holds");
}
