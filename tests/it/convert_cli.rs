//! `shogi-tui convert IN OUT`: the real binary on hand-written records.

use shogi_tui::kifu::{EndWord, read_record};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-convert-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// `shogi-tui convert ARGS` (the export tests run it too).
pub fn convert(args: &[&Path]) -> Output {
    crate::common::cli()
        .arg("convert")
        .args(args)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn converts_through_every_writable_format_and_back() {
    let dir = scratch("chain");
    let source = data("kif/even_branches.kif");
    let original = read_record(&source).unwrap();
    let mut previous = source;
    for name in ["a.ron", "b.kifu", "c.kif", "d.ron"] {
        let next = dir.join(name);
        let out = convert(&[&previous, &next]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        previous = next;
    }
    let back = read_record(&previous).unwrap();
    assert_eq!(back.moves, original.moves);
    assert_eq!(back.variations, original.variations);
    assert_eq!(back.comments, original.comments);
    assert_eq!(back.info.other, original.info.other);
    assert_eq!(back.end, original.end);
    // The controller's verdict travels with it.
    assert_eq!(back.result.unwrap().kif, "まで10手で後手の勝ち");
    for name in ["e.csa", "f.usi", "g.sfen"] {
        let out = convert(&[&previous, &dir.join(name)]);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        assert_eq!(
            read_record(&dir.join(name)).unwrap().moves.len(),
            10,
            "{name}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn never_overwrites_or_writes_on_failure() {
    let dir = scratch("safety");
    let existing = dir.join("keep.csa");
    fs::write(&existing, "precious").unwrap();
    let out = convert(&[&data("kif/even_branches.kifu"), &existing]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(&existing).unwrap(), "precious");

    // A broken input: nothing written, and the message says file and line.
    let broken = dir.join("broken.csa");
    fs::write(&broken, "V2.2\nPI\n+\n+7776FU\nnonsense\n").unwrap();
    let target = dir.join("out.kifu");
    let out = convert(&[&broken, &target]);
    assert_eq!(out.status.code(), Some(2));
    let e = stderr(&out);
    assert!(e.contains("broken.csa") && e.contains("line 5"), "{e}");
    assert!(!target.exists());
    // --force over an existing file with a broken input keeps the old file.
    let out = convert(&[&broken, &existing, Path::new("--force")]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(fs::read_to_string(&existing).unwrap(), "precious");

    let out = convert(&[&data("kif/even_branches.kifu"), &dir.join("out.pgn")]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("unknown record type"),
        "{}",
        stderr(&out)
    );
    assert!(!dir.join("out.pgn").exists());
    let out = convert(&[&dir.join("missing.kif"), &dir.join("x.csa")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("missing.kif: no such file"),
        "{}",
        stderr(&out)
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_illegal_move_is_reported_and_ends_the_converted_game() {
    let dir = scratch("illegal");
    let target = dir.join("nifu.kifu");
    let out = convert(&[&data("usi/nifu.usi"), &target]);
    assert!(out.status.success(), "{}", stderr(&out));
    let e = stderr(&out);
    assert!(
        e.contains("move 9: nifu: Black already has an unpromoted pawn on file 5"),
        "{e}"
    );
    let text = fs::read_to_string(&target).unwrap();
    assert!(text.contains("   9 反則負け"), "{text}");
    assert!(text.contains("まで8手で先手の反則負け"), "{text}");
    let back = read_record(&target).unwrap();
    assert_eq!(back.moves.len(), 8);
    assert_eq!(back.end.map(|e| e.word), Some(EndWord::FoulLoss));
    fs::remove_dir_all(&dir).unwrap();
}

fn inspect(args: &[&str]) -> Output {
    crate::common::cli()
        .arg("inspect")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn inspect_reports_a_record_file() {
    let path = data("kif/sennichite.kifu");
    let out = inspect(&[path.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["ply"], 12);
    assert_eq!(json["repetitions"], 4);
    assert_eq!(json["outcome"]["reason"], "sennichite");
    assert_eq!(json["outcome"]["kif"], "まで12手で千日手");

    let path = data("kif/nifu.kifu");
    let out = inspect(&[path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Record: move 9: ５五歩打: nifu"), "{text}");
    assert!(text.contains("まで8手で先手の反則負け"), "{text}");
    assert!(
        text.contains("ends with 'resign', but the illegal move before it ended the game"),
        "{text}"
    );

    let out = inspect(&[path.to_str().unwrap(), "--moves", "7g7f"]);
    assert_eq!(out.status.code(), Some(2));
    let out = inspect(&["/nonexistent/game.kif"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("game.kif: no such file"),
        "{}",
        stderr(&out)
    );
}

/// Defect 6 of issue 9: a dangling symlink as the output used to be
/// replaced by the written file, without --force.
#[test]
fn a_dangling_symlink_is_not_replaced_without_force() {
    let dir = scratch("symlink");
    let link = dir.join("out.csa");
    let target = dir.join("nowhere.csa");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let out = convert(&[&data("usi/opening_26.usi"), &link]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let e = stderr(&out);
    assert!(
        e.contains("out.csa: exists already") && e.contains("--force"),
        "{e}"
    );
    assert!(fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(!target.exists(), "nothing may be written through the link");

    // --force replaces the name (the link), never what it points to.
    let out = convert(&[&data("usi/opening_26.usi"), &link, Path::new("--force")]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!fs::symlink_metadata(&link).unwrap().is_symlink());
    assert!(!target.exists());
    assert!(read_record(&link).is_ok());
    fs::remove_dir_all(&dir).unwrap();
}

/// Defect 6 of issue 9: the output that appears while convert reads its
/// input used to be overwritten, because the "exists already" check ran
/// before the read. The test fed the input through a FIFO to hold convert
/// in its read; since issue 26 (item 7) a FIFO is refused at once, so this
/// checks that refusal, and that nothing is written beside it. (The write
/// itself refuses a name that exists at that moment: `write_new`.)
#[test]
fn a_fifo_input_is_refused_at_once_and_nothing_is_written() {
    let dir = scratch("fifo");
    let fifo = dir.join("in.kifu");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success(), "mkfifo failed");
    let output = dir.join("out.csa");
    let out = convert(&[&fifo, &output]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("in.kifu: not a regular file"),
        "{}",
        stderr(&out)
    );
    assert!(!output.exists());
    let names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(names.is_empty(), "temporary files left: {names:?}");
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 9, defect 8: a KIF line holding `ESC ]2;…BEL` used to reach the
/// terminal raw through the error message and retitle it.
#[test]
fn control_characters_from_a_file_are_escaped_on_stderr() {
    let dir = scratch("escape");
    let input = dir.join("title.kifu");
    fs::write(
        &input,
        // Starting like a move, the line is refused, not kept as a comment.
        "手合割：平手\n1\u{1b}]2;PWNED\u{7}\u{9b}31m\u{202e}bad line\n",
    )
    .unwrap();
    let out = convert(&[&input, &dir.join("out.csa")]);
    assert_eq!(out.status.code(), Some(2));
    let e = stderr(&out);
    for raw in ['\u{1b}', '\u{7}', '\u{9b}', '\u{202e}'] {
        assert!(!e.contains(raw), "raw {raw:?} on stderr: {e:?}");
    }
    assert!(e.contains("line 2"), "{e}");
    assert!(
        e.contains("\\e]2;PWNED\\x07\\u{9b}31m\\u{202e}bad line"),
        "{e}"
    );
    assert!(!e.as_bytes().contains(&0x1b));

    // The same through inspect, and in the notes inspect prints on stdout.
    let ki2 = dir.join("note.ki2");
    fs::write(&ki2, "手合割：平手\n▲７六歩\u{1b}[2J\n").unwrap();
    let out = crate::common::cli()
        .arg("inspect")
        .arg(&ki2)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        !out.stdout.contains(&0x1b) && !out.stderr.contains(&0x1b),
        "{text}"
    );
    assert!(text.contains("\\e[2J"), "{text}");
    fs::remove_dir_all(&dir).unwrap();
}
