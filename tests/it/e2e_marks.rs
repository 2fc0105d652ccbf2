//! Marks end to end in the real program: drawn and removed with the keys
//! and the right button in review at 120×40, their colours read from
//! tmux's `capture-pane -e`, written with `s` into the KIF as lishogi's
//! markup; and the same marks on the 80×24 board.

use crate::tmux_support::*;
use crate::tui_support::scratch_dir;
use ratatui::layout::Rect;
use shogi_tui::shogi::Square;
use shogi_tui::tui::layout::ScreenLayout;
use std::fs;

/// The dark theme's mark colours (`assets/theme-dark.ron`) as SGR
/// backgrounds and foregrounds.
const RED_TINT: &str = "48;2;251;120;158";
const GREEN_TINT: &str = "48;2;195;255;122";
const BLUE_INK: &str = "38;2;129;168;255";

const RECORD: &str = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n\
*角道を開ける\n   2 ３四歩(33)\n   3 ２六歩(27)\n";

/// The screen with its colours, as escape sequences.
fn styled(t: &Tmux) -> String {
    let out = t.run(&["capture-pane", "-e", "-p", "-t", "e2e"]);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A right click (press and release on one cell) on square `usi`, as the
/// SGR mouse report a terminal sends: button 2 is the right one.
fn right_click(t: &Tmux, size: (u16, u16), usi: &str) {
    let layout = ScreenLayout::new(Rect::new(0, 0, size.0, size.1), false).expect("fits");
    let (x, y) = layout.cell_origin(Square::parse_usi(usi).expect("a square"));
    let (col, row) = (x + 2, y + 1);
    t.type_text(&format!("\x1b[<2;{col};{row}M"));
    t.type_text(&format!("\x1b[<2;{col};{row}m"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn marks_drawn_and_removed_with_keys_and_the_mouse_show_in_their_colours_and_are_saved() {
    require_tmux!();
    let dir = scratch_dir("marks-e2e");
    let path = dir.join("study.kif");
    fs::write(&path, RECORD).unwrap();
    let d = dir.to_str().unwrap();
    let t = Tmux::start(&["review", path.to_str().unwrap(), "--save-dir", d]);
    t.wait_text("Review study.kif");
    t.keys(&["l", "Tab"]);
    t.wait_text("board cursor on");
    assert!(!styled(&t).contains(RED_TINT), "no mark yet");
    // 2: a red circle on 5e, where the cursor starts; 2 again: gone.
    t.keys(&["2"]);
    t.wait_text("marked");
    assert!(styled(&t).contains(RED_TINT), "{}", styled(&t));
    t.keys(&["2"]);
    t.wait_text("mark removed");
    assert!(!styled(&t).contains(RED_TINT), "{}", styled(&t));
    // * on 5e, two up, 3: a blue arrow 5e→5c, its path and head in blue.
    t.keys(&["*"]);
    t.wait_text("arrow from 5e");
    t.keys(&["k", "k", "3"]);
    let screen = t.wait_text("marked");
    assert!(screen.contains('↑'), "{screen}");
    assert!(screen.contains('│'), "{screen}");
    assert!(styled(&t).contains(BLUE_INK));
    // A right click on 7g: a green circle.
    right_click(&t, (120, 40), "7g");
    t.wait_for("the green circle", |_| styled(&t).contains(GREEN_TINT));
    // The comment's text is shown, its markup is not.
    let screen = t.capture();
    assert!(screen.contains("角道を開ける"), "{screen}");
    assert!(!screen.contains("[%"), "{screen}");
    // The cursor off (Tab), `s` writes.
    t.keys(&["Tab"]);
    t.wait_text("board cursor off");
    t.keys(&["s"]);
    t.wait_text("Write the changes");
    t.keys(&["y"]);
    t.wait_text("written into study.kif");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    drop(t);
    let kif = fs::read_to_string(&path).unwrap();
    assert!(kif.contains("*角道を開ける\n"), "{kif}");
    assert!(kif.contains("[%cal B5e5c]"), "{kif}");
    assert!(kif.contains("[%csl G7g]"), "{kif}");

    // At 80×24 the saved marks come back, the arrow as its head beside 5c.
    let t = Tmux::start_command_in(
        &format!("exec {BIN} review '{}'", path.display()),
        &[],
        (80, 24),
    );
    t.wait_text("Review study.kif");
    t.keys(&["l"]);
    t.wait_for("the green circle", |_| styled(&t).contains(GREEN_TINT));
    let screen = t.capture();
    assert!(screen.contains('↑'), "{screen}");
    assert!(styled(&t).contains(BLUE_INK));
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    fs::remove_dir_all(&dir).unwrap();
}
