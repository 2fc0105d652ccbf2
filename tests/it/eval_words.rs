//! The words for an evaluation (互角, やや有利, 有利, 優勢, 勝勢): review,
//! research, hints and `analyse` say the same words for the same score,
//! in English and in Japanese.

use crate::common::cli_in_locale;
use crate::common::scripted;
use crate::tui_support::data;
use ratatui::text::Line;
use shogi_tui::analysis::{AnalysisEvent, ResearchEvent, ResearchLine, ResearchUpdate};
use shogi_tui::analysis::{Lead, Standing};
use shogi_tui::game::Game;
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::kifu::open_record;
use shogi_tui::shogi::{Color, Move};
use shogi_tui::tui::action::Action;
use shogi_tui::tui::display_prefs::Notation;
use shogi_tui::tui::hint::{HintNews, Suggestion};
use shogi_tui::tui::page::Page;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::command::GameCommand;
use shogi_tui::tui::pages::review::ReviewScreen;
use shogi_tui::tui::pages::review::analysis_view::analysis_lines;
use shogi_tui::tui::pages::review::research::ResearchNews;
use shogi_tui::tui::pages::review::research_view::research_rows;
use shogi_tui::tui::theme::Theme;
use shogi_tui::words::engine::score_in_words;
use std::time::Instant;

/// A score at each step, either side.
const SCORES: [EvalScore; 6] = [
    EvalScore::Cp(47),
    EvalScore::Cp(-250),
    EvalScore::Cp(450),
    EvalScore::Cp(-700),
    EvalScore::Cp(1600),
    EvalScore::Mate(-3),
];

