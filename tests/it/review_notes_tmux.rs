//! The comment editor in a real terminal: Japanese typed and pasted
//! (tmux sends the paste bracketed, as terminals do once the program asks
//! for it), kept with Ctrl-S, written back with `s`, read back from the
//! file.

use crate::tmux_support::*;
use crate::tui_support::scratch_dir;
use shogi_tui::kifu::open_record;
use std::fs;

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_two_line_japanese_comment_typed_and_pasted_is_written_into_the_file() {
    require_tmux!();
    let dir = scratch_dir("notes-tmux");
    // .kifu: UTF-8.
    let path = dir.join("study.kifu");
    fs::write(
        &path,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n",
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let t = Tmux::start(&["review", path.to_str().unwrap(), "--save-dir", d]);
    t.wait_text("Review study.kifu");
    t.keys(&["l", "C"]);
    t.wait_text("Comment on move 1");
    t.type_text("角道を開ける");
    t.keys(&["Enter"]);
    // A paste arrives whole: its q is text, not review's quit.
    t.run(&["set-buffer", "-b", "notes", "q次は△３四歩"]);
    t.run(&["paste-buffer", "-p", "-b", "notes", "-t", "e2e"]);
    t.wait_text("q次は△３四歩");
    t.keys(&["C-s"]);
    t.wait_text("comment kept");
    t.keys(&["s"]);
    t.wait_text("Write the changes");
    t.keys(&["y"]);
    t.wait_text("written into study.kifu");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    let back = open_record(&path).unwrap().record;
    assert_eq!(back.moves[0].comments, ["角道を開ける", "q次は△３四歩"]);
    drop(t);
    fs::remove_dir_all(&dir).unwrap();
}
