//! Helpers shared by the integration tests.

use shogi_tui::game::{Game, Outcome, Players, parse_usi_moves};
use shogi_tui::kifu::files::FileKind;
use shogi_tui::kifu::{GameInfo, Record, Timestamp, record_of};
use shogi_tui::shogi::{Move, PieceKind, Position, Square};
use shogi_tui::tsume::Puzzle;
use std::collections::BTreeSet;

/// Every move `check_move` accepts, found by trying all from/to/promotion
/// and drop combinations: slow, independent of the generator.
pub fn brute_force_moves(pos: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for from in Square::all() {
        for to in Square::all() {
            for promote in [false, true] {
                let mv = Move::Board { from, to, promote };
                if pos.check_move(mv).is_ok() {
                    out.insert(mv.to_usi());
                }
            }
        }
    }
    for kind in PieceKind::HAND {
        for to in Square::all() {
            let mv = Move::Drop { kind, to };
            if pos.check_move(mv).is_ok() {
                out.insert(mv.to_usi());
            }
        }
    }
    out
}

pub fn generated_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| m.to_usi()).collect()
}

pub fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

pub fn game(sfen: &str) -> Game {
    Game::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

/// Plays `moves` (USI) and returns, for each move, the outcome it produced.
pub fn play(g: &mut Game, moves: &str) -> Vec<Option<Outcome>> {
    let list = parse_usi_moves(moves).unwrap_or_else(|e| panic!("{e}"));
    list.into_iter()
        .map(|mv| {
            g.play(mv)
                .unwrap_or_else(|e| panic!("{mv} at ply {}: {e}", g.ply() + 1))
                .outcome
        })
        .collect()
}

/// Outcome of the last move; every earlier move must leave the game running.
pub fn only_last_ends(outcomes: &[Option<Outcome>]) -> Outcome {
    let (last, before) = outcomes.split_last().expect("moves");
    for (i, o) in before.iter().enumerate() {
        assert!(o.is_none(), "move {} ended the game: {o:?}", i + 1);
    }
    last.clone().expect("the last move ends the game")
}

pub fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap_or_else(|e| panic!("{e}"))
}

/// A fresh empty folder under the temporary folder, named for the test
/// module (`tag`), this process and the test (`name`).
pub fn scratch_dir(tag: &str, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("{tag}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

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

/// A fake USI engine from a shell `script` that gets the path of a fresh
/// log file as `$1` and `extra` as `$2`: the command line that starts it,
/// and the log (`tag` keeps tests' folders apart).
pub fn logging_engine(tag: &str, script: &str, extra: &str) -> (String, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("shogi-fake-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("log.txt");
    let _ = std::fs::remove_file(&log);
    let path = dir.join("engine.sh");
    std::fs::write(&path, script).unwrap();
    (
        format!("sh '{}' '{}' '{extra}'", path.display(), log.display()),
        log,
    )
}

/// Every type `convert` writes.
pub const WRITERS: [FileKind; 8] = [
    FileKind::Save,
    FileKind::Kif,
    FileKind::Kifu,
    FileKind::Ki2,
    FileKind::Ki2u,
    FileKind::Csa,
    FileKind::Usi,
    FileKind::Sfen,
];

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
