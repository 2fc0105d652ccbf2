//! A full 120×40 redraw of a middle-game screen (board, both hands, a long
//! move list, status bar) into ratatui's TestBackend. Target: under 1 ms.
//!
//! Then the answer to a key while research mode's engine thinks (issue
//! 21): review of a record with the built-in engine on, a step key fed to
//! the app (its update, the session restarting the engine on the new
//! position) and the frame drawn, timed key by key; the median is printed.
//! Target: under 20 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use shogi_tui::kifu::open_record;
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::{App, Prefs};
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::review::ReviewScreen;
use shogi_tui::tui::setup::GameSetup;
use shogi_tui::tui::theme::Theme;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

/// An opening with captures on both sides, so both hand stands are filled.
const MOVES: &str = "7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d P*2c \
                     2d2f 7a7b 3i3h 8e8f 8g8f 8b8f P*8g 8f8b 5i6h 5a4b";

fn middle_game() -> App {
    let mut game = GameSetup::default().game();
    for usi in MOVES.split_whitespace() {
        let mv = Move::from_usi(usi).expect("a USI move");
        game.play(mv).expect("a legal move");
    }
    let prefs = Prefs::new(
        Theme::named("dark", true).expect("built-in theme"),
        Glyphs::kanji(),
        true,
    );
    let screen = GameScreen::new(game, false, false);
    App::with_game(prefs, screen, Rect::new(0, 0, 120, 40))
}

fn bench_render(c: &mut Criterion) {
    let app = middle_game();
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    c.bench_function("full redraw 120x40", |b| {
        b.iter(|| {
            terminal
                .draw(|f| black_box(&app).render(f.area(), f.buffer_mut()))
                .expect("draw");
        })
    });
}

/// Review of a record from the tests, research mode on and thinking.
fn researching() -> App {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/usi/opening_26.usi");
    let loaded = open_record(Path::new(file)).expect("the test record");
    let prefs = Prefs::new(
        Theme::named("dark", true).expect("built-in theme"),
        Glyphs::kanji(),
        true,
    );
    let review = ReviewScreen::new(loaded, Path::new(file));
    let mut app = App::with_review(prefs, review, Rect::new(0, 0, 120, 40));
    press(&mut app, KeyCode::Char('r'));
    // Let it get going, as a player would see it.
    let until = Instant::now() + Duration::from_secs(1);
    while Instant::now() < until {
        app.on_event(AppEvent::Tick);
        std::thread::sleep(Duration::from_millis(100));
    }
    app
}

fn press(app: &mut App, code: KeyCode) {
    app.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
        code,
        KeyModifiers::NONE,
    ))));
}

fn bench_key_while_researching(c: &mut Criterion) {
    let mut app = researching();
    assert!(
        app.review_screen().is_some_and(|r| r.research().on),
        "research is on"
    );
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("test backend");
    // Right then Left: every key moves the board, so every key restarts
    // the engine, the most a key asks of research.
    let mut forward = true;
    let mut one_key = |app: &mut App| {
        let code = if forward {
            KeyCode::Right
        } else {
            KeyCode::Left
        };
        forward = !forward;
        let started = Instant::now();
        press(app, code);
        terminal
            .draw(|f| black_box(&*app).render(f.area(), f.buffer_mut()))
            .expect("draw");
        started.elapsed()
    };
    // Keys a player's pace apart (50 ms), with the ticks between, as the
    // event loop runs them.
    let mut times: Vec<Duration> = (0..100)
        .map(|_| {
            let took = one_key(&mut app);
            for _ in 0..5 {
                app.on_event(AppEvent::Tick);
                std::thread::sleep(Duration::from_millis(10));
            }
            took
        })
        .collect();
    times.sort();
    println!(
        "key to redraw while researching (120x40, 100 keys): median {:.2} ms, max {:.2} ms",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
    );
    c.bench_function("key to redraw while researching 120x40", |b| {
        b.iter(|| one_key(&mut app))
    });
}

criterion_group!(benches, bench_render, bench_key_while_researching);
criterion_main!(benches);
