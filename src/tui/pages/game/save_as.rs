//! `s` on the game screen: type a name (a default from the date and the
//! players is offered), Enter saves; a name in use asks before replacing.

use crate::kifu::RecordError;
use crate::tui::action::Action;
use crate::tui::pages::game::{GameScreen, Overlay, ScreenRequest};
use crate::tui::widgets::status::Message;
use crate::tui::widgets::text_input::TextInput;

impl GameScreen {
    pub(super) fn open_save_prompt(&mut self) {
        match &self.recorder {
            Some(r) => self.overlay = Overlay::SaveName(r.default_name(&self.game).into()),
            None => {
                self.message = Some(Message::Refusal(
                    "this game is not kept on disk, so it cannot be saved".into(),
                ));
            }
        }
    }

    pub(super) fn save_prompt(&mut self, text: TextInput, action: &Action) {
        match action {
            Action::Cancel => self.overlay = Overlay::None,
            Action::Activate if text.is_blank() => {
                self.message = Some(Message::Refusal("type a name to save under".into()));
            }
            Action::Activate => self.save(text.trimmed().to_string(), false),
            _ => {}
        }
    }

    pub(super) fn answer_overwrite(&mut self, name: String, action: &Action) -> ScreenRequest {
        match action {
            Action::Answer(true) => self.save(name, true),
            // Back to the name, to choose another.
            Action::Answer(false) | Action::Cancel => self.overlay = Overlay::SaveName(name.into()),
            Action::ForceQuit => return ScreenRequest::Leave,
            _ => {}
        }
        ScreenRequest::Nothing
    }

    fn save(&mut self, name: String, overwrite: bool) {
        let Some(recorder) = self.recorder.as_mut() else {
            self.overlay = Overlay::None;
            return;
        };
        match recorder.save_as(&name, &self.game, overwrite) {
            Ok(path) => {
                self.overlay = Overlay::None;
                self.message = Some(Message::Info(format!("saved as {}", path.display())));
            }
            Err(RecordError::AlreadyExists { .. }) => self.overlay = Overlay::Overwrite(name),
            // The prompt stays open with the name, to correct it or cancel.
            Err(e) => {
                self.overlay = Overlay::SaveName(name.into());
                self.message = Some(Message::Refusal(format!("not saved: {e}")));
            }
        }
    }
}
