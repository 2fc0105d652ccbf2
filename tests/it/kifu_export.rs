//! Exports read by readers written by others: cshogi's KIF and CSA parsers
//! (Python, `pip install cshogi`) must read back the moves, the times and
//! the ending of hand-made games. KI2, which cshogi does not read, goes
//! through our own reader, and `convert` reports what a format drops.
//!
//! The cshogi test is `#[ignore]`d like the tmux tests. Run with
//! `cargo test --test it kifu_export -- --ignored`; it uses `python3`, or
//! the interpreter named by `SHOGI_TUI_PYTHON` (a venv with cshogi). When
//! cshogi cannot be imported it says so on stderr and passes, unless
//! `SHOGI_TUI_REQUIRE_CSHOGI=1` asks for it to fail.

use crate::convert_cli::convert;
use shogi_tui::kifu::files::{FileKind, encode_record, parse_text, write_text};
use shogi_tui::kifu::{EndMarker, EndWord, Record, RecordedMove, Start, read_record};
use shogi_tui::shogi::{Move, Position};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

/// Prints, for a KIF or CSA file: the moves in USI, the per-move times in
/// seconds, the CSA ending word and the winner, one per line.
const CSHOGI_READ: &str = r#"
import sys, cshogi
from cshogi import KIF, CSA
path, kind = sys.argv[1], sys.argv[2]
if kind == "kif":
    p = KIF.Parser.parse_file(path)
else:
    p = CSA.Parser.parse_file(path)[0]
print(" ".join(cshogi.move_to_usi(m) for m in p.moves))
print(" ".join(str(t) for t in p.times))
print(p.endgame)
print({cshogi.BLACK_WIN: "black", cshogi.WHITE_WIN: "white", cshogi.DRAW: "draw"}.get(p.win, "none"))
"#;

pub(crate) fn python() -> String {
    std::env::var("SHOGI_TUI_PYTHON").unwrap_or_else(|_| "python3".into())
}

