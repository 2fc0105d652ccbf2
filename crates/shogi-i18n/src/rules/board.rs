//! The board's words for a player: the sides, the pieces, the squares
//! and why a move is refused (a notation's own refusals are in
//! `notation.rs`).
//!
//! `Display` and `name` stay English: records, `--json`, USI and logs
//! write them, and a file must not change with the player's language.

use super::{Shown, ShownIn};
use crate::Lang;
use crate::t;
use shogi_core::notation::kanji::square_japanese;
use shogi_core::{AfterPlus, Color, HandProblem, IllegalMove, PieceKind, Square};

impl Shown for Color {
    /// "Black"/"White", 先手/後手.
    fn shown(&self) -> String {
        match self {
            Color::Black => t!("common-black"),
            Color::White => t!("common-white"),
        }
    }
}

impl ShownIn for Color {
    /// The side as the players of this game call it: in a handicap game
    /// Japanese says 下手 (Black, who receives the handicap) and 上手
    /// (White, who gives it and moves first); English says Black/White
    /// either way.
    fn shown_in(&self, handicap: bool) -> String {
        match (self, handicap) {
            (_, false) => self.shown(),
            (Color::Black, true) => t!("common-black-handicap"),
            (Color::White, true) => t!("common-white-handicap"),
        }
    }
}

impl Shown for PieceKind {
    /// "pawn", 歩; "tokin", と.
    fn shown(&self) -> String {
        crate::text(match self {
            PieceKind::Pawn => "common-piece-pawn",
            PieceKind::Lance => "common-piece-lance",
            PieceKind::Knight => "common-piece-knight",
            PieceKind::Silver => "common-piece-silver",
            PieceKind::Gold => "common-piece-gold",
            PieceKind::Bishop => "common-piece-bishop",
            PieceKind::Rook => "common-piece-rook",
            PieceKind::King => "common-piece-king",
            PieceKind::ProPawn => "common-piece-tokin",
            PieceKind::ProLance => "common-piece-promoted-lance",
            PieceKind::ProKnight => "common-piece-promoted-knight",
            PieceKind::ProSilver => "common-piece-promoted-silver",
            PieceKind::Horse => "common-piece-horse",
            PieceKind::Dragon => "common-piece-dragon",
        })
    }
}

impl Shown for Square {
    /// "7f" in English, ７六 in Japanese: as each language's players write
    /// squares.
    fn shown(&self) -> String {
        match crate::current() {
            Lang::Ja => square_japanese(*self),
            Lang::En => self.to_string(),
        }
    }
}

impl Shown for IllegalMove {
    /// Why the move is refused, for the player (the `Display` text is
    /// the English one records keep).
    fn shown(&self) -> String {
        self.shown_in(false)
    }
}

impl ShownIn for IllegalMove {
    fn shown_in(&self, handicap: bool) -> String {
        let side = |c: &Color| c.shown_in(handicap);
        match self {
            IllegalMove::NoPiece { from } => t!("common-illegal-no-piece", from = from.shown()),
            IllegalMove::NotYourPiece { from, owner, mover } => t!(
                "common-illegal-not-your-piece",
                from = from.shown(),
                owner = side(owner),
                mover = side(mover)
            ),
            IllegalMove::CannotMoveSo { kind, from, to } => t!(
                "common-illegal-cannot-move-so",
                kind = kind.shown(),
                from = from.shown(),
                to = to.shown()
            ),
            IllegalMove::PathBlocked {
                kind,
                from,
                to,
                blocker,
            } => t!(
                "common-illegal-path-blocked",
                kind = kind.shown(),
                from = from.shown(),
                to = to.shown(),
                blocker = blocker.shown()
            ),
            IllegalMove::OwnPieceOnDestination { to, kind } => t!(
                "common-illegal-own-piece-there",
                to = to.shown(),
                kind = kind.shown()
            ),
            IllegalMove::LeavesKingInCheck { mover, mv } => t!(
                "common-illegal-leaves-king-in-check",
                mover = side(mover),
                mv = mv.to_string()
            ),
            IllegalMove::IgnoresCheck { mover, mv } => t!(
                "common-illegal-ignores-check",
                mover = side(mover),
                mv = mv.to_string()
            ),
            IllegalMove::MustPromote { kind, to } => t!(
                "common-illegal-must-promote",
                kind = kind.shown(),
                to = to.shown()
            ),
            IllegalMove::OutsideZone { from, to } => t!(
                "common-illegal-outside-zone",
                from = from.shown(),
                to = to.shown()
            ),
            IllegalMove::NeverPromotes { kind } => {
                t!("common-illegal-never-promotes", kind = kind.shown())
            }
            IllegalMove::AlreadyPromoted { kind, from } => t!(
                "common-illegal-already-promoted",
                kind = kind.shown(),
                from = from.shown()
            ),
            IllegalMove::NotInHand { mover, kind } => t!(
                "common-illegal-not-in-hand",
                mover = side(mover),
                kind = kind.shown()
            ),
            IllegalMove::DropOnOccupied { to } => {
                t!("common-illegal-drop-on-occupied", to = to.shown())
            }
            IllegalMove::DeadSquare { kind, to } => t!(
                "common-illegal-dead-square",
                kind = kind.shown(),
                to = to.shown()
            ),
            IllegalMove::Nifu { mover, file } => {
                t!("common-illegal-nifu", mover = side(mover), file = *file)
            }
            IllegalMove::Uchifuzume { to } => t!("common-illegal-uchifuzume", to = to.shown()),
        }
    }
}

