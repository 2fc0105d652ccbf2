//! Draws the whole screen from the app state. Nothing here changes state.

use super::app::App;
use super::layout::{MIN_HEIGHT, MIN_WIDTH, centered};
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub fn view(app: &App, frame: &mut Frame) {
    render(app, frame.area(), frame.buffer_mut());
}

/// Renders into any buffer (the terminal's, or a test's).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.prefs.theme;
    // The theme's own background under every page, so its ink never lands
    // on whatever colour the terminal happens to use.
    Block::default().style(theme.text).render(area, buf);
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(app, area, buf);
        return;
    }
    app.page().render(&app.prefs, area, buf);
}

fn too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let text = vec![
        Line::styled(
            crate::t!("keys-too-small", width = MIN_WIDTH, height = MIN_HEIGHT),
            app.prefs.theme.refusal,
        ),
        Line::styled(
            crate::t!(
                "keys-too-small-now",
                width = area.width,
                height = area.height
            ),
            app.prefs.theme.dim,
        ),
        // Keys still work here; a question q asks is not drawn, so say its answer.
        Line::styled(crate::t!("keys-too-small-quit"), app.prefs.theme.dim),
    ];
    let r = centered(area, area.width, 3);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(r, buf);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::Square;
    use crate::tui::display_prefs::Prefs;
    use crate::tui::events::AppEvent;
    use crate::tui::glyphs::Glyphs;
    use crate::tui::layout::ScreenLayout;
    use crate::tui::pages::game::GameScreen;
    use crate::tui::setup::GameSetup;
    use crate::tui::theme::Theme;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::style::{Color, Modifier};
    use unicode_width::UnicodeWidthStr;

    const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (160, 50)];

    fn prefs(theme: &str, colour: bool) -> Prefs {
        let theme = Theme::named(theme, colour).unwrap();
        Prefs::new(theme, Glyphs::named("kanji").unwrap(), colour)
    }

    /// A game in which Black has played 7g7f.
    fn after_a_move(prefs: Prefs, area: Rect) -> App {
        let screen = GameScreen::new(GameSetup::default().game(), false, false);
        let mut app = App::with_game(prefs, screen, area);
        type_keys(&mut app, ":7g7f\n");
        app
    }

    fn type_keys(app: &mut App, text: &str) {
        for c in text.chars() {
            let code = if c == '\n' {
                KeyCode::Enter
            } else {
                KeyCode::Char(c)
            };
            app.on_event(AppEvent::Input(Event::Key(KeyEvent::new(
                code,
                KeyModifiers::NONE,
            ))));
        }
    }

    fn drawn(app: &App) -> Buffer {
        let mut buf = Buffer::empty(app.area);
        render(app, app.area, &mut buf);
        buf
    }

    /// Cells with no background of their own, as `(x, y)`. The cell after a
    /// two-column glyph is not drawn by the terminal, so it does not count.
    fn unpainted(buf: &Buffer) -> Vec<(u16, u16)> {
        let a = buf.area;
        (a.top()..a.bottom())
            .flat_map(|y| (a.left()..a.right()).map(move |x| (x, y)))
            .filter(|&(x, y)| x == a.left() || buf[(x - 1, y)].symbol().width() < 2)
            .filter(|&p| buf[p].bg == Color::Reset)
            .collect()
    }

    #[test]
    fn every_theme_paints_every_cell_of_the_game_its_popups_and_the_menu() {
        for theme in ["light", "dark"] {
            for (w, h) in SIZES {
                let area = Rect::new(0, 0, w, h);
                let mut game = after_a_move(prefs(theme, true), area);
                assert_eq!(unpainted(&drawn(&game)), [], "{theme} game {w}×{h}");
                type_keys(&mut game, "?");
                assert_eq!(unpainted(&drawn(&game)), [], "{theme} help {w}×{h}");
                let menu = App::with_menu(prefs(theme, true), area);
                assert_eq!(unpainted(&drawn(&menu)), [], "{theme} menu {w}×{h}");
            }
        }
    }

    #[test]
    fn without_colour_nothing_is_coloured_and_the_last_move_is_still_marked() {
        for (w, h) in SIZES {
            let app = after_a_move(prefs("light", false), Rect::new(0, 0, w, h));
            let buf = drawn(&app);
            let coloured = buf
                .content()
                .iter()
                .filter(|c| c.fg != Color::Reset || c.bg != Color::Reset);
            assert_eq!(coloured.count(), 0, "{w}×{h}");
            let layout = ScreenLayout::new(app.area, false).unwrap();
            for usi in ["7g", "7f"] {
                let (x, y) = layout.cell_origin(Square::parse_usi(usi).unwrap());
                let around = (buf[(x - 1, y)].symbol(), buf[(x + 3, y)].symbol());
                assert_eq!(around, ("[", "]"), "{usi} at {w}×{h}");
            }
        }
    }

    #[test]
    fn without_colour_the_cursor_is_not_drawn_like_the_selection() {
        let area = Rect::new(0, 0, 120, 40);
        let screen = GameScreen::new(GameSetup::default().game(), false, false);
        let mut app = App::with_game(prefs("light", false), screen, area);
        // The cursor starts on 7g: pick that pawn, then step onto the one
        // beside it, which is not a destination.
        type_keys(&mut app, " h");
        let cursor = app.game_screen().unwrap().cursor;
        assert_eq!(cursor, Square::parse_usi("8g").unwrap());
        let buf = drawn(&app);
        let layout = ScreenLayout::new(area, false).unwrap();
        let look = |usi| {
            let (x, y) = layout.cell_origin(Square::parse_usi(usi).unwrap());
            buf[(x + 1, y)].modifier
        };
        let differ = (look("7g") ^ look("8g")) - Modifier::BOLD;
        assert!(!differ.is_empty(), "{:?} vs {:?}", look("7g"), look("8g"));
    }
}
