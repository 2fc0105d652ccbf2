//! End to end: the position editor in the real terminal (tmux). From the
//! menu, a tsume is built from an empty board with keys alone, its SFEN
//! read off the screen, and the mate solver asked about it; a BOD diagram
//! pasted at `:` (bracketed, one event) is read line by line.

use crate::tmux_support::*;

/// The program started on its menu, then the editor's row: the editor
/// on the start position.
fn editor_from_the_menu() -> Tmux {
    let t = Tmux::start(&[]);
    t.wait_text("Set up a position");
    // The focus starts on "Start a new game" and wraps: Quit, Help,
    // Engine match, Play on lishogi, Play online, the book, Load, then
    // the editor's row.
    t.keys(&[
        "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Enter",
    ]);
    t.wait_text("SFEN lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    t
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_editor_builds_a_tsume_with_keys_and_the_solver_answers_g_5b() {
    require_tmux!();
    let t = editor_from_the_menu();

    // Empty the board; the cursor starts on 5e.
    t.keys(&["e"]);
    t.wait_text("SFEN 9/9/9/9/9/9/9/9/9 b - 1");
    t.keys(&["Up", "Up", "Up", "Up", "k"]);
    t.keys(&["Down", "Down", "P"]);
    t.keys(&["Down", "Down", "Down", "Down", "Down", "Down", "K"]);
    // Past the board's right edge: Black's stand, where G is a gold in hand.
    t.keys(&["Right", "Right", "Right", "Right", "Right", "G"]);
    let screen = t.wait_text("SFEN 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assert!(
        screen.contains("✓ a position a game"),
        "the rules accept it: {screen}"
    );

    // The solver says the mate's length and keeps its moves, the
    // problem's answer, until M is pressed again; then in the notation
    // shown: Japanese, then Western.
    t.keys(&["M"]);
    let screen = t.wait_text("mate in 1 (M again");
    assert!(
        !screen.contains("▲５二金"),
        "the answer is given away: {screen}"
    );
    t.keys(&["M"]);
    let screen = t.wait_text("▲５二金");
    assert!(screen.contains("mate in 1:"), "{screen}");
    t.keys(&["m"]);
    t.wait_text("G*5b");

    // T: the same position as a tsume to solve on the puzzles page; q
    // comes back to the editor with the position still there.
    t.keys(&["T"]);
    let screen = t.wait_text("Puzzle 1 of 1");
    assert!(screen.contains("set up in the editor"), "{screen}");
    t.prompt_move("G*5b");
    t.wait_text("詰み mate! solved in");
    t.keys(&["q"]);
    t.wait_text("SFEN 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");

    // Esc asks before the position set up is lost; n stays, y leaves.
    t.keys(&["Escape"]);
    t.wait_text("Leave the editor?");
    t.keys(&["n"]);
    t.wait_for("the question to close", |s| {
        !s.contains("Leave the editor?")
    });
    t.keys(&["Escape"]);
    t.wait_text("Leave the editor?");
    t.keys(&["y"]);
    t.wait_text("Set up a position");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert_eq!(t.format("#{alternate_on}"), "0");
}

/// The BOD diagram of a tsume, as a KIF file or a web page holds it.
const BOD: &str = "後手の持駒：なし
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・v玉 ・ ・ ・ ・|一
| ・ ・ ・ ・ ・ ・ ・ ・ ・|二
| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ ・ ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金
";

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_bod_diagram_pasted_at_the_prompt_is_read_as_its_lines() {
    require_tmux!();
    let t = editor_from_the_menu();
    t.keys(&[":"]);
    // Bracketed, as terminals paste once the program asks: one event.
    t.run(&["set-buffer", "-b", "bod", BOD]);
    t.run(&["paste-buffer", "-p", "-b", "bod", "-t", "e2e"]);
    t.wait_text("SFEN 4k4/9/4P4/9/9/9/9/9/9 b G 1");
    t.keys(&["Enter"]);
    let screen = t.wait_text("the diagram is on the board");
    assert!(
        screen.contains("SFEN 4k4/9/4P4/9/9/9/9/9/9 b G 1"),
        "{screen}"
    );
    t.keys(&["Escape"]);
    t.wait_text("Leave the editor?");
    t.keys(&["y"]);
    t.wait_text("Set up a position");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
