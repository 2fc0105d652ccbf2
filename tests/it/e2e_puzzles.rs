//! End to end: the puzzles page in the real terminal (tmux). A file of
//! problems named on the command line is proven and solved with typed
//! moves: a move that is no check and a check that does not mate are
//! refused with their reasons, the mate is taken and kept in the progress
//! file; `o` opens another file; the menu's row opens the built-in
//! collection.

use crate::tmux_support::*;

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_problem_file_is_solved_with_typed_moves_and_the_solve_is_kept() {
    require_tmux!();
    let dir = std::env::temp_dir().join(format!("shogi-e2e-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mine = dir.join("mine.sfen");
    std::fs::write(&mine, format!("{GOLD_MATE}\n")).unwrap();
    // The corner mate: G*1b and G*2b both mate.
    let other = dir.join("other.sfen");
    std::fs::write(&other, "8k/9/7G1/9/9/9/9/9/9 b G 1\n").unwrap();

    let t = Tmux::start(&["puzzles", &mine.display().to_string()]);
    let screen = t.wait_text("Puzzle 1 of 1");
    assert!(screen.contains("mate in 1 (1手詰)"), "{screen}");
    t.prompt_move("G*9i");
    t.wait_text("G*9i is not a check");
    t.prompt_move("G*4b");
    t.wait_text("that check does not mate:");
    t.prompt_move("G*5b");
    let screen = t.wait_text("詰み mate! solved in");
    assert!(screen.contains("solved 1 of 1"), "{screen}");
    assert!(screen.contains("streak 1"), "{screen}");
    let socket_dir = std::env::temp_dir().join(&t.socket);
    let kept = std::fs::read_to_string(socket_dir.join("config/puzzles.ron"))
        .expect("the progress file is written");
    assert!(kept.contains(GOLD_MATE), "{kept}");

    // Another file, opened on the page.
    t.keys(&["o"]);
    t.type_text(&other.display().to_string());
    t.keys(&["Enter"]);
    let screen = t.wait_text("other.sfen: 1 puzzle");
    assert!(screen.contains("solved 0 of 1"), "{screen}");
    t.prompt_move("G*2b");
    t.wait_text("別解");

    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    assert_eq!(t.format("#{alternate_on}"), "0");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_menu_opens_the_built_in_collection_with_its_hint() {
    require_tmux!();
    let t = Tmux::start(&[]);
    t.wait_text("Puzzles (詰将棋)");
    // The focus starts on "Start a new game" and wraps: Quit, Help, About,
    // Engine match, Play on lishogi, Play online, the book, Load, the editor, then
    // the puzzles' row.
    t.keys(&[
        "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Enter",
    ]);
    let screen = t.wait_text("詰将棋 Puzzle 1 of");
    assert!(screen.contains("built-in"), "{screen}");
    assert!(screen.contains("mate in 1"), "{screen}");
    t.keys(&["h"]);
    t.wait_text("hint: ");
    t.keys(&["q"]);
    t.wait_text("Set up a position");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
