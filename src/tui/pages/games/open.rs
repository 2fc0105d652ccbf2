//! How the games list opens (the menu's row), and how a game of it opens
//! in review.

use super::session::GamesSession;
use super::state::GamesPage;
use crate::t;
use crate::tui::page::{Flow, News};
use crate::words::Said;
use shogi_db::{Access, Database};
use std::path::PathBuf;

/// The list of the database the app names, over the page that asks; with
/// no database at all (a run that keeps nothing on disk), said there.
pub fn list() -> Flow {
    Flow::then(|cx, top| match cx.database.clone() {
        Some(database) => Flow::open(GamesSession::new(GamesPage::new(database))),
        None => {
            top.page_mut()
                .on_news(News::Refused(t!("games-no-database")));
            Flow::Stay
        }
    })
}

/// Game `id` of `database` in review, at its start; why not, said on the
/// list.
pub fn game(database: PathBuf, id: i64) -> Flow {
    Flow::then(move |cx, top| {
        let found = Database::open(&database, Access::Read).and_then(|db| db.stored_game(id));
        match found {
            Ok(Some(game)) => crate::tui::pages::review::open::stored_game(game, 0),
            Ok(None) => {
                top.page_mut().on_news(News::Refused(t!("games-gone")));
                top.uncover(cx);
                Flow::Stay
            }
            Err(e) => {
                top.page_mut().on_news(News::Refused(e.said()));
                Flow::Stay
            }
        }
    })
}
