//! The study board's changes to a record's tree of lines: a move played
//! into a line (a step, a line followed, a line extended, or a new 変化),
//! a variation made the main line (本譜にする), moved among its rivals, or
//! deleted with everything after it.
//!
//! A line is named as review names it: `None` is the main line, `Some(i)`
//! the variation `Record::variations[i]`. Every change keeps the tree's
//! invariants: a variation's parent comes earlier in the list than it
//! (so `variation_line` ends and the KIF order of `variations_under`
//! meets every parent before its children), and every index is valid.
//! Rivals (variations with the same parent and first move) keep their
//! order in the list: it is the order the record formats write them in.
//!
//! Moves are not checked here: the caller plays them through the rules
//! first (the game controller), as it does for every move a player makes.

use crate::record::{EndMarker, Record, RecordedMove, Variation};
use shogi_core::Move;
use thiserror::Error;

/// How a move played into a line found its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placed {
    /// It was the line's next move: the same line, one move on.
    Stepped,
    /// A line already had it at that point: that line is now shown.
    Followed,
    /// The line ended there without an end word: the move goes on it.
    Extended,
    /// A new variation (変化) begins with it.
    Branched,
}

/// Where a move played into the record went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The line to show now (`None` = the main line).
    pub line: Option<usize>,
    pub how: Placed,
}

/// Where a run of moves played into the record ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinePlayed {
    /// The line holding the last move.
    pub line: Option<usize>,
    /// Moves of that line up to the last one played.
    pub ply: usize,
    /// The number of the first move the record did not hold before
    /// (`None`: every move was in it already).
    pub new_from: Option<usize>,
}

/// Why a change to the tree was refused (the `Display` is the English;
/// the app words it for the player). Variations are numbered from 1 in
/// the words, as 変化 are on screen.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum StudyError {
    #[error("there is no 変化 {}", .0 + 1)]
    NoVariation(usize),
    #[error("the line shown has {len} moves: there is no move {ply} to play after")]
    PastEnd { ply: usize, len: usize },
    /// `0`: the catalogue's name of the change refused.
    #[error("the main line is shown: show a variation to {0} it")]
    MainLine(&'static str),
    #[error("変化 {} is the first of its rivals already", .0 + 1)]
    FirstAlready(usize),
    #[error("変化 {} is the last of its rivals already", .0 + 1)]
    LastAlready(usize),
    #[error(
        "the main line ends on a move that cannot be played; it would be lost, so the main line stays"
    )]
    BadMoveAtEnd,
    #[error(
        "変化 {} does not branch from its line's moves: the record is damaged there",
        .0 + 1
    )]
    Detached(usize),
}

impl Record {
    /// Every move of a line from the start: the main line's, or a
    /// variation's parent line up to its branch and then its own.
    pub fn line_moves(&self, line: Option<usize>) -> Vec<&RecordedMove> {
        match line {
            None => self.moves.iter().collect(),
            Some(i) => self.variation_line(i),
        }
    }

    /// Which line move `ply` (1 = the first) of `line` belongs to, and
    /// the line whose move `ply` that one replaces (the owner itself when
    /// it does not begin there): the variations there are its rivals.
    pub fn branch_of(&self, line: Option<usize>, ply: usize) -> (Option<usize>, Option<usize>) {
        let vars = &self.variations;
        let mut owner = line;
        // Before a variation's branch its moves are its parent's. Parents
        // come earlier in the list; a record saying otherwise is not
        // followed, so this always ends.
        while let Some(i) = owner
            && let Some(v) = vars.get(i)
            && v.ply as usize > ply
        {
            owner = v.parent.filter(|&p| p < i);
        }
        let base = match owner.and_then(|i| vars.get(i)) {
            Some(v) if v.ply as usize == ply => v.parent,
            _ => owner,
        };
        (owner, base)
    }

