//! Import: files and folders, several games in one file, refusals with
//! their reasons, the same game once.

mod common;

use common::{csa, import, new_db, write};
use shogi_db::{Refused, Search, Won};
use shogi_records::RecordError;

#[test]
fn a_folder_is_read_recursively_and_the_same_games_are_not_stored_twice() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    write(
        &games,
        "a.csa",
        &csa(
            "Hana",
            "Sora",
            "2020/01/02",
            &["+7776FU", "-3334FU"],
            "%TORYO",
        ),
    );
    write(
        &games,
        "deep/er/b.csa",
        &csa(
            "Hana",
            "Kai",
            "2021/03/04",
            &["+2726FU", "-8384FU"],
            "%TORYO",
        ),
    );
    // Not a record: passed over, not refused.
    write(&games, "notes.txt", "hello");
    let mut db = new_db(dir.path());
    let first = import(&mut db, std::slice::from_ref(&games));
    assert_eq!(
        (first.files, first.imported, first.already, first.refused),
        (2, 2, 0, 0)
    );
    let again = import(&mut db, &[games]);
    assert_eq!((again.imported, again.already), (0, 2));
    assert_eq!(
        db.search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap()
        .count,
        2
    );
}

#[test]
fn the_same_moves_by_other_players_are_another_game() {
    let dir = tempfile::tempdir().unwrap();
    let a = write(
        dir.path(),
        "a.csa",
        &csa("Hana", "Sora", "2020/01/02", &["+7776FU"], "%TORYO"),
    );
    let b = write(
        dir.path(),
        "b.csa",
        &csa("Kaede", "Sora", "2020/01/02", &["+7776FU"], "%TORYO"),
    );
    let c = write(
        dir.path(),
        "c.csa",
        &csa("Hana", "Sora", "2020/01/02", &["+7776FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[a, b, c]);
    assert_eq!((summary.imported, summary.already), (2, 1));
}

#[test]
fn every_game_of_a_csa_file_of_several_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let one = csa("A", "B", "2020/01/01", &["+7776FU", "-3334FU"], "%TORYO");
    let two = csa("C", "D", "2020/01/02", &["+2726FU"], "%TORYO");
    let three = csa("E", "F", "2020/01/03", &["+5756FU"], "%TORYO");
    let file = write(dir.path(), "event.csa", &format!("{one}/\n{two}/\n{three}"));
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[file]);
    assert_eq!(summary.imported, 3);
    let found = db
        .search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    let names: Vec<_> = found.games.iter().map(|g| g.black.as_str()).collect();
    assert_eq!(names, ["A", "C", "E"]);
    assert!(
        found.games[1].source.ends_with("event.csa#2"),
        "{}",
        found.games[1].source
    );
    assert_eq!(
        found.games[0].result,
        Some(Won::White),
        "Black resigned at ply 2: White won"
    );
}

#[test]
fn a_record_with_an_illegal_move_is_refused_and_the_others_are_taken() {
    let dir = tempfile::tempdir().unwrap();
    let good = write(
        dir.path(),
        "good.csa",
        &csa("A", "B", "2020/01/01", &["+7776FU"], "%TORYO"),
    );
    // The pawn on 7g cannot reach 7e in one move.
    let bad = write(
        dir.path(),
        "bad.csa",
        &csa("A", "B", "2020/01/01", &["+7775FU"], "%TORYO"),
    );
    let also = write(
        dir.path(),
        "also.csa",
        &csa("C", "D", "2020/01/01", &["+2726FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[good, bad.clone(), also]);
    assert_eq!((summary.imported, summary.refused), (2, 1));
    assert_eq!(summary.refusals[0].path, bad);
    assert!(
        matches!(
            &summary.refusals[0].why,
            Refused::BadMove { ply: 1, .. } | Refused::Read(RecordError::Parse { .. })
        ),
        "{:?}",
        summary.refusals[0].why
    );
}

#[test]
fn kif_in_shift_jis_and_utf8_are_both_read() {
    let dir = tempfile::tempdir().unwrap();
    let kif = "先手：羽生善治\n後手：藤井聡太\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\n";
    write(dir.path(), "u.kifu", kif);
    let other = kif.replace("藤井聡太", "佐藤康光");
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(&other);
    std::fs::write(dir.path().join("s.kif"), &sjis).unwrap();
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[dir.path().to_path_buf()]);
    assert_eq!(summary.imported, 2, "{:?}", summary.refusals);
    let found = db
        .search(&Search {
            player: Some("佐藤康光".into()),
            limit: 5,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.count, 1);
    assert_eq!(found.games[0].black, "羽生善治");
    assert_eq!(found.games[0].result, Some(Won::White));
}

#[cfg(unix)]
#[test]
fn devices_pipes_and_links_to_them_are_refused_like_every_reader_refuses_them() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.csa");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("zero.kif")).unwrap();
    write(
        dir.path(),
        "good.csa",
        &csa("A", "B", "2020/01/01", &["+7776FU"], "%TORYO"),
    );
    let mut db = new_db(dir.path());
    let started = std::time::Instant::now();
    let summary = import(&mut db, &[dir.path().to_path_buf(), "/dev/zero".into()]);
    assert!(
        started.elapsed().as_secs() < 5,
        "nothing may wait on a pipe"
    );
    assert_eq!(summary.imported, 1);
    assert_eq!(summary.refused, 3, "{:?}", summary.refusals);
    for refusal in &summary.refusals {
        assert!(
            matches!(
                refusal.why,
                Refused::Read(
                    RecordError::NotRegular { .. } | RecordError::UnknownExtension { .. }
                )
            ),
            "{refusal:?}"
        );
    }
}

#[test]
fn names_and_events_with_control_and_direction_characters_are_stored_as_the_reader_gives_them() {
    let dir = tempfile::tempdir().unwrap();
    let name = "Eve\u{202E}lin\u{7}";
    let event = "Cup\u{2066}\u{1b}[2J";
    let text = csa(name, "B", "2020/01/01", &["+7776FU"], "%TORYO")
        .replace("PI\n", &format!("$EVENT:{event}\nPI\n"));
    let file = write(dir.path(), "a.csa", &text);
    let mut db = new_db(dir.path());
    import(&mut db, std::slice::from_ref(&file));
    // The database keeps what the records crate read, byte for byte: the
    // reader already writes a name's controls as escapes, and whatever it
    // keeps (an event's bidi character) is kept here too.
    let read = shogi_records::read_record(&file).unwrap();
    let found = db
        .search(&Search {
            limit: 1,
            ..Search::default()
        })
        .unwrap();
    assert_eq!(found.games[0].black, read.info.black.name);
    assert_eq!(found.games[0].event, read.info.event);
    assert!(found.games[0].black.starts_with("Eve"));
}

#[test]
fn a_folder_of_more_files_than_are_read_ahead_never_stalls() {
    // Workers faster than the writer once left every result taken and the
    // writer waiting for one more that would never come.
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("in");
    for i in 0..3000 {
        write(
            &folder,
            &format!("{i}.csa"),
            &csa(&format!("P{i}"), "W", "2020/01/01", &["+7776FU"], "%TORYO"),
        );
    }
    let db_path = dir.path().join("games.sqlite");
    for round in 0..3 {
        let (tx, rx) = std::sync::mpsc::channel();
        let (folder, db_path) = (folder.clone(), db_path.clone());
        std::thread::spawn(move || {
            let mut db = shogi_db::Database::open(&db_path, shogi_db::Access::Write).unwrap();
            let _ = tx.send(
                db.import(&[folder], &mut |_| {})
                    .map(|s| s.imported + s.already),
            );
        });
        let done = rx.recv_timeout(std::time::Duration::from_secs(120));
        assert!(matches!(done, Ok(Ok(3000))), "round {round}: {done:?}");
    }
}

#[test]
fn every_game_of_a_kif_file_of_several_is_read() {
    let dir = tempfile::tempdir().unwrap();
    // Three games one after the other, each with its header, as a
    // collection's export writes them; the second has a variation and
    // a comment, the third starts with a file comment line.
    let text = "# ---- games of the club\n\
        開始日時：2024/01/02\n棋戦：Club\n手合割：平手\n先手：Hana\n後手：Sora\n\
        手数----指手---------消費時間--\n\
        \u{20}  1 ７六歩(77)\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n\n\
        開始日時：2024/01/03\n先手：Kai\n後手：Hana\n\
        手数----指手---------消費時間--\n\
        \u{20}  1 ２六歩(27)\n*先手：a comment, not a header\n   2 ８四歩(83)\n   3 投了\n\n\
        変化：2手\n   2 ３四歩(33)\n\n\
        # ---- the third\n開始日時：2024/01/04\n先手：Sora\n後手：Kai\n\
        手数----指手---------消費時間--\n\
        \u{20}  1 ５六歩(57)\n   2 中断\n";
    let file = write(dir.path(), "club.kifu", text);
    let mut db = new_db(dir.path());
    let summary = import(&mut db, &[file]);
    assert_eq!(
        (summary.imported, summary.refused),
        (3, 0),
        "{:?}",
        summary.refusals
    );
    let found = db
        .search(&Search {
            limit: 10,
            ..Search::default()
        })
        .unwrap();
    let games: Vec<_> = found
        .games
        .iter()
        .map(|g| (g.black.as_str(), g.white.as_str(), g.plies, g.result))
        .collect();
    assert_eq!(
        games,
        [
            ("Hana", "Sora", 2, Some(Won::White)),
            ("Kai", "Hana", 2, Some(Won::White)),
            ("Sora", "Kai", 1, None),
        ]
    );
    assert!(found.games[2].source.ends_with("club.kifu#3"));
    assert_eq!(found.games[1].date.as_deref(), Some("2024-01-03"));
}
