//! Reading KI2 records: KIF headers, then moves as players write them
//! (`▲７六歩　△３四歩　▲２六歩`), with relative words (右 左 直 上 引 寄)
//! resolved against the position by the notation module. KI2 has no end
//! line of its own: the end is read from the `まで…` summary. Variations
//! (変化) of KI2 files are not read: the main line stops at the first one.

use super::error::{Format, ParseError};
use super::kif_common::{end_from_summary, shorten};
use super::kif_header::HeaderReader;
use super::limits;
use super::record::{BadMove, EndMarker, Record, RecordedMove};
use crate::shogi::notation::kanji::parse_side_mark;
use crate::shogi::notation::parse_japanese;
use crate::shogi::{Color, Position};

fn err(line: usize, problem: impl Into<String>) -> ParseError {
    ParseError::new(Format::Ki2, line, problem)
}

/// Reads a KI2 record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut header = HeaderReader::default();
    let mut record = Record::default();
    let mut pos: Option<Position> = None;
    let mut stopped = false;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let t = raw.trim_end_matches('\r').trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with("手数----") {
            continue;
        }
        if t.starts_with("変化") {
            break;
        }
        if let Some(comment) = t.strip_prefix('*') {
            match record.moves.last_mut() {
                Some(m) if !stopped => m.comments.push(comment.to_string()),
                Some(_) => {}
                None => record.comments.push(comment.to_string()),
            }
            continue;
        }
        if let Some(mark) = t.strip_prefix('&') {
            if let Some(m) = record.moves.last_mut() {
                m.bookmark = Some(mark.trim().to_string());
            }
            continue;
        }
        if let Some(summary) = t.strip_prefix("まで") {
            let to_move = pos.as_ref().map_or(Color::Black, Position::side_to_move);
            record.end = Some(EndMarker {
                word: end_from_summary(summary, to_move).ok_or_else(|| {
                    err(
                        n,
                        format!("'{}': cannot tell how the game ended", shorten(t)),
                    )
                })?,
                time: None,
            });
            continue;
        }
        if t.chars().next().and_then(parse_side_mark).is_some() {
            if pos.is_none() {
                let (start, p) = header.start().map_err(|p| err(n, p))?;
                record.start = start;
                pos = Some(p);
            }
            let Some(p) = pos.as_mut() else { continue };
            for token in tokens(t) {
                if stopped {
                    break;
                }
                let previous_to = record.moves.last().map(|m| m.mv.to());
                limits::line_length(1, record.moves.len() + 1).map_err(|p| err(n, p))?;
                match parse_japanese(p, token, previous_to) {
                    Ok(mv) => {
                        p.do_move(mv);
                        record.moves.push(RecordedMove::new(mv));
                    }
                    Err(e) => {
                        stopped = true;
                        record.bad_move = Some(BadMove {
                            mv: None,
                            ply: record.moves.len() as u32 + 1,
                            line: n,
                            text: token.to_string(),
                            reason: e.to_string(),
                        });
                    }
                }
            }
            continue;
        }
        if pos.is_none() && header.line(t).map_err(|p| err(n, p))? {
            continue;
        }
        return Err(err(
            n,
            format!(
                "'{}' is not a KI2 line (header, moves, comment or まで)",
                shorten(t)
            ),
        ));
    }
    if pos.is_none() {
        let (start, _) = header.start().map_err(|p| err(0, p))?;
        record.start = start;
    }
    record.info = header.into_info();
    Ok(record)
}

/// Splits `▲７六歩　△同　歩` at the side marks (a move may hold a space).
fn tokens(line: &str) -> Vec<&str> {
    let starts: Vec<usize> = line
        .char_indices()
        .filter(|&(_, c)| parse_side_mark(c).is_some())
        .map(|(i, _)| i)
        .collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &s)| line[s..starts.get(k + 1).copied().unwrap_or(line.len())].trim())
        .filter(|t| !t.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_side_marks() {
        assert_eq!(
            tokens("▲７六歩　△同　歩    ▲５八金右"),
            vec!["▲７六歩", "△同　歩", "▲５八金右"]
        );
    }
}
