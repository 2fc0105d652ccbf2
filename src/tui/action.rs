//! What the player asked for, independent of which key or click said it:
//! the actions more than one page understands (moving a cursor, answering
//! a question, typing in a prompt, stepping through moves, the look of the
//! board). A page's own commands are its own type, in its own folder,
//! carried here as `Action::Page` and read by that page alone.

use crate::shogi::{Color, PieceKind, Square};
use crate::tui::pages::PageCommand;

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
    /// The impasse (入玉) point tally of the position shown (`i`).
    Tally,
    /// The page's key list (`?`).
    Help,
    /// The copy menu (`y`): the position or the game as text, to the
    /// clipboard or a file.
    Copy,
    /// Take back the last move (a game's, or a move made while studying).
    Undo,
    Flip,
    ToggleGlyphs,
    ToggleNotation,
    CycleTheme,
    /// `s`: keep what is shown (a game under a name the player types, a
    /// record back to its file).
    Save,
    /// Through the moves (a record, a game looked back on, a solution) or
    /// a list: back (negative) or forward this many.
    Step(i32),
    /// To the start, or to the last move (or the list's first or last row).
    First,
    Last,
    /// `q`: asks first.
    Quit,
    /// Ctrl-C, SIGTERM: leave now.
    ForceQuit,
    /// The terminal was resized; only a redraw is needed.
    Redraw,
    /// In a text editor: an edit that is not a typed character.
    EditText(TextEdit),
    /// Ctrl-S in a text editor: keep what is written.
    KeepText,
    /// Text pasted into the terminal (bracketed paste), all at once.
    Paste(String),
    /// A command only one page has (review's variations, a game's
    /// resignation, …): the page reads it from its own key table and
    /// applies it alone; the app carries it without knowing it.
    Page(PageCommand),
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
