//! Keys to actions, as every page reads them. Which keys mean what
//! depends on what is open: the one-line prompt takes letters as text, a
//! question takes y/n, and so on; on its own board a page reads its own
//! table (`pages/*/keys.rs`), made of the rows below that pages share.

use super::action::{Action, Direction, TextEdit};
use crate::shogi::PieceKind;
use Direction::{Down, Left, Right, Up};
use KeyCode::Char;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What currently receives keys: the page's own table, or one of the
/// kinds of thing open over a page that read keys the same on every page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMode {
    /// The page's own keys, from its own table (`pages/*/keys.rs`): a
    /// board, a record, the list of saves.
    Own,
    /// A list of rows (the menu, a form, a list over a page): arrows,
    /// Enter, Esc.
    List,
    /// A one-line prompt: `:` and the like (`overlay::Layer::Prompt`).
    Prompt,
    /// A yes/no question (resign, declare, quit, promotion).
    Question,
    /// A popup that only shows something (help, tally).
    Popup,
    /// A multi-line editor (a comment) or a form of fields: every
    /// printable key is text, Enter a new line, Ctrl-S keeps, Esc cancels.
    Text,
}

/// One row of a help popup and the keys behind it: the help is made from
/// the very table the key handler reads, so the two cannot drift apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The keys as the help shows them. Key names read the same in every
    /// language; only [`MOUSE_CLICK`] and [`MOUSE_RIGHT`] are words, and [`Binding::label`]
    /// translates it.
    pub label: &'static str,
    /// The catalogue's identifier of what they do, in a few words: a table
    /// is a constant, and its words depend on the language of the moment.
    pub help_id: &'static str,
    /// Each key and the action it gives; empty for what is not a key
    /// (the mouse) or is handled before the table (Ctrl-C).
    pub keys: &'static [(KeyCode, Action)],
}

/// The label of the rows that are the mouse's.
pub const MOUSE_CLICK: &str = "mouse click";
/// The label of the rows that are the mouse's right button (the marks).
pub const MOUSE_RIGHT: &str = "mouse right";

impl Binding {
    /// The keys, as the help shows them in the current language.
    pub fn label(&self) -> std::borrow::Cow<'static, str> {
        if self.label == MOUSE_CLICK {
            crate::t!("keys-mouse-click").into()
        } else if self.label == MOUSE_RIGHT {
            crate::t!("marks-mouse-right").into()
        } else {
            self.label.into()
        }
    }

    /// What the keys do, in the current language.
    pub fn help(&self) -> String {
        crate::i18n::text(self.help_id)
    }
}

pub const fn row(
    label: &'static str,
    help_id: &'static str,
    keys: &'static [(KeyCode, Action)],
) -> Binding {
    Binding {
        label,
        help_id,
        keys,
    }
}

// Rows both the game and review pages have: the look of the board and help.
pub const FLIP: Binding = row("f", "keys-flip", &[(Char('f'), Action::Flip)]);
pub const GLYPHS: Binding = row("w", "keys-glyphs", &[(Char('w'), Action::ToggleGlyphs)]);
pub const NOTATION: Binding = row("m", "keys-notation", &[(Char('m'), Action::ToggleNotation)]);
pub const THEME: Binding = row("c", "keys-theme", &[(Char('c'), Action::CycleTheme)]);
pub const HELP: Binding = row("?", "keys-help", &[(Char('?'), Action::Help)]);
/// The copy menu: `y`, "yank", as terminal programs have it.
pub const COPY: Binding = row("y", "keys-copy", &[(Char('y'), Action::Copy)]);

// Making a move on a board: the game's keys, and review's with its
// board cursor on.
pub const CURSOR: Binding = row(
    "← ↓ ↑ → / h j k l",
    "keys-cursor",
    &[
        (KeyCode::Left, Action::Move(Left)),
        (KeyCode::Down, Action::Move(Down)),
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Right, Action::Move(Right)),
        (Char('h'), Action::Move(Left)),
        (Char('j'), Action::Move(Down)),
        (Char('k'), Action::Move(Up)),
        (Char('l'), Action::Move(Right)),
    ],
);
pub const SELECT: Binding = row(
    "Enter / Space",
    "keys-select",
    &[
        (KeyCode::Enter, Action::Activate),
        (Char(' '), Action::Activate),
    ],
);
pub const PICK_HAND: Binding = row(
    "P L N S G B r",
    "keys-pick-hand",
    &[
        (Char('P'), Action::PickHand(PieceKind::Pawn)),
        (Char('L'), Action::PickHand(PieceKind::Lance)),
        (Char('N'), Action::PickHand(PieceKind::Knight)),
        (Char('S'), Action::PickHand(PieceKind::Silver)),
        (Char('G'), Action::PickHand(PieceKind::Gold)),
        (Char('B'), Action::PickHand(PieceKind::Bishop)),
        (Char('r'), Action::PickHand(PieceKind::Rook)),
    ],
);