impl Shown for AfterPlus {
    /// What follows a '+' that cannot be promoted, for the player.
    fn shown(&self) -> String {
        match self {
            AfterPlus::Digit(c) => t!("files-sfen-after-plus-digit", digit = c.to_string()),
            AfterPlus::Plus => t!("files-sfen-after-plus-plus"),
            AfterPlus::Piece { kind, letter } => t!(
                "files-sfen-after-plus-piece",
                kind = kind.shown(),
                letter = letter.to_string()
            ),
            AfterPlus::RankEnd => t!("files-sfen-after-plus-rank-end"),
        }
    }
}

impl Shown for HandProblem {
    /// What is wrong with an SFEN hand, for the player.
    fn shown(&self) -> String {
        match self {
            HandProblem::TooMany(n) => t!("files-sfen-hand-too-many", count = n.to_string()),
            HandProblem::NotHeld(c) => t!("files-sfen-hand-not-held", letter = c.to_string()),
            HandProblem::ZeroCount(c) => t!("files-sfen-hand-zero", letter = c.to_string()),
            HandProblem::CountAtEnd => t!("files-sfen-hand-count-at-end"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Shown;
    use crate::{Lang, in_lang};
    use shogi_core::{Color, IllegalMove, Move, PieceKind, Square};

    /// Every refusal, as the rules core builds them.
    fn all() -> Vec<IllegalMove> {
        let (a, b) = (Square::SQ_7G, Square::SQ_5A);
        let mv = Move::from_usi("7g7f").unwrap_or_else(|e| panic!("{e}"));
        let (kind, mover) = (PieceKind::Pawn, Color::Black);
        vec![
            IllegalMove::NoPiece { from: a },
            IllegalMove::NotYourPiece {
                from: a,
                owner: Color::White,
                mover,
            },
            IllegalMove::CannotMoveSo {
                kind,
                from: a,
                to: b,
            },
            IllegalMove::PathBlocked {
                kind: PieceKind::Rook,
                from: a,
                to: b,
                blocker: Square::SQ_3C,
            },
            IllegalMove::OwnPieceOnDestination { to: b, kind },
            IllegalMove::LeavesKingInCheck { mover, mv },
            IllegalMove::IgnoresCheck { mover, mv },
            IllegalMove::MustPromote { kind, to: b },
            IllegalMove::OutsideZone { from: a, to: b },
            IllegalMove::NeverPromotes {
                kind: PieceKind::Gold,
            },
            IllegalMove::AlreadyPromoted {
                kind: PieceKind::Horse,
                from: a,
            },
            IllegalMove::NotInHand { mover, kind },
            IllegalMove::DropOnOccupied { to: b },
            IllegalMove::DeadSquare {
                kind: PieceKind::Knight,
                to: b,
            },
            IllegalMove::Nifu { mover, file: 5 },
            IllegalMove::Uchifuzume { to: b },
        ]
    }

    #[test]
    fn english_refusals_read_as_the_records_keep_them() {
        for why in all() {
            assert_eq!(in_lang(Lang::En, || why.shown()), why.to_string());
        }
    }

    #[test]
    fn japanese_refusals_name_the_rule_in_japanese() {
        let ja = |why: IllegalMove| in_lang(Lang::Ja, || why.shown());
        let nifu = ja(IllegalMove::Nifu {
            mover: Color::Black,
            file: 5,
        });
        assert_eq!(nifu, "二歩です：先手はすでに5筋に歩があります");
        assert!(
            ja(IllegalMove::Uchifuzume { to: Square::SQ_5B }).starts_with("打ち歩詰め"),
            "uchifuzume"
        );
        for why in all() {
            let text = ja(why.clone());
            assert!(!text.is_ascii(), "{text}");
            assert!(!text.contains("common-"), "{text}");
        }
    }

    #[test]
    fn a_bad_sfen_hand_or_promotion_says_why_in_both_languages() {
        use shogi_core::{FromSfenError, Position, SfenError};
        let syntax = |sfen: &str| match Position::from_sfen(sfen) {
            Err(FromSfenError::Syntax(e)) => e,
            other => panic!("{sfen}: {other:?}"),
        };
        let SfenError::BadHand { why, .. } = syntax("4k4/9/9/9/9/9/9/9/4K4 b 2K 1") else {
            panic!("not a hand error");
        };
        assert_eq!(
            in_lang(Lang::En, || why.shown()),
            "'K' is not a piece that can be held in hand"
        );
        assert_eq!(
            in_lang(Lang::Ja, || why.shown()),
            "'K' は持ち駒にできない駒です"
        );
        let SfenError::BadPromotion { what, .. } = syntax("9/9/9/9/4+k4/9/9/9/9 b - 1") else {
            panic!("not a promotion error");
        };
        assert_eq!(in_lang(Lang::En, || what.shown()), what.to_string());
        assert_eq!(in_lang(Lang::Ja, || what.shown()), "玉 'k'");
        for sfen in [
            "4k4/9/9/9/9/9/9/9/4K4 b 99P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 0P 1",
            "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
            "9/9/9/9/4++P4/9/9/9/9 b - 1",
            "9/9/9/9/4+14/9/9/9/9 b - 1",
            "9/9/9/9/8+/9/9/9/9 b - 1",
        ] {
            let (en, ja) = match syntax(sfen) {
                SfenError::BadHand { why, .. } => (
                    in_lang(Lang::En, || why.shown()),
                    in_lang(Lang::Ja, || why.shown()),
                ),
                SfenError::BadPromotion { what, .. } => (
                    in_lang(Lang::En, || what.shown()),
                    in_lang(Lang::Ja, || what.shown()),
                ),
                other => panic!("{sfen}: {other:?}"),
            };
            // English says what `Display` says; Japanese its own words.
            assert!(
                !en.contains("files-") && !ja.contains("files-"),
                "{en} {ja}"
            );
            assert_ne!(en, ja);
        }
    }
}
