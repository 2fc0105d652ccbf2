//! Opening books in the YaneuraOu format (`#YANEURAOU-DB2016 1.00`), the
//! one ShogiHome opens and edits: reading one of any size with little
//! memory, looking positions up, writing, building from games, merging.
//!
//! # The format
//! Line 1 is the header (a UTF-8 BOM may come first). Then each position
//! is a line `sfen BOARD TURN HAND [PLY]` followed by its moves, one a
//! line: `move ponder value depth [count] [comment]` (USI moves; `none`
//! for a missing ponder, value or depth). Lines starting `#` or `//` are
//! comments: of the position between its `sfen` line and its first move,
//! else of the move above. A position's key is `BOARD TURN HAND`: one
//! position reached at several move numbers is one entry, with the
//! smallest. Wins, losses and draws ride in a move's comment
//! (`entry.rs`). Files are written sorted by key, byte order, as
//! YaneuraOu and ShogiHome write them (ShogiHome's on-the-fly mode
//! binary-searches the file).
//!
//! # Files
//! - `entry.rs`: what a book holds (`BookEntry`, `BookLine`, `BookMove`,
//!   `Results`); `line.rs`: one line read, and the key of a position.
//! - `source.rs`, `lines.rs`: the bytes (a file by positioned reads, or
//!   the built-in book) and reading them line by line with a bounded
//!   buffer; `check.rs`: what opening checks, and the table of an
//!   unsorted book; `read.rs`, `lookup.rs`: reading an entry, finding one.
//! - `write.rs`, `build.rs`, `merge.rs`: writing a book, building one
//!   from games, merging books; `runs.rs`: an unsorted book read in key
//!   order through sorted runs on disk, for a merge or an edit.
//! - `open.rs`: `Book`, an open book, and its entries in file order.
//! - `error.rs`: `BookError`.

mod build;
mod check;
mod entry;
mod error;
mod line;
mod lines;
mod lookup;
mod merge;
mod open;
mod read;
mod runs;
mod source;
mod write;

pub use build::{BookBuilder, GameEnd};
pub use check::Clamped;
pub use entry::{BookEntry, BookLine, BookMove, Results};
pub use entry::{HEADER, MAX_COMMENT_BYTES, MAX_POSITION_MOVES};
pub use error::{BookError, LineProblem, SfenProblem};
pub use line::{key_from_sfen, key_of};
pub use lines::MAX_LINE_BYTES;
pub use merge::{Written, edit_book, merge_books, merge_entries};
pub use open::{Book, BookStats, Entries};
pub use write::{book_text, write_book, write_book_streamed, write_entry};
