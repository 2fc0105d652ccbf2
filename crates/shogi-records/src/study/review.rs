//! What review mode reads from a loaded record besides the game itself:
//! the comments of each ply and the variations (変化) that branch there.

use crate::game_record::Loaded;
use crate::record::{Record, RecordedMove};
use shogi_core::game::{Game, PlayError};
use shogi_core::notation::japanese;

/// A variation as the move list shows it at its branch point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariationEntry {
    /// Index into `Record::variations` (for `Loaded::variation_game`).
    pub index: usize,
    /// Its first move in Japanese (`▲６八玉`).
    pub first_move: String,
    /// How many moves it has.
    pub moves: usize,
}

impl Loaded {
    /// The comments attached to the move of `ply` (1 = the first move);
    /// ply 0 gives the comments written before the first move.
    pub fn comments_at(&self, ply: usize) -> &[String] {
        match ply.checked_sub(1) {
            None => &self.record.comments,
            Some(i) => self.record.moves.get(i).map_or(&[], |m| &m.comments),
        }
    }

    /// The bookmark of the move of `ply`, if any.
    pub fn bookmark_at(&self, ply: usize) -> Option<&str> {
        let i = ply.checked_sub(1)?;
        self.record.moves.get(i)?.bookmark.as_deref()
    }

    /// The variations that replace the main line's move `ply`.
    pub fn variations_at(&self, ply: usize) -> Vec<VariationEntry> {
        self.variations_from(None, ply)
    }

    /// The variations that replace move `ply` of a line: `None` is the main
    /// line, `Some(i)` the variation `i` (its nested 変化 branch from it).
    pub fn variations_from(&self, line: Option<usize>, ply: usize) -> Vec<VariationEntry> {
        let Ok(ply32) = u32::try_from(ply) else {
            return Vec::new();
        };
        let before = ply.saturating_sub(1);
        let line_game = match line {
            None => None,
            Some(i) => match self.variation_game(i) {
                Some(Ok(game)) => Some(game),
                _ => return Vec::new(),
            },
        };
        let game = line_game.as_ref().unwrap_or(&self.game);
        let moves: Vec<&RecordedMove> = match line {
            None => self.record.moves.iter().collect(),
            Some(i) => self.record.variation_line(i),
        };
        let previous_to = before
            .checked_sub(1)
            .and_then(|i| moves.get(i))
            .map(|m| m.mv.to());
        let pos = game.view(before);
        self.record
            .variations
            .iter()
            .enumerate()
            .filter(|(_, v)| v.parent == line && v.ply == ply32)
            .filter_map(|(index, v)| {
                let first = v.moves.first()?;
                Some(VariationEntry {
                    index,
                    first_move: pos
                        .map_or_else(|| first.mv.to_usi(), |p| japanese(p, first.mv, previous_to)),
                    moves: v.moves.len(),
                })
            })
            .collect()
    }

    /// A game following variation `index` from the start (main line up to
    /// the branch, then the variation), to step through like the main line.
    pub fn variation_game(&self, index: usize) -> Option<Result<Game, PlayError>> {
        variation_game(&self.record, &self.game, index)
    }
}

fn variation_game(record: &Record, main: &Game, index: usize) -> Option<Result<Game, PlayError>> {
    record.variations.get(index)?;
    let mut game = Game::new(record.start.clone())
        .with_rules(main.rules())
        .with_move_limit(main.move_limit())
        .with_players(main.players().clone());
    for m in record.variation_line(index) {
        if let Err(e) = game.play(m.mv) {
            return Some(Err(e));
        }
    }
    Some(Ok(game))
}
