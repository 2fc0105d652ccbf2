//! What review is asked to do beside the actions every page shares: its
//! own commands, read from its own key table (`keys.rs`) and clicks, and
//! applied by review alone. The app carries them without knowing them
//! (`Action::Page`).

/// A command only review has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// A click on the move list, at this move's index (0 = move 1).
    ClickMove(usize),
    /// Show the next variation (変化) of the current move.
    NextVariation,
    /// Start a new game from the position shown.
    PlayFromHere,
    /// Scroll the comment pane down (positive) or up this many pages (the
    /// pane's height less one row each).
    ScrollNotes(i32),
    /// Analyse the main line's positions not analysed yet (`a`), or all of
    /// them again (`A`).
    Analyse { all: bool },
    /// The next (`n`) or previous (`N`) move marked ?!, ? or ??.
    NextMark { forward: bool },
    /// The next engine on offer for the analysis (`e`).
    NextEngine,
    /// Step through the engine's best line from the position shown.
    BestLine,
    /// Keep the best line shown as a variation of the record.
    KeepLine,
    /// A click on the evaluation graph, at this position (0 = the start)
    /// of the main line.
    ClickGraph(usize),
    /// The board cursor on or off (Tab); on, the keys make moves.
    ToggleBoardCursor,
    /// Show line `n` of the current move's variations (0 = the line they
    /// branch from, 1 = the first variation).
    ShowVariation(usize),
    /// The variation shown becomes the main line (`U`).
    MakeMainLine,
    /// The variation shown moves up or down among its rivals.
    MoveVariation { up: bool },
    /// Delete the variation shown with all after it (asks first).
    DeleteVariation,
    /// Edit the current move's comment (`C`).
    EditComment,
    /// Set, rename or remove the current move's bookmark (`&`).
    EditBookmark,
    /// The list of bookmarks to jump to (`'`).
    ListBookmarks,
    /// Edit the record's headers (`H`).
    EditHeaders,
    /// Write the record into a new file (`S`).
    SaveAs,
    /// Research mode (a live engine on the position shown) on or off (`r`).
    Research,
    /// Research shows this many lines more (positive) or fewer.
    ResearchLines(i32),
    /// Keep research's last chosen line (or its best) as a variation.
    KeepResearchLine,
    /// The engine's best moves drawn as arrows in research, on or off
    /// (`x`).
    EngineArrows,
    /// The opening book's pane on or off (`B`).
    Book,
    /// Open the position shown in the position editor (`E`).
    EditPosition,
    /// The mate solver on the position shown, in the position editor (`M`).
    SolveMateThere,
    /// The next-move quiz on the analysed game's `??` moves (`Q`).
    Quiz,
}
