//! A move typed at `:`, read alike on every page that takes one (a game,
//! online or not, review, the puzzles, the quiz): the same notations
//! understood, and a refusal in the same words, in the player's language,
//! whichever page it was typed on.

use crate::i18n::rules::ShownIn;
use crate::shogi::notation::parse_move;
use crate::shogi::{Move, Position, Square};

/// The move `text` names in `pos` (`previous_to`, the square of the move
/// before, is what 同 means), or why it is none, in the player's words;
/// the sides are named as a handicap game names them when `handicap`.
pub fn read(
    pos: &Position,
    text: &str,
    previous_to: Option<Square>,
    handicap: bool,
) -> Result<Move, String> {
    parse_move(pos, text, previous_to).map_err(|e| e.shown_in(handicap))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, in_lang};

    #[test]
    fn a_refusal_is_in_the_players_language() {
        let start = Position::startpos();
        let ja = in_lang(Lang::Ja, || read(&start, "xyz", None, false));
        assert!(
            ja.as_ref()
                .is_err_and(|why| why.starts_with("「xyz」は指し手として読めません")),
            "{ja:?}"
        );
        let en = in_lang(Lang::En, || read(&start, "7h8h", None, false));
        assert_eq!(en, Err("there is no piece on 7h".to_string()));
        assert!(read(&start, "7g7f", None, false).is_ok());
    }
}
