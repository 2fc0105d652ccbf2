//! Helpers shared by the app's integration tests: the program run as a
//! command, and the helpers of the crates' own tests (rules, records, fake
//! engines) under one name.

pub use crate::core_common::*;
pub use crate::engine_common::{logging_engine, scripted};
pub use crate::records_common::{WRITERS, scratch_dir};
use shogi_tui::game::{Game, Players};
use shogi_tui::kifu::{GameInfo, Record, Timestamp, record_of};
use shogi_tui::tsume::Puzzle;

/// The built binary.
pub const BIN: &str = env!("CARGO_BIN_EXE_shogi-tui");

/// The built binary under the locale `lang` (`LANG`), with no `LC_ALL`
/// or `LC_MESSAGES` from the machine to override it, and its default save
/// folder in the tests' own data folder (`test_data_home`), never the
/// player's.
pub fn cli_in_locale(lang: &str) -> std::process::Command {
    let mut command = std::process::Command::new(BIN);
    command
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("XDG_DATA_HOME", test_data_home());
    command
}

/// An `XDG_DATA_HOME` of this test run's own: a program run without a save
/// folder of its test's keeps its games there, not in `~/.local/share`.
pub fn test_data_home() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("shogi-tests-data-{}", std::process::id()))
}

/// The built binary, speaking English whatever the locale of the machine
/// running the tests: the tests read its English words.
pub fn cli() -> std::process::Command {
    cli_in_locale("C")
}

/// Runs the built binary with `args`: its exit status, stdout and stderr.
/// In English whatever the machine's locale, as the tests expect.
pub fn run_cli(args: &[&str]) -> (i32, String, String) {
    let out = cli().args(args).output().expect("run shogi-tui");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `shogi-tui convert INPUT OUTPUT`, which must succeed; its output, for
/// what it said on stderr.
pub fn convert_ok(input: &std::path::Path, output: &std::path::Path) -> std::process::Output {
    let out = cli()
        .arg("convert")
        .arg(input)
        .arg(output)
        .output()
        .expect("run shogi-tui convert");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A puzzle from `sfen` whose book solution is `solution` (USI).
pub fn puzzle(sfen: &str, solution: &[&str]) -> Puzzle {
    Puzzle {
        position: pos(sfen),
        plies: solution.len() as u32,
        solution: solution.iter().map(|u| mv(u)).collect(),
        difficulty: 0,
        line: None,
    }
}

/// The record of a game of `players`, `moves` (USI) from the start,
/// resigned by the side to move when `resign`, with a fixed start date:
/// lists and files show the same date on every run.
pub fn dated_record(players: Players, moves: &[&str], resign: bool) -> Record {
    let mut g = Game::even().with_players(players);
    for m in moves {
        g.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    if resign {
        g.resign(g.side_to_move()).unwrap_or_else(|e| panic!("{e}"));
    }
    let info = GameInfo {
        started: Timestamp::parse("2026-11-20 19:05:00"),
        ..GameInfo::default()
    };
    record_of(&g, &info)
}

/// Runs `command` with no terminal (stdin empty, output captured) and
/// its output; killed, and the test failed, if it runs past `limit`: a
/// command that blocks on a pipe or reads an endless file must not hang
/// the suite.
pub fn output_within(
    command: &mut std::process::Command,
    limit: std::time::Duration,
) -> std::process::Output {
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run shogi-tui");
    let until = std::time::Instant::now() + limit;
    while child.try_wait().expect("wait for shogi-tui").is_none() {
        if std::time::Instant::now() > until {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?}: still running after {limit:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("shogi-tui's output")
}

/// The pids of the processes whose command line mentions `needle`: a
/// program started by mistake shows here at once, without waiting.
pub fn processes_naming(needle: &str) -> Vec<String> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| {
            let pid = e.file_name().to_string_lossy().into_owned();
            let cmdline = std::fs::read(e.path().join("cmdline")).ok()?;
            String::from_utf8_lossy(&cmdline)
                .contains(needle)
                .then_some(pid)
        })
        .collect()
}