fn text(lines: &[Line<'_>]) -> String {
    lines
        .iter()
        .map(|l| {
            l.spans
                .iter()
                .map(|s| s.content.as_ref())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn review() -> ReviewScreen {
    let path = data("usi/opening_26.usi");
    ReviewScreen::new(open_record(&path).unwrap(), &path)
}

/// What review's notes pane says of the start evaluated `score`.
fn review_says(score: EvalScore) -> String {
    review_says_of(score, false)
}

fn review_says_of(score: EvalScore, line_only: bool) -> String {
    let mut r = review();
    let eval = Some(Evaluation {
        score,
        pv: vec![Move::from_usi("7g7f").unwrap()],
        line_only,
    });
    r.on_analysis_event(AnalysisEvent::Evaluated { ply: 0, eval }, Instant::now());
    text(&analysis_lines(
        &r,
        Notation::Japanese,
        60,
        &Theme::default_theme(false),
    ))
}

/// What research's pane says of a line scored `score`.
fn research_says(score: EvalScore) -> String {
    research_says_in(score, false, 60)
}

/// What research's pane `room` columns wide says of a line scored
/// `score`, only as long as the solver's line or not.
fn research_says_in(score: EvalScore, line_only: bool, room: usize) -> String {
    let mut r = review();
    r.on_research_news(ResearchNews::Event(ResearchEvent::Lines(ResearchUpdate {
        search: 1,
        lines: vec![ResearchLine {
            multipv: 1,
            depth: 12,
            score,
            pv: vec![Move::from_usi("7g7f").unwrap()],
            line_only,
        }],
        nodes: 1000,
        nps: 1000,
    })));
    text(&research_rows(
        &r,
        Notation::Japanese,
        room,
        8,
        &Theme::default_theme(false),
    ))
}

/// The status bar's hint when the hint's search scored `score`.
fn hint_says(score: EvalScore) -> String {
    hint_says_of(score, false)
}

fn hint_says_of(score: EvalScore, line_only: bool) -> String {
    let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let mut g = GameScreen::new(Game::from_sfen(start).unwrap(), false, false);
    g.update(&Action::page(GameCommand::Hint));
    let about = g.wanted_hint().expect("a hint is wanted");
    let mv = Move::from_usi("7g7f").unwrap();
    let eval = Evaluation {
        score,
        pv: Vec::new(),
        line_only,
    };
    g.on_hint(about, HintNews::Found(Suggestion::Move(mv), eval));
    g.hint_text(Notation::Japanese).expect("a hint is shown")
}

#[test]
fn review_research_and_hints_say_the_same_words_in_both_languages() {
    for lang in [Lang::En, Lang::Ja] {
        in_lang(lang, || {
            for score in SCORES {
                let words = score_in_words(score, false);
                for (surface, said) in [
                    ("review", review_says(score)),
                    ("research", research_says(score)),
                    ("hint", hint_says(score)),
                ] {
                    assert!(
                        said.contains(&words),
                        "{lang:?} {surface} for {score:?}: {words:?} not in {said}"
                    );
                }
            }
        });
    }
    // The start position's few centipawns for Black are no advantage.
    in_lang(Lang::En, || {
        assert!(review_says(EvalScore::Cp(47)).contains("Eval\u{a0}+47 (equal)"));
        assert!(
            hint_says(EvalScore::Cp(-250)).contains("Hint: ▲７六歩 · -250 (White slightly better)")
        );
    });
    in_lang(Lang::Ja, || {
        assert!(review_says(EvalScore::Cp(19)).contains("評価値 +19（互角）"));
        assert!(research_says(EvalScore::Cp(-700)).contains("-700（後手優勢）"));
    });
    assert_eq!(
        Standing::of(EvalScore::Cp(1600)),
        Standing::Ahead(Color::Black, Lead::Winning)
    );
}

#[test]
fn analyse_s_table_says_the_same_words() {
    // White to move after 7g7f says +450 for itself: -450 for Black;
    // Black to move after 3c3d says +250.
    let (command, _log) = scripted(
        "eval-words",
        ("cp 250", "2g2f 8c8d"),
        ("cp 450", "8c8d 2g2f"),
        0,
    );
    let dir = std::env::temp_dir().join(format!("eval-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("short.usi");
    std::fs::write(&file, "position startpos moves 7g7f 3c3d\n").unwrap();
    let engine = format!("usi:{command}");
    for (locale, lang) in [("C.UTF-8", Lang::En), ("ja_JP.UTF-8", Lang::Ja)] {
        let out = cli_in_locale(locale)
            .args(["analyse", "--seconds", "0.2", "--engine", &engine])
            .arg(&file)
            .output()
            .unwrap();
        let table = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{table}");
        let row = |ply: &str| {
            table
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{ply} ")))
                .unwrap_or_else(|| panic!("no move {ply}: {table}"))
                .to_string()
        };
        in_lang(lang, || {
            let first = score_in_words(EvalScore::Cp(-450), false);
            let second = score_in_words(EvalScore::Cp(250), false);
            assert!(row("1").contains(&first), "{first} not in {table}");
            assert!(row("2").contains(&second), "{second} not in {table}");
        });
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
#[ignore = "drives the real program in tmux: run with cargo test -- --ignored"]
fn in_the_real_program_review_and_the_hint_say_the_words() {
    use crate::tmux_support::Tmux;
    crate::require_tmux!();
    let dir = crate::tui_support::scratch_dir("eval-words-tmux");
    let record = data("evals/kifu_for_windows.kif");
    let args = [
        "review",
        record.to_str().unwrap(),
        "--save-dir",
        dir.to_str().unwrap(),
    ];
    // Move 2 of the record carries Kifu for Windows' 評価値 -103.
    let t = Tmux::start(&args);
    t.wait_text("Review kifu_for_windows.kif");
    t.keys(&["l", "l"]);
    // (The capture turns the no-break space after "Eval" into a space.)
    t.wait_text("-103 (equal)");
    drop(t);
    let t = Tmux::start_in_locale("ja_JP.UTF-8", (120, 40), &args);
    t.wait_text("kifu_for_windows.kif");
    t.keys(&["l", "l"]);
    t.wait_text("評価値 -103（互角）");
    drop(t);
    // The hint says its score too: here the mate it found.
    let t = Tmux::start(&["play", "--sfen", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"]);
    t.wait_text("☗ Black to move");
    t.keys(&["H"]);
    let screen = t.wait_text("Hint: ▲５二金 · Black mates in 1");
    assert!(
        Tmux::status_bar(&screen)
            .join("\n")
            .contains("Hint: ▲５二金 · Black mates in 1"),
        "{screen}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A mate only as long as the solver's line (not proven shortest) is not
/// said "mates in N" by review, research or a hint; research's narrow
/// head marks it `≈` and says what the mark means under the lines.
#[test]
fn a_mate_only_as_long_as_its_line_is_said_so_everywhere() {
    let mate = EvalScore::Mate(-45);
    in_lang(Lang::En, || {
        let words = "White mates (a line of 45 plies, not proven shortest or longest)";
        for (surface, said) in [
            ("review", review_says_of(mate, true)),
            ("research", research_says_in(mate, true, 80)),
            ("hint", hint_says_of(mate, true)),
        ] {
            assert!(said.contains(words), "{surface}: {said}");
            assert!(!said.contains("mates in"), "{surface}: {said}");
        }
        let narrow = research_says_in(mate, true, 30);
        assert!(narrow.contains("1 ☖詰≈45 d12"), "{narrow}");
        assert!(narrow.contains("≈ not proven"), "{narrow}");
        // A proven mate has neither the mark nor the legend.
        let proven = research_says_in(mate, false, 20);
        assert!(proven.contains("1 ☖詰45 d12"), "{proven}");
        assert!(!proven.contains('≈'), "{proven}");
    });
    in_lang(Lang::Ja, || {
        let words = "後手の詰み（45手の手順。最短・最長は未証明）";
        for (surface, said) in [
            ("research", research_says_in(mate, true, 80)),
            ("hint", hint_says_of(mate, true)),
        ] {
            assert!(said.contains(words), "{surface}: {said}");
        }
        let narrow = research_says_in(mate, true, 30);
        assert!(narrow.contains("≈ 最短・最長は未証明"), "{narrow}");
    });
}
