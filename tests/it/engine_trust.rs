//! Issue 26, items 3 and 4: trust names the program that runs, not the
//! text of its command, and the list of trusted programs is never
//! overwritten when it could not be read.
//!
//! `./eng.sh` allowed in folder `a` used to run `b/eng.sh` from folder `b`
//! without a question; now what is allowed is the file found (canonical
//! path), its arguments, and its size and time.

use crate::tmux_support::*;
use crate::tui_support::*;
use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::{GameInfo, SaveDir, record_of};
use shogi_tui::settings::TrustedEngines;
use shogi_tui::shogi::Move;
use shogi_tui::tui::pages::game::Overlay;
use shogi_tui::tui::pages::game::seat_questions::SeatAsk;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::pages::menu::RowKind;
use shogi_tui::usi::program::Program;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-trust-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir.canonicalize().unwrap()
}

/// An engine script at `dir/eng.sh` that leaves `marker` when it runs.
fn engine(dir: &Path, marker: &Path) {
    fs::create_dir_all(dir).unwrap();
    let path = dir.join("eng.sh");
    let script = format!(
        "#!/bin/sh\ntouch '{}'\nexec cat >/dev/null\n",
        marker.display()
    );
    fs::write(&path, script).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// An unfinished save in `dir` whose White is the engine `command`.
fn engine_save(dir: &Path, command: &str) -> PathBuf {
    let mut g = Game::even().with_players(Players::new(
        Player::human("Me"),
        Player::engine("Friend's engine", command),
    ));
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    let slot = SaveDir::open(dir).unwrap().claim("friend").unwrap();
    slot.write(&record_of(&g, &GameInfo::default())).unwrap();
    slot.path().to_path_buf()
}

#[test]
fn the_same_command_in_another_folder_is_another_program() {
    let root = scratch("folders");
    engine(&root.join("a"), &root.join("ran-a"));
    engine(&root.join("b"), &root.join("ran-b"));
    let file = root.join("config").join("trusted-engines.ron");
    let in_a = Program::resolve_in("./eng.sh --level 3", &root.join("a"), None).unwrap();
    let in_b = Program::resolve_in("./eng.sh --level 3", &root.join("b"), None).unwrap();
    TrustedEngines::load_from(&file).allow(&in_a).unwrap();
    let trusted = TrustedEngines::load_from(&file);
    assert!(trusted.allows(&in_a));
    assert!(!trusted.allows(&in_b), "b/eng.sh was never allowed");
    // The file names the program, readably.
    let text = fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(&format!("{}/a/eng.sh", root.display())),
        "{text}"
    );
    assert!(text.contains("\"--level\""), "{text}");
    // What starts is the file allowed, whatever the folder the game runs in.
    assert_eq!(
        in_a.command().get_program(),
        root.join("a/eng.sh").as_os_str()
    );
    // A link is the program it points to: repointed, it is another.
    std::os::unix::fs::symlink(root.join("a/eng.sh"), root.join("link.sh")).unwrap();
    let link = Program::resolve_in("./link.sh --level 3", &root, None).unwrap();
    assert!(trusted.allows(&link));
    fs::remove_file(root.join("link.sh")).unwrap();
    std::os::unix::fs::symlink(root.join("b/eng.sh"), root.join("link.sh")).unwrap();
    let link = Program::resolve_in("./link.sh --level 3", &root, None).unwrap();
    assert!(!trusted.allows(&link));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_changed_program_file_is_asked_about_again() {
    let root = scratch("changed");
    engine(&root, &root.join("ran"));
    let file = root.join("trusted-engines.ron");
    let before = Program::resolve_in("./eng.sh", &root, None).unwrap();
    TrustedEngines::load_from(&file).allow(&before).unwrap();
    fs::write(root.join("eng.sh"), "#!/bin/sh\necho replaced\n").unwrap();
    let after = Program::resolve_in("./eng.sh", &root, None).unwrap();
    assert_eq!(before.path, after.path);
    assert!(!TrustedEngines::load_from(&file).allows(&after));
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_list_of_command_lines_from_before_loads_and_allows_nothing() {
    let root = scratch("old");
    engine(&root, &root.join("ran"));
    let file = root.join("trusted-engines.ron");
    let command = root.join("eng.sh").display().to_string();
    fs::write(&file, format!("(commands: [\"{command}\"])\n")).unwrap();
    let old = TrustedEngines::load_from(&file);
    assert_eq!(old.problem, None, "not damaged");
    let program = Program::resolve_in(&command, &root, None).unwrap();
    assert!(!old.allows(&program), "asked about once more");
    fs::remove_dir_all(&root).unwrap();
}

/// The case: a damaged list, then a yes to a new engine. The yes
/// is remembered in a new list; the damaged one is kept, byte for byte.
#[test]
fn a_damaged_list_is_kept_aside_and_the_player_told() {
    let root = scratch("damaged");
    let saves = root.join("saves");
    let marker = root.join("ran");
    engine(&root, &marker);
    let command = format!("{}/eng.sh", root.display());
    engine_save(&saves, &command);
    let file = root.join("config/trusted-engines.ron");
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    let damaged = b"(commands: [\"/path/good.sh\",\xff";
    fs::write(&file, damaged).unwrap();

    let mut a = menu_app(&saves).with_trusted(TrustedEngines::load_from(&file));
    let Some(menu) = a.top::<Menu>() else {
        panic!("the menu");
    };
    let said = menu.message.clone().unwrap_or_default();
    assert!(said.contains("trusted-engines.ron.damaged"), "{said}");
    assert!(said.contains("asked about again"), "{said}");
    menu_pick(&mut a, RowKind::Continue);
    let Overlay::Seat(SeatAsk::Consent { program, .. }) = &game(&a).overlay else {
        panic!("consent is asked: {:?}", game(&a).overlay);
    };
    assert_eq!(program.as_ref().unwrap().path, root.join("eng.sh"));
    keys(&mut a, "y");
    let aside = root.join("config/trusted-engines.ron.damaged");
    assert_eq!(fs::read(&aside).unwrap(), damaged);
    let program = Program::resolve(&command).unwrap();
    assert!(TrustedEngines::load_from(&file).allows(&program));
    drop(a);
    // The engine it started may still be ending.
    let _ = fs::remove_dir_all(&root);
}

/// The question shows the file that would run, not only the text.
#[test]
fn the_question_shows_the_program_found() {
    let root = scratch("shown");
    engine(&root.join("my engines"), &root.join("ran"));
    let command = format!("'{}/my engines/eng.sh' --fast", root.display());
    let saves = root.join("saves");
    engine_save(&saves, &command);
    let mut a = menu_app(&saves);
    menu_pick(&mut a, RowKind::Continue);
    let text = screen_text(&a);
    let found = format!("which runs '{}/my engines/eng.sh' --fast", root.display());
    // The screen may wrap a long path: compare without line breaks.
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let want: String = found.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&want), "{text}");
    fs::remove_dir_all(&root).unwrap();
}

