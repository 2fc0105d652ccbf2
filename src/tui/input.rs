//! Keys to actions. Which keys mean what depends on what is open: the
//! one-line prompt takes letters as text, a question takes y/n, and so on.

use super::action::{Action, Direction};
use crate::shogi::PieceKind;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What currently receives keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputMode {
    Menu,
    Board,
    /// The `:` move prompt.
    Prompt,
    /// A yes/no question (resign, declare, quit, promotion).
    Question,
    /// A popup that only shows something (help, tally).
    Popup,
}

/// Every key of the game screen, for the help popup: (keys, meaning).
pub const GAME_KEYS: &[(&str, &str)] = &[
    ("← ↓ ↑ → / h j k l", "move the cursor"),
    ("Enter / Space", "select a piece, then its destination"),
    ("Esc", "cancel the selection / close"),
    ("Tab / Shift-Tab", "pick a piece from your hand to drop"),
    (
        "p L n s g b r",
        "pick pawn lance knight silver gold bishop rook",
    ),
    ("mouse click", "select a square or a hand piece"),
    ("y / n", "promote or not, when asked"),
    (":", "type a move (7g7f, P*5e, P-7f, ７六歩)"),
    ("i", "impasse tally (points, zone, verdicts)"),
    ("D", "declare impasse (asks first)"),
    ("R", "resign (asks first)"),
    ("u", "undo; against a computer, back to your turn"),
    ("f", "flip the board"),
    ("a", "hot-seat: flip to the side to move"),
    ("w", "kanji / Western piece letters"),
    ("m", "move list: Japanese / Western"),
    ("c", "next colour theme"),
    ("?", "this help"),
    ("q", "quit (asks first); Ctrl-C quits at once"),
];

pub fn key_action(mode: InputMode, key: KeyEvent) -> Option<Action> {
    // Key release and repeat reports (kitty protocol) must not act twice.
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        return Some(Action::ForceQuit);
    }
    match mode {
        InputMode::Menu => menu_key(key.code),
        InputMode::Board => board_key(key.code),
        InputMode::Prompt => prompt_key(key.code),
        InputMode::Question => question_key(key.code),
        InputMode::Popup => popup_key(key.code),
    }
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
        _ => return None,
    })
}

fn board_key(code: KeyCode) -> Option<Action> {
    if let Some(d) = direction(code) {
        return Some(Action::Move(d));
    }
    Some(match code {
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Tab => Action::CycleHand { forward: true },
        KeyCode::BackTab => Action::CycleHand { forward: false },
        // Lower-case `l` moves the cursor (vi keys), so the lance is `L`.
        KeyCode::Char('p') => Action::PickHand(PieceKind::Pawn),
        KeyCode::Char('L') => Action::PickHand(PieceKind::Lance),
        KeyCode::Char('n') => Action::PickHand(PieceKind::Knight),
        KeyCode::Char('s') => Action::PickHand(PieceKind::Silver),
        KeyCode::Char('g') => Action::PickHand(PieceKind::Gold),
        KeyCode::Char('b') => Action::PickHand(PieceKind::Bishop),
        KeyCode::Char('r') => Action::PickHand(PieceKind::Rook),
        KeyCode::Char(':') => Action::OpenPrompt,
        KeyCode::Char('i') => Action::Tally,
        KeyCode::Char('D') => Action::Declare,
        KeyCode::Char('R') => Action::Resign,
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('f') => Action::Flip,
        KeyCode::Char('a') => Action::ToggleAutoFlip,
        KeyCode::Char('w') => Action::ToggleGlyphs,
        KeyCode::Char('m') => Action::ToggleNotation,
        KeyCode::Char('c') => Action::CycleTheme,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

fn prompt_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Enter => Action::Activate,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Backspace => Action::PromptBackspace,
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

fn question_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Char('y' | 'Y') => Action::Answer(true),
        KeyCode::Char('n' | 'N') => Action::Answer(false),
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

    #[test]
    fn letters_are_text_in_the_prompt_and_commands_on_the_board() {
        assert_eq!(
            key_action(InputMode::Prompt, key(KeyCode::Char('u'))),
            Some(Action::PromptChar('u'))
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('u'))),
            Some(Action::Undo)
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('l'))),
            Some(Action::Move(Direction::Right))
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('L'))),
            Some(Action::PickHand(PieceKind::Lance))
        );
    }

    #[test]
    fn questions_take_only_yes_no_and_escape() {
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Char('y'))),
            Some(Action::Answer(true))
        );
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Char('R'))),
            None
        );
        assert_eq!(
            key_action(InputMode::Question, key(KeyCode::Esc)),
            Some(Action::Cancel)
        );
    }

    #[test]
    fn ctrl_c_always_quits_and_releases_are_ignored() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for mode in [InputMode::Menu, InputMode::Board, InputMode::Prompt] {
            assert_eq!(key_action(mode, ctrl_c), Some(Action::ForceQuit));
        }
        let mut release = key(KeyCode::Char('u'));
        release.kind = KeyEventKind::Release;
        assert_eq!(key_action(InputMode::Board, release), None);
    }
}
