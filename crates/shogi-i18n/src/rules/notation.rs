//! Reading's refusals for a player, in the language of the moment. The
//! squares and candidates stay as the player's notation spells them.

use super::{Shown, ShownIn};
use crate::t;
use shogi_core::PieceKind;
use shogi_core::notation::{NotationError, Rivals, Unreadable};

/// A piece's name, or "piece" when the text named none.
fn piece(kind: Option<PieceKind>) -> String {
    kind.map_or_else(|| t!("moves-piece"), |k| k.shown())
}

impl Shown for NotationError {
    /// Why a typed move was not played, for the player.
    fn shown(&self) -> String {
        self.shown_in(false)
    }
}

impl ShownIn for NotationError {
    fn shown_in(&self, handicap: bool) -> String {
        match self {
            NotationError::NotAMove { text, why } => {
                t!("moves-not-a-move", text = text, why = why.shown())
            }
            NotationError::WrongSide {
                text,
                to_move,
                marked,
            } => t!(
                "common-notation-wrong-side",
                text = text,
                to_move = to_move.shown_in(handicap),
                marked = marked.shown_in(handicap)
            ),
            NotationError::NoPreviousMove => t!("common-notation-no-previous-move"),
            NotationError::SameSquareMismatch {
                written,
                previous: Some(previous),
            } => t!(
                "moves-same-square-mismatch",
                written = written,
                previous = previous
            ),
            NotationError::SameSquareMismatch {
                written,
                previous: None,
            } => t!("moves-same-square-no-previous", written = written),
            NotationError::NoPiece { piece: kind, to } => {
                t!("moves-no-piece", piece = piece(*kind), to = to)
            }
            NotationError::NoMatch { piece, to, words } => t!(
                "moves-no-match",
                piece = piece.shown(),
                to = to,
                words = words
            ),
            NotationError::Ambiguous { rivals, options } => {
                let options = options.join(&t!("moves-or"));
                match rivals {
                    Rivals::BoardAndHand { kind, to } => t!(
                        "moves-ambiguous-board-and-hand",
                        kind = kind.shown(),
                        to = to,
                        options = options
                    ),
                    Rivals::OnBoard {
                        count,
                        kind,
                        to,
                        japanese: false,
                    } => t!(
                        "moves-ambiguous-add-origin",
                        count = *count,
                        kind = kind.shown(),
                        to = to,
                        options = options
                    ),
                    Rivals::OnBoard {
                        count,
                        kind,
                        to,
                        japanese: true,
                    } => t!(
                        "moves-ambiguous-add-words",
                        count = *count,
                        kind = kind.shown(),
                        to = to,
                        options = options
                    ),
                }
            }
            NotationError::PromotionUnspecified {
                piece: kind,
                promote,
                decline,
            } => t!(
                "moves-promotion-unspecified",
                piece = piece(*kind),
                promote = promote,
                decline = decline
            ),
            NotationError::NothingToDecline { why, plain } => {
                t!("moves-nothing-to-decline", why = why.shown(), plain = plain)
            }
            NotationError::DropNeverPromotes { piece, to, drop } => t!(
                "moves-drop-never-promotes",
                piece = piece.shown(),
                to = to,
                drop = drop
            ),
            NotationError::WrongPiece { at, found, named } => t!(
                "moves-wrong-piece",
                at = at,
                found = found.shown(),
                named = named.shown()
            ),
            NotationError::CannotDrop { piece: kind } => {
                t!("moves-cannot-drop", piece = piece(*kind))
            }
            NotationError::Illegal(why) => why.shown_in(handicap),
        }
    }
}

impl Shown for Unreadable {
    /// What is wrong with the spelling, for the player.
    fn shown(&self) -> String {
        match self {
            Unreadable::Trailing(rest) => t!("moves-unreadable-trailing", rest = rest),
            Unreadable::NeverPromotes(kind) => t!(
                "moves-unreadable-never-promotes",
                kind = kind.shown(),
                letter = kind.sfen_letter().to_string()
            ),
            Unreadable::NothingWritten => t!("moves-unreadable-nothing"),
            Unreadable::JapaneseSquare => t!("moves-unreadable-japanese-square"),
            Unreadable::JapanesePiece => t!("moves-unreadable-japanese-piece"),
            Unreadable::TooManyWords => t!("moves-unreadable-too-many-words"),
            Unreadable::Origin => t!("moves-unreadable-origin"),
            Unreadable::DropWithWords => t!("moves-unreadable-drop-with-words"),
            Unreadable::NotAscii => t!("moves-unreadable-not-ascii"),
            Unreadable::PieceLetter => t!("moves-unreadable-piece-letter"),
            Unreadable::LetterAfterPlus => t!("moves-unreadable-letter-after-plus"),
            Unreadable::WesternSquare => t!("moves-unreadable-western-square"),
            Unreadable::DropMarked => t!("moves-unreadable-drop-marked"),
            Unreadable::PieceFirst => t!("moves-unreadable-piece-first"),
            Unreadable::Unmatched => t!("moves-unreadable-unmatched"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Shown;
    use crate::{Lang, in_lang};
    use shogi_core::Position;
    use shogi_core::notation::parse_move;

    /// The refusal of `text` in the start position, in both languages.
    fn refused(text: &str) -> (String, String) {
        let Err(e) = parse_move(&Position::startpos(), text, None) else {
            panic!("{text} was read");
        };
        (
            in_lang(Lang::En, || e.shown()),
            in_lang(Lang::Ja, || e.shown()),
        )
    }

    #[test]
    fn a_typed_move_that_cannot_be_read_is_explained_in_japanese() {
        let (en, ja) = refused("P-7f!");
        assert_eq!(en, "not a move: 'P-7f!': unexpected '!' after the move");
        assert_eq!(
            ja,
            "「P-7f!」は指し手として読めません：指し手の後に余分な「!」があります"
        );
        let (en, ja) = refused("７六");
        assert_eq!(
            en,
            "not a move: '７六': expected a piece name such as 歩, 金 or 成銀"
        );
        assert!(
            ja.ends_with("歩、金、成銀のような駒の名前が必要です"),
            "{ja}"
        );
        let (_, ja) = refused("+G-4d");
        assert!(
            ja.contains("金は成れないので、+G という駒はありません"),
            "{ja}"
        );
    }

    #[test]
    fn an_ambiguous_move_names_the_rivals_in_japanese() {
        let (en, ja) = refused("５八金");
        assert_eq!(
            en,
            "ambiguous: two golds can move to ５八; add 右, 左, 直, 上, 引 or 寄 (５八金右 or ５八金左)"
        );
        assert_eq!(
            ja,
            "どの手か決まりません：５八に動ける金が2枚あります。右・左・直・上・引・寄を付けてください（５八金右、５八金左）"
        );
        let (en, ja) = refused("P-7e");
        assert_eq!(en, "no pawn can move to 7e");
        assert_eq!(ja, "7eに動ける歩はありません");
    }
}
