//! Issue 47, item 4: what the command-line writers (`convert`, `analyse
//! --write`, `puzzlegen`, `datagen`, `train`) may write over. None writes
//! over a file it reads, however the name is spelled (`./a`, a hard
//! link); none replaces a pipe or a device, whatever `--force` says; an
//! existing output needs `--force`. The devices are made in a scratch
//! folder (`mknod`, as root only), never the system's own `/dev` entries.

use shogi_tui::learn::net::DataWriter;
use std::fs;
use std::os::unix::fs::{FileTypeExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

/// Far more than any refusal takes; a writer that blocks on a pipe, or
/// trains, runs past it.
const SOON: Duration = Duration::from_secs(20);

fn scratch(name: &str) -> PathBuf {
    crate::common::scratch_dir("cli-outputs", name)
}

/// The binary with `args` run in `dir`, no terminal; killed if it runs
/// long.
fn run_in(dir: &Path, args: &[&str]) -> Output {
    crate::common::output_within(crate::common::cli().args(args).current_dir(dir), SOON)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Black's pawn on 5c guards 5b: G*5b mates.
const ONE_MATE: &str = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1\n";
const GAME: &str = "position startpos moves 7g7f 3c3d 8h2b+\n";

/// A folder holding one input of each kind the writers read: a record, a
/// list of positions, a data file (its header alone), weights.
fn inputs(name: &str) -> PathBuf {
    let dir = scratch(name);
    fs::write(dir.join("game.usi"), GAME).unwrap();
    fs::write(dir.join("mates.txt"), ONE_MATE).unwrap();
    let (w, _) = DataWriter::append(&dir.join("data.bin")).unwrap();
    drop(w);
    fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/assets/nnue.bin"),
        dir.join("net.bin"),
    )
    .unwrap();
    dir
}

/// Each writer with `out` as its output, `--force` given where the
/// command has it: the command lines, run in the folder of [`inputs`].
fn writers(out: &str) -> Vec<Vec<String>> {
    let lines: [&[&str]; 6] = [
        &["convert", "game.usi", out, "--force"],
        &[
            "analyse", "game.usi", "--nodes", "50", "--write", out, "--force",
        ],
        &["puzzlegen", "--from", "mates.txt", "--out", out, "--force"],
        &[
            "train", "--data", "data.bin", "--from", "net.bin", "--out", out, "--force",
        ],
        &[
            "datagen",
            "--out",
            out,
            "--games",
            "1",
            "--nodes",
            "50",
            "--random-plies",
            "0",
        ],
        &["datagen", "--import", "mates.txt", "--out", out],
    ];
    lines
        .iter()
        .map(|l| l.iter().map(|w| (*w).to_string()).collect())
        .collect()
}

fn args(line: &[String]) -> Vec<&str> {
    line.iter().map(String::as_str).collect()
}

/// `puzzlegen --from in.bin --out in.bin` turned training data into a
/// puzzle collection; every writer refuses a file it reads, by another
/// spelling of its name or by a hard link, even with `--force`.
#[test]
fn no_writer_writes_over_a_file_it_reads() {
    let dir = inputs("own-input");
    fs::hard_link(dir.join("game.usi"), dir.join("linked.kif")).unwrap();
    fs::hard_link(dir.join("data.bin"), dir.join("linked.bin")).unwrap();
    let cases: [(&[&str], &str); 7] = [
        (
            &["convert", "game.usi", "./game.usi", "--force"],
            "game.usi",
        ),
        (
            &["convert", "game.usi", "linked.kif", "--force"],
            "game.usi",
        ),
        (
            &[
                "analyse",
                "game.usi",
                "--nodes",
                "50",
                "--write",
                "linked.kif",
                "--force",
            ],
            "game.usi",
        ),
        (
            &[
                "puzzlegen",
                "--from",
                "data.bin",
                "--out",
                "./data.bin",
                "--force",
            ],
            "data.bin",
        ),
        (
            &[
                "train",
                "--data",
                "data.bin",
                "--from",
                "net.bin",
                "--out",
                "./net.bin",
                "--force",
            ],
            "net.bin",
        ),
        (
            &[
                "train",
                "--data",
                "data.bin",
                "--from",
                "net.bin",
                "--out",
                "linked.bin",
                "--force",
            ],
            "data.bin",
        ),
        (
            &["datagen", "--import", "mates.txt", "--out", "./mates.txt"],
            "mates.txt",
        ),
    ];
    for (line, input) in cases {
        let before = fs::read(dir.join(input)).unwrap();
        let out = run_in(&dir, line);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
        assert!(err.contains("a file this command reads"), "{line:?}: {err}");
        assert_eq!(fs::read(dir.join(input)).unwrap(), before, "{line:?}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// A pipe is never replaced by a regular file, nor written into, by any
/// writer, whatever `--force` says.
#[test]
fn no_writer_replaces_a_pipe() {
    let dir = inputs("pipe");
    for (n, line) in writers("PLACE").into_iter().enumerate() {
        let ext = if line[0] == "convert" || line[0] == "analyse" {
            "kif"
        } else {
            "bin"
        };
        let name = format!("pipe{n}.{ext}");
        let made = Command::new("mkfifo")
            .arg(dir.join(&name))
            .status()
            .unwrap();
        assert!(made.success(), "mkfifo failed");
        let line = refused_as_no_regular_file(&dir, line, &name);
        let kind = fs::symlink_metadata(dir.join(&name)).unwrap().file_type();
        assert!(kind.is_fifo(), "{line:?}: the pipe was replaced");
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Runs the writer `line` in `dir` with its output (`PLACE`) at `name`:
/// it must end with status 2 and say `name` is not a regular file.
/// Returns the line as run, for the caller's messages.
fn refused_as_no_regular_file(dir: &std::path::Path, line: Vec<String>, name: &str) -> Vec<String> {
    let line: Vec<String> = line
        .into_iter()
        .map(|w| if w == "PLACE" { name.to_string() } else { w })
        .collect();
    let out = run_in(dir, &args(&line));
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
    assert!(
        err.contains(&format!("{name}: not a regular file")),
        "{line:?}: {err}"
    );
    line
}

/// As root, `puzzlegen --out /dev/full` replaced the device node with a
/// regular file. A device made here (the numbers of /dev/full) stays a
/// device, whichever writer is pointed at it.
#[test]
fn no_writer_replaces_a_device_node() {
    let dir = inputs("device");
    let probe = dir.join("probe");
    let made = Command::new("mknod")
        .args([probe.to_str().unwrap(), "c", "1", "7"])
        .stderr(Stdio::null())
        .status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("cli_outputs: not root, so no device node to test with; skipped");
        fs::remove_dir_all(&dir).unwrap();
        return;
    }
    fs::remove_file(&probe).unwrap();
    for (n, line) in writers("PLACE").into_iter().enumerate() {
        let ext = if line[0] == "convert" || line[0] == "analyse" {
            "kif"
        } else {
            "bin"
        };
        let name = format!("full{n}.{ext}");
        let device = dir.join(&name);
        let made = Command::new("mknod")
            .args([device.to_str().unwrap(), "c", "1", "7"])
            .status()
            .unwrap();
        assert!(made.success());
        let line = refused_as_no_regular_file(&dir, line, &name);
        let meta = fs::symlink_metadata(&device).unwrap();
        assert!(
            meta.file_type().is_char_device() && meta.rdev() == libc::makedev(1, 7),
            "{line:?}: the device node was replaced"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// An existing output is replaced only with `--force`, by every writer
/// that replaces (`datagen` appends to a data file, and refuses any
/// other file).
#[test]
fn an_existing_output_needs_force() {
    let dir = inputs("force");
    let cases: [&[&str]; 4] = [
        &["convert", "game.usi", "out.kif"],
        &["analyse", "game.usi", "--nodes", "50", "--write", "out.kif"],
        &["puzzlegen", "--from", "mates.txt", "--out", "out.kif"],
        &[
            "train", "--data", "data.bin", "--from", "net.bin", "--out", "out.kif",
        ],
    ];
    for line in cases {
        fs::write(dir.join("out.kif"), "precious").unwrap();
        let out = run_in(&dir, line);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
        assert!(
            err.contains("out.kif: exists already; add --force to replace it"),
            "{line:?}: {err}"
        );
        assert_eq!(fs::read(dir.join("out.kif")).unwrap(), b"precious");
    }
    // The weights' card, too, is only replaced with --force.
    fs::remove_file(dir.join("out.kif")).unwrap();
    fs::write(dir.join("w.card.md"), "precious").unwrap();
    let out = run_in(
        &dir,
        &[
            "train", "--data", "data.bin", "--from", "net.bin", "--out", "w.bin",
        ],
    );
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("w.card.md: exists already"), "{err}");
    assert!(!dir.join("w.bin").exists());
    // With --force the old file goes.
    for line in [
        &[
            "analyse", "game.usi", "--nodes", "50", "--write", "out.kif", "--force",
        ][..],
        &[
            "puzzlegen",
            "--from",
            "mates.txt",
            "--out",
            "out.txt",
            "--force",
        ],
    ] {
        let target = dir.join(line[line.len() - 2]);
        fs::write(&target, "old").unwrap();
        let out = run_in(&dir, line);
        assert!(out.status.success(), "{line:?}: {}", stderr(&out));
        assert_ne!(fs::read(&target).unwrap(), b"old", "{line:?}");
    }
    // Without it, a new file is written as before.
    let out = run_in(
        &dir,
        &["puzzlegen", "--from", "mates.txt", "--out", "new.txt"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        fs::read_to_string(dir.join("new.txt"))
            .unwrap()
            .contains("G*5b")
    );
    fs::remove_dir_all(&dir).unwrap();
}
