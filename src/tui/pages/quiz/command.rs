//! What the next-move quiz is asked to do beside making moves, which are
//! the shared board actions; applied by the quiz page alone. The app
//! carries them without knowing them (`Action::Page`).

/// A command only the quiz has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizCommand {
    /// Show the engine's answer (`s`): the question is given up.
    Solution,
    /// The next or previous question (`n`, `p`).
    Next { forward: bool },
}
