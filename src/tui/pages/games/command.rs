//! What the games list is asked to do beside the actions every page
//! shares; applied by this page alone (`Action::Page`).

/// A command only the games list has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesCommand {
    /// A screenful up or down.
    PageUp,
    PageDown,
    /// Mark or unmark the selected game (Space).
    Mark,
    /// Unmark every game.
    Unmark,
    /// A filter's prompt.
    Filter(FilterField),
    /// The result filter stepped: any, Black won, White won, draw.
    Result,
    /// Every filter cleared.
    ClearFilters,
    /// The next order (date, players, plies, import).
    Sort,
    /// The same order, the other way.
    Reverse,
    /// The marked games (or the selected one) written out.
    Export(ExportKind),
    /// The marked games (or the selected one) deleted, after a question.
    Delete,
}

/// A filter typed at a prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilterField {
    Player,
    Event,
    From,
    To,
}

/// How games are written out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// One KIF file a game, into a folder.
    Kif,
    /// One CSA file a game into a folder, or all in one `.csa` file.
    Csa,
}
