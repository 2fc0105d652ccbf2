//! Writing KI2 records: the KIF headers, then the moves as players write
//! them (`▲７六歩    △３四歩`), with the same Japanese move writer as
//! review and the notation module, the `まで…` line, and the variations
//! (`変化：N手`) in the order KIF writes them.
//!
//! KI2 holds no times: those are left out (`convert` says so).

use super::kif_common::summary_line;
use super::kif_write::{bad_move_comment, summary, write_header, write_notes};
use crate::evaluation::KifDialect;
use crate::record::{Record, RecordedMove, Start};
use shogi_core::notation::japanese;
use shogi_core::{Position, Square};
use std::fmt::Write;

/// Moves on one line: a common KI2 layout (readers split at ▲/△, so any
/// count reads the same).
const MOVES_PER_LINE: usize = 6;

/// Each move but a line's last is padded to this display width (a kanji
/// counts as two), so that the columns line up.
const MOVE_WIDTH: usize = 12;

/// Writes a KI2 record.
pub fn write(record: &Record) -> String {
    let mut out = String::new();
    write_header(&mut out, record);
    let start = record.start.position();
    let mut pos = start.clone();
    let dialect = record.kif_dialect();
    write_moves(&mut out, (&mut pos, None), &record.moves, dialect);
    if let Some(c) = bad_move_comment(record) {
        let _ = writeln!(out, "*{c}");
    }
    // The summary is KI2's only statement of the ending: it keeps the
    // ending's own word.
    if let Some(summary) = summary(record, pos.side_to_move(), true) {
        out.push_str(&summary);
        out.push('\n');
    }
    write_variations(&mut out, record, &start, None);
    out
}

/// Variations of `line`, deepest branch first, each followed by its own
/// variations: the order in which a reader finds every 変化's parent (as
/// in KIF).
fn write_variations(out: &mut String, record: &Record, start: &Position, line: Option<usize>) {
    for i in record.variations_under(line) {
        let v = &record.variations[i];
        let full = record.variation_line(i);
        let before = (v.ply as usize).saturating_sub(1);
        let mut pos = start.clone();
        let mut previous_to = None;
        let reached = full.len() >= before
            && full.iter().take(before).all(|m| {
                let ok = pos.check_move(m.mv).is_ok();
                if ok {
                    pos.do_move(m.mv);
                    previous_to = Some(m.mv.to());
                }
                ok
            });
        // Records built in code may branch where their parent cannot go.
        if !reached {
            continue;
        }
        let _ = writeln!(out, "\n変化：{}手", v.ply);
        let written = write_moves(out, (&mut pos, previous_to), &v.moves, record.kif_dialect());
        if let Some(end) = &v.end {
            let handicap = matches!(record.start, Start::Handicap(_));
            let n = before + written;
            out.push_str(&summary_line(
                n,
                end.word,
                pos.side_to_move(),
                handicap,
                true,
            ));
            out.push('\n');
        }
        write_variations(out, record, start, Some(i));
    }
}

/// Writes a line's moves from `pos` with their comments and bookmarks,
/// and returns how many could be played; analysis in `dialect`.
fn write_moves(
    out: &mut String,
    (pos, mut previous_to): (&mut Position, Option<Square>),
    moves: &[RecordedMove],
    dialect: KifDialect,
) -> usize {
    let mut line: Vec<String> = Vec::new();
    let mut written = 0;
    for m in moves {
        // Records built in code may hold moves no reader would accept.
        if pos.check_move(m.mv).is_err() {
            break;
        }
        line.push(japanese(pos, m.mv, previous_to));
        pos.do_move(m.mv);
        previous_to = Some(m.mv.to());
        written += 1;
        // A comment belongs to the move before it: end the line there.
        let notes = !m.comments.is_empty()
            || !m.remarks.is_empty()
            || m.bookmark.is_some()
            || m.analysis.is_some();
        if notes || line.len() == MOVES_PER_LINE {
            flush(out, &mut line);
        }
        write_notes(out, m, (pos, previous_to), dialect);
    }
    flush(out, &mut line);
    written
}

fn flush(out: &mut String, line: &mut Vec<String>) {
    let Some((last, before)) = line.split_last() else {
        return;
    };
    for mv in before {
        out.push_str(mv);
        let width: usize = mv.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
        out.push_str(&" ".repeat(MOVE_WIDTH.saturating_sub(width).max(1)));
    }
    out.push_str(last);
    out.push('\n');
    line.clear();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{EndMarker, EndWord, RecordedMove};
    use shogi_core::Move;

    fn moves(usi: &[&str]) -> Vec<RecordedMove> {
        usi.iter()
            .map(|u| RecordedMove::new(Move::from_usi(u).expect("test move")))
            .collect()
    }

    #[test]
    fn six_moves_a_line_and_a_comment_ends_its_line() {
        let mut record = Record {
            moves: moves(&[
                "7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "8c8d", "2g2f", "4a3b",
            ]),
            end: Some(EndMarker {
                word: EndWord::Resign,
                time: None,
            }),
            ..Record::default()
        };
        record.moves[6].comments.push("居飛車".into());
        let text = write(&record);
        let body: Vec<&str> = text.lines().skip_while(|l| !l.starts_with('▲')).collect();
        assert_eq!(
            body,
            [
                "▲７六歩    △３四歩    ▲２二角成  △同　銀    ▲４五角    △８四歩",
                "▲２六歩",
                "*居飛車",
                "△３二金",
                "まで8手で後手の勝ち",
            ]
        );
    }
}
