//! BOD files read back (issue 75, item 5): what `export --bod` writes,
//! and a diagram typed by hand, through `inspect`, `convert` and
//! `review`; and the files a `.bod` name may hide (endless, huge, a pipe,
//! a folder) refused at once.

use crate::common::{cli, run_cli};
use crate::tmux_support::Tmux;
use serde_json::Value;
use shogi_tui::shogi::{Move, Position};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Bishops traded on 2b: each side holds one, and White is to move.
const GAME: &str = "7g7f 3c3d 8h2b+ 3a2b 2g2f";

/// The standard layout as a person types it: full-width bars, the move
/// count line, White to move.
const HAND_TYPED: &str = "\
後手の持駒：角　歩二
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
｜v香v桂 ・v金 ・ ・ ・ 龍v香｜一
｜ ・v玉v銀 ・v金 ・ ・ ・ ・｜二
｜ ・v歩v歩v歩 ・ ・ ・ ・ ・｜三
｜v歩 ・ ・ ・v歩 ・v歩 ・v歩｜四
｜ ・ ・ ・ ・ ・ 桂 ・ ・ ・｜五
｜ 歩 ・ 歩 ・ 歩 ・ ・ ・ 歩｜六
｜ ・ 歩 銀 歩 ・ 歩v馬 ・ ・｜七
｜ ・ 玉 金 ・ ・ 銀 ・ ・ ・｜八
｜ 香 桂 ・ 金 ・ ・ ・ ・ 香｜九
+---------------------------+
先手の持駒：飛　銀　桂　歩二
手数＝６４
後手番
";
const HAND_TYPED_SFEN: &str =
    "ln1g3+Rl/1ks1g4/1ppp5/p3p1p1p/5N3/P1P1P3P/1PSP1P+b2/1KG2S3/LN1G4L w RSN2Pb2p 65";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bod-files-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The position after [`GAME`], played by the rules core.
fn after_game() -> Position {
    let mut pos = Position::startpos();
    for usi in GAME.split_whitespace() {
        pos.do_move(Move::from_usi(usi).unwrap());
    }
    pos
}

/// `export --bod` of [`GAME`]'s last position, into `dir/d.bod`.
fn exported(dir: &Path) -> PathBuf {
    let game = dir.join("game.usi");
    fs::write(&game, format!("position startpos moves {GAME}\n")).unwrap();
    let bod = dir.join("d.bod");
    let (code, _, err) = run_cli(&["export", s(&game), "--bod", s(&bod)]);
    assert_eq!(code, 0, "{err}");
    bod
}

/// `inspect --json FILE`'s position, or what it said on failing.
fn inspected_sfen(path: &Path) -> Result<String, String> {
    let (code, out, err) = run_cli(&["inspect", "--json", s(path)]);
    if code != 0 {
        return Err(err);
    }
    let v: Value = serde_json::from_str(&out).map_err(|e| format!("{e}: {out}"))?;
    Ok(v["sfen"].as_str().unwrap_or_default().to_string())
}

#[test]
fn inspect_reads_back_the_position_export_bod_wrote() {
    let dir = scratch("inspect");
    let bod = exported(&dir);
    let want = after_game();
    // Both hands hold a bishop, and White is to move after five moves.
    assert_eq!(want.to_sfen(), inspected_sfen(&bod).unwrap());
    assert!(want.to_sfen().contains(" w Bb 6"), "{}", want.to_sfen());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn inspect_reads_a_diagram_typed_by_hand() {
    let dir = scratch("typed");
    let bod = dir.join("typed.bod");
    fs::write(&bod, HAND_TYPED).unwrap();
    assert_eq!(inspected_sfen(&bod).unwrap(), HAND_TYPED_SFEN);
    // In Shift_JIS, as Windows programs save it.
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(HAND_TYPED);
    fs::write(&bod, &sjis).unwrap();
    assert_eq!(inspected_sfen(&bod).unwrap(), HAND_TYPED_SFEN);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn convert_reads_a_bod_and_writes_one_of_a_position() {
    let dir = scratch("convert");
    let bod = exported(&dir);
    let sfen = dir.join("d.sfen");
    crate::common::convert_ok(&bod, &sfen);
    assert_eq!(
        fs::read_to_string(&sfen).unwrap(),
        format!("sfen {}\n", after_game().to_sfen())
    );
    // And back: a position without moves is a diagram.
    let again = dir.join("again.bod");
    crate::common::convert_ok(&sfen, &again);
    assert_eq!(inspected_sfen(&again).unwrap(), after_game().to_sfen());
    // A game's moves are not: refused, nothing written.
    let game = dir.join("game.usi");
    let refused = dir.join("game.bod");
    let (code, _, err) = run_cli(&["convert", s(&game), s(&refused)]);
    assert_ne!(code, 0);
    assert!(err.contains("export --bod"), "{err}");
    assert!(!refused.exists());
    fs::remove_dir_all(&dir).unwrap();
}

/// Runs `inspect` on `path` and gives what it said, failing the test if
/// it takes more than a few seconds (a pipe or an endless file read).
fn refusal_in_time(path: &Path) -> String {
    let mut child = cli()
        .args(["inspect", s(path)])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("inspect {} did not return", path.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn hostile_bod_files_are_refused_at_once() {
    let dir = scratch("hostile");
    let zero = dir.join("zero.bod");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    assert!(refusal_in_time(&zero).contains("not a regular file"));
    let fifo = dir.join("pipe.bod");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    assert!(refusal_in_time(&fifo).contains("not a regular file"));
    let folder = dir.join("folder.bod");
    fs::create_dir(&folder).unwrap();
    assert!(refusal_in_time(&folder).contains("folder"));
    // Larger than any record: refused before it is read.
    let huge = dir.join("huge.bod");
    let file = fs::File::create(&huge).unwrap();
    file.set_len(64 * 1024 * 1024).unwrap();
    assert!(refusal_in_time(&huge).contains("are refused"));
    // A file of a diagram's lines and nothing else, megabytes of them.
    let long = dir.join("long.bod");
    fs::write(&long, "+---------------------------+\n".repeat(200_000)).unwrap();
    assert!(refusal_in_time(&long).contains("no board diagram"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn review_starts_at_the_position_of_a_bod() {
    require_tmux!();
    let dir = scratch("review");
    let bod = exported(&dir);
    let t = Tmux::start(&["review", s(&bod), "--save-dir", s(&dir)]);
    t.wait_text("Review d.bod");
    let screen = t.wait_text("move 0/0");
    assert!(screen.contains("White to move"), "{screen}");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    fs::remove_dir_all(&dir).unwrap();
}