    /// Whether a line states its end (an end word, or the main line's
    /// unplayable move): a move after it becomes a 変化 in its place, as
    /// Kifu for Windows writes one, rather than a move after the end.
    fn line_ended(&self, line: Option<usize>) -> bool {
        match line {
            None => self.end.is_some() || self.bad_move.is_some(),
            Some(i) => self.variations.get(i).is_some_and(|v| v.end.is_some()),
        }
    }

    /// Plays `mv` after move `ply` of `line` (0 = from the start). The
    /// line's own next move is a step; a rival there that starts with it
    /// is followed; at the line's end (with no end word) the line grows;
    /// otherwise a new variation branches there, after its rivals.
    pub fn play_in_line(
        &mut self,
        line: Option<usize>,
        ply: usize,
        mv: Move,
    ) -> Result<Played, StudyError> {
        if let Some(i) = line
            && i >= self.variations.len()
        {
            return Err(StudyError::NoVariation(i));
        }
        let (len, next_move) = {
            let moves = self.line_moves(line);
            (moves.len(), moves.get(ply).map(|m| m.mv))
        };
        if ply > len {
            return Err(StudyError::PastEnd { ply, len });
        }
        if next_move == Some(mv) {
            return Ok(Played {
                line,
                how: Placed::Stepped,
            });
        }
        let next = ply + 1;
        let (_, base) = self.branch_of(line, next);
        if base != line && self.line_moves(base).get(ply).is_some_and(|m| m.mv == mv) {
            return Ok(Played {
                line: base,
                how: Placed::Followed,
            });
        }
        let rival = self.variations.iter().enumerate().find(|(i, v)| {
            v.parent == base
                && v.ply as usize == next
                && Some(*i) != line
                && v.moves.first().is_some_and(|m| m.mv == mv)
        });
        if let Some((i, _)) = rival {
            return Ok(Played {
                line: Some(i),
                how: Placed::Followed,
            });
        }
        if ply == len && !self.line_ended(line) {
            match line {
                None => self.moves.push(RecordedMove::new(mv)),
                Some(i) => {
                    let v = self
                        .variations
                        .get_mut(i)
                        .ok_or(StudyError::NoVariation(i))?;
                    v.moves.push(RecordedMove::new(mv));
                }
            }
            return Ok(Played {
                line,
                how: Placed::Extended,
            });
        }
        let Ok(first) = u32::try_from(next) else {
            return Err(StudyError::PastEnd { ply, len });
        };
        self.variations.push(Variation {
            parent: base,
            ply: first,
            moves: vec![RecordedMove::new(mv)],
            end: None,
        });
        Ok(Played {
            line: Some(self.variations.len() - 1),
            how: Placed::Branched,
        })
    }

    /// Plays `moves` one after the other after move `ply` of `line`, each
    /// as `play_in_line` places it (an engine's line kept, for one).
    pub fn play_line_in(
        &mut self,
        line: Option<usize>,
        ply: usize,
        moves: &[Move],
    ) -> Result<LinePlayed, StudyError> {
        let mut at = LinePlayed {
            line,
            ply,
            new_from: None,
        };
        for &mv in moves {
            let played = self.play_in_line(at.line, at.ply, mv)?;
            if at.new_from.is_none() && matches!(played.how, Placed::Extended | Placed::Branched) {
                at.new_from = Some(at.ply + 1);
            }
            at.line = played.line;
            at.ply += 1;
        }
        Ok(at)
    }

    /// 本譜にする: variation `index` becomes the main line. Level by level
    /// it takes its parent's place: its moves go into the parent line, the
    /// parent's moves from the branch on (with their end) become the
    /// variation, and every nested variation stays on the moves it
    /// branches from, wherever they now are.
    pub fn make_main_line(&mut self, index: usize) -> Result<(), StudyError> {
        if index >= self.variations.len() {
            return Err(StudyError::NoVariation(index));
        }
        if self.bad_move.is_some() {
            return Err(StudyError::BadMoveAtEnd);
        }
        let mut line = Some(index);
        while let Some(i) = line {
            line = self.swap_with_parent(i)?;
        }
        Ok(())
    }

