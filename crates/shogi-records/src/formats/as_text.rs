//! The readers here still keep their problems and warnings as text in
//! the player's words (`ParseError::problem`, `Record::warnings`), until
//! those hold values. The values the rest of the crate gives them
//! (`limits::OutOfRange`, `record::MovesAfterEnd`) are made that text
//! here, with the app's words for them (`src/words/records.rs`), so
//! that a player is told the same meanwhile; this file goes when the
//! readers keep the values themselves.

use crate::limits::{MAX_MOVE_SECONDS, MAX_PLY, OutOfRange, clock};
use crate::record::MovesAfterEnd;
use shogi_i18n::t;

impl From<OutOfRange> for String {
    fn from(e: OutOfRange) -> String {
        match e {
            OutOfRange::Clock { text, secs } => t!(
                "files-limits-clock-out-of-range",
                text = text,
                clock = clock(secs),
                max = clock(MAX_MOVE_SECONDS)
            ),
            OutOfRange::Seconds { text } => t!(
                "files-limits-seconds-out-of-range",
                text = text,
                max = MAX_MOVE_SECONDS.to_string()
            ),
            OutOfRange::HugeMoveNumber => {
                t!("files-limits-huge-move-number", max = MAX_PLY.to_string())
            }
            OutOfRange::MoveNumber { number } => t!(
                "files-limits-move-number",
                number = number.to_string(),
                max = MAX_PLY.to_string()
            ),
            OutOfRange::TooManyMoves { last } => t!(
                "files-limits-too-many-moves",
                max = MAX_PLY.to_string(),
                last = last.to_string()
            ),
            // English before the values came, as it is now.
            e @ OutOfRange::StartMoveNumber { .. } => e.to_string(),
        }
    }
}

impl From<MovesAfterEnd> for String {
    fn from(w: MovesAfterEnd) -> String {
        t!(
            "files-moves-after-end",
            line = w.line.to_string(),
            end = w.end
        )
    }
}
