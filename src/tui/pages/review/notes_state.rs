//! The data of what a player writes in review (the forms and prompts
//! `notes.rs` opens), apart from what the keys do with it: `state.rs`
//! holds it in the page's overlay, and each form's file works on it,
//! without the two importing each other.

use crate::kifu::lock::FileStamp;
use crate::tui::widgets::text_area::TextArea;
use crate::tui::widgets::text_input::TextInput;
use std::path::PathBuf;

/// The forms of what a player writes, open over the board (its one-line
/// prompts, a bookmark's name and a new file's, are the shared layer's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotesOverlay {
    /// `C`: the comment editor.
    Comment(CommentEdit),
    /// `'`: the bookmarks to jump to.
    Bookmarks(BookmarkList),
    /// `H`: the header form.
    // Boxed: five text fields would make every overlay as large.
    Headers(Box<HeaderForm>),
}

/// The comment editor, open on one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommentEdit {
    pub text: TextArea,
    /// The person's lines as they were, to tell whether Esc drops anything.
    pub(super) original: String,
    /// Esc was pressed on a changed text: drop it? y/n.
    pub asking: bool,
}

impl CommentEdit {
    /// Whether the text differs from the comment as it was.
    pub fn changed(&self) -> bool {
        self.text.text() != self.original
    }
}

/// One bookmark of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookmarkEntry {
    /// The line whose move it marks: `None` the main line, else the
    /// variation's index.
    pub line: Option<usize>,
    /// The move it marks (1 = the first).
    pub ply: usize,
    pub name: String,
}

/// The `'` list: the bookmarks and the one chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookmarkList {
    pub entries: Vec<BookmarkEntry>,
    pub focus: usize,
}

/// The `H` form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeaderForm {
    pub fields: [TextInput; 5],
    /// The fields as they were, to write only what changed.
    pub(super) original: [String; 5],
    pub focus: usize,
    /// Esc was pressed with a field changed: drop the changes? y/n.
    pub asking: bool,
}

impl HeaderForm {
    /// Whether a field differs from the record's, as `keep_headers`
    /// compares them (spaces at either end say nothing).
    pub fn changed(&self) -> bool {
        self.fields
            .iter()
            .zip(&self.original)
            .any(|(f, o)| f.trimmed() != o.trim())
    }
}

/// Where `S` writes once the app carries the write out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveAsTarget {
    pub to: PathBuf,
    pub how: WriteAs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteAs {
    /// A new file, never over one, even one that appears meanwhile.
    New,
    /// Over the file the player agreed to replace, only as it was then
    /// (its stamp when asked).
    Over(Option<FileStamp>),
}
