//! SFEN: reading and writing positions, with errors that say what and where.
//!
//! Text becomes a `Setup` (`SfenError`: the spelling), and the setup a
//! `Position` (`PositionError`: the position); `Position::from_sfen` does
//! both.

use super::position::Position;
use super::setup::{PositionError, Setup};
use super::types::{Color, Piece, PieceKind, Square};
use std::fmt::Write;
use thiserror::Error;

/// What is wrong with the spelling of an SFEN.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SfenError {
    #[error(
        "empty SFEN: expected a board, a side to move and a hand, like '{}'",
        super::position::STARTPOS_SFEN
    )]
    Empty,
    #[error("SFEN has {found} fields; expected 3 or 4 (board, side to move, hand, move number)")]
    FieldCount { found: usize },
    #[error("the board has {found} ranks; expected 9 separated by '/'")]
    RankCount { found: usize },
    #[error("rank {rank} covers {width} squares; expected 9")]
    RankWidth { rank: char, width: usize },
    #[error(
        "rank {rank}: unknown letter '{letter}' (pieces are P L N S G B R K, upper case for Black)"
    )]
    UnknownLetter { rank: char, letter: char },
    #[error("rank {rank}: '+' before {what}, which cannot be promoted")]
    BadPromotion { rank: char, what: AfterPlus },
    #[error("side to move is '{found}'; expected 'b' (Black) or 'w' (White)")]
    BadSide { found: String },
    #[error("hand '{text}': {why}")]
    BadHand { text: String, why: HandProblem },
    #[error("move number '{text}' is not a positive whole number")]
    BadMoveNumber { text: String },
}

/// What stands after a '+' that cannot be promoted.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AfterPlus {
    /// A digit (a run of empty squares).
    #[error("'{0}'")]
    Digit(char),
    /// A second '+'.
    #[error("'+'")]
    Plus,
    /// A piece that has no promoted form, as its letter was written.
    #[error("a {kind} ('{letter}')")]
    Piece { kind: PieceKind, letter: char },
    #[error("the end of the rank")]
    RankEnd,
}

/// What is wrong with the hand field.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandProblem {
    #[error("count {0} is more than any piece has")]
    TooMany(u32),
    #[error("'{0}' is not a piece that can be held in hand")]
    NotHeld(char),
    #[error("count 0 before '{0}'")]
    ZeroCount(char),
    #[error("a count at the end with no piece after it")]
    CountAtEnd,
}

/// Why SFEN text is not a playable position: its spelling or the position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FromSfenError {
    #[error(transparent)]
    Syntax(#[from] SfenError),
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// Rank letter 'a'..'i' for error messages.
fn rank_char(rank_index: usize) -> char {
    (b'a' + rank_index as u8) as char
}

impl Position {
    /// Parses an SFEN string and checks the position. The move number may
    /// be left out (1).
    pub fn from_sfen(text: &str) -> Result<Position, FromSfenError> {
        Ok(Position::try_from(Setup::from_sfen(text)?)?)
    }

    /// Writes SFEN; hands in the order R B G S N L P, Black's first.
    pub fn to_sfen(&self) -> String {
        Setup::from(self).to_sfen()
    }
}

impl Setup {
    /// Reads SFEN text, checking only its spelling.
    pub fn from_sfen(text: &str) -> Result<Setup, SfenError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        match fields.len() {
            0 => return Err(SfenError::Empty),
            3 | 4 => {}
            n => return Err(SfenError::FieldCount { found: n }),
        }
        let mut setup = Setup::empty();
        parse_board(&mut setup, fields[0])?;
        setup.side_to_move = match fields[1] {
            "b" => Color::Black,
            "w" => Color::White,
            other => {
                return Err(SfenError::BadSide {
                    found: other.to_string(),
                });
            }
        };
        parse_hands(&mut setup, fields[2])?;
        if let Some(n) = fields.get(3) {
            setup.move_number = n.parse::<u32>().ok().filter(|&p| p >= 1).ok_or_else(|| {
                SfenError::BadMoveNumber {
                    text: n.to_string(),
                }
            })?;
        }
        Ok(setup)
    }

    /// SFEN text, also of a setup that is not a playable position.
    pub fn to_sfen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in 1..=9 {
            let mut empty = 0;
            for sq in (1..=9).rev().filter_map(|file| Square::new(file, rank)) {
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        s.push_str(&p.sfen());
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank < 9 {
                s.push('/');
            }
        }
        s.push_str(match self.side_to_move {
            Color::Black => " b ",
            Color::White => " w ",
        });
        let mut hands = String::new();
        for c in Color::ALL {
            for &kind in PieceKind::HAND.iter().rev() {
                let n = self.hand_count(c, kind);
                if n == 0 {
                    continue;
                }
                if n > 1 {
                    let _ = write!(hands, "{n}");
                }
                let letter = kind.sfen_letter();
                hands.push(match c {
                    Color::Black => letter,
                    Color::White => letter.to_ascii_lowercase(),
                });
            }
        }
        s.push_str(if hands.is_empty() { "-" } else { &hands });
        let _ = write!(s, " {}", self.move_number);
        s
    }
}

