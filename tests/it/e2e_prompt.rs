//! End to end: the `:` prompt after a refusal, in the real terminal. The
//! refused line stays, selected (drawn reversed), and what is typed next
//! replaces it, `:` out of habit included: under a 10 s byoyomi a refused
//! move then a legal one are played in time; on the puzzles page the
//! letters after a refusal are the prompt's, not the page's commands, and
//! a Japanese session is answered in Japanese.

use crate::tmux_support::*;
use std::time::{Duration, Instant};

/// The screen with its colours and attributes, as escape sequences.
fn capture_styled(t: &Tmux) -> String {
    let out = t.run(&["capture-pane", "-e", "-p", "-t", "e2e"]);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Whether `text` is drawn reversed somewhere on the screen: SGR 7 in
/// the run of escape sequences just before it, after any reset.
fn drawn_reversed(t: &Tmux, text: &str) -> bool {
    let screen = capture_styled(t);
    screen.match_indices(text).any(|(at, _)| {
        let mut before = &screen[..at];
        let mut runs = Vec::new();
        while before.ends_with('m') {
            let Some(sgr) = before.rfind("\u{1b}[") else {
                break;
            };
            runs.push(&before[sgr + 2..before.len() - 1]);
            before = &before[..sgr];
        }
        // Oldest first: a reset (0) drops what came before it; a colour
        // (38, 48) carries numbers that are no attributes.
        let mut reversed = false;
        for run in runs.iter().rev() {
            let mut codes = run.split(';');
            while let Some(code) = codes.next() {
                match code {
                    "0" | "" => reversed = false,
                    "7" => reversed = true,
                    "27" => reversed = false,
                    "38" | "48" => {
                        if codes.next() == Some("2") {
                            codes.nth(2);
                        } else {
                            codes.next();
                        }
                    }
                    _ => {}
                }
            }
        }
        reversed
    })
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn under_a_10s_byoyomi_a_refused_then_a_legal_move_is_played_in_time() {
    require_tmux!();
    let t = Tmux::start(&["play", "--time", "0", "--byoyomi", "10s", "--quiet"]);
    t.wait_text("☗ Black to move");
    let started = Instant::now();
    t.prompt_move("7h8h");
    let screen = t.wait_text("there is no piece on 7h");
    assert!(screen.contains(": 7h8h"), "the line stays:\n{screen}");
    assert!(
        drawn_reversed(&t, "7h8h"),
        "selected:\n{}",
        capture_styled(&t)
    );
    // As the player did: `:` again, the move, Enter.
    t.prompt_move("2g2f");
    let screen = t.wait_text("1 ▲２六歩");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(!screen.contains("not a move"), "{screen}");
    assert!(!screen.contains("loses on time"), "{screen}");
    assert!(!screen.contains(": 7h8h"), "{screen}");
    // White's 10 s now run; on a loaded machine more steps here could
    // lose them, so the game is left as it stands (dropping `t` ends it).
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn esc_clears_a_refused_line_and_colon_opens_an_empty_one() {
    require_tmux!();
    let t = Tmux::start(&["play", "--quiet"]);
    t.wait_text("☗ Black to move");
    t.prompt_move("xyz");
    t.wait_text("not a move: 'xyz'");
    t.keys(&["Escape", ":"]);
    let screen = t.wait_for("an empty prompt", |s| s.contains(": █"));
    assert!(!screen.contains(": xyz"), "{screen}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn on_the_puzzles_page_a_refused_move_stays_selected_in_japanese() {
    require_tmux!();
    let dir = std::env::temp_dir().join(format!("shogi-e2e-prompt-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mine = dir.join("mine.sfen");
    std::fs::write(&mine, format!("{GOLD_MATE}\n")).unwrap();
    let file = mine.display().to_string();
    let t = Tmux::start_in_locale("ja_JP.UTF-8", (120, 40), &["puzzles", &file]);
    t.wait_text("1手詰");
    t.prompt_move("xyz");
    let screen = t.wait_text("「xyz」は指し手として読めません");
    assert!(screen.contains(": xyz"), "the line stays:\n{screen}");
    assert!(
        drawn_reversed(&t, "xyz"),
        "selected:\n{}",
        capture_styled(&t)
    );
    t.prompt_move("R*5b");
    t.wait_text("先手の持ち駒に飛はありません");
    // `y` replaces the line: no copy menu opens, and Enter copies nothing.
    t.keys(&["y"]);
    let screen = t.wait_for("the letter typed", |s| s.contains(": y█"));
    assert!(!screen.contains("SFEN"), "{screen}");
    t.keys(&["BSpace"]);
    t.type_text("G*5b");
    t.keys(&["Enter"]);
    t.wait_text("詰み");
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    std::fs::remove_dir_all(&dir).unwrap();
}
