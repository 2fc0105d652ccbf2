//! End to end: the copy menu in a real terminal. tmux with
//! `set-clipboard on` takes the program's OSC 52 escape as a paste
//! buffer of its own, so `tmux show-buffer` shows exactly what a
//! player's clipboard would get.

use crate::tmux_support::*;
use std::path::PathBuf;

/// The paste buffer tmux made of the clipboard escape, once there is one.
fn buffer(t: &Tmux) -> String {
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        let out = t.run(&["show-buffer"]);
        if out.status.success() {
            return String::from_utf8_lossy(&out.stdout).into_owned();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no buffer: {}",
            t.capture()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The files of the session's exports folder.
fn exports(t: &Tmux) -> Vec<PathBuf> {
    let dir = std::env::temp_dir().join(&t.socket).join("exports");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn y_copies_the_sfen_and_the_kif_through_the_terminal_into_tmux_s_buffer() {
    require_tmux!();
    let t = Tmux::start(&["play", "--quiet"]);
    t.run(&["set-option", "-s", "set-clipboard", "on"]);
    t.wait_text("y:copy");
    t.prompt_move("7g7f");
    t.prompt_move("3c3d");
    t.wait_text("３四歩");

    t.keys(&["y"]);
    t.wait_text("Position as SFEN");
    t.keys(&["Enter"]);
    t.wait_text("Copied");
    assert_eq!(
        buffer(&t),
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3"
    );

    // The KIF, to the clipboard and then to a file: the two are the same
    // text, byte for byte.
    t.run(&["delete-buffer"]);
    t.keys(&["y", "Down", "Down", "Down", "Down", "Down", "Enter"]);
    let kif = buffer(&t);
    assert!(kif.contains("７六歩(77)"), "{kif}");
    assert!(kif.contains("３四歩(33)"), "{kif}");
    t.keys(&[
        "y", "Down", "Down", "Down", "Down", "Down", "Right", "Enter",
    ]);
    t.wait_text("Wrote");
    let files = exports(&t);
    assert_eq!(files.len(), 1, "{files:?}");
    let written = std::fs::read_to_string(&files[0]).expect("the exported KIF");
    assert_eq!(kif, written);
    t.leave_game_and_exit();
}
