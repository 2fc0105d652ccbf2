//! Reading KIF records: headers, a board diagram, numbered move lines
//! with times, comments (`*`), bookmarks (`&`), end words and 変化 branches.
//!
//! Moves are read with the notation module's Japanese reader, which checks
//! them against the position; a move that cannot be played ends the line
//! there (see `Record::bad_move`). A line of no kind KIF has is kept as
//! a comment with a warning, unless it could be a move (see
//! `variation_tree::unknown_line`).

use super::kif_common::{end_from_summary, is_move_table_heading, shorten};
use super::kif_lines::{Reading, read_lines};
use super::kif_problem::{KifProblem, LineKinds};
use super::problem::Problem;
use super::variation_tree::{self, Line, Tree};
use crate::error::{Format, ParseError};
use crate::limits;
use crate::record::{EndMarker, EndWord, Record};
use std::time::Duration;

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Kif, line, problem)
}

/// Reads a KIF record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut header_done = false;
    read_lines(text, Format::Kif, |r, n, t| {
        let Reading {
            header,
            record,
            tree,
        } = r;
        if let Some(summary) = t.strip_prefix("まで") {
            // Some writers give only the summary; the terminal line wins.
            // Either ends the main line: moves after it are not played.
            // A record of no moves may still say how it ended.
            if tree.is_none() {
                let (start, pos) = header.start().map_err(|p| err(n, p))?;
                record.start = start;
                *tree = Some(Tree::new(pos, 1));
            }
            if let Some((t, l)) = tree.as_mut().filter(|(_, l)| l.index.is_none())
                && !l.has_ended()
                && let Some(word) = end_from_summary(summary, t.first_mover(), l.pos.side_to_move())
            {
                l.end(record, EndMarker { word, time: None });
            }
            return Ok(());
        }
        if is_move_table_heading(t) {
            header_done = true;
            return Ok(());
        }
        if let Some((number, body)) = move_line(t) {
            let number = limits::move_number(number).map_err(|p| err(n, p))?;
            if tree.is_none() {
                let (start, pos) = header.start().map_err(|p| err(n, p))?;
                record.start = start;
                *tree = Some(Tree::new(pos, number));
            }
            header_done = true;
            let Some((tree, line)) = tree.as_mut() else {
                return Ok(());
            };
            read_move(record, line, n, number, body)?;
            tree.reached(number);
            return Ok(());
        }
        if !header_done || super::kif_header::split_header(t).is_some() {
            // After the moves, only `key：value` lines are headers (some
            // programs append 終了日時).
            if header.line(t).map_err(|p| err(n, p))? {
                return Ok(());
            }
        }
        let line = tree.as_ref().map(|(_, l)| l);
        variation_tree::unknown_line(record, line, n, t, LineKinds::Kif).map_err(|p| err(n, p))
    })
}

/// `   1 ７六歩(77)   ( 0:16/00:00:16)+` → (1, the rest). The number is
/// not checked yet (see `limits::parse_digits`).
fn move_line(t: &str) -> Option<(u64, &str)> {
    let digits = t.find(|c: char| !c.is_ascii_digit())?;
    if digits == 0 {
        return None;
    }
    let rest = &t[digits..];
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    Some((limits::parse_digits(&t[..digits]), rest.trim()))
}

/// Splits a move body into the move text and the time spent on it.
fn split_time(body: &str) -> Result<(&str, Option<Duration>), Problem> {
    let body = body.trim_end_matches('+').trim_end();
    if body.ends_with(')')
        && let Some(open) = body.rfind('(')
    {
        let inner = &body[open + 1..body.len() - 1];
        if inner.contains(':') {
            let this_move = inner.split('/').next().unwrap_or("").trim();
            return Ok((body[..open].trim_end(), Some(parse_clock(this_move)?)));
        }
    }
    Ok((body, None))
}

/// `m:ss` or `h:mm:ss`, at most 24 hours (see `limits`).
fn parse_clock(text: &str) -> Result<Duration, Problem> {
    let not_a_time = || KifProblem::BadTime {
        text: shorten(text),
    };
    let parts: Vec<u64> = text
        .split(':')
        .map(|p| {
            let p = p.trim();
            (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                .then(|| limits::parse_digits(p))
        })
        .collect::<Option<_>>()
        .ok_or_else(not_a_time)?;
    let (h, m, s) = match parts.as_slice() {
        [m, s] => (0, *m, *s),
        // Minutes are a clock's only with hours before them.
        [h, m, s] if *m < 60 => (*h, *m, *s),
        [_, _, _] => {
            return Err(KifProblem::BadMinutes {
                text: text.to_string(),
            }
            .into());
        }
        _ => return Err(not_a_time().into()),
    };
    if s >= 60 {
        return Err(KifProblem::BadSeconds {
            text: text.to_string(),
        }
        .into());
    }
    let secs = h
        .saturating_mul(3600)
        .saturating_add(m.saturating_mul(60))
        .saturating_add(s);
    Ok(limits::move_time_secs(secs, text)?)
}

/// `２三銀(34)不成` is also written by some programs: put the promotion
/// word back before the origin.
fn normalise(text: &str) -> String {
    for word in ["不成", "成"] {
        if let Some(head) = text.strip_suffix(word)
            && head.ends_with(')')
            && let Some(open) = head.rfind('(')
        {
            return format!("{}{word}{}", &head[..open], &head[open..]);
        }
    }
    text.to_string()
}

fn read_move(
    record: &mut Record,
    l: &mut Line,
    n: usize,
    number: u32,
    body: &str,
) -> Result<(), ParseError> {
    if l.past_end(record, n) {
        return Ok(());
    }
    if number != l.next_number {
        return Err(err(
            n,
            KifProblem::MoveNumberOrder {
                number,
                expected: l.next_number,
            },
        ));
    }
    l.next_number = l.next_number.saturating_add(1);
    let (text, time) = split_time(body).map_err(|p| err(n, p))?;
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(word) = EndWord::from_kif(&compact) {
        l.end(record, EndMarker { word, time });
        return Ok(());
    }
    if l.stopped {
        return Ok(());
    }
    let ply = record.moves.len() as u32 + 1;
    l.play_japanese(record, &normalise(text), time, ply, n);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_move_line_is_a_typed_problem_with_its_data() {
        let text = "手合割：平手\n   1 ７六歩(77)   ( 0:61/00:00:61)\n";
        let e = parse(text).unwrap_err();
        assert_eq!(e.line, 2);
        assert_eq!(
            e.problem,
            Problem::Kif(KifProblem::BadSeconds {
                text: "0:61".into()
            })
        );
        // The English is the error's own, whatever the language.
        assert_eq!(
            e.to_string(),
            "line 2: time '0:61': seconds run from 00 to 59"
        );
        // A move of a day and a second: the range check's own value.
        let e = parse("手合割：平手\n   1 ７六歩(77)   ( 1440:01/24:00:01)\n").unwrap_err();
        assert_eq!(
            e.problem,
            Problem::Limit(limits::OutOfRange::Clock {
                text: "1440:01".into(),
                secs: 86_401
            })
        );
        let e = parse("手合割：百枚落ち\n").unwrap_err();
        assert_eq!(
            e.problem,
            Problem::Kif(KifProblem::UnknownHandicap {
                name: "百枚落ち".into()
            })
        );
        let e = parse("手合割：平手\n   1 ７六歩(77)\n   3 ３四歩(33)\n").unwrap_err();
        assert_eq!(
            (e.line, e.problem),
            (
                3,
                Problem::Kif(KifProblem::MoveNumberOrder {
                    number: 3,
                    expected: 2
                })
            )
        );
    }
}