fn parse_board(setup: &mut Setup, board: &str) -> Result<(), SfenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 9 {
        return Err(SfenError::RankCount { found: ranks.len() });
    }
    for (r, text) in ranks.iter().enumerate() {
        let rank = rank_char(r);
        // Squares are filled from file 9 down to file 1.
        let mut width = 0usize;
        let mut promoted = false;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10).filter(|&d| d >= 1) {
                if promoted {
                    return Err(SfenError::BadPromotion {
                        rank,
                        what: AfterPlus::Digit(c),
                    });
                }
                width += d as usize;
                continue;
            }
            if c == '+' {
                if promoted {
                    return Err(SfenError::BadPromotion {
                        rank,
                        what: AfterPlus::Plus,
                    });
                }
                promoted = true;
                continue;
            }
            let kind = PieceKind::from_sfen_letter(c)
                .ok_or(SfenError::UnknownLetter { rank, letter: c })?;
            let color = if c.is_ascii_uppercase() {
                Color::Black
            } else {
                Color::White
            };
            let kind = if promoted {
                kind.promoted().ok_or(SfenError::BadPromotion {
                    rank,
                    what: AfterPlus::Piece { kind, letter: c },
                })?
            } else {
                kind
            };
            promoted = false;
            width += 1;
            if width > 9 {
                break;
            }
            let file = (10 - width) as u8;
            if let Some(sq) = Square::new(file, r as u8 + 1) {
                setup.set_piece(sq, Some(Piece::new(color, kind)));
            }
        }
        if promoted {
            return Err(SfenError::BadPromotion {
                rank,
                what: AfterPlus::RankEnd,
            });
        }
        if width != 9 {
            return Err(SfenError::RankWidth { rank, width });
        }
    }
    Ok(())
}

/// Reads the hands into `setup`. Counts above the largest a set holds (18
/// pawns) are a spelling mistake; how many pieces there are in all is the
/// position's check.
fn parse_hands(setup: &mut Setup, text: &str) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let bad = |why: HandProblem| SfenError::BadHand {
        text: text.to_string(),
        why,
    };
    let most = PieceKind::Pawn.set_count();
    let mut count: Option<u8> = None;
    for c in text.chars() {
        if let Some(d) = c.to_digit(10) {
            let n = u32::from(count.unwrap_or(0)) * 10 + d;
            let n = u8::try_from(n)
                .ok()
                .filter(|&n| n <= most)
                .ok_or_else(|| bad(HandProblem::TooMany(n)))?;
            count = Some(n);
            continue;
        }
        let kind = PieceKind::from_sfen_letter(c)
            .filter(|k| k.is_hand_kind())
            .ok_or_else(|| bad(HandProblem::NotHeld(c)))?;
        let n = count.take().unwrap_or(1);
        if n < 1 {
            return Err(bad(HandProblem::ZeroCount(c)));
        }
        let color = if c.is_ascii_uppercase() {
            Color::Black
        } else {
            Color::White
        };
        setup.add_to_hand(color, kind, n);
    }
    if count.is_some() {
        return Err(bad(HandProblem::CountAtEnd));
    }
    Ok(())
}

/// A board row of SFEN read backwards (file 1 first), each piece letter
/// passed through `map`; a '+' stays with the letter after it.
fn reversed_row(row: &str, map: impl Fn(char) -> char) -> String {
    let mut tokens: Vec<String> = Vec::new();
    let mut plus = false;
    for ch in row.chars() {
        if ch == '+' {
            plus = true;
            continue;
        }
        let t = map(ch);
        tokens.push(if plus { format!("+{t}") } else { t.to_string() });
        plus = false;
    }
    tokens.reverse();
    tokens.concat()
}

/// The same position seen from the other side (board turned 180°,
/// colours and hands swapped, the other side to move), spelled as SFEN:
/// for tests of colour symmetry, and to turn a puzzle round so that Black
/// mates, as tsume are set. A text that is not an SFEN comes back as it
/// was, so that reading it fails where it was read.
pub fn rotated(sfen: &str) -> String {
    let parts: Vec<&str> = sfen.split(' ').collect();
    if parts.len() < 3 {
        return sfen.to_string();
    }
    // Digits (runs of empty squares) have no case and pass unchanged.
    let swap = |c: char| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    };
    let rows: Vec<String> = parts[0]
        .split('/')
        .rev()
        .map(|row| reversed_row(row, swap))
        .collect();
    let side = if parts[1] == "b" { "w" } else { "b" };
    let hand: String = if parts[2] == "-" {
        "-".into()
    } else {
        parts[2].chars().map(swap).collect()
    };
    format!("{} {side} {hand} 1", rows.join("/"))
}

