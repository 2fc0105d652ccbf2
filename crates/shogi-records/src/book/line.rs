//! One line of a book, classified and read: a position (`sfen …`), a
//! move line, a comment, or nothing; and the book key of a position.
//!
//! Read as ShogiHome reads it: a move line's first five columns are cut
//! at single spaces (so that ShogiHome 1.20's empty value and depth,
//! `7g7f none   5`, still read), and the text after the fifth is the
//! move's comment with a leading `#` or `//` dropped.

use super::entry::BookLine;
use super::error::{LineProblem, SfenProblem};
use std::borrow::Cow;

/// A line of a book, its end of line removed.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line<'a> {
    Blank,
    Comment(&'a [u8]),
    /// A `sfen` line: its key (fields joined by single spaces, the hand
    /// in the usual order) and its move number.
    Position {
        key: Cow<'a, str>,
        ply: Option<u32>,
    },
    /// A move line, and whether its value or depth was out of the range
    /// 32 bits hold and taken as the nearest that they do.
    Move(BookLine, bool),
}

const SFEN: &[u8] = b"sfen ";

/// Whether a line is a position line (what the sorted search looks for).
pub(crate) fn is_position(line: &[u8]) -> bool {
    line.starts_with(SFEN)
}

/// Reads one line (without its `\n`; a `\r` before it is dropped here).
/// With `full` false, a move line is only checked, not read into a
/// [`BookLine`] (opening a big book checks every line, and needs none).
pub(crate) fn classify(line: &[u8], full: bool) -> Result<Line<'_>, LineProblem> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Ok(Line::Blank);
    }
    if let Some(text) = comment_text(line) {
        return Ok(Line::Comment(text));
    }
    if let Some(rest) = line.strip_prefix(SFEN) {
        let (key, ply) = read_sfen(rest).map_err(|why| LineProblem::BadSfen { why })?;
        return Ok(Line::Position { key, ply });
    }
    read_move(line, full).map(|(m, clamped)| Line::Move(m, clamped))
}

fn comment_text(line: &[u8]) -> Option<&[u8]> {
    line.strip_prefix(b"#").or_else(|| line.strip_prefix(b"//"))
}

/// `BOARD TURN HAND [PLY]` → the key and the move number.
fn read_sfen(rest: &[u8]) -> Result<(Cow<'_, str>, Option<u32>), SfenProblem> {
    let text = std::str::from_utf8(rest).map_err(|_| SfenProblem::Board)?;
    let mut fields = text.split_ascii_whitespace();
    let (Some(board), Some(turn), Some(hand)) = (fields.next(), fields.next(), fields.next())
    else {
        return Err(SfenProblem::FieldCount);
    };
    let ply = match fields.next() {
        None => None,
        Some(p) => Some(p.parse::<u32>().map_err(|_| SfenProblem::Ply)?),
    };
    if fields.next().is_some() {
        return Err(SfenProblem::FieldCount);
    }
    let hand_key = key_hand(board, turn, hand)?;
    // Borrowed when the line already is the key (the usual case): the
    // check of a big book allocates nothing per position.
    let len = board.len() + turn.len() + hand.len() + 2;
    // The fields at the start, one space apart: the text is the key.
    let spaced = text.as_bytes().get(..len).is_some_and(|w| {
        w.starts_with(board.as_bytes())
            && w[board.len()] == b' '
            && w[board.len() + 1..].starts_with(turn.as_bytes())
            && w[board.len() + 1 + turn.len()] == b' '
    });
    let key = match hand_key {
        Cow::Borrowed(_) if spaced => Cow::Borrowed(&text[..len]),
        hand => Cow::Owned(format!("{board} {turn} {hand}")),
    };
    Ok((key, ply))
}

/// Which bytes a board may hold: digits, `+`, piece letters and `/`.
const BOARD_BYTES: [bool; 256] = byte_set(b"123456789+PLNSGBRKplnsgbrk/");

const fn byte_set(allowed: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < allowed.len() {
        table[allowed[i] as usize] = true;
        i += 1;
    }
    table
}

