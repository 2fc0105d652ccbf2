//! Writing, building and merging books: a book written is read back
//! identically; a book built from games counts each move once per game
//! that played it, with the mover's results, counted here by hand; a
//! merge sums counts and keeps the deeper line's value.

use crate::common::scratch_dir;
use shogi_core::{Color, Move, Position};
use shogi_records::Output;
use shogi_records::book::{
    Book, BookBuilder, BookEntry, BookLine, GameEnd, Results, key_of, merge_books, write_book,
};
use std::path::Path;

fn moves(usi: &str) -> Vec<Move> {
    usi.split_whitespace()
        .map(|m| Move::from_usi(m).unwrap())
        .collect()
}

fn key_after(usi: &str) -> String {
    let mut pos = Position::startpos();
    for m in moves(usi) {
        pos.do_move(m);
    }
    key_of(&pos)
}

fn results(wins: u64, losses: u64, draws: u64) -> Option<Results> {
    Some(Results {
        wins,
        losses,
        draws,
    })
}

fn line(usi: &str, count: u64, r: Option<Results>) -> BookLine {
    BookLine {
        usi: usi.into(),
        count: Some(count),
        results: r,
        ..BookLine::default()
    }
}

/// The five games, and how they ended:
/// 1. 7g7f 3c3d 2g2f 8c8d, Black won;
/// 2. 7g7f 3c3d 6g6f, White won;
/// 3. 2g2f 3c3d 7g7f 8c8d, drawn (its fourth position is game 1's);
/// 4. 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b, Black won (the start twice);
/// 5. 7g7f, no result.
fn build(plies: usize, min_count: u64) -> Vec<BookEntry> {
    let mut b = BookBuilder::new(plies, min_count);
    let start = Position::startpos();
    b.add_game(
        &start,
        &moves("7g7f 3c3d 2g2f 8c8d"),
        GameEnd::Won(Color::Black),
    );
    b.add_game(&start, &moves("7g7f 3c3d 6g6f"), GameEnd::Won(Color::White));
    b.add_game(&start, &moves("2g2f 3c3d 7g7f 8c8d"), GameEnd::Draw);
    b.add_game(
        &start,
        &moves("5i5h 5a5b 5h5i 5b5a 5i5h 5a5b"),
        GameEnd::Won(Color::Black),
    );
    b.add_game(&start, &moves("7g7f"), GameEnd::Unknown);
    assert_eq!(b.games(), 5);
    b.finish()
}

fn find<'a>(book: &'a [BookEntry], after: &str) -> Option<&'a BookEntry> {
    let key = key_after(after);
    book.iter().find(|e| e.key == key)
}

#[test]
fn a_built_book_counts_each_move_once_a_game_with_the_movers_results() {
    let book = build(40, 1);
    let start = find(&book, "").unwrap();
    assert_eq!(start.ply, Some(1));
    assert_eq!(
        start.moves,
        [
            line("7g7f", 3, results(1, 1, 0)),
            line("2g2f", 1, results(0, 0, 1)),
            // Played twice in game 4: one game.
            line("5i5h", 1, results(1, 0, 0)),
        ]
    );
    // White's move: game 1 lost, game 2 won.
    assert_eq!(
        find(&book, "7g7f").unwrap().moves,
        [line("3c3d", 2, results(1, 1, 0))]
    );
    assert_eq!(
        find(&book, "7g7f 3c3d").unwrap().moves,
        [
            line("2g2f", 1, results(1, 0, 0)),
            line("6g6f", 1, results(0, 1, 0))
        ]
    );
    // The transposition: games 1 and 3 reach it by different orders.
    let met = find(&book, "7g7f 3c3d 2g2f").unwrap();
    assert_eq!(find(&book, "2g2f 3c3d 7g7f").unwrap(), met);
    assert_eq!(met.ply, Some(4));
    assert_eq!(met.moves, [line("8c8d", 2, results(0, 1, 1))]);
    assert_eq!(
        find(&book, "5i5h").unwrap().moves,
        [line("5a5b", 1, results(0, 1, 0))]
    );
    // Positions: the start, 7g7f, 7g7f 3c3d, the transposition, 2g2f,
    // 2g2f 3c3d, and game 4's three after the start.
    assert_eq!(book.len(), 9);
    assert!(
        book.windows(2).all(|w| w[0].key < w[1].key),
        "sorted by key"
    );
    assert!(
        book.iter()
            .flat_map(|e| &e.moves)
            .all(|m| m.value.is_none() && m.depth.is_none())
    );
}