/// The same position with files 1–9 swapped (each rank read backwards),
/// the same side to move and hands: an evaluation must score a position
/// and its mirror alike, which the engine's tests check.
pub fn mirrored(sfen: &str) -> String {
    let (board, rest) = sfen.split_once(' ').unwrap_or((sfen, ""));
    let rows: Vec<String> = board
        .split('/')
        .map(|row| reversed_row(row, |c| c))
        .collect();
    format!("{} {rest}", rows.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::PositionError;

    fn err(s: &str) -> SfenError {
        match Setup::from_sfen(s) {
            Err(e) => e,
            Ok(p) => panic!("accepted {s}: {}", p.to_sfen()),
        }
    }

    /// Well spelled, but not a position: the check `from_sfen` makes.
    fn invalid(s: &str) -> PositionError {
        match Position::from_sfen(s) {
            Err(FromSfenError::Position(e)) => e,
            Err(FromSfenError::Syntax(e)) => panic!("{s}: misread: {e}"),
            Ok(p) => panic!("accepted {s}: {}", p.to_sfen()),
        }
    }

    #[test]
    fn start_position_round_trips() {
        let p = Position::startpos();
        assert_eq!(p.to_sfen(), super::super::position::STARTPOS_SFEN);
    }

    #[test]
    fn hands_are_written_in_standard_order_and_read_in_any() {
        let a = Position::from_sfen(
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        )
        .unwrap();
        assert_eq!(
            a.to_sfen(),
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"
        );
    }

    #[test]
    fn missing_move_number_is_one() {
        let p = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b -").unwrap();
        assert_eq!(p.ply(), 1);
    }

    #[test]
    fn each_mistake_is_named() {
        assert_eq!(err(""), SfenError::Empty);
        assert_eq!(err("9/9/9 b - 1 x"), SfenError::FieldCount { found: 5 });
        assert_eq!(
            err("9/9/9/9/9/9/9/9 b - 1"),
            SfenError::RankCount { found: 8 }
        );
        assert_eq!(
            err("9/9/9/9/8/9/9/9/9 b - 1"),
            SfenError::RankWidth {
                rank: 'e',
                width: 8
            }
        );
        assert_eq!(
            err("9/9/9/9/91/9/9/9/9 b - 1"),
            SfenError::RankWidth {
                rank: 'e',
                width: 10
            }
        );
        assert_eq!(
            err("9/9/9/9/4x4/9/9/9/9 b - 1"),
            SfenError::UnknownLetter {
                rank: 'e',
                letter: 'x'
            }
        );
        assert!(matches!(
            err("9/9/9/9/4+G4/9/9/9/9 b - 1"),
            SfenError::BadPromotion { rank: 'e', .. }
        ));
        assert!(matches!(
            err("9/9/9/9/4+k4/9/9/9/9 b - 1"),
            SfenError::BadPromotion { .. }
        ));
        assert!(matches!(
            err("9/9/9/9/4++P4/9/9/9/9 b - 1"),
            SfenError::BadPromotion { .. }
        ));
        assert!(matches!(
            err("9/9/9/9/8+/9/9/9/9 b - 1"),
            SfenError::BadPromotion { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 x - 1"),
            SfenError::BadSide { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 b 0P 1"),
            SfenError::BadHand { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 b 2 1"),
            SfenError::BadHand { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 b 2K 1"),
            SfenError::BadHand { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 b 99P 1"),
            SfenError::BadHand { .. }
        ));
        assert!(matches!(
            err("4k4/9/9/9/9/9/9/9/4K4 b - 0"),
            SfenError::BadMoveNumber { .. }
        ));
    }

    #[test]
    fn a_well_spelled_sfen_is_still_checked_as_a_position() {
        // Three rooks are a count a hand can spell but no set holds.
        assert_eq!(
            invalid("4k4/9/9/9/9/9/9/9/4K4 b 3R 1"),
            PositionError::TooManyPieces {
                kind: PieceKind::Rook,
                found: 3,
                max: 2
            }
        );
        assert_eq!(
            invalid("4k4/9/9/4P4/9/4P4/9/9/4K4 b - 1"),
            PositionError::Nifu {
                color: Color::Black,
                file: 5
            }
        );
    }

    #[test]
    fn messages_name_the_problem() {
        assert_eq!(
            err("9/9/9/9/8/9/9/9/9 b - 1").to_string(),
            "rank e covers 8 squares; expected 9"
        );
    }
}
