//! How the position editor opens (the menu's row, review's `E`), its mate
//! solver started at once when asked (review's `M`).

use super::command::EditorCommand;
use super::session::EditorSession;
use super::state::EditorScreen;
use crate::shogi::Setup;
use crate::tui::action::Action;
use crate::tui::page::Flow;
use crate::tui::page::Page;

/// The editor on `setup`, writing into the save folder; with `solve`, the
/// solver starts as the editor settles.
pub fn edit(setup: Setup, solve: bool) -> Flow {
    Flow::then(move |cx, _| {
        let editor = EditorScreen::new(setup).saving_into(cx.save_dir());
        let mut session = EditorSession::new(editor);
        if solve {
            // What it asks next is its own (the solver's order), not a page.
            let _ = session.page.update(&Action::page(EditorCommand::SolveMate));
        }
        Flow::open(session)
    })
}
