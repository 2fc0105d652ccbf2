//! The save folder: where it is, named saves, the load-screen list,
//! deleting, versions, and refusing to lose data.

use shogi_tui::game::{Player, Players};
use shogi_tui::kifu::saves::folder::default_name;
use shogi_tui::kifu::{Record, RecordError, SaveDir};
use shogi_tui::player_dirs::resolve_with;
use shogi_tui::shogi::Color;
use shogi_tui::words::Said;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kifu-saves-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn game_record(black: &str, white: &str, moves: &[&str], resign: bool) -> Record {
    let players = Players::new(Player::human(black), Player::human(white));
    crate::common::dated_record(players, moves, resign)
}

/// An environment of `vars` (name, value) for `resolve_with`.
fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
    move |name| {
        vars.iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| OsString::from(v))
    }
}

#[test]
fn folder_choice_flag_then_environment_then_the_players_data_folder() {
    let flag = Path::new("/tmp/a");
    let all = [
        ("SHOGI_TUI_SAVE_DIR", "/tmp/b"),
        ("XDG_DATA_HOME", "/x"),
        ("HOME", "/h"),
    ];
    assert_eq!(resolve_with(Some(flag), env(&all)), flag);
    assert_eq!(resolve_with(None, env(&all)), Path::new("/tmp/b"));
    let xdg = [("XDG_DATA_HOME", "/x"), ("HOME", "/h")];
    let data = Path::new("/x/shogi-tui/saves");
    assert_eq!(resolve_with(None, env(&xdg)), data);
    let home = Path::new("/h/.local/share/shogi-tui/saves");
    assert_eq!(resolve_with(None, env(&[("HOME", "/h")])), home);
    // Empty counts as unset; with nothing set, the current folder's saves/.
    let empty = [
        ("SHOGI_TUI_SAVE_DIR", ""),
        ("XDG_DATA_HOME", ""),
        ("HOME", "/h"),
    ];
    assert_eq!(resolve_with(None, env(&empty)), home);
    assert_eq!(resolve_with(None, env(&[])), Path::new("saves"));
}

