//! The engine evaluations a record carries, per position of its main line,
//! read and stored.
//!
//! This program keeps its own analysis in typed fields
//! (`Record::start_analysis`, `RecordedMove::analysis`), which saves keep
//! as they are and the KIF, KI2 and CSA writers turn into engine comment
//! lines. A record from elsewhere may carry another program's engine lines
//! in its comments instead: those are read when a position has no field,
//! so that such a record shows as analysed without running anything.

use super::evaluation::{Evaluation, KifDialect, read_comments};
use super::record::{Record, RecordedMove};
use shogi_core::game::Game;
use shogi_core::{Position, Square};
use std::borrow::Cow;

impl Record {
    /// The evaluation of every position of the main line as the record
    /// carries it: entry `k` is the position after `k` moves (0 = the
    /// start). `game` is the record replayed (`Loaded::game`); the result
    /// has `game.ply() + 1` entries. A position's analysis field wins over
    /// engine lines in its comments.
    pub fn evaluations(&self, game: &Game) -> Vec<Option<Evaluation>> {
        (0..=game.ply())
            .map(|ply| {
                let (field, lines) = match ply.checked_sub(1) {
                    None => (self.start_analysis.as_ref(), &self.comments),
                    Some(i) => {
                        let m = self.moves.get(i)?;
                        (m.analysis.as_ref(), &m.comments)
                    }
                };
                if let Some(e) = field {
                    return Some(e.clone());
                }
                let pos = game.view(ply)?;
                read_comments(lines, pos, last_to(game, ply)).eval
            })
            .collect()
    }

    /// Stores `evals` (indexed as `evaluations` gives them) in the
    /// record's analysis fields, each PV cut before its first move that
    /// cannot be played. `None` entries leave a position as it was;
    /// comments are not touched (a writer leaves out the engine lines a
    /// field replaces, see `comments_to_write`).
    pub fn set_evaluations(&mut self, game: &Game, evals: &[Option<Evaluation>]) {
        for (ply, eval) in evals.iter().enumerate() {
            let (Some(eval), Some(pos)) = (eval, game.view(ply)) else {
                continue;
            };
            let slot = match ply.checked_sub(1) {
                None => &mut self.start_analysis,
                Some(i) => match self.moves.get_mut(i) {
                    Some(m) => &mut m.analysis,
                    None => continue,
                },
            };
            let mut eval = eval.clone();
            eval.pv.truncate(eval.playable_len(pos));
            *slot = Some(eval);
        }
    }

    /// How a KIF or KI2 writer writes this record's analysis: in
    /// ShogiHome's block when its comments (the start's, the main line's
    /// or a variation's) carry ShogiHome evaluations and no other
    /// dialect's, else as we write.
    pub fn kif_dialect(&self) -> KifDialect {
        let moves = self
            .moves
            .iter()
            .chain(self.variations.iter().flat_map(|v| &v.moves));
        KifDialect::of(std::iter::once(&self.comments[..]).chain(moves.map(|m| &m.comments[..])))
    }

    /// Cuts every analysis field's PV, in the main line and the
    /// variations, before its first move that cannot be played, for
    /// records read from files a person may have edited. Returns how
    /// many PVs were cut. Lines must already be legal (`check_moves`).
    pub fn check_analysis(&mut self) -> usize {
        let start = self.start.position();
        let mut cut = cut_pv(&mut self.start_analysis, &start);
        cut += cut_line(&mut self.moves, start.clone());
        for i in 0..self.variations.len() {
            let line = self.variation_line(i);
            let before = line.len() - self.variations[i].moves.len();
            let mut pos = start.clone();
            for m in line.iter().take(before) {
                pos.do_move(m.mv);
            }
            cut += cut_line(&mut self.variations[i].moves, pos);
        }
        cut
    }
}

/// Where the move before position `ply` went, for 同 in its PV.
fn last_to(game: &Game, ply: usize) -> Option<Square> {
    ply.checked_sub(1)
        .and_then(|i| game.moves().get(i))
        .map(|m| m.mv.to())
}

/// Cuts the PVs of `moves`, played from `pos`; stops at a move that cannot
/// be played.
fn cut_line(moves: &mut [RecordedMove], mut pos: Position) -> usize {
    let mut cut = 0;
    for m in moves {
        if pos.check_move(m.mv).is_err() {
            break;
        }
        pos.do_move(m.mv);
        cut += cut_pv(&mut m.analysis, &pos);
    }
    cut
}

fn cut_pv(analysis: &mut Option<Evaluation>, after: &Position) -> usize {
    let Some(e) = analysis else { return 0 };
    let keep = e.playable_len(after);
    let cut = keep < e.pv.len();
    e.pv.truncate(keep);
    usize::from(cut)
}

/// The comment lines a KIF, KI2 or CSA writer puts after a move (or
/// before the first, for the start): `comments` as they are when there is
/// no analysis (`engine_lines` empty); else the person's lines, then
/// `engine_lines`, the analysis in the writer's dialect. The engine lines
/// the comments had are left out: a record analysed again must not say
/// two things. `after` is the position the comments are about, `last_to`
/// where the move before it went.
pub(super) fn comments_to_write<'a>(
    comments: &'a [String],
    engine_lines: Vec<String>,
    after: &Position,
    last_to: Option<Square>,
) -> Cow<'a, [String]> {
    if engine_lines.is_empty() {
        return Cow::Borrowed(comments);
    }
    let mut kept = read_comments(comments, after, last_to).text;
    kept.extend(engine_lines);
    Cow::Owned(kept)
}
