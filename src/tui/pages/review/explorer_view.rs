//! What review draws of its Games tab: the pane's frame with both tabs
//! named in its title (the one in front bracketed), the explorer's rows
//! inside, and its list of games or filter line over the screen.

use super::state::{PaneTab, ReviewScreen};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::explorer::view::{Board, render_open, render_rows};
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::head_fitting;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Span;
use ratatui::widgets::{Block, Borders, Widget};

/// The pane's title: both tabs, the one in front in brackets.
pub fn tabs_title(tab: PaneTab, book: &str) -> String {
    let games = t!("explorer-tab-games");
    match tab {
        PaneTab::Book => format!("[{book}] · {games}"),
        PaneTab::Games => format!("{} · [{games}]", t!("explorer-tab-book")),
    }
}

/// The Games tab in the book pane's `area`.
pub fn games_pane(r: &ReviewScreen, notation: Notation, t: &Theme, area: Rect, buf: &mut Buffer) {
    let room = usize::from(area.width.saturating_sub(4));
    let title = head_fitting(&tabs_title(PaneTab::Games, ""), room);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(t.grid)
        .title(Span::styled(format!(" {title} "), t.title));
    let inner = block.inner(area);
    block.render(area, buf);
    let board = Board {
        position: r.position(),
        last_to: r.last_to(),
        notation,
    };
    render_rows(r.explorer(), board, r.explorer_focused(), t, inner, buf);
}

/// The explorer's list or filter line over the screen, when open.
pub fn games_over(r: &ReviewScreen, t: &Theme, status: Rect, area: Rect, buf: &mut Buffer) {
    if r.games_tab_shown() {
        render_open(r.explorer(), t, status, area, buf);
    }
}
