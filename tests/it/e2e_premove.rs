//! Moves made ahead in the real terminal (issue 48): against a computer
//! that takes its time, a move typed or clicked on its turn is played the
//! moment it has moved, Esc forgets it, and one its reply made illegal is
//! said and left typed. The computer is the fake USI engine, which thinks
//! 1.5 s and plays the moves it is given, so every reply is known.

use crate::tmux_support::*;
use std::thread::sleep;
use std::time::Duration;

/// The game screen against the slow fake engine playing `moves` as
/// White, with the 30-second byoyomi (from `sfen` if given).
fn against_slow_engine(moves: &str, sfen: Option<&str>) -> Tmux {
    let engine = format!(
        "usi:sh {}/tests/fake_usi_engine.sh slow '{moves}'",
        env!("CARGO_MANIFEST_DIR")
    );
    let start = sfen.map_or(String::new(), |s| format!(" --sfen '{s}'"));
    Tmux::start_command(&format!(
        "exec {BIN} play --white \"{engine}\" --byoyomi 30s --quiet{start}"
    ))
}

/// The status bar's rows of `screen`, as one text.
fn status(screen: &str) -> String {
    Tmux::status_bar(screen).join("\n")
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_move_made_on_the_computers_turn_is_played_the_moment_it_has_moved() {
    require_tmux!();
    let t = against_slow_engine("3c3d 8c8d 8d8e", None);
    t.wait_text("☗ Black to move");
    t.prompt_move("7g7f");
    t.wait_text("☖ White to move");
    // Typed while the engine thinks: kept, and shown as kept.
    t.prompt_move("2g2f");
    let screen = t.wait_for("the move kept", |s| status(s).contains("premove ▲２六歩"));
    assert!(status(&screen).contains("Esc cancels"), "{screen}");
    assert!(
        !screen.contains(" 2 △"),
        "still the engine's turn: {screen}"
    );
    // Its reply, then ours at once, with no key pressed.
    let screen = t.wait_for("the move played", |s| s.contains(" 3 ▲２六歩"));
    assert!(screen.contains(" 2 △３四歩"), "{screen}");
    assert!(!status(&screen).contains("premove"), "{screen}");
    assert!(!screen.contains("loses on time"), "{screen}");

    // Esc forgets a move kept: the engine's reply leaves the turn to us.
    t.prompt_move("7f7e");
    t.wait_for("the second move kept", |s| {
        status(s).contains("premove ▲７五歩")
    });
    t.keys(&["Escape"]);
    let screen = t.wait_for("the move forgotten", |s| !status(s).contains("premove"));
    assert!(
        status(&screen).contains("cancelled: nothing is kept for your turn"),
        "{screen}"
    );
    let screen = t.wait_for("the engine's reply", |s| {
        s.contains(" 4 △８四歩") && s.contains("☗ Black to move")
    });
    sleep(Duration::from_millis(300));
    assert!(!t.capture().contains(" 5 ▲"), "{screen}");

    // A move picked with the mouse on its turn waits the same way.
    t.prompt_move("7f7e");
    t.wait_text("☖ White to move");
    t.click_square("2f");
    t.click_square("2e");
    t.wait_for("the clicked move kept", |s| {
        status(s).contains("premove ▲２五歩")
    });
    let screen = t.wait_for("the clicked move played", |s| s.contains(" 7 ▲２五歩"));
    assert!(screen.contains(" 6 △８五歩"), "{screen}");
    t.leave_game_and_exit();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_move_ahead_the_reply_makes_illegal_is_said_and_left_typed() {
    require_tmux!();
    // White's rook takes the pawn that Black means to push.
    let t = against_slow_engine("5b5e", Some("4k4/4r4/9/9/4P4/9/9/9/K8 w - 1"));
    t.wait_text("☖ White to move");
    t.prompt_move("5e5d");
    t.wait_for("the move kept", |s| status(s).contains("premove ▲５四歩"));
    let screen = t.wait_text("cannot be played now");
    assert!(screen.contains(" 1 △５五飛"), "{screen}");
    assert!(
        screen.contains("5e5d"),
        "left typed at the prompt: {screen}"
    );
    assert!(screen.contains("☗ Black to move"), "{screen}");
}
