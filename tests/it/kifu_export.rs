//! Exports read by readers written by others. Hand-made games (times,
//! promotions and declined promotions, drops, 同, pieces told apart where
//! another of their kind is pinned, variations, every ending) are saved,
//! exported with `shogi-tui convert`, and read back by
//! - cshogi's KIF and CSA parsers (Python, `pip install cshogi`), and
//! - tsshogi, the record library of ShogiHome (npm, pinned in
//!   tests/readers/package.json; `npm ci` there),
//!
//! each of which must find the same moves and the same ending. Our own
//! KI2 reader is checked here too, and `convert` reports what a format
//! drops.
//!
//! The reader tests are `#[ignore]`d like the tmux tests. Run with
//! `cargo test --test it kifu_export -- --ignored`. They use `python3` and
//! `node`, or the programs named by `SHOGI_TUI_PYTHON` (a venv with cshogi)
//! and `SHOGI_TUI_NODE`. When a reader is missing they say SKIPPED on
//! stderr and pass, unless `SHOGI_TUI_REQUIRE_CSHOGI=1` or
//! `SHOGI_TUI_REQUIRE_TSSHOGI=1` asks for a failure (CI sets both).

use crate::common::pos;
use crate::convert_cli::convert;
use shogi_tui::kifu::encoding::{TextEncoding, decode};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::files::{FileKind, parse_text, write_record, write_text};
use shogi_tui::kifu::record::start_from_position;
use shogi_tui::kifu::{EndMarker, EndWord, Format, Record, RecordedMove, Start, read_record};
use shogi_tui::shogi::{Color, Move, Position};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

/// Prints, for a KIF or CSA file (or KI2, which the test leaves out): the moves in USI, the per-move
/// times in seconds, the CSA ending word and the winner, one per line.
const CSHOGI_READ: &str = r#"
import sys, cshogi
from cshogi import KIF, KI2, CSA
path, kind = sys.argv[1], sys.argv[2]
if kind == "kif":
    p = KIF.Parser.parse_file(path)
elif kind == "ki2":
    p = KI2.Parser.parse_file(path)
else:
    p = CSA.Parser.parse_file(path)[0]
print(" ".join(cshogi.move_to_usi(m) for m in p.moves))
print(" ".join(str(t) for t in getattr(p, "times", [])))
print(p.endgame)
print({cshogi.BLACK_WIN: "black", cshogi.WHITE_WIN: "white", cshogi.DRAW: "draw"}.get(p.win, "none"))
"#;

pub(crate) fn python() -> String {
    std::env::var("SHOGI_TUI_PYTHON").unwrap_or_else(|_| "python3".into())
}

fn node() -> String {
    std::env::var("SHOGI_TUI_NODE").unwrap_or_else(|_| "node".into())
}

fn readers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/readers")
}

fn runs(cmd: &mut Command) -> bool {
    cmd.output().is_ok_and(|o| o.status.success())
}

/// Whether the reader can run; if not, says SKIPPED (or fails when
/// `require` is set in the environment).
fn reader_ready(ready: bool, require: &str, why: String) -> bool {
    if !ready {
        let why = format!("SKIPPED: {why}");
        assert!(std::env::var(require).is_err(), "{why}");
        eprintln!("{why}");
    }
    ready
}

/// Whether cshogi can be imported (for this file's test and the USI
/// engine's); if not, says SKIPPED, or fails under SHOGI_TUI_REQUIRE_CSHOGI.
pub(crate) fn cshogi_ready() -> bool {
    let ready = runs(Command::new(python()).args(["-c", "import cshogi"]));
    let why = format!(
        "'{} -c \"import cshogi\"' failed: install cshogi (pip install cshogi) \
         or set SHOGI_TUI_PYTHON to a python that has it",
        python()
    );
    reader_ready(ready, "SHOGI_TUI_REQUIRE_CSHOGI", why)
}

