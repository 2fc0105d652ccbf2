//! Saves that can be trusted, checked with the real binary in a real
//! terminal (tmux): a finished game is never overwritten by the next one,
//! two instances on one folder each keep every move through `kill -9`,
//! and a save that names a program never runs it without the player's yes.
//! Each test reproduces a defect of issue 9 that the earlier single
//! `autosave.ron` had.

use crate::tmux_support::*;
use shogi_tui::game::{Game, Player, Players};
use shogi_tui::kifu::{GameInfo, Record, SaveDir, read_save as load, record_of};
use shogi_tui::shogi::Move;
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shogi-e2e-saves-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn records(dir: &Path) -> Vec<Record> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| load(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

fn usi(r: &Record) -> Vec<String> {
    r.moves.iter().map(|m| m.mv.to_usi()).collect()
}

/// Plays `mv` and waits until the move list shows it as move `n`.
fn play(t: &Tmux, n: usize, mv: &str) {
    t.prompt_move(mv);
    // The move list's line: "3 ▲２六歩"; Black makes the odd moves.
    let mark = if n % 2 == 1 { "▲" } else { "△" };
    t.wait_text(&format!(" {n} {mark}"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_finished_game_is_kept_when_the_next_game_starts() {
    require_tmux!();
    let dir = scratch("finished");
    let d = dir.to_str().unwrap();
    let t = Tmux::start(&["play", "--save-dir", d]);
    t.wait_text("☗ Black to move");
    play(&t, 1, "7g7f");
    t.keys(&["R"]);
    t.wait_text("Resign?");
    t.keys(&["y"]);
    t.wait_text("Black wins by resignation");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);

    let t = Tmux::start(&["play", "--save-dir", d]);
    t.wait_text("☗ Black to move");
    play(&t, 1, "7g7f");
    play(&t, 2, "3c3d");
    t.leave_game_and_exit();
    drop(t);

    let games = records(&dir);
    assert_eq!(games.len(), 2, "both games are kept");
    let finished: Vec<&Record> = games.iter().filter(|r| r.result.is_some()).collect();
    assert_eq!(finished.len(), 1);
    assert_eq!(usi(finished[0]), ["7g7f"]);
    let unfinished: Vec<&Record> = games.iter().filter(|r| r.result.is_none()).collect();
    assert_eq!(usi(unfinished[0]), ["7g7f", "3c3d"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The game's process in a pane started with `exec`.
fn game_pid(t: &Tmux) -> String {
    t.format("#{pane_pid}")
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn two_instances_on_one_folder_keep_every_move_through_kill_9() {
    require_tmux!();
    let dir = scratch("two");
    let d = dir.to_str().unwrap();
    let a = Tmux::start(&["play", "--save-dir", d]);
    let b = Tmux::start(&["play", "--save-dir", d]);
    a.wait_text("☗ Black to move");
    b.wait_text("☗ Black to move");
    play(&a, 1, "7g7f");
    play(&a, 2, "3c3d");
    play(&a, 3, "2g2f");
    play(&b, 1, "5g5f");
    play(&a, 4, "8c8d");
    play(&b, 2, "5c5d");
    play(&a, 5, "6i7h");
    for t in [&a, &b] {
        let pid = game_pid(t);
        let killed = Command::new("kill").args(["-KILL", &pid]).status();
        assert!(killed.is_ok_and(|s| s.success()));
        t.wait_exit("the program to die");
    }
    let mut lines: Vec<Vec<String>> = records(&dir).iter().map(usi).collect();
    lines.sort();
    assert_eq!(
        lines,
        [
            vec!["5g5f", "5c5d"],
            vec!["7g7f", "3c3d", "2g2f", "8c8d", "6i7h"],
        ]
    );
    // The locks died with their processes: both games can be continued.
    let found = SaveDir::open(&dir).unwrap().resumable().unwrap();
    assert_eq!(found.open_elsewhere, 0);
    assert!(found.latest.is_some());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_second_instance_does_not_continue_a_game_that_is_open() {
    require_tmux!();
    let dir = scratch("open-twice");
    let d = dir.to_str().unwrap();
    let a = Tmux::start(&["play", "--save-dir", d]);
    a.wait_text("☗ Black to move");
    play(&a, 1, "7g7f");
    let out = crate::common::cli()
        .args(["--continue", "--save-dir", d])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the only one is open in another shogi-tui"),
        "{err}"
    );
    a.leave_game_and_exit();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A save whose White is `kind: Engine(command: ...)` with a command that
/// would leave a marker file if it ever ran.
fn hostile_save(dir: &Path, marker: &Path) -> PathBuf {
    let command = format!("/bin/sh -c \"touch {}; exec cat\"", marker.display());
    let mut g = Game::even().with_players(Players::new(
        Player::human("Me"),
        Player::engine("Friend's engine", command),
    ));
    g.play(Move::from_usi("7g7f").unwrap()).unwrap();
    let slot = SaveDir::open(dir).unwrap().claim("shared").unwrap();
    slot.write(&record_of(&g, &GameInfo::default())).unwrap();
    slot.path().to_path_buf()
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_save_that_names_a_program_never_runs_it_without_a_yes() {
    require_tmux!();
    let dir = scratch("hostile");
    let marker = dir.join("it-ran");
    let save = hostile_save(&dir, &marker);
    let d = dir.to_str().unwrap();

    // --continue: the exact command is shown and asked about.
    let t = Tmux::start(&["--continue", "--save-dir", d]);
    let screen = t.wait_text("Run a program named by the saved game?");
    assert!(screen.contains("/bin/sh -c \"touch"), "{screen}");
    // The question is drawn, so the game has handled the loading: an
    // engine started with it would be its child now (the command ends in
    // `exec cat`, which waits for the game's input).
    let game = t.format("#{pane_pid}");
    assert_eq!(child_of(&game), None, "a program started before the answer");
    assert!(!marker.exists(), "it ran before the player answered");
    t.keys(&["n"]);
    t.wait_exit("the program to exit");
    drop(t);
    assert!(!marker.exists());

    // The menu's Continue asks the same; `h` lets a person play White.
    let t = Tmux::start(&["--save-dir", d]);
    t.wait_text("Continue");
    t.keys(&["Enter"]);
    t.wait_text("Run a program named by the saved game?");
    t.keys(&["h"]);
    t.wait_text("White is played by human now");
    play(&t, 2, "3c3d");
    t.keys(&["q"]);
    t.wait_text("Leave the game?");
    t.keys(&["y"]);
    t.wait_text("Start a new game");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    assert!(!marker.exists());
    let saved = load(&save).unwrap();
    assert!(saved.info.white.is_human(), "the save says who plays now");

    // Reading the record never starts anything either.
    let kif = dir.join("out.kif");
    for args in [
        vec!["inspect", save.to_str().unwrap()],
        vec!["convert", save.to_str().unwrap(), kif.to_str().unwrap()],
    ] {
        let out = crate::common::cli().args(&args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
    }
    let t = Tmux::start(&["review", save.to_str().unwrap(), "--save-dir", d]);
    t.wait_text("Review shared.ron");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert!(!marker.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The program started in `cwd` with its saves in the default folder under
/// `data` (`XDG_DATA_HOME`): no `SHOGI_TUI_SAVE_DIR`, no `--save-dir`.
fn start_in(cwd: &Path, data: &Path, args: &str) -> Tmux {
    Tmux::start_command(&format!(
        "cd '{}' && exec env -u SHOGI_TUI_SAVE_DIR XDG_DATA_HOME='{}' {BIN} {args}",
        cwd.display(),
        data.display()
    ))
}

/// Issue 48: games went to `./saves`, so starting from another folder lost
/// them. They now go to one folder per player, which the Load page names;
/// a game left in an old `./saves` is still listed (with its folder) and
/// continued where it is.
#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn games_are_found_whatever_folder_the_program_starts_from() {
    require_tmux!();
    let root = scratch("one-folder");
    let data = root.join("data");
    let (here, there) = (root.join("here"), root.join("there"));
    std::fs::create_dir_all(&here).unwrap();
    // An unfinished game an older version left in `there/saves`.
    let mut old = Game::even();
    old.play(Move::from_usi("2g2f").unwrap()).unwrap();
    let old_slot = SaveDir::open(there.join("saves"))
        .unwrap()
        .claim("old-game")
        .unwrap();
    old_slot
        .write(&record_of(&old, &GameInfo::default()))
        .unwrap();
    drop(old_slot);

    let t = start_in(&here, &data, "play");
    t.wait_text("☗ Black to move");
    play(&t, 1, "7g7f");
    t.leave_game_and_exit();
    drop(t);
    let folder = data.join("shogi-tui/saves");
    assert_eq!(records(&folder).len(), 1, "kept in the player's folder");
    assert!(!here.join("saves").exists(), "not in the current folder");

    // From another folder: the game is offered and listed, with the old one.
    let t = start_in(&there, &data, "");
    t.wait_text("Continue");
    t.wait_text("Load / review a game");
    // Quit, Help, Engine match, Play on lishogi, Play online, the book,
    // then Load (the focus wraps).
    t.keys(&["Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Enter"]);
    let screen = t.wait_text("old-game");
    assert!(screen.contains(&folder.display().to_string()), "{screen}");
    let listed = screen.matches("· 1 move · unfinished").count();
    assert_eq!(listed, 2, "both games:\n{screen}");
    assert!(
        screen.contains("./saves"),
        "the old one is marked:\n{screen}"
    );
    // Picked, the old one names the folder it is in.
    t.keys(&["Down"]);
    let older = there.join("saves").display().to_string();
    t.wait_text(&format!("{older}, where older versions saved"));
    t.keys(&["q"]);
    t.wait_text("Load / review a game");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);

    // With the new game over, Continue takes the old one, kept where it is.
    std::fs::remove_dir_all(&folder).unwrap();
    let t = start_in(&there, &data, "--continue");
    t.wait_text("continuing old-game");
    play(&t, 2, "8c8d");
    t.leave_game_and_exit();
    drop(t);
    let kept = load(&there.join("saves/old-game.ron")).unwrap();
    assert_eq!(usi(&kept), ["2g2f", "8c8d"]);
    std::fs::remove_dir_all(&root).unwrap();
}
