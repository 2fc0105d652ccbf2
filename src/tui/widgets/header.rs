//! Words for who plays a side, as the game and review headers show them.
//! Names and commands come from engines, records and saves: each is
//! cleaned here (`clean_name`) whatever was done before, so that no escape
//! reaches the terminal through a header.

use crate::bot::Level;
use crate::game::{Player, PlayerKind};
use crate::kifu::clean_name;
use crate::shogi::Color;
use crate::t;
use crate::usi::cmdline::program_name;

pub fn player_word(kind: &PlayerKind) -> String {
    match kind {
        PlayerKind::Human => t!("game-player-human"),
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) => t!("game-player-bot", number = l.number(), name = l.name()),
            None => t!("game-player-bot-level", level = *level),
        },
        // The program's name only: the header has little room.
        PlayerKind::Engine { command } => t!(
            "game-player-engine",
            program = clean_name(&program_name(command))
        ),
    }
}

/// A player's name, cleaned; the name a game gives a side by default
/// ("Black", "White") in the language of the moment.
pub fn shown_name(player: &Player, side: Color) -> String {
    if player.name == side.name() {
        side.shown()
    } else {
        clean_name(&player.name)
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
pub fn player_label(player: &Player, side: Color) -> String {
    let word = match &player.kind {
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) if player.name.contains(l.name()) => {
                t!("game-player-bot-short", number = l.number())
            }
            _ => player_word(&player.kind),
        },
        PlayerKind::Engine { command } if player.name == program_name(command) => {
            t!("game-player-engine-short")
        }
        _ => player_word(&player.kind),
    };
    t!(
        "game-player-label",
        name = shown_name(player, side),
        kind = word
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_does_not_say_twice_what_the_name_says() {
        assert_eq!(
            player_label(&Player::bot("shogi-tui Expert", 6), Color::Black),
            "shogi-tui Expert (bot 6)"
        );
        assert_eq!(
            player_label(&Player::bot("Kim", 6), Color::Black),
            "Kim (bot 6 Expert)"
        );
        assert_eq!(
            player_label(
                &Player::engine("gpsusi", "/usr/games/gpsusi -v"),
                Color::White
            ),
            "gpsusi (engine)"
        );
        assert_eq!(
            player_label(
                &Player::engine("GPSShogi 2", "/usr/games/gpsusi"),
                Color::White
            ),
            "GPSShogi 2 (engine gpsusi)"
        );
        assert_eq!(
            player_label(&Player::human("Hanako"), Color::Black),
            "Hanako (human)"
        );
    }

    #[test]
    fn names_and_commands_from_outside_show_their_escapes_as_text() {
        let hostile = Player::engine("x\u{1b}]0;pwned\u{7}\u{0}", "./e\u{1b}[2J.sh");
        for text in [player_label(&hostile, Color::White), name_or_word(&hostile)] {
            assert!(!text.chars().any(char::is_control), "{text:?}");
            assert!(text.contains("x\\e]0;pwned\\x07\\x00"), "{text:?}");
        }
        let unnamed = Player::engine("", "./e\u{1b}[2J.sh");
        assert_eq!(name_or_word(&unnamed), "engine e\\e[2J.sh");
    }

    #[test]
    fn a_side_named_by_default_is_named_in_the_language_of_the_moment() {
        use crate::i18n::{Lang, in_lang};
        let black = Player::human("Black");
        assert_eq!(player_label(&black, Color::Black), "Black (human)");
        let ja = in_lang(Lang::Ja, || player_label(&black, Color::Black));
        assert_eq!(ja, "先手（人間）");
        // A person who chose the name keeps it.
        let named = in_lang(Lang::Ja, || player_label(&black, Color::White));
        assert_eq!(named, "Black（人間）");
    }
}