/// Checks the spelling of `BOARD TURN HAND`; gives the hand in the
/// usual order (R B G S N L P, Black's first), so that a book whose
/// writer ordered the hand otherwise still finds its positions.
fn key_hand<'a>(board: &str, turn: &str, hand: &'a str) -> Result<Cow<'a, str>, SfenProblem> {
    // Two passes without branches on each byte: what a big book's check
    // at opening spends most of its time on.
    let board_ok = board.bytes().all(|b| BOARD_BYTES[b as usize])
        && memchr::memchr_iter(b'/', board.as_bytes()).count() == 8;
    if !board_ok {
        return Err(SfenProblem::Board);
    }
    if turn != "b" && turn != "w" {
        return Err(SfenProblem::Turn);
    }
    canonical_hand(hand).ok_or(SfenProblem::Hand)
}

/// The key of `BOARD TURN HAND` as text, checked for its spelling, with
/// the hand in the usual order.
pub(crate) fn key_from_fields(board: &str, turn: &str, hand: &str) -> Result<String, SfenProblem> {
    let hand = key_hand(board, turn, hand)?;
    Ok(format!("{board} {turn} {hand}"))
}

/// A key given by a person or a program (`book show --sfen`): `BOARD TURN
/// HAND`, with or without a move number and a leading `sfen `.
pub fn key_from_sfen(text: &str) -> Result<String, SfenProblem> {
    let text = text.trim();
    let text = text.strip_prefix("sfen ").unwrap_or(text);
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    match fields.as_slice() {
        [board, turn, hand] | [board, turn, hand, _] => key_from_fields(board, turn, hand),
        _ => Err(SfenProblem::FieldCount),
    }
}

const HAND_ORDER: &[u8] = b"RBGSNLPrbgsnlp";

/// Each byte's place in [`HAND_ORDER`] (`u8::MAX`: no piece held).
const HAND_SLOT: [u8; 256] = {
    let mut table = [u8::MAX; 256];
    let mut i = 0;
    while i < HAND_ORDER.len() {
        table[HAND_ORDER[i] as usize] = i as u8;
        i += 1;
    }
    table
};

/// The hand written in the usual order; `None` when it is not a hand.
fn canonical_hand(hand: &str) -> Option<Cow<'_, str>> {
    if hand == "-" {
        return Some(Cow::Borrowed(hand));
    }
    if hand.is_empty() {
        return None;
    }
    let mut counts = [0u32; HAND_ORDER.len()];
    let mut number: Option<u32> = None;
    let mut digits = 0;
    // Already in the usual order and spelling: given back as it is, with
    // nothing allocated (every position of a big book is checked).
    let mut usual = true;
    let mut last: Option<usize> = None;
    for b in hand.bytes() {
        if b.is_ascii_digit() {
            let n = number
                .unwrap_or(0)
                .checked_mul(10)?
                .checked_add(u32::from(b - b'0'))?;
            number = Some(n);
            digits += 1;
            continue;
        }
        let slot = match HAND_SLOT[b as usize] {
            u8::MAX => return None,
            slot => usize::from(slot),
        };
        let n = number.take().unwrap_or(1);
        if n == 0 || n > 18 {
            return None;
        }
        let spelled = match n {
            1 => 0,
            2..=9 => 1,
            _ => 2,
        };
        usual &= last.is_none_or(|l| l < slot) && digits == spelled;
        digits = 0;
        last = Some(slot);
        counts[slot] = counts[slot].checked_add(n)?;
    }
    if number.is_some() {
        return None;
    }
    if usual {
        return Some(Cow::Borrowed(hand));
    }
    let written: String = HAND_ORDER
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(&p, n)| {
            if n == 1 {
                (p as char).to_string()
            } else {
                format!("{n}{}", p as char)
            }
        })
        .collect();
    if written == hand {
        Some(Cow::Borrowed(hand))
    } else {
        Some(Cow::Owned(written))
    }
}

/// Whether a move or ponder column is a move in USI (`7g7f`, `8h2b+`,
/// `P*5e`): any other word would be kept, merged and written back as if
/// it were a move.
fn is_usi(col: &[u8]) -> bool {
    std::str::from_utf8(col).is_ok_and(|text| shogi_core::Move::from_usi(text).is_ok())
}

fn bad_move(col: &[u8]) -> LineProblem {
    LineProblem::BadMove {
        text: String::from_utf8_lossy(col).into_owned(),
    }
}

