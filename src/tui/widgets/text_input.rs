//! One line of typed text, the state behind every prompt: a move at `:`,
//! a save's name at `s`, a move number in review, an engine's command in
//! the menu. The editing is the same everywhere and lives here; what
//! Enter and Esc mean, the shared layer (`tui::overlay`) reads once for
//! the pages' prompts, and a form of fields for its own.
//!
//! A line can be *selected* whole: a suggestion (a save's name) or a line
//! just refused (a move that cannot be played). It is shown highlighted
//! and kept, but the next letter replaces it rather than being added to
//! it, so a player who types on after a refusal, or who did not see the
//! suggestion, never gets the two run together. Every prompt gets this
//! from here, not from its page.

use crate::tui::action::{Action, Direction, TextEdit};

/// More than any move, name, number or command line needs; a paste of a
/// whole file stops here instead of filling the screen.
pub const MAX_CHARS: usize = 400;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextInput {
    text: String,
    /// The whole line is selected: typing replaces it.
    selected: bool,
}

impl TextInput {
    pub fn new() -> TextInput {
        TextInput::default()
    }

    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The text without surrounding blanks: what the prompt acts on.
    pub fn trimmed(&self) -> &str {
        self.text.trim()
    }

    pub fn is_blank(&self) -> bool {
        self.trimmed().is_empty()
    }

    /// Selects the whole line (nothing, if it is empty): the next letter,
    /// paste or Backspace replaces it.
    pub fn select_all(&mut self) {
        self.selected = !self.text.is_empty();
    }

    /// `text`, selected: a suggestion or a line given back.
    pub fn selected(text: &str) -> TextInput {
        let mut input = TextInput::from(text);
        input.select_all();
        input
    }

    pub fn is_selected(&self) -> bool {
        self.selected
    }

    /// Applies `action` if it is an edit (a typed character, Backspace,
    /// Ctrl-U; over a selected line, an arrow, Home or End, which keep it);
    /// returns whether it was one.
    pub fn edit(&mut self, action: &Action) -> bool {
        if self.selected {
            match action {
                // Moving along the line keeps it, to add to.
                Action::Move(Direction::Left | Direction::Right)
                | Action::EditText(TextEdit::Home | TextEdit::End) => {
                    self.selected = false;
                    return true;
                }
                // `:` opens the move prompt on every page; typed over a
                // selected line it is that key pressed again out of habit,
                // so it starts a fresh line rather than being part of it.
                Action::PromptChar(':') | Action::PromptBackspace | Action::PromptClear => {
                    self.text.clear();
                    self.selected = false;
                    return true;
                }
                Action::PromptChar(c) if c.is_control() => return true,
                Action::PromptChar(_) | Action::Paste(_) => {
                    self.text.clear();
                    self.selected = false;
                }
                _ => return false,
            }
        }
        match action {
            Action::PromptChar(c) => {
                // Control characters (a pasted escape sequence) are not text.
                if !c.is_control() && self.text.chars().count() < MAX_CHARS {
                    self.text.push(*c);
                }
            }
            // A paste is one line here: its line breaks become spaces.
            Action::Paste(text) => {
                let room = MAX_CHARS.saturating_sub(self.text.chars().count());
                let line = text.chars().map(|c| if c == '\n' { ' ' } else { c });
                self.text
                    .extend(line.filter(|c| !c.is_control()).take(room));
            }
            Action::PromptBackspace => {
                self.text.pop();
            }
            Action::PromptClear => self.text.clear(),
            _ => return false,
        }
        true
    }
}

impl From<&str> for TextInput {
    fn from(text: &str) -> TextInput {
        TextInput {
            text: text.chars().take(MAX_CHARS).collect(),
            selected: false,
        }
    }
}

impl From<String> for TextInput {
    fn from(text: String) -> TextInput {
        TextInput::from(text.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_erasing_and_clearing() {
        let mut t = TextInput::new();
        for c in "7g7fx".chars() {
            assert!(t.edit(&Action::PromptChar(c)));
        }
        assert!(t.edit(&Action::PromptBackspace));
        assert_eq!(t.as_str(), "7g7f");
        assert!(!t.edit(&Action::Activate), "Enter is the prompt's business");
        assert!(t.edit(&Action::PromptChar('\u{1b}')));
        assert_eq!(t.as_str(), "7g7f", "an escape character is not text");
        assert!(t.edit(&Action::PromptClear));
        assert!(t.is_blank());
        assert!(t.edit(&Action::Paste("7g7f\r\n3c3d".into())));
        assert_eq!(t.as_str(), "7g7f 3c3d", "a pasted line break is a space");
    }

    #[test]
    fn a_huge_paste_stops_at_the_limit() {
        let mut t = TextInput::from("x".repeat(MAX_CHARS + 50));
        assert_eq!(t.as_str().len(), MAX_CHARS);
        t.edit(&Action::PromptChar('y'));
        assert_eq!(t.as_str().len(), MAX_CHARS);
    }

    #[test]
    fn a_selected_line_is_replaced_by_typing_and_kept_by_moving() {
        let typed = |t: &mut TextInput, text: &str| {
            for c in text.chars() {
                t.edit(&Action::PromptChar(c));
            }
        };
        // A refused move, selected: the next move replaces it.
        let mut t = TextInput::selected("7h8h");
        assert!(t.is_selected());
        typed(&mut t, "2g2f");
        assert_eq!(t.as_str(), "2g2f");
        assert!(!t.is_selected());
        // `:` out of habit starts afresh instead of joining the two.
        let mut t = TextInput::selected("7h8h");
        typed(&mut t, ":2g2f");
        assert_eq!(t.as_str(), "2g2f");
        // Backspace, Ctrl-U and a paste replace it too.
        let mut t = TextInput::selected("position.kif");
        assert!(t.edit(&Action::PromptBackspace));
        assert!(t.is_blank());
        let mut t = TextInput::selected("position.kif");
        assert!(t.edit(&Action::Paste("atama-kin.kif".into())));
        assert_eq!(t.as_str(), "atama-kin.kif");
        // An arrow, Home or End keeps the line, to add to.
        for keep in [
            Action::Move(Direction::Left),
            Action::Move(Direction::Right),
            Action::EditText(TextEdit::Home),
            Action::EditText(TextEdit::End),
        ] {
            let mut t = TextInput::selected("position");
            assert!(t.edit(&keep), "{keep:?}");
            assert!(!t.is_selected(), "{keep:?}");
            typed(&mut t, ".kif");
            assert_eq!(t.as_str(), "position.kif", "{keep:?}");
        }
        // Not selected, `:` is a character like any other (a chat's `:)`).
        let mut t = TextInput::new();
        typed(&mut t, ":)");
        assert_eq!(t.as_str(), ":)");
        // Nothing to select in an empty line.
        let mut t = TextInput::new();
        t.select_all();
        assert!(!t.is_selected());
        // A control character typed over it is no text, and replaces nothing.
        let mut t = TextInput::selected("7g7f");
        assert!(t.edit(&Action::PromptChar('\u{1b}')));
        assert_eq!((t.as_str(), t.is_selected()), ("7g7f", true));
    }
}
