//! The study board end to end, as the issue tells it: a KIF opened in
//! review, `:4`, a move that differs from the record's move 5 typed at
//! `:`, another after it, a two-line Japanese comment written with `C`,
//! the study written with `s`/`y`; then tsshogi (ShogiHome's record
//! library) and `shogi-tui inspect FILE --json` both read back the new
//! variation and its comment.

use crate::kifu_export::{read_tree_with_tsshogi, tsshogi_ready};
use crate::tmux_support::*;
use crate::tui_support::scratch_dir;
use serde_json::Value;
use std::fs;

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_variation_and_a_japanese_comment_made_in_review_are_read_back_by_tsshogi_and_inspect() {
    require_tmux!();
    let dir = scratch_dir("study-e2e");
    // Hand-written, Shift_JIS-free (.kif is read by its bytes): 7六歩
    // 3四歩 2六歩 8四歩 2五歩 8五歩.
    let path = dir.join("study.kif");
    fs::write(
        &path,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   \
         3 ２六歩(27)\n   4 ８四歩(83)\n   5 ２五歩(26)\n   6 ８五歩(84)\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let t = Tmux::start(&["review", path.to_str().unwrap(), "--save-dir", d]);
    t.wait_text("Review study.kif");
    t.prompt_move("4");
    // Not the record's ２五歩: a new 変化 at move 5, then White's reply
    // in it.
    t.prompt_move("6g6f");
    t.wait_text("６六歩");
    t.prompt_move("8d8e");
    t.wait_text("８五歩");
    t.keys(&["C"]);
    t.wait_text("Comment on move 6");
    t.type_text("ここで");
    t.keys(&["Enter"]);
    t.type_text("じっくり指す");
    t.keys(&["C-s"]);
    t.wait_text("comment kept");
    t.keys(&["s"]);
    t.wait_text("Write the changes");
    t.keys(&["y"]);
    t.wait_text("written into study.kif");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);

    // Our own reader, through the command a script would use.
    let out = crate::common::cli()
        .args(["inspect", path.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let usi: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["usi"].as_str())
        .collect();
    assert_eq!(usi, ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"]);
    let vars = v["variations"].as_array().unwrap();
    assert_eq!(vars.len(), 1, "{v}");
    assert_eq!(vars[0]["ply"], 5);
    let var_usi: Vec<&str> = vars[0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|m| m["usi"].as_str())
        .collect();
    assert_eq!(var_usi, ["6g6f", "8d8e"]);
    assert_eq!(vars[0]["moves"][1]["comment"], "ここで\nじっくり指す");

    // tsshogi: the same tree, the comment on the variation's second move.
    if tsshogi_ready() {
        let tree = read_tree_with_tsshogi(&path, "kif");
        let node = |path: &str| {
            tree.iter()
                .find(|l| l.split('\t').next() == Some(&format!("node {path}")[..]))
                .cloned()
                .unwrap_or_else(|| panic!("no node {path} in {tree:#?}"))
        };
        node("7g7f 3c3d 2g2f 8c8d 2f2e 8d8e");
        let commented = node("7g7f 3c3d 2g2f 8c8d 6g6f 8d8e");
        assert!(
            commented.contains(r#""ここで\nじっくり指す""#),
            "{commented}"
        );
    }
    fs::remove_dir_all(&dir).unwrap();
}
