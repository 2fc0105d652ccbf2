//! Issue 26, items 7 and 13: every file shogi-tui reads is capped and must
//! be a regular file. `/dev/zero` never ends and a pipe may never start:
//! each is refused at once, with a message naming the file, by the
//! record readers, `mate --file`, and the two settings files (which are
//! read before any terminal check). Deeply nested RON is said in a
//! player's words.

use shogi_tui::kifu::files::{MAX_RECORD_BYTES, read_capped, read_record};
use shogi_tui::kifu::{RecordError, save};
use shogi_tui::settings::{Remembered, SETTINGS_FILE, TRUSTED_ENGINES_FILE, TrustedEngines};
use shogi_tui::words::Said;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::mpsc::channel;
use std::time::Duration;

/// Far more than any refusal takes; what used to happen here never ended.
const SOON: Duration = Duration::from_secs(10);

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-limits-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn fifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

fn zero_link(path: &Path) {
    std::os::unix::fs::symlink("/dev/zero", path).unwrap();
}

/// `f()` on another thread, which must finish within [`SOON`].
fn soon<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(SOON)
        .unwrap_or_else(|_| panic!("{what}: still reading after {SOON:?}"))
}

/// The binary with `args` and `env`, no terminal; killed if it runs long.
fn run(args: &[&str], env: &[(&str, &Path)]) -> Output {
    let mut command = crate::common::cli();
    command.args(args);
    for (k, v) in env {
        command.env(k, v);
    }
    crate::common::output_within(&mut command, SOON)
}

