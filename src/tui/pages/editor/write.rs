//! `W` in the editor: the position saved as a record of no moves, in the
//! format the path's extension names (`.kif` with its board diagram,
//! `.csa`, `.sfen`, …). A name alone goes into the save folder, where the
//! games are; a path (a folder in it) goes where it says. The name offered
//! is selected, so the name typed replaces it. A file already there is
//! replaced only after a yes; the app writes it (a temporary file, then a
//! rename), and the status line names the file in full.

use super::state::{EditorOverlay, EditorPrompt, EditorQuestion, EditorScreen};
use super::work::EditorWork;
use crate::kifu::marks::with_marks;
use crate::kifu::record::start_from_position;
use crate::kifu::{FileKind, Record, RecordError};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::page::Flow;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use std::path::{Component, Path, PathBuf};

/// The name `W` offers.
const DEFAULT_PATH: &str = "position.kif";

/// The question before a file is replaced.
pub fn overwrite_question(path: &Path) -> QuestionText {
    QuestionText {
        title: t!("editor-replace-title"),
        lines: vec![t!(
            "editor-replace-exists",
            path = path.display().to_string()
        )],
        yes: t!("editor-key-replace-yes"),
        no: t!("editor-key-replace-no"),
        keep_visible: None,
    }
}

/// Esc with a position that is not written: the question before leaving.
pub fn leave_question() -> QuestionText {
    QuestionText {
        title: t!("editor-leave-title"),
        lines: vec![t!("editor-leave-lost")],
        yes: t!("editor-key-leave-yes"),
        no: t!("editor-key-leave-no"),
        keep_visible: None,
    }
}

impl EditorScreen {
    pub(super) fn open_save_path(&mut self) {
        if self.playable("editor-doing-save").is_some() {
            self.overlay = path_prompt(DEFAULT_PATH);
        }
    }

    /// The record `W` writes: the position as its start, no moves.
    fn record(&mut self) -> Option<Record> {
        let pos = self.playable("editor-doing-save")?;
        Some(Record {
            start: start_from_position(pos),
            comments: with_marks(&[], self.marks()),
            ..Record::default()
        })
    }

    /// Enter on the name or path `typed` at `W`'s prompt (the prompt
    /// closed): written where `destination` says. A name with no format
    /// is given back, selected, before anything is written.
    pub(super) fn save_typed(&mut self, typed: &str) -> Flow {
        if let Err(e) = FileKind::from_path(Path::new(typed)) {
            self.message = Some(Message::Refusal(e.said()));
            self.overlay = path_prompt(typed);
            return Flow::Stay;
        }
        self.write(destination(typed, self.save_dir.as_deref()), false)
    }

    /// Writes the position to `path` (the prompt or question closed), over
    /// a file there only when `overwrite`.
    pub(super) fn write(&mut self, path: PathBuf, overwrite: bool) -> Flow {
        if let Some(record) = self.record() {
            self.orders.give(EditorWork::Write {
                path,
                record: Box::new(record),
                overwrite,
            });
        }
        Flow::Stay
    }

    /// The answer to `EditorQuestion::Overwrite`: replace the file, or
    /// back to the path to choose another.
    pub(super) fn answer_overwrite(&mut self, path: PathBuf, yes: bool) -> Flow {
        if yes {
            return self.write(path, true);
        }
        self.overlay = path_prompt(path.display().to_string());
        Flow::Stay
    }

    /// How the app's writing went.
    pub fn written(&mut self, path: PathBuf, result: Result<(), RecordError>) {
        match result {
            Ok(()) => {
                // Written: Esc no longer asks about this position.
                self.kept = self.setup.clone();
                self.message = Some(Message::Info(t!(
                    "editor-saved",
                    path = path.display().to_string()
                )));
            }
            Err(RecordError::AlreadyExists { .. }) => {
                self.overlay = EditorOverlay::Layer(Layer::Ask(EditorQuestion::Overwrite(path)));
            }
            Err(e) => self.message = Some(Message::Refusal(e.said())),
        }
    }
}

/// Where the name or path `typed` at `W` is written: a name alone into the
/// save folder (`save_dir`, else where the program runs), a path as typed;
/// in full, as the player is told it.
pub fn destination(typed: &str, save_dir: Option<&Path>) -> PathBuf {
    let typed = Path::new(typed);
    let mut parts = typed.components();
    let name_alone = matches!(
        (parts.next(), parts.next()),
        (Some(Component::Normal(_)), None)
    );
    let path = match save_dir {
        Some(dir) if name_alone => dir.join(typed),
        _ => typed.to_path_buf(),
    };
    // Only a path that cannot be made whole (no current folder) is said
    // as it is.
    std::path::absolute(&path).unwrap_or(path)
}

/// `W`'s prompt, holding `path` (selected: what is typed replaces it).
fn path_prompt(path: impl Into<TextInput>) -> EditorOverlay {
    EditorOverlay::Layer(Layer::prompt(EditorPrompt::SavePath, path))
}
