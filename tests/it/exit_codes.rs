//! The exit-status table of the README ("Other commands"), through the real
//! binary: 0 success (a closed standard output too), 2 bad input, 1 an I/O
//! failure with a message naming what failed.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

fn shogi(args: &[&str]) -> Output {
    crate::common::cli()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("exit-codes-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Asserts the status and that stderr says something (every failure does).
fn fails_with(o: &Output, code: i32, words: &[&str]) {
    let e = stderr(o);
    assert_eq!(o.status.code(), Some(code), "{e}");
    for w in words {
        assert!(e.contains(w), "'{w}' missing in: {e}");
    }
}

#[test]
fn bad_flags_and_sfens_are_bad_input() {
    fails_with(&shogi(&["perft", "3", "--sideways"]), 2, &["--sideways"]);
    fails_with(&shogi(&["inspect", "--rules", "chess"]), 2, &["chess"]);
    fails_with(&shogi(&["usi", "--level", "99"]), 2, &["99"]);
    // Clock flags are read before the terminal is needed.
    fails_with(
        &shogi(&["play", "--byoyomi", "30s", "--increment", "5s"]),
        2,
        &["byoyomi and increment cannot be combined"],
    );
    fails_with(&shogi(&["play", "--time", "ten"]), 2, &["--time", "'ten'"]);
    fails_with(
        &shogi(&["perft", "1", "--sfen", "9/9/9/9/8/9/9/9/9 b - 1"]),
        2,
        &["shogi-tui perft: bad SFEN"],
    );
    fails_with(
        &shogi(&["inspect", "--sfen", "lnsgkgsnl/9 b - 1"]),
        2,
        &["bad SFEN"],
    );
    fails_with(
        &shogi(&[
            "inspect",
            "--sfen",
            "4k4/9/9/9/9/9/9/9/4K4 b G 4294967295",
            "--moves",
            "5i5h",
        ]),
        2,
        &["4294967295", "1 to 100000"],
    );
    fails_with(
        &shogi(&["inspect", "--moves", "7g7f 7g7f"]),
        2,
        &["ply 2: 7g7f"],
    );
}

/// A file the player named that does not exist, or is no record, is bad
/// input (2), like a mistyped flag.
#[test]
fn missing_and_unreadable_records_are_bad_input() {
    let dir = scratch("missing");
    let missing = dir.join("missing.kif");
    let missing = missing.to_str().unwrap();
    let out_csa = dir.join("out.csa");
    let out_csa = out_csa.to_str().unwrap();
    fails_with(
        &shogi(&["inspect", missing]),
        2,
        &["missing.kif: no such file"],
    );
    fails_with(
        &shogi(&["convert", missing, out_csa]),
        2,
        &["missing.kif: no such file"],
    );
    fails_with(
        &shogi(&["review", missing]),
        2,
        &["missing.kif: no such file"],
    );
    fails_with(
        &shogi(&["convert", &data("usi/opening_26.usi"), "out.pgn"]),
        2,
        &["unknown record type"],
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// Writing where nothing can be written is an I/O failure (1), with a
/// message that names the file.
#[test]
fn unwritable_outputs_are_io_failures_named_in_the_message() {
    let dir = scratch("unwritable");
    let plain = dir.join("plain");
    fs::write(&plain, "a regular file").unwrap();
    let under_file = plain.join("x.kif");
    let input = data("usi/opening_26.usi");
    for target in [Path::new("/proc/x.kif"), under_file.as_path()] {
        let out = shogi(&["convert", &input, target.to_str().unwrap()]);
        fails_with(&out, 1, &[target.to_str().unwrap(), "cannot"]);
        assert!(!target.exists());
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Runs `args` with a standard output whose reader is already closed, so
/// every write fails with EPIPE (Rust ignores SIGPIPE).
fn into_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let child = crate::common::cli()
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.wait_with_output().unwrap()
}

/// `shogi-tui perft 3 --divide | head -1` printed nothing but exited 1.
#[test]
fn a_closed_standard_output_ends_quietly() {
    let record = data("kif/nifu.kifu");
    for args in [
        &["perft", "3", "--divide"][..],
        &["perft", "2"],
        &["inspect", "--moves", "7g7f 3c3d"],
        &["inspect", "--json"],
        &["inspect", &record],
    ] {
        let out = into_closed_pipe(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{args:?}");
    }
    // The engine, too, ends when nobody reads its answers.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = crate::common::cli()
        .arg("usi")
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        // The engine may already be gone after "usi": a failed write is fine.
        let _ = stdin.write_all(b"usi\nisready\n");
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(stderr(&out), "");
}

/// A full disk is an I/O failure: status 1 and a message, never silence.
#[test]
fn a_failing_standard_output_is_reported() {
    let Ok(full) = fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("no /dev/full here; skipped");
        return;
    };
    let out = crate::common::cli()
        .args(["perft", "2"])
        .stdout(full)
        .output()
        .unwrap();
    fails_with(
        &out,
        1,
        &["shogi-tui perft: cannot write to standard output"],
    );

    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = crate::common::cli()
        .arg("usi")
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(b"usi\nisready\nquit\n");
    }
    let out = child.wait_with_output().unwrap();
    fails_with(&out, 1, &["shogi-tui usi: cannot write to the GUI"]);
}
