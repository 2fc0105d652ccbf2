//! End to end: records and positions pasted in the real terminal (tmux's
//! bracketed paste, one event) on the menu and in review. Each opens in
//! review with the game's moves, checked at its last move and by the
//! position's SFEN in the editor (`E`); a paste in review replaces the
//! record; a text that is no record is said, and the menu stays (in
//! English and in Japanese); a diagram pasted onto the editor's board
//! loads its position. The records are `tests/data/paste`: one game
//! written by hand in each format.

use crate::tmux_support::*;
use std::path::PathBuf;

/// The position after the game's 8 moves, without its move number (a
/// diagram gives none).
const FINAL: &str = "SFEN ln1gkg1nl/1r1s5/ppppppspp/6B2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Pb";

fn record(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/paste")
        .join(name)
}

fn menu() -> Tmux {
    let t = Tmux::start(&[]);
    t.wait_text("Set up a position");
    t
}

/// The record pasted on the menu opens in review, saying what it read;
/// at its last move it is the game's, and `E` shows its SFEN.
fn pasted_on_the_menu(name: &str, said: &str, last: Option<&str>) {
    let t = menu();
    t.paste_file(&record(name));
    let screen = t.wait_text(said);
    assert!(screen.contains("pasted record"), "{screen}");
    t.keys(&["End"]);
    match last {
        Some(last) => {
            let screen = t.wait_text("move 8/8");
            assert!(screen.contains(&format!("last: {last}")), "{screen}");
            for mv in ["▲２二角成", "△同　銀", "▲４五角", "▲３四角"] {
                assert!(screen.contains(mv), "{mv}: {screen}");
            }
        }
        None => {
            t.wait_text("move 0/0");
        }
    }
    t.keys(&["E"]);
    t.wait_text(FINAL);
    // Back through review to the menu.
    t.keys(&["Escape"]);
    t.wait_text("pasted record");
    t.keys(&["q"]);
    t.wait_text("Set up a position");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_kif_pasted_on_the_menu_opens_in_review() {
    require_tmux!();
    pasted_on_the_menu("game.kif", "Pasted KIF record, 8 moves", Some("△３三銀"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_ki2_pasted_on_the_menu_opens_in_review() {
    require_tmux!();
    pasted_on_the_menu("game.ki2", "Pasted KI2 record, 8 moves", Some("△３三銀"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_csa_pasted_on_the_menu_opens_in_review() {
    require_tmux!();
    pasted_on_the_menu("game.csa", "Pasted CSA record, 8 moves", Some("△３三銀"));
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_usi_position_line_pasted_on_the_menu_opens_in_review() {
    require_tmux!();
    pasted_on_the_menu(
        "game.usi",
        "Pasted SFEN/USI record, 8 moves",
        Some("△３三銀"),
    );
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn an_sfen_pasted_on_the_menu_opens_its_position() {
    require_tmux!();
    pasted_on_the_menu("final.sfen", "Pasted position (SFEN/USI)", None);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_bod_pasted_on_the_menu_opens_its_position() {
    require_tmux!();
    pasted_on_the_menu("final.bod", "Pasted position (KIF)", None);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_paste_in_review_replaces_the_record() {
    require_tmux!();
    let t = menu();
    t.paste_file(&record("final.sfen"));
    t.wait_text("Pasted position (SFEN/USI)");
    t.paste_file(&record("game.csa"));
    t.wait_text("Pasted CSA record, 8 moves");
    t.keys(&["End"]);
    let screen = t.wait_text("move 8/8");
    assert!(screen.contains("last: △３三銀"), "{screen}");
    // The position reviewed before is gone, not under this review.
    t.keys(&["q"]);
    t.wait_text("Set up a position");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_pasted_text_that_is_no_record_is_said_and_the_menu_stays() {
    require_tmux!();
    let t = menu();
    let dir = std::env::temp_dir().join(format!("{}-plain", t.socket));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = dir.join("plain.txt");
    std::fs::write(&plain, "Dear all,\nthe club meets on Friday.\n").unwrap();
    t.paste_file(&plain);
    let screen = t.wait_text("The pasted text is not a record");
    assert!(screen.contains("Set up a position"), "{screen}");
    assert!(screen.contains("▸ Start a new game"), "{screen}");
    // The menu still answers its keys.
    t.keys(&["q"]);
    t.wait_exit("the program to exit");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_diagram_pasted_onto_the_editor_board_loads_its_position() {
    require_tmux!();
    let t = menu();
    // Up wraps to Quit; then Help, Engine match, Play on lishogi, Play
    // online, the book, Load, and the editor's row.
    t.keys(&[
        "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Enter",
    ]);
    t.wait_text("SFEN lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
    // Straight onto the board, without `:` first.
    t.paste_file(&record("final.bod"));
    let screen = t.wait_text(FINAL);
    assert!(screen.contains("the diagram is on the board"), "{screen}");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn in_japanese_a_pasted_text_that_is_no_record_is_said_in_japanese() {
    require_tmux!();
    let t = Tmux::start_in_locale("ja_JP.UTF-8", (120, 40), &[]);
    t.wait_text("新しい対局を始める");
    let dir = std::env::temp_dir().join(format!("{}-plain", t.socket));
    std::fs::create_dir_all(&dir).unwrap();
    let plain = dir.join("plain.txt");
    std::fs::write(&plain, "こんにちは\n").unwrap();
    t.paste_file(&plain);
    let screen = t.wait_text("貼り付けた文字列は棋譜ではありません");
    assert!(screen.contains("新しい対局を始める"), "{screen}");
    // A record still opens, said in Japanese.
    t.paste_file(&record("game.kif"));
    t.wait_text("貼り付けたKIFの棋譜、8手");
    std::fs::remove_dir_all(&dir).unwrap();
}
