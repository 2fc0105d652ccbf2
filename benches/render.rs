//! A full 120×40 redraw of a middle-game screen (board, both hands, a long
//! move list, status bar) into ratatui's TestBackend. Target: under 1 ms.

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use shogi_tui::shogi::Move;
use shogi_tui::tui::app::{App, Prefs};
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::setup::GameSetup;
use shogi_tui::tui::theme::Theme;
use shogi_tui::tui::view::render;
use std::hint::black_box;

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
                .draw(|f| render(black_box(&app), f.area(), f.buffer_mut()))
                .expect("draw");
        })
    });
}

criterion_group!(benches, bench_render);
criterion_main!(benches);
