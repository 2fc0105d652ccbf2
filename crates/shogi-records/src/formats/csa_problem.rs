//! What can be wrong in a CSA text. Texts quoted from the file are kept
//! as the line has them (the error cuts what it shows).

use shogi_core::{PieceKind, PositionError};
use std::fmt;
use thiserror::Error;

/// The kinds of line CSA allows only before the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CsaLine {
    Version,
    Name,
    Header,
    Position,
    SideToMove,
}

impl fmt::Display for CsaLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CsaLine::Version => "a version line",
            CsaLine::Name => "a player name",
            CsaLine::Header => "a $ header",
            CsaLine::Position => "a position line",
            CsaLine::SideToMove => "the side to move",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CsaProblem {
    #[error("'{text}' is not a CSA line (expected a move like +7776FU, T12, %TORYO, P1…, N+, $…)")]
    NotALine { text: String },
    #[error("{what} after the moves started")]
    AfterMoves { what: CsaLine },
    #[error("unknown CSA version '{version}' (V2.2 and V3.0 are read)")]
    UnknownVersion { version: String },
    #[error("a name line starts with N+ or N-")]
    BadNameLine,
    #[error("'{text}': a header is $KEY:VALUE")]
    BadHeader { text: String },
    #[error("$MAX_MOVES '{value}' is not a number of moves")]
    BadMaxMoves { value: String },
    #[error("'{text}': a position line is PI, P1..P9, P+ or P-")]
    BadPositionLine { text: String },
    #[error("PI{removed}: removed pieces are written as square + piece, like 82HI")]
    BadRemoved { removed: String },
    #[error("PI: '{text}': bad square")]
    RemovedBadSquare { text: String },
    #[error("PI: '{text}': unknown piece")]
    RemovedUnknownPiece { text: String },
    #[error("PI: there is no {} on {file}{rank} to remove", piece.name())]
    NothingToRemove {
        piece: PieceKind,
        file: u8,
        rank: u8,
    },
    #[error("P{rank}: expected 9 cells like ' * ' or '+FU'")]
    RankCells { rank: u8 },
    #[error("P{rank}: '{cell}' on file {file} is not a piece like +FU or -KA")]
    BadCell { rank: u8, cell: String, file: u8 },
    #[error("pieces are written as square + piece, like 00FU or 55KA")]
    BadPieceList,
    #[error("'{text}': bad square")]
    BadSquare { text: String },
    #[error("'{text}': unknown piece")]
    UnknownPiece { text: String },
    #[error("a {} cannot be held in hand", piece.name())]
    NotInHand { piece: PieceKind },
    #[error("'{text}': no such square")]
    NoSuchSquare { text: String },
    #[error("the start position is not valid: {0}")]
    InvalidStart(PositionError),
    #[error("a move before the start position and the side to move (+ or -)")]
    MoveBeforeStart,
    /// A token that is no move at all (`text` as the reader cut it).
    #[error("'{text}' is not a move like +7776FU or -0055KA")]
    NotAMove { text: String },
    #[error("'{text}' is not a time like T12 or T1.5")]
    BadTime { text: String },
    #[error("'{text}': a time with no move before it")]
    TimeWithoutMove { text: String },
    #[error("'{text}': a second end of the game")]
    SecondEnd { text: String },
    #[error(
        "unknown special move '{text}' (known: %TORYO %CHUDAN %SENNICHITE %OUTE_SENNICHITE %JISHOGI %KACHI %HIKIWAKE %TSUMI %FUZUMI %TIME_UP %ILLEGAL_MOVE %+ILLEGAL_ACTION %-ILLEGAL_ACTION %MAX_MOVES %ERROR)"
    )]
    UnknownSpecial { text: String },
    /// `known`: the server lines the reader knows, as the message lists
    /// them.
    #[error("unknown server line '{text}' (known: {known})")]
    UnknownServerLine { text: String, known: String },
    #[error("no start position: expected PI (or P1..P9) and a side to move (+ or -)")]
    NoStart,
}
