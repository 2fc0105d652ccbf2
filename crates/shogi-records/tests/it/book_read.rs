//! Reading YaneuraOu books: hand-written books, sorted and not, with
//! comments, `none` fields, a BOM and CRLF, looked up for every position
//! they hold and some they do not; books that are not books, refused
//! with the file and the line; a book changed after it was opened.

use crate::common::scratch_dir;
use shogi_core::{Move, Position};
use shogi_records::book::{Book, BookError, BookLine, LineProblem, Results, key_of};
use std::path::{Path, PathBuf};

/// The keys, typed from the rules: the start, and after 7g7f and 2g2f
/// (byte order: 7g7f's, 2g2f's, the start's, as the fifth ranks differ
/// in `2P6` < `7P1` < `9`).
const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
const AFTER_76: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -";
const AFTER_26: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w -";

fn after(usi: &str) -> Position {
    let mut pos = Position::startpos();
    pos.do_move(Move::from_usi(usi).unwrap());
    pos
}

fn write(dir: &Path, name: &str, text: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn sorted_text() -> String {
    format!(
        "#YANEURAOU-DB2016 1.00\n\
         sfen {AFTER_76} 2\n\
         3c3d 2g2f 12 20 7 #results w3 l2 d1\n\
         8c8d none none none 2\n\
         sfen {AFTER_26} 2\n\
         #a position comment\n\
         8c8d none -5 x\n\
         sfen {START} 1\n\
         7g7f 3c3d 30 18 10 #results w6 l3 d1\n\
         #the usual\n\
         #second line\n\
         2g2f none 20 18 5\n\
         5i5h none none none 1 //a comment after the count\n\
         7g7e none 0 0 1\n"
    )
}

fn check_lookups(book: &Book) {
    assert_eq!(book.len_hint(), Some(3));
    let start = book
        .entry(START)
        .unwrap()
        .expect("the start is in the book");
    assert_eq!(start.key, START);
    assert_eq!(start.ply, Some(1));
    assert_eq!(start.comment, "");
    let usis: Vec<&str> = start.moves.iter().map(|m| m.usi.as_str()).collect();
    assert_eq!(usis, ["7g7f", "2g2f", "5i5h", "7g7e"], "kept as written");
    assert_eq!(
        start.moves[0],
        BookLine {
            usi: "7g7f".into(),
            ponder: Some("3c3d".into()),
            value: Some(30),
            depth: Some(18),
            count: Some(10),
            results: Some(Results {
                wins: 6,
                losses: 3,
                draws: 1
            }),
            comment: "the usual\nsecond line".into(),
        }
    );
    assert_eq!(start.moves[2].comment, "a comment after the count");
    assert_eq!(start.moves[1].results, None);

    let a26 = book.entry(AFTER_26).unwrap().expect("2g2f is in the book");
    assert_eq!(a26.comment, "a position comment");
    assert_eq!(
        (a26.moves[0].value, a26.moves[0].depth, a26.moves[0].count),
        (Some(-5), None, None)
    );

    // By position: the illegal 7g7e (USI, but no pawn moves two) is passed over, the rest kept in
    // the file's order, the ponder read.
    let moves = book.moves(&Position::startpos()).unwrap();
    let usis: Vec<String> = moves.iter().map(|m| m.mv.to_usi()).collect();
    assert_eq!(usis, ["7g7f", "2g2f", "5i5h"]);
    assert_eq!(moves[0].ponder, Some(Move::from_usi("3c3d").unwrap()));
    assert_eq!(moves[0].count, 10);
    let moves = book.moves(&after("7g7f")).unwrap();
    assert_eq!(moves.len(), 2);
    // 2g2f as the reply to 3c3d is Black's move: a legal ponder.
    assert_eq!(moves[0].ponder, Some(Move::from_usi("2g2f").unwrap()));
    assert_eq!(moves[1].count, 2);
    // Absent keys, before, between and after the book's.
    assert!(book.moves(&after("5g5f")).unwrap().is_empty());
    assert_eq!(book.entry("9/9/9/9/9/9/9/9/9 b -").unwrap(), None);
    assert_eq!(
        book.entry("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b -")
            .unwrap(),
        None
    );
    assert_eq!(
        book.entry("zzz/9/9/9/9/9/9/9/9 b -")
            .map_err(|e| e.to_string())
            .ok(),
        None,
        "a bad key is refused"
    );
}

#[test]
fn a_sorted_book_is_searched_and_found_whole() {
    let dir = scratch_dir("book-read", "sorted");
    let path = write(&dir, "sorted.db", sorted_text().as_bytes());
    let book = Book::open(&path).unwrap();
    assert!(book.is_sorted());
    assert_eq!(book.stats().table_bytes, 0);
    check_lookups(&book);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unsorted_book_with_a_bom_and_crlf_is_found_through_its_table() {
    let dir = scratch_dir("book-read", "unsorted");
    // The same entries, the start first, CRLF line ends and a BOM.
    let text = sorted_text();
    let mut blocks: Vec<&str> = text.split("sfen ").collect();
    let header = blocks.remove(0);
    blocks.rotate_right(1);
    let reordered = format!("\u{feff}{header}sfen {}", blocks.join("sfen ")).replace('\n', "\r\n");
    let path = write(&dir, "unsorted.db", reordered.as_bytes());
    let book = Book::open(&path).unwrap();
    assert!(!book.is_sorted());
    check_lookups(&book);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_built_in_book_reads_from_memory() {
    let text: &'static [u8] = Box::leak(sorted_text().into_bytes().into_boxed_slice());
    let book = Book::from_static("built-in", text).unwrap();
    assert_eq!(book.name(), "built-in");
    check_lookups(&book);
}

#[test]
fn a_position_written_twice_is_the_one_with_the_smaller_move_number() {
    let dir = scratch_dir("book-read", "twice");
    for (name, first, second) in [("sorted.db", 30, 1), ("other.db", 1, 30)] {
        let text = format!(
            "#YANEURAOU-DB2016 1.00\nsfen {START} {first}\n7g7f none 0 0 {first}\nsfen {START} {second}\n2g2f none 0 0 {second}\n"
        );
        let book = Book::open(&write(&dir, name, text.as_bytes())).unwrap();
        let entry = book.entry(START).unwrap().unwrap();
        assert_eq!(entry.ply, Some(1));
        assert_eq!(entry.moves[0].count, Some(1));
    }
    // Unsorted, with the duplicate apart.
    let text = format!(
        "#YANEURAOU-DB2016 1.00\nsfen {START} 9\n7g7f none 0 0 9\nsfen {AFTER_76} 2\n3c3d none 0 0 1\nsfen {START} 3\n2g2f none 0 0 3\n"
    );
    let book = Book::open(&write(&dir, "apart.db", text.as_bytes())).unwrap();
    assert!(!book.is_sorted());
    assert_eq!(book.entry(START).unwrap().unwrap().moves[0].usi, "2g2f");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_illegal_book_move_is_never_given() {
    let dir = scratch_dir("book-read", "illegal");
    // 7g7f is Black's; 1a1b moves White's lance onto its own knight…
    // each line a way a hostile book could try to make the bot cheat.
    let text = format!(
        "#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g6f none 0 0 1\nP*5e none 0 0 1\n8h2b+ none 0 0 1\n1a1b none 0 0 1\n7g7f 9i9h 0 0 1\n"
    );
    let book = Book::open(&write(&dir, "hostile.db", text.as_bytes())).unwrap();
    let moves = book.moves(&Position::startpos()).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].mv.to_usi(), "7g7f");
    assert_eq!(
        moves[0].ponder, None,
        "a ponder White cannot play is dropped"
    );
    assert_eq!(
        book.entry(START).unwrap().unwrap().moves.len(),
        5,
        "entry keeps them as text"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

fn open_error(dir: &Path, name: &str, bytes: &[u8]) -> BookError {
    let path = write(dir, name, bytes);
    match Book::open(&path) {
        Ok(_) => panic!("{name} opened"),
        Err(e) => e,
    }
}

#[test]
fn what_is_not_a_book_is_refused_with_the_file_and_the_line() {
    let dir = scratch_dir("book-read", "bad");
    let e = open_error(&dir, "empty.db", b"");
    assert!(matches!(e, BookError::Empty { .. }), "{e}");
    let e = open_error(
        &dir,
        "game.kif",
        "手合割：平手\n手数----指手---------消費時間--\n".as_bytes(),
    );
    assert!(
        matches!(&e, BookError::WrongHeader { first_line, .. } if first_line == "手合割：平手"),
        "{e}"
    );
    let shown = e.to_string();
    assert!(
        shown.contains("game.kif") && shown.contains("#YANEURAOU-DB2016 1.00"),
        "{shown}"
    );

    let e = open_error(
        &dir,
        "malformed.db",
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 0 0 1\n// fine\nhello\n")
            .as_bytes(),
    );
    assert!(
        matches!(
            &e,
            BookError::Malformed {
                line: 5,
                problem: LineProblem::FewColumns { found: 1 },
                ..
            }
        ),
        "{e:?}"
    );
    assert!(
        e.to_string().contains("malformed.db") && e.to_string().contains('5'),
        "{e}"
    );
    let e = open_error(
        &dir,
        "orphan.db",
        b"#YANEURAOU-DB2016 1.00\n7g7f none 0 0 1\n",
    );
    assert!(
        matches!(
            &e,
            BookError::Malformed {
                line: 2,
                problem: LineProblem::MoveBeforePosition,
                ..
            }
        ),
        "{e:?}"
    );
    let e = open_error(
        &dir,
        "badsfen.db",
        b"#YANEURAOU-DB2016 1.00\nsfen 9/9/9 b - 1\n",
    );
    assert!(matches!(&e, BookError::Malformed { line: 2, .. }), "{e:?}");

    // Cut in the middle of its last line.
    let e = open_error(
        &dir,
        "cut.db",
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f no").as_bytes(),
    );
    assert!(matches!(&e, BookError::Truncated { line: 3, .. }), "{e:?}");
    // A last line that is whole without its line break is no cut.
    let whole = write(
        &dir,
        "whole.db",
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 0 0 4").as_bytes(),
    );
    assert_eq!(
        Book::open(&whole)
            .unwrap()
            .moves(&Position::startpos())
            .unwrap()[0]
            .count,
        4
    );

    // A 5 MB line: refused at the cap, never held.
    let mut long = b"#YANEURAOU-DB2016 1.00\n#".to_vec();
    long.resize(5 * 1024 * 1024, b'x');
    let e = open_error(&dir, "long.db", &long);
    assert!(
        matches!(&e, BookError::LineTooLong { line: 2, .. }),
        "{e:?}"
    );
    // A file of one line, no header.
    let e = open_error(&dir, "one-line.db", &vec![b'x'; 5 * 1024 * 1024]);
    assert!(matches!(&e, BookError::WrongHeader { .. }), "{e:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn folders_devices_and_pipes_are_refused_without_waiting() {
    let dir = scratch_dir("book-read", "special");
    let e = Book::open(&dir).err().expect("a folder");
    assert!(
        matches!(
            e,
            BookError::File(shogi_records::RecordError::IsDirectory { .. })
        ),
        "{e:?}"
    );
    let e = Book::open(Path::new("/dev/zero")).err().expect("a device");
    assert!(
        matches!(
            e,
            BookError::File(shogi_records::RecordError::NotRegular { .. })
        ),
        "{e:?}"
    );
    let fifo = dir.join("pipe.db");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let e = Book::open(&fifo).err().expect("a pipe");
    assert!(
        matches!(
            e,
            BookError::File(shogi_records::RecordError::NotRegular { .. })
        ),
        "{e:?}"
    );
    let e = Book::open(&dir.join("missing.db")).err().expect("missing");
    assert!(
        matches!(
            e,
            BookError::File(shogi_records::RecordError::NotFound { .. })
        ),
        "{e:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_book_changed_after_opening_gives_an_error_not_moves() {
    let dir = scratch_dir("book-read", "changed");
    let path = write(&dir, "book.db", sorted_text().as_bytes());
    let book = Book::open(&path).unwrap();
    assert!(!book.moves(&Position::startpos()).unwrap().is_empty());
    // Truncated in place by another program.
    let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    file.set_len(40).unwrap();
    drop(file);
    let e = book.moves(&Position::startpos()).unwrap_err();
    assert!(matches!(e, BookError::Changed { .. }), "{e:?}");
    assert!(book.entries().any(|r| r.is_err()));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_key_of_a_position_is_its_sfen_without_the_move_number() {
    assert_eq!(key_of(&Position::startpos()), START);
    assert_eq!(key_of(&after("7g7f")), AFTER_76);
    assert_eq!(key_of(&after("2g2f")), AFTER_26);
}

#[test]
fn a_book_is_looked_up_from_any_thread() {
    fn shared<T: Send + Sync>() {}
    shared::<Book>();
    let text: &'static [u8] = Box::leak(sorted_text().into_bytes().into_boxed_slice());
    let book = Book::from_static("built-in", text).unwrap();
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| check_lookups(&book));
        }
    });
}
