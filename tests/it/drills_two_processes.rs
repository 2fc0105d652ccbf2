//! Two processes answering drills at once lose neither's answers: each
//! answers as the quiz page does (`Drills::answer`, then `save`), many
//! times, both started together; the file ends with every answer of
//! both counted. Without the merge (a save that wrote its own copy) the
//! later writer would wipe the other's answers since it read the file.
//!
//! The two processes are this test binary itself, run again on the
//! ignored test below, which acts only when the file is named for it.

use shogi_tui::drills::{Drill, DrillKind, Drills, Known};
use shogi_tui::shogi::{Move, Position};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const FILE_ENV: &str = "SHOGI_TUI_TEST_DRILLS_FILE";
const GO_ENV: &str = "SHOGI_TUI_TEST_DRILLS_GO";
const RIGHT_ENV: &str = "SHOGI_TUI_TEST_DRILLS_RIGHT";
/// Answers each process gives.
const ROUNDS: u32 = 30;
const DAY: u32 = 20_000;

fn drill() -> Drill {
    let start = Position::startpos();
    let usi = |u: &str| Move::from_usi(u).unwrap();
    Drill::opening(
        &start,
        &start,
        &[],
        usi("1g1f"),
        (&[usi("7g7f"), usi("2g2f")], Known::Book),
        ("g.kif", "Hana", "Sora"),
    )
}

#[test]
#[ignore = "one of the two processes the test below starts"]
fn drills_answering_process() {
    let (Some(file), Some(go)) = (std::env::var_os(FILE_ENV), std::env::var_os(GO_ENV)) else {
        return;
    };
    let right = std::env::var_os(RIGHT_ENV).is_some();
    let go = Path::new(&go);
    let deadline = Instant::now() + Duration::from_secs(30);
    // Both begin together, once the test says go.
    while !go.exists() {
        assert!(Instant::now() < deadline, "never told to go");
        std::thread::sleep(Duration::from_millis(1));
    }
    let mut drills = Drills::load_from(Path::new(&file));
    let sfen = drills.entries()[0].drill.sfen.clone();
    for _ in 0..ROUNDS {
        assert!(drills.answer(&sfen, "1g1f", right, DAY));
        // A busy file keeps the answer for the next save: the last save
        // must take everything.
        let _ = drills.save();
        std::thread::sleep(Duration::from_millis(2));
    }
    let until = Instant::now() + Duration::from_secs(20);
    while let Err(e) = drills.save() {
        assert!(Instant::now() < until, "never saved: {e}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn answering(file: &Path, go: &Path, right: bool) -> std::process::Child {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--exact",
            "drills_two_processes::drills_answering_process",
            "--ignored",
            "--test-threads=1",
        ])
        .env(FILE_ENV, file)
        .env(GO_ENV, go)
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    if right {
        command.env(RIGHT_ENV, "1");
    }
    command.spawn().unwrap()
}

#[test]
fn two_processes_answering_at_once_lose_neither_s_answers() {
    let dir: PathBuf =
        std::env::temp_dir().join(format!("drills-two-processes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (file, go) = (dir.join("drills.ron"), dir.join("go"));
    let mut first = Drills::load_from(&file);
    assert!(first.add(drill(), DAY));
    first.save().unwrap();
    let children = [answering(&file, &go, true), answering(&file, &go, false)];
    std::fs::write(&go, "").unwrap();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let kept = Drills::load_from(&file);
    assert_eq!(kept.entries().len(), 1);
    let e = &kept.entries()[0];
    assert_eq!(e.drill.kind, DrillKind::Opening(Known::Book));
    assert_eq!(
        (e.tries, e.right),
        (2 * ROUNDS, ROUNDS),
        "every answer of both processes"
    );
}
