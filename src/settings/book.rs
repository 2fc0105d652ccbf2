//! Which opening book (定跡) review shows: the one built in, none, or a
//! YaneuraOu-format file the player names. Only the choice lives here;
//! the book is opened by the review page that shows it.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

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
