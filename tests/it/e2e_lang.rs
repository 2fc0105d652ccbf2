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
    t.wait_exit("the program to exit");
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
            // The database's rows now fill the first screen's foot: the
            // puzzles' row is below it at 80×24.
            "自分の名前",
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
    // Wait for the help to close: a `:` sent straight after Esc can
    // arrive with it as one Alt-: key.
    t.wait_for("the help to close", |s| !s.contains(words[1]));
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

/// A record whose first move walks into a mate in 1 (a ?? for the
/// built-in engine to find): three positions, cheap to analyse.
const BLUNDER: &str = "position sfen 4k4/9/9/9/9/9/8p/9/8K b RPg 1 moves P*5e G*1h\n";

/// The column where review's move list and notes start at 80×24, inside
/// their border.
const NOTES_COLUMN: usize = 62;

/// What `line` shows from display column `col` on.
fn from_column(line: &str, col: usize) -> String {
    let mut at = 0;
    let mut out = String::new();
    for c in line.chars() {
        if at >= col {
            out.push(c);
        }
        at += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
    }
    out
}

/// The move list and the notes, right of the board: the rows above the
/// status bar, without their right border.
fn notes_of(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().collect();
    let above_status = rows.len().saturating_sub(3);
    rows[..above_status]
        .iter()
        .map(|l| {
            from_column(l, NOTES_COLUMN)
                .trim_end_matches(['│', '┐', '┘', ' '])
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` says `words`, wherever the pane wrapped them.
fn says(text: &str, words: &str) -> bool {
    let bare = |s: &str| s.split_whitespace().collect::<String>();
    bare(text).contains(&bare(words))
}

/// `notes` without the scroll marks (▲ ▼) at the pane's edge, which a
/// page break may put inside a sentence.
fn without_scroll_marks(notes: &str) -> String {
    notes
        .lines()
        .map(|l| l.trim_end_matches(['▲', '▼', ' ']))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Everything the notes say at this move, scrolled with `}` to their end
/// (at 80×24 the pane is shorter than the analysis).
fn all_notes(t: &Tmux) -> String {
    let mut screen = t.capture();
    let mut seen = without_scroll_marks(&notes_of(&screen));
    for _ in 0..12 {
        if !notes_of(&screen).contains('▼') {
            break;
        }
        t.keys(&["}"]);
        let before = screen.clone();
        screen = t.wait_for("the notes to scroll", |s| s != before);
        seen.push('\n');
        seen.push_str(&without_scroll_marks(&notes_of(&screen)));
    }
    seen
}

/// ASCII words of three letters or more in `text`, key names aside:
/// what an English sentence leaves on a Japanese screen.
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !["Esc"].contains(w))
        .map(str::to_string)
        .collect()
}

/// What review's analysis says, in one language: the progress while the
/// built-in engine works, the message when it is done, the start's notes
/// with the summary, and the first move's mark.
struct AnalysisWords<'a> {
    progress: &'a str,
    /// The notes' title at the first move.
    first_move: &'a str,
    done: &'a str,
    summary: &'a [&'a str],
    blunder: &'a [&'a str],
}

/// Reviews BLUNDER under the locale `lang`, analyses it with the built-in
/// engine and checks it speaks `words`; returns the lines the analysis
/// showed (progress, done message, notes) for the caller to judge.
fn review_analysis_in(lang: &str, words: &AnalysisWords) -> String {
    let dir = crate::tui_support::scratch_dir(&format!("e2e-lang-analysis-{lang}"));
    let path = dir.join("blunder.usi");
    std::fs::write(&path, BLUNDER).unwrap();
    let t = Tmux::start_in_locale(
        lang,
        (80, 24),
        &[
            "review",
            path.to_str().unwrap(),
            "--analysis-seconds",
            "0.5",
        ],
    );
    t.wait_text("blunder.usi");
    t.keys(&["a"]);
    let progress = t.wait_text(words.progress);
    let progress_line = progress
        .lines()
        .find(|l| l.contains(words.progress))
        .unwrap_or_default()
        .to_string();
    let done = t.wait_text(words.done);
    fits_80_columns(lang, &done);
    let done_line = done
        .lines()
        .find(|l| l.contains(words.done))
        .unwrap_or_default()
        .to_string();
    let start = all_notes(&t);
    for w in words.summary {
        assert!(says(&start, w), "{lang}: no {w} in the notes:\n{start}");
    }
    t.keys(&["l"]);
    let first = t.wait_text(words.first_move);
    fits_80_columns(lang, &first);
    let first = all_notes(&t);
    for w in words.blunder {
        assert!(says(&first, w), "{lang}: no {w} in the notes:\n{first}");
    }
    // The analysis is not in the file: leaving asks first.
    t.keys(&["q"]);
    t.wait_text("[y:");
    t.keys(&["y"]);
    t.wait_exit("the program to exit");
    drop(t);
    std::fs::remove_dir_all(&dir).unwrap();
    [progress_line, done_line, start, first].join("\n")
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn review_with_analysis_in_japanese_and_in_english() {
    require_tmux!();
    let ja = review_analysis_in(
        "ja_JP.UTF-8",
        &AnalysisWords {
            progress: "解析中 ▕",
            first_move: "1手目",
            done: "解析完了",
            summary: &["評価値", "集計", "疑問手", "悪手", "1手平均の損失"],
            blunder: &["?? 大悪手", "☗の勝率 -", "1手詰を許した"],
        },
    );
    let english = english_words(&ja);
    assert!(english.is_empty(), "English in Japanese: {english:?}\n{ja}");
    let en = review_analysis_in(
        "C.UTF-8",
        &AnalysisWords {
            progress: "analysing ▕",
            first_move: "Move 1",
            done: "analysis done",
            summary: &["Eval", "Summary: marks, average loss", "per move"],
            blunder: &["??", "winning chance", "Walks into a mate in 1"],
        },
    );
    for ja_word in ["解析中", "解析完了", "集計", "勝率", "詰を許した"] {
        assert!(!en.contains(ja_word), "{ja_word} in English:\n{en}");
    }
}
