//! What the list of saved games is asked to do beside the actions every
//! page shares; applied by the load page alone. The app carries them
//! without knowing them (`Action::Page`).

/// A command only the list of saves has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadCommand {
    /// Open the selected save for review, even if unfinished (`r`).
    OpenReview,
    /// Delete the selected save (`d`; asks first).
    Delete,
    /// Open any record file by its path (`o`: a prompt).
    OpenFile,
    /// Complete the path at the prompt (Tab).
    Complete,
}
