//! What the watched series is asked to do; applied by its page alone.

/// A command only the watched series has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchCommand {
    /// The board shows the next (or previous) game in progress.
    Game { forward: bool },
}
