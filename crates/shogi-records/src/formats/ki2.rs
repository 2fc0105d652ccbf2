//! Reading KI2 records: KIF headers, then moves as players write them
//! (`▲７六歩　△３四歩　▲２六歩`), with relative words (右 左 直 上 引 寄)
//! resolved against the position by the notation module. KI2 has no end
//! line of its own: a line's end is read from its `まで…` summary.
//! Variations (`変化：N手`, then the variation's moves) are read into the
//! same tree as KIF's.

use super::kif_common::{end_from_summary, is_move_table_heading, shorten, split_at_side_marks};
use super::kif_header::{HeaderReader, split_header};
use super::kif_lines::{Reading, read_lines};
use super::kif_problem::LineKinds;
use super::problem::Problem;
use super::reading_note::ReadingNote;
use super::variation_tree::{self, Line, Tree};
use crate::error::{Format, ParseError};
use crate::limits;
use crate::record::{EndMarker, Record};
use shogi_core::notation::kanji::parse_side_mark;

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Ki2, line, problem)
}

/// Reads a KI2 record.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    read_lines(text, Format::Ki2, |r, n, t| {
        let Reading {
            header,
            record,
            tree,
        } = r;
        if is_move_table_heading(t) {
            return Ok(());
        }
        if let Some(summary) = t.strip_prefix("まで") {
            // A record of no moves may still say how it ended.
            let (lines, line) = match tree.as_mut() {
                Some(tree) => tree,
                None => tree.insert(begin(header, record, n)?),
            };
            let Some(word) =
                end_from_summary(summary, lines.first_mover(), line.pos.side_to_move())
            else {
                // The moves are not in doubt: only how the game ended.
                record.warnings.push(ReadingNote::UnclearEnd {
                    line: n,
                    text: shorten(t),
                });
                variation_tree::comment(record, Some(line), t.to_string());
                return Ok(());
            };
            if !line.has_ended() {
                line.end(record, EndMarker { word, time: None });
            }
            return Ok(());
        }
        if t.chars().next().and_then(parse_side_mark).is_some() {
            let (tree, line) = match tree.as_mut() {
                Some(tree) => tree,
                None => tree.insert(begin(header, record, n)?),
            };
            for token in split_at_side_marks(t) {
                read_move(record, line, n, token)?;
                tree.reached(line.next_number.saturating_sub(1));
            }
            return Ok(());
        }
        if (tree.is_none() || split_header(t).is_some()) && header.line(t).map_err(|p| err(n, p))? {
            // After the moves, only `key：value` lines are headers (some
            // programs append 終了日時).
            return Ok(());
        }
        let line = tree.as_ref().map(|(_, l)| l);
        variation_tree::unknown_line(record, line, n, t, LineKinds::Ki2).map_err(|p| err(n, p))
    })
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
    l.play_japanese(record, token, None, ply, n);
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
