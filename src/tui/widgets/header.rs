//! Words for who plays a side, as the game and review headers show them.
//! Names and commands come from engines, records and saves: each is
//! cleaned here (`short_name`) whatever was done before, so that no escape
//! reaches the terminal through a header, and cut to the length of a typed
//! name, since the record keeps the whole of it.

use crate::bot::Level;
use crate::game::{Player, PlayerKind};
use crate::i18n::rules::ShownIn;
use crate::kifu::short_name;
use crate::shogi::Color;
use crate::t;
use crate::usi::cmdline::program_name;
use crate::words::Said;

pub fn player_word(kind: &PlayerKind) -> String {
    match kind {
        PlayerKind::Human => t!("game-player-human"),
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) => t!("game-player-bot", number = l.number(), name = l.said()),
            None => t!("game-player-bot-level", level = *level),
        },
        // The program's name only: the header has little room.
        PlayerKind::Engine { command } => t!(
            "game-player-engine",
            program = short_name(&program_name(command))
        ),
    }
}

/// A player's name, cleaned; the name a game gives a side by default
/// ("Black", "White") in the language of the moment, by its handicap name
/// (上手/下手) when `handicap`.
pub fn shown_name(player: &Player, side: Color, handicap: bool) -> String {
    if player.name == side.name() {
        side.shown_in(handicap)
    } else {
        given_name(player)
    }
}

/// A player as the review header names them: the name, or what played
/// the side when the record names nobody.
pub fn name_or_word(player: &Player) -> String {
    if player.name.trim().is_empty() {
        player_word(&player.kind)
    } else {
        given_name(player)
    }
}

/// The player's name, cleaned. The bot's default name ("shogi-tui
/// Beginner") stays English in the record, which keeps it as the game
/// named the player; a player reads its level in the language of the
/// moment. Only our bot's own name is translated: a name someone chose,
/// even one that looks like it, is theirs.
fn given_name(player: &Player) -> String {
    match &player.kind {
        PlayerKind::Bot { level } => match Level::new(*level) {
            Some(l) if player.name == l.player_name() => crate::words::engine::bot_player_name(l),
            _ => short_name(&player.name),
        },
        _ => short_name(&player.name),
    }
}

/// A player as the game header names them: the name, then the kind in
/// brackets, saying only what the name does not already say
/// ("shogi-tui Expert (bot 6)", not "shogi-tui Expert (bot 6 Expert)").
/// A side named by default goes by its handicap name when `handicap`.
pub fn player_label(player: &Player, side: Color, handicap: bool) -> String {
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
        name = shown_name(player, side, handicap),
        kind = word
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_does_not_say_twice_what_the_name_says() {
        assert_eq!(
            player_label(&Player::bot("shogi-tui Expert", 6), Color::Black, false),
            "shogi-tui Expert (bot 6)"
        );
        assert_eq!(
            player_label(&Player::bot("Kim", 6), Color::Black, false),
            "Kim (bot 6 Expert)"
        );
        assert_eq!(
            player_label(
                &Player::engine("gpsusi", "/usr/games/gpsusi -v"),
                Color::White,
                false
            ),
            "gpsusi (engine)"
        );
        assert_eq!(
            player_label(
                &Player::engine("GPSShogi 2", "/usr/games/gpsusi"),
                Color::White,
                false
            ),
            "GPSShogi 2 (engine gpsusi)"
        );
        assert_eq!(
            player_label(&Player::human("Hanako"), Color::Black, false),
            "Hanako (human)"
        );
    }

    #[test]
    fn names_and_commands_from_outside_show_their_escapes_as_text() {
        let hostile = Player::engine("x\u{1b}]0;pwned\u{7}\u{0}", "./e\u{1b}[2J.sh");
        for text in [
            player_label(&hostile, Color::White, false),
            name_or_word(&hostile),
        ] {
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
        assert_eq!(player_label(&black, Color::Black, false), "Black (human)");
        let ja = in_lang(Lang::Ja, || player_label(&black, Color::Black, false));
        assert_eq!(ja, "先手（人間）");
        // A person who chose the name keeps it.
        let named = in_lang(Lang::Ja, || player_label(&black, Color::White, false));
        assert_eq!(named, "Black（人間）");
    }

    #[test]
    fn our_bot_is_named_by_its_level_in_the_language_of_the_moment() {
        use crate::i18n::{Lang, in_lang};
        let bot = |n: u8| {
            let level = Level::new(n).unwrap_or_else(|| panic!("level {n}"));
            Player::bot(level.player_name(), n)
        };
        let ja = in_lang(Lang::Ja, || player_label(&bot(1), Color::White, false));
        assert_eq!(ja, "shogi-tui 入門（ボット1）");
        // The record keeps the English name.
        assert_eq!(bot(1).name, "shogi-tui Beginner");
        let en = in_lang(Lang::En, || player_label(&bot(1), Color::White, false));
        assert_eq!(en, "shogi-tui Beginner (bot 1)");
        let review = in_lang(Lang::Ja, || name_or_word(&bot(6)));
        assert_eq!(review, "shogi-tui 上級");
        // A bot someone named keeps its name; its level is said in words.
        let kim = in_lang(Lang::Ja, || {
            player_label(&Player::bot("Kim", 6), Color::White, false)
        });
        assert_eq!(kim, "Kim（ボット6 上級）");
        // So does a person who took the bot's name.
        let person = Player::human("shogi-tui Beginner");
        let named = in_lang(Lang::Ja, || shown_name(&person, Color::White, false));
        assert_eq!(named, "shogi-tui Beginner");
    }

    #[test]
    fn in_a_handicap_game_a_side_named_by_default_is_uwate_or_shitate() {
        use crate::i18n::{Lang, in_lang};
        let (black, white) = (Player::human("Black"), Player::human("White"));
        let ja = in_lang(Lang::Ja, || {
            [
                shown_name(&black, Color::Black, true),
                shown_name(&white, Color::White, true),
                shown_name(&white, Color::White, false),
            ]
        });
        assert_eq!(ja, ["下手", "上手", "後手"]);
        let en = in_lang(Lang::En, || shown_name(&white, Color::White, true));
        assert_eq!(en, "White");
    }
}
