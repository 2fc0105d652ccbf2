//! Moves and their USI spelling (`7g7f`, `8h2b+`, `P*5e`).

use super::types::{PieceKind, Square};
use std::fmt;
use thiserror::Error;

/// A board move (with the promotion choice) or a drop from hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Board {
        from: Square,
        to: Square,
        promote: bool,
    },
    Drop {
        kind: PieceKind,
        to: Square,
    },
}

impl Move {
    #[inline(always)]
    pub const fn to(self) -> Square {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    #[inline(always)]
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Board { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }

    #[inline(always)]
    pub const fn is_promotion(self) -> bool {
        matches!(self, Move::Board { promote: true, .. })
    }

    /// Parses USI move text. Only the spelling is checked here; whether the
    /// move is legal is `Position::check_move`'s business.
    pub fn from_usi(text: &str) -> Result<Move, MoveParseError> {
        let bad = |why: &'static str| MoveParseError {
            text: text.to_string(),
            why,
        };
        let b = text.as_bytes();
        if b.len() == 4 && b[1] == b'*' {
            let kind = PieceKind::from_sfen_letter(b[0] as char)
                .filter(|k| k.is_hand_kind() && b[0].is_ascii_uppercase())
                .ok_or(bad("a drop starts with one of P L N S G B R"))?;
            let to = Square::parse_usi(&text[2..4])
                .ok_or(bad("the square must be a file 1-9 and a rank a-i"))?;
            return Ok(Move::Drop { kind, to });
        }
        let promote = match b.len() {
            4 => false,
            5 if b[4] == b'+' => true,
            _ => return Err(bad("expected a move like 7g7f, 8h2b+ or P*5e")),
        };
        if !text.is_char_boundary(2) || !text.is_char_boundary(4) {
            return Err(bad("expected a move like 7g7f, 8h2b+ or P*5e"));
        }
        let from = Square::parse_usi(&text[0..2])
            .ok_or(bad("the origin must be a file 1-9 and a rank a-i"))?;
        let to = Square::parse_usi(&text[2..4])
            .ok_or(bad("the destination must be a file 1-9 and a rank a-i"))?;
        Ok(Move::Board { from, to, promote })
    }

    pub fn to_usi(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    /// USI spelling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Board { from, to, promote } => {
                write!(f, "{from}{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { kind, to } => write!(f, "{}*{to}", kind.sfen_letter()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("'{text}' is not a USI move: {why}")]
pub struct MoveParseError {
    pub text: String,
    pub why: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_round_trip() {
        for s in ["7g7f", "8h2b+", "P*5e", "R*1a", "1i9a"] {
            assert_eq!(Move::from_usi(s).unwrap().to_usi(), s);
        }
    }

    #[test]
    fn usi_rejects_nonsense() {
        for s in [
            "", "7g", "7g7", "0a1a", "7j7f", "K*5e", "p*5e", "P*5", "7g7f=", "7g7f++", "P*0a",
            "７g7f",
        ] {
            assert!(Move::from_usi(s).is_err(), "{s} accepted");
        }
    }
}