#[test]
fn plies_and_min_count_cut_the_book() {
    let book = build(2, 1);
    assert_eq!(book.len(), 4, "the start, 7g7f, 2g2f, 5i5h");
    assert!(find(&book, "7g7f 3c3d").is_none());
    let book = build(40, 2);
    let kept: Vec<(String, Vec<String>)> = book
        .iter()
        .map(|e| {
            (
                e.key.clone(),
                e.moves.iter().map(|m| m.usi.clone()).collect(),
            )
        })
        .collect();
    let mut expected = vec![
        (key_after(""), vec!["7g7f".to_string()]),
        (key_after("7g7f"), vec!["3c3d".to_string()]),
        (key_after("7g7f 3c3d 2g2f"), vec!["8c8d".to_string()]),
    ];
    expected.sort();
    assert_eq!(kept, expected);
}

#[test]
fn a_handicap_start_is_keyed_by_its_position() {
    let mut b = BookBuilder::new(40, 1);
    let lance_off =
        Position::from_sfen("lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
            .unwrap();
    b.add_game(&lance_off, &moves("3c3d 7g7f"), GameEnd::Won(Color::White));
    let book = b.finish();
    assert_eq!(book.len(), 2);
    assert_eq!(
        book.iter()
            .find(|e| e.key == key_of(&lance_off))
            .unwrap()
            .moves,
        [line("3c3d", 1, results(1, 0, 0))]
    );
}

fn write(dir: &Path, name: &str, entries: &[BookEntry]) -> Book {
    let path = dir.join(name);
    write_book(&Output::new(&path, false), entries).unwrap();
    Book::open(&path).unwrap()
}

#[test]
fn a_book_written_is_read_back_identically() {
    let dir = scratch_dir("book-write", "roundtrip");
    let mut entries = build(40, 1);
    // Everything a line can hold.
    entries[0].comment = "opening\nsecond line".into();
    entries[0].moves.push(BookLine {
        usi: "9g9f".into(),
        ponder: Some("9c9d".into()),
        value: Some(-35),
        depth: Some(22),
        count: None,
        results: None,
        comment: "rare # really".into(),
    });
    entries[1].moves[0].comment = "after results".into();
    let book = write(&dir, "book.db", &entries);
    assert!(book.is_sorted());
    let read: Vec<BookEntry> = book.entries().collect::<Result<_, _>>().unwrap();
    assert_eq!(read, entries);
    for e in &entries {
        assert_eq!(book.entry(&e.key).unwrap().as_ref(), Some(e));
    }
    // Not over an existing book without being told.
    let e = write_book(&Output::new(&dir.join("book.db"), false), &entries).unwrap_err();
    assert!(e.to_string().contains("book.db"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_merge_sums_counts_and_keeps_the_deeper_line() {
    let dir = scratch_dir("book-write", "merge");
    let start = key_after("");
    let entry = |moves: Vec<BookLine>, comment: &str| BookEntry {
        key: start.clone(),
        ply: Some(1),
        comment: comment.into(),
        moves,
    };
    let deep = |usi: &str, value, depth, count| BookLine {
        usi: usi.into(),
        value: Some(value),
        depth: Some(depth),
        count: Some(count),
        results: results(count, 0, 0),
        ..BookLine::default()
    };
    let a = write(
        &dir,
        "a.db",
        &[entry(
            vec![deep("7g7f", 10, 5, 3), deep("2g2f", 20, 9, 1)],
            "from a",
        )],
    );
    let b_entries = [
        entry(
            vec![
                deep("2g2f", 40, 12, 2),
                deep("7g7f", 99, 5, 4),
                deep("5g5f", 0, 1, 1),
            ],
            "from a",
        ),
        BookEntry {
            key: key_after("7g7f"),
            ply: Some(2),
            comment: String::new(),
            moves: vec![line("3c3d", 1, None)],
        },
    ];
    let b = write(&dir, "b.db", &b_entries);
    let out = dir.join("c.db");
    let written = merge_books(&[&a, &b], &Output::new(&out, false)).unwrap();
    assert_eq!((written.positions, written.moves), (2, 4));
    let c = Book::open(&out).unwrap();
    let merged = c.entry(&start).unwrap().unwrap();
    assert_eq!(merged.comment, "from a", "one comment, not two");
    type Row<'a> = (
        &'a str,
        Option<i32>,
        Option<i32>,
        Option<u64>,
        Option<Results>,
    );
    let got: Vec<Row> = merged
        .moves
        .iter()
        .map(|m| (m.usi.as_str(), m.value, m.depth, m.count, m.results))
        .collect();
    assert_eq!(
        got,
        [
            // Equal depth: the first book's value.
            ("7g7f", Some(10), Some(5), Some(7), results(7, 0, 0)),
            ("2g2f", Some(40), Some(12), Some(3), results(3, 0, 0)),
            ("5g5f", Some(0), Some(1), Some(1), results(1, 0, 0)),
        ]
    );
    assert_eq!(
        c.entry(&key_after("7g7f")).unwrap().unwrap().moves,
        [line("3c3d", 1, None)]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
