//! Why a text is not a position (SFEN) or a position is not legal, in
//! the player's language: shared by the command line, the record
//! readers and the puzzle collections. `Display` stays English for logs.

use super::Shown;
use crate::t;
use shogi_core::{FromSfenError, PositionError, STARTPOS_SFEN, SfenError};

impl Shown for FromSfenError {
    fn shown(&self) -> String {
        match self {
            FromSfenError::Syntax(e) => e.shown(),
            FromSfenError::Position(e) => e.shown(),
        }
    }
}

impl Shown for SfenError {
    /// Why the text is not SFEN, in the player's language.
    fn shown(&self) -> String {
        match self {
            SfenError::Empty => t!("files-sfen-empty", example = STARTPOS_SFEN),
            SfenError::FieldCount { found } => t!("files-sfen-field-count", found = *found),
            SfenError::RankCount { found } => t!("files-sfen-rank-count", found = *found),
            SfenError::RankWidth { rank, width } => {
                t!(
                    "files-sfen-rank-width",
                    rank = rank.to_string(),
                    width = *width
                )
            }
            SfenError::UnknownLetter { rank, letter } => t!(
                "files-sfen-unknown-letter",
                rank = rank.to_string(),
                letter = letter.to_string()
            ),
            SfenError::BadPromotion { rank, what } => t!(
                "files-sfen-bad-promotion",
                rank = rank.to_string(),
                what = what.shown()
            ),
            SfenError::BadSide { found } => t!("files-sfen-bad-side", found = found),
            SfenError::BadHand { text, why } => {
                t!("files-sfen-bad-hand", text = text, why = why.shown())
            }
            SfenError::BadMoveNumber { text } => t!("files-sfen-bad-move-number", text = text),
        }
    }
}

impl Shown for PositionError {
    /// Why the rules refuse the position, in the player's language (the
    /// editor says it its own way, with its keys).
    fn shown(&self) -> String {
        match self {
            PositionError::TooManyPieces { kind, found, max } => t!(
                "files-position-too-many-pieces",
                kind = kind.shown(),
                found = *found,
                max = *max
            ),
            PositionError::TooManyKings { color, found } => {
                t!(
                    "files-position-too-many-kings",
                    side = color.shown(),
                    found = *found
                )
            }
            PositionError::DeadPiece {
                color,
                kind,
                square: sq,
            } => t!(
                "files-position-dead-piece",
                side = color.shown(),
                kind = kind.shown(),
                square = sq.shown()
            ),
            PositionError::Nifu { color, file } => {
                t!("files-position-nifu", side = color.shown(), file = *file)
            }
            PositionError::KingCapturable { mover, victim } => t!(
                "files-position-king-capturable",
                mover = mover.shown(),
                victim = victim.shown()
            ),
            PositionError::MoveNumberZero => t!("files-position-move-number-zero"),
        }
    }
}