    /// One level of `make_main_line`: returns the line now holding the
    /// variation's moves (its parent, renumbered).
    fn swap_with_parent(&mut self, index: usize) -> Result<Option<usize>, StudyError> {
        let v = self
            .variations
            .get(index)
            .ok_or(StudyError::NoVariation(index))?;
        let parent = v.parent.filter(|&p| p < index);
        if parent != v.parent {
            return Err(StudyError::Detached(index));
        }
        let ply = v.ply as usize;
        let parent_first = match parent {
            None => 1,
            Some(p) => self.variations[p].ply as usize,
        };
        let cut = ply
            .checked_sub(parent_first)
            .ok_or(StudyError::Detached(index))?;
        let own = std::mem::take(&mut self.variations[index].moves);
        let mut own_end = self.variations[index].end.take();
        let (parent_moves, parent_end): (&mut Vec<RecordedMove>, &mut Option<EndMarker>) =
            match parent {
                None => {
                    // The main line's outcome was decided for its old moves.
                    self.result = None;
                    (&mut self.moves, &mut self.end)
                }
                Some(p) => {
                    let pv = &mut self.variations[p];
                    (&mut pv.moves, &mut pv.end)
                }
            };
        if cut > parent_moves.len() {
            // Put back what was taken: the record stays as it was.
            let v = &mut self.variations[index];
            v.moves = own;
            v.end = own_end;
            return Err(StudyError::Detached(index));
        }
        let tail = parent_moves.split_off(cut);
        parent_moves.extend(own);
        std::mem::swap(parent_end, &mut own_end);
        let v = &mut self.variations[index];
        v.moves = tail;
        v.end = own_end;
        // The variation's children now hang off the parent line, and the
        // parent's children after the branch off the variation. Rivals at
        // the branch itself stay rivals.
        for (j, w) in self.variations.iter_mut().enumerate() {
            if j == index {
                continue;
            }
            if w.parent == Some(index) {
                w.parent = parent;
            } else if w.parent == parent && w.ply as usize > ply {
                w.parent = Some(index);
            }
        }
        let renumbered = self.keep_parents_first();
        Ok(parent.and_then(|p| renumbered.get(p).copied().flatten()))
    }

    /// Moves variation `index` one place up (`up`) or down among its
    /// rivals; returns its new index.
    pub fn move_variation(&mut self, index: usize, up: bool) -> Result<usize, StudyError> {
        let v = self
            .variations
            .get(index)
            .ok_or(StudyError::NoVariation(index))?;
        let rivals: Vec<usize> = (0..self.variations.len())
            .filter(|&j| {
                let w = &self.variations[j];
                w.parent == v.parent && w.ply == v.ply
            })
            .collect();
        let at = rivals.iter().position(|&j| j == index).unwrap_or(0);
        let other = if up {
            at.checked_sub(1).and_then(|k| rivals.get(k))
        } else {
            rivals.get(at + 1)
        };
        let Some(&other) = other else {
            return Err(if up {
                StudyError::FirstAlready(index)
            } else {
                StudyError::LastAlready(index)
            });
        };
        let mut order: Vec<usize> = (0..self.variations.len()).collect();
        order.swap(index, other);
        let swapped = self.reorder(&order);
        let fixed = self.keep_parents_first();
        swapped
            .get(index)
            .copied()
            .flatten()
            .and_then(|i| fixed.get(i).copied().flatten())
            .ok_or(StudyError::NoVariation(index))
    }

