//! End to end, in Japanese: small things a Japanese player meets in the
//! first hour. Hands read 金2 歩3 as Japanese boards write them; a move
//! typed in USI spelling where the piece may promote or not is asked
//! about, as the cursor asks, instead of being played unpromoted; Home
//! and End jump in the menu, whose computer row has one word for it.

use crate::tmux_support::*;

/// Black's bishop on 8h can take the long diagonal to 2b, into the zone,
/// promoting or not; Black holds two golds and three pawns.
const BISHOP_AND_HANDS: &str = "4k4/9/9/9/9/9/9/1B7/4K4 b 2G3P 1";

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn hands_read_as_japanese_boards_write_them_and_a_typed_move_says_whether_it_promotes() {
    require_tmux!();
    let t = Tmux::start_in_locale(
        "ja_JP.UTF-8",
        (80, 24),
        &["play", "--sfen", BISHOP_AND_HANDS],
    );
    let screen = t.wait_text("金2");
    assert!(screen.contains("歩3"), "{screen}");
    assert!(!screen.contains('×'), "no 歩×3: {screen}");
    t.prompt_move("8h2b");
    let screen = t.wait_text("8h2b+（成）か 8h2b=（不成）");
    assert!(!screen.contains("２二角"), "nothing was played: {screen}");
    t.keys(&["C-u"]);
    t.type_text("8h2b+");
    t.keys(&["Enter"]);
    t.wait_text("２二角成");
    t.keys(&["q"]);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn home_and_end_jump_in_the_menu_and_the_computer_has_one_word() {
    require_tmux!();
    let t = Tmux::start_in_locale("ja_JP.UTF-8", (80, 24), &[]);
    let screen = t.wait_text("▸ 新しい対局を始める");
    assert!(screen.contains("コンピュータの時間"), "{screen}");
    assert!(!screen.contains("COM"), "{screen}");
    t.keys(&["End"]);
    t.wait_text("▸ 終了");
    t.keys(&["Home"]);
    t.wait_text("▸ 新しい対局を始める");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
