//! A record with a comment of megabytes: review wraps it once, and each
//! key afterwards lays out only the rows the notes pane shows, so a key
//! costs no more than on a short comment and memory stays flat.

use crate::tmux_support::*;
use crate::tui_support::*;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::pages::review::view::review_panes;
use shogi_tui::tui::widgets::wrapped::chars_wrapped;
use std::path::{Path, PathBuf};

/// Characters in the comment: the 7 MB.
const COMMENT: usize = 7_000_000;

/// The record: one move, and a comment of `COMMENT` x's on it.
fn big_comment_kif(dir: &Path) -> PathBuf {
    let mut kif = String::from("手合割：平手\n   1 ７六歩(77)\n*");
    kif.push_str(&"x".repeat(COMMENT));
    kif.push('\n');
    let path = dir.join("big7.kif");
    std::fs::write(&path, kif).unwrap();
    path
}

#[test]
fn a_huge_comment_is_wrapped_once_and_each_key_lays_out_only_the_rows_shown() {
    let dir = scratch_dir("big-comment");
    let path = big_comment_kif(&dir);
    let mut a = review_app(&path, &dir);
    keys(&mut a, "l");
    let before = chars_wrapped();
    let first = buffer(&a, W, H);
    let whole = chars_wrapped() - before;
    assert!(whole >= COMMENT, "the comment is wrapped once: {whole}");
    let layout = ScreenLayout::new(ratatui::layout::Rect::new(0, 0, W, H), false).unwrap();
    let (_, notes) = review_panes(layout.moves);
    let pane = region(&first, notes).join("\n");
    assert!(pane.contains("xxxxxxxx"), "{pane}");
    // Each key and its redraw: only the rows in view are wrapped again.
    let room = usize::from(notes.width) * usize::from(notes.height);
    for press in 1..=5 {
        let before = chars_wrapped();
        keys(&mut a, "}");
        let buf = buffer(&a, W, H);
        let spent = chars_wrapped() - before;
        assert!(
            spent <= 2 * room,
            "key {press} wrapped {spent} characters for a pane of {room} cells"
        );
        let pane = region(&buf, notes);
        assert!(pane[1].ends_with("▲│"), "{pane:#?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The resident memory of process `pid`, in kB, from /proc.
fn rss_kb(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn review_of_a_huge_comment_answers_keys_and_keeps_its_memory() {
    require_tmux!();
    let dir = scratch_dir("big-comment-tmux");
    let path = big_comment_kif(&dir);
    let t = Tmux::start(&["review", &path.display().to_string()]);
    t.wait_text("Before the first move");
    let pid = t.format("#{pane_pid}");
    t.keys(&["l"]);
    t.wait_text(" Move 1 ");
    // Before, each of these cost over a second of CPU and memory grew by
    // megabytes per key (to 127 MB after 17 keys).
    for _ in 0..20 {
        t.keys(&["}"]);
    }
    t.wait_text("▲│");
    // All taken, in the time the tmux helpers allow for one wait: a step
    // back after them is seen.
    t.keys(&["h"]);
    t.wait_text("Before the first move");
    let rss = rss_kb(&pid).expect("the game's VmRSS in /proc");
    assert!(
        rss < 120 * 1024,
        "review of a 7 MB comment holds {} MB",
        rss / 1024
    );
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    std::fs::remove_dir_all(&dir).unwrap();
}
