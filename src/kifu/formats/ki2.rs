//! Reading KI2 records: KIF headers, then moves as players write them
//! (`▲７六歩　△３四歩　▲２六歩`), with relative words (右 左 直 上 引 寄)
//! resolved against the position by the notation module. KI2 has no end
//! line of its own: a line's end is read from its `まで…` summary.
//! Variations (`変化：N手`, then the variation's moves) are read into the
//! same tree as KIF's.

use super::kif_common::{end_from_summary, is_move_table_heading, shorten, split_at_side_marks};
use super::kif_header::{HeaderReader, split_header};
use super::variation_tree::{self, Line, Tree};
use crate::kifu::error::{Format, ParseError};
use crate::kifu::limits;
use crate::kifu::record::{BadMove, EndMarker, Record, RecordedMove};
use crate::shogi::notation::kanji::parse_side_mark;
use crate::shogi::notation::parse_japanese;
use crate::t;

fn err(line: usize, problem: impl Into<String>) -> ParseError {
    ParseError::new(Format::Ki2, line, problem)
}

/// Reads a KI2 record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut header = HeaderReader::default();
    let mut record = Record::default();
    // The lines of play, from the first move on.
    let mut tree: Option<(Tree, Line)> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let t = raw.trim_end_matches('\r').trim();
        if t.is_empty() || variation_tree::is_program_line(t) || is_move_table_heading(t) {
            continue;
        }
        let line = tree.as_ref().map(|(_, l)| l);
        if let Some(remark) = t.strip_prefix('#') {
            variation_tree::remark(&mut record, line, remark.to_string());
            continue;
        }
        if let Some(comment) = t.strip_prefix('*') {
            variation_tree::comment(&mut record, line, comment.to_string());
            continue;
        }
        if let Some(mark) = t.strip_prefix('&') {
            variation_tree::bookmark(&mut record, line, mark);
            continue;
        }
        if let Some(number) = variation_tree::heading(t) {
            let number = number.map_err(|p| err(n, p))?;
            let Some((tree, line)) = tree.as_mut() else {
                return Err(err(n, t!("files-kif-variation-before-moves")));
            };
            *line = tree.branch(&mut record, number).map_err(|p| err(n, p))?;
            continue;
        }
        if let Some(summary) = t.strip_prefix("まで") {
            // A record of no moves may still say how it ended.
            let (lines, line) = match tree.as_mut() {
                Some(tree) => tree,
                None => tree.insert(begin(&header, &mut record, n)?),
            };
            let Some(word) =
                end_from_summary(summary, lines.first_mover(), line.pos.side_to_move())
            else {
                // The moves are not in doubt: only how the game ended.
                record.warnings.push(t!(
                    "files-ki2-unclear-end",
                    line = n.to_string(),
                    text = shorten(t)
                ));
                variation_tree::comment(&mut record, Some(line), t.to_string());
                continue;
            };
            if !line.has_ended() {
                line.end(&mut record, EndMarker { word, time: None });
            }
            continue;
        }
        if t.chars().next().and_then(parse_side_mark).is_some() {
            let (tree, line) = match tree.as_mut() {
                Some(tree) => tree,
                None => tree.insert(begin(&header, &mut record, n)?),
            };
            for token in split_at_side_marks(t) {
                read_move(&mut record, line, n, token)?;
                tree.reached(line.next_number.saturating_sub(1));
            }
            continue;
        }
        if (tree.is_none() || split_header(t).is_some()) && header.line(t).map_err(|p| err(n, p))? {
            // After the moves, only `key：value` lines are headers (some
            // programs append 終了日時).
            continue;
        }
        variation_tree::unknown_line(&mut record, line, n, t, &t!("files-ki2-line-kinds"))
            .map_err(|p| err(n, p))?;
    }
    if tree.is_none() {
        let (start, _) = header.start().map_err(|p| err(0, p))?;
        record.start = start;
    }
    record.info = header.into_info();
    // As in KIF: a 変化 whose branch point is never reached is dropped.
    record.check_moves();
    Ok(record)
}

/// The start the headers give, and the main line from it (at line `n`,
/// the first line of play).
fn begin(header: &HeaderReader, record: &mut Record, n: usize) -> Result<(Tree, Line), ParseError> {
    let (start, pos) = header.start().map_err(|p| err(n, p))?;
    record.start = start;
    Ok(Tree::new(pos, 1))
}

/// One move of a line of moves.
fn read_move(record: &mut Record, l: &mut Line, n: usize, token: &str) -> Result<(), ParseError> {
    if l.past_end(record, n) {
        return Ok(());
    }
    let ply = l.next_number;
    l.next_number = l.next_number.saturating_add(1);
    limits::line_length(1, ply as usize).map_err(|p| err(n, p))?;
    if l.stopped {
        return Ok(());
    }
    match parse_japanese(&l.pos, token, l.previous_to) {
        Ok(mv) => l.push(record, RecordedMove::new(mv)),
        Err(e) => {
            l.stopped = true;
            // As in KIF, only the main line's failure decides the game.
            if l.index.is_none() {
                record.bad_move = Some(BadMove {
                    mv: None,
                    ply,
                    line: n,
                    text: token.to_string(),
                    reason: e.to_string(),
                    notation: Some(e),
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
    fn splits_at_side_marks() {
        assert_eq!(
            split_at_side_marks("▲７六歩　△同　歩    ▲５八金右"),
            vec!["▲７六歩", "△同　歩", "▲５八金右"]
        );
    }
}
