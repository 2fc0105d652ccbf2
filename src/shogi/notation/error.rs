//! The one error type of reading notation, in player words.

use crate::shogi::legality::IllegalMove;
use crate::shogi::types::{Color, PieceKind};
use thiserror::Error;

/// Why a typed or recorded move could not be read as a legal move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("not a move: '{text}': {why}")]
    NotAMove { text: String, why: String },
    #[error("it is {to_move}'s turn, but '{text}' is marked as {marked}'s move")]
    WrongSide {
        text: String,
        to_move: Color,
        marked: Color,
    },
    #[error("同 (same square) needs a previous move, and there is none")]
    NoPreviousMove,
    #[error("同 after {written}, but the previous move went to {previous}")]
    SameSquareMismatch { written: String, previous: String },
    #[error("no {piece} can move to {to}")]
    NoPiece { piece: &'static str, to: String },
    #[error("no {piece} can move to {to} the way {words} says")]
    NoMatch {
        piece: &'static str,
        to: String,
        words: String,
    },
    #[error("ambiguous: {what}; {advice} ({options})")]
    Ambiguous {
        what: String,
        advice: &'static str,
        options: String,
    },
    #[error("say whether the {piece} promotes: {promote} or {decline}")]
    PromotionUnspecified {
        piece: &'static str,
        promote: String,
        decline: String,
    },
    #[error("no promotion to decline ({why}); write {plain}")]
    NothingToDecline { why: IllegalMove, plain: String },
    #[error("only a {piece} from the hand can go to {to}, and a drop never promotes; write {drop}")]
    DropNeverPromotes {
        piece: &'static str,
        to: String,
        drop: String,
    },
    #[error("the piece on {at} is a {found}, not a {named}")]
    WrongPiece {
        at: String,
        found: PieceKind,
        named: PieceKind,
    },
    #[error(
        "a {piece} cannot be dropped: only pawns, lances, knights, silvers, golds, bishops and rooks are held in hand"
    )]
    CannotDrop { piece: &'static str },
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
}
