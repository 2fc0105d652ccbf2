//! The copy menu carried out: a page makes the text of the row chosen
//! (`share::Shared::of`) and asks for it (`Flow::then` with `Context::share`); the app, which alone reaches the terminal and the save
//! folder, sends it to the clipboard (OSC 52, written by the event loop
//! after drawing) or writes it under the save folder's `exports/`, and
//! says in the page's status bar which was done. A text too long for a
//! terminal's clipboard goes to a file instead, and the player is told.

use super::context::Context;
use super::page::News;
use super::page::{Component, Flow};
use crate::share::clipboard::{TooLong, osc52};
use crate::share::exports::write_export;
use crate::share::{Destination, ShareKind, Shared};
use crate::t;

impl Context {
    /// Sends a shared text where the player chose; what was done, as news.
    pub fn share(&mut self, shared: Shared) -> News {
        let Shared { kind, content, to } = shared;
        let what = kind.label();
        // A picture goes to a file, whatever the menu said.
        let clipboard = to == Destination::Clipboard && !kind.file_only();
        match std::str::from_utf8(&content) {
            Ok(text) if clipboard => match osc52(text) {
                Ok(escape) => {
                    self.clipboard = Some(escape);
                    News::Done(t!("share-copied", what = what))
                }
                Err(TooLong { bytes }) => match self.export(kind, &content) {
                    Ok(file) => News::Done(t!(
                        "share-too-long",
                        what = what,
                        bytes = bytes,
                        file = file
                    )),
                    Err(why) => News::Refused(why),
                },
            },
            _ => match self.export(kind, &content) {
                Ok(file) => News::Done(t!("share-written", what = what, file = file)),
                Err(why) => News::Refused(why),
            },
        }
    }

    /// Writes `content` as a new file of the save folder's `exports/`;
    /// its path as the player reads it, or why not.
    fn export(&self, kind: ShareKind, content: &[u8]) -> Result<String, String> {
        let saves = self
            .saves
            .as_ref()
            .ok_or_else(|| t!("share-no-save-folder"))?;
        let dir = saves.dir().map_err(str::to_string)?;
        let file = write_export(dir.path(), kind.subject(), kind.extension(), content)?;
        Ok(crate::kifu::escape_controls(&file.display().to_string()).into_owned())
    }
}

/// The copy menu's choice carried out, and said on the page that asked.
pub fn share(shared: Shared) -> Flow {
    Flow::then(move |cx, top: &mut dyn Component| {
        let news = cx.share(shared);
        top.page_mut().on_news(news);
        Flow::Stay
    })
}