    /// Deletes variation `index` with everything after it: its moves and
    /// every variation that branches from them, at any depth. Returns the
    /// line it branched from.
    pub fn delete_variation(&mut self, index: usize) -> Result<Option<usize>, StudyError> {
        let v = self
            .variations
            .get(index)
            .ok_or(StudyError::NoVariation(index))?;
        let parent = v.parent;
        let n = self.variations.len();
        let mut doomed = vec![false; n];
        doomed[index] = true;
        // Parents come first, so one pass in order finds every descendant.
        for j in index + 1..n {
            if let Some(p) = self.variations[j].parent
                && p < j
                && doomed[p]
            {
                doomed[j] = true;
            }
        }
        let order: Vec<usize> = (0..n).filter(|&j| !doomed[j]).collect();
        let renumbered = self.reorder(&order);
        Ok(parent.and_then(|p| renumbered.get(p).copied().flatten()))
    }

    /// Keeps the variations listed in `order` (old indices), in that
    /// order, and points every parent at its new index. Returns each old
    /// index's new one (`None` when dropped).
    fn reorder(&mut self, order: &[usize]) -> Vec<Option<usize>> {
        let mut new_index = vec![None; self.variations.len()];
        for (new, &old) in order.iter().enumerate() {
            if let Some(slot) = new_index.get_mut(old) {
                *slot = Some(new);
            }
        }
        let old = std::mem::take(&mut self.variations);
        self.variations = order
            .iter()
            .filter_map(|&o| old.get(o).cloned())
            .map(|mut v| {
                v.parent = v.parent.and_then(|p| new_index.get(p).copied().flatten());
                v
            })
            .collect();
        new_index
    }

    /// Puts every variation after its parent, moving as little as it can
    /// (the lowest index that may go next goes next), so that rivals keep
    /// their order. Returns each old index's new one.
    fn keep_parents_first(&mut self) -> Vec<Option<usize>> {
        let n = self.variations.len();
        let mut placed = vec![false; n];
        let mut order = Vec::with_capacity(n);
        while order.len() < n {
            let ready = (0..n).find(|&j| {
                !placed[j]
                    && self.variations[j]
                        .parent
                        .is_none_or(|p| p < n && placed[p] && p != j)
            });
            // A parent loop (no record reader makes one) is kept as it is
            // rather than lost.
            let j = ready.or_else(|| (0..n).find(|&j| !placed[j]));
            let Some(j) = j else { break };
            placed[j] = true;
            order.push(j);
        }
        self.reorder(&order)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{EndMarker, EndWord};
    use crate::{kif, kif_write};

    fn mv(usi: &str) -> Move {
        Move::from_usi(usi).expect("a USI move written in the test")
    }

    fn moves(usis: &[&str]) -> Vec<RecordedMove> {
        usis.iter().map(|u| RecordedMove::new(mv(u))).collect()
    }

    fn var(parent: Option<usize>, ply: u32, usis: &[&str]) -> Variation {
        Variation {
            parent,
            ply,
            moves: moves(usis),
            end: None,
        }
    }

    /// The main line 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e, resigned.
    fn game() -> Record {
        Record {
            moves: moves(&["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"]),
            end: Some(EndMarker {
                word: EndWord::Resign,
                time: None,
            }),
            ..Record::default()
        }
    }

    /// A line's moves as USI.
    fn usi(r: &Record, line: Option<usize>) -> Vec<String> {
        r.line_moves(line).iter().map(|m| m.mv.to_usi()).collect()
    }

    /// The tree as a reader sees it, without indices: each line's own
    /// moves and end, and its variations in the order they are written.
    fn shape(r: &Record, line: Option<usize>) -> String {
        let (own, end) = match line {
            None => (&r.moves, &r.end),
            Some(i) => (&r.variations[i].moves, &r.variations[i].end),
        };
        let own: Vec<String> = own.iter().map(|m| m.mv.to_usi()).collect();
        let mut text = format!("{} {:?}", own.join(" "), end.as_ref().map(|e| e.word));
        for child in r.variations_under(line) {
            let v = &r.variations[child];
            text.push_str(&format!(" [{}: {}]", v.ply, shape(r, Some(child))));
        }
        text
    }

    /// The tree is whole: parents first, and a KIF written and read back
    /// holds the same tree.
    fn check(r: &Record) {
        for (i, v) in r.variations.iter().enumerate() {
            assert!(v.parent.is_none_or(|p| p < i), "parent after {i}: {r:?}");
        }
        let back = kif::parse(&kif_write::write(r)).expect("our own KIF reads back");
        assert_eq!(shape(&back, None), shape(r, None));
    }

    #[test]
    fn the_next_move_steps_and_a_rival_starting_with_it_is_followed() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d"]));
        let before = r.clone();
        let step = r.play_in_line(None, 2, mv("2g2f"));
        assert_eq!(
            step,
            Ok(Played {
                line: None,
                how: Placed::Stepped
            })
        );
        let follow = r.play_in_line(None, 2, mv("6g6f"));
        assert_eq!(
            follow,
            Ok(Played {
                line: Some(0),
                how: Placed::Followed
            })
        );
        // From the variation, the main line's own move leads back to it.
        let back = r.play_in_line(Some(0), 2, mv("2g2f"));
        assert_eq!(
            back,
            Ok(Played {
                line: None,
                how: Placed::Followed
            })
        );
        // Before the branch, the variation's moves are the main line's.
        let shared = r.play_in_line(Some(0), 1, mv("3c3d"));
        assert_eq!(shared.map(|p| p.how), Ok(Placed::Stepped));
        assert_eq!(r, before, "nothing was added");
    }

