//! The engine evaluations a record carries, per position of its main line,
//! read and stored.

use super::evaluation::{Evaluation, read_comments};
use super::record::Record;
use crate::game::Game;

impl Record {
    /// The evaluation of every position of the main line as the record
    /// carries it: entry `k` is the position after `k` moves (0 = the
    /// start). `game` is the record replayed (`Loaded::game`); the result
    /// has `game.ply() + 1` entries.
    pub fn evaluations(&self, game: &Game) -> Vec<Option<Evaluation>> {
        (0..=game.ply())
            .map(|ply| {
                let lines = match ply.checked_sub(1) {
                    None => &self.comments,
                    Some(i) => &self.moves.get(i)?.comments,
                };
                let pos = game.view(ply)?;
                let last_to = ply
                    .checked_sub(1)
                    .and_then(|i| game.moves().get(i))
                    .map(|m| m.mv.to());
                read_comments(lines, pos, last_to).eval
            })
            .collect()
    }

    /// Stores `evals` (indexed as `evaluations` gives them) in the record,
    /// replacing the engine lines it had for those positions; a person's
    /// comments stay. `None` entries leave a position as it was.
    pub fn set_evaluations(&mut self, game: &Game, evals: &[Option<Evaluation>]) {
        for (ply, eval) in evals.iter().enumerate() {
            let (Some(eval), Some(pos)) = (eval, game.view(ply)) else {
                continue;
            };
            let last_to = ply
                .checked_sub(1)
                .and_then(|i| game.moves().get(i))
                .map(|m| m.mv.to());
            let lines = match ply.checked_sub(1) {
                None => &mut self.comments,
                Some(i) => match self.moves.get_mut(i) {
                    Some(m) => &mut m.comments,
                    None => continue,
                },
            };
            let mut kept = read_comments(lines, pos, last_to).text;
            kept.push(eval.csa_comment(pos));
            *lines = kept;
        }
    }
}
