//! The drills due today in the real terminal (tmux): a drills file holding
//! two drills due and one not is counted on the menu's Drills row and on
//! the puzzles page; the Drills row then asks the two due.

use crate::tmux_support::*;
use crate::tui_support::scratch_dir;

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

fn today() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    now.as_secs() / 86_400
}

/// One drill at the start, asking to improve on `played`, due on `due`
/// (a day number), as `drills.ron` keeps it.
fn entry(played: &str, due: u64) -> String {
    format!(
        "(drill: (kind: Mistake, sfen: \"{START}\", played: \"{played}\", best: \"7g7f\", \
         loss_cp: 300, best_score: Cp(50), played_score: Cp(-250), start: \"{START}\", \
         line: [], number: 1, source: \"g.kif\", black: \"Hana\", white: \"Sora\"), \
         schedule: (ease: 2.5, interval: 1, reps: 1, due: {due}), tries: 1, right: 1)"
    )
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_drills_due_are_counted_on_the_menu_and_the_puzzles_page() {
    require_tmux!();
    let dir = scratch_dir("drills-due-tmux");
    let cfg = dir.join("config");
    std::fs::create_dir_all(&cfg).unwrap();
    let day = today();
    let drills = [
        entry("9g9f", day - 3),
        entry("1g1f", day),
        entry("5g5f", day + 4),
    ];
    std::fs::write(
        cfg.join("drills.ron"),
        format!("(drills: [{}])\n", drills.join(", ")),
    )
    .unwrap();
    let t = Tmux::start_command_in(
        &format!("exec env SHOGI_TUI_CONFIG_DIR={} {BIN}", cfg.display()),
        &[],
        (120, 40),
    );
    t.wait_text("Start a new game");
    // The Drills row, eleven up from "Start a new game" (the focus wraps;
    // the rows scroll to it).
    t.keys(&["Up"; 11]);
    let screen = t.wait_text("▸ Drills (your own mistakes)");
    let row = screen
        .lines()
        .find(|l| l.contains("▸ Drills (your own mistakes)"))
        .unwrap_or_else(|| panic!("the Drills row:\n{screen}"));
    assert!(row.contains("2 due today"), "{row}");
    // The puzzles' row is the next one down.
    t.keys(&["Down", "Enter"]);
    let screen = t.wait_text("詰将棋 Puzzle 1 of");
    assert!(
        screen.contains("Your drills: 2 due today"),
        "the puzzles page says them:\n{screen}"
    );
    // Back on the menu, the Drills row asks the two due.
    t.keys(&["q"]);
    t.wait_text("▸ Puzzles");
    t.keys(&["Up"]);
    t.keys(&["Enter"]);
    let screen = t.wait_text("Question 1 of 2");
    assert!(screen.contains("your drills"), "{screen}");
    t.keys(&["q"]);
    t.wait_text("▸ Drills");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
}
