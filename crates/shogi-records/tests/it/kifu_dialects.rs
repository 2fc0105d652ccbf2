//! Records as players find them: CSA dialects (empty hands, `00AL`,
//! several statements to a line, no version, no start position), the
//! encodings Japanese records come in (UTF-8 with or without BOM,
//! Shift_JIS, EUC-JP, declared or not), `.ki2u`, and files named for a
//! format they do not hold. Every fact checked was worked out by hand
//! from the record text.

use encoding_rs::{EUC_JP, SHIFT_JIS};
use shogi_records::encoding::{EncodingNote, Overruling};
use shogi_records::formats::reading_note::ReadingNote;
use shogi_records::{LoadNote, Record, RecordError, Start, open_record, read_record};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data")
        .join(name)
}

fn read(name: &str) -> Record {
    read_record(&data(name)).unwrap_or_else(|e| panic!("{e}"))
}

fn usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-dialects-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `bytes` as `name` in a folder of its own and reads it.
fn read_bytes_as(name: &str, bytes: &[u8]) -> Result<Record, RecordError> {
    let dir = scratch(name);
    let path = dir.join(name);
    fs::write(&path, bytes).unwrap();
    read_record(&path)
}

// --- CSA -------------------------------------------------------------------

#[test]
fn csa_empty_hand_lines_are_read() {
    let r = read("csa/empty_hands.csa");
    assert_eq!(r.start, Start::Even);
    assert_eq!(usi(&r), ["7g7f", "3c3d"]);
    assert_eq!(r.moves[1].time, Some(Duration::from_secs(2)));
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

#[test]
fn csa_all_remaining_pieces_go_to_the_hand() {
    let r = read("csa/all_to_hand.csa");
    // Only White's king is on the board; Black holds the other 38 pieces.
    assert_eq!(
        r.start.position().to_sfen(),
        "4k4/9/9/9/9/9/9/9/9 b 2R2B4G4S4N4L18P 1"
    );
    assert_eq!(usi(&r), ["G*5b", "5a5b", "R*5c"]);
}

#[test]
fn csa_statements_separated_by_commas() {
    let r = read("csa/commas.csa");
    assert_eq!(usi(&r), ["7g7f", "3c3d", "2g2f", "8c8d"]);
    let times: Vec<_> = r.moves.iter().map(|m| m.time).collect();
    let secs = |s| Some(Duration::from_secs(s));
    assert_eq!(times, [secs(12), secs(5), secs(3), secs(1)]);
}

#[test]
fn csa_without_a_version_line_is_read() {
    let r = read("csa/no_version.csa");
    assert_eq!(r.start, Start::Even);
    assert_eq!(r.info.black.name, "sente");
    assert_eq!(usi(&r), ["2g2f", "8c8d"]);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

#[test]
fn csa_declaring_its_encoding_is_read() {
    let r = read("csa/declared_encoding.csa");
    assert_eq!(r.info.black.name, "先手の名");
    assert_eq!(r.info.white.name, "後手の名");
    assert_eq!(usi(&r), ["5g5f"]);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
}

#[test]
fn csa_moves_without_a_start_position_start_even_with_a_warning() {
    let r = read("csa/no_start.csa");
    assert_eq!(r.start, Start::Even);
    assert_eq!(usi(&r), ["7g7f", "3c3d", "8h2b+"]);
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(r.warnings, [ReadingNote::NoStartPosition { line: 5 }]);
    // Review shows it (the status bar and the record's notes), and so
    // does inspect.
    let loaded = open_record(&data("csa/no_start.csa")).unwrap();
    assert_eq!(loaded.record.warnings, r.warnings);
    assert_eq!(loaded.notes()[0], LoadNote::Read(r.warnings[0].clone()));
    assert_eq!(loaded.game.ply(), 3);
}

#[test]
fn csa_a_board_without_a_side_to_move_is_still_refused() {
    // Only a record with no position at all is given the even start.
    let text = "PI\n+7776FU\n";
    let e = read_bytes_as("side.csa", text.as_bytes()).unwrap_err();
    assert!(e.to_string().contains("line 2"), "{e}");
}

// --- Encodings -------------------------------------------------------------

const CSA_NAMES: &str = "N+羽生善治\nN-谷川浩司\nPI\n+\n+7776FU\n-3334FU\n%CHUDAN\n";
const KIF_NAMES: &str =
    "手合割：平手\n先手：羽生善治\n後手：谷川浩司\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 中断\n";

fn check_names(r: &Record, what: &str) {
    assert_eq!(r.info.black.name, "羽生善治", "{what}");
    assert_eq!(r.info.white.name, "谷川浩司", "{what}");
    assert_eq!(usi(r), ["7g7f", "3c3d"], "{what}");
}

#[test]
fn utf8_with_and_without_a_bom() {
    for (name, text) in [("names.csa", CSA_NAMES), ("names.kif", KIF_NAMES)] {
        let r = read_bytes_as(name, text.as_bytes()).unwrap();
        check_names(&r, name);
        let mut bom = b"\xEF\xBB\xBF".to_vec();
        bom.extend_from_slice(text.as_bytes());
        check_names(&read_bytes_as(name, &bom).unwrap(), name);
    }
}

#[test]
fn shift_jis_and_euc_jp_undeclared() {
    for (name, text) in [("names.csa", CSA_NAMES), ("names.kif", KIF_NAMES)] {
        for encoding in [SHIFT_JIS, EUC_JP] {
            let (bytes, _, bad) = encoding.encode(text);
            assert!(!bad);
            let what = format!("{name} in {}", encoding.name());
            let r = read_bytes_as(name, &bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
            check_names(&r, &what);
            assert!(r.warnings.is_empty(), "{what}: {:?}", r.warnings);
        }
    }
}

#[test]
fn declared_encodings_are_used() {
    let cases = [
        (
            "v3.csa",
            "'CSA encoding=SHIFT_JIS\nV3.0\n",
            CSA_NAMES,
            SHIFT_JIS,
        ),
        ("old.csa", "'encoding=EUC-JP\n", CSA_NAMES, EUC_JP),
        (
            "v2.kif",
            "#KIF version=2.0 encoding=Shift_JIS\n",
            KIF_NAMES,
            SHIFT_JIS,
        ),
    ];
    for (name, first, body, encoding) in cases {
        let text = format!("{first}{body}");
        let (bytes, _, _) = encoding.encode(&text);
        let r = read_bytes_as(name, &bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        check_names(&r, name);
        assert!(r.warnings.is_empty(), "{name}: {:?}", r.warnings);
    }
    // Converted to UTF-8 by an editor, the old declaration left behind.
    let text = format!("'CSA encoding=SHIFT_JIS\n{CSA_NAMES}");
    let r = read_bytes_as("converted.csa", text.as_bytes()).unwrap();
    check_names(&r, "converted.csa");
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert_eq!(
        r.warnings,
        [ReadingNote::Encoding(EncodingNote::Overruled {
            declared: "Shift_JIS",
            because: Overruling::TextIsUtf8
        })]
    );
}

#[test]
fn bytes_in_no_known_encoding_name_their_line() {
    let e = read_bytes_as("broken.csa", b"PI\n+\n+7776FU\n'\x81\x20\xff\n").unwrap_err();
    let text = e.to_string();
    assert!(matches!(e, RecordError::Encoding { line: 4, .. }), "{text}");
    assert!(text.contains("EUC-JP"), "{text}");
}

// --- Extensions and content ------------------------------------------------

#[test]
fn ki2u_is_utf8_ki2() {
    let r = read("ki2/utf8.ki2u");
    assert_eq!(r.info.black.name, "先手の名");
    assert_eq!(usi(&r), ["2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b"]);
    assert!(r.warnings.is_empty(), "{:?}", r.warnings);
    // UTF-8 only, like .kifu.
    let (sjis, _, _) = SHIFT_JIS.encode("先手：先手の名\n▲２六歩\n");
    let e = read_bytes_as("sjis.ki2u", &sjis).unwrap_err();
    assert!(matches!(e, RecordError::Encoding { .. }), "{e}");
}

#[test]
fn a_file_holding_another_format_is_read_by_its_content() {
    let cases: [(&str, &[&str], &str, &str); 3] = [
        ("csa/really_kif.csa", &["2g2f", "8c8d"], ".csa", "KIF"),
        ("kif/really_csa.kif", &["7g7f", "3c3d"], ".kif", "CSA"),
        (
            "kif/really_ki2.kif",
            &["7g7f", "3c3d", "2g2f"],
            ".kif",
            "KI2",
        ),
    ];
    for (name, moves, named, held) in cases {
        let r = read(name);
        assert_eq!(usi(&r), moves, "{name}");
        assert_eq!(r.warnings.len(), 1, "{name}: {:?}", r.warnings);
        let w = &r.warnings[0];
        assert!(
            matches!(w, ReadingNote::NamedOtherwise { extension, found }
                if format!(".{extension}") == named && found.name() == held),
            "{name}: {w}"
        );
    }
}

#[test]
fn content_that_agrees_or_says_nothing_keeps_the_extension() {
    // KIF in a .kifu, CSA in a .csa: no warning.
    for name in [
        "kif/timed_names.kifu",
        "csa/v30_utf8.csa",
        "ki2/relative_words.ki2",
    ] {
        assert!(read(name).warnings.is_empty(), "{name}");
    }
    // Headers alone do not say KIF or KI2; the extension decides, and the
    // KIF reader reads a record with no moves.
    let r = read_bytes_as("headers.kif", "手合割：平手\n先手：A\n後手：B\n".as_bytes()).unwrap();
    assert!(
        r.moves.is_empty() && r.warnings.is_empty(),
        "{:?}",
        r.warnings
    );
}
