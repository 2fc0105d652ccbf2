//! The look: the theme, the glyphs and the notation the player chose
//! (`Prefs`), and the keys that change them (`w`, `m`, `c`).

use super::action::Action;
use super::glyphs::Glyphs;
use super::theme::{Theme, theme_names};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    Japanese,
    Western,
}

/// How things look; kept when moving between the menu and a game.
#[derive(Clone, Debug)]
pub struct Prefs {
    pub theme: Theme,
    pub glyphs: Glyphs,
    pub notation: Notation,
    /// False under NO_COLOR.
    pub colour: bool,
    /// No bell in a clock's last seconds (`--quiet`, the menu's bell row).
    pub quiet: bool,
}

impl Prefs {
    pub fn new(theme: Theme, glyphs: Glyphs, colour: bool) -> Prefs {
        let notation = if glyphs.name == "western" {
            Notation::Western
        } else {
            Notation::Japanese
        };
        Prefs {
            theme,
            glyphs,
            notation,
            colour,
            quiet: false,
        }
    }

    /// Applies a look-changing key (glyphs, notation, theme); false for
    /// any other action.
    pub fn restyle(&mut self, action: &Action) -> bool {
        match action {
            Action::ToggleGlyphs => {
                let next = if self.glyphs.name == "western" {
                    "kanji"
                } else {
                    "western"
                };
                self.set_glyphs(next);
            }
            Action::ToggleNotation => {
                self.notation = match self.notation {
                    Notation::Japanese => Notation::Western,
                    Notation::Western => Notation::Japanese,
                };
            }
            Action::CycleTheme => {
                let names = theme_names();
                let i = names
                    .iter()
                    .position(|n| *n == self.theme.name)
                    .map_or(0, |i| (i + 1) % names.len());
                if let Some(n) = names.get(i) {
                    self.set_theme(n);
                }
            }
            _ => return false,
        }
        true
    }

    pub(crate) fn set_theme(&mut self, name: &str) {
        if let Ok(t) = Theme::named(name, self.colour) {
            self.theme = t;
        }
    }

    pub(crate) fn set_glyphs(&mut self, name: &str) {
        if let Ok(g) = Glyphs::named(name) {
            self.notation = if g.name == "western" {
                Notation::Western
            } else {
                Notation::Japanese
            };
            self.glyphs = g;
        }
    }
}
