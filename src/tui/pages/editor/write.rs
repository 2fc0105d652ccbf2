//! `W` in the editor: the position saved as a record of no moves, in the
//! format the path's extension names (`.kif` with its board diagram,
//! `.csa`, `.sfen`, …). A file already there is replaced only after a yes;
//! the app writes it (a temporary file, then a rename).

use super::state::{EditorOverlay, EditorPrompt, EditorQuestion, EditorScreen};
use super::work::EditorWork;
use crate::kifu::record::start_from_position;
use crate::kifu::{FileKind, Record, RecordError};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::page::Request;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use std::path::{Path, PathBuf};

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
            ..Record::default()
        })
    }

    /// Writes the position to `path` (the prompt or question closed), over
    /// a file there only when `overwrite`.
    pub(super) fn write(&mut self, path: PathBuf, overwrite: bool) -> Request {
        // The format is known before anything is written.
        if let Err(e) = FileKind::from_path(&path) {
            self.message = Some(Message::Refusal(e.to_string()));
            self.overlay = path_prompt(path.display().to_string());
            return Request::Nothing;
        }
        if let Some(record) = self.record() {
            self.orders.give(EditorWork::Write {
                path,
                record: Box::new(record),
                overwrite,
            });
        }
        Request::Nothing
    }

    /// The answer to `EditorQuestion::Overwrite`: replace the file, or
    /// back to the path to choose another.
    pub(super) fn answer_overwrite(&mut self, path: PathBuf, yes: bool) -> Request {
        if yes {
            return self.write(path, true);
        }
        self.overlay = path_prompt(path.display().to_string());
        Request::Nothing
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
            Err(e) => self.message = Some(Message::Refusal(e.to_string())),
        }
    }
}

/// `W`'s prompt, holding `path`.
fn path_prompt(path: impl Into<TextInput>) -> EditorOverlay {
    EditorOverlay::Layer(Layer::prompt(EditorPrompt::SavePath, path))
}
