//! A record pasted in the terminal: review made of it, and a paste over
//! a review, which opens the pasted record in its place once what was
//! done here is safe (written, or the player said to drop it).
//!
//! A pasted record is in no file: it is marked so (`s` says to use `S`),
//! and its source is a name in the save folder, so that `S` with a bare
//! name writes a new file there, never over one without asking.

use super::state::{ReviewOverlay, ReviewQuestion, ReviewScreen};
use crate::kifu::load_game;
use crate::kifu::pasted::{Pasted, read_pasted};
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::page::Flow;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::words::load_notes::notes_said;
use std::path::Path;

impl ReviewScreen {
    /// Review of a pasted record; `folder` is where `S` writes (the save
    /// folder, when saving is on).
    pub fn pasted(pasted: Pasted, folder: Option<&Path>) -> ReviewScreen {
        let name = t!("paste-source");
        let source = folder.map_or_else(|| Path::new(&name).to_path_buf(), |f| f.join(&name));
        let Pasted {
            record,
            format,
            position_only,
        } = pasted;
        let loaded = load_game(record);
        let mut said = if position_only {
            t!(
                "paste-opened-position",
                format = crate::words::Said::said(&format)
            )
        } else {
            t!(
                "paste-opened",
                format = crate::words::Said::said(&format),
                moves = t!("common-moves", count = loaded.game.ply())
            )
        };
        for note in notes_said(&loaded.notes()) {
            said.push_str(" · ");
            said.push_str(&note);
        }
        let mut review = ReviewScreen::new(loaded, &source).read_only(t!("paste-in-no-file"));
        // The name is no file's: nothing was read from it.
        review.read_as = None;
        review.message = Some(Message::Info(said));
        review
    }

    /// A paste over the review: the record it holds opened in place of
    /// this one, asking first when that would drop what was done here;
    /// a text that is no record is said, and nothing changes.
    pub(super) fn paste(&mut self, text: &str) -> Flow {
        let pasted = match read_pasted(text) {
            Ok(pasted) => pasted,
            Err(why) => {
                self.message = Some(Message::Refusal(crate::words::Said::said(&why)));
                return Flow::Stay;
            }
        };
        if self.would_lose_changes() {
            self.pending_paste = Some(Box::new(pasted));
            self.overlay = ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::OpenPasted));
            return Flow::Stay;
        }
        super::open::pasted(pasted)
    }

    /// The answer to [`Self::paste_question`].
    pub(super) fn paste_answered(&mut self, yes: bool) -> Flow {
        match self.pending_paste.take() {
            Some(pasted) if yes => super::open::pasted(*pasted),
            _ => {
                self.message = Some(Message::Info(t!("paste-kept")));
                Flow::Stay
            }
        }
    }

    /// Asked before a paste drops what was done here, as leaving asks.
    pub fn paste_question(&self) -> QuestionText {
        let how = self.how_to_keep();
        QuestionText {
            title: t!("paste-replace-title"),
            lines: vec![
                t!("review-leave-unwritten", file = self.file_name()),
                t!("paste-replace-question", how = how),
            ],
            yes: t!("paste-key-open-yes"),
            no: t!("review-key-leave-no"),
            keep_visible: None,
        }
    }
}
