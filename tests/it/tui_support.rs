//! Helpers for the TUI tests: build an app, press keys, click, render.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use shogi_tui::game::RuleSet;
use shogi_tui::game::Start;
use shogi_tui::shogi::Square;
use shogi_tui::tui::app::{App, Prefs};
use shogi_tui::tui::events::AppEvent;
use shogi_tui::tui::glyphs::Glyphs;
use shogi_tui::tui::layout::ScreenLayout;
use shogi_tui::tui::pages::game::GameScreen;
use shogi_tui::tui::pages::menu::Menu;
use shogi_tui::tui::setup::GameSetup;
use shogi_tui::tui::snapshot::buffer_lines;
use shogi_tui::tui::theme::Theme;

pub const W: u16 = 120;
pub const H: u16 = 40;

pub fn prefs(glyphs: &str, colour: bool) -> Prefs {
    Prefs::new(
        Theme::named("dark", colour).unwrap(),
        Glyphs::named(glyphs).unwrap(),
        colour,
    )
}

/// A hot-seat game from `sfen` (or the standard start) on a 120×40 screen.
pub fn app(sfen: Option<&str>, rules: RuleSet) -> App {
    let setup = GameSetup {
        start: sfen.map_or(Start::Even, |s| Start::from_sfen(s).unwrap()),
        rules,
        ..GameSetup::default()
    };
    let screen = GameScreen::new(setup.game(), false, false);
    App::with_game(prefs("kanji", true), screen, Rect::new(0, 0, W, H))
}

pub fn game(app: &App) -> &GameScreen {
    app.game_screen().expect("a game is on screen")
}

pub fn key(app: &mut App, code: KeyCode) {
    app.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
        code,
        KeyModifiers::NONE,
    ))));
}

/// Presses each character as a key ("\n" is Enter).
pub fn keys(app: &mut App, text: &str) {
    for c in text.chars() {
        match c {
            '\n' => key(app, KeyCode::Enter),
            c => key(app, KeyCode::Char(c)),
        }
    }
}

pub fn click(app: &mut App, x: u16, y: u16) {
    app.on_event(AppEvent::Input(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    })));
}

/// Clicks the middle of the cell showing `usi` ("7g").
pub fn click_square(app: &mut App, usi: &str) {
    let layout = ScreenLayout::new(app.area, game(app).flipped).unwrap();
    let (x, y) = layout.cell_origin(sq(usi));
    click(app, x + 1, y);
}

pub fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap()
}

/// The screen as text, one string per row.
pub fn screen(app: &App, w: u16, h: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal
        .draw(|f| app.render(f.area(), f.buffer_mut()))
        .unwrap();
    buffer_lines(terminal.backend().buffer())
}

pub fn screen_text(app: &App) -> String {
    screen(app, W, H).join("\n")
}

pub fn buffer(app: &App, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal
        .draw(|f| app.render(f.area(), f.buffer_mut()))
        .unwrap();
    terminal.backend().buffer().clone()
}

/// The text inside `rect`, one string per row, wide glyphs counted once.
pub fn region(buf: &ratatui::buffer::Buffer, rect: Rect) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    (rect.top()..rect.bottom())
        .map(|y| {
            let mut line = String::new();
            let mut skip = 0;
            for x in rect.left()..rect.right() {
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                let s = buf[(x, y)].symbol();
                skip = s.width().saturating_sub(1);
                line.push_str(s);
            }
            line
        })
        .collect()
}

/// Display column where `needle` starts in `line` (wide characters count two).
pub fn column_of(line: &str, needle: &str) -> Option<usize> {
    use unicode_width::UnicodeWidthStr;
    line.find(needle).map(|i| line[..i].width())
}

/// Display columns of each needle, searched left to right.
pub fn columns_in_order(line: &str, needles: &[&str]) -> Vec<usize> {
    use unicode_width::UnicodeWidthStr;
    let mut out = Vec::new();
    let mut from = 0;
    for n in needles {
        let i = from
            + line[from..]
                .find(n)
                .unwrap_or_else(|| panic!("{n} not in {line}"));
        out.push(line[..i].width());
        from = i + n.len();
    }
    out
}

/// A fresh, empty folder for one test's saves.
pub fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tui-saves-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The main menu with games kept in `dir`.
pub fn menu_app(dir: &std::path::Path) -> App {
    use shogi_tui::tui::autosave::SaveFolder;
    App::with_menu(prefs("kanji", true), Rect::new(0, 0, W, H)).with_saves(SaveFolder::at(dir))
}

/// Review mode on the record file `path`, games started from it kept in `dir`.
pub fn review_app(path: &std::path::Path, dir: &std::path::Path) -> App {
    use shogi_tui::tui::autosave::SaveFolder;
    use shogi_tui::tui::pages::review::ReviewScreen;
    let loaded = shogi_tui::kifu::open_record(path).unwrap();
    App::with_review(
        prefs("kanji", true),
        ReviewScreen::new(loaded, path),
        Rect::new(0, 0, W, H),
    )
    .with_saves(SaveFolder::at(dir))
}

/// Moves the menu focus to the row of `kind` and presses Enter.
pub fn menu_pick(app: &mut App, kind: shogi_tui::tui::pages::menu::RowKind) {
    let Some(menu) = app.top::<Menu>() else {
        panic!("not in the menu");
    };
    let target = menu.rows.iter().position(|r| r.kind == kind).unwrap();
    let steps = (target + menu.rows.len() - menu.focus) % menu.rows.len();
    for _ in 0..steps {
        key(app, KeyCode::Down);
    }
    key(app, KeyCode::Enter);
}

/// The file of a test record in tests/data.
pub fn data(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

/// The `.ron` saves in `dir`, by name.
pub fn saves_in(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "ron"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// The one save in `dir`; fails the test when there are none or several.
pub fn only_save(dir: &std::path::Path) -> std::path::PathBuf {
    let saves = saves_in(dir);
    assert_eq!(
        saves.len(),
        1,
        "one save expected in {}: {saves:?}",
        dir.display()
    );
    saves[0].clone()
}

/// Ctrl-C, as the terminal reports it in raw mode.
pub fn ctrl_c(app: &mut App) {
    use ratatui::crossterm::event::{Event, KeyEvent, KeyModifiers};
    app.on_event(shogi_tui::tui::events::AppEvent::Input(Event::Key(
        KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
    )));
}

/// Ticks `app` (as the event loop does while it waits) until `done`
/// holds; fails after 20 s, naming `what` was waited for.
pub fn tick_until(app: &mut App, what: &str, mut done: impl FnMut(&App) -> bool) {
    let start = std::time::Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "waited 20 s for {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
        app.on_event(shogi_tui::tui::events::AppEvent::Tick);
    }
}
