//! How a review comes on top: a record or save opened, a record pasted
//! (in place of the review it was pasted in), a finished game analysed, a
//! position from the editor. Each is a [`Flow`] the page that asks returns.

use super::state::ReviewScreen;

use super::session::ReviewSession;
use crate::kifu::pasted::Pasted;
use crate::kifu::record::start_from_position;
use crate::kifu::{Record, load_game};
use crate::shogi::Position;
use crate::tui::context::Context;
use crate::tui::page::{Component, Flow, downcast};
use std::path::Path;

/// The review's session, showing the book the player chose. One made with
/// `ReviewScreen::start_analysis_on_open` starts analysing as it settles
/// ("analyse this game" after a game ends).
pub fn session(cx: &Context, mut review: ReviewScreen) -> Box<dyn Component> {
    review.set_book(&cx.settings().book);
    review.set_explorer(cx.database.clone(), cx.settings().database.names());
    Box::new(ReviewSession::new(review))
}

/// A finished game's review, analysing at once ("analyse this game"):
/// `record` as its save keeps it, read from `path` (`None`: not kept).
pub fn game_over(
    cx: &Context,
    record: Record,
    path: Option<std::path::PathBuf>,
    flipped: bool,
    marked: bool,
) -> Box<dyn Component> {
    let mut screen = ReviewScreen::new(
        load_game(record),
        &path.unwrap_or_else(|| std::path::PathBuf::from(crate::t!("keys-game-not-saved"))),
    )
    .start_analysis_on_open();
    screen.flipped = flipped;
    if marked {
        // The marks are in no file yet: leaving asks, `s` writes them.
        screen.record_changed();
    }
    session(cx, screen)
}

/// `review` over the page that asks.
pub fn review(review: ReviewScreen) -> Flow {
    Flow::then(move |cx, _| Flow::Open(session(cx, review)))
}

/// A pasted record in review: in place of the review on top (whose page
/// made sure nothing is lost), else over the page it was pasted on.
pub fn pasted(pasted: Pasted) -> Flow {
    Flow::then(move |cx, top| {
        let folder = cx.save_dir();
        let mut review = ReviewScreen::pasted(pasted, folder.as_deref());
        match downcast::<ReviewSession>(top) {
            Some(under) => {
                review.flipped = under.page.flipped;
                // Its session ends as it is replaced: the analysis stops,
                // the engine goes.
                Flow::Replace(session(cx, review))
            }
            None => Flow::Open(session(cx, review)),
        }
    })
}

/// The editor's position in review, as a record of no moves that is in no
/// file: `s` there has nothing to write back to.
pub fn position(pos: Position) -> Flow {
    let record = Record {
        start: start_from_position(pos),
        ..Record::default()
    };
    let name = crate::t!("keys-editor-position");
    let screen = ReviewScreen::new(load_game(record), Path::new(&name))
        .read_only(crate::t!("keys-editor-position-read-only"))
        .with_research();
    review(screen)
}

/// A game from the database in review, showing move `ply` (0 = the start;
/// past the end, the end): what the games list and the explorer's games
/// open. The game is in no file of its own (its source may hold several
/// games), so `s` refuses and Save as writes a new record.
pub fn stored_game(game: shogi_db::StoredGame, ply: usize) -> Flow {
    let name = crate::t!("db-game-in-review", id = game.id);
    let mut screen = ReviewScreen::new(load_game(game.record), Path::new(&name))
        .read_only(crate::t!("db-game-read-only"));
    let last = screen.last_ply();
    screen.show_line(None, ply.min(last));
    review(screen)
}

/// A position from another board (the editor's, a finished game's) in
/// review with `mv` played from it: what Enter on the explorer's move
/// does there. The record is in no file, as the editor's is.
pub fn position_with_move(pos: Position, mv: crate::shogi::Move) -> Flow {
    let record = Record {
        start: start_from_position(pos),
        ..Record::default()
    };
    let name = crate::t!("keys-editor-position");
    let mut screen = ReviewScreen::new(load_game(record), Path::new(&name))
        .read_only(crate::t!("keys-editor-position-read-only"));
    // The rules judge it as any move on the board; a refusal is said.
    screen.play_here(mv);
    // The explorer's tab stays in front, on the position reached.
    screen.show_games_tab();
    review(screen)
}
