//! The game database's explorer over the editor (`d`): the moves played
//! from the position set up, the games through it and their filters, as
//! review's Games tab shows them. Enter on a move opens the position in
//! review with that move played (the editor edits a position, not a line
//! of moves); Enter on a game of the list opens that game in review at
//! the ply where it got there.

use super::session::EditorSession;
use super::state::{EditorOverlay, EditorScreen};
use crate::tui::action::Action;
use crate::tui::display_prefs::Notation;
use crate::tui::explorer::view::{Board, render_overlay};
use crate::tui::explorer::{Explorer, Step};
use crate::tui::page::{Flow, downcast_mut};
use crate::tui::theme::Theme;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

impl EditorScreen {
    /// `d`: the explorer over the board, made with the app's database and
    /// the player's names the first time (its filters are kept after).
    pub(super) fn open_explorer(&mut self) -> Flow {
        let Some(pos) = self.playable("explorer-doing-look") else {
            return Flow::Stay;
        };
        if let Some(ex) = &mut self.explorer {
            ex.show(&pos);
            self.overlay = EditorOverlay::Explorer;
            return Flow::Stay;
        }
        Flow::then(move |cx, top| {
            if let Some(session) = downcast_mut::<EditorSession>(top) {
                let mut ex = Explorer::new(cx.database.clone(), cx.settings().database.names());
                ex.show(&pos);
                session.page.explorer = Some(ex);
                session.page.overlay = EditorOverlay::Explorer;
            }
            Flow::Stay
        })
    }

    /// A key while the explorer is open.
    pub(super) fn explorer_update(&mut self, action: &Action) -> Flow {
        let Some(ex) = &mut self.explorer else {
            return Flow::Stay;
        };
        // Kept open unless it closes or opens something.
        self.overlay = EditorOverlay::Explorer;
        match ex.act(action) {
            Step::Stay | Step::NotMine => {}
            Step::Close => self.overlay = EditorOverlay::None,
            Step::Say(words) => self.message = Some(Message::Refusal(words)),
            Step::Play(mv) => {
                if let Ok(pos) = &self.checked {
                    return crate::tui::pages::review::open::position_with_move(pos.clone(), mv);
                }
            }
            Step::Open(game, ply) => {
                return crate::tui::pages::review::open::stored_game(*game, ply);
            }
        }
        if *action == Action::ForceQuit {
            return Flow::Leave;
        }
        Flow::Stay
    }

    /// The explorer's input mode while it is open.
    pub(super) fn explorer_mode(&self) -> crate::tui::input::InputMode {
        self.explorer
            .as_ref()
            .and_then(Explorer::input_mode)
            .unwrap_or(crate::tui::input::InputMode::Own)
    }

    pub(super) fn explorer_waiting(&self) -> bool {
        self.explorer.as_ref().is_some_and(Explorer::waiting)
    }

    pub(super) fn explorer_poll(&mut self) -> bool {
        self.explorer.as_mut().is_some_and(Explorer::poll)
    }
}

/// The explorer drawn over the editor, when open.
pub(super) fn render_explorer(
    e: &EditorScreen,
    notation: Notation,
    status: Rect,
    t: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    if let (EditorOverlay::Explorer, Some(ex), Ok(pos)) = (&e.overlay, &e.explorer, &e.checked) {
        let board = Board {
            position: pos,
            last_to: None,
            notation,
        };
        render_overlay(ex, board, status, t, area, buf);
    }
}