/// A move line's columns: `move ponder value depth [count] [comment]`,
/// and whether its value or depth was out of range.
fn read_move(line: &[u8], full: bool) -> Result<(BookLine, bool), LineProblem> {
    // Cut with memchr: every move line of a big book is read at opening.
    let mut cols: [&[u8]; 5] = [&[]; 5];
    let mut found = 0;
    let mut comment: &[u8] = &[];
    let mut start = 0;
    let mut spaces = memchr::memchr_iter(b' ', line);
    while found < 5 {
        let end = spaces.next().unwrap_or(line.len());
        let col = &line[start..end];
        if found == 4 && comment_text(col).is_some() {
            // A count left out before a comment (`7g7f none 0 0 #text`).
            comment = &line[start..];
            break;
        }
        cols[found] = col;
        found += 1;
        if end == line.len() {
            break;
        }
        start = end + 1;
        if found == 5 {
            comment = &line[start..];
        }
    }
    if found < 4 {
        return Err(LineProblem::FewColumns { found });
    }
    let count = match cols[4] {
        [] => None,
        text => Some(whole_number(text).ok_or_else(|| LineProblem::BadCount {
            text: String::from_utf8_lossy(text).into_owned(),
        })?),
    };
    if !is_usi(cols[0]) {
        return Err(bad_move(cols[0]));
    }
    let has_ponder = cols[1] != b"none" && !cols[1].is_empty();
    if has_ponder && !is_usi(cols[1]) {
        return Err(bad_move(cols[1]));
    }
    let (value, value_clamped) = saturated_number(cols[2]);
    let (depth, depth_clamped) = saturated_number(cols[3]);
    let clamped = value_clamped || depth_clamped;
    if !full {
        return Ok((BookLine::default(), clamped));
    }
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let line = BookLine {
        usi: text(cols[0]),
        ponder: has_ponder.then(|| text(cols[1])),
        value,
        depth,
        count,
        results: None,
        comment: text(comment_text(comment).unwrap_or(comment)),
    };
    Ok((line, clamped))
}

/// A signed whole number; one past what 32 bits hold is taken as the
/// nearest that they do (a book's mate scores are sometimes written as
/// huge numbers), and anything else (`none`, a word) as no number. The
/// flag says a number was held so: the book is read, and the player told
/// which line was changed (`Book::clamped`).
fn saturated_number(text: &[u8]) -> (Option<i32>, bool) {
    let (negative, digits) = match text {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, text),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return (None, false);
    }
    let n = whole_number(digits).map_or(i64::MAX, |n| i64::try_from(n).unwrap_or(i64::MAX));
    let n = if negative { -n } else { n };
    let held = n.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
    (Some(held as i32), held != n)
}

/// Digits as a number, without going through `str` (the count of every
/// move line is read at opening).
fn whole_number(digits: &[u8]) -> Option<u64> {
    digits.iter().try_fold(0u64, |n, &b| {
        b.is_ascii_digit()
            .then(|| n.checked_mul(10)?.checked_add(u64::from(b - b'0')))
            .flatten()
    })
}

