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
    /// The list of saved games.
    Load,
    /// Stepping through a record.
    Review,
}

/// Every key of the game screen, for the help popup: (keys, meaning).
pub const GAME_KEYS: &[(&str, &str)] = &[
    ("← ↓ ↑ → / h j k l", "move the cursor"),
    ("Enter / Space", "select a piece, then its destination"),
    ("Esc", "cancel the selection / close"),
    ("Tab / Shift-Tab", "pick a piece from your hand to drop"),
    (
        "P L N S G B r",
        "pick pawn lance knight silver gold bishop rook",
    ),
    ("p n g b", "the same, in lower case"),
    ("mouse click", "select a square or a hand piece"),
    ("y / n", "promote or not, when asked"),
    (":", "type a move (7g7f, P*5e, P-7f, ７六歩)"),
    ("i", "impasse tally (points, zone, verdicts)"),
    ("D", "declare impasse (asks first)"),
    ("R", "resign (asks first)"),
    ("u", "undo; against a computer, back to your turn"),
    ("s", "keep the game under a name you type"),
    ("f", "flip the board"),
    ("a", "hot-seat: flip to the side to move"),
    ("w", "kanji / Western piece letters"),
    ("m", "move list: Japanese / Western"),
    ("c", "next colour theme"),
    ("?", "this help"),
    ("q", "quit (asks first); Ctrl-C quits at once"),
];

/// Every key of review mode, for its help popup.
pub const REVIEW_KEYS: &[(&str, &str)] = &[
    ("← → / h l", "one move back / forward (also ↑ ↓ / k j)"),
    ("Home End / g G", "the start / the last move"),
    ("PgUp PgDn", "ten moves back / forward"),
    (":", "jump to a move: type its number, Enter"),
    ("mouse click", "on a move of the list: jump there"),
    ("v", "show the next variation (変化) of this move"),
    ("p", "play a new game from this position"),
    ("i", "impasse tally of this position"),
    ("f", "flip the board"),
    ("w", "kanji / Western piece letters"),
    ("m", "move list: Japanese / Western"),
    ("c", "next colour theme"),
    ("?", "this help"),
    ("q / Esc", "leave review"),
];

pub fn key_action(mode: InputMode, key: KeyEvent) -> Option<Action> {
    // Key release and repeat reports (kitty protocol) must not act twice.
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c') => Some(Action::ForceQuit),
            KeyCode::Char('u') if mode == InputMode::Prompt => Some(Action::PromptClear),
            _ => None,
        };
    }
    match mode {
        InputMode::Menu => menu_key(key.code),
        InputMode::Board => board_key(key.code),
        InputMode::Prompt => prompt_key(key.code),
        InputMode::Question => question_key(key.code),
        InputMode::Popup => popup_key(key.code),
        InputMode::Load => load_key(key.code),
        InputMode::Review => review_key(key.code),
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
        // Hand pieces by their USI letter (`P*5e`). Lower case is kept where
        // the letter is free: `l` moves the cursor (vi keys), `s` saves, and
        // `R` resigns, so the rook is `r`.
        KeyCode::Char('P' | 'p') => Action::PickHand(PieceKind::Pawn),
        KeyCode::Char('L') => Action::PickHand(PieceKind::Lance),
        KeyCode::Char('N' | 'n') => Action::PickHand(PieceKind::Knight),
        KeyCode::Char('S') => Action::PickHand(PieceKind::Silver),
        KeyCode::Char('G' | 'g') => Action::PickHand(PieceKind::Gold),
        KeyCode::Char('B' | 'b') => Action::PickHand(PieceKind::Bishop),
        KeyCode::Char('r') => Action::PickHand(PieceKind::Rook),
        KeyCode::Char('s') => Action::Save,
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

fn load_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Action::Move(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Action::Move(Direction::Down),
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Char('r') => Action::OpenReview,
        KeyCode::Char('d') | KeyCode::Delete => Action::Delete,
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

fn review_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Left | KeyCode::Up | KeyCode::Char('h' | 'k') => Action::Step(-1),
        KeyCode::Right | KeyCode::Down | KeyCode::Char('l' | 'j') => Action::Step(1),
        KeyCode::PageUp => Action::Step(-10),
        KeyCode::PageDown => Action::Step(10),
        KeyCode::Home | KeyCode::Char('g') => Action::First,
        KeyCode::End | KeyCode::Char('G') => Action::Last,
        KeyCode::Char(':') => Action::OpenPrompt,
        KeyCode::Char('v') => Action::NextVariation,
        KeyCode::Char('p') => Action::PlayFromHere,
        KeyCode::Char('i') => Action::Tally,
        KeyCode::Char('f') => Action::Flip,
        KeyCode::Char('w') => Action::ToggleGlyphs,
        KeyCode::Char('m') => Action::ToggleNotation,
        KeyCode::Char('c') => Action::CycleTheme,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
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
    fn upper_case_letters_pick_hand_pieces_and_s_saves() {
        let cases = [
            ('P', PieceKind::Pawn),
            ('p', PieceKind::Pawn),
            ('L', PieceKind::Lance),
            ('N', PieceKind::Knight),
            ('n', PieceKind::Knight),
            ('S', PieceKind::Silver),
            ('G', PieceKind::Gold),
            ('g', PieceKind::Gold),
            ('B', PieceKind::Bishop),
            ('b', PieceKind::Bishop),
            ('r', PieceKind::Rook),
        ];
        for (c, kind) in cases {
            assert_eq!(
                key_action(InputMode::Board, key(KeyCode::Char(c))),
                Some(Action::PickHand(kind)),
                "{c}"
            );
        }
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('s'))),
            Some(Action::Save)
        );
        assert_eq!(
            key_action(InputMode::Board, key(KeyCode::Char('R'))),
            Some(Action::Resign),
            "R stays resign, as issue 4 specifies"
        );
    }

    #[test]
    fn review_keys_step_jump_and_leave() {
        let cases = [
            (KeyCode::Left, Action::Step(-1)),
            (KeyCode::Char('h'), Action::Step(-1)),
            (KeyCode::Right, Action::Step(1)),
            (KeyCode::Char('l'), Action::Step(1)),
            (KeyCode::PageUp, Action::Step(-10)),
            (KeyCode::PageDown, Action::Step(10)),
            (KeyCode::Home, Action::First),
            (KeyCode::Char('g'), Action::First),
            (KeyCode::End, Action::Last),
            (KeyCode::Char('G'), Action::Last),
            (KeyCode::Char(':'), Action::OpenPrompt),
            (KeyCode::Char('v'), Action::NextVariation),
            (KeyCode::Char('p'), Action::PlayFromHere),
            (KeyCode::Char('i'), Action::Tally),
            (KeyCode::Esc, Action::Quit),
        ];
        for (code, action) in cases {
            assert_eq!(key_action(InputMode::Review, key(code)), Some(action));
        }
        assert_eq!(
            key_action(InputMode::Load, key(KeyCode::Char('d'))),
            Some(Action::Delete)
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
        let ctrl_u = KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL);
        assert_eq!(
            key_action(InputMode::Prompt, ctrl_u),
            Some(Action::PromptClear)
        );
        assert_eq!(key_action(InputMode::Board, ctrl_u), None, "not an undo");
        let mut release = key(KeyCode::Char('u'));
        release.kind = KeyEventKind::Release;
        assert_eq!(key_action(InputMode::Board, release), None);
    }
}