#[test]
fn devices_and_pipes_are_refused_before_a_byte_is_read() {
    let dir = scratch("readers");
    let zero = dir.join("zero.kif");
    zero_link(&zero);
    let pipe = dir.join("pipe.csa");
    fifo(&pipe);
    for path in [zero, pipe, PathBuf::from("/dev/zero")] {
        let shown = path.display().to_string();
        let e = soon(&shown, move || read_capped(&path, 1024).unwrap_err());
        assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
        let said = e.to_string();
        assert!(said.starts_with(&shown), "names the file: {said}");
        assert!(said.contains("not a regular file"), "{said}");
    }
    let pipe = dir.join("pipe.csa");
    let e = soon("record", move || read_record(&pipe).unwrap_err());
    assert!(matches!(e, RecordError::NotRegular { .. }), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_over_its_limit_is_refused_saying_the_limit() {
    let dir = scratch("large");
    let big = dir.join("big.kif");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(MAX_RECORD_BYTES + 1)
        .unwrap();
    let said = read_record(&big).unwrap_err().said();
    assert!(
        said.contains(&format!("the file is {} bytes", MAX_RECORD_BYTES + 1))
            && said.contains("larger than 8 MiB (8388608 bytes) are refused"),
        "{said}"
    );
    let small = dir.join("small");
    std::fs::write(&small, [b'x'; 2000]).unwrap();
    let said = read_capped(&small, 1000).unwrap_err().to_string();
    assert!(said.contains("larger than 1000 bytes"), "{said}");
    assert_eq!(read_capped(&small, 2000).unwrap().len(), 2000);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mate_inspect_and_review_refuse_endless_files_at_once() {
    let dir = scratch("cli");
    let zero = dir.join("zero.kif");
    zero_link(&zero);
    let pipe = dir.join("positions.txt");
    fifo(&pipe);
    let cases: [&[&str]; 5] = [
        &["mate", "--file", "/dev/zero"],
        &["mate", "--file", pipe.to_str().unwrap()],
        &["inspect", zero.to_str().unwrap()],
        &["review", zero.to_str().unwrap()],
        &["convert", zero.to_str().unwrap(), "/dev/null.kif"],
    ];
    for args in cases {
        let out = run(args, &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("not a regular file"), "{args:?}: {err}");
        assert!(!err.contains("8388609"), "{args:?}: {err}");
        assert!(
            err.contains(args[args.len() - 1]) || err.contains(args[1]),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 47, items 3 and 14: the training tools read their inputs as
/// records are read. On a pipe `--import`, `--sfens`, `--weights`,
/// `train --data` and `train --from` blocked in `open`; `/dev/zero` filled
/// memory, or was called "0 bytes, shorter than the 16-byte header".
#[test]
fn the_training_tools_refuse_pipes_and_devices_at_once() {
    let dir = scratch("tools");
    let pipe = dir.join("pipe.bin");
    fifo(&pipe);
    let zero = dir.join("zero.bin");
    zero_link(&zero);
    let out = dir.join("out.bin");
    let out = out.to_str().unwrap();
    // Pipes first: before the fix a pipe blocks (and `run` gives up),
    // where `/dev/zero` would fill memory for the seconds `run` waits.
    for endless in [pipe.to_str().unwrap(), zero.to_str().unwrap(), "/dev/zero"] {
        let cases: [&[&str]; 7] = [
            &["datagen", "--import", endless, "--out", out],
            &["datagen", "--sfens", endless],
            &["datagen", "--stats", endless],
            &["datagen", "--sfens", out, "--weights", endless],
            &[
                "datagen",
                "--out",
                out,
                "--games",
                "1",
                "--eval",
                "net",
                "--weights",
                endless,
            ],
            &["train", "--data", endless, "--out", out],
            &["train", "--data", out, "--from", endless, "--out", out],
        ];
        for args in cases {
            let done = run(args, &[]);
            let err = String::from_utf8_lossy(&done.stderr);
            assert_eq!(done.status.code(), Some(2), "{args:?}: {err}");
            assert!(
                err.contains(&format!("{endless}: not a regular file")),
                "{args:?}: {err}"
            );
        }
    }
    assert!(!Path::new(out).exists(), "nothing written");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn settings_files_that_never_end_are_refused_and_left_alone() {
    for (name, make) in [("zero", zero_link as fn(&Path)), ("fifo", fifo)] {
        let dir = scratch(&format!("settings-{name}"));
        let settings = dir.join(SETTINGS_FILE);
        let trusted = dir.join(TRUSTED_ENGINES_FILE);
        make(&settings);
        make(&trusted);
        let file = settings.clone();
        let mut r = soon("settings", move || Remembered::load_from(&file));
        let said = r.problem.clone().unwrap_or_default();
        assert!(said.contains(&settings.display().to_string()), "{said}");
        assert!(said.contains("not a regular file"), "{said}");
        assert!(said.contains("left as it is"), "{said}");
        // Never replaced by what this run knows.
        r.settings.glyphs = "western".into();
        r.save();
        let file = trusted.clone();
        let t = soon("trusted engines", move || TrustedEngines::load_from(&file));
        let said = t.problem.clone().unwrap_or_default();
        assert!(said.contains(&trusted.display().to_string()), "{said}");
        assert!(said.contains("asked about again"), "{said}");
        for path in [&settings, &trusted] {
            let kind = std::fs::symlink_metadata(path).unwrap().file_type();
            assert!(!kind.is_file(), "{} was replaced", path.display());
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// `review` reads both settings files before it asks for a terminal:
/// that read must neither block nor fill memory.
#[test]
fn review_with_endless_settings_files_gets_to_its_terminal_check() {
    let dir = scratch("review-settings");
    fifo(&dir.join(SETTINGS_FILE));
    zero_link(&dir.join(TRUSTED_ENGINES_FILE));
    let record = dir.join("game.usi");
    std::fs::write(&record, "position startpos moves 7g7f\n").unwrap();
    let out = run(
        &["review", record.to_str().unwrap()],
        &[("SHOGI_TUI_CONFIG_DIR", &dir)],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("terminal"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn deep_nesting_says_the_save_is_damaged_not_how_to_program_ron() {
    let text = format!(
        "(version: 1, moves: {}{})",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let said = save::parse(&text).unwrap_err().to_string();
    assert!(said.contains("nested more than 128 deep"), "{said}");
    assert!(
        said.contains("damaged or not a shogi-tui saved game"),
        "{said}"
    );
    assert!(!said.contains("serde_stacker") && !said.contains("recursion_limit"));
}
