//! The moves of a game as both notations write them, kept beside the game
//! by the pages that list its moves (game, review).

use crate::game::Game;
use crate::shogi::notation::{japanese, western};

/// A move as both notations write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTexts {
    pub japanese: String,
    pub western: String,
}

/// Brings `texts` in step with the game's moves: drops those of moves taken
/// back, and writes both notations of new ones.
pub fn notate_moves(game: &Game, texts: &mut Vec<MoveTexts>) {
    let moves = game.moves();
    texts.truncate(moves.len());
    for i in texts.len()..moves.len() {
        let (Some(pos), Some(played)) = (game.view(i), moves.get(i)) else {
            break;
        };
        let previous_to = i
            .checked_sub(1)
            .and_then(|j| moves.get(j))
            .map(|m| m.mv.to());
        texts.push(MoveTexts {
            japanese: japanese(pos, played.mv, previous_to),
            western: western(pos, played.mv),
        });
    }
}
