//! The one error type of reading notation, in player words. `Display` is
//! the English that records and logs keep; the app's `i18n::rules` says
//! the same in the language of the moment.

use crate::legality::IllegalMove;
use crate::types::{Color, PieceKind};
use std::fmt;
use thiserror::Error;

/// Why a typed or recorded move could not be read as a legal move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("not a move: '{text}': {why}")]
    NotAMove { text: String, why: Unreadable },
    #[error("it is {to_move}'s turn, but '{text}' is marked as {marked}'s move")]
    WrongSide {
        text: String,
        to_move: Color,
        marked: Color,
    },
    #[error("同 (same square) needs a previous move, and there is none")]
    NoPreviousMove,
    /// `previous`: `None` before the first move.
    #[error("同 after {written}, but the previous move went to {}", previous.as_deref().unwrap_or("nowhere"))]
    SameSquareMismatch {
        written: String,
        previous: Option<String>,
    },
    /// `piece`: `None` when the text named no piece.
    #[error("no {} can move to {to}", piece_name(*piece))]
    NoPiece {
        piece: Option<PieceKind>,
        to: String,
    },
    #[error("no {piece} can move to {to} the way {words} says")]
    NoMatch {
        piece: PieceKind,
        to: String,
        words: String,
    },
    /// `options`: the text of each candidate, in the player's notation.
    #[error("ambiguous: {rivals}; {} ({})", rivals.advice(), options.join(" or "))]
    Ambiguous {
        rivals: Rivals,
        options: Vec<String>,
    },
    #[error("say whether the {} promotes: {promote} or {decline}", piece_name(*piece))]
    PromotionUnspecified {
        piece: Option<PieceKind>,
        promote: String,
        decline: String,
    },
    #[error("no promotion to decline ({why}); write {plain}")]
    NothingToDecline { why: IllegalMove, plain: String },
    #[error("only a {piece} from the hand can go to {to}, and a drop never promotes; write {drop}")]
    DropNeverPromotes {
        piece: PieceKind,
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
        "a {} cannot be dropped: only pawns, lances, knights, silvers, golds, bishops and rooks are held in hand",
        piece_name(*piece)
    )]
    CannotDrop { piece: Option<PieceKind> },
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
}

/// A piece's English name, or "piece" when none was named.
fn piece_name(piece: Option<PieceKind>) -> &'static str {
    piece.map_or("piece", PieceKind::name)
}

/// Why a text cannot be a move in its notation at all, whatever the
/// position: its spelling.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    NothingWritten,
    /// Japanese: no square (or 同) where one belongs.
    JapaneseSquare,
    /// Japanese: no piece name after the square.
    JapanesePiece,
    /// Japanese: two words of one kind (右左, 上引).
    TooManyWords,
    /// Japanese: a KIF origin that is not `(77)`.
    Origin,
    /// Text left over after a whole move.
    Trailing(String),
    /// Japanese: 打 with relative words or an origin.
    DropWithWords,
    /// Western: a character outside ASCII.
    NotAscii,
    /// Western: a letter that names no piece.
    PieceLetter,
    /// Western: `+` before a piece that has no promoted form.
    NeverPromotes(PieceKind),
    /// Western: `+` and no letter after it.
    LetterAfterPlus,
    /// Western: no square where one belongs.
    WesternSquare,
    /// Western: `*` with an origin or a promotion mark.
    DropMarked,
    /// Western: squares without a piece letter or an origin.
    PieceFirst,
    /// The rules refused nothing, yet no legal move matched (a bug guard).
    Unmatched,
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::NothingWritten => f.write_str("nothing written"),
            Unreadable::JapaneseSquare => f.write_str("expected a square such as ７六 or 同"),
            Unreadable::JapanesePiece => {
                f.write_str("expected a piece name such as 歩, 金 or 成銀")
            }
            Unreadable::TooManyWords => f.write_str("at most one of 右 左 直 and one of 上 引 寄"),
            Unreadable::Origin => f.write_str("the origin should look like (77)"),
            Unreadable::Trailing(rest) => write!(f, "unexpected '{rest}' after the move"),
            Unreadable::DropWithWords => {
                f.write_str("a drop (打) comes from the hand: no 右 左 直 上 引 寄 or origin")
            }
            Unreadable::NotAscii => f.write_str(
                "Western notation is written with letters and digits, like P-7f or P-76",
            ),
            Unreadable::PieceLetter => {
                f.write_str("the piece letter must be one of P L N S G B R K")
            }
            Unreadable::NeverPromotes(kind) => write!(
                f,
                "a {kind} cannot be promoted, so +{} is no piece",
                kind.sfen_letter()
            ),
            Unreadable::LetterAfterPlus => f.write_str("expected a piece letter after +"),
            Unreadable::WesternSquare => {
                f.write_str("expected a square like 7f or 76 (file 1-9, rank a-i or 1-9)")
            }
            Unreadable::DropMarked => f.write_str("a drop (*) has no origin and never promotes"),
            Unreadable::PieceFirst => f.write_str("start with the piece letter, like P-7f or P-76"),
            Unreadable::Unmatched => f.write_str("the move could not be matched"),
        }
    }
}

/// The pieces an ambiguous text could mean, and how the player says which.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rivals {
    /// Western without `*` or an origin: a piece on the board and one in
    /// hand can both go to `to`.
    BoardAndHand { kind: PieceKind, to: String },
    /// `count` pieces of a kind reach `to`; `japanese` when the text was
    /// Japanese (told to add relative words, not an origin).
    OnBoard {
        count: u32,
        kind: PieceKind,
        to: String,
        japanese: bool,
    },
}

impl Rivals {
    fn advice(&self) -> &'static str {
        match self {
            Rivals::BoardAndHand { .. } => "say which",
            Rivals::OnBoard {
                japanese: false, ..
            } => "add the origin",
            Rivals::OnBoard { japanese: true, .. } => "add 右, 左, 直, 上, 引 or 寄",
        }
    }
}

impl fmt::Display for Rivals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rivals::BoardAndHand { kind, to } => write!(
                f,
                "a {kind} on the board and one in hand can both go to {to}"
            ),
            Rivals::OnBoard {
                count, kind, to, ..
            } => write!(f, "{} {kind}s can move to {to}", count_word(*count)),
        }
    }
}

fn count_word(n: u32) -> String {
    const WORDS: [&str; 8] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    n.checked_sub(2)
        .and_then(|i| WORDS.get(i as usize))
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}
