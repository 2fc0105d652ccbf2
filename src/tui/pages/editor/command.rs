//! What the position editor (局面編集) is asked to do beside the actions
//! every page shares: its own commands, read from its own key table
//! (`keys.rs`) and clicks, and applied by the editor alone. The app
//! carries them without knowing them (`Action::Page`).

use crate::shogi::{Color, PieceKind};

/// What the position editor (局面編集) is asked to do; the cursor, Space
/// (pick up / put down), `:`, `?`, Esc and the look keys are the shared
/// actions above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorCommand {
    /// A piece letter: this piece on the square under the cursor, or one
    /// more of its kind in the hand under it.
    Place(Color, PieceKind),
    /// The piece under the cursor (or one of the hand's kind) taken away.
    Remove,
    /// Promote the piece under the cursor, or turn it back.
    Promote,
    /// The piece under the cursor changes sides.
    FlipOwner,
    /// The piece under the cursor goes to its owner's hand.
    ToHand,
    /// The other side is to move.
    SideToMove,
    /// Nothing on the board or in hand.
    Clear,
    /// The even game's start position.
    StartPosition,
    /// The next handicap's start position.
    NextHandicap,
    /// The side not to move (the defender of a tsume) holds every piece
    /// left over (玉方持駒：残り全部).
    RestToDefender,
    /// Run the mate solver on the position; once it has found a mate,
    /// show its moves.
    SolveMate,
    /// Open the position as a tsume on the puzzles page, once the solver
    /// proves the mate.
    Tsume,
    /// Open the position in review.
    Review,
    /// Play a game from the position.
    Play,
    /// Save the position as a record (a path is asked for).
    Write,
    /// A click on a stand's empty part.
    ClickStand(Color),
}
