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
            format!("Enlarge the terminal to at least {MIN_WIDTH}×{MIN_HEIGHT}"),
            app.prefs.theme.refusal,
        ),
        Line::styled(
            format!("(it is {}×{} now)", area.width, area.height),
            app.prefs.theme.dim,
        ),
        // Keys still work here; a question q asks is not drawn, so say its answer.
        Line::styled(
            "To quit: q (then y in a game) or Ctrl-C",
            app.prefs.theme.dim,
        ),
    ];
    let r = centered(area, area.width, 3);
    Paragraph::new(text)
        .centered()
        .wrap(Wrap { trim: true })
        .render(r, buf);
}
