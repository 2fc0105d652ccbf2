//! The pages of the program, one module each, holding the page's state,
//! keys and drawing: the main menu, a game, the saved games, a review,
//! the position editor, the online form, the engine match, the puzzles; `play_from` is the new-game form review and the
//! editor share.

pub mod about;
pub mod editor;
pub mod engine_match;
pub mod game;
pub mod games;
pub mod lishogi_form;
pub mod load;
pub mod menu;
pub mod online_form;
pub mod play_from;
pub mod puzzles;
pub mod quiz;
pub mod review;

#[cfg(test)]
mod tests {
    use crate::tui::input::Binding;
    use ratatui::crossterm::event::KeyCode;

    /// Every key table a help popup shows, one or two per page.
    const ALL_TABLES: [&[Binding]; 7] = [
        super::game::keys::GAME_KEYS,
        super::review::keys::REVIEW_KEYS,
        super::review::keys::REVIEW_BOARD_KEYS,
        super::editor::keys::EDITOR_KEYS,
        super::puzzles::keys::PUZZLE_KEYS,
        super::puzzles::keys::PUZZLE_SOLUTION_KEYS,
        super::quiz::keys::QUIZ_KEYS,
    ];

    #[test]
    fn no_key_means_two_things_and_every_row_has_words() {
        for table in ALL_TABLES {
            let mut seen: Vec<KeyCode> = Vec::new();
            for b in table {
                assert!(!b.label.is_empty() && !b.help().is_empty(), "{b:?}");
                for (k, _) in b.keys {
                    assert!(!seen.contains(k), "{k:?} is bound twice");
                    seen.push(*k);
                }
            }
        }
    }

    #[test]
    fn every_japanese_help_row_fits_the_help_popup_uncut() {
        use crate::i18n::{Lang, in_lang};
        use unicode_width::UnicodeWidthStr;
        // The popup is 72 columns: a border each side, a blank before the
        // keys and two after them.
        const INSIDE: usize = 72 - 2;
        in_lang(Lang::Ja, || {
            for table in ALL_TABLES {
                let key_w = table.iter().map(|b| b.label().width()).max().unwrap_or(0);
                for b in table {
                    let help = b.help();
                    assert!(
                        1 + key_w + 2 + help.width() <= INSIDE,
                        "{} is {} columns: {help}",
                        b.help_id,
                        help.width()
                    );
                    assert_ne!(help, b.help_id, "{} has no words", b.help_id);
                }
            }
        });
    }
}
