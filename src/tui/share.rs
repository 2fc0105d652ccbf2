//! The copy menu carried out: a page makes the text of the row chosen
//! ([`request`]); the app, which alone reaches the terminal and the save
//! folder, sends it to the clipboard (OSC 52, written by the event loop
//! after drawing) or writes it under the save folder's `exports/`, and
//! says in the page's status bar which was done. A text too long for a
//! terminal's clipboard goes to a file instead, and the player is told.

use super::app::App;
use super::page::{News, Request};
use crate::share::clipboard::{TooLong, osc52};
use crate::share::exports::write_export;
use crate::share::{Destination, ShareError, ShareKind, Shareable};
use crate::t;

/// A text made by the copy menu and where it goes.
#[derive(Debug)]
pub struct Shared {
    pub kind: ShareKind,
    pub text: String,
    pub to: Destination,
}

/// What a page asks for when the copy menu's row `kind` was chosen for
/// `to`: the text made from `what`, or why it cannot be.
pub fn request(what: &Shareable, kind: ShareKind, to: Destination) -> Result<Request, ShareError> {
    let text = what.text(kind)?;
    Ok(Request::Share(Box::new(Shared { kind, text, to })))
}

impl App {
    /// Sends a shared text where the player chose, and says so.
    pub fn share(&mut self, shared: Shared) {
        let Shared { kind, text, to } = shared;
        let what = kind.label();
        let news = match to {
            Destination::Clipboard => match osc52(&text) {
                Ok(escape) => {
                    self.clipboard = Some(escape);
                    News::Done(t!("share-copied", what = what.clone()))
                }
                Err(TooLong { bytes }) => match self.export(kind, &text) {
                    Ok(file) => News::Done(t!(
                        "share-too-long",
                        what = what.clone(),
                        bytes = bytes,
                        file = file
                    )),
                    Err(why) => News::Refused(why),
                },
            },
            Destination::File => match self.export(kind, &text) {
                Ok(file) => News::Done(t!("share-written", what = what.clone(), file = file)),
                Err(why) => News::Refused(why),
            },
        };
        self.screen.page_mut().on_news(news);
    }

    /// Writes `text` as a new file of the save folder's `exports/`; its
    /// path as the player reads it, or why not.
    fn export(&self, kind: ShareKind, text: &str) -> Result<String, String> {
        let saves = self
            .saves
            .as_ref()
            .ok_or_else(|| t!("share-no-save-folder"))?;
        let dir = saves.dir().map_err(str::to_string)?;
        let file = write_export(
            dir.path(),
            kind.subject(),
            kind.extension(),
            text.as_bytes(),
        )?;
        Ok(crate::kifu::escape_controls(&file.display().to_string()).into_owned())
    }
}
