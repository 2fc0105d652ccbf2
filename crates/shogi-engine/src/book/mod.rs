//! The opening book as the bot uses it: which book (the built-in one or a
//! file), and how a move is drawn from it.
//!
//! The format, its reader and its index are the records' (`shogi_records::
//! book`); this is the player's side: a position found in the book is
//! answered at once with a move drawn by weight, so that the bot does not
//! spend its clock on move 2 and two games rarely open alike. Each level
//! leaves the book after its own number of moves (`Level::book_plies`).

mod builtin;
mod choose;

pub use builtin::builtin;
pub use choose::{DEFAULT_VARIETY, choose};

use shogi_records::book::Book;
use std::sync::Arc;

/// A book the bot plays from, and how freely it chooses in it.
#[derive(Clone)]
pub struct BookUse {
    pub book: Arc<Book>,
    /// 0: always the move played most; 100: moves in proportion to how
    /// often they were played. See `choose`.
    pub variety: u8,
}

impl BookUse {
    /// The built-in book at the default variety, if it could be read.
    pub fn builtin() -> Option<BookUse> {
        builtin().map(|book| BookUse {
            book,
            variety: DEFAULT_VARIETY,
        })
    }
}

impl std::fmt::Debug for BookUse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BookUse({}, variety {})", self.book.name(), self.variety)
    }
}

/// The same book (the one opened, not an equal copy) at the same variety:
/// what a change of settings needs to know.
impl PartialEq for BookUse {
    fn eq(&self, other: &BookUse) -> bool {
        Arc::ptr_eq(&self.book, &other.book) && self.variety == other.variety
    }
}

impl Eq for BookUse {}
