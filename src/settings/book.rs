//! Which opening book (定跡) review shows: the one built in, none, or a
//! YaneuraOu-format file the player names, and the book it names opened
//! (`open_book`), for review's pane and the opening drills alike.

use crate::kifu::book::Book;
use crate::words::Said;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;

/// The book chosen in the menu.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BookChoice {
    /// The book shipped inside the program.
    #[default]
    Builtin,
    /// No book: review's book pane says how to choose one.
    Off,
    /// A YaneuraOu-format book at this path.
    File(PathBuf),
}

/// Opens the chosen book. `Ok(None)`: no book chosen; `Err`: why the
/// file could not be opened, in the player's language.
pub fn open_book(choice: &BookChoice) -> Result<Option<Arc<Book>>, String> {
    match choice {
        BookChoice::Off => Ok(None),
        BookChoice::Builtin => Ok(crate::book::builtin()),
        BookChoice::File(path) => Book::open(path)
            .map(|b| Some(Arc::new(b)))
            .map_err(|e| e.said()),
    }
}