    #[test]
    fn another_move_makes_a_new_variation_after_its_rivals() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f"]));
        let played = r.play_in_line(None, 2, mv("2g2f")).map(|p| p.how);
        assert_eq!(played, Ok(Placed::Stepped));
        let played = r.play_in_line(None, 2, mv("5g5f"));
        assert_eq!(
            played,
            Ok(Played {
                line: Some(1),
                how: Placed::Branched
            })
        );
        assert_eq!(r.variations[1], var(None, 3, &["5g5f"]));
        assert_eq!(usi(&r, Some(1)), ["7g7f", "3c3d", "5g5f"]);
        // The next move after it extends the new variation.
        let next = r.play_in_line(Some(1), 3, mv("4a3b"));
        assert_eq!(
            next,
            Ok(Played {
                line: Some(1),
                how: Placed::Extended
            })
        );
        assert_eq!(usi(&r, Some(1)), ["7g7f", "3c3d", "5g5f", "4a3b"]);
        check(&r);
    }

    #[test]
    fn a_move_inside_a_variation_branches_from_the_variation() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d", "6f6e"]));
        // Move 5 of 変化 1 replaced: a 変化 of the 変化.
        let played = r.play_in_line(Some(0), 4, mv("2h6h"));
        assert_eq!(
            played,
            Ok(Played {
                line: Some(1),
                how: Placed::Branched
            })
        );
        assert_eq!(r.variations[1], var(Some(0), 5, &["2h6h"]));
        // Move 2, before 変化 1 branches, belongs to the main line.
        let played = r.play_in_line(Some(0), 1, mv("8c8d"));
        assert_eq!(
            played,
            Ok(Played {
                line: Some(2),
                how: Placed::Branched
            })
        );
        assert_eq!(r.variations[2], var(None, 2, &["8c8d"]));
        check(&r);
    }

    #[test]
    fn a_line_of_moves_follows_what_the_record_holds_and_branches_once() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d"]));
        let line = [mv("6g6f"), mv("8c8d"), mv("6f6e"), mv("4a3b")];
        let played = r.play_line_in(None, 2, &line);
        assert_eq!(
            played,
            Ok(LinePlayed {
                line: Some(0),
                ply: 6,
                new_from: Some(5)
            })
        );
        assert_eq!(r.variations.len(), 1, "the variation grew");
        let again = r.play_line_in(None, 2, &line);
        assert_eq!(again.map(|p| p.new_from), Ok(None));
        check(&r);
    }

    #[test]
    fn the_end_of_a_line_grows_unless_it_states_an_end() {
        let mut r = game();
        r.end = None;
        let played = r.play_in_line(None, 6, mv("6i7h"));
        assert_eq!(
            played,
            Ok(Played {
                line: None,
                how: Placed::Extended
            })
        );
        assert_eq!(r.moves.len(), 7);
        // A resigned line keeps its end: the move replaces the end word.
        let mut r = game();
        let played = r.play_in_line(None, 6, mv("6i7h"));
        assert_eq!(
            played,
            Ok(Played {
                line: Some(0),
                how: Placed::Branched
            })
        );
        assert_eq!(r.moves.len(), 6);
        assert_eq!(r.variations[0], var(None, 7, &["6i7h"]));
        check(&r);
        assert_eq!(
            r.play_in_line(None, 9, mv("6i7h")),
            Err(StudyError::PastEnd { ply: 9, len: 6 })
        );
    }

    #[test]
    fn making_a_variation_main_swaps_the_tails_and_keeps_nested_ones_in_place() {
        let mut r = game();
        // 変化 0 replaces move 3; 変化 1 hangs off the main line's move 5
        // (after the branch); 変化 2 off 変化 0's move 4; 変化 3 is a rival
        // of 変化 0.
        r.variations.push(Variation {
            end: Some(EndMarker {
                word: EndWord::Interrupted,
                time: None,
            }),
            ..var(None, 3, &["6g6f", "8c8d", "6f6e"])
        });
        r.variations.push(var(None, 5, &["3i4h"]));
        r.variations.push(var(Some(0), 4, &["4a3b"]));
        r.variations.push(var(None, 3, &["5g5f"]));
        check(&r);
        r.make_main_line(0).expect("a variation of the main line");
        assert_eq!(
            usi(&r, None),
            ["7g7f", "3c3d", "6g6f", "8c8d", "6f6e"],
            "the variation's moves are the main line"
        );
        assert_eq!(r.end.as_ref().map(|e| e.word), Some(EndWord::Interrupted));
        // The old main line's tail is the variation now, with its end.
        let old = r
            .variations
            .iter()
            .position(|v| v.parent.is_none() && v.ply == 3 && v.moves.len() == 4)
            .expect("the old tail");
        assert_eq!(usi(&r, Some(old)), game_usi());
        assert_eq!(
            r.variations[old].end.as_ref().map(|e| e.word),
            Some(EndWord::Resign)
        );
        // 4a3b still replaces 8c8d, now the main line's move.
        let nested = r
            .variations
            .iter()
            .position(|v| v.moves.first().is_some_and(|m| m.mv == mv("4a3b")))
            .expect("the nested variation");
        assert_eq!(r.variations[nested].parent, None);
        // 3i4h still replaces 2f2e, now in the old tail.
        let moved = r
            .variations
            .iter()
            .position(|v| v.moves.first().is_some_and(|m| m.mv == mv("3i4h")))
            .expect("the variation of the old tail");
        assert_eq!(r.variations[moved].parent, Some(old));
        assert_eq!(
            usi(&r, Some(moved)),
            ["7g7f", "3c3d", "2g2f", "8c8d", "3i4h"]
        );
        // The rival keeps coming after the branch's first line.
        let rival = r
            .variations
            .iter()
            .position(|v| v.moves.first().is_some_and(|m| m.mv == mv("5g5f")))
            .expect("the rival");
        assert!(old < rival);
        check(&r);
    }

    fn game_usi() -> Vec<String> {
        ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"]
            .map(String::from)
            .to_vec()
    }

    #[test]
    fn a_variation_of_a_variation_becomes_the_main_line_in_one_go() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d", "6f6e"]));
        r.variations.push(var(Some(0), 5, &["2h6h", "7a7b"]));
        let wanted: Vec<String> = usi(&r, Some(1));
        r.make_main_line(1).expect("a nested variation");
        assert_eq!(usi(&r, None), wanted);
        // Both old lines are still there, each from its own branch.
        let lines: Vec<Vec<String>> = (0..r.variations.len()).map(|i| usi(&r, Some(i))).collect();
        assert!(lines.contains(&game_usi()), "{lines:?}");
        assert!(
            lines.contains(
                &["7g7f", "3c3d", "6g6f", "8c8d", "6f6e"]
                    .map(String::from)
                    .to_vec()
            ),
            "{lines:?}"
        );
        check(&r);
    }

    #[test]
    fn a_main_line_ending_on_an_unplayable_move_is_not_replaced() {
        let mut r = game();
        r.bad_move = Some(crate::BadMove {
            mv: None,
            ply: 7,
            line: 0,
            text: "９九玉".into(),
            reason: "no such piece".into(),
            notation: None,
        });
        r.variations.push(var(None, 3, &["6g6f"]));
        let before = r.clone();
        assert_eq!(r.make_main_line(0), Err(StudyError::BadMoveAtEnd));
        assert_eq!(r, before);
    }

    #[test]
    fn rivals_move_up_and_down_and_keep_their_children() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d"]));
        r.variations.push(var(Some(0), 4, &["4a3b"]));
        r.variations.push(var(None, 3, &["5g5f"]));
        assert_eq!(r.move_variation(0, true), Err(StudyError::FirstAlready(0)));
        let now = r.move_variation(2, true).expect("a rival above it");
        assert_eq!(usi(&r, Some(now)), ["7g7f", "3c3d", "5g5f"]);
        let rivals: Vec<String> = r
            .variations_under(None)
            .iter()
            .map(|&i| r.variations[i].moves[0].mv.to_usi())
            .collect();
        assert_eq!(rivals, ["5g5f", "6g6f"]);
        // 4a3b still hangs off 6g6f's line.
        let child = r
            .variations
            .iter()
            .position(|v| v.moves[0].mv == mv("4a3b"))
            .expect("the child");
        assert_eq!(usi(&r, Some(child)), ["7g7f", "3c3d", "6g6f", "4a3b"]);
        check(&r);
        let last = r.variations.len() - 1;
        let six = r
            .variations
            .iter()
            .position(|v| v.moves[0].mv == mv("6g6f"))
            .expect("6g6f");
        assert_eq!(
            r.move_variation(six, false),
            Err(StudyError::LastAlready(six))
        );
        let down = r
            .variations
            .iter()
            .position(|v| v.moves[0].mv == mv("5g5f"))
            .expect("5g5f");
        let moved = r.move_variation(down, false).expect("a rival below it");
        assert!(moved <= last);
        let rivals: Vec<String> = r
            .variations_under(None)
            .iter()
            .map(|&i| r.variations[i].moves[0].mv.to_usi())
            .collect();
        assert_eq!(rivals, ["6g6f", "5g5f"]);
        check(&r);
    }

    #[test]
    fn deleting_a_variation_takes_its_descendants_and_renumbers_the_rest() {
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d", "6f6e"]));
        r.variations.push(var(Some(0), 5, &["2h6h"]));
        r.variations.push(var(None, 5, &["3i4h"]));
        r.variations.push(var(Some(1), 6, &["7a7b"]));
        r.variations.push(var(Some(2), 6, &["4a3b"]));
        let shown = r.delete_variation(0).expect("a variation");
        assert_eq!(shown, None);
        assert_eq!(
            r.variations,
            vec![var(None, 5, &["3i4h"]), var(Some(0), 6, &["4a3b"])]
        );
        check(&r);
        // A nested one: its parent stays, and is what is shown.
        let mut r = game();
        r.variations.push(var(None, 3, &["6g6f", "8c8d", "6f6e"]));
        r.variations.push(var(Some(0), 5, &["2h6h"]));
        assert_eq!(r.delete_variation(1), Ok(Some(0)));
        assert_eq!(r.variations.len(), 1);
        assert_eq!(r.delete_variation(4), Err(StudyError::NoVariation(4)));
        check(&r);
    }
}
