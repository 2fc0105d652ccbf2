//! Reading Western notation, Hodges (`P-7f`) and numeric (`P-76`): the
//! text is taken apart here and matched against the legal moves by
//! `resolve`.

use super::resolve::{self, How, Request, Style};
use crate::moves::Move;
use crate::notation::error::{NotationError, Unreadable};
use crate::notation::relative::Words;
use crate::notation::western::Ranks;
use crate::position::Position;
use crate::types::{PieceKind, Square};

/// Reads Western notation for the side to move.
///
/// The grammar, all in ASCII, letters in either case:
///
/// ```text
/// move    = ["+"] piece [square] [sep] square [promo]   P-7f  S6h-5g=  +B55
///         | square [sep] square [promo]                 7g-7f  7776+
/// piece   = P | L | N | S | G | B | R | K
/// square  = file rank          file 1-9; rank a-i (Hodges) or 1-9 (numeric)
/// sep     = "-" | "x" | "*"    move, capture, drop
/// promo   = "+" | "="          promote, decline to promote
/// ```
///
/// The origin, `-`/`x` and the drop mark `*` may be left out when the move
/// stays unambiguous (`P7f`, `G58`). A promotion must be marked `+` or
/// declined with `=` when both are legal, and `=` is refused where there is
/// nothing to decline. A drop has no origin and no promotion mark.
/// Refusals spell squares the way the player did (`no pawn can move to 75`).
pub fn parse_western(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let (req, ranks) = read(text)?;
    resolve::resolve(pos, req, Style::Western(ranks))
}

/// The request, and how the destination's rank was written.
fn read(text: &str) -> Result<(Request, Ranks), NotationError> {
    let trimmed = text.trim();
    let bad = |why: Unreadable| NotationError::NotAMove {
        text: trimmed.to_string(),
        why,
    };
    if !trimmed.is_ascii() {
        return Err(bad(Unreadable::NotAscii));
    }
    let b = trimmed.as_bytes();
    let mut i = 0;

    let promoted = b.first() == Some(&b'+');
    if promoted {
        i += 1;
    }
    let mut kind = None;
    if let Some(&c) = b.get(i)
        && c.is_ascii_alphabetic()
    {
        let base =
            PieceKind::from_sfen_letter(c as char).ok_or_else(|| bad(Unreadable::PieceLetter))?;
        kind = Some(if promoted {
            base.promoted()
                .ok_or_else(|| bad(Unreadable::NeverPromotes(base)))?
        } else {
            base
        });
        i += 1;
    } else if promoted {
        return Err(bad(Unreadable::LetterAfterPlus));
    }

    let first = square_at(b, &mut i);
    let sep = match b.get(i) {
        Some(&c @ (b'-' | b'x' | b'X' | b'*')) => {
            i += 1;
            Some(c)
        }
        _ => None,
    };
    let second = square_at(b, &mut i);
    let (origin, (to, ranks)) = match (first, sep, second) {
        (Some((from, _)), _, Some(to)) => (Some(from), to),
        (Some(to), None, None) | (None, Some(_), Some(to)) => (None, to),
        _ => {
            return Err(bad(Unreadable::WesternSquare));
        }
    };
    let promote = match b.get(i) {
        Some(b'+') => {
            i += 1;
            Some(true)
        }
        Some(b'=') => {
            i += 1;
            Some(false)
        }
        _ => None,
    };
    if i != b.len() {
        return Err(bad(Unreadable::Trailing(trimmed[i..].to_string())));
    }

    let how = match sep {
        Some(b'*') => {
            if origin.is_some() || promote.is_some() {
                return Err(bad(Unreadable::DropMarked));
            }
            How::Drop
        }
        Some(_) => How::Board,
        None if origin.is_some() => How::Board,
        None => How::Unsaid,
    };
    if kind.is_none() && origin.is_none() {
        return Err(bad(Unreadable::PieceFirst));
    }
    let req = Request {
        kind,
        to,
        origin,
        how,
        promote,
        words: Words::default(),
    };
    Ok((req, ranks))
}

/// A square like `7f`, `7F` or `76` at `b[*i..]`, advancing past it.
/// Squares are always two characters, so `S6857` splits without a dash.
fn square_at(b: &[u8], i: &mut usize) -> Option<(Square, Ranks)> {
    let (&f, &r) = (b.get(*i)?, b.get(*i + 1)?);
    let file = f.checked_sub(b'0')?;
    let (rank, ranks) = match r {
        b'1'..=b'9' => (r - b'0', Ranks::Digits),
        _ => (
            r.to_ascii_lowercase().checked_sub(b'a')? + 1,
            Ranks::Letters,
        ),
    };
    let sq = Square::new(file, rank)?;
    *i += 2;
    Some((sq, ranks))
}
