//! The live view of a series (`shogi-tui match` on a terminal), drawn
//! from a state set up by hand, at 80×24 and 120×40, in English and
//! Japanese.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shogi_tui::game::{Clock, Game, TimeControl, TimeControls};
use shogi_tui::i18n::{Lang, in_lang};
use shogi_tui::kifu::evaluation::{EvalScore, Evaluation};
use shogi_tui::shogi::Color;
use shogi_tui::shogi::Move;
use shogi_tui::tui::display_prefs::Notation;
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::snapshot::buffer_lines;
use shogi_tui::tui::theme::Theme;
use shogi_tui::tui::watch::{Watch, render};
use std::time::{Duration, Instant};

/// Ten games, four finished in 100 s, two in progress; the first of them
/// on the board after 7g7f 3c3d 2g2f.
fn watch(t0: Instant, finished: &str, table: [&str; 2]) -> Watch {
    let mut w = Watch::new(10, 0, t0);
    let mut g = Game::even();
    for usi in ["7g7f", "3c3d", "2g2f"] {
        let mv = Move::from_usi(usi).unwrap_or_else(|e| panic!("{e}"));
        assert!(g.play(mv).is_ok());
    }
    w.update_game(4, "▲Bot 8 △gps", g);
    // Ten minutes and 30 s each, White's running since t0; Black's last
    // move thought +47.
    let tc = TimeControl::new(
        Duration::from_secs(600),
        Duration::from_secs(30),
        Duration::ZERO,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut clock = Clock::new(Some(TimeControls::even(tc)));
    clock.start(Color::White, Duration::ZERO, t0);
    let eval = Evaluation {
        score: EvalScore::Cp(47),
        pv: Vec::new(),
        line_only: false,
    };
    w.update_clock(4, clock, Some(eval));
    w.update_game(5, "▲gps △Bot 8", Game::even());
    for n in 0..4 {
        w.game_over(n, format!("{} ▲Bot 8 △gps: {finished}", n + 1));
    }
    w.table = table.map(String::from).to_vec();
    w
}

fn drawn(w: &Watch, (width, height): (u16, u16), now: Instant) -> String {
    let mut terminal =
        Terminal::new(TestBackend::new(width, height)).unwrap_or_else(|e| panic!("{e}"));
    let theme = Theme::plain();
    let glyphs = Glyphs::kanji();
    terminal
        .draw(|f| {
            render(
                w,
                f.area(),
                f.buffer_mut(),
                (&theme, &glyphs, Notation::Japanese),
                now,
            )
        })
        .unwrap_or_else(|e| panic!("{e}"));
    buffer_lines(terminal.backend().buffer()).join("\n")
}

#[test]
fn the_watch_in_english() {
    let t0 = Instant::now();
    let w = watch(
        t0,
        "Black wins by resignation",
        [
            "Bot 8 v gps: 3-1-0 (75.0%)",
            "  Elo +190.8 ± 329.1, LOS 91.2%",
        ],
    );
    let now = t0 + Duration::from_secs(100);
    in_lang(Lang::En, || {
        let small = drawn(&w, (80, 24), now);
        assert!(small.contains("Game 5/10: ▲Bot 8 △gps · move 3"), "{small}");
        assert!(small.contains("4/10 games · about 2m30s left"), "{small}");
        // Beside the board as the game screen has them: the moves, the
        // last one, both clocks (White's run 100 s) and the evaluation.
        for seen in [
            "▲７六歩",
            "△３四歩",
            "▲２六歩",
            "last: ▲２六歩",
            "eval: +47",
            "10:00",
            "8:20",
        ] {
            assert!(small.contains(seen), "{seen}\n{small}");
        }
        insta::assert_snapshot!("match_watch_80x24", small);
        insta::assert_snapshot!("match_watch_120x40", drawn(&w, (120, 40), now));
    });
}

#[test]
fn the_watch_in_japanese() {
    let t0 = Instant::now();
    let mut w = watch(
        t0,
        "先手の勝ち（投了）",
        [
            "Bot 8 対 gps：3勝1敗0分（75.0%）",
            "  Elo +190.8 ± 329.1、優位確率 91.2%",
        ],
    );
    let now = t0 + Duration::from_secs(100);
    in_lang(Lang::Ja, || {
        let small = drawn(&w, (80, 24), now);
        assert!(small.contains("第5局/10"), "{small}");
        assert!(small.contains("評価値：+47"), "{small}");
        insta::assert_snapshot!("match_watch_ja_80x24", small);
        insta::assert_snapshot!("match_watch_ja_120x40", drawn(&w, (120, 40), now));
        // The question q asks.
        let q = ratatui::crossterm::event::KeyEvent::from(
            ratatui::crossterm::event::KeyCode::Char('q'),
        );
        assert_eq!(w.key(q), None);
        assert!(drawn(&w, (80, 24), now).contains("止めますか"));
    });
}
