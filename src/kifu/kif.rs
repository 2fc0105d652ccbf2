//! Reading KIF records: headers, a board diagram, numbered move lines
//! with times, comments (`*`), bookmarks (`&`), end words and 変化 branches.
//!
//! Moves are read with the notation module's Japanese reader, which checks
//! them against the position; a move that cannot be played ends the line
//! there (see `Record::bad_move`).

use super::error::{Format, ParseError};
use super::kif_common::{end_from_summary, shorten};
use super::kif_header::HeaderReader;
use super::limits;
use super::record::{
    BadMove, EndMarker, EndWord, Record, RecordedMove, Variation, moves_after_end,
};
use crate::shogi::notation::parse_japanese;
use crate::shogi::{Position, Square};
use std::time::Duration;

fn err(line: usize, problem: impl Into<String>) -> ParseError {
    ParseError::new(Format::Kif, line, problem)
}

/// The line of play moves are being added to.
struct Line {
    /// `None` = main line, else index into `Record::variations`.
    index: Option<usize>,
    pos: Position,
    previous_to: Option<Square>,
    /// The number the next move line must carry.
    next_number: u32,
    /// Set after a move that could not be played: later moves are skipped.
    stopped: bool,
    ended: bool,
    /// Set once a move after the end line was met and reported.
    after_end: bool,
}

/// How far each line reaches as written (for finding a 変化's parent).
struct Extent {
    first: u32,
    last: u32,
}

/// Reads a KIF record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut header = HeaderReader::default();
    let mut record = Record::default();
    let mut line: Option<Line> = None;
    let mut start_pos: Option<Position> = None;
    let mut extents: Vec<Extent> = Vec::new(); // [0] = main line
    let mut base = 1u32;
    let mut header_done = false;

    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let t = raw.trim_end_matches('\r').trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        if let Some(summary) = t.strip_prefix("まで") {
            // Some writers give only the summary; the terminal line wins.
            if record.end.is_none()
                && let Some(l) = line.as_ref().filter(|l| l.index.is_none())
                && let Some(word) = end_from_summary(summary, l.pos.side_to_move())
            {
                record.end = Some(EndMarker { word, time: None });
            }
            continue;
        }
        if is_move_table_heading(t) {
            header_done = true;
            continue;
        }
        if let Some(comment) = t.strip_prefix('*') {
            let comment = comment.to_string();
            match &line {
                None => record.comments.push(comment),
                // A comment on a move that is not played goes with it.
                Some(l) if l.stopped || l.after_end => {}
                Some(l) => match last_move_mut(&mut record, l.index) {
                    Some(m) => m.comments.push(comment),
                    // A comment at the top of a variation, before its first move.
                    None => record.comments.push(comment),
                },
            }
            continue;
        }
        if let Some(mark) = t.strip_prefix('&') {
            if let Some(l) = &line
                && !l.stopped
                && !l.after_end
                && let Some(m) = last_move_mut(&mut record, l.index)
            {
                m.bookmark = Some(mark.trim().to_string());
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("変化：").or_else(|| t.strip_prefix("変化:")) {
            let Some(start) = &start_pos else {
                return Err(err(n, "a 変化 (variation) before any move"));
            };
            let digits = rest.trim().trim_end_matches('手').trim();
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(err(n, format!("'{}': expected 変化：N手", shorten(t))));
            }
            let number =
                limits::move_number(limits::parse_digits(digits)).map_err(|p| err(n, p))?;
            let ply = number
                .checked_sub(base)
                .map(|p| p.saturating_add(1))
                .filter(|&p| p >= 1)
                .ok_or_else(|| err(n, format!("変化 at move {number}, before the first move")))?;
            let parent = extents
                .iter()
                .enumerate()
                .rev()
                .find(|(i, e)| (*i == 0 || e.first < ply) && e.last.saturating_add(1) >= ply)
                .map(|(i, _)| i)
                .ok_or_else(|| {
                    err(
                        n,
                        format!(
                            "変化 at move {number}: no line before it reaches move {}",
                            number.saturating_sub(1)
                        ),
                    )
                })?;
            let parent_index = parent.checked_sub(1);
            record.variations.push(Variation {
                parent: parent_index,
                ply,
                moves: Vec::new(),
                end: None,
            });
            let index = record.variations.len() - 1;
            extents.push(Extent {
                first: ply,
                last: ply - 1,
            });
            let (pos, previous_to, playable) = position_before(&record, start, index);
            line = Some(Line {
                index: Some(index),
                pos,
                previous_to,
                next_number: number,
                stopped: !playable,
                ended: false,
                after_end: false,
            });
            continue;
        }
        if let Some((number, body)) = move_line(t) {
            let number = limits::move_number(number).map_err(|p| err(n, p))?;
            if line.is_none() {
                let (start, pos) = header.start().map_err(|p| err(n, p))?;
                record.start = start;
                start_pos = Some(pos.clone());
                base = number;
                extents.push(Extent { first: 1, last: 0 });
                line = Some(Line {
                    index: None,
                    pos,
                    previous_to: None,
                    next_number: number,
                    stopped: false,
                    ended: false,
                    after_end: false,
                });
            }
            header_done = true;
            let Some(l) = line.as_mut() else { continue };
            read_move(&mut record, l, n, number, body)?;
            if let Some(e) = extents.last_mut() {
                e.last = number.saturating_add(1).saturating_sub(base);
            }
            continue;
        }
        if !header_done {
            if header.line(t).map_err(|p| err(n, p))? {
                continue;
            }
        } else if super::kif_header::split_header(t).is_some() {
            // A header after the moves (some programs append 終了日時).
            if header.line(t).map_err(|p| err(n, p))? {
                continue;
            }
        }
        return Err(err(
            n,
            format!(
                "'{}' is not a KIF line (header, move, comment or 変化)",
                shorten(t)
            ),
        ));
    }
    if start_pos.is_none() {
        let (start, _) = header.start().map_err(|p| err(0, p))?;
        record.start = start;
    }
    record.info = header.into_info();
    // A 変化 whose branch point the main line never reaches (it stopped at
    // an unplayable move) was read with no moves; drop it as the save
    // reader does, so that every format holds the same variations.
    record.check_moves();
    Ok(record)
}

