//! One side's clock, drawn beside its hand stand: `9:58` in main time,
//! `秒読み 30` (or `byoyomi 30`) in byoyomi. The running clock is drawn
//! reversed, so a glance tells whose time is going even without colour.

use crate::game::{Clock, Reading, clock_face};
use crate::shogi::Color;
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::ScreenLayout;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Modifier;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use std::time::Instant;

pub struct ClockView<'a> {
    pub reading: Reading,
    /// This side's time is running now.
    pub running: bool,
    pub glyphs: &'a Glyphs,
    pub theme: &'a Theme,
}

/// The words on a clock; empty for an untimed game.
pub fn clock_text(reading: Reading, glyphs: &Glyphs) -> String {
    match reading {
        Reading::Untimed => String::new(),
        Reading::Main(left) => clock_face(left),
        Reading::Byoyomi(left) => format!(
            "{} {}",
            glyphs.byoyomi(),
            crate::game::clock::whole_seconds_up(left)
        ),
        Reading::Out => glyphs.time_up(),
    }
}

impl Widget for ClockView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let text = clock_text(self.reading, self.glyphs);
        if text.is_empty() {
            return;
        }
        let t = self.theme;
        let style = match self.reading {
            Reading::Out => t.refusal,
            _ if self.running => t.title.add_modifier(Modifier::REVERSED),
            _ => t.dim,
        };
        // A space either side when there is room sets the reversed face off
        // from the stand's border; `byoyomi 30` fills a stand's width.
        let padded = format!(" {text} ");
        let text =
            if unicode_width::UnicodeWidthStr::width(padded.as_str()) <= usize::from(area.width) {
                padded
            } else {
                text
            };
        Paragraph::new(Line::styled(text, style))
            .alignment(Alignment::Center)
            .render(area, buf);
    }
}

/// Both sides' clocks at their places by the stands, as `clock` reads at
/// `now`, `running` highlighted. Untimed, nothing is drawn.
pub fn render_clocks(
    clock: &Clock,
    running: Option<Color>,
    now: Instant,
    layout: &ScreenLayout,
    glyphs: &Glyphs,
    theme: &Theme,
    buf: &mut Buffer,
) {
    for c in Color::ALL {
        ClockView {
            reading: clock.reading(c, now),
            running: running == Some(c),
            glyphs,
            theme,
        }
        .render(layout.clock(c), buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_clock_reads_in_the_glyph_sets_words() {
        let k = Glyphs::kanji();
        let w = Glyphs::western();
        let secs = Duration::from_secs;
        assert_eq!(clock_text(Reading::Main(secs(598)), &k), "9:58");
        assert_eq!(clock_text(Reading::Byoyomi(secs(30)), &k), "秒読み 30");
        assert_eq!(clock_text(Reading::Byoyomi(secs(30)), &w), "byoyomi 30");
        assert_eq!(clock_text(Reading::Out, &w), "time up");
        assert_eq!(clock_text(Reading::Untimed, &w), "");
    }
}
