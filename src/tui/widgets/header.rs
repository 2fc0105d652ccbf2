//! Words for who plays a side, as the game and review headers show them.

use crate::bot::Level;
use crate::game::{Player, PlayerKind};
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

/// A player as the game header names them: the name, then the kind in
/// brackets, saying only what the name does not already say
/// ("shogi-tui Expert (bot 6)", not "shogi-tui Expert (bot 6 Expert)").
pub fn player_label(player: &Player) -> String {
    let word = match &player.kind {
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) if player.name.contains(l.name()) => format!("bot {}", l.number()),
            _ => player_word(&player.kind),
        },
        PlayerKind::Engine { command } if player.name == program_name(command) => {
            "engine".to_string()
        }
        _ => player_word(&player.kind),
    };
    format!("{} ({word})", player.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_does_not_say_twice_what_the_name_says() {
        assert_eq!(
            player_label(&Player::bot("shogi-tui Expert", 6)),
            "shogi-tui Expert (bot 6)"
        );
        assert_eq!(player_label(&Player::bot("Kim", 6)), "Kim (bot 6 Expert)");
        assert_eq!(
            player_label(&Player::engine("gpsusi", "/usr/games/gpsusi -v")),
            "gpsusi (engine)"
        );
        assert_eq!(
            player_label(&Player::engine("GPSShogi 2", "/usr/games/gpsusi")),
            "GPSShogi 2 (engine gpsusi)"
        );
        assert_eq!(player_label(&Player::human("Hanako")), "Hanako (human)");
    }
}