fn last_move_mut(record: &mut Record, index: Option<usize>) -> Option<&mut RecordedMove> {
    match index {
        None => record.moves.last_mut(),
        Some(i) => record.variations.get_mut(i)?.moves.last_mut(),
    }
}

/// The position before a variation's first move, the square of the move
/// before it (for 同), and whether its parent line was long enough.
fn position_before(
    record: &Record,
    start: &Position,
    index: usize,
) -> (Position, Option<Square>, bool) {
    let mut pos = start.clone();
    let Some(v) = record.variations.get(index) else {
        return (pos, None, false);
    };
    let before = (v.ply - 1) as usize;
    let line = record.variation_line(index);
    let parent_moves = line.len() - v.moves.len();
    if parent_moves < before {
        return (pos, None, false);
    }
    let mut previous_to = None;
    for m in line.iter().take(before) {
        if pos.check_move(m.mv).is_err() {
            return (pos, None, false);
        }
        pos.do_move(m.mv);
        previous_to = Some(m.mv.to());
    }
    (pos, previous_to, true)
}

/// `手数----指手---------消費時間--`: writers use any number of dashes
/// (ASCII, full-width or box-drawing), and some leave the heading out.
/// The BOD `手数＝N` line is not a heading: it names the diagram's move.
fn is_move_table_heading(t: &str) -> bool {
    let Some(rest) = t.strip_prefix("手数") else {
        return false;
    };
    let after = rest.trim_start_matches(|c: char| {
        c.is_whitespace() || ['-', '－', '―', '─', 'ー'].contains(&c)
    });
    after.len() < rest.len() && after.starts_with("指手")
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
fn split_time(body: &str) -> Result<(&str, Option<Duration>), String> {
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
fn parse_clock(text: &str) -> Result<Duration, String> {
    let not_a_time = || format!("'{}' is not a time like 0:16 or 1:02:03", shorten(text));
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
        [_, _, _] => return Err(format!("time '{text}': minutes run from 00 to 59")),
        _ => return Err(not_a_time()),
    };
    if s >= 60 {
        return Err(format!("time '{text}': seconds run from 00 to 59"));
    }
    let secs = h
        .saturating_mul(3600)
        .saturating_add(m.saturating_mul(60))
        .saturating_add(s);
    limits::move_time_secs(secs, text)
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
    if l.ended {
        // The line ended where the record says; what follows is not
        // played, and the player is told once.
        if !l.after_end {
            l.after_end = true;
            let end = match l.index {
                None => record.end.as_ref(),
                Some(i) => record.variations.get(i).and_then(|v| v.end.as_ref()),
            };
            let word = end.and_then(|e| e.word.kif(l.pos.side_to_move()));
            record
                .warnings
                .push(moves_after_end(n, word.unwrap_or("中断")));
        }
        return Ok(());
    }
    if number != l.next_number {
        return Err(err(
            n,
            format!("move number {number} where {} was expected", l.next_number),
        ));
    }
    l.next_number = l.next_number.saturating_add(1);
    let (text, time) = split_time(body).map_err(|p| err(n, p))?;
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(word) = EndWord::from_kif(&compact) {
        l.ended = true;
        let end = Some(EndMarker { word, time });
        match l.index {
            None => record.end = end,
            Some(i) => {
                if let Some(v) = record.variations.get_mut(i) {
                    v.end = end;
                }
            }
        }
        return Ok(());
    }
    if l.stopped {
        return Ok(());
    }
    let text = normalise(text);
    match parse_japanese(&l.pos, &text, l.previous_to) {
        Ok(mv) => {
            l.pos.do_move(mv);
            l.previous_to = Some(mv.to());
            let m = RecordedMove {
                time,
                ..RecordedMove::new(mv)
            };
            match l.index {
                None => record.moves.push(m),
                Some(i) => {
                    if let Some(v) = record.variations.get_mut(i) {
                        v.moves.push(m);
                    }
                }
            }
        }
        Err(e) => {
            l.stopped = true;
            // Only the main line's failure decides the game; a broken
            // variation is simply cut short.
            if l.index.is_none() {
                record.bad_move = Some(BadMove {
                    mv: None,
                    ply: record.moves.len() as u32 + 1,
                    line: n,
                    text: text.clone(),
                    reason: e.to_string(),
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_with_any_dashes_but_not_the_diagram_move_line() {
        for t in [
            "手数----指手---------消費時間--",
            "手数-指手-消費時間-",
            "手数――指手――――消費時間――",
            "手数 ---- 指手",
        ] {
            assert!(is_move_table_heading(t), "{t}");
        }
        for t in ["手数＝12", "手数=0  ▲７六歩  まで", "手数指手", "指手----"] {
            assert!(!is_move_table_heading(t), "{t}");
        }
    }
}
