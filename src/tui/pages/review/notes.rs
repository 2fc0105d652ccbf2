//! What a player writes into a record in review: a move's comment (`C`,
//! comment_edit.rs), bookmarks (`&` and `'`, bookmarks.rs), the headers
//! (`H`, headers.rs), and the record written into a new file (`S`,
//! save_as.rs). This file is what the forms share: the one overlay they
//! open (so that the page's own files need one hook each, not one per
//! form), its keys and drawing handed to the file of each form, and the
//! move of the record the current move is. A one-line name (`&`'s, `S`'s)
//! and `S`'s question are the shared layer's (`tui::overlay`).

use super::state::{ReviewOverlay, ReviewScreen};
use crate::kifu::RecordedMove;
use crate::t;
use crate::tui::action::Action;
use crate::tui::input::InputMode;
use crate::tui::page::Flow;
use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

pub use super::notes_state::{
    BookmarkEntry, BookmarkList, CommentEdit, HeaderForm, NotesOverlay, SaveAsTarget, WriteAs,
};

impl NotesOverlay {
    pub fn input_mode(&self) -> InputMode {
        match self {
            NotesOverlay::Comment(edit) if edit.asking => InputMode::Question,
            NotesOverlay::Headers(form) if form.asking => InputMode::Question,
            NotesOverlay::Comment(_) | NotesOverlay::Headers(_) => InputMode::Text,
            // Arrows, Enter and Esc, as in the menu.
            NotesOverlay::Bookmarks(_) => InputMode::List,
        }
    }

    /// The status bar's key hints while it is open, by their messages.
    pub fn hints(&self) -> &'static [&'static str] {
        match self {
            NotesOverlay::Comment(edit) if edit.asking => {
                &["review-key-drop-yes", "review-key-go-on"]
            }
            NotesOverlay::Headers(form) if form.asking => {
                &["review-key-drop-yes", "review-key-go-on"]
            }
            NotesOverlay::Comment(_) => &[
                "review-key-keep-text",
                "review-key-drop-text",
                "review-key-new-line",
                "review-key-text-move",
            ],
            NotesOverlay::Headers(_) => &[
                "review-key-keep-text",
                "review-key-drop-text",
                "review-key-field",
                "review-key-erase-field",
            ],
            NotesOverlay::Bookmarks(_) => &[
                "review-key-jump-there",
                "review-key-choose",
                "review-key-close",
            ],
        }
    }
}

impl ReviewScreen {
    /// A key while one of the forms is open.
    pub(super) fn notes_update(&mut self, open: NotesOverlay, action: &Action) -> Flow {
        if *action == Action::ForceQuit {
            return Flow::Leave;
        }
        // Each form says what is open next; most stay open.
        match open {
            NotesOverlay::Comment(edit) => self.comment_key(edit, action),
            NotesOverlay::Bookmarks(list) => self.bookmarks_key(list, action),
            NotesOverlay::Headers(form) => self.headers_key(form, action),
        }
        Flow::Stay
    }

    /// Opens `form` over the board.
    pub(super) fn open_notes(&mut self, form: NotesOverlay) {
        self.overlay = ReviewOverlay::Notes(form);
    }

    /// The recorded move `ply` (1 = the first) of the line shown, to change
    /// what the record says about it; `None` for the engine's moves, which
    /// are in no record. The move is found in the line that holds it: a
    /// variation's moves before its branch are its parent's.
    pub(super) fn recorded_mut(&mut self, ply: usize) -> Option<&mut RecordedMove> {
        let i = ply.checked_sub(1)?;
        if self.engine_line_from().is_some_and(|from| ply > from) {
            return None;
        }
        match self.owner_at(ply).0 {
            None => self.loaded.record.moves.get_mut(i),
            Some(v) => {
                let variation = self.loaded.record.variations.get_mut(v)?;
                let first = (variation.ply as usize).checked_sub(1)?;
                variation.moves.get_mut(i.checked_sub(first)?)
            }
        }
    }

    /// Why the current move's comment or bookmark cannot be written, if it
    /// cannot: the engine's moves are in no record yet.
    pub(super) fn not_in_record(&self) -> Option<String> {
        self.engine_line_from()
            .filter(|&from| self.ply > from)
            .map(|_| t!("review-engine-move-not-in-record"))
    }
}

/// Draws the open form over the review screen.
pub fn render_notes(
    r: &ReviewScreen,
    open: &NotesOverlay,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    match open {
        NotesOverlay::Comment(edit) => edit.render(r, theme, area, buf),
        NotesOverlay::Bookmarks(list) => list.render(theme, area, buf),
        NotesOverlay::Headers(form) => form.render(theme, r.flipped, area, buf),
    }
}
