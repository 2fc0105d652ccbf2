//! `shogi-tui book`: the real binary on records and books written by
//! hand. Counts are checked against a count done by hand; a built book
//! reads back identically; what is not a book (cut short, a bad line, a
//! KIF, a folder, `/dev/zero`, a pipe, one 5 MB line) is refused with the
//! file and the line, status 2, no panic, nothing overwritten.

use crate::common::run_cli;
use serde_json::{Value, json};
use shogi_tui::kifu::book::{Book, BookEntry, book_text};
use std::fs;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cli-book-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Runs `book ARGS`; no run may panic.
fn book(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["book"];
    all.extend_from_slice(args);
    let (code, out, err) = run_cli(&all);
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    (code, out, err)
}

/// `book show --json`: the moves as (usi, count, wins, losses, draws).
fn shown(db: &Path, moves: &[&str]) -> Vec<(String, u64, u64, u64, u64)> {
    let mut args = vec!["show", s(db), "--json"];
    if !moves.is_empty() {
        args.push("--moves");
        args.extend_from_slice(moves);
    }
    let (code, out, err) = book(&args);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["moves", "sfen"]);
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let keys: Vec<&String> = m.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["count", "draws", "losses", "usi", "value", "wins"]);
            assert_eq!(m["value"], Value::Null, "built books have no values");
            let n = |k: &str| m[k].as_u64().unwrap();
            (
                m["usi"].as_str().unwrap().to_string(),
                n("count"),
                n("wins"),
                n("losses"),
                n("draws"),
            )
        })
        .collect()
}

fn mv(usi: &str, count: u64, wins: u64, losses: u64, draws: u64) -> (String, u64, u64, u64, u64) {
    (usi.to_string(), count, wins, losses, draws)
}

/// Five games, written by hand (results from each mover's side):
/// 1. 7g7f 3c3d 2g2f 8c8d 2f2e, White resigns: Black won;
/// 2. 7g7f 3c3d 6g6f 8c8d, Black resigns: White won;
/// 3. 2g2f 3c3d 7g7f 8c8d, drawn (%HIKIWAKE); its fourth position is
///    game 1's, reached in another order;
/// 4. 5i5h 5a5b 5h5i 5b5a 5i5h 5a5b 2g2f, White resigns: Black won (the
///    start, and 5i5h from it, twice in one game);
/// 5. 7g7f, no result (a `.usi` line).
///
/// And, in the same folder, a broken save and a KIF of junk, both
/// skipped and named, and a text file passed over.
fn records(dir: &Path) -> PathBuf {
    let games = dir.join("games");
    fs::create_dir_all(games.join("more")).unwrap();
    let csa = |name: &str, moves: &str, end: &str| {
        fs::write(games.join(name), format!("V2.2\nPI\n+\n{moves}\n{end}\n")).unwrap();
    };
    csa(
        "g1.csa",
        "+7776FU\n-3334FU\n+2726FU\n-8384FU\n+2625FU",
        "%TORYO",
    );
    csa("g2.csa", "+7776FU\n-3334FU\n+6766FU\n-8384FU", "%TORYO");
    csa("g3.csa", "+2726FU\n-3334FU\n+7776FU\n-8384FU", "%HIKIWAKE");
    fs::write(
        games.join("more/g4.csa"),
        "V2.2\nPI\n+\n+5958OU\n-5152OU\n+5859OU\n-5251OU\n+5958OU\n-5152OU\n+2726FU\n%TORYO\n",
    )
    .unwrap();
    fs::write(games.join("more/g5.usi"), "position startpos moves 7g7f\n").unwrap();
    fs::write(games.join("broken.ron"), "(not a save").unwrap();
    fs::write(games.join("notes.txt"), "not a record").unwrap();
    // A .kif the lenient KIF reader reads as a record of no moves.
    fs::write(games.join("junk.kif"), "these are not moves\n").unwrap();
    games
}

