//! The save folder: where it is, named saves, the load-screen list,
//! deleting, versions, and refusing to lose data.

use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::saves::{AUTOSAVE_FILE, default_name, resolve_with};
use shogi_tui::kifu::{GameInfo, Record, RecordError, SaveDir, Timestamp, record_of};
use shogi_tui::shogi::{Color, Move};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-saves-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn game_record(black: &str, white: &str, moves: &[&str], resign: bool) -> Record {
    let mut game =
        Game::even().with_players(Players::new(Player::human(black), Player::human(white)));
    for u in moves {
        game.play(Move::from_usi(u).unwrap()).unwrap();
    }
    if resign {
        game.resign(game.side_to_move()).unwrap();
    }
    let info = GameInfo {
        started: Timestamp::parse("2026-11-20 19:05:00"),
        ..GameInfo::default()
    };
    record_of(&game, &info)
}

#[test]
fn folder_choice_flag_then_environment_then_default() {
    let flag = Path::new("/tmp/a");
    let env = Path::new("/tmp/b");
    assert_eq!(resolve_with(Some(flag), Some(env)), flag);
    assert_eq!(resolve_with(None, Some(env)), env);
    assert_eq!(resolve_with(None, None), Path::new("saves"));
    assert_eq!(resolve_with(None, Some(Path::new(""))), Path::new("saves"));
}

