//! Drills from a record: its mistakes on the player's side, judged from
//! the record's own evaluations when it has one for every position, else
//! from an analysis made for the purpose.

use super::drill::Drill;
use crate::analysis::better_move::mistakes;
use crate::kifu::Loaded;
use crate::kifu::evaluation::Evaluation;
use crate::shogi::{Color, Move};

/// Whose mistakes become drills.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Side {
    Black,
    White,
    /// The side (or both) a name of the player's plays in the record.
    Mine(Vec<String>),
}

impl Side {
    /// The sides of a game between `black` and `white` this names.
    pub fn takes(&self, black: &str, white: &str) -> [bool; 2] {
        match self {
            Side::Black => [true, false],
            Side::White => [false, true],
            Side::Mine(names) => {
                let mine = |name: &str| names.iter().any(|n| n == name.trim());
                [mine(black), mine(white)]
            }
        }
    }
}

/// The record's own evaluations of every position of its main line, when
/// it has them all (a saved analysis, ShogiHome's comments); `None` when
/// any is missing, for an analysis to fill.
pub fn recorded_evaluations(loaded: &Loaded) -> Option<Vec<Option<Evaluation>>> {
    let evals = loaded.record.evaluations(&loaded.game);
    evals.iter().all(Option::is_some).then_some(evals)
}

/// The drills of `loaded`, judged by `evals` (one per position, the start
/// first), on the sides `side` names. `source` says where it came from.
pub fn drills_of(
    loaded: &Loaded,
    evals: &[Option<Evaluation>],
    side: &Side,
    source: &str,
) -> Vec<Drill> {
    let black = loaded.record.info.black.name.clone();
    let white = loaded.record.info.white.name.clone();
    let takes = side.takes(&black, &white);
    let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
    mistakes(loaded.game.start_position(), &moves, evals, |c| {
        takes[usize::from(c == Color::White)]
    })
    .iter()
    .map(|found| {
        let line = |k: usize| {
            evals
                .get(k)
                .and_then(Option::as_ref)
                .map_or(&[][..], |e| &e.pv[..])
        };
        Drill::of(found, source.to_string(), black.clone(), white.clone())
            .with_lines(line(found.number - 1), line(found.number))
    })
    .collect()
}
