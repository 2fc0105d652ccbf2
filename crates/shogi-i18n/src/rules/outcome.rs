//! How a game ended, and why the controller refuses a move, a declaration
//! or an undo, in the player's words. The core's `Display` texts stay the
//! English that records keep; the tests here hold the two together.

use super::{Shown, ShownIn};
use crate::t;
use shogi_core::Color;
use shogi_core::game::{Declaration, EndReason, RuleSet};
use shogi_core::game::{DeclareError, GameOver, MissingKings, NothingToUndo, Outcome, PlayError};

impl ShownIn for Outcome {
    /// The short result for a player, in the language of the moment
    /// ("Black wins by checkmate", 先手の勝ち（詰み）). `text` stays
    /// English: records and `--json` keep it.
    fn shown_in(&self, handicap: bool) -> String {
        let side = |c: Color| c.shown_in(handicap);
        let win = |w: Color| side(w);
        let lose = |w: Color| side(w.opponent());
        match (&self.reason, self.winner) {
            (EndReason::Checkmate, Some(w)) => t!("game-outcome-checkmate", winner = win(w)),
            (EndReason::NoLegalMoves, Some(w)) => t!(
                "game-outcome-no-legal-moves",
                winner = win(w),
                loser = lose(w)
            ),
            (EndReason::Resignation, Some(w)) => t!("game-outcome-resignation", winner = win(w)),
            (EndReason::PerpetualCheck { checker: Some(c) }, _) => t!(
                "game-outcome-perpetual-check",
                winner = side(c.opponent()),
                checker = side(*c)
            ),
            (EndReason::PerpetualCheck { checker: None }, _) => {
                t!("game-outcome-perpetual-check-both")
            }
            (
                EndReason::ImpasseDeclaration {
                    declarer, result, ..
                },
                _,
            ) => {
                let declarer_name = side(*declarer);
                match result {
                    Declaration::Win => {
                        t!("game-outcome-declaration-win", declarer = declarer_name)
                    }
                    Declaration::Draw => {
                        t!("game-outcome-declaration-draw", declarer = declarer_name)
                    }
                    Declaration::Loss => t!(
                        "game-outcome-declaration-loss",
                        winner = side(declarer.opponent()),
                        declarer = declarer_name
                    ),
                }
            }
            (EndReason::Try, Some(w)) => t!("game-outcome-try", winner = win(w)),
            (EndReason::MoveLimit { limit }, _) => {
                t!("game-outcome-move-limit", limit = *limit)
            }
            (EndReason::IllegalMove { attempted }, Some(w)) => match attempted {
                Some((mv, why)) => t!(
                    "game-outcome-illegal-move",
                    winner = win(w),
                    loser = lose(w),
                    mv = mv.to_string(),
                    why = why.shown_in(handicap)
                ),
                None => t!("game-outcome-illegal", winner = win(w), loser = lose(w)),
            },
            // Said of the loser, as a clock says it: the flag is theirs.
            (EndReason::Timeout, Some(w)) => t!("game-outcome-timeout", loser = lose(w)),
            (EndReason::Sennichite, _) => t!("game-outcome-sennichite"),
            (EndReason::Interrupted, _) => t!("game-outcome-interrupted"),
            (EndReason::Impasse, _) => t!("game-outcome-impasse"),
            (EndReason::Draw, _) => t!("game-outcome-draw"),
            (EndReason::NoMate, _) => t!("game-outcome-no-mate"),
            (EndReason::Sealed, _) => t!("game-outcome-sealed"),
            (reason, None) => t!("game-outcome-unknown", reason = reason.code()),
        }
    }
}

/// The outcome's short result with the length of the game, where the
/// language says it there (Japanese leaves it to the KIF end line beside
/// it).
pub fn outcome_sentence(outcome: &Outcome, handicap: bool) -> String {
    t!(
        "game-outcome-sentence",
        result = outcome.shown_in(handicap),
        count = outcome.moves
    )
}

impl ShownIn for GameOver {
    /// The refusal for a player once the game has ended.
    fn shown_in(&self, handicap: bool) -> String {
        t!("game-over-refusal", result = self.0.shown_in(handicap))
    }
}

impl ShownIn for PlayError {
    fn shown_in(&self, handicap: bool) -> String {
        match self {
            PlayError::Illegal(why) => why.shown_in(handicap),
            PlayError::Over(over) => over.shown_in(handicap),
        }
    }
}

impl ShownIn for DeclareError {
    fn shown_in(&self, handicap: bool) -> String {
        match self {
            DeclareError::Over(over) => over.shown_in(handicap),
            DeclareError::NotAvailable(RuleSet::Try) => t!("game-declare-refused-try"),
            DeclareError::NotAvailable(_) => t!("game-declare-refused-no-rule"),
        }
    }
}

impl Shown for NothingToUndo {
    fn shown(&self) -> String {
        t!("game-nothing-to-undo")
    }
}

