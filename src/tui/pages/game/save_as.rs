//! `s` on the game screen: type a name (a default from the date and the
//! players is offered), Enter saves; a name in use asks before replacing.

use super::state::{GameScreen, Overlay};
use super::work::GameWork;
use crate::kifu::RecordError;
use crate::kifu::escape::{escape_controls, quote};
use crate::t;
use crate::tui::action::Action;
use crate::tui::autosave::Kept;
use crate::tui::page::Request;
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;
use std::path::PathBuf;

impl GameScreen {
    pub(super) fn open_save_prompt(&mut self) {
        match (&self.saving.kept, &self.saving.name) {
            (true, Some(name)) => self.overlay = Overlay::SaveName(name.as_str().into()),
            _ => {
                self.message = Some(Message::Refusal(t!("game-save-not-kept")));
            }
        }
    }

    pub(super) fn save_prompt(&mut self, text: TextInput, action: &Action) -> Request {
        match action {
            Action::Cancel => self.overlay = Overlay::None,
            Action::Activate if text.is_blank() => {
                self.message = Some(Message::Refusal(t!("game-save-needs-name")));
            }
            Action::Activate => {
                self.orders.give(GameWork::SaveAs {
                    name: text.trimmed().to_string(),
                    overwrite: false,
                });
                return Request::Nothing;
            }
            _ => {}
        }
        Request::Nothing
    }

    pub(super) fn answer_overwrite(&mut self, name: String, action: &Action) -> Request {
        match action {
            Action::Answer(true) => {
                self.orders.give(GameWork::SaveAs {
                    name,
                    overwrite: true,
                });
                return Request::Nothing;
            }
            // Back to the name, to choose another.
            Action::Answer(false) | Action::Cancel => self.overlay = Overlay::SaveName(name.into()),
            Action::ForceQuit => return Request::Leave,
            _ => {}
        }
        Request::Nothing
    }

    /// How the app's saving under `name` went.
    pub fn saved(&mut self, name: String, result: Result<PathBuf, RecordError>) {
        match result {
            Ok(path) => {
                self.overlay = Overlay::None;
                self.message = Some(Message::Info(t!(
                    "game-saved-as",
                    path = path.display().to_string()
                )));
            }
            Err(RecordError::AlreadyExists { .. }) => self.overlay = Overlay::Overwrite(name),
            // The prompt stays open with the name, to correct it or cancel.
            Err(e) => {
                self.message = Some(Message::Refusal(t!(
                    "game-not-saved",
                    why = why_not_saved(&e, &name)
                )));
                self.overlay = Overlay::SaveName(name.into());
            }
        }
    }

    /// How the app's autosave after the last change went.
    pub fn kept(&mut self, kept: Kept, name: String) {
        self.saving.kept = true;
        self.saving.name = Some(name);
        match kept {
            Kept::Failed(why) => {
                self.message = Some(Message::Refusal(t!("game-not-saved", why = &why)));
                self.saving.failure = Some(why);
            }
            Kept::Saved => self.saving.failure = None,
            Kept::Unchanged => {}
        }
    }
}

/// Why saving under `name` failed, the reason first: the status bar has
/// two rows, and a path as long as the name typed would push the reason
/// out of them. The file is named by its first characters only.
fn why_not_saved(e: &RecordError, name: &str) -> String {
    match e {
        RecordError::Refused { what, .. } => escape_controls(what).into_owned(),
        RecordError::Io { action, source, .. } => {
            format!("{source}: could not {action} for '{}'", quote(name, 24))
        }
        _ => e.to_string(),
    }
}
