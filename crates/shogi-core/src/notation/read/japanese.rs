//! Reading Japanese notation (KI2 and the KIF move column): the text is
//! taken apart here and matched against the legal moves by `resolve`.

use super::resolve::{self, How, Request, Style};
use crate::moves::Move;
use crate::notation::error::{NotationError, Unreadable};
use crate::notation::kanji::{parse_digit, parse_piece_prefix, parse_side_mark, square_japanese};
use crate::notation::relative::{Action, Side, Words};
use crate::position::Position;
use crate::types::Square;

/// Reads a move in Japanese notation for the side to move.
///
/// Accepts an optional side mark (▲△☗☖▼▽, which must match the side to
/// move), `同` with or without a space, half-width, full-width or kanji
/// digits, `竜`/`龍`, `王`/`玉`, the one-character forms (`全`), relative
/// words, 成/不成 (also the old 生), 打, and a KIF origin such as `(77)`.
pub fn parse_japanese(
    pos: &Position,
    text: &str,
    previous_to: Option<Square>,
) -> Result<Move, NotationError> {
    let req = read(pos, text, previous_to)?;
    resolve::resolve(pos, req, Style::Japanese { previous_to })
}

fn read(pos: &Position, text: &str, previous_to: Option<Square>) -> Result<Request, NotationError> {
    let bad = |why: Unreadable| NotationError::NotAMove {
        text: text.trim().to_string(),
        why,
    };
    // 同　歩 and 同 歩 are the same move; spaces carry nothing.
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut rest = compact.as_str();
    if rest.is_empty() {
        return Err(bad(Unreadable::NothingWritten));
    }

    if let Some(c) = rest.chars().next()
        && let Some(marked) = parse_side_mark(c)
    {
        if marked != pos.side_to_move() {
            return Err(NotationError::WrongSide {
                text: text.trim().to_string(),
                to_move: pos.side_to_move(),
                marked,
            });
        }
        rest = &rest[c.len_utf8()..];
    }

    let to = if let Some(after) = rest.strip_prefix('同') {
        rest = after;
        previous_to.ok_or(NotationError::NoPreviousMove)?
    } else {
        let mut chars = rest.chars();
        let (Some(f), Some(r)) = (chars.next(), chars.next()) else {
            return Err(bad(Unreadable::JapaneseSquare));
        };
        let sq = parse_digit(f)
            .zip(parse_digit(r))
            .and_then(|(f, r)| Square::new(f, r))
            .ok_or_else(|| bad(Unreadable::JapaneseSquare))?;
        rest = chars.as_str();
        if let Some(after) = rest.strip_prefix('同') {
            if previous_to != Some(sq) {
                return Err(NotationError::SameSquareMismatch {
                    written: square_japanese(sq),
                    previous: previous_to.map(square_japanese),
                });
            }
            rest = after;
        }
        sq
    };

    let (kind, used) = parse_piece_prefix(rest).ok_or_else(|| bad(Unreadable::JapanesePiece))?;
    rest = &rest[used..];

    let mut words = Words::default();
    while let Some(c) = rest.chars().next() {
        let side = match c {
            '右' => Some(Side::Right),
            '左' => Some(Side::Left),
            '直' => Some(Side::Straight),
            _ => None,
        };
        // 行 is an older spelling of 上.
        let action = match c {
            '上' | '行' => Some(Action::Up),
            '引' => Some(Action::Down),
            '寄' => Some(Action::Sideways),
            _ => None,
        };
        if side.is_none() && action.is_none() {
            break;
        }
        if (side.is_some() && words.side.is_some()) || (action.is_some() && words.action.is_some())
        {
            return Err(bad(Unreadable::TooManyWords));
        }
        words.side = words.side.or(side);
        words.action = words.action.or(action);
        rest = &rest[c.len_utf8()..];
    }

    let mut how = How::Unsaid;
    let mut promote = None;
    if let Some(after) = rest
        .strip_prefix("不成")
        .or_else(|| rest.strip_prefix('生'))
    {
        promote = Some(false);
        rest = after;
    } else if let Some(after) = rest.strip_prefix('成') {
        promote = Some(true);
        rest = after;
    } else if let Some(after) = rest.strip_prefix('打') {
        how = How::Drop;
        rest = after;
    }

    let origin = read_origin(&mut rest).map_err(|()| bad(Unreadable::Origin))?;
    if !rest.is_empty() {
        return Err(bad(Unreadable::Trailing(rest.to_string())));
    }
    if how == How::Drop && (!words.is_empty() || origin.is_some()) {
        return Err(bad(Unreadable::DropWithWords));
    }
    if origin.is_some() {
        how = How::Board;
    }
    Ok(Request {
        kind: Some(kind),
        to,
        origin,
        how,
        promote,
        words,
    })
}

/// KIF's `(77)` after the move; full-width brackets and digits too.
fn read_origin(rest: &mut &str) -> Result<Option<Square>, ()> {
    let Some(inner) = rest.strip_prefix('(').or_else(|| rest.strip_prefix('（')) else {
        return Ok(None);
    };
    let mut chars = inner.chars();
    let sq = chars
        .next()
        .and_then(parse_digit)
        .zip(chars.next().and_then(parse_digit))
        .and_then(|(f, r)| Square::new(f, r))
        .ok_or(())?;
    let after = chars.as_str();
    *rest = after
        .strip_prefix(')')
        .or_else(|| after.strip_prefix('）'))
        .ok_or(())?;
    Ok(Some(sq))
}
