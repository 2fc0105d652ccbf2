//! The lines of play the KIF and KI2 readers add moves to: the main line
//! and the 変化 (variations) that branch from it. Both formats name a
//! variation only by the number of its first move (`変化：N手`); its parent
//! is the latest line written before it that reaches the move before.
//!
//! Also what both readers do with a line no rule of theirs reads: it is
//! kept as a comment with a warning, unless it could be a move.

use super::kif_common::shorten;
use super::kif_problem::{KifProblem, LineKinds};
use super::problem::Problem;
use super::reading_note::ReadingNote;
use crate::limits;
use crate::record::{BadMove, EndMarker, Record, RecordedMove, Variation};
use shogi_core::notation::kanji::parse_side_mark;
use shogi_core::notation::parse_japanese;
use shogi_core::{Color, Position, Square};
use std::time::Duration;

/// The line of play moves are being added to.
pub(super) struct Line {
    /// `None` = main line, else index into `Record::variations`.
    pub index: Option<usize>,
    pub pos: Position,
    /// The square of the last move (for 同).
    pub previous_to: Option<Square>,
    /// The number the next move must carry.
    pub next_number: u32,
    /// Set after a move that could not be played: later moves are skipped.
    pub stopped: bool,
    ended: bool,
    /// Set once a move after the end was met and reported.
    after_end: bool,
}

/// How far each line reaches as written (for finding a 変化's parent).
struct Extent {
    first: u32,
    last: u32,
}

/// The lines read so far.
pub(super) struct Tree {
    start: Position,
    /// The number of the record's first move (a KIF diagram may start the
    /// count above 1).
    base: u32,
    /// [0] = main line, then one per variation, in file order.
    extents: Vec<Extent>,
}

impl Tree {
    /// The tree of a record starting at `start` whose first move is
    /// numbered `base`, and its main line.
    pub fn new(start: Position, base: u32) -> (Tree, Line) {
        let line = Line {
            index: None,
            pos: start.clone(),
            previous_to: None,
            next_number: base,
            stopped: false,
            ended: false,
            after_end: false,
        };
        let tree = Tree {
            start,
            base,
            extents: vec![Extent { first: 1, last: 0 }],
        };
        (tree, line)
    }

    /// Opens the variation whose first move is numbered `number`, at the
    /// position its parent line reaches before it.
    pub fn branch(&mut self, record: &mut Record, number: u32) -> Result<Line, KifProblem> {
        let ply = number
            .checked_sub(self.base)
            .map(|p| p.saturating_add(1))
            .filter(|&p| p >= 1)
            .ok_or(KifProblem::VariationBeforeFirst { number })?;
        let parent = self
            .extents
            .iter()
            .enumerate()
            .rev()
            .find(|(i, e)| (*i == 0 || e.first < ply) && e.last.saturating_add(1) >= ply)
            .map(|(i, _)| i)
            .ok_or(KifProblem::VariationUnreached { number })?;
        record.variations.push(Variation {
            parent: parent.checked_sub(1),
            ply,
            moves: Vec::new(),
            end: None,
        });
        let index = record.variations.len() - 1;
        self.extents.push(Extent {
            first: ply,
            last: ply - 1,
        });
        let (pos, previous_to, playable) = self.position_before(record, index);
        Ok(Line {
            index: Some(index),
            pos,
            previous_to,
            next_number: number,
            stopped: !playable,
            ended: false,
            after_end: false,
        })
    }

    /// The side that would make the move numbered 1, for reading a `まで`
    /// line's count of moves (a diagram may start the count above 1).
    pub fn first_mover(&self) -> Color {
        let side = self.start.side_to_move();
        if self.base.saturating_sub(1).is_multiple_of(2) {
            side
        } else {
            side.opponent()
        }
    }

    /// The line opened last reaches the move numbered `number`.
    pub fn reached(&mut self, number: u32) {
        if let Some(e) = self.extents.last_mut() {
            e.last = number.saturating_add(1).saturating_sub(self.base);
        }
    }

    /// The position before a variation's first move, the square of the
    /// move before it (for 同), and whether its parent line was long enough.
    fn position_before(&self, record: &Record, index: usize) -> (Position, Option<Square>, bool) {
        let mut pos = self.start.clone();
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
}

/// `変化：N手` (or with an ASCII colon): `None` when the line is not a
/// variation heading, else its move number or what is wrong with it.
pub(super) fn heading(t: &str) -> Option<Result<u32, Problem>> {
    let rest = t
        .strip_prefix("変化：")
        .or_else(|| t.strip_prefix("変化:"))?;
    let digits = rest.trim().trim_end_matches('手').trim();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Some(Err(KifProblem::BadHeading { text: shorten(t) }.into()));
    }
    Some(limits::move_number(limits::parse_digits(digits)).map_err(Problem::from))
}

impl Line {
    /// Whether the line already ended; the first move after its end is
    /// reported (line `n` of the file) and none of them is played.
    pub fn past_end(&mut self, record: &mut Record, n: usize) -> bool {
        if !self.ended {
            return false;
        }
        if !self.after_end {
            self.after_end = true;
            let end = match self.index {
                None => record.end.as_ref(),
                Some(i) => record.variations.get(i).and_then(|v| v.end.as_ref()),
            };
            let word = end.and_then(|e| e.word.kif(self.pos.side_to_move()));
            record.warnings.push(ReadingNote::MovesAfterEnd {
                line: n,
                end: word.unwrap_or("中断").to_string(),
            });
        }
        true
    }

