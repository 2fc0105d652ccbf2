//! Who plays each side.

use crate::ByColor;
use serde::{Deserialize, Serialize};

/// What sits behind a side: a person at the keyboard, the built-in bot, or
/// an external USI engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot { level: u8 },
    Engine { command: String },
}

/// The longest player name: enough for "Fairy-Stockfish 14.0.1 NNUE" or a
/// full name, short enough for the header and a save's file name.
pub const MAX_NAME_CHARS: usize = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

impl Player {
    pub fn human(name: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Human,
        }
    }

    pub fn bot(name: impl Into<String>, level: u8) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Bot { level },
        }
    }

    pub fn engine(name: impl Into<String>, command: impl Into<String>) -> Player {
        Player {
            name: name.into(),
            kind: PlayerKind::Engine {
                command: command.into(),
            },
        }
    }

    pub fn is_human(&self) -> bool {
        self.kind == PlayerKind::Human
    }
}

/// Who plays each side.
pub type Players = ByColor<Player>;

impl Default for Players {
    /// Two people sharing the keyboard.
    fn default() -> Players {
        Players::new(Player::human("Black"), Player::human("White"))
    }
}
