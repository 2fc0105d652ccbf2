//! A typed line that must not be shown: a password. It edits as any
//! prompt does (`TextInput`), but shows one `•` per character, and keeps
//! its text out of `Debug` output, so that neither the screen nor a
//! logged state ever holds it.

use super::text_input::TextInput;
use crate::tui::action::Action;

#[derive(Clone, Default, PartialEq, Eq)]
pub struct SecretInput(TextInput);

impl SecretInput {
    pub fn new() -> SecretInput {
        SecretInput::default()
    }

    /// What was typed, for the one place that needs it.
    pub fn reveal(&self) -> &str {
        self.0.as_str()
    }

    /// What the screen shows: a dot per character.
    pub fn masked(&self) -> String {
        "•".repeat(self.0.as_str().chars().count())
    }

    pub fn is_blank(&self) -> bool {
        self.0.is_blank()
    }

    /// As `TextInput::edit`.
    pub fn edit(&mut self, action: &Action) -> bool {
        self.0.edit(action)
    }
}

impl From<&str> for SecretInput {
    fn from(text: &str) -> SecretInput {
        SecretInput(TextInput::from(text))
    }
}

impl std::fmt::Debug for SecretInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SecretInput(<hidden>)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_dots_and_hides_from_debug() {
        let mut s = SecretInput::new();
        for c in "g1-0-2,秘密".chars() {
            s.edit(&Action::PromptChar(c));
        }
        assert_eq!(s.reveal(), "g1-0-2,秘密");
        assert_eq!(s.masked(), "•".repeat(9));
        assert!(!format!("{s:?}").contains("秘密"));
        s.edit(&Action::PromptBackspace);
        assert_eq!(s.masked().chars().count(), 8);
    }
}
