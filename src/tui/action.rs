//! What the player asked for, independent of which key or click said it:
//! the actions more than one page understands (moving a cursor, answering
//! a question, typing in a prompt, stepping through moves, the look of the
//! board). A page's own commands are its own type, in its own folder,
//! carried here as `Action::Page` and read by that page alone.

use crate::kifu::marks::{Brush, Spot};
use crate::shogi::{Color, PieceKind, Square};
use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

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
    /// `1`–`4` on a studied board: a mark in this colour, the square under
    /// the cursor circled, or an arrow from where `*` started one (or from
    /// the piece picked up) to it (`tui::marks`).
    Mark(Brush),
    /// `*`: an arrow starts at the cursor.
    MarkFrom,
    /// `0`: the marks of the position shown are removed.
    ClearMarks,
    /// The mouse's right button pressed on `from` and let go on `to` (on
    /// the same spot: a circle), its colour from the modifier keys held.
    MarkDragged {
        from: Spot,
        to: Spot,
        brush: Brush,
    },
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
    Page(OwnCommand),
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

/// A page's own command, as `Action::Page` carries it: a value of the
/// page's own type (`command.rs` in its folder), which only that page
/// unpacks (`get`). No list of pages is kept here: a page added brings
/// its commands with it, and the app and the other pages never read them.
#[derive(Clone)]
pub enum OwnCommand {
    /// From a key table, which is a constant.
    Static(&'static dyn Command),
    /// Made as the program runs (a click on the third move).
    Made(Arc<dyn Command>),
}

/// What a page's command type is: any small value the page can compare.
pub trait Command: Any + Debug + Send + Sync {
    fn same(&self, other: &dyn Command) -> bool;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Debug + PartialEq + Send + Sync> Command for T {
    fn same(&self, other: &dyn Command) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl OwnCommand {
    /// A command made as the program runs.
    pub fn new(command: impl Command) -> OwnCommand {
        OwnCommand::Made(Arc::new(command))
    }

    fn command(&self) -> &dyn Command {
        match self {
            OwnCommand::Static(c) => *c,
            OwnCommand::Made(c) => c.as_ref(),
        }
    }

    /// The command, when it is of the page's type `C`.
    pub fn get<C: Command + Copy>(&self) -> Option<C> {
        self.command().as_any().downcast_ref::<C>().copied()
    }

    /// Whether this is `command`.
    pub fn is<C: Command>(&self, command: C) -> bool {
        command.same(self.command())
    }
}

impl PartialEq for OwnCommand {
    fn eq(&self, other: &OwnCommand) -> bool {
        self.command().same(other.command())
    }
}

impl Eq for OwnCommand {}

impl Debug for OwnCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.command().fmt(f)
    }
}

impl Action {
    /// A page's own command, made as the program runs.
    pub fn page(command: impl Command) -> Action {
        Action::Page(OwnCommand::new(command))
    }

    /// Whether this is the page's own `command`.
    pub fn is_page<C: Command>(&self, command: C) -> bool {
        matches!(self, Action::Page(c) if c.is(command))
    }

    /// The page's own command of type `C`, if this is one.
    pub fn page_command<C: Command + Copy>(&self) -> Option<C> {
        match self {
            Action::Page(c) => c.get(),
            _ => None,
        }
    }
}