/// The reproduction, with the real binary: `./eng.sh` allowed in
/// folder `a` is asked about again in folder `b`, where it is another file.
#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_program_allowed_in_one_folder_is_asked_about_in_another() {
    require_tmux!();
    let root = scratch("e2e");
    let config = root.join("config");
    for d in ["a", "b"] {
        engine(&root.join(d), &root.join(format!("ran-{d}")));
        engine_save(&root.join(d).join("saves"), "./eng.sh");
    }
    let start = |d: &str| {
        Tmux::start_command(&format!(
            "cd '{dir}' && exec env SHOGI_TUI_CONFIG_DIR='{config}' {BIN} --continue --save-dir saves",
            dir = root.join(d).display(),
            config = config.display()
        ))
    };
    let t = start("a");
    let screen = t.wait_text("Run a program named by the saved game?");
    assert!(
        screen.contains("/a/eng.sh"),
        "the file found is shown: {screen}"
    );
    t.keys(&["y"]);
    t.wait_for("a/eng.sh to run", |_| root.join("ran-a").exists());
    drop(t);
    // Folder b: the same text names b/eng.sh, which was never allowed.
    let t = start("b");
    let screen = t.wait_text("Run a program named by the saved game?");
    assert!(screen.contains("/b/eng.sh"), "{screen}");
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert!(!root.join("ran-b").exists(), "b/eng.sh ran without a yes");
    t.keys(&["n"]);
    t.wait_exit("the program to exit");
    drop(t);
    // Back in a: allowed, so not asked.
    fs::remove_file(root.join("ran-a")).unwrap();
    let t = start("a");
    t.wait_for("a/eng.sh to run", |_| root.join("ran-a").exists());
    assert!(!t.capture().contains("Run a program named"));
    drop(t);
    fs::remove_dir_all(&root).unwrap();
}