#[test]
fn a_built_book_counts_each_move_once_a_game_as_counted_by_hand() {
    let dir = scratch("build");
    let games = records(&dir);
    let db = dir.join("book.db");
    let (code, out, err) = book(&["build", s(&games), "--out", s(&db)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("broken.ron") && !err.contains("notes.txt"),
        "{err}"
    );
    assert!(err.contains("junk.kif holds no moves"), "{err}");
    assert!(out.contains("Read 5 games (2 skipped)"), "{out}");
    assert_eq!(
        shown(&db, &[]),
        [
            mv("7g7f", 3, 1, 1, 0),
            mv("2g2f", 1, 0, 0, 1),
            mv("5i5h", 1, 1, 0, 0)
        ]
    );
    assert_eq!(shown(&db, &["7g7f"]), [mv("3c3d", 2, 1, 1, 0)]);
    assert_eq!(
        shown(&db, &["7g7f", "3c3d"]),
        [mv("2g2f", 1, 1, 0, 0), mv("6g6f", 1, 0, 1, 0)]
    );
    // The transposition: games 1 and 3.
    assert_eq!(
        shown(&db, &["7g7f", "3c3d", "2g2f"]),
        [mv("8c8d", 2, 0, 1, 1)]
    );
    assert_eq!(
        shown(&db, &["2g2f", "3c3d", "7g7f"]),
        [mv("8c8d", 2, 0, 1, 1)]
    );
    assert_eq!(shown(&db, &["5i5h"]), [mv("5a5b", 1, 0, 1, 0)]);
    // Game 4 is back after 5i5h 5a5b at its sixth move: that position's
    // moves are 5h5i (the third) and 2g2f (the seventh), one game each.
    let back = [mv("5h5i", 1, 1, 0, 0), mv("2g2f", 1, 1, 0, 0)];
    assert_eq!(shown(&db, &["5i5h", "5a5b"]), back);
    assert_eq!(
        shown(&db, &["5i5h", "5a5b", "5h5i", "5b5a", "5i5h", "5a5b"]),
        back
    );

    // Read back identically: what the reader makes of the file writes
    // the same bytes again.
    let read: Vec<BookEntry> = Book::open(&db)
        .unwrap()
        .entries()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(book_text(&read), fs::read(&db).unwrap());
    assert_eq!(read.len(), 11);

    // --plies 2 and --min-count 2 cut it.
    let short = dir.join("short.db");
    let (code, _, err) = book(&["build", s(&games), "--out", s(&short), "--plies", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(shown(&short, &["7g7f"]), [mv("3c3d", 2, 1, 1, 0)]);
    assert!(shown(&short, &["7g7f", "3c3d"]).is_empty());
    let common = dir.join("common.db");
    let (code, _, err) = book(&["build", s(&games), "--out", s(&common), "--min-count", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(shown(&common, &[]), [mv("7g7f", 3, 1, 1, 0)]);
    assert_eq!(
        shown(&common, &["7g7f", "3c3d", "2g2f"]),
        [mv("8c8d", 2, 0, 1, 1)]
    );
    assert!(shown(&common, &["7g7f", "3c3d"]).is_empty());
    assert!(shown(&common, &["5i5h"]).is_empty());

    // Not over a book without --force, never over an input or a folder.
    let before = fs::read(&db).unwrap();
    let (code, _, err) = book(&["build", s(&games), "--out", s(&db)]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(fs::read(&db).unwrap(), before);
    let g1 = games.join("g1.csa");
    let (code, _, err) = book(&["build", s(&g1), "--out", s(&g1), "--force"]);
    assert_eq!(code, 2, "{err}");
    assert!(fs::read_to_string(&g1).unwrap().contains("%TORYO"));
    let (code, _, err) = book(&["build", s(&g1), "--out", s(&games)]);
    assert_eq!(code, 2, "{err}");
    let (code, _, _) = book(&["build", s(&g1), "--out", s(&db), "--force"]);
    assert_eq!(code, 0);
    fs::remove_dir_all(&dir).unwrap();
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
const AFTER_76: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w -";

#[test]
fn a_hand_written_book_with_a_bom_crlf_and_none_fields_is_shown() {
    let dir = scratch("show");
    let db = dir.join("hand.db");
    // Unsorted (the start before 7g7f's position), CRLF, a BOM.
    let text = format!(
        "\u{feff}#YANEURAOU-DB2016 1.00\nsfen {START} 1\n#the start\n7g7f 3c3d 35 20 12 #results w7 l4 d1\n2g2f none none none\n#quiet\nsfen {AFTER_76} 2\n8c8d none -10 6 3\n"
    )
    .replace('\n', "\r\n");
    fs::write(&db, text).unwrap();
    let (code, out, err) = book(&["show", s(&db), "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v,
        json!({
            "sfen": format!("{START} 1"),
            "moves": [
                {"usi": "7g7f", "count": 12, "wins": 7, "losses": 4, "draws": 1, "value": 35},
                {"usi": "2g2f", "count": null, "wins": null, "losses": null, "draws": null, "value": null},
            ]
        })
    );
    let (code, out, _) = book(&["show", s(&db), "--sfen", &format!("{AFTER_76} 2"), "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains(r#""usi":"8c8d","count":3"#), "{out}");
    // The table, in the player's language.
    let (code, out, _) = book(&["show", s(&db)]);
    assert_eq!(code, 0);
    assert!(
        out.contains("▲７六歩") && out.contains("7g7f") && out.contains("quiet"),
        "{out}"
    );
    let (code, out, _) = run_cli(&["--lang", "ja", "book", "show", s(&db)]);
    assert_eq!(code, 0);
    assert!(out.contains("局数") && out.contains("▲２六歩"), "{out}");
    let (code, out, _) = book(&["show", s(&db), "--moves", "5g5f"]);
    assert_eq!(code, 0);
    assert!(out.contains("no moves for this position"), "{out}");
    let (code, _, err) = book(&["show", s(&db), "--moves", "5g5e"]);
    assert_eq!(code, 2, "an illegal --moves: {err}");
    let (code, out, _) = book(&["stats", s(&db), "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (
            v["positions"].as_u64(),
            v["moves"].as_u64(),
            v["sorted"].as_bool()
        ),
        (Some(2), Some(3), Some(false))
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn books_are_edited_and_merged_in_place_atomically() {
    let dir = scratch("edit");
    let a = dir.join("a.db");
    fs::write(
        &a,
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 10 8 2\n"),
    )
    .unwrap();
    let start = format!("{START} 1");
    let (code, _, err) = book(&[
        "add",
        s(&a),
        "--sfen",
        &start,
        "--move",
        "2g2f",
        "--value",
        "-5",
        "--comment",
        "sharp",
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = book(&[
        "add",
        s(&a),
        "--sfen",
        &format!("{AFTER_76} 2"),
        "--move",
        "3c3d",
        "--count",
        "4",
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = book(&["show", s(&a), "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["moves"][1],
        json!({"usi": "2g2f", "count": 1, "wins": null, "losses": null, "draws": null, "value": -5})
    );
    assert_eq!(
        Book::open(&a).unwrap().entry(START).unwrap().unwrap().moves[1].comment,
        "sharp"
    );
    assert_eq!(shown_counts(&a, &["7g7f"]), [("3c3d".to_string(), 4)]);
    assert!(
        Book::open(&a).unwrap().is_sorted(),
        "edits keep the book sorted"
    );

    // Refusals change nothing.
    let before = fs::read(&a).unwrap();
    for args in [
        vec!["add", s(&a), "--sfen", &start, "--move", "7g7e"],
        vec!["remove", s(&a), "--sfen", &start, "--move", "5g5f"],
        vec!["remove", s(&a), "--sfen", "9/9/9/9/9/9/9/9/9 b -"],
    ] {
        let (code, _, err) = book(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(fs::read(&a).unwrap(), before, "{args:?}");
    }

    let b = dir.join("b.db");
    fs::write(
        &b,
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 30 12 5\n"),
    )
    .unwrap();
    let c = dir.join("c.db");
    let (code, out, err) = book(&["merge", s(&a), s(&b), "--out", s(&c)]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2 positions"), "{out}");
    let (_, out, _) = book(&["show", s(&c), "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (
            v["moves"][0]["count"].as_u64(),
            v["moves"][0]["value"].as_i64()
        ),
        (Some(7), Some(30))
    );
    let (code, _, _) = book(&["merge", s(&a), s(&b), "--out", s(&a), "--force"]);
    assert_eq!(code, 2, "never over an input");

    let (code, _, err) = book(&["remove", s(&a), "--sfen", &start, "--move", "2g2f"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(shown_counts(&a, &[]), [("7g7f".to_string(), 2)]);
    let (code, _, err) = book(&["remove", s(&a), "--sfen", &start]);
    assert_eq!(code, 0, "{err}");
    assert!(shown_counts(&a, &[]).is_empty());
    assert_eq!(
        shown_counts(&a, &["7g7f"]).len(),
        1,
        "the other position stays"
    );
    let leftovers: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    fs::remove_dir_all(&dir).unwrap();
}

fn shown_counts(db: &Path, moves: &[&str]) -> Vec<(String, u64)> {
    let mut args = vec!["show", s(db), "--json"];
    if !moves.is_empty() {
        args.push("--moves");
        args.extend_from_slice(moves);
    }
    let (code, out, err) = book(&args);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["usi"].as_str().unwrap().to_string(),
                m["count"].as_u64().unwrap_or(0),
            )
        })
        .collect()
}

#[test]
fn what_is_not_a_book_is_refused_clearly_and_nothing_is_overwritten() {
    let dir = scratch("bad");
    let good = dir.join("good.db");
    fs::write(
        &good,
        format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 0 0 1\n"),
    )
    .unwrap();
    let out = dir.join("out.db");
    fs::write(&out, "keep me").unwrap();
    let bad = |name: &str, bytes: &[u8]| {
        let p = dir.join(name);
        fs::write(&p, bytes).unwrap();
        p
    };
    let mut long = b"#YANEURAOU-DB2016 1.00\n".to_vec();
    long.resize(5 * 1024 * 1024, b'7');
    let cases: Vec<(PathBuf, &str)> = vec![
        (
            bad(
                "cut.db",
                format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f no").as_bytes(),
            ),
            "line 3",
        ),
        (
            bad(
                "line.db",
                format!("#YANEURAOU-DB2016 1.00\nsfen {START} 1\n7g7f none 0 0 1\nwhat is this\n")
                    .as_bytes(),
            ),
            "line 4",
        ),
        (
            bad("game.kif", "手合割：平手\n1 ７六歩(77)\n".as_bytes()),
            "#YANEURAOU-DB2016 1.00",
        ),
        (bad("long.db", &long), "line 2"),
        (bad("empty.db", b""), "empty"),
        (dir.clone(), "folder"),
        (PathBuf::from("/dev/zero"), "not a regular file"),
    ];
    #[cfg(unix)]
    let cases = {
        let mut cases = cases;
        let fifo = dir.join("pipe.db");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        cases.push((fifo, "not a regular file"));
        cases
    };
    for (path, says) in &cases {
        for args in [
            vec!["show", s(path)],
            vec!["stats", s(path)],
            vec!["merge", s(&good), s(path), "--out", s(&out), "--force"],
            vec![
                "add",
                s(path),
                "--sfen",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "--move",
                "2g2f",
            ],
        ] {
            let (code, _, err) = book(&args);
            assert_eq!(code, 2, "{args:?}: {err}");
            let name = path.file_name().map_or("", |n| n.to_str().unwrap());
            assert!(err.contains(name) && err.contains(says), "{args:?}: {err}");
            assert_eq!(fs::read(&out).unwrap(), b"keep me", "{args:?}");
        }
    }
    assert!(
        fs::read(dir.join("cut.db")).unwrap().ends_with(b"7g7f no"),
        "the bad book is left as it was"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn builtin_shows_the_book_inside_the_program_as_its_file_does() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/book/builtin.db");
    for moves in [&[][..], &["7g7f"][..]] {
        let mut args = vec!["show", "--builtin", "--json"];
        if !moves.is_empty() {
            args.push("--moves");
            args.extend_from_slice(moves);
        }
        let (code, inside, err) = book(&args);
        assert_eq!(code, 0, "{err}");
        let mut args = vec!["show", s(&file), "--json"];
        if !moves.is_empty() {
            args.push("--moves");
            args.extend_from_slice(moves);
        }
        let (_, from_file, _) = book(&args);
        let v: Value = serde_json::from_str(&inside).unwrap();
        assert!(!v["moves"].as_array().unwrap().is_empty(), "{inside}");
        assert_eq!(inside, from_file, "after {moves:?}");
    }
    let (code, out, err) = book(&["stats", "--builtin"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("builtin"), "{out}");
    // One book: both is a usage error.
    assert_eq!(book(&["show", s(&file), "--builtin"]).0, 2);
}

#[test]
fn show_without_a_file_shows_the_builtin_book_and_says_what_its_figures_are() {
    let (code, inside, err) = book(&["show", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(inside, book(&["show", "--builtin", "--json"]).1);
    let (code, out, err) = book(&["show"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("7g7f"), "{out}");
    // The start position's moves add up to the games of the book's card.
    assert!(out.contains("built from 96 games that GPSShogi"), "{out}");
    assert!(out.contains("Wins, Losses, Draws:"), "{out}");
    let (_, ja, _) = run_cli(&["--lang", "ja", "book", "show"]);
    assert!(ja.contains("自分自身と指した 96 局から作りました"), "{ja}");
    // A file of one's own: what the columns count, and nothing said of
    // the built-in book's games.
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/book/builtin.db");
    let (_, out, _) = book(&["show", s(&file)]);
    assert!(out.contains("Wins, Losses, Draws:"), "{out}");
    assert!(!out.contains("GPSShogi"), "{out}");
}