// The hand of the puzzles and the quiz, upper case only: lower-case
// letters are those pages' commands (r retries).
pub const PUZZLE_HAND: Binding = row(
    "P L N S G B R",
    "keys-pick-hand",
    &[
        (Char('P'), Action::PickHand(PieceKind::Pawn)),
        (Char('L'), Action::PickHand(PieceKind::Lance)),
        (Char('N'), Action::PickHand(PieceKind::Knight)),
        (Char('S'), Action::PickHand(PieceKind::Silver)),
        (Char('G'), Action::PickHand(PieceKind::Gold)),
        (Char('B'), Action::PickHand(PieceKind::Bishop)),
        (Char('R'), Action::PickHand(PieceKind::Rook)),
    ],
);
// The board of the puzzles and the quiz: the arrows only (h is a command).
pub const ARROWS: Binding = row(
    "← ↓ ↑ →",
    "keys-cursor",
    &[
        (KeyCode::Left, Action::Move(Left)),
        (KeyCode::Down, Action::Move(Down)),
        (KeyCode::Up, Action::Move(Up)),
        (KeyCode::Right, Action::Move(Right)),
    ],
);
pub const CLICK: Binding = row(MOUSE_CLICK, "keys-click-select", &[]);
pub const CYCLE_HAND: Binding = row(
    "Tab / Shift-Tab",
    "keys-cycle-hand",
    &[
        (KeyCode::Tab, Action::CycleHand { forward: true }),
        (KeyCode::BackTab, Action::CycleHand { forward: false }),
    ],
);
pub const PROMOTE: Binding = row("y / n", "keys-promote", &[]);

/// The action `code` gives in `table`.
pub fn lookup(table: &[Binding], code: KeyCode) -> Option<Action> {
    table
        .iter()
        .flat_map(|b| b.keys.iter())
        .find(|(k, _)| *k == code)
        .map(|(_, a)| a.clone())
}

/// What `key` means on a page in `mode`. Ctrl-C, a key's release, and
/// the keys of a prompt, a question, a popup, a text editor or a list
/// (the menu, a form) mean the same on every page; in the page's own
/// modes `own` reads the key, from the page's own table.
pub fn key_action(
    mode: InputMode,
    key: KeyEvent,
    own: impl FnOnce(KeyCode) -> Option<Action>,
) -> Option<Action> {
    // A key's release (reported under the kitty protocol) must not act a
    // second time; repeats do act, so a held arrow keeps moving.
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Some(Action::ForceQuit),
            KeyCode::Char('u') if matches!(mode, InputMode::Prompt | InputMode::Text) => {
                Some(Action::PromptClear)
            }
            KeyCode::Char('s') if mode == InputMode::Text => Some(Action::KeepText),
            _ => None,
        };
    }
    match mode {
        InputMode::List => menu_key(key.code),
        InputMode::Prompt => prompt_key(key.code),
        InputMode::Question => question_key(key.code),
        InputMode::Popup => popup_key(key.code),
        InputMode::Text => text_key(key.code),
        InputMode::Own => own(key.code),
    }
}

/// What a paste (bracketed paste: the whole text in one event) does: it
/// is text where text is typed, and one `Action::Paste` for the page
/// itself (a list, its own keys), which reads it whole (the menu and
/// review open a pasted record, the editor a position), so that a pasted
/// word never runs as a string of commands on the board. A question or a
/// popup takes none.
pub fn paste_action(mode: InputMode, text: String) -> Option<Action> {
    (!matches!(mode, InputMode::Question | InputMode::Popup)).then_some(Action::Paste(text))
}

fn direction(code: KeyCode) -> Option<Direction> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Direction::Up,
        KeyCode::Down | KeyCode::Char('j') => Direction::Down,
        KeyCode::Left | KeyCode::Char('h') => Direction::Left,
        KeyCode::Right | KeyCode::Char('l') => Direction::Right,
        _ => return None,
    })
}

fn menu_key(code: KeyCode) -> Option<Action> {
    if let Some(d) = direction(code) {
        return Some(Action::Move(d));
    }
    Some(match code {
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Home | KeyCode::PageUp => Action::First,
        KeyCode::End | KeyCode::PageDown => Action::Last,
        _ => return None,
    })
}

fn prompt_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Enter => Action::Activate,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Backspace => Action::PromptBackspace,
        // A selected line is kept by these, to add to (`TextInput::edit`).
        KeyCode::Left => Action::Move(Left),
        KeyCode::Right => Action::Move(Right),
        KeyCode::Home => Action::EditText(TextEdit::Home),
        KeyCode::End => Action::EditText(TextEdit::End),
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