/// The book key of a position: its SFEN without the move number.
pub fn key_of(pos: &shogi_core::Position) -> String {
    let mut sfen = pos.to_sfen();
    if let Some(cut) = sfen.rfind(' ') {
        sfen.truncate(cut);
    }
    sfen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_past_32_bits_are_held_at_the_nearest_and_words_are_none() {
        assert_eq!(saturated_number(b"-123"), (Some(-123), false));
        assert_eq!(saturated_number(b"+45"), (Some(45), false));
        assert_eq!(saturated_number(b"2147483647"), (Some(i32::MAX), false));
        assert_eq!(saturated_number(b"99999999999"), (Some(i32::MAX), true));
        assert_eq!(
            saturated_number(b"-99999999999999999999999"),
            (Some(i32::MIN), true)
        );
        assert_eq!(saturated_number(b"none"), (None, false));
        assert_eq!(saturated_number(b"-"), (None, false));
        assert_eq!(saturated_number(b"12a"), (None, false));
        assert_eq!(saturated_number(b""), (None, false));
    }

    #[test]
    fn a_move_or_ponder_that_is_not_usi_is_refused() {
        for bad in [
            "hello none 0 0 1",
            "7g7f reply 0 0 1",
            "7g7z none 0 0",
            "K*5e none 0 0",
            "7g7f+x none 0 0",
        ] {
            for full in [true, false] {
                assert!(
                    matches!(
                        classify(bad.as_bytes(), full),
                        Err(LineProblem::BadMove { .. })
                    ),
                    "{bad}"
                );
            }
        }
        for good in [
            "P*5e 8h2b+ 0 0",
            "7g7f none 0 0",
            "7g7f  0 0",
            "8h2b+ 3c3d 1 2 3",
        ] {
            assert!(
                matches!(classify(good.as_bytes(), true), Ok(Line::Move(..))),
                "{good}"
            );
        }
    }

    #[test]
    fn hands_are_put_in_the_usual_order() {
        assert_eq!(canonical_hand("-").as_deref(), Some("-"));
        assert_eq!(canonical_hand("RB2Pp").as_deref(), Some("RB2Pp"));
        assert!(matches!(canonical_hand("RB2Pp"), Some(Cow::Borrowed(_))));
        assert_eq!(canonical_hand("2PBR").as_deref(), Some("RB2P"));
        assert_eq!(canonical_hand("pP").as_deref(), Some("Pp"));
        assert_eq!(canonical_hand("PP").as_deref(), Some("2P"));
        for bad in ["", "K", "0P", "2", "19P", "x"] {
            assert_eq!(canonical_hand(bad), None, "{bad}");
        }
    }

    #[test]
    fn lines_are_read_as_shogihome_reads_them() {
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -";
        assert_eq!(
            classify(format!("sfen {start} 1\r").as_bytes(), true),
            Ok(Line::Position {
                key: Cow::Borrowed(start),
                ply: Some(1)
            })
        );
        assert_eq!(classify(b"  \r", true), Ok(Line::Blank));
        // Spaced otherwise, or the hand in another order: the same key.
        let spaced = format!("sfen  {}\t1", start.replace(" b ", "\tb  "));
        let Ok(Line::Position { key, .. }) = classify(spaced.as_bytes(), false) else {
            panic!("not a position");
        };
        assert_eq!(key, start);
        let Ok(Line::Position { key, .. }) = classify(b"sfen 9/9/9/9/9/9/9/9/9 w pP", false) else {
            panic!("not a position");
        };
        assert_eq!(key, "9/9/9/9/9/9/9/9/9 w Pp");
        assert_eq!(classify(b"//c", true), Ok(Line::Comment(b"c")));
        let Ok(Line::Move(m, _)) = classify(b"7g7f none   5", true) else {
            panic!("not a move line");
        };
        assert_eq!(
            (m.ponder, m.value, m.depth, m.count),
            (None, None, None, Some(5))
        );
        let Ok(Line::Move(m, _)) = classify(b"7g7f 3c3d -12 x #deep  line", true) else {
            panic!("not a move line");
        };
        assert_eq!(m.ponder.as_deref(), Some("3c3d"));
        assert_eq!((m.value, m.depth, m.count), (Some(-12), None, None));
        assert_eq!(m.comment, "deep  line");
        let Ok(Line::Move(m, _)) = classify(b"7g7f none 0 0 3 //x y", true) else {
            panic!("not a move line");
        };
        assert_eq!((m.count, m.comment.as_str()), (Some(3), "x y"));
        assert_eq!(
            classify(b"7g7f none", true),
            Err(LineProblem::FewColumns { found: 2 })
        );
        assert!(matches!(
            classify(b"7g7f none 0 0 many", true),
            Err(LineProblem::BadCount { .. })
        ));
        for (bad, why) in [
            ("sfen 9/9 b -", SfenProblem::Board),
            ("sfen 9/9/9/9/9/9/9/9/9 x -", SfenProblem::Turn),
            ("sfen 9/9/9/9/9/9/9/9/9 b Q", SfenProblem::Hand),
            ("sfen 9/9/9/9/9/9/9/9/9 b - one", SfenProblem::Ply),
            ("sfen 9/9/9/9/9/9/9/9/9 b", SfenProblem::FieldCount),
            ("sfen 9/9/9/9/9/9/9/9/9 b - 1 2", SfenProblem::FieldCount),
        ] {
            assert_eq!(
                classify(bad.as_bytes(), true),
                Err(LineProblem::BadSfen { why }),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_key_is_the_sfen_without_its_move_number() {
        let pos = shogi_core::Position::startpos();
        assert_eq!(
            key_of(&pos),
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b -"
        );
        assert_eq!(
            key_from_sfen(&format!("sfen {} 1", key_of(&pos))),
            Ok(key_of(&pos))
        );
    }
}
