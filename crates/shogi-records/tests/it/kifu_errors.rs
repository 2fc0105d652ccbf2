//! Bad input: every problem is a typed error that names the file, the line
//! and what is wrong; nothing panics.

use shogi_records::files::MAX_RECORD_BYTES;
use shogi_records::{RecordError, read_record};
use std::fs;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-errors-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `bytes` as `name` and returns the error message of reading it.
fn error_of(dir: &Path, name: &str, bytes: &[u8]) -> (RecordError, String) {
    let path = dir.join(name);
    fs::write(&path, bytes).unwrap();
    let e = read_record(&path).expect_err(name);
    let text = e.to_string();
    assert!(
        text.contains(name),
        "the message must name the file: {text}"
    );
    (e, text)
}

#[test]
fn missing_file_folder_unknown_type_and_huge_file() {
    let dir = scratch("files");
    let e = read_record(&dir.join("nothing.kif")).unwrap_err();
    assert!(matches!(e, RecordError::NotFound { .. }), "{e}");
    assert!(e.to_string().ends_with("nothing.kif: no such file"), "{e}");

    let folder = dir.join("folder.kif");
    fs::create_dir(&folder).unwrap();
    let e = read_record(&folder).unwrap_err();
    assert!(matches!(e, RecordError::IsDirectory { .. }), "{e}");

    let (e, _) = error_of(&dir, "game.pgn", b"1. e4");
    assert!(matches!(e, RecordError::UnknownExtension { .. }), "{e}");

    let huge = dir.join("huge.csa");
    fs::File::create(&huge)
        .unwrap()
        .set_len(MAX_RECORD_BYTES + 1)
        .unwrap();
    let e = read_record(&huge).unwrap_err();
    assert!(matches!(e, RecordError::TooLarge { .. }), "{e}");
    assert!(e.to_string().contains("refused"), "{e}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn wrong_encodings_and_invalid_bytes_name_the_line() {
    let dir = scratch("encodings");
    // Shift_JIS bytes in a .kifu (which must be UTF-8): 先手 is 0x90 0xE6 0x8E 0xE8.
    let (e, text) = error_of(&dir, "sjis.kifu", b"\xe6\x89\x8b\xe5\x90\x88\xe5\x89\xb2\xef\xbc\x9a\xe5\xb9\xb3\xe6\x89\x8b\n\x90\xe6\x8e\xe8\x81\x46x\n");
    assert!(matches!(e, RecordError::Encoding { line: 2, .. }), "{text}");
    assert!(text.contains("UTF-8"), "{text}");
    // Bytes that are neither UTF-8 nor Shift_JIS in a .kif.
    let (e, text) = error_of(&dir, "bytes.kif", b"# ok\n# ok\n# ok\n\xff\xfe\xfd\n");
    assert!(matches!(e, RecordError::Encoding { line: 4, .. }), "{text}");
    // A UTF-8 mark followed by invalid UTF-8.
    let (e, _) = error_of(&dir, "bom.csa", b"\xef\xbb\xbfV2.2\nPI\n+\n\xc3\x28\n");
    assert!(matches!(e, RecordError::Encoding { line: 4, .. }), "{e}");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn truncated_files() {
    let dir = scratch("truncated");
    // A diagram cut after three ranks.
    let kif = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n";
    let (_, text) = error_of(&dir, "cut.kifu", kif.as_bytes());
    assert!(text.contains("3 ranks; expected 9"), "{text}");
    // A CSA move cut in the middle.
    let (_, text) = error_of(&dir, "cut.csa", b"V2.2\nPI\n+\n+7776FU\n-33");
    assert!(text.contains("line 5") && text.contains("'-33'"), "{text}");
    // A CSA file that stops before the side to move.
    let (_, text) = error_of(&dir, "nostart.csa", b"V2.2\nN+a\n");
    assert!(text.contains("no start position"), "{text}");
    // A save cut in the middle of its moves.
    let (_, text) = error_of(
        &dir,
        "cut.ron",
        b"(\n    version: 1,\n    moves: [\n        (usi: \"7g7f\"),\n        (usi: \"3c",
    );
    assert!(text.contains("line 5"), "{text}");
    // An empty file of each kind.
    for name in [
        "empty.kif",
        "empty.csa",
        "empty.ki2",
        "empty.usi",
        "empty.ron",
    ] {
        let path = dir.join(name);
        fs::write(&path, b"").unwrap();
        // KIF and KI2 files may hold nothing but a start: an empty one is
        // an even game with no moves; the others need a position or a version.
        match read_record(&path) {
            Ok(r) => assert!(
                name.ends_with(".kif") || name.ends_with(".ki2"),
                "{name}: {r:?}"
            ),
            Err(e) => assert!(e.to_string().contains(name), "{e}"),
        }
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn garbage_lines_name_their_line() {
    let dir = scratch("garbage");
    // A line that could be a move but cannot be read is refused; other
    // stray lines are kept as comments (see kifu_kif_dialects).
    let kif = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n2手目　３四歩\n";
    let (_, text) = error_of(&dir, "garbage.kifu", kif.as_bytes());
    assert!(
        text.contains("line 4") && text.contains("not a KIF"),
        "{text}"
    );
    let kif = "手合割：平手\n   1 ７六歩(77)\n   3 ３四歩(33)\n";
    let (_, text) = error_of(&dir, "numbers.kifu", kif.as_bytes());
    assert!(
        text.contains("line 3: move number 3 where 2 was expected"),
        "{text}"
    );
    let kif = "手合割：平手\n   1 ７六歩(77)   (xx:yy/00:00:00)\n";
    let (_, text) = error_of(&dir, "time.kifu", kif.as_bytes());
    assert!(text.contains("line 2"), "{text}");
    let (_, text) = error_of(&dir, "garbage.csa", b"V2.2\nPI\n+\n+7776FU\nhello\n");
    assert!(
        text.contains("line 5") && text.contains("not a CSA line"),
        "{text}"
    );
    let (_, text) = error_of(&dir, "special.csa", b"V2.2\nPI\n+\n%SURRENDER\n");
    assert!(
        text.contains("line 4") && text.contains("unknown special move"),
        "{text}"
    );
    let (_, text) = error_of(&dir, "version.csa", b"V9.9\nPI\n+\n");
    assert!(text.contains("line 1") && text.contains("V9.9"), "{text}");
    let (_, text) = error_of(&dir, "board.csa", b"V2.2\nP1-KY-KE-GI-KI-XX-KI-GI-KE-KY\n");
    assert!(text.contains("line 2") && text.contains("-XX"), "{text}");
    let (_, text) = error_of(&dir, "handicap.kifu", "手合割：百枚落ち\n".as_bytes());
    assert!(text.contains("百枚落ち"), "{text}");
    let (_, text) = error_of(&dir, "moves.usi", b"position startpos moves 7g7f banana\n");
    assert!(text.contains("move 2") && text.contains("banana"), "{text}");
    let (_, text) = error_of(
        &dir,
        "field.ron",
        b"(version: 1, moves: [(usi: \"7g7f\", seconds: Some(\"slow\"))])",
    );
    assert!(text.contains("line 1"), "{text}");
    let (_, text) = error_of(
        &dir,
        "illegal.ron",
        b"(version: 1, moves: [(usi: \"7g7z\")])",
    );
    assert!(
        text.contains("main line move 1") && text.contains("7g7z"),
        "{text}"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn moves_that_make_no_sense_stop_the_record_there() {
    // KI2 names a piece that cannot reach the square: the record keeps the
    // moves before it and says which move and why.
    let dir = scratch("nonsense");
    let path = dir.join("bad.ki2");
    fs::write(&path, "▲７六歩　△３四歩　▲５五金\n").unwrap();
    let r = read_record(&path).unwrap();
    assert_eq!(r.moves.len(), 2);
    let bad = r.bad_move.unwrap();
    assert_eq!((bad.ply, bad.line, bad.text.as_str()), (3, 1, "▲５五金"));
    assert!(bad.reason.contains("gold"), "{}", bad.reason);
    // A CSA move from an empty square.
    let path = dir.join("bad.csa");
    fs::write(&path, "PI\n+\n+7776FU\n-5554FU\n").unwrap();
    let r = read_record(&path).unwrap();
    let bad = r.bad_move.unwrap();
    assert_eq!((bad.ply, bad.line), (2, 4));
    assert!(bad.reason.contains("no piece on 5e"), "{}", bad.reason);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn absurd_move_numbers_are_errors_not_overflows() {
    for text in [
        "   4294967295 ７六歩(77)\n   4294967295 ３四歩(33)\n",
        "   4294967295 ７六歩(77)\n変化：4294967295手\n   4294967295 ２六歩(27)\n",
        "   0 ７六歩(77)\n変化：0手\n   0 ２六歩(27)\n変化：4294967295手\n",
        "   1 ７六歩(77)\n変化：99999999999手\n",
    ] {
        // Whatever the verdict, it is a value, not a panic.
        let _ = shogi_records::kif::parse(text);
    }
    let e = shogi_records::kif::parse("   1 ７六歩(77)\n変化：5手\n   5 ２六歩(27)\n").unwrap_err();
    assert!(
        e.to_string().contains("no line before it reaches move 4"),
        "{e}"
    );
}

/// Defect 5 of issue 9: a KIF move time of 2^32 seconds was read, written
/// to a save and a CSA file, and refused there. Every reader now refuses
/// an out-of-range number on its own line, naming the value and the range.
#[test]
fn out_of_range_numbers_are_refused_where_they_are_read() {
    let dir = scratch("ranges");
    let even = "手合割：平手\n手数----指手---------消費時間--\n";
    let cases: [(&str, String, usize, &[&str]); 11] = [
        (
            "time.kifu",
            format!("{even}   1 ７六歩(77)   (71582788:16/00:00:00)\n"),
            3,
            &["71582788:16", "24:00:00"],
        ),
        (
            "hours.kifu",
            format!("{even}   1 ７六歩(77)   (24:00:01/24:00:01)\n"),
            3,
            &["24:00:01", "24:00:00"],
        ),
        (
            "seconds.kifu",
            format!("{even}   1 ７六歩(77)   ( 1:75/00:01:75)\n"),
            3,
            &["1:75", "00 to 59"],
        ),
        (
            "number.kifu",
            format!("{even}   4294967296 ７六歩(77)\n"),
            3,
            &["4294967296", "1 to 100000"],
        ),
        (
            "zero.kifu",
            format!("{even}   0 ７六歩(77)\n"),
            3,
            &["move number 0", "1 to 100000"],
        ),
        (
            "branch.kifu",
            format!("{even}   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：99999999999999999999手\n"),
            6,
            &["out of range", "1 to 100000"],
        ),
        (
            "time.csa",
            "V2.2\nPI\n+\n+7776FU\nT86401\n".to_string(),
            5,
            &["T86401", "0 to 86400 seconds"],
        ),
        (
            "infinite.csa",
            "V2.2\nPI\n+\n+7776FU\nTinf\n".to_string(),
            5,
            &["Tinf", "not a time"],
        ),
        (
            "time.ron",
            "(\n  version: 1,\n  moves: [\n    (usi: \"7g7f\", seconds: Some(4294967296.0)),\n  ],\n)\n"
                .to_string(),
            4,
            &["4294967296", "0 to 86400 seconds"],
        ),
        (
            "limit.ron",
            "(\n  version: 1,\n  move_limit: Some(Plies(0)),\n  moves: [],\n)\n".to_string(),
            3,
            &["Plies(0)", "at least 1"],
        ),
        (
            "ply.sfen",
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 4294967295 moves 7g7f\n"
                .to_string(),
            1,
            &["4294967295", "1 to 100000"],
        ),
    ];
    for (name, text, line, words) in cases {
        let (e, message) = error_of(&dir, name, text.as_bytes());
        let RecordError::Parse { error, .. } = &e else {
            panic!("{name}: not a parse error: {message}");
        };
        assert_eq!(error.line, line, "{name}: {message}");
        for w in words {
            assert!(message.contains(w), "{name}: '{w}' missing in: {message}");
        }
    }
    // The largest values in range still read.
    let path = dir.join("day.kifu");
    fs::write(
        &path,
        format!(
            "{even}   1 ７六歩(77)   (1440:00/24:00:00)\n   2 ３四歩(33)   (23:59:59/23:59:59)\n"
        ),
    )
    .unwrap();
    let record = read_record(&path).unwrap();
    let secs: Vec<_> = record
        .moves
        .iter()
        .map(|m| m.time.unwrap().as_secs())
        .collect();
    assert_eq!(secs, [86_400, 86_399]);
    fs::remove_dir_all(&dir).unwrap();
}

/// A record of one huge line must not come back as a huge message.
#[test]
fn a_huge_bad_line_is_quoted_cut() {
    let dir = scratch("huge-line");
    let line = format!("V2.2\nPI\n+\n{}\n", "+".repeat(2_000_000));
    let (_, message) = error_of(&dir, "long.csa", line.as_bytes());
    assert!(message.len() < 1000, "{} bytes", message.len());
    assert!(message.contains("line 4"), "{message}");
    fs::remove_dir_all(&dir).unwrap();
}
