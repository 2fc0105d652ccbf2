//! What the player asked for, independent of which key or click said it.

use crate::shogi::{Color, PieceKind, Square};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Cursor or menu focus, in screen directions (so a flipped board moves as seen).
    Move(Direction),
    /// Enter or Space: select what is under the cursor, or play to it.
    Activate,
    /// Esc: drop the selection or close what is open.
    Cancel,
    ClickSquare(Square),
    ClickHand(Color, PieceKind),
    /// Click on a menu row.
    ClickRow(usize),
    /// Tab / Shift-Tab: the next or previous kind in the mover's hand.
    CycleHand {
        forward: bool,
    },
    /// A piece letter: pick that kind from the mover's hand.
    PickHand(PieceKind),
    /// y / n to a question (promotion, confirmations).
    Answer(bool),
    /// A lettered answer beside yes and no (`b`: the bot, `h`: a person).
    Choice(char),
    OpenPrompt,
    PromptChar(char),
    PromptBackspace,
    /// Ctrl-U in a prompt: erase the whole line.
    PromptClear,
    Tally,
    Help,
    Declare,
    Resign,
    Undo,
    Flip,
    ToggleGlyphs,
    ToggleNotation,
    ToggleAutoFlip,
    CycleTheme,
    /// `z`: stop or restart both clocks (a game between people).
    Pause,
    /// `s`: save the game under a name the player types.
    Save,
    /// Review: go back (negative) or forward this many moves.
    Step(i32),
    /// Review: to the start, or to the last move.
    First,
    Last,
    /// Review: a click on the move list, at this move's index (0 = move 1).
    ClickMove(usize),
    /// Review: show the next variation (変化) of the current move.
    NextVariation,
    /// Review: start a new game from the position shown.
    PlayFromHere,
    /// Review: scroll the comment pane down (positive) or up this many
    /// pages (the pane's height less one row each).
    ScrollNotes(i32),
    /// Review: analyse the main line's positions not analysed yet (`a`),
    /// or all of them again (`A`).
    Analyse {
        all: bool,
    },
    /// Review: the next (`n`) or previous (`N`) move marked ?!, ? or ??.
    NextMark {
        forward: bool,
    },
    /// Review: the next engine on offer for the analysis (`e`).
    NextEngine,
    /// Review: step through the engine's best line from the position shown.
    BestLine,
    /// Review: keep the best line shown as a variation of the record.
    KeepLine,
    /// Review: a click on the evaluation graph, at this position (0 = the
    /// start) of the main line.
    ClickGraph(usize),
    /// Load screen: open the selected save for review, even if unfinished.
    OpenReview,
    /// Load screen: delete the selected save (asks first).
    Delete,
    /// `q`: asks first.
    Quit,
    /// Ctrl-C, SIGTERM: leave now.
    ForceQuit,
    /// The terminal was resized; only a redraw is needed.
    Redraw,
    /// Game: the engine's suggestion for the person to move (`H`).
    Hint,
    /// Game, once over: open it in review to be analysed (`A`).
    AnalyseGame,
    /// Review: the board cursor on or off (Tab); on, the keys make moves.
    ToggleBoardCursor,
    /// Review: show line `n` of the current move's variations (0 = the
    /// line they branch from, 1 = the first variation).
    ShowVariation(usize),
    /// Review: the variation shown becomes the main line (`U`).
    MakeMainLine,
    /// Review: the variation shown moves up or down among its rivals.
    MoveVariation {
        up: bool,
    },
    /// Review: delete the variation shown with all after it (asks first).
    DeleteVariation,
    /// In a text editor: an edit that is not a typed character.
    EditText(TextEdit),
    /// Ctrl-S in a text editor: keep what is written.
    KeepText,
    /// Text pasted into the terminal (bracketed paste), all at once.
    Paste(String),
    /// Review: edit the current move's comment (`C`).
    EditComment,
    /// Review: set, rename or remove the current move's bookmark (`&`).
    EditBookmark,
    /// Review: the list of bookmarks to jump to (`'`).
    ListBookmarks,
    /// Review: edit the record's headers (`H`).
    EditHeaders,
    /// Review: write the record into a new file (`S`).
    SaveAs,
    /// Review: research mode (a live engine on the position shown) on or
    /// off (`r`).
    Research,
    /// Review: research shows this many lines more (positive) or fewer.
    ResearchLines(i32),
    /// Review: keep research's last chosen line (or its best) as a
    /// variation.
    KeepResearchLine,
    /// Review: open the position shown in the position editor (`E`).
    EditPosition,
    /// Review: the mate solver on the position shown, in the position
    /// editor (`M`).
    SolveMateThere,
    /// Review: the next-move quiz on the analysed game's `??` moves (`Q`).
    Quiz,
    /// A command of the position editor (its keys are `EDITOR_KEYS`).
    Edit(Edit),
    /// A command of the puzzles page (its keys are `PUZZLE_KEYS`).
    Puzzle(PuzzleKey),
}

/// What the puzzles page (詰将棋) is asked to do beside making moves,
/// which are the shared board actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleKey {
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

/// The keys of a multi-line editor that are not text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEdit {
    /// Enter: a new line.
    Newline,
    /// Delete: the character after the cursor.
    Delete,
    /// Home and End: to the start or end of the line.
    Home,
    End,
}

/// What the position editor (局面編集) is asked to do; the cursor, Space
/// (pick up / put down), `:`, `?`, Esc and the look keys are the shared
/// actions above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
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
