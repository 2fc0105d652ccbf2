//! The book that ships inside the program (`assets/book/builtin.db`; its
//! card, `assets/book/README.md`, says how it was made).

use shogi_records::book::Book;
use std::sync::{Arc, OnceLock};

static BYTES: &[u8] = include_bytes!("../../../../assets/book/builtin.db");

/// The built-in book, read once. `None` only if the embedded file were
/// unreadable, which the tests rule out: the bot then plays without one.
pub fn builtin() -> Option<Arc<Book>> {
    static BOOK: OnceLock<Option<Arc<Book>>> = OnceLock::new();
    BOOK.get_or_init(|| Book::from_static("builtin", BYTES).ok().map(Arc::new))
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::Position;

    /// The shipped book opens, and knows the start position with more
    /// than one reply, all of them legal there.
    #[test]
    fn the_builtin_book_opens_and_knows_the_start() {
        let book = builtin().expect("the built-in book reads");
        let moves = book.moves(&Position::startpos()).expect("lookup");
        assert!(moves.len() >= 2, "{moves:?}");
        let legal = Position::startpos().legal_moves();
        assert!(moves.iter().all(|m| legal.contains(&m.mv)));
    }
}
