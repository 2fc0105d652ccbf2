//! One line of typed text, the state behind every prompt: a move at `:`,
//! a save's name at `s`, a move number in review, an engine's command in
//! the menu. The editing is the same everywhere and lives here; what
//! Enter and Esc mean, the shared layer (`tui::overlay`) reads once for
//! the pages' prompts, and a form of fields for its own.

use crate::tui::action::Action;

/// More than any move, name, number or command line needs; a paste of a
/// whole file stops here instead of filling the screen.
pub const MAX_CHARS: usize = 400;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TextInput {
    text: String,
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

    /// Applies `action` if it is an edit (a typed character, Backspace,
    /// Ctrl-U); returns whether it was one.
    pub fn edit(&mut self, action: &Action) -> bool {
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
}
