//! The rules of shogi: pure, fast, and free of any terminal, file I/O or
//! language.
//!
//! The board (`position`, `moves`, `movegen`, `legality`, `sfen`,
//! `notation`, `perft`) is at the root; `game` is the controller that
//! plays a game under a rule set and decides its end (repetition,
//! impasse, clocks). Every refusal and outcome is a typed value whose
//! `Display` is the English records and logs keep; the app says each in
//! the player's language.

pub mod attacks;
pub mod bitboard;
pub mod by_color;
mod checks;
pub mod game;
pub mod hand;
pub mod impasse;
pub mod legality;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod position;
pub mod setup;
pub mod sfen;
pub mod types;
mod zobrist;

pub use bitboard::Bitboard;
pub use by_color::ByColor;
pub use hand::Hand;
pub use impasse::{SideTally, piece_points};
pub use legality::IllegalMove;
pub use movegen::MoveList;
pub use moves::{Move, MoveParseError};
pub use position::{Position, STARTPOS_SFEN, Undo};
pub use setup::{PositionError, Setup};
pub use sfen::{AfterPlus, FromSfenError, HandProblem, SfenError};
pub use types::{Color, Piece, PieceKind, Square};
