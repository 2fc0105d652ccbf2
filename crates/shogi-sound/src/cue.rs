//! The game's short sounds, synthesized in code. (Helper A fills this in.)

/// Something that happened in the game that a player hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A piece placed on the board (a move or a drop): the wooden click.
    Move,
    /// A move that takes a piece: a heavier click.
    Capture,
    /// The move gives check.
    Check,
    /// The game is over.
    GameEnd,
    /// A move or a key the game refused.
    Refused,
}
