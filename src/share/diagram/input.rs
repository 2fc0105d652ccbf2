//! What a diagram shows ([`DiagramInput`]), the widths a PNG may have,
//! and why a diagram could not be made: what `svg.rs` and `png.rs` read,
//! apart from the functions `mod.rs` gives, so that no file of the folder
//! imports the one that declares it.

use crate::game::Game;
use crate::kifu::RecordError;
use crate::shogi::{ByColor, Position, Square};
use crate::words::Said;
use std::ops::RangeInclusive;

/// The widths a PNG may have, in pixels: a thumbnail to a print.
pub const PNG_WIDTHS: RangeInclusive<u32> = 64..=4096;

/// The width of a PNG when none is asked for.
pub const DEFAULT_PNG_WIDTH: u32 = 800;

/// What a diagram shows.
#[derive(Clone, Copy, Debug)]
pub struct DiagramInput<'a> {
    pub position: &'a Position,
    /// A handicap game's sides are 下手 and 上手 rather than 先手 and 後手.
    pub handicap: bool,
    /// The square the last move went to, shaded.
    pub last_move: Option<Square>,
    /// The number of moves played, written `N手目`; `None` leaves it out.
    pub move_number: Option<usize>,
    /// The players' names beside their sides; `None` leaves them out, as
    /// does an empty name.
    pub names: Option<ByColor<&'a str>>,
}

impl<'a> DiagramInput<'a> {
    /// The position after `ply` moves of `game`, with its last move shaded
    /// and its number written (none at the start); no names. `None` when
    /// the game has fewer moves.
    pub fn of_game(game: &'a Game, ply: usize) -> Option<DiagramInput<'a>> {
        let position = game.view(ply)?;
        let last = ply.checked_sub(1).and_then(|i| game.moves().get(i));
        Some(DiagramInput {
            position,
            handicap: game.is_handicap(),
            last_move: last.map(|m| m.mv.to()),
            move_number: (ply > 0).then_some(ply),
            names: None,
        })
    }

    /// This diagram with the game's players' names.
    pub fn with_names(self, names: ByColor<&'a str>) -> DiagramInput<'a> {
        DiagramInput {
            names: Some(names),
            ..self
        }
    }
}

/// Why a diagram could not be made or written.
#[derive(Debug, thiserror::Error)]
pub enum DiagramError {
    #[error("a PNG is {} to {} pixels wide, not {width}", PNG_WIDTHS.start(), PNG_WIDTHS.end())]
    Width { width: u32 },
    /// resvg refused the SVG or the image: a fault of ours, not the
    /// player's, said rather than panicked on.
    #[error("the diagram could not be drawn: {0}")]
    Draw(String),
    #[error("{}", .0.said())]
    Write(#[from] RecordError),
}
