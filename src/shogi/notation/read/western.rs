//! Reading Western (Hodges) notation: the text is taken apart here and
//! matched against the legal moves by `resolve`.

use super::resolve::{self, How, Request, Style};
use crate::shogi::moves::Move;
use crate::shogi::notation::NotationError;
use crate::shogi::notation::relative::Words;
use crate::shogi::position::Position;
use crate::shogi::types::{PieceKind, Square};

/// Reads Hodges notation for the side to move.
///
/// The piece letter may be in either case; the origin, `-`/`x` and the
/// drop mark `*` may be left out when the move stays unambiguous (`P7f`,
/// `G5h`, `7g-7f`). A promotion must be marked `+` or declined with `=`
/// when both are legal.
pub fn parse_western(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let req = read(text)?;
    resolve::resolve(pos, req, Style::Western)
}

fn read(text: &str) -> Result<Request, NotationError> {
    let trimmed = text.trim();
    let bad = |why: &str| NotationError::NotAMove {
        text: trimmed.to_string(),
        why: why.to_string(),
    };
    if !trimmed.is_ascii() {
        return Err(bad(
            "Western notation is written with letters and digits, like P-7f",
        ));
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
        let base = PieceKind::from_sfen_letter(c as char)
            .ok_or_else(|| bad("the piece letter must be one of P L N S G B R K"))?;
        kind = Some(if promoted {
            base.promoted().ok_or_else(|| {
                bad(&format!(
                    "a {base} cannot be promoted, so +{} is no piece",
                    base.sfen_letter()
                ))
            })?
        } else {
            base
        });
        i += 1;
    } else if promoted {
        return Err(bad("expected a piece letter after +"));
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
    let (origin, to) = match (first, sep, second) {
        (Some(from), _, Some(to)) => (Some(from), to),
        (Some(to), None, None) | (None, Some(_), Some(to)) => (None, to),
        _ => return Err(bad("expected a square like 7f (file 1-9, rank a-i)")),
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
        return Err(bad(&format!(
            "unexpected '{}' after the move",
            &trimmed[i..]
        )));
    }

    let how = match sep {
        Some(b'*') => {
            if origin.is_some() || promote.is_some() {
                return Err(bad("a drop (*) has no origin and never promotes"));
            }
            How::Drop
        }
        Some(_) => How::Board,
        None if origin.is_some() => How::Board,
        None => How::Unsaid,
    };
    if kind.is_none() && origin.is_none() {
        return Err(bad("start with the piece letter, like P-7f"));
    }
    Ok(Request {
        kind,
        to,
        origin,
        how,
        promote,
        words: Words::default(),
    })
}

/// A square like `7f` at `b[*i..]`, advancing past it.
fn square_at(b: &[u8], i: &mut usize) -> Option<Square> {
    let (&f, &r) = (b.get(*i)?, b.get(*i + 1)?);
    let sq = Square::new(f.checked_sub(b'0')?, r.checked_sub(b'a')?.checked_add(1)?)?;
    *i += 2;
    Some(sq)
}
