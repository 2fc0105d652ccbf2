//! Words for who plays a side, as the game and review headers show them.
//! Names and commands come from engines, records and saves: each is
//! cleaned here (`clean_name`) whatever was done before, so that no escape
//! reaches the terminal through a header.

use crate::bot::Level;
use crate::game::{Player, PlayerKind};
use crate::kifu::clean_name;
use crate::usi::cmdline::program_name;

pub fn player_word(kind: &PlayerKind) -> String {
    match kind {
        PlayerKind::Human => "human".into(),
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) => format!("bot {} {}", l.number(), l.name()),
            None => format!("bot level {level}"),
        },
        // The program's name only: the header has little room.
        PlayerKind::Engine { command } => format!("engine {}", clean_name(&program_name(command))),
    }
}

/// A player as the review header names them: the name, or what played
/// the side when the record names nobody.
pub fn name_or_word(player: &Player) -> String {
    if player.name.trim().is_empty() {
        player_word(&player.kind)
    } else {
        clean_name(&player.name)
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
    format!("{} ({word})", clean_name(&player.name))
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

    #[test]
    fn names_and_commands_from_outside_show_their_escapes_as_text() {
        let hostile = Player::engine("x\u{1b}]0;pwned\u{7}\u{0}", "./e\u{1b}[2J.sh");
        for text in [player_label(&hostile), name_or_word(&hostile)] {
            assert!(!text.chars().any(char::is_control), "{text:?}");
            assert!(text.contains("x\\e]0;pwned\\x07\\x00"), "{text:?}");
        }
        let unnamed = Player::engine("", "./e\u{1b}[2J.sh");
        assert_eq!(name_or_word(&unnamed), "engine e\\e[2J.sh");
    }
}
