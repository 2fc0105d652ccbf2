//! What replaying a record finds to tell the player, as values: a move
//! that could not be played, an end the rules see otherwise. The app
//! words them in the player's language; the `Display` is the English,
//! for logs and tests, and never changes with the language.

use super::formats::reading_note::ReadingNote;
use super::record::EndWord;
use shogi_core::Color;
use shogi_core::game::{DeclareError, Outcome};
use shogi_core::legality::IllegalMove;
use shogi_core::notation::NotationError;
use thiserror::Error;

/// A recorded move that could not be played, by its move number.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("move {number}: {why}")]
pub struct IllegalAt {
    pub number: u32,
    pub why: Unplayable,
}

/// Why a recorded move could not be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Unplayable {
    /// The controller refused it.
    #[error(transparent)]
    Rule(IllegalMove),
    /// The reader could not make a move of `text`: `notation` is the
    /// notation reader's reason when it had one, `reason` the English
    /// the record keeps otherwise.
    #[error("{text}: {reason}")]
    Unreadable {
        text: String,
        reason: String,
        notation: Option<NotationError>,
    },
}

/// What the rules find that the record's end word does not say.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Finding {
    /// The game ended before move `number`; the record goes on.
    #[error(
        "the game was over before move {number} ({}); the record goes on",
        outcome.text()
    )]
    OverBefore {
        number: u32,
        outcome: Outcome,
        /// Whether the sides are named as in a handicap game.
        handicap: bool,
    },
    #[error("the illegal move before it ended the game")]
    IllegalEndedIt,
    #[error("the final position is checkmate")]
    FinalCheckmate,
    /// The rules ended the game otherwise with its last move.
    #[error("the rules find: {}", outcome.text())]
    RulesFind { outcome: Outcome, handicap: bool },
    #[error("{side} is not checkmated")]
    NotCheckmated { side: Color, handicap: bool },
    /// A repetition whose final position has occurred `count` times.
    #[error("the final position has occurred {count} times, not 4")]
    NotFourfold { count: usize },
    #[error("no king stands on the enemy king's start square")]
    NoTry,
    #[error("the rules judge the declaration: {}", outcome.text())]
    DeclarationJudged { outcome: Outcome, handicap: bool },
    /// The rules do not allow the declaration the record states.
    #[error(transparent)]
    DeclarationRefused(DeclareError),
    #[error("a win by default is kept as the other side's resignation")]
    DefaultWin,
}

/// One thing a player should be told about a loaded record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LoadNote {
    /// What a reader assumed or passed over (`Record::warnings`).
    #[error(transparent)]
    Read(ReadingNote),
    /// A move could not be played: the game ends before it.
    #[error("{0}; the game ends there")]
    GameEndsThere(IllegalAt),
    /// What the rules found, in a record that states no end.
    #[error(transparent)]
    Found(Finding),
    /// The record ends with `end` (with `to_move` to move, which KIF's
    /// word for it may need), but the rules find otherwise.
    #[error("the record ends with '{}', but {why}", end.key().replace('_', " "))]
    EndsBut {
        end: EndWord,
        to_move: Color,
        why: Finding,
    },
}
