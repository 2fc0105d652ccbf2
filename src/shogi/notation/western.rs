//! Western (Hodges) notation: `P-7f`, `Bx2b+`, `S-4h=`, `P*5e`, `G6h-5h`.

use super::NotationError;
use super::relative::{self, Words};
use super::resolve::{self, How, Request, Style};
use crate::shogi::moves::Move;
use crate::shogi::position::Position;
use crate::shogi::types::{PieceKind, Square};

/// The move in Hodges notation. The origin is written only when another
/// piece of the same kind could also legally go to the destination; `=`
/// only when the piece could have promoted and did not.
pub fn western(pos: &Position, mv: Move) -> String {
    match mv {
        Move::Drop { kind, to } => format!("{}*{to}", kind.sfen_letter()),
        Move::Board { from, to, promote } => {
            let sep = if pos.piece_at(to).is_some() { 'x' } else { '-' };
            let Some(piece) = pos.piece_at(from) else {
                // Not a move of this position; the origin-only form still reads back.
                return format!("{from}{sep}{to}");
            };
            let legal = pos.legal_moves();
            let mut out = piece_letters(piece.kind);
            let mut others = relative::rival_origins(pos, &legal, piece.kind, to);
            others.clear(from);
            if others.any() {
                out.push_str(&from.usi());
            }
            out.push(sep);
            out.push_str(&to.usi());
            if promote {
                out.push('+');
            } else if legal.contains(&Move::Board {
                from,
                to,
                promote: true,
            }) {
                out.push('=');
            }
            out
        }
    }
}

/// `P`, `K`, and `+P`, `+B`... for promoted pieces.
fn piece_letters(kind: PieceKind) -> String {
    let letter = kind.sfen_letter();
    if kind.is_promoted() {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}

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
