//! The program in Japanese and in English, chosen by the locale, in a real
//! 80×24 terminal: what a player of either language sees first.

use crate::tmux_support::*;

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
    // Every line fits the 80 columns.
    for line in screen.lines() {
        assert!(
            unicode_width::UnicodeWidthStr::width(line) <= 80,
            "{lang}: {line}"
        );
    }
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
