//! The words for what replaying a record finds (`kifu::load_notes`): the
//! move that could not be played, the end the rules see otherwise, as
//! the review, the load screen and the commands tell it (`files.ftl`).

use super::Said;
use crate::i18n::rules::{Shown, ShownIn};
use crate::i18n::{Lang, current};
use crate::kifu::{EndWord, Finding, IllegalAt, LoadNote, Unplayable};
use crate::shogi::Color;
use crate::t;

impl Said for Unplayable {
    fn said(&self) -> String {
        match self {
            Unplayable::Rule(e) => e.shown(),
            Unplayable::Unreadable {
                text,
                reason,
                notation,
            } => format!(
                "{text}: {}",
                notation
                    .as_ref()
                    .map_or_else(|| reason.clone(), |e| e.shown())
            ),
        }
    }
}

impl Said for IllegalAt {
    fn said(&self) -> String {
        t!(
            "files-load-move",
            number = self.number.to_string(),
            why = self.why.said()
        )
    }
}

impl Said for Finding {
    fn said(&self) -> String {
        match self {
            Finding::OverBefore {
                number,
                outcome,
                handicap,
            } => t!(
                "files-load-over-before",
                number = number.to_string(),
                outcome = outcome.shown_in(*handicap)
            ),
            Finding::IllegalEndedIt => t!("files-load-illegal-ended-it"),
            Finding::FinalCheckmate => t!("files-load-final-checkmate"),
            Finding::RulesFind { outcome, handicap } => t!(
                "files-load-rules-find",
                outcome = outcome.shown_in(*handicap)
            ),
            Finding::NotCheckmated { side, handicap } => {
                t!("files-load-not-checkmated", side = side.shown_in(*handicap))
            }
            Finding::NotFourfold { count } => t!("files-load-not-fourfold", count = *count),
            Finding::NoTry => t!("files-load-no-try"),
            Finding::DeclarationJudged { outcome, handicap } => t!(
                "files-load-declaration-judged",
                outcome = outcome.shown_in(*handicap)
            ),
            // The core's refusal, in the English records keep, as it
            // was told before the notes were values.
            Finding::DeclarationRefused(e) => e.to_string(),
            Finding::DefaultWin => t!("files-load-default-win"),
        }
    }
}

/// The end word a record states, as the player reads it: KIF's word
/// (投了, 詰み) in Japanese, the save format's key in English.
fn end_word_said(word: EndWord, to_move: Color) -> String {
    match current() {
        Lang::Ja => word.kif_or_key(to_move).to_string(),
        Lang::En => word.key().replace('_', " "),
    }
}

impl Said for LoadNote {
    fn said(&self) -> String {
        match self {
            LoadNote::Read(note) => note.said(),
            LoadNote::GameEndsThere(illegal) => {
                t!("files-load-game-ends-there", why = illegal.said())
            }
            LoadNote::Found(finding) => finding.said(),
            LoadNote::EndsBut { end, to_move, why } => t!(
                "files-load-record-ends-but",
                end = end_word_said(*end, *to_move),
                why = why.said()
            ),
        }
    }
}

/// Every note of a loaded record, said: what the screens and commands
/// list.
pub fn notes_said(notes: &[LoadNote]) -> Vec<String> {
    notes.iter().map(Said::said).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{EndReason, Outcome};
    use crate::i18n::in_lang;
    use crate::shogi::IllegalMove;

    fn mate_claim() -> LoadNote {
        LoadNote::EndsBut {
            end: EndWord::Checkmate,
            to_move: Color::White,
            why: Finding::NotCheckmated {
                side: Color::White,
                handicap: false,
            },
        }
    }

    #[test]
    fn a_note_on_a_record_s_end_is_said_in_the_language_chosen() {
        let note = mate_claim();
        assert_eq!(
            in_lang(Lang::En, || note.said()),
            "the record ends with 'checkmate', but White is not checkmated"
        );
        // KIF's word for the end, and the side as Japanese names it.
        assert_eq!(
            in_lang(Lang::Ja, || note.said()),
            "棋譜は「詰み」で終わっていますが、後手は詰んでいません"
        );
        // The value's own words stay English whatever the language.
        assert_eq!(in_lang(Lang::Ja, || note.to_string()), note.to_string());
    }

    #[test]
    fn an_unplayable_move_is_said_with_its_number_and_fault() {
        let note = LoadNote::GameEndsThere(IllegalAt {
            number: 9,
            why: Unplayable::Rule(IllegalMove::Nifu {
                mover: Color::Black,
                file: 5,
            }),
        });
        let en = in_lang(Lang::En, || note.said());
        assert_eq!(
            en,
            "move 9: nifu: Black already has an unpromoted pawn on file 5; the game ends there"
        );
        assert_eq!(note.to_string(), en);
        let ja = in_lang(Lang::Ja, || note.said());
        assert!(ja.starts_with("9手目："), "{ja}");
        assert!(ja.ends_with("。対局はそこで終わります"), "{ja}");
        assert!(!ja.contains("nifu"), "{ja}");
    }

    #[test]
    fn what_the_rules_find_carries_its_outcome_and_count() {
        let over = Finding::OverBefore {
            number: 12,
            outcome: Outcome {
                winner: Some(Color::Black),
                reason: EndReason::Checkmate,
                moves: 11,
            },
            handicap: true,
        };
        let ja = in_lang(Lang::Ja, || over.said());
        assert!(
            ja.starts_with("12手目の前に対局は終わっていました（"),
            "{ja}"
        );
        // A handicap game's Black is 下手 in Japanese.
        assert!(ja.contains("下手"), "{ja}");
        assert_eq!(
            in_lang(Lang::En, || over.said()),
            "the game was over before move 12 (Black wins by checkmate); the record goes on"
        );
        let fourfold = Finding::NotFourfold { count: 3 };
        assert_eq!(
            in_lang(Lang::Ja, || fourfold.said()),
            "最終局面は3回目で、4回ではありません"
        );
        assert_eq!(in_lang(Lang::En, || fourfold.said()), fourfold.to_string());
    }
}