pub(crate) fn scratch(name: &str) -> PathBuf {
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

fn ended(start: Start, moves: Vec<RecordedMove>, word: EndWord) -> Record {
    Record {
        start,
        moves,
        end: Some(EndMarker { word, time: None }),
        ..Record::default()
    }
}

fn resigned(start: Start, moves: Vec<RecordedMove>) -> Record {
    ended(start, moves, EndWord::Resign)
}

/// Promotions, drops, 同, two golds that can reach one square, times
/// past a minute; White resigns.
fn even_game() -> Record {
    let usi = "7g7f 3c3d 8h2b+ 3a2b B*4e 8c8d 4e3d 2b3c 3d4e 4a3b 6i5h 8d8e \
               2g2f 8e8f 8g8f 8b8f P*8g 8f8b 4e6c+";
    resigned(Start::Even, timed(usi, &[3, 1, 65, 12, 0, 7]))
}

/// The even game as `analyse --write` leaves it: an engine's evaluation
/// of the start and after every move (a mate after the last), each line
/// the move played next, so that the readers meet the engine comment
/// lines of every format.
fn analysed_game() -> Record {
    let mut r = even_game();
    let played: Vec<Move> = r.moves.iter().map(|m| m.mv).collect();
    for (i, m) in r.moves.iter_mut().enumerate() {
        let score = if i + 1 == played.len() {
            EvalScore::Mate(3)
        } else {
            EvalScore::Cp(40 * i as i32 - 300)
        };
        let pv = played.get(i + 1).copied().into_iter().collect();
        m.analysis = Some(Evaluation {
            score,
            pv,
            line_only: false,
        });
    }
    r.start_analysis = Some(Evaluation {
        score: EvalScore::Cp(30),
        pv: played.first().copied().into_iter().collect(),
        line_only: false,
    });
    r
}

/// The bishop takes on 2b and declines to promote; the game is
/// interrupted.
fn declined_game() -> Record {
    ended(
        Start::Even,
        timed("7g7f 3c3d 8h2b 3a2b 2g2f", &[4, 2]),
        EndWord::Interrupted,
    )
}

fn custom(sfen: &str) -> Start {
    start_from_position(pos(sfen))
}

/// A custom start: a silver declines, then takes its promotion, and one
/// is dropped with check; Black lost on time.
fn silver_game() -> Record {
    ended(
        custom("4k4/9/9/6S2/9/9/9/9/4K4 b S 1"),
        timed("3d2c 5a5b 2c2b+ 5b5c S*5d 5c6d", &[2, 9]),
        EndWord::TimeUp,
    )
}

/// Moves told apart because another piece of their kind, pinned, could
/// reach the square too (the positions of shogi-core's notation_pinned.rs): 打, 左, 寄.
fn pinned_games() -> [(&'static str, Record); 3] {
    [
        (
            "pinned-drop",
            resigned(
                custom("k8/9/9/9/9/7b1/9/5S3/4K4 b S 1"),
                timed("S*3i 9a8a", &[5]),
            ),
        ),
        (
            "pinned-capture",
            resigned(
                custom("k4l3/9/9/9/9/9/9/3G1G3/5K3 w p 1"),
                timed("P*5g 6h5g 9a9b", &[5]),
            ),
        ),
        (
            "pinned-rank",
            resigned(
                custom("k8/9/9/9/9/9/9/4G4/3K1G1r1 b - 1"),
                timed("5h4h 9a9b", &[5]),
            ),
        ),
    ]
}

/// A game with nested variations (hand-written fixture).
fn branched_game() -> Record {
    read_record(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kif/even_branches.kif"))
        .unwrap()
}

/// The same three moves ended by each word a record can state.
fn ending_games() -> Vec<(String, Record)> {
    EndWord::ALL
        .iter()
        .map(|&w| {
            (
                format!("end-{}", w.key()),
                ended(Start::Even, timed("7g7f 3c3d 2g2f", &[1]), w),
            )
        })
        .collect()
}

/// Every hand-made game, by name.
fn games() -> Vec<(String, Record)> {
    let mut all = vec![
        ("even".to_string(), even_game()),
        ("declined".to_string(), declined_game()),
        ("silver".to_string(), silver_game()),
        ("branched".to_string(), branched_game()),
        ("analysed".to_string(), analysed_game()),
    ];
    all.extend(pinned_games().map(|(n, r)| (n.to_string(), r)));
    all.extend(ending_games());
    all
}

/// The exported formats: the extension (also what the reader scripts
/// call the format) and ours.
const FORMATS: [(&str, Format); 3] = [
    ("kif", Format::Kif),
    ("ki2", Format::Ki2),
    ("csa", Format::Csa),
];

/// Saves `record` and exports it with `shogi-tui convert` to `name.ext`.
fn export(dir: &Path, name: &str, record: &Record, ext: &str) -> PathBuf {
    let saved = dir.join(format!("{name}.ron"));
    write_record(&saved, record).unwrap();
    let out = dir.join(format!("{name}.{ext}"));
    let run = convert(&[&saved, &out]);
    assert!(
        run.status.success(),
        "{name}.{ext}: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    out
}

/// The file's text, for failure messages (`.kif` and `.ki2` are
/// Shift_JIS).
fn text_of(path: &Path) -> String {
    let bytes = fs::read(path).unwrap();
    decode(&bytes, TextEncoding::Detected)
        .unwrap_or_else(|_| String::from_utf8_lossy(&bytes).into_owned())
}

fn usi_line(moves: &[RecordedMove]) -> String {
    moves
        .iter()
        .map(|m| m.mv.to_usi())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(crate) fn usi_moves(r: &Record) -> String {
    usi_line(&r.moves)
}

pub(crate) fn secs(r: &Record) -> String {
    r.moves
        .iter()
        .map(|m| m.time.unwrap_or_default().as_secs().to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The side to move after the main line.
fn to_move_at_end(r: &Record) -> Color {
    let mut p: Position = r.start.position();
    for m in &r.moves {
        p.do_move(m.mv);
    }
    p.side_to_move()
}

/// The word the record states its end with in `format`, if it can.
fn written_end(r: &Record, format: Format) -> Option<&'static str> {
    r.end.as_ref()?.word.written(format, to_move_at_end(r))
}

fn color_name(c: Option<Color>) -> &'static str {
    match c {
        Some(Color::Black) => "black",
        Some(Color::White) => "white",
        None => "none",
    }
}

fn run_reader(cmd: &mut Command, path: &Path) -> Vec<String> {
    let out: Output = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "reader failed on {}: {}\n{}",
        path.display(),
        String::from_utf8_lossy(&out.stderr),
        text_of(path)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

pub(crate) fn read_with_cshogi(path: &Path, kind: &str) -> Vec<String> {
    run_reader(
        Command::new(python())
            .args(["-c", CSHOGI_READ])
            .arg(path)
            .arg(kind),
        path,
    )
}

/// What cshogi's KIF reader makes of our `まで…` line: it reads
/// the ending only there, and knows wins (`…の勝ち`, 入玉勝ち, 反則勝ち,
/// 反則負け), 千日手 and 持将棋 (both a draw) and 中断, and nothing else.
fn cshogi_kif_winner(r: &Record) -> Option<&'static str> {
    let word = r.end.as_ref()?.word;
    let to_move = to_move_at_end(r);
    Some(match word {
        // A plain draw is `まで…引き分け`: KIF has no other word for it
        // (持将棋 would make it an impasse), and cshogi knows none.
        EndWord::Interrupted | EndWord::Error | EndWord::NoMate | EndWord::DeclareDraw => "none",
        EndWord::Impasse | EndWord::Sennichite | EndWord::MaxMoves => "draw",
        // `時間切れにより先手の勝ち`, as Kifu for Windows writes it, is
        // outside cshogi's pattern.
        EndWord::TimeUp => return None,
        _ => color_name(word.winner(to_move)),
    })
}

#[test]
#[ignore = "reads our exports with cshogi: needs python3 with cshogi (pip install cshogi); run with cargo test -- --ignored"]
fn cshogi_reads_back_our_kif_and_csa() {
    if !cshogi_ready() {
        return;
    }
    let dir = scratch("cshogi");
    let mut checked = 0;
    for (name, record) in games() {
        for (ext, format) in FORMATS {
            // cshogi's KIF and KI2 readers take the start from 手合割 only
            // (no board diagram): those games are read by tsshogi only.
            // (cshogi 1.1.0's KIF move pattern has no 不成; we write a
            // declined promotion as ShogiHome does, without it.)
            // cshogi 1.1.0's KI2 reader restarts its scan at the wrong
            // place after a line's second move (`pos = m.end()` of the
            // rest), so it misreads every line of three or more moves,
            // the layout Kifu for Windows and ShogiHome write: KI2 is
            // checked with tsshogi only.
            let custom = matches!(record.start, Start::Custom(_));
            if format == Format::Ki2 || (format == Format::Kif && custom) {
                continue;
            }
            if written_end(&record, format).is_none() {
                continue;
            }
            let path = export(&dir, &name, &record, ext);
            let got = read_with_cshogi(&path, ext);
            let file = format!("{name}.{ext}\n{}", text_of(&path));
            assert_eq!(got.first(), Some(&usi_moves(&record)), "moves: {file}");
            // cshogi lists the time spent before the end line too.
            let mut times = secs(&record);
            if let Some(t) = record.end.as_ref().and_then(|e| e.time) {
                times = format!("{times} {}", t.as_secs());
            }
            assert_eq!(got.get(1), Some(&times), "times: {file}");
            let (word, winner) = (got.get(2), got.get(3).map(String::as_str));
            if format == Format::Csa {
                assert_eq!(
                    word.map(String::as_str),
                    written_end(&record, format),
                    "ending: {file}"
                );
            } else if let Some(expected) = cshogi_kif_winner(&record) {
                assert_eq!(winner, Some(expected), "winner: {file}");
            }
            checked += 1;
        }
    }
    assert!(checked > 40, "only {checked} exports read");
    fs::remove_dir_all(&dir).unwrap();
}

/// What tsshogi reads of the end word we write: its special-move type
/// (`any:` and the word for one it has no type for).
fn tsshogi_ending(written: &str) -> &'static str {
    match written {
        "中断" | "%CHUDAN" => "interrupt",
        "投了" | "%TORYO" => "resign",
        "持将棋" | "%JISHOGI" => "impass",
        "千日手" | "%SENNICHITE" => "repetitionDraw",
        "詰み" | "%TSUMI" => "mate",
        "不詰" | "%FUZUMI" => "noMate",
        "切れ負け" | "%TIME_UP" => "timeout",
        "反則勝ち" => "foulWin",
        "反則負け" | "%ILLEGAL_MOVE" => "foulLose",
        "入玉勝ち" | "%KACHI" => "enteringOfKing",
        "不戦勝" => "winByDefault",
        "不戦敗" => "loseByDefault",
        "%HIKIWAKE" => "draw",
        // A plain draw has no word but in the `まで…` line, which tsshogi
        // reads in KI2 only (in KIF it finds no ending, see the caller).
        "引き分け" => "any:引き分け",
        "%MAX_MOVES" => "maxMoves",
        // tsshogi 2.2.0 writes トライ but reads it back as a word.
        "トライ" => "any:トライ",
        "%OUTE_SENNICHITE" => "any:OUTE_SENNICHITE",
        "%ERROR" => "any:ERROR",
        // tsshogi 2.2.0 has no sealed move: it keeps the word.
        "封じ手" => "any:封じ手",
        other => panic!("no tsshogi reading known for {other}"),
    }
}

/// Whether tsshogi can be imported; if not, says SKIPPED, or fails under
/// SHOGI_TUI_REQUIRE_TSSHOGI.
pub(crate) fn tsshogi_ready() -> bool {
    let ready = runs(
        Command::new(node())
            .args(["--input-type=module", "-e", "import 'tsshogi'"])
            .current_dir(readers_dir()),
    );
    let why = format!(
        "'{} -e \"import 'tsshogi'\"' failed in tests/readers: run `npm ci` there \
         or set SHOGI_TUI_NODE to a node that can",
        node()
    );
    reader_ready(ready, "SHOGI_TUI_REQUIRE_TSSHOGI", why)
}

/// What tsshogi reads of a whole study: its headers and every node with
/// its comment and bookmark (see `tsshogi_read.mjs`).
pub(crate) fn read_tree_with_tsshogi(path: &Path, kind: &str) -> Vec<String> {
    run_reader(
        Command::new(node())
            .arg(readers_dir().join("tsshogi_read.mjs"))
            .arg(path)
            .arg(kind)
            .arg("tree"),
        path,
    )
}

pub(crate) fn read_with_tsshogi(path: &Path, kind: &str) -> Vec<String> {
    run_reader(
        Command::new(node())
            .arg(readers_dir().join("tsshogi_read.mjs"))
            .arg(path)
            .arg(kind),
        path,
    )
}

pub(crate) fn field<'a>(lines: &'a [String], key: &str) -> &'a str {
    lines
        .iter()
        .find_map(|l| {
            l.strip_prefix(key)
                .and_then(|r| r.strip_prefix(' ').or((r.is_empty()).then_some("")))
        })
        .unwrap_or_else(|| panic!("no '{key}' line in {lines:?}"))
}

/// Our variations as tsshogi prints them: `variation PLY MOVES`.
fn variation_lines(r: &Record) -> Vec<String> {
    let mut v: Vec<String> = r
        .variations
        .iter()
        .map(|v| format!("variation {} {}", v.ply, usi_line(&v.moves)))
        .collect();
    v.sort();
    v
}

#[test]
#[ignore = "reads our exports with tsshogi: needs node and `npm ci` in tests/readers; run with cargo test -- --ignored"]
fn tsshogi_reads_back_our_kif_ki2_and_csa() {
    if !tsshogi_ready() {
        return;
    }
    let dir = scratch("tsshogi");
    let mut checked = 0;
    for (name, record) in games() {
        for (ext, format) in FORMATS {
            let Some(word) = written_end(&record, format) else {
                continue;
            };
            // tsshogi 2.2.0 reads %+ILLEGAL_ACTION as a win for the side to
            // move when Black is to move, the reverse of the CSA standard
            // ("Black's illegal action: White wins"): not a check of ours.
            if word.ends_with("ILLEGAL_ACTION") {
                continue;
            }
            let path = export(&dir, &name, &record, ext);
            let got = read_with_tsshogi(&path, ext);
            let file = format!("{name}.{ext}\n{}", text_of(&path));
            assert_eq!(
                field(&got, "start"),
                record.start.position().to_sfen(),
                "start: {file}"
            );
            assert_eq!(field(&got, "moves"), usi_moves(&record), "moves: {file}");
            if format != Format::Ki2 {
                assert_eq!(field(&got, "times"), secs(&record), "times: {file}");
            }
            let ending = match (format, word) {
                (Format::Kif, "引き分け") => "none",
                _ => tsshogi_ending(word),
            };
            assert_eq!(field(&got, "end"), ending, "ending: {file}");
            if format == Format::Kif {
                let mut theirs: Vec<String> = got
                    .iter()
                    .filter(|l| l.starts_with("variation "))
                    .cloned()
                    .collect();
                theirs.sort();
                assert_eq!(theirs, variation_lines(&record), "variations: {file}");
            }
            checked += 1;
        }
    }
    assert!(checked > 60, "only {checked} exports read");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn kif_writes_a_declined_promotion_without_funari_and_reads_it_back() {
    let record = declined_game();
    let text = write_text(&record, FileKind::Kif).unwrap();
    assert!(text.contains("   3 ２二角(88) "), "{text}");
    assert!(!text.contains("不成"), "{text}");
    let back = parse_text(&text, FileKind::Kif).unwrap();
    assert_eq!(usi_moves(&back), usi_moves(&record), "{text}");
    // KI2 has no from-square: there 不成 is what tells the move.
    let ki2 = write_text(&record, FileKind::Ki2).unwrap();
    assert!(ki2.contains("▲２二角不成"), "{ki2}");
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
