//! The program in Japanese and in English, chosen by the locale, in a real
//! 80×24 terminal: what a player of either language sees first.

use crate::tmux_support::*;

/// Every line of `screen` fits the 80 columns.
fn fits_80_columns(lang: &str, screen: &str) {
    for line in screen.lines() {
        assert!(
            unicode_width::UnicodeWidthStr::width(line) <= 80,
            "{lang}: {line}"
        );
    }
}

/// The menu's first rows, in the language the locale asks for.
fn menu_in(lang: &str, want: &[&str], not: &[&str]) {
    let t = Tmux::start_in_locale(lang, (80, 24), &[]);
    let screen = t.wait_text(want[0]);
    for w in want {
        assert!(screen.contains(w), "{lang}: no {w}:\n{screen}");
    }
    for n in not {
        assert!(!screen.contains(n), "{lang}: {n} shown:\n{screen}");
    }
    fits_80_columns(lang, &screen);
    t.keys(&["q"]);
    t.wait_for("the program to exit", |_| t.format("#{pane_dead}") == "1");
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn the_locale_chooses_the_menus_language() {
    require_tmux!();
    menu_in(
        "ja_JP.UTF-8",
        &[
            "新しい対局を始める",
            "☗ 先手",
            "手合割",
            "詰将棋",
            "↑↓ 選ぶ",
        ],
        &["Start a new game", "Handicap"],
    );
    menu_in(
        "C",
        &[
            "Start a new game",
            "☗ Black (sente)",
            "Handicap",
            "↑↓ choose",
        ],
        &["新しい対局を始める", "手合割"],
    );
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn lang_flag_wins_over_the_locale() {
    require_tmux!();
    let t = Tmux::start_in_locale("C", (80, 24), &["--lang", "ja"]);
    t.wait_text("新しい対局を始める");
    t.keys(&["q"]);
}

/// A game against the bot to its end, and the help, in the language the
/// locale asks for: every word a player needs on the way.
fn game_to_its_end_in(lang: &str, words: &[&str], not: &[&str]) {
    let t = Tmux::start_in_locale(
        lang,
        (80, 24),
        &["play", "--sfen", GOLD_MATE, "--white", "bot:1"],
    );
    t.wait_text(words[0]);
    t.keys(&["?"]);
    t.wait_text(words[1]);
    t.keys(&["Escape"]);
    t.prompt_move("G*5b");
    let screen = t.wait_text(words[2]);
    for w in &words[3..] {
        assert!(screen.contains(w), "{lang}: no {w}:\n{screen}");
    }
    for n in not {
        assert!(!screen.contains(n), "{lang}: {n} shown:\n{screen}");
    }
    fits_80_columns(lang, &screen);
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn a_game_against_the_bot_to_its_end_in_japanese_and_in_english() {
    require_tmux!();
    game_to_its_end_in(
        "ja_JP.UTF-8",
        &[
            "先手の手番",
            "キー操作",
            "先手の勝ち",
            "まで1手で先手の勝ち",
            "▲５二金",
        ],
        &["Black to move", "Black wins", "checkmate"],
    );
    game_to_its_end_in(
        "C.UTF-8",
        &[
            "Black to move",
            "move the cursor",
            "Black wins by checkmate",
            "1 ▲５二金",
        ],
        &["先手の手番", "キー操作"],
    );
}

/// What `shogi-tui inspect` with a bad SFEN leaves in an 80×24 terminal
/// (the shell waits after it, so the pane stays to be read).
fn inspect_error_in(lang: &str, want: &str) -> String {
    let lang = format!("LANG={lang}");
    let t = Tmux::start_command_in(
        &format!("{BIN} inspect --sfen '9/9/9 b - 1'; sleep 30"),
        &[&lang, "LC_ALL=", "LC_MESSAGES="],
        (80, 24),
    );
    t.wait_text(want)
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn inspect_explains_a_bad_sfen_in_the_locales_language() {
    require_tmux!();
    let ja = inspect_error_in("ja_JP.UTF-8", "SFEN が正しくありません");
    assert!(!ja.contains("bad SFEN"), "{ja}");
    let en = inspect_error_in("C.UTF-8", "bad SFEN");
    assert!(en.contains("bad SFEN: the board has 3 ranks"), "{en}");
}
