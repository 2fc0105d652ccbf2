//! The record's tree of lines as review changes it: a move played into it,
//! the variation shown made the main line (`U`), moved among its rivals
//! (`+` `-`), or deleted (`D`, asked first), each undone by `z`; and going
//! to any line of the current move's variations (`0`-`9`). The tree
//! operations themselves are `kifu::study`'s; this file applies them to
//! the page: the line shown, the main line's replay and analysis, undo.

use super::evaluations::ReviewAnalysis;
use super::state::{ReviewOverlay, ReviewQuestion, ReviewScreen, StudyUndo};
use crate::kifu::{LinePlayed, Placed, Record, StudyError, load_game};
use crate::shogi::Move;
use crate::t;
use crate::tui::overlay::Layer;
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use crate::words::Said;
use crate::words::records::main_line_shown;

/// How many changes `z` can take back.
const UNDO_DEPTH: usize = 100;

/// A line's name for the player.
fn line_name(line: Option<usize>) -> String {
    match line {
        None => t!("review-the-main-line"),
        Some(i) => t!("review-variation", number = i + 1),
    }
}

impl ReviewScreen {
    /// Changes the record with `change`, all or nothing: a refusal leaves
    /// it as it was and says why. A change to the main line is replayed
    /// (and its analysis taken from the record again), which is refused
    /// while an analysis of the main line runs. `what` names the change
    /// for `z`. Returns what `change` returned, and whether the record
    /// changed.
    fn change_tree<T>(
        &mut self,
        what: String,
        change: impl FnOnce(&mut Record) -> Result<T, StudyError>,
    ) -> Option<(T, bool)> {
        let mut record = self.loaded.record.clone();
        let out = match change(&mut record) {
            Ok(out) => out,
            Err(e) => {
                self.message = Some(Message::Refusal(e.said()));
                return None;
            }
        };
        if record == self.loaded.record {
            return Some((out, false));
        }
        if main_line_differs(&record, &self.loaded.record) && self.analysing() {
            self.message = Some(Message::Refusal(t!("review-analysis-on-main-line")));
            return None;
        }
        if self.study.undo.len() >= UNDO_DEPTH {
            self.study.undo.remove(0);
        }
        let before = self.loaded.record.clone();
        let (line, ply) = (self.line(), self.ply);
        self.set_record(record);
        // What the replay made of it, so that `z` finds it unchanged.
        let after = self.loaded.record.clone();
        self.study.undo.push(StudyUndo {
            before,
            after,
            line,
            ply,
            what,
        });
        Some((out, true))
    }

    /// The record becomes `record`; a changed main line is replayed.
    fn set_record(&mut self, record: Record) {
        if main_line_differs(&record, &self.loaded.record) {
            let settings = self.analysis.settings.clone();
            self.loaded = load_game(record);
            self.analysis = ReviewAnalysis::new(
                self.loaded.record.evaluations(&self.loaded.game),
                &self.loaded.game,
            );
            self.analysis.settings = settings;
        } else {
            self.loaded.record = record;
        }
        self.record_changed();
    }

    /// Shows `line` at move `ply` (as far as it goes).
    pub(super) fn show_line(&mut self, line: Option<usize>, ply: usize) {
        self.engine_line = None;
        self.study.selection = crate::tui::board_input::Selection::None;
        self.variation = match line {
            None => None,
            Some(i) => match self.loaded.variation_game(i) {
                Some(Ok(game)) => Some((i, game)),
                Some(Err(e)) => {
                    self.line_changed();
                    self.message = Some(Message::Refusal(t!(
                        "review-line-unplayable",
                        line = line_name(line),
                        why = e.to_string()
                    )));
                    return;
                }
                None => None,
            },
        };
        self.line_changed();
        self.go_to(ply);
    }

    /// A move the rules allowed on the position shown goes into the
    /// record: a step, a line followed, the line extended, or a new 変化.
    pub(super) fn move_into_record(&mut self, mv: Move) -> bool {
        let (line, ply) = (self.line(), self.ply);
        let what = t!("review-what-move-played", ply = ply);
        let Some((played, _)) = self.change_tree(what, |r| r.play_in_line(line, ply, mv)) else {
            return false;
        };
        self.show_line(played.line, ply + 1);
        let name = line_name(played.line);
        self.message = match played.how {
            Placed::Stepped => None,
            Placed::Followed => Some(Message::Info(t!("review-following", line = name))),
            Placed::Extended => Some(Message::Info(t!("review-extended", line = name))),
            Placed::Branched => Some(Message::Info(t!(
                "review-branched",
                line = name,
                ply = ply + 1
            ))),
        };
        true
    }

    /// Plays `moves` (legal already) into the record after move `ply` of
    /// `line`: `K` keeps the engine's line so. `None` when refused.
    pub(super) fn keep_moves(
        &mut self,
        line: Option<usize>,
        ply: usize,
        moves: &[Move],
        what: String,
    ) -> Option<LinePlayed> {
        self.change_tree(what, |r| r.play_line_in(line, ply, moves))
            .map(|(kept, _)| kept)
    }

    /// The variation shown, or why an operation on one (`doing`) is not
    /// possible now.
    fn variation_shown(&mut self, doing: &str) -> Option<usize> {
        if self.engine_line.is_some() {
            self.message = Some(Message::Refusal(t!("review-engine-line-keep-first")));
            return None;
        }
        let line = self.line();
        if line.is_none() {
            self.message = Some(Message::Refusal(main_line_shown(doing)));
        }
        line
    }

