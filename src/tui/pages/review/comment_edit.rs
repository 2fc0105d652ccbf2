//! `C`: the current move's comment (before the first move, the record's
//! opening comment) written in a multi-line editor. Ctrl-S keeps it, Esc
//! leaves it as it was, asking first when it was changed.
//!
//! The editor holds the lines a person wrote. The engine evaluation lines
//! the comment may carry (another program's analysis, or this one's
//! written back) are not shown there and stay as they were: the analysis
//! pane reads them, and the writers replace them by a newer analysis
//! themselves, so a person rewriting their note never loses an engine's.

use super::notes_state::{CommentEdit, NotesOverlay};
use super::state::{ReviewOverlay, ReviewScreen};
use crate::kifu::evaluation::engine_lines;
use crate::kifu::marks::{read_marks, with_marks};
use crate::t;
use crate::tui::action::Action;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use crate::tui::widgets::popup::{QuestionPopup, QuestionText, frame};
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_area::{Cut, MAX_CHARS, TextArea};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

/// The question Esc asks when a form's text was changed; `what` says
/// so for the player ("This comment was changed. Leave it as it was?").
pub fn drop_question(what: String) -> QuestionText {
    QuestionText {
        title: t!("review-drop-title"),
        lines: vec![what],
        yes: t!("review-key-drop-yes"),
        no: t!("review-key-drop-no"),
        keep_visible: None,
    }
}

impl CommentEdit {
    pub fn render(&self, r: &ReviewScreen, t: &Theme, screen: Rect, buf: &mut Buffer) {
        let title = match r.ply {
            0 => t!("review-comment-start"),
            ply => t!("review-comment-move", ply = ply),
        };
        let w = screen.width.saturating_sub(4).min(64);
        let h = screen.height.saturating_sub(4).min(16);
        let inner = frame(centered(screen, w, h), &title, t, buf);
        let Some(rows) = inner.height.checked_sub(1) else {
            return;
        };
        let text = Rect {
            height: rows,
            ..inner
        };
        self.text.render(text, t, buf);
        let help = Rect::new(inner.x, inner.bottom() - 1, inner.width, 1);
        Paragraph::new(Line::styled(t!("review-comment-keys"), t.dim)).render(help, buf);
        if self.asking {
            QuestionPopup {
                text: &drop_question(t!("review-drop-comment")),
                flipped: r.flipped,
                theme: t,
            }
            .render(screen, buf);
        }
    }
}

/// What the status line says of a text the editor could not take whole.
fn cut_words(cut: Cut) -> String {
    if cut.kept == 0 {
        return t!("review-comment-full", max = MAX_CHARS.to_string());
    }
    t!(
        "review-comment-paste-cut",
        line = cut.line.to_string(),
        column = cut.column.to_string(),
        kept = cut.kept.to_string(),
        total = cut.total.to_string()
    )
}

impl ReviewScreen {
    /// `C`: opens the editor on the current move's comment.
    pub(super) fn edit_comment(&mut self) {
        if let Some(why) = self.not_in_record() {
            self.message = Some(Message::Refusal(why));
            return;
        }
        let comment = self.move_comment().text.join("\n");
        // Cut to what the editor holds, Ctrl-S would lose the rest.
        if let Some(chars) = TextArea::too_long(&comment) {
            self.message = Some(Message::Refusal(t!(
                "review-comment-too-long",
                chars = chars.to_string(),
                max = MAX_CHARS.to_string()
            )));
            return;
        }
        let text = TextArea::new(&comment);
        // As the editor holds it (without what it drops): opened and
        // left, nothing changed.
        let original = text.text();
        self.open_notes(NotesOverlay::Comment(CommentEdit {
            text,
            original,
            asking: false,
        }));
        self.message = None;
    }

    pub(super) fn comment_key(&mut self, mut edit: CommentEdit, action: &Action) {
        match action {
            Action::Answer(true) if edit.asking => {
                self.overlay = ReviewOverlay::None;
                return;
            }
            Action::Answer(false) | Action::Cancel if edit.asking => edit.asking = false,
            _ if edit.asking => {}
            Action::KeepText => return self.keep_comment(&edit),
            Action::Cancel if edit.changed() => edit.asking = true,
            Action::Cancel => {
                self.overlay = ReviewOverlay::None;
                return;
            }
            _ => {
                if let Some(cut) = edit.text.edit(action) {
                    self.message = Some(Message::Refusal(cut_words(cut)));
                }
            }
        }
        self.open_notes(NotesOverlay::Comment(edit));
    }

    /// Ctrl-S: the person's lines of the comment become the editor's,
    /// the engine's lines kept after them.
    fn keep_comment(&mut self, edit: &CommentEdit) {
        self.overlay = ReviewOverlay::None;
        if !edit.changed() {
            return;
        }
        let text = edit.text.text();
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        // As read_comments does: blank lines at either end say nothing.
        while lines.last().is_some_and(|l| l.trim().is_empty()) {
            lines.pop();
        }
        while lines.first().is_some_and(|l| l.trim().is_empty()) {
            lines.remove(0);
        }
        let ply = self.ply;
        let comments = match ply {
            0 => Some(&mut self.loaded.record.comments),
            _ => self.recorded_mut(ply).map(|m| &mut m.comments),
        };
        let Some(comments) = comments else {
            self.message = Some(Message::Refusal(t!("review-comment-not-in-record")));
            return;
        };
        lines.extend(engine_lines(comments));
        // The marks stay as they were; markup typed in the editor adds
        // its marks to them.
        let mut marks = read_marks(comments).marks;
        for mark in read_marks(&lines).marks {
            if !marks.contains(&mark) {
                marks.push(mark);
            }
        }
        *comments = with_marks(&lines, &marks);
        self.record_changed();
        self.message = Some(Message::Info(t!(
            "review-comment-kept",
            file = self.file_name()
        )));
    }
}
