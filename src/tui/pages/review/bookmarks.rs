//! Bookmarks (しおり, KIF's `&` lines): `&` names the current move (an
//! empty name removes its bookmark), `'` lists every bookmark of the
//! record, on the main line and in the variations, to jump to one.

use super::notes_state::{BookmarkEntry, BookmarkList, NotesOverlay};
use super::state::{ReviewOverlay, ReviewPrompt, ReviewScreen};
use crate::kifu::escape_controls;
use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::layout::centered;
use crate::tui::overlay::Layer;
use crate::tui::theme::Theme;
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

impl BookmarkList {
    pub fn render(&self, t: &Theme, screen: Rect, buf: &mut Buffer) {
        let rows = u16::try_from(self.entries.len()).unwrap_or(u16::MAX);
        let h = rows.saturating_add(3).min(screen.height.saturating_sub(2));
        let inner = frame(
            centered(screen, screen.width.saturating_sub(4).min(60), h),
            &t!("review-bookmarks-title"),
            t,
            buf,
        );
        let shown = usize::from(inner.height.saturating_sub(1)).max(1);
        // The chosen row stays in view in a list longer than the popup.
        let first = (self.focus + 1).saturating_sub(shown);
        let mut lines: Vec<Line> = self
            .entries
            .iter()
            .enumerate()
            .skip(first)
            .take(shown)
            .map(|(i, e)| {
                let line = match e.line {
                    None => String::new(),
                    Some(v) => format!(" ({})", t!("review-variation", number = v + 1)),
                };
                let text = format!(
                    "{}{}{line}  {}",
                    if i == self.focus { "▸ " } else { "  " },
                    t!("review-bookmark-move", ply = format!("{:>3}", e.ply)),
                    escape_controls(&e.name)
                );
                Line::styled(text, if i == self.focus { t.cursor } else { t.popup })
            })
            .collect();
        lines.push(Line::styled(t!("review-bookmarks-keys"), t.dim));
        Paragraph::new(lines).render(inner, buf);
    }
}

impl ReviewScreen {
    /// `&`: a prompt for the current move's bookmark, holding its name.
    pub(super) fn edit_bookmark(&mut self) {
        if self.ply == 0 {
            self.message = Some(Message::Refusal(t!("review-bookmark-needs-move")));
            return;
        }
        if let Some(why) = self.not_in_record() {
            self.message = Some(Message::Refusal(why));
            return;
        }
        let name = self.bookmark().unwrap_or("");
        self.overlay = ReviewOverlay::Layer(Layer::prompt(ReviewPrompt::Bookmark, name));
        self.message = None;
    }

    /// The current move's bookmark becomes `name`; an empty one removes it.
    pub(super) fn set_bookmark(&mut self, name: &str) {
        let ply = self.ply;
        let new = (!name.is_empty()).then(|| name.to_string());
        let Some(m) = self.recorded_mut(ply) else {
            self.message = Some(Message::Refusal(t!("review-bookmark-not-in-record")));
            return;
        };
        if m.bookmark == new {
            return;
        }
        m.bookmark = new;
        self.record_changed();
        self.message = Some(Message::Info(if name.is_empty() {
            t!("review-bookmark-removed", ply = ply)
        } else {
            t!("review-bookmark-kept", ply = ply)
        }));
    }

    /// Every bookmark of the record: the main line's, then each
    /// variation's own moves'.
    pub fn bookmarks(&self) -> Vec<BookmarkEntry> {
        let record = &self.loaded.record;
        let main = record
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| (None, i + 1, m));
        let variations = record.variations.iter().enumerate().flat_map(|(v, var)| {
            let first = var.ply as usize;
            var.moves
                .iter()
                .enumerate()
                .map(move |(i, m)| (Some(v), first + i, m))
        });
        main.chain(variations)
            .filter_map(|(line, ply, m)| {
                Some(BookmarkEntry {
                    line,
                    ply,
                    name: m.bookmark.clone()?,
                })
            })
            .collect()
    }

    /// `'`: the list of bookmarks, the first one after the move shown on
    /// the line shown chosen.
    pub(super) fn list_bookmarks(&mut self) {
        let entries = self.bookmarks();
        if entries.is_empty() {
            self.message = Some(Message::Info(t!("review-no-bookmarks")));
            return;
        }
        let focus = entries
            .iter()
            .position(|e| e.line == self.line() && e.ply >= self.ply)
            .unwrap_or(0);
        self.open_notes(NotesOverlay::Bookmarks(BookmarkList { entries, focus }));
    }

    pub(super) fn bookmarks_key(&mut self, mut list: BookmarkList, action: &Action) {
        let n = list.entries.len().max(1);
        match action {
            Action::Move(Direction::Up) => list.focus = (list.focus + n - 1) % n,
            Action::Move(Direction::Down) => list.focus = (list.focus + 1) % n,
            Action::Activate => {
                self.overlay = ReviewOverlay::None;
                if let Some(e) = list.entries.get(list.focus) {
                    self.jump_to_bookmark(e.line, e.ply);
                }
                return;
            }
            Action::Quit | Action::Cancel => {
                self.overlay = ReviewOverlay::None;
                return;
            }
            _ => {}
        }
        self.open_notes(NotesOverlay::Bookmarks(list));
    }

    /// Shows move `ply` of `line` (`None` = the main line).
    pub(super) fn jump_to_bookmark(&mut self, line: Option<usize>, ply: usize) {
        self.show_line(line, ply);
    }
}