#[test]
fn saves_of_the_older_folder_are_listed_marked_and_kept_where_they_are() {
    let root = scratch("older");
    let (mine, older) = (root.join("mine"), root.join("older"));
    let old_game = game_record("Old", "Friend", &["7g7f"], false);
    let old_dir = SaveDir::open(&older).unwrap();
    old_dir.claim("old").unwrap().write(&old_game).unwrap();
    let dir = SaveDir::open(&mine).unwrap().with_older(older.clone());
    let listed = dir.list().unwrap();
    assert_eq!(listed.len(), 1);
    assert!(listed[0].in_older_folder);
    assert_eq!(listed[0].path, older.join("old.ron"));
    // Continue considers it, and it is claimed (locked) where it lives.
    let latest = dir.resumable().unwrap().latest.unwrap();
    assert_eq!(latest.name, "old");
    let slot = dir.holding(&latest).claim("old").unwrap();
    assert_eq!(slot.path(), older.join("old.ron"));
    assert!(matches!(
        old_dir.claim("old"),
        Err(RecordError::InUse { .. })
    ));
    drop(slot);
    // The folder itself is not listed twice as its own older folder.
    let same = SaveDir::open(&older).unwrap().with_older(older.clone());
    assert!(same.older().is_none());
    assert_eq!(same.list().unwrap().len(), 1);
    // Deleting it deletes it there.
    dir.holding(&latest).delete("old").unwrap();
    assert!(!older.join("old.ron").exists());
    assert!(dir.list().unwrap().is_empty());
    std::fs::remove_dir_all(&root).unwrap();
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
    saves.claim("first").unwrap().write(&finished).unwrap();
    saves.claim("second").unwrap().write(&unfinished).unwrap();
    let (a, b) = (dir.join("first.ron"), dir.join("second.ron"));
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
    let problem = list[1].problem.as_deref().unwrap().said();
    assert!(problem.contains("broken.ron"), "{problem}");

    // A save a running game keeps can be neither claimed nor deleted.
    let held = saves.claim("first").unwrap();
    let e = saves.claim("first").unwrap_err();
    assert!(matches!(e, RecordError::InUse { .. }), "{e}");
    assert!(e.to_string().contains("open in another shogi-tui"), "{e}");
    assert!(matches!(
        saves.delete("first"),
        Err(RecordError::InUse { .. })
    ));
    assert!(
        saves
            .list()
            .unwrap()
            .iter()
            .any(|s| s.name == "first" && s.in_use)
    );
    drop(held);
    assert_eq!(shogi_tui::kifu::read_save(&a).unwrap(), finished);
    assert!(saves.list().unwrap().iter().all(|s| !s.in_use));

    saves.delete("broken").unwrap();
    assert!(!dir.join("broken.ron").exists());
    assert!(saves.delete("broken").is_err());
    for bad in ["", "../escape", ".hidden", "a/b"] {
        assert!(saves.claim(bad).is_err(), "{bad:?}");
    }
    // Lock files are hidden and never listed as saves.
    assert_eq!(saves.list().unwrap().len(), 2);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn continue_picks_the_latest_unfinished_game_that_no_one_has_open() {
    let dir = scratch("resumable");
    let saves = SaveDir::open(&dir).unwrap();
    assert_eq!(saves.resumable().unwrap().latest, None);
    let old = game_record("Alice", "Bot", &["7g7f"], false);
    let newer = game_record("Carol", "Dan", &["7g7f", "3c3d"], false);
    let newest_but_over = game_record("Eve", "Bot", &["2g2f"], true);
    let now = SystemTime::now();
    for (name, record, age) in [
        ("old", &old, 30),
        ("newer", &newer, 20),
        ("over", &newest_but_over, 10),
    ] {
        saves.claim(name).unwrap().write(record).unwrap();
        set_age(&dir.join(format!("{name}.ron")), now, age);
    }
    let found = saves.resumable().unwrap();
    assert_eq!(found.latest.map(|s| s.name), Some("newer".to_string()));
    assert_eq!(found.open_elsewhere, 0);
    // Open in another instance: the next one is offered instead.
    let held = saves.claim("newer").unwrap();
    let found = saves.resumable().unwrap();
    assert_eq!(found.latest.map(|s| s.name), Some("old".to_string()));
    assert_eq!(found.open_elsewhere, 1);
    let also = saves.claim("old").unwrap();
    let found = saves.resumable().unwrap();
    assert_eq!((found.latest, found.open_elsewhere), (None, 2));
    drop((held, also));
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 47: a server's game whose save has no end (the program was
/// killed) is not Continue's: its opponent is on the server. The list
/// says what it is.
#[test]
fn continue_passes_over_an_online_game_without_its_end() {
    let dir = scratch("online");
    let saves = SaveDir::open(&dir).unwrap();
    let here = game_record("Alice", "Bot", &["7g7f"], false);
    let mut online = game_record("alice", "bob", &["7g7f", "3c3d"], false);
    online.info.server = Some("127.0.0.1:4081".into());
    let now = SystemTime::now();
    saves.claim("here").unwrap().write(&here).unwrap();
    set_age(&dir.join("here.ron"), now, 20);
    saves.claim("online").unwrap().write(&online).unwrap();
    set_age(&dir.join("online.ron"), now, 10);
    // Written and read back: the save keeps where it was played.
    let read = shogi_tui::kifu::read_save(&dir.join("online.ron")).unwrap();
    assert_eq!(read.info.server.as_deref(), Some("127.0.0.1:4081"));
    let found = saves.resumable().unwrap();
    assert_eq!(found.latest.map(|s| s.name), Some("here".to_string()));
    // Open elsewhere, it is not counted among the games Continue waits for.
    let held = saves.claim("online").unwrap();
    assert_eq!(saves.resumable().unwrap().open_elsewhere, 0);
    drop(held);
    let listed = saves.list().unwrap();
    assert_eq!(listed[0].name, "online");
    assert!(listed[0].online && listed[0].unfinished_online());
    assert!(!listed[1].online && !listed[1].unfinished_online());
    fs::remove_file(dir.join("here.ron")).unwrap();
    assert_eq!(saves.resumable().unwrap().latest, None);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_game_claims_a_name_no_file_and_no_running_game_has() {
    let dir = scratch("claim-new");
    let saves = SaveDir::open(&dir).unwrap();
    let r = game_record("Alice", "Bob", &["7g7f"], false);
    let first = saves.claim_new("game").unwrap();
    assert_eq!(first.name(), "game");
    // Claimed but not yet written: another game must not take it.
    let second = saves.claim_new("game").unwrap();
    assert_eq!(second.name(), "game-2");
    second.write(&r).unwrap();
    drop(second);
    // Written and let go: still taken, by its file.
    let third = saves.claim_new("game").unwrap();
    assert_eq!(third.name(), "game-3");
    // A dangling symlink is somebody's name too.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("x.ron")).unwrap();
        assert_eq!(saves.claim_new("x").unwrap().name(), "x-2");
    }
    drop((first, third));
    fs::remove_dir_all(&dir).unwrap();
}

fn set_age(path: &Path, now: SystemTime, seconds: u64) {
    fs::File::options()
        .write(true)
        .open(path)
        .unwrap()
        .set_modified(now - Duration::from_secs(seconds))
        .unwrap();
}

#[test]
fn default_names_carry_date_and_players() {
    let r = game_record("Alice Smith", "Bot/3", &[], false);
    assert_eq!(default_name(&r), "2026-11-20_1905_Alice-Smith-vs-Bot-3");
    // The bot's name, and names that would leave the folder or hide the
    // file, make a plain file name.
    let bot = game_record("../../etc/passwd", "shogi-tui Expert", &[], false);
    assert_eq!(
        default_name(&bot),
        "2026-11-20_1905_------etc-passwd-vs-shogi-tui-Expert"
    );
    let odd = game_record(".hidden\\x", "羽生\u{7}", &[], false);
    let name = default_name(&odd);
    assert_eq!(name, "2026-11-20_1905_-hidden-x-vs-羽生-");
    let dir = scratch("odd-names");
    assert!(SaveDir::open(&dir).unwrap().claim_new(&name).is_ok());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn other_versions_get_a_clear_message() {
    let dir = scratch("versions");
    let saves = SaveDir::open(&dir).unwrap();
    let newer = dir.join("newer.ron");
    fs::write(&newer, "(version: 7, moves: [], future_field: \"x\")").unwrap();
    let e = shogi_tui::kifu::read_save(&newer).unwrap_err().to_string();
    assert!(
        e.contains("newer.ron") && e.contains("format version 7") && e.contains("please update"),
        "{e}"
    );
    let none = dir.join("none.ron");
    fs::write(&none, "(moves: [])").unwrap();
    let e = shogi_tui::kifu::read_save(&none).unwrap_err().to_string();
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
    let slot = saves.claim("game").unwrap();
    slot.write(&old).unwrap();
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();
    // Root ignores permission bits; only then is the check skipped.
    let probe = dir.join(".probe");
    let enforced = fs::write(&probe, "x").is_err();
    let _ = fs::remove_file(&probe);
    let newer = game_record("Alice", "Bob", &["7g7f", "3c3d"], false);
    let result = slot.write(&newer);
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
    if enforced {
        let e = result.unwrap_err();
        assert!(matches!(e, RecordError::FolderNotWritable { .. }), "{e}");
        assert!(e.to_string().contains("read-only"), "{e}");
        assert_eq!(slot.read().unwrap(), Some(old));
    } else {
        eprintln!("running as root: permission bits are not enforced; checked the write instead");
        assert_eq!(slot.read().unwrap(), Some(newer));
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
    // Lock files: one left by a killed process, one a running game holds.
    let left = dir.join(".left.lock");
    fs::write(&left, "99999").unwrap();
    let held = shogi_tui::kifu::lock::GameLock::try_take(&dir.join("held.ron")).unwrap();
    for p in [&left, &dir.join(".held.lock")] {
        fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_modified(two_hours_ago)
            .unwrap();
    }
    SaveDir::open(&dir).unwrap();
    assert!(!left.exists(), "a lock no one holds is cleaned up");
    assert!(dir.join(".held.lock").exists(), "a held lock stays");
    drop(held);
    assert!(!stale.exists(), "an old temporary file stays");
    assert!(fresh.exists(), "a save in progress may own it");
    assert!(keep.exists(), "not ours: not hidden");
    fs::remove_dir_all(&dir).unwrap();
}
