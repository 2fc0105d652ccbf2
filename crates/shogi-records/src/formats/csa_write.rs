//! Writing CSA records: V2.2, or V3.0 when the record needs what only
//! V3.0 has (fractions of seconds, `$MAX_MOVES`, `$JISHOGI`, `%MAX_MOVES`).

use super::csa_token::{move_token, piece_code, sign};
use crate::escape::record_line;
use crate::evaluation::read_comments;
use crate::limits::written_time;
use crate::record::{EndWord, MoveLimit, Record, RuleSet, Start};
use crate::record_analysis::comments_to_write;
use crate::time_limit;
use shogi_core::game::TimeControls;
use shogi_core::{Color, Position, Square};
use std::time::Duration;

/// Writes a CSA record (V2.2, or V3.0 when the record needs its additions).
pub fn write(record: &Record) -> String {
    write_version(record, false)
}

/// Writes a CSA record in V3.0 whatever it holds (`convert --csa-version 3`).
pub fn write_v3(record: &Record) -> String {
    write_version(record, true)
}

fn write_version(record: &Record, force_v3: bool) -> String {
    let start = record.start.position();
    let subsecond = record
        .moves
        .iter()
        .filter_map(|m| m.time)
        .chain(record.end.as_ref().and_then(|e| e.time))
        .any(|d| written_time(d).subsec_millis() != 0);
    let v3 = force_v3
        || subsecond
        || matches!(record.info.move_limit, Some(MoveLimit::Plies(_)))
        || matches!(
            record.info.rules,
            Some(RuleSet::Declare27 | RuleSet::Declare24)
        )
        || matches!(record.end.as_ref().map(|e| e.word), Some(EndWord::MaxMoves))
        || record
            .info
            .time_control
            .is_some_and(|tc| v2_time(&tc).is_none());
    let mut out = String::new();
    let mut line = |s: &str| {
        out.push_str(s);
        out.push('\n');
    };
    if v3 {
        line("'CSA encoding=UTF-8");
        line("V3.0");
    } else {
        line("V2.2");
    }
    for r in &record.remarks {
        line(&remark(r));
    }
    let info = &record.info;
    // Cleaned again: a save edited by hand may hold any name.
    let clean = crate::escape::clean_name;
    line(&format!("N+{}", clean(&info.black.name)));
    line(&format!("N-{}", clean(&info.white.name)));
    let mut header = |key: &str, value: &str| line(&format!("${key}:{}", record_line(value)));
    if let Some(v) = &info.event {
        header("EVENT", v);
    }
    if let Some(v) = &info.site {
        header("SITE", v);
    }
    if let Some(t) = &info.started {
        header("START_TIME", &t.slashed());
    }
    if let Some(t) = &info.ended {
        header("END_TIME", &t.slashed());
    }
    if let Some(tc) = &info.time_control {
        match v2_time(tc) {
            Some(text) if !v3 => header("TIME_LIMIT", &text),
            _ if tc.is_even() => header("TIME", &time_limit::csa_v3_text(&tc.black)),
            _ => {
                header("TIME+", &time_limit::csa_v3_text(&tc.black));
                header("TIME-", &time_limit::csa_v3_text(&tc.white));
            }
        }
    }
    if let Some(MoveLimit::Plies(m)) = info.move_limit {
        header("MAX_MOVES", &m.to_string());
    }
    match info.rules {
        Some(RuleSet::Declare27) => header("JISHOGI", "27"),
        Some(RuleSet::Declare24) => header("JISHOGI", "24"),
        _ => {}
    }
    // Other headers keep their keys, also KIF ones such as 戦型: readers
    // skip `$` keys they do not know.
    for (k, v) in &info.other {
        header(&record_line(k).replace(':', " "), v);
    }
    if matches!(record.start, Start::Even) {
        line("PI");
    } else {
        write_board(&start, &mut line);
    }
    line(&sign(start.side_to_move()).to_string());
    // A floodgate `'**` line belongs to the move before it, and readers
    // attach it so: cshogi 1.1.0 crashes on one before the first move. So
    // the start's analysis is not written in CSA (RON and KIF keep it);
    // only the old engine lines it replaces are left out.
    let start_lines = match record.start_analysis {
        Some(_) => read_comments(&record.comments, &start, None).text,
        None => record.comments.clone(),
    };
    for c in &start_lines {
        line(&format!("'*{}", record_line(c)));
    }
    let mut pos = start;
    for m in &record.moves {
        // Records built in code may hold moves no reader would accept.
        if pos.check_move(m.mv).is_err() {
            break;
        }
        line(&move_token(&pos, m.mv));
        if let Some(t) = m.time {
            line(&format!("T{}", seconds(t, v3)));
        }
        pos.do_move(m.mv);
        let to = Some(m.mv.to());
        // A mate is written ±30000 there, its length not kept: no line's
        // length to qualify.
        let analysis = m.analysis.iter().map(|e| e.csa_comment(&pos)).collect();
        for c in comments_to_write(&m.comments, analysis, &pos, to).iter() {
            line(&format!("'*{}", record_line(c)));
        }
        for r in &m.remarks {
            line(&remark(r));
        }
    }
    let to_move = pos.side_to_move();
    if let Some(bad) = &record.bad_move {
        line(&format!(
            "'*move {}: {}: {}",
            bad.ply,
            record_line(&bad.text),
            record_line(&bad.reason)
        ));
    }
    if let Some(end) = record.end_to_write() {
        match end.word.csa(to_move) {
            Some(word) => {
                line(word);
                if let Some(t) = end.time {
                    line(&format!("T{}", seconds(t, v3)));
                }
            }
            None => line(&format!("'end: {}", end.word.kif_or_key(to_move))),
        }
    }
    out
}

/// The V2.2 `$TIME_LIMIT` of a time control V2.2 can say: the same for
/// both sides, no increment, whole minutes of main time.
fn v2_time(tc: &TimeControls) -> Option<String> {
    if tc.is_even() {
        time_limit::csa_v2_text(&tc.black)
    } else {
        None
    }
}

/// A remark line (`'…`). One that begins with `*` (from another format)
/// gets a space, or it would read back as a comment programs show.
fn remark(text: &str) -> String {
    let text = record_line(text);
    if text.starts_with('*') {
        format!("' {text}")
    } else {
        format!("'{text}")
    }
}

fn seconds(d: Duration, v3: bool) -> String {
    let d = written_time(d);
    if v3 && d.subsec_millis() != 0 {
        format!("{}.{:03}", d.as_secs(), d.subsec_millis())
    } else {
        d.as_secs().to_string()
    }
}

fn write_board(pos: &Position, line: &mut impl FnMut(&str)) {
    for rank in 1..=9u8 {
        let mut s = format!("P{rank}");
        for file in (1..=9u8).rev() {
            match Square::new(file, rank).and_then(|sq| pos.piece_at(sq)) {
                Some(p) => {
                    s.push(sign(p.color));
                    s.push_str(piece_code(p.kind));
                }
                None => s.push_str(" * "),
            }
        }
        line(&s);
    }
    for c in Color::ALL {
        let hand = pos.hand(c);
        if hand.is_empty() {
            continue;
        }
        let mut s = format!("P{}", sign(c));
        for (kind, n) in hand.iter() {
            for _ in 0..n {
                s.push_str("00");
                s.push_str(piece_code(kind));
            }
        }
        line(&s);
    }
}
