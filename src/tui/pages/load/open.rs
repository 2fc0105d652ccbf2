//! How the list of saves opens (the menu's row), and what it opens: a save
//! continued on the board, or any record in review.

use super::list::{LoadScreen, Opening};
use crate::kifu::{RecordError, open_record};
use crate::tui::autosave::Recorder;
use crate::tui::context::Context;
use crate::tui::page::News;
use crate::tui::page::{Component, Flow};
use crate::tui::pages::game::open as game;
use crate::tui::pages::review::{ReviewScreen, open as review};
use crate::tui::widgets::status::Message;
use std::path::Path;

/// The list of saved games over the page that asks (the menu); why not,
/// said there.
pub fn list() -> Flow {
    Flow::then(|cx, top| {
        let refuse = |cx: &mut Context, top: &mut dyn Component, why: String| {
            top.page_mut().on_news(News::Refused(why));
            top.uncover(cx);
            Flow::Stay
        };
        let Some(folder) = &cx.saves else {
            return refuse(cx, top, crate::t!("keys-saving-off"));
        };
        match folder.dir() {
            Ok(dir) => {
                let mut screen = LoadScreen::new(dir.clone(), dir.list());
                screen.last_folder = cx.settings().open_folder.clone();
                Flow::open(screen)
            }
            Err(why) => {
                let why = crate::t!("keys-no-saves", why = why.to_string());
                refuse(cx, top, why)
            }
        }
    })
}

/// The choice carried out, when there is one.
pub(super) fn opening(chosen: Option<Opening>) -> Flow {
    chosen.map_or(Flow::Stay, save)
}

/// Opens a save from the list: an unfinished game goes back on the board
/// unless `review` asks for review mode.
fn save(Opening { save, review }: Opening) -> Flow {
    Flow::then(move |cx, top| {
        let Some(folder) = cx.saves.clone() else {
            return Flow::Stay;
        };
        let refuse = |top: &mut dyn Component, why: String| {
            top.page_mut().on_news(News::Refused(why));
            Flow::Stay
        };
        let loaded = match open_record(&save.path) {
            Ok(loaded) => loaded,
            Err(e) => return refuse(top, crate::words::Said::said(&e)),
        };
        if !save.is_save() {
            remember_open_folder(cx, &save.path);
        }
        // A server's game goes on only on the server: one whose end was
        // never written (the program was killed) is reviewed, not played
        // on here against a person who is not at this terminal.
        if review || !save.is_save() || loaded.game.is_over() || loaded.record.info.server.is_some()
        {
            return Flow::Open(review::session(cx, ReviewScreen::new(loaded, &save.path)));
        }
        let folder = folder.holding(&save);
        match Recorder::continuing(folder, loaded.record.info.clone(), &loaded.game, &save.name) {
            Ok(recorder) => game::continue_save(cx, &loaded, &save.name, recorder),
            // Open in another shogi-tui: look, but do not touch.
            Err(e @ RecordError::InUse { .. }) => {
                let mut screen = ReviewScreen::new(loaded, &save.path).read_only(crate::t!(
                    "keys-open-elsewhere-read-only",
                    name = &save.name
                ));
                screen.message = Some(Message::Info(crate::words::Said::said(&e)));
                Flow::Open(review::session(cx, screen))
            }
            Err(e) => refuse(
                top,
                crate::t!("keys-cannot-continue", why = crate::words::Said::said(&e)),
            ),
        }
    })
}

/// The folder of a record file just opened, for the `o` prompt to start
/// in next time (in this run and the next).
fn remember_open_folder(cx: &mut Context, file: &Path) {
    let folder = std::path::absolute(file)
        .ok()
        .and_then(|f| f.parent().map(Path::to_path_buf));
    if folder.is_some() && folder != cx.settings().open_folder {
        cx.remember(|s| s.open_folder = folder);
    }
}
