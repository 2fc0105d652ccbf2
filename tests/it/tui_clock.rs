//! Games on the clock through the app: the save keeps the time control,
//! each move's time and the turn under way, and Continue puts the clocks
//! back as they stood. Time is moved by hand (`Now::manual`), so nothing
//! here sleeps.

use crate::tui_support::*;
use ratatui::layout::Rect;
use shogi_tui::game::{Game, Reading, TimeControl, TimeControls};
use shogi_tui::kifu::read_save;
use shogi_tui::settings::TrustedEngines;
use shogi_tui::shogi::Color;
use shogi_tui::tui::app::App;
use shogi_tui::tui::autosave::SaveFolder;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::game::Now;
use std::time::Duration;

fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

fn ten_minutes_thirty_seconds() -> TimeControls {
    let tc = TimeControl::new(secs(600), secs(30), Duration::ZERO).unwrap();
    TimeControls::even(tc)
}

#[test]
fn a_save_keeps_the_clock_and_continue_resumes_it() {
    let dir = scratch_dir("clock-save");
    let now = Now::manual();
    let controls = ten_minutes_thirty_seconds();
    let screen = GameScreen::new(Game::even(), false, false).with_clock(
        Some(controls),
        Duration::ZERO,
        now.clone(),
    );
    let mut app = App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, 120, 40))
        .with_saves(SaveFolder::at(&dir));
    now.advance(secs(3));
    keys(&mut app, ":7g7f\n");
    now.advance(secs(5));
    keys(&mut app, ":3c3d\n");
    now.advance(secs(2));
    // Leaving mid-turn keeps the 2 s Black has spent.
    app.end();

    let saved = read_save(&only_save(&dir)).unwrap();
    assert_eq!(saved.info.time_control, Some(controls));
    let times: Vec<_> = saved.moves.iter().map(|m| m.time).collect();
    assert_eq!(times, [Some(secs(3)), Some(secs(5))]);
    assert_eq!(saved.info.turn_time, Some(secs(2)));
    drop(app);

    let (again, _recorder) = shogi_tui::tui::pages::game::open::resume_latest(
        &SaveFolder::at(&dir),
        &TrustedEngines::in_memory(),
    )
    .unwrap();
    let clock = again.game.clock();
    assert_eq!(clock.main_left(Color::Black), secs(597));
    assert_eq!(clock.main_left(Color::White), secs(595));
    assert!(
        clock.used(again.clocks.now()) >= secs(2),
        "the turn goes on"
    );
    assert!(matches!(
        again.clock_reading(Color::White),
        Reading::Main(left) if left == secs(595)
    ));
}

#[test]
fn a_timed_game_shows_both_clocks_and_the_control_in_the_header() {
    let now = Now::manual();
    let page = GameScreen::new(Game::even(), false, false).with_clock(
        Some(ten_minutes_thirty_seconds()),
        Duration::ZERO,
        now.clone(),
    );
    let mut app = App::with_game(prefs("kanji", true), page, Rect::new(0, 0, 80, 24));
    now.advance(Duration::from_millis(1_500));
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("9:59"), "Black's running clock:\n{text}");
    assert!(text.contains("10:00"), "White's clock:\n{text}");
    assert!(text.contains("10m + 30s byoyomi"), "{text}");
    now.advance(secs(600));
    // Into byoyomi: 28.5 s of the 30 left, shown rounded up.
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("秒読み 29"), "{text}");
    keys(&mut app, "?");
    assert!(screen_text(&app).contains("z / Pause"));
}