impl Shown for MissingKings {
    /// Why no game can be played from a position without both kings.
    fn shown(&self) -> String {
        let sides = match self {
            MissingKings::Both => t!("game-both-sides"),
            MissingKings::Black => format!("☗ {}", Color::Black.shown()),
            MissingKings::White => format!("☖ {}", Color::White.shown()),
        };
        t!("game-needs-both-kings", sides = sides)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::Move;
    use shogi_core::game::{Declaration, EndReason};

    fn o(winner: Option<Color>, reason: EndReason, moves: usize) -> Outcome {
        Outcome::new(winner, reason, moves)
    }
    /// One outcome of every reason, as the controller and the readers
    /// build them.
    fn every_reason() -> Vec<Outcome> {
        let (b, w) = (Some(Color::Black), Some(Color::White));
        let declared = |result| EndReason::ImpasseDeclaration {
            declarer: Color::Black,
            rules: RuleSet::Declare24,
            points: 27,
            result,
        };
        let nifu = shogi_core::IllegalMove::Nifu {
            mover: Color::White,
            file: 5,
        };
        let mv = Move::from_usi("P*5e").unwrap_or_else(|e| panic!("{e}"));
        vec![
            o(b, EndReason::Checkmate, 63),
            o(w, EndReason::NoLegalMoves, 40),
            o(w, EndReason::Resignation, 1),
            o(None, EndReason::Sennichite, 80),
            o(
                w,
                EndReason::PerpetualCheck {
                    checker: Some(Color::Black),
                },
                30,
            ),
            o(None, EndReason::PerpetualCheck { checker: None }, 30),
            o(b, declared(Declaration::Win), 200),
            o(None, declared(Declaration::Draw), 200),
            o(w, declared(Declaration::Loss), 200),
            o(b, EndReason::Try, 90),
            o(None, EndReason::MoveLimit { limit: 500 }, 500),
            o(
                b,
                EndReason::IllegalMove {
                    attempted: Some((mv, nifu)),
                },
                12,
            ),
            o(b, EndReason::IllegalMove { attempted: None }, 12),
            o(w, EndReason::Timeout, 50),
            o(None, EndReason::Interrupted, 7),
            o(None, EndReason::Impasse, 230),
            o(None, EndReason::Draw, 90),
            o(None, EndReason::NoMate, 0),
            o(None, EndReason::Sealed, 52),
            o(None, EndReason::Checkmate, 3),
        ]
    }

    #[test]
    fn shown_in_english_the_result_reads_as_the_records_keep_it() {
        use crate::{Lang, in_lang};
        for outcome in every_reason() {
            in_lang(Lang::En, || {
                for handicap in [false, true] {
                    assert_eq!(outcome.shown_in(handicap), outcome.text());
                    assert_eq!(outcome_sentence(&outcome, handicap), outcome.sentence());
                }
            });
        }
    }

    #[test]
    fn shown_in_japanese_the_result_uses_the_players_words() {
        use crate::{Lang, in_lang};
        let ja: Vec<String> = in_lang(Lang::Ja, || {
            every_reason().iter().map(|o| o.shown_in(false)).collect()
        });
        for (text, want) in ja.iter().zip([
            "先手の勝ち（詰み）",
            "後手の勝ち：先手に指せる手がありません",
            "後手の勝ち（投了）",
            "千日手（引き分け）",
            "後手の勝ち：先手の連続王手の千日手（反則）",
            "引き分け：双方の連続王手の千日手",
            "先手の勝ち（入玉宣言）",
            "持将棋（入玉宣言）：先手は24〜30点",
            "後手の勝ち：先手の入玉宣言は不成立",
            "先手の勝ち（トライ）",
            "持将棋：500手の手数制限に達しました",
            "先手の勝ち：後手の反則手 P*5e（二歩です：後手はすでに5筋に歩があります）",
            "先手の勝ち：後手の反則",
            "先手の時間切れ負け",
            "対局中断",
            "持将棋（引き分け）",
            "引き分け",
            "不詰：この問題に詰みはありません",
            "封じ手で指し掛け：勝敗はまだありません",
            "終局（checkmate）",
        ]) {
            assert_eq!(text, want);
        }
        let refusal = in_lang(Lang::Ja, || {
            GameOver(o(Some(Color::White), EndReason::Resignation, 9)).shown_in(false)
        });
        assert_eq!(refusal, "対局は終わっています：後手の勝ち（投了）");
    }

    #[test]
    fn in_a_handicap_game_japanese_names_the_sides_uwate_and_shitate() {
        use crate::{Lang, in_lang};
        let ja = |o: &Outcome| in_lang(Lang::Ja, || o.shown_in(true));
        let resigned = o(Some(Color::White), EndReason::Resignation, 9);
        assert_eq!(ja(&resigned), "上手の勝ち（投了）");
        let flagged = o(Some(Color::White), EndReason::Timeout, 20);
        assert_eq!(ja(&flagged), "下手の時間切れ負け");
        let nifu = every_reason()
            .into_iter()
            .find(|o| matches!(o.reason, EndReason::IllegalMove { attempted: Some(_) }))
            .unwrap_or_else(|| panic!("an illegal move among the reasons"));
        assert_eq!(
            ja(&nifu),
            "下手の勝ち：上手の反則手 P*5e（二歩です：上手はすでに5筋に歩があります）"
        );
        let refusal = in_lang(Lang::Ja, || GameOver(resigned.clone()).shown_in(true));
        assert_eq!(refusal, "対局は終わっています：上手の勝ち（投了）");
    }
}
