//! What a game is asked to do beside the actions every page shares: its
//! own commands, read from its own key table (`keys.rs`) and applied by
//! the game page alone. The app carries them without knowing them
//! (`Action::Page`).

/// A command only a game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Claim the win by impasse (入玉宣言, `D`; asks first).
    Declare,
    /// Resign (`R`; asks first).
    Resign,
    /// `z`: stop or restart both clocks (a game between people).
    Pause,
    /// The engine's suggestion for the person to move (`H`).
    Hint,
    /// Once over: open the game in review to be analysed (`A`).
    AnalyseGame,
    /// A hot-seat game turns the board to the side to move, or stops.
    ToggleAutoFlip,
    /// A game on lishogi: a line for the chat (`t`).
    Chat,
    /// A game on lishogi: abort it, before both have moved (`x`).
    Abort,
}