    /// `U`: the variation shown becomes the main line (本譜にする).
    pub(super) fn make_main_line(&mut self) {
        let Some(i) = self.variation_shown("review-doing-make-main") else {
            return;
        };
        let what = t!("review-what-made-main", line = line_name(Some(i)));
        if self.change_tree(what, |r| r.make_main_line(i)).is_some() {
            let ply = self.ply;
            self.show_line(None, ply);
            self.message = Some(Message::Info(t!(
                "review-made-main",
                line = line_name(Some(i))
            )));
        }
    }

    /// `+` / `-`: the variation shown goes up or down among its rivals.
    pub(super) fn move_variation(&mut self, up: bool) {
        let Some(i) = self.variation_shown("review-doing-move") else {
            return;
        };
        let what = t!("review-what-moved", line = line_name(Some(i)));
        if let Some((now, _)) = self.change_tree(what, |r| r.move_variation(i, up)) {
            let ply = self.ply;
            self.show_line(Some(now), ply);
            let (was, now) = (line_name(Some(i)), line_name(Some(now)));
            self.message = Some(Message::Info(if up {
                t!("review-moved-up", line = was, now = now)
            } else {
                t!("review-moved-down", line = was, now = now)
            }));
        }
    }

    /// `D`: asks before deleting the variation shown.
    pub(super) fn ask_delete(&mut self) {
        if let Some(i) = self.variation_shown("review-doing-delete") {
            self.overlay = ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Delete(i)));
        }
    }

    /// The question `D` asks.
    pub fn delete_question(&self, index: usize) -> QuestionText {
        let record = &self.loaded.record;
        let (from, moves) = record
            .variations
            .get(index)
            .map_or((0, 0), |v| (v.ply, v.moves.len()));
        let nested = (index + 1..record.variations.len())
            .filter(|&j| {
                let mut p = record.variations[j].parent;
                while let Some(k) = p.filter(|&k| k < j) {
                    if k == index {
                        return true;
                    }
                    p = record.variations[k].parent;
                }
                false
            })
            .count();
        let mut lines = vec![t!(
            "review-delete-question",
            line = line_name(Some(index)),
            ply = from,
            moves = moves
        )];
        if nested > 0 {
            lines.push(t!("review-delete-nested", count = nested));
        }
        lines.push(t!("review-delete-undo"));
        QuestionText {
            title: t!("review-delete-title"),
            lines,
            yes: t!("review-key-delete-yes"),
            no: t!("review-key-delete-no"),
            keep_visible: None,
        }
    }

    /// `D` answered yes: the variation and everything after it go.
    pub(super) fn delete_variation(&mut self, index: usize) {
        let from = self
            .loaded
            .record
            .variations
            .get(index)
            .map_or(0, |v| v.ply as usize);
        let what = t!("review-what-deleted", line = line_name(Some(index)));
        if let Some((parent, _)) = self.change_tree(what, |r| r.delete_variation(index)) {
            let ply = self.ply.min(from);
            self.show_line(parent, ply);
            self.message = Some(Message::Info(t!(
                "review-deleted",
                line = line_name(Some(index))
            )));
        }
    }

    /// `z`: takes back the last move played into the record or the last
    /// `U` `+` `-` `D`, unless the record changed otherwise since (that
    /// change would be lost with it).
    pub(super) fn undo_study(&mut self) {
        let Some(last) = self.study.undo.pop() else {
            self.message = Some(Message::Info(t!("review-nothing-to-undo")));
            return;
        };
        if last.after != self.loaded.record {
            self.study.undo.clear();
            self.message = Some(Message::Refusal(t!(
                "review-undo-changed-since",
                what = last.what
            )));
            return;
        }
        if main_line_differs(&last.before, &last.after) && self.analysing() {
            self.study.undo.push(last);
            self.message = Some(Message::Refusal(t!("review-undo-analysis-runs")));
            return;
        }
        self.set_record(last.before);
        self.show_line(last.line, last.ply);
        self.message = Some(Message::Info(t!("review-undone", what = last.what)));
    }

    /// `0`-`9`: line `n` of the current move's variations (0 = the line
    /// they branch from).
    pub(super) fn show_variation(&mut self, n: usize) {
        let Some(alt) = self.choosing_variation() else {
            return;
        };
        let line = match n.checked_sub(1) {
            None => alt.base,
            Some(k) => match alt.entries.get(k) {
                Some(e) => Some(e.index),
                None => {
                    self.message = Some(Message::Refusal(t!(
                        "review-variations-count",
                        ply = self.ply,
                        count = alt.entries.len()
                    )));
                    return;
                }
            },
        };
        let ply = self.ply;
        self.show_line(line, ply);
    }

    /// Where the line shown branches, for the variation pane: its name,
    /// the move it replaces, the line it replaces it in, and its place
    /// among the lines there (`変化 3 from move 12 of the main line, 2 of
    /// 3`).
    pub fn branch_summary(&self) -> Option<String> {
        let i = self.line()?;
        if self.engine_line.is_some() {
            return None;
        }
        let record = &self.loaded.record;
        let v = record.variations.get(i)?;
        let rivals: Vec<usize> = (0..record.variations.len())
            .filter(|&j| {
                let w = &record.variations[j];
                w.parent == v.parent && w.ply == v.ply
            })
            .collect();
        // The line they branch from is the first of the lines there.
        let place = rivals.iter().position(|&j| j == i).map_or(0, |k| k + 2);
        Some(t!(
            "review-branch-summary",
            line = line_name(Some(i)),
            ply = v.ply,
            parent = line_name(v.parent),
            place = place,
            lines = rivals.len() + 1
        ))
    }
}

/// Whether two records' main lines differ (their moves or their end).
fn main_line_differs(a: &Record, b: &Record) -> bool {
    a.moves != b.moves || a.end != b.end || a.bad_move != b.bad_move
}
