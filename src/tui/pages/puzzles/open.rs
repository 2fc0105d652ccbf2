//! How the puzzles page opens: on the built-in collection (the menu's
//! row), or on one tsume the editor's solver proved (`T`). The progress is
//! kept beside the settings (in memory when there is no settings folder,
//! as in the tests).

use super::state::{BUILTIN_NAME, EDITOR_NAME, Shelf};

use super::session::PuzzlesSession;
use crate::tsume::Puzzle;
use crate::tsume::progress::{PROGRESS_FILE, Progress};
use crate::tui::page::Flow;
use crate::tui::page::News;

/// The built-in collection.
pub fn builtin() -> Flow {
    let builtin = crate::tsume::files::builtin();
    shelf(Shelf::new(
        BUILTIN_NAME.to_string(),
        builtin.puzzles,
        builtin.refused.len(),
    ))
}

/// The editor's position as a puzzle of its own, its progress kept with
/// the other positions set up in the editor; `line_only` when its length
/// is only the solver's line, not proven the shortest.
pub fn tsume(puzzle: Puzzle, line_only: bool) -> Flow {
    let line_only = line_only.then(|| puzzle.position.to_sfen());
    shelf(Shelf::new(EDITOR_NAME.to_string(), vec![puzzle], 0).line_only(line_only))
}

fn shelf(shelf: Shelf) -> Flow {
    Flow::then(move |cx, top| {
        let progress = match cx.remembered.folder() {
            Some(dir) => Progress::load_from(&dir.join(PROGRESS_FILE)),
            None => Progress::in_memory(),
        };
        match PuzzlesSession::new(shelf, progress) {
            Some(mut session) => {
                session.page.count_drills(cx.remembered.folder());
                Flow::open(session)
            }
            None => {
                let why = crate::t!("keys-no-builtin-puzzles");
                top.page_mut().on_news(News::Refused(why));
                Flow::Stay
            }
        }
    })
}
