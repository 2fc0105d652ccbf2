//! What the puzzles page (詰将棋) is asked to do beside the actions every
//! page shares: its own commands, read from its own key tables (`keys.rs`)
//! and applied by the puzzles page alone. The app carries them without
//! knowing them (`Action::Page`).

/// What the puzzles page (詰将棋) is asked to do beside making moves,
/// which are the shared board actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// The piece of the next mating move (`h`).
    Hint,
    /// Step through the solution from the start (`s`): the try is given up.
    Solution,
    /// The puzzle from its start again (`r`).
    Retry,
    /// The next or previous puzzle of the collection (`n`, `p`).
    Next { forward: bool },
    /// The next puzzle not solved yet (`N`).
    NextUnsolved,
    /// The first puzzle of the next longer or shorter mate (`]`, `[`).
    Length { longer: bool },
    /// Open a file of problems (`o`): a path is asked for.
    Open,
}
