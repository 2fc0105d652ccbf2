//! One key press walked: a game against the bot, `:7g7f` typed, then Enter
//! and the redraw inside `press_enter`, the only function callgrind
//! collects in (`--toggle-collect`).
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use shogi_tui::game::PlayerKind;
use shogi_tui::tui::app::{App, Prefs};
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::setup::{GameSetup, PlayerSpec};
use shogi_tui::tui::theme::Theme;

fn key(app: &mut App, code: KeyCode) {
    app.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
        code,
        KeyModifiers::NONE,
    ))));
}

#[inline(never)]
fn press_enter(app: &mut App, buf: &mut Buffer) {
    key(app, KeyCode::Enter);
    let area = app.area;
    app.render(area, buf);
}

fn main() {
    let setup = GameSetup {
        white: PlayerSpec(PlayerKind::Bot { level: 1 }),
        ..GameSetup::default()
    };
    let prefs = Prefs::new(
        Theme::named("dark", true).unwrap(),
        Glyphs::named("kanji").unwrap(),
        true,
    );
    let area = Rect::new(0, 0, 120, 40);
    let mut app = App::with_game(prefs, GameScreen::new(setup.game(), false, false), area);
    for c in ":7g7f".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    let mut buf = Buffer::empty(area);
    app.render(area, &mut buf);
    press_enter(&mut app, &mut buf);
    assert!(
        app.game_screen().unwrap().game.ply() == 1,
        "the move was played"
    );
}
