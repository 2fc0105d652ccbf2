//! Words for who plays a side, as the game and review headers show them.

use crate::bot::Level;
use crate::game::PlayerKind;
use crate::tui::pages::game::seats::program_name;

pub fn player_word(kind: &PlayerKind) -> String {
    match kind {
        PlayerKind::Human => "human".into(),
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) => format!("bot {} {}", l.number(), l.name()),
            None => format!("bot level {level}"),
        },
        // The program's name only: the header has little room.
        PlayerKind::Engine { command } => format!("engine {}", program_name(command)),
    }
}
