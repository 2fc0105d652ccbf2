//! The load screen's list (issue 75, item 4): beside the saves, every
//! record file of the save folder, whatever its format, and the games of
//! the engine matches' series folders; reviewed only, never Continue's
//! choice; files a record's name may hide (a pipe, a folder) are left out
//! without waiting on them.

use crate::common::scratch_dir;
use shogi_core::game::Game;
use shogi_records::saves::folder::SERIES_FOLDER;
use shogi_records::{FileKind, GameInfo, SaveDir, record_of, write_record};
use std::fs;
use std::time::{Duration, Instant};

/// A two-move game, unfinished.
fn record() -> shogi_records::Record {
    let mut game = Game::even();
    for usi in ["7g7f", "3c3d"] {
        game.play(shogi_core::Move::from_usi(usi).unwrap()).unwrap();
    }
    record_of(&game, &GameInfo::default())
}

#[test]
fn every_record_format_and_the_series_games_are_listed() {
    let dir = scratch_dir("save-list", "formats");
    let saves = SaveDir::open(&dir).unwrap();
    saves.claim_new("a-save").unwrap().write(&record()).unwrap();
    for name in [
        "s.kif", "s.kifu", "s.ki2", "s.ki2u", "s.csa", "s.usi", "s.sfen",
    ] {
        write_record(&dir.join(name), &record()).unwrap();
    }
    fs::write(
        dir.join("d.bod"),
        shogi_records::bod::write(&shogi_core::Position::startpos(), false),
    )
    .unwrap();
    fs::write(dir.join("broken.csa"), "PI\n+9999XX\n").unwrap();
    fs::write(dir.join("notes.txt"), "not a record").unwrap();
    let series = dir.join(SERIES_FOLDER).join("2026-11-28_1800");
    fs::create_dir_all(&series).unwrap();
    write_record(&series.join("game-0001.kif"), &record()).unwrap();
    fs::write(series.join("series.json"), "{}").unwrap();

    let list = saves.list().unwrap();
    let mut names: Vec<(&str, FileKind)> = list.iter().map(|s| (s.name.as_str(), s.kind)).collect();
    names.sort_by_key(|(name, _)| name.to_string());
    let series_game = format!("{SERIES_FOLDER}/2026-11-28_1800/game-0001.kif");
    let mut want = vec![
        ("a-save", FileKind::Save),
        ("broken.csa", FileKind::Csa),
        ("d.bod", FileKind::Bod),
        (series_game.as_str(), FileKind::Kif),
        ("s.csa", FileKind::Csa),
        ("s.ki2", FileKind::Ki2),
        ("s.ki2u", FileKind::Ki2u),
        ("s.kif", FileKind::Kif),
        ("s.kifu", FileKind::Kifu),
        ("s.sfen", FileKind::Sfen),
        ("s.usi", FileKind::Usi),
    ];
    want.sort_by_key(|(name, _)| name.to_string());
    assert_eq!(names, want);
    for summary in &list {
        match summary.name.as_str() {
            "broken.csa" => assert!(summary.problem.is_some()),
            "d.bod" => assert_eq!(summary.moves, 0, "{summary:?}"),
            _ => assert_eq!(summary.moves, 2, "{summary:?}"),
        }
    }
    // Continue goes on with a save only: the unfinished records are there
    // to be reviewed.
    let resumable = saves.resumable().unwrap();
    assert_eq!(resumable.latest.map(|s| s.name).as_deref(), Some("a-save"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_pipe_or_a_folder_named_as_a_record_is_left_out_at_once() {
    let dir = scratch_dir("save-list", "hostile");
    let saves = SaveDir::open(&dir).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.join("pipe.kif"))
        .status()
        .unwrap();
    assert!(made.success());
    fs::create_dir(dir.join("folder.csa")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.bod")).unwrap();
    let started = Instant::now();
    assert_eq!(saves.list().unwrap(), Vec::new());
    assert!(started.elapsed() < Duration::from_secs(5));
    fs::remove_dir_all(&dir).unwrap();
}
