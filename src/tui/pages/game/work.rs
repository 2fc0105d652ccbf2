//! What a game asks of the work its session owns: the computers that play
//! its sides and the save that keeps it. The page gives these as orders;
//! `game::session` carries them out after the update.

use crate::game::PlayerKind;
use crate::shogi::Color;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameWork {
    /// Who plays a side changes, as the player answered a question about
    /// its computer.
    Seat(SeatRequest),
    /// Keep the game under this name (`s`), replacing another game's save
    /// only with `overwrite`, after the player confirmed.
    SaveAs { name: String, overwrite: bool },
}

/// The player's answer about a side's computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatRequest {
    /// Start `side`'s computer: again after it failed, or at last once the
    /// player allowed the program a saved game names.
    Start(Color),
    /// `kind` plays `side` from now on: the computer there is stopped, and
    /// a new one started if `kind` is one.
    Replace { side: Color, kind: PlayerKind },
}