#[test]
fn a_missing_folder_is_created_and_a_file_in_its_place_refused() {
    let root = scratch("create");
    let dir = root.join("deeper/saves");
    let saves = SaveDir::open(&dir).unwrap();
    assert!(saves.path().is_dir());
    let file = scratch("is-a-file");
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, "not a folder").unwrap();
    let e = SaveDir::open(&file).unwrap_err().to_string();
    assert!(e.contains("save folder is a file"), "{e}");
    assert_eq!(fs::read_to_string(&file).unwrap(), "not a folder");
    fs::remove_file(&file).unwrap();
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn named_saves_list_newest_first_and_delete() {
    let dir = scratch("list");
    let saves = SaveDir::open(&dir).unwrap();
    let finished = game_record("Alice", "Bob", &["7g7f", "3c3d", "2g2f"], true);
    let unfinished = game_record("Carol", "Dan", &["2g2f"], false);
    let a = saves.save_as("first", &finished, false).unwrap();
    let b = saves.save_as("second", &unfinished, false).unwrap();
    fs::write(
        dir.join("broken.ron"),
        "(version: 1, moves: [(usi: \"7g7f\"",
    )
    .unwrap();
    // Give the files distinct, known times.
    let now = SystemTime::now();
    for (path, age) in [(&a, 30), (&b, 10), (&dir.join("broken.ron"), 20)] {
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(now - Duration::from_secs(age))
            .unwrap();
    }
    let list = saves.list().unwrap();
    let names: Vec<_> = list.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["second", "broken", "first"]);
    assert_eq!(
        (
            list[0].black.as_str(),
            list[0].white.as_str(),
            list[0].moves
        ),
        ("Carol", "Dan", 1)
    );
    assert!(!list[0].finished());
    assert_eq!(
        list[0].final_sfen.as_deref(),
        Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/7P1/PPPPPPP1P/1B5R1/LNSGKGSNL w - 2")
    );
    assert_eq!(list[1].final_sfen, None);
    assert_eq!(
        list[2].outcome.as_deref(),
        Some("Black wins by resignation")
    );
    assert_eq!(list[2].started.unwrap().to_string(), "2026-11-20 19:05:00");
    let problem = list[1].problem.as_deref().unwrap();
    assert!(problem.contains("broken.ron"), "{problem}");

    // A name in use is not overwritten unless the player confirmed.
    let e = saves.save_as("first", &unfinished, false).unwrap_err();
    assert!(matches!(e, RecordError::AlreadyExists { .. }), "{e}");
    assert_eq!(shogi_tui::kifu::saves::load(&a).unwrap(), finished);
    saves.save_as("first", &unfinished, true).unwrap();
    assert_eq!(shogi_tui::kifu::saves::load(&a).unwrap(), unfinished);

    saves.delete("broken").unwrap();
    assert!(!dir.join("broken.ron").exists());
    assert!(saves.delete("broken").is_err());
    for bad in ["", "../escape", ".hidden", "a/b"] {
        assert!(saves.save_as(bad, &finished, true).is_err(), "{bad:?}");
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn autosave_and_continue() {
    let dir = scratch("autosave");
    let saves = SaveDir::open(&dir).unwrap();
    assert!(saves.load_autosave().unwrap().is_none());
    let unfinished = game_record("Alice", "Bot", &["7g7f", "3c3d"], false);
    saves.autosave(&unfinished).unwrap();
    assert_eq!(saves.unfinished_autosave().unwrap(), Some(unfinished));
    assert!(dir.join(AUTOSAVE_FILE).is_file());
    let finished = game_record("Alice", "Bot", &["7g7f", "3c3d"], true);
    saves.autosave(&finished).unwrap();
    assert_eq!(saves.load_autosave().unwrap(), Some(finished));
    assert_eq!(saves.unfinished_autosave().unwrap(), None);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn default_names_carry_date_and_players() {
    let r = game_record("Alice Smith", "Bot/3", &[], false);
    assert_eq!(default_name(&r), "2026-11-20_1905_Alice-Smith-vs-Bot-3");
}

#[test]
fn other_versions_get_a_clear_message() {
    let dir = scratch("versions");
    let saves = SaveDir::open(&dir).unwrap();
    let newer = dir.join("newer.ron");
    fs::write(&newer, "(version: 7, moves: [], future_field: \"x\")").unwrap();
    let e = shogi_tui::kifu::saves::load(&newer)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("newer.ron") && e.contains("format version 7") && e.contains("please update"),
        "{e}"
    );
    let none = dir.join("none.ron");
    fs::write(&none, "(moves: [])").unwrap();
    let e = shogi_tui::kifu::saves::load(&none).unwrap_err().to_string();
    assert!(e.contains("no 'version' field"), "{e}");
    // Both still appear in the list, with their problem, and are untouched.
    assert_eq!(saves.list().unwrap().len(), 2);
    assert!(fs::read_to_string(&newer).unwrap().contains("future_field"));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_hand_written_minimal_save_loads() {
    let text = "(version: 1, moves: [(usi: \"7g7f\"), (usi: \"3c3d\", seconds: Some(2.5), comment: Some(\"hm\"))])";
    let r = shogi_tui::kifu::save::parse(text).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert_eq!(r.moves[1].time, Some(Duration::from_millis(2500)));
    assert_eq!(r.moves[1].comments, ["hm"]);
    assert_eq!(r.side_to_move_at_end(), Color::Black);
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_gives_a_clear_error_and_keeps_the_old_save() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("readonly");
    let saves = SaveDir::open(&dir).unwrap();
    let old = game_record("Alice", "Bob", &["7g7f"], false);
    saves.autosave(&old).unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();
    // Root ignores permission bits; only then is the check skipped.
    let probe = dir.join(".probe");
    let enforced = fs::write(&probe, "x").is_err();
    let _ = fs::remove_file(&probe);
    let newer = game_record("Alice", "Bob", &["7g7f", "3c3d"], false);
    let result = saves.autosave(&newer);
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
    if enforced {
        let e = result.unwrap_err();
        assert!(matches!(e, RecordError::FolderNotWritable { .. }), "{e}");
        assert!(e.to_string().contains("read-only"), "{e}");
        assert_eq!(saves.load_autosave().unwrap(), Some(old));
    } else {
        eprintln!("running as root: permission bits are not enforced; checked the write instead");
        assert_eq!(saves.load_autosave().unwrap(), Some(newer));
    }
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn temporaries_left_by_a_crash_are_cleaned_up_later() {
    let dir = scratch("stale");
    fs::create_dir_all(&dir).unwrap();
    let stale = dir.join(".autosave.ron.123.0.tmp");
    let fresh = dir.join(".autosave.ron.124.0.tmp");
    let keep = dir.join("notes.tmp");
    for p in [&stale, &fresh, &keep] {
        fs::write(p, "partial").unwrap();
    }
    let two_hours_ago = SystemTime::now() - Duration::from_secs(7200);
    for p in [&stale, &keep] {
        fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_modified(two_hours_ago)
            .unwrap();
    }
    SaveDir::open(&dir).unwrap();
    assert!(!stale.exists(), "an old temporary file stays");
    assert!(fresh.exists(), "a save in progress may own it");
    assert!(keep.exists(), "not ours: not hidden");
    fs::remove_dir_all(&dir).unwrap();
}
