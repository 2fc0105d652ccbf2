//! `s` on the game screen: type a name (a default from the date and the
//! players is offered), Enter saves; a name in use asks before replacing.

use super::state::{GamePrompt, GameScreen, Overlay, Question};
use super::work::GameWork;
use crate::kifu::RecordError;
use crate::kifu::escape::{escape_controls, quote};
use crate::t;
use crate::tui::autosave::Kept;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::{Message, StatusSlot};
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use std::path::PathBuf;

impl GameScreen {
    pub(super) fn open_save_prompt(&mut self) {
        match (&self.saving.kept, &self.saving.name) {
            (true, Some(name)) => self.overlay = name_prompt(name.as_str()),
            _ => {
                self.message = Some(Message::Refusal(t!("game-save-not-kept")));
            }
        }
    }

    /// Enter on a name (not blank): the session saves under it; the
    /// prompt stays open until it says how that went (`saved`).
    pub(super) fn save_typed(&mut self, name: &str) {
        self.orders.give(GameWork::SaveAs {
            name: name.trim().to_string(),
            overwrite: false,
        });
    }

    /// The answer to `Question::Overwrite`: replace the save, or back to
    /// the name to choose another.
    pub(super) fn answer_overwrite(&mut self, name: String, yes: bool) {
        if yes {
            self.orders.give(GameWork::SaveAs {
                name,
                overwrite: true,
            });
        } else {
            self.overlay = name_prompt(name);
        }
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
            Err(RecordError::AlreadyExists { .. }) => {
                self.overlay = Overlay::Layer(Layer::Ask(Question::Overwrite(name)))
            }
            // The prompt stays open with the name, to correct it or cancel.
            Err(e) => {
                self.message = Some(Message::Refusal(t!(
                    "game-not-saved",
                    why = why_not_saved(&e, &name)
                )));
                self.overlay = name_prompt(name);
            }
        }
    }

    /// How the app's autosave after the last change went.
    pub fn kept(&mut self, kept: Kept, name: String) {
        self.saving.kept = true;
        self.saving.name = Some(name);
        match kept {
            Kept::Failed(why) => {
                self.message
                    .say(Some(Message::Notice(t!("game-not-saved", why = &why))));
                self.saving.failure = Some(why);
            }
            Kept::Saved => self.saving.failure = None,
            // Said after what the page was saying (a server's last word).
            Kept::NotInDatabase(why) => {
                let said = Message::problem(self.message.clone(), &why);
                self.message.say(Some(said));
            }
            Kept::Unchanged => {}
        }
    }
}

/// The name prompt, holding `name`.
fn name_prompt(name: impl Into<TextInput>) -> Overlay {
    Overlay::Layer(Layer::prompt(GamePrompt::SaveName, name))
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
        _ => e.said(),
    }
}