fn text_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Esc => Action::Cancel,
        KeyCode::Enter => Action::EditText(TextEdit::Newline),
        KeyCode::Backspace => Action::PromptBackspace,
        KeyCode::Delete => Action::EditText(TextEdit::Delete),
        KeyCode::Home => Action::EditText(TextEdit::Home),
        KeyCode::End => Action::EditText(TextEdit::End),
        KeyCode::Left => Action::Move(Left),
        KeyCode::Right => Action::Move(Right),
        KeyCode::Up | KeyCode::BackTab => Action::Move(Up),
        KeyCode::Down | KeyCode::Tab => Action::Move(Down),
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

fn question_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Char('y' | 'Y') => Action::Answer(true),
        KeyCode::Char('n' | 'N') => Action::Answer(false),
        KeyCode::Char(c @ ('b' | 'h')) => Action::Choice(c),
        KeyCode::Esc => Action::Cancel,
        _ => return None,
    })
}

fn popup_key(code: KeyCode) -> Option<Action> {
    if let Some(d @ (Direction::Up | Direction::Down)) = direction(code) {
        return Some(Action::Move(d));
    }
    match code {
        KeyCode::Esc
        | KeyCode::Enter
        | KeyCode::Char(' ' | 'q' | 'i' | '?')
        | KeyCode::Backspace => Some(Action::Cancel),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// A page's own table: `u` undoes.
    const PAGE: &[Binding] = &[row("u", "keys-game-undo", &[(Char('u'), Action::Undo)])];

    fn on(mode: InputMode, key: KeyEvent) -> Option<Action> {
        key_action(mode, key, |code| lookup(PAGE, code))
    }

    #[test]
    fn letters_are_text_in_the_prompt_and_the_pages_own_on_its_board() {
        assert_eq!(
            on(InputMode::Prompt, key(KeyCode::Char('u'))),
            Some(Action::PromptChar('u'))
        );
        assert_eq!(
            on(InputMode::Own, key(KeyCode::Char('u'))),
            Some(Action::Undo)
        );
        assert_eq!(on(InputMode::Own, key(KeyCode::Char('x'))), None);
    }

    #[test]
    fn in_an_editor_letters_are_text_enter_a_new_line_and_ctrl_s_keeps() {
        assert_eq!(
            on(InputMode::Text, key(KeyCode::Char('q'))),
            Some(Action::PromptChar('q'))
        );
        assert_eq!(
            on(InputMode::Text, key(KeyCode::Enter)),
            Some(Action::EditText(TextEdit::Newline))
        );
        let ctrl_s = KeyEvent::new(KeyCode::Char('s'), KeyModifiers::CONTROL);
        assert_eq!(on(InputMode::Text, ctrl_s), Some(Action::KeepText));
        assert_eq!(on(InputMode::Prompt, ctrl_s), None);
        assert_eq!(on(InputMode::Text, key(KeyCode::Esc)), Some(Action::Cancel));
        assert_eq!(
            paste_action(InputMode::Text, "７六歩".into()),
            Some(Action::Paste("７六歩".into()))
        );
        // One action the page reads whole, never the keys r e s i g n.
        assert_eq!(
            paste_action(InputMode::Own, "resign".into()),
            Some(Action::Paste("resign".into()))
        );
        assert_eq!(paste_action(InputMode::Question, "y".into()), None);
        assert_eq!(paste_action(InputMode::Popup, "q".into()), None);
    }

    #[test]
    fn questions_take_only_yes_no_and_escape() {
        assert_eq!(
            on(InputMode::Question, key(KeyCode::Char('y'))),
            Some(Action::Answer(true))
        );
        assert_eq!(on(InputMode::Question, key(KeyCode::Char('R'))), None);
        assert_eq!(on(InputMode::Question, key(KeyCode::Char('u'))), None);
        assert_eq!(
            on(InputMode::Question, key(KeyCode::Esc)),
            Some(Action::Cancel)
        );
    }

    #[test]
    fn ctrl_c_always_quits_and_releases_are_ignored() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for mode in [InputMode::List, InputMode::Own, InputMode::Prompt] {
            assert_eq!(on(mode, ctrl_c), Some(Action::ForceQuit));
        }
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(on(InputMode::Prompt, ctrl_u), Some(Action::PromptClear));
        assert_eq!(on(InputMode::Own, ctrl_u), None, "not an undo");
        let mut release = key(KeyCode::Char('u'));
        release.kind = KeyEventKind::Release;
        assert_eq!(on(InputMode::Own, release), None);
    }
}