    /// Plays a move read and adds it to the line.
    pub fn push(&mut self, record: &mut Record, m: RecordedMove) {
        self.pos.do_move(m.mv);
        self.previous_to = Some(m.mv.to());
        match self.index {
            None => record.moves.push(m),
            Some(i) => {
                if let Some(v) = record.variations.get_mut(i) {
                    v.moves.push(m);
                }
            }
        }
    }

    /// Plays the move `text` writes in Japanese notation (taking `time`),
    /// read at line `n` of the file as move `ply` of the record. A move
    /// that cannot be played stops the line there; only the main line's
    /// failure decides the game (the record's `bad_move`), a broken
    /// variation is simply cut short.
    pub fn play_japanese(
        &mut self,
        record: &mut Record,
        text: &str,
        time: Option<Duration>,
        ply: u32,
        n: usize,
    ) {
        match parse_japanese(&self.pos, text, self.previous_to) {
            Ok(mv) => self.push(
                record,
                RecordedMove {
                    time,
                    ..RecordedMove::new(mv)
                },
            ),
            Err(e) => {
                self.stopped = true;
                if self.index.is_none() {
                    record.bad_move = Some(BadMove {
                        mv: None,
                        ply,
                        line: n,
                        text: text.to_string(),
                        reason: e.to_string(),
                        notation: Some(e),
                    });
                }
            }
        }
    }

    /// The line's recorded end; later moves are not played.
    pub fn end(&mut self, record: &mut Record, end: EndMarker) {
        self.ended = true;
        match self.index {
            None => record.end = Some(end),
            Some(i) => {
                if let Some(v) = record.variations.get_mut(i) {
                    v.end = Some(end);
                }
            }
        }
    }

    pub fn has_ended(&self) -> bool {
        self.ended
    }

    /// Where a comment or bookmark read now belongs.
    fn note_place<'a>(&self, record: &'a mut Record) -> NotePlace<'a> {
        if self.stopped || self.after_end {
            return NotePlace::Dropped;
        }
        let last = match self.index {
            None => record.moves.last_mut(),
            Some(i) => record
                .variations
                .get_mut(i)
                .and_then(|v| v.moves.last_mut()),
        };
        last.map_or(NotePlace::BeforeMoves, NotePlace::Move)
    }
}

/// Where a comment or bookmark goes.
enum NotePlace<'a> {
    /// After a move: on it.
    Move(&'a mut RecordedMove),
    /// Before any move of the line.
    BeforeMoves,
    /// After a move that is not played: it goes with the move.
    Dropped,
}

/// A comment line (`*`): on the current line's last move, or before the
/// first move (also at the top of a variation, which has no place of its
/// own in a record).
pub(super) fn comment(record: &mut Record, line: Option<&Line>, text: String) {
    match line.map_or(NotePlace::BeforeMoves, |l| l.note_place(record)) {
        NotePlace::Move(m) => m.comments.push(text),
        NotePlace::BeforeMoves => record.comments.push(text),
        NotePlace::Dropped => {}
    }
}

/// A remark line (KIF and KI2 `#`): on the current line's last move,
/// also one not played (a person's line is never lost), or before the
/// first move.
pub(super) fn remark(record: &mut Record, line: Option<&Line>, text: String) {
    let last = line.and_then(|l| match l.index {
        None => record.moves.last_mut(),
        Some(i) => record
            .variations
            .get_mut(i)
            .and_then(|v| v.moves.last_mut()),
    });
    match last {
        Some(m) => m.remarks.push(text),
        None => record.remarks.push(text),
    }
}

/// Whether a `#` line is a program's own, not a person's remark: the
/// banner KIF writers put first (`# ---- Kifu for Windows V7 棋譜ファイル
/// ----`) and the `#KIF version=2.0 encoding=UTF-8` declaration, both
/// written again by the writer.
pub(super) fn is_program_line(t: &str) -> bool {
    t.starts_with("#KIF") || (t.starts_with("# ----") && t.ends_with("----"))
}

/// A bookmark line (`&`): on the current line's last move.
pub(super) fn bookmark(record: &mut Record, line: Option<&Line>, name: &str) {
    if let Some(NotePlace::Move(m)) = line.map(|l| l.note_place(record)) {
        m.bookmark = Some(name.trim().to_string());
    }
}

/// A line neither header, move, comment nor 変化 (`format` names what it
/// is not): kept as a comment with a warning, so that a stray note does
/// not cost the player the record. A line that could be a move (it starts
/// with a move number, a digit or a side mark) is refused instead, since
/// reading past it could change every move after it.
pub(super) fn unknown_line(
    record: &mut Record,
    line: Option<&Line>,
    n: usize,
    t: &str,
    kinds: LineKinds,
) -> Result<(), KifProblem> {
    let text = shorten(t);
    let first = t.chars().next();
    // Kanji numerals are left out: notes start with them (三間飛車…).
    if first.is_some_and(|c| {
        c.is_ascii_digit() || ('０'..='９').contains(&c) || parse_side_mark(c).is_some()
    }) || t.starts_with('同')
    {
        return Err(KifProblem::UnreadableMove { text, kinds });
    }
    record.warnings.push(ReadingNote::KeptAsComment {
        line: n,
        text,
        kinds,
    });
    comment(record, line, t.to_string());
    Ok(())
}