pub(crate) fn cshogi_available() -> bool {
    Command::new(python())
        .args(["-c", "import cshogi"])
        .output()
        .is_ok_and(|o| o.status.success())
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-export-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn timed(usi: &str, secs: &[u64]) -> Vec<RecordedMove> {
    usi.split_whitespace()
        .zip(secs.iter().cycle())
        .map(|(u, &s)| RecordedMove {
            time: Some(Duration::from_secs(s)),
            ..RecordedMove::new(Move::from_usi(u).unwrap())
        })
        .collect()
}

fn resigned(start: Start, moves: Vec<RecordedMove>) -> Record {
    Record {
        start,
        moves,
        end: Some(EndMarker {
            word: EndWord::Resign,
            time: None,
        }),
        ..Record::default()
    }
}

/// Promotions (and a promotion declined), drops, 同, two golds that can
/// reach one square, times past a minute; White resigns.
fn even_game() -> Record {
    let usi = "7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d 4e3d 2b3c 3d4e 4a3b 6i5h 8d8e \
               2g2f 8e8f 8g8f 8b8f P*8g 8f8b 4e6c+";
    resigned(Start::Even, timed(usi, &[3, 1, 65, 12, 0, 7]))
}

/// A custom start (CSA only: cshogi reads no KIF board diagram): a silver
/// declines, then takes its promotion, and one is dropped with check.
fn silver_game() -> Record {
    let pos = Position::from_sfen("4k4/9/9/6S2/9/9/9/9/4K4 b S 1").unwrap();
    resigned(
        shogi_tui::kifu::record::start_from_position(pos),
        timed("3d2c 5a5b 2c2b+ 5b5c S*5d", &[2, 9]),
    )
}

fn usi_moves(r: &Record) -> String {
    r.moves
        .iter()
        .map(|m| m.mv.to_usi())
        .collect::<Vec<_>>()
        .join(" ")
}

fn secs(r: &Record) -> String {
    r.moves
        .iter()
        .map(|m| m.time.unwrap_or_default().as_secs().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn read_with_cshogi(path: &Path, kind: &str) -> Vec<String> {
    let out: Output = Command::new(python())
        .args(["-c", CSHOGI_READ])
        .arg(path)
        .arg(kind)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "cshogi failed on {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
#[ignore = "reads our exports with cshogi: needs python3 with cshogi (pip install cshogi); run with cargo test -- --ignored"]
fn cshogi_reads_back_our_kif_and_csa() {
    if !cshogi_available() {
        let why = format!(
            "SKIPPED: '{} -c \"import cshogi\"' failed: install cshogi (pip install cshogi) \
             or set SHOGI_TUI_PYTHON to a python that has it",
            python()
        );
        assert!(std::env::var("SHOGI_TUI_REQUIRE_CSHOGI").is_err(), "{why}");
        eprintln!("{why}");
        return;
    }
    let dir = scratch("cshogi");
    let cases = [
        (even_game(), FileKind::Kif, "game.kif", "kif"),
        (even_game(), FileKind::Csa, "game.csa", "csa"),
        (silver_game(), FileKind::Csa, "silver.csa", "csa"),
    ];
    for (record, kind, name, format) in cases {
        let path = dir.join(name);
        fs::write(&path, encode_record(&record, kind).unwrap()).unwrap();
        let got = read_with_cshogi(&path, format);
        let text = String::from_utf8_lossy(&fs::read(&path).unwrap()).into_owned();
        assert_eq!(
            got.first(),
            Some(&usi_moves(&record)),
            "{name}: moves\n{text}"
        );
        assert_eq!(got.get(1), Some(&secs(&record)), "{name}: times\n{text}");
        assert_eq!(
            got.get(2).map(String::as_str),
            Some("%TORYO"),
            "{name}\n{text}"
        );
        // White to move resigned in both games.
        assert_eq!(
            got.get(3).map(String::as_str),
            Some("black"),
            "{name}\n{text}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ki2_export_reads_back_the_moves_comments_and_ending() {
    let mut record = even_game();
    record.comments.push("練習対局".into());
    record.moves[2].comments.push("角交換".into());
    let text = write_text(&record, FileKind::Ki2).unwrap();
    assert!(text.contains("▲５八金左"), "{text}");
    assert!(text.contains("△８六歩    ▲同　歩"), "{text}");
    assert!(text.contains("まで19手で先手の勝ち"), "{text}");
    let back = parse_text(&text, FileKind::Ki2).unwrap();
    assert_eq!(usi_moves(&back), usi_moves(&record), "{text}");
    assert_eq!(back.comments, record.comments);
    assert_eq!(back.moves[2].comments, record.moves[2].comments);
    assert_eq!(back.end.map(|e| e.word), Some(EndWord::Resign));
}

#[test]
fn convert_says_what_a_format_drops_and_still_succeeds() {
    let dir = scratch("dropped");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif/even_branches.kif");
    let original = read_record(&source).unwrap();
    assert!(!original.variations.is_empty());
    for name in ["out.csa", "out.usi"] {
        let out = convert(&[&source, &dir.join(name)]);
        let e = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{name}: {e}");
        assert!(e.contains("variation(s) left out"), "{name}: {e}");
        assert!(dir.join(name).exists());
    }
    // KI2 keeps the variations; only the move times are left out.
    let out = convert(&[&source, &dir.join("out.ki2")]);
    let e = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{e}");
    assert!(!e.contains("variation(s) left out"), "{e}");
    let out = convert(&[&source, &dir.join("out.kifu")]);
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stderr).contains("left out"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn convert_writes_csa_v3_when_asked() {
    let dir = scratch("csa3");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif/even_branches.kif");
    let v2 = dir.join("v2.csa");
    let v3 = dir.join("v3.csa");
    assert!(convert(&[&source, &v2]).status.success());
    let out = convert(&[&source, &v3, Path::new("--csa-version"), Path::new("3")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = fs::read_to_string(&v3).unwrap();
    assert!(text.lines().any(|l| l == "V3.0"), "{text}");
    assert!(
        fs::read_to_string(&v2)
            .unwrap()
            .lines()
            .any(|l| l == "V2.2")
    );
    assert_eq!(
        usi_moves(&read_record(&v3).unwrap()),
        usi_moves(&read_record(&v2).unwrap())
    );
    // Only a .csa output has a CSA version.
    let out = convert(&[
        &source,
        &dir.join("x.kif"),
        Path::new("--csa-version"),
        Path::new("3"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    fs::remove_dir_all(&dir).unwrap();
}
