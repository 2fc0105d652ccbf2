//! How a game ended: the winner (or none) and the reason, told in English
//! and as the KIF end line.

use super::impasse::Declaration;
use super::rules::RuleSet;
use crate::shogi::{Color, IllegalMove, Move};
use crate::t;
use std::fmt;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The side to move is in check with no legal move.
    Checkmate,
    /// The side to move is not in check but has no legal move: it loses.
    NoLegalMoves,
    Resignation,
    /// The same position for the 4th time without perpetual check.
    Sennichite,
    /// The 4th occurrence of a position where `checker` gave check with
    /// every move since the first occurrence. `None`: both sides did (a draw).
    PerpetualCheck {
        checker: Option<Color>,
    },
    ImpasseDeclaration {
        declarer: Color,
        rules: RuleSet,
        /// The declarer's zone-and-hand points.
        points: u32,
        result: Declaration,
    },
    /// Under the try rule, a king reached the enemy king's start square.
    Try,
    /// The move limit was reached (an impasse draw).
    MoveLimit {
        limit: u32,
    },
    /// A loaded record contained an illegal move (or said one was played);
    /// the player to move made it and loses.
    IllegalMove {
        attempted: Option<(Move, IllegalMove)>,
    },
    Timeout,
    /// A record that stops without a result.
    Interrupted,
    /// A record that says the game was drawn by impasse (持将棋,
    /// `%JISHOGI`) without a declaration or a move limit behind it.
    Impasse,
    /// A record that says the game was drawn, and no more (`%HIKIWAKE`).
    Draw,
    /// A mate problem's record saying there is no mate (不詰, `%FUZUMI`):
    /// a verdict on a problem, which names no winner and is no draw.
    NoMate,
    /// A record that stops at a sealed move (封じ手): the game was
    /// adjourned overnight, to be resumed; no winner and no draw.
    Sealed,
}

impl EndReason {
    /// The machine name used by `inspect --json` and saved games.
    pub const fn code(&self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMoves => "no_legal_moves",
            EndReason::Resignation => "resignation",
            EndReason::Sennichite => "sennichite",
            EndReason::PerpetualCheck { .. } => "perpetual_check",
            EndReason::ImpasseDeclaration { .. } => "impasse_declaration",
            EndReason::Try => "try",
            EndReason::MoveLimit { .. } => "move_limit",
            EndReason::IllegalMove { .. } => "illegal_move",
            EndReason::Timeout => "timeout",
            EndReason::Interrupted => "interrupted",
            EndReason::Impasse => "impasse",
            EndReason::Draw => "draw",
            EndReason::NoMate => "no_mate",
            EndReason::Sealed => "sealed",
        }
    }
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: a draw, or no result (interrupted).
    pub winner: Option<Color>,
    pub reason: EndReason,
    /// Moves played in the game when it ended.
    pub moves: usize,
}

impl Outcome {
    pub fn new(winner: Option<Color>, reason: EndReason, moves: usize) -> Outcome {
        Outcome {
            winner,
            reason,
            moves,
        }
    }

    pub fn is_draw(&self) -> bool {
        self.winner.is_none()
            && !matches!(
                self.reason,
                EndReason::Interrupted | EndReason::NoMate | EndReason::Sealed
            )
    }

    /// The short English result, e.g. "Black wins by checkmate".
    pub fn text(&self) -> String {
        let win = |w: Color| w.name();
        let lose = |w: Color| w.opponent().name();
        match (&self.reason, self.winner) {
            (EndReason::Checkmate, Some(w)) => format!("{} wins by checkmate", win(w)),
            (EndReason::NoLegalMoves, Some(w)) => {
                format!("{} wins: {} has no legal move", win(w), lose(w))
            }
            (EndReason::Resignation, Some(w)) => format!("{} wins by resignation", win(w)),
            (EndReason::PerpetualCheck { checker: Some(c) }, _) => format!(
                "{} wins: {} gave perpetual check, which is forbidden",
                c.opponent().name(),
                c.name()
            ),
            (EndReason::PerpetualCheck { checker: None }, _) => {
                "Draw by repetition: both sides checked throughout".to_string()
            }
            (
                EndReason::ImpasseDeclaration {
                    declarer, result, ..
                },
                _,
            ) => match result {
                Declaration::Win => format!("{} wins by impasse declaration", declarer.name()),
                Declaration::Draw => format!(
                    "Draw by impasse declaration: {} has 24 to 30 points",
                    declarer.name()
                ),
                Declaration::Loss => format!(
                    "{} wins: {}'s impasse declaration failed",
                    declarer.opponent().name(),
                    declarer.name()
                ),
            },
            (EndReason::Try, Some(w)) => format!("{} wins by try", win(w)),
            (EndReason::MoveLimit { limit }, _) => {
                format!("Draw by impasse: the {limit}-move limit was reached")
            }
            (EndReason::IllegalMove { attempted }, Some(w)) => match attempted {
                Some((mv, why)) => format!(
                    "{} wins: {} played the illegal move {mv} ({why})",
                    win(w),
                    lose(w)
                ),
                None => format!("{} wins: {} played an illegal move", win(w), lose(w)),
            },
            // Said of the loser, as a clock says it: the flag is theirs.
            (EndReason::Timeout, Some(w)) => format!("{} loses on time", lose(w)),
            (EndReason::Sennichite, _) => "Draw by repetition (sennichite)".to_string(),
            (EndReason::Interrupted, _) => "Game interrupted".to_string(),
            (EndReason::Impasse, _) => "Draw by impasse (jishogi)".to_string(),
            (EndReason::Draw, _) => "Draw".to_string(),
            (EndReason::NoMate, _) => "No mate: the problem has no solution".to_string(),
            (EndReason::Sealed, _) => "Adjourned with a sealed move".to_string(),
            // A win reason without a winner cannot be built by the
            // controller; say what is known rather than fail.
            (reason, None) => format!("Game over ({})", reason.code()),
        }
    }

    /// The English sentence with the length of the game:
    /// "Black wins by checkmate after 63 moves".
    pub fn sentence(&self) -> String {
        let unit = if self.moves == 1 { "move" } else { "moves" };
        format!("{} after {} {unit}", self.text(), self.moves)
    }
}

impl Outcome {
    /// The short result for a player, in the language of the moment
    /// ("Black wins by checkmate", 先手の勝ち（詰み）). `text` stays
    /// English: records and `--json` keep it.
    /// In a handicap game (`handicap`) the sides are named as its players
    /// call them (上手/下手).
    pub fn shown_text(&self, handicap: bool) -> String {
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

    /// `shown_text` with the length of the game, where the language says
    /// it there (Japanese leaves it to the KIF end line beside it).
    pub fn shown_sentence(&self, handicap: bool) -> String {
        t!(
            "game-outcome-sentence",
            result = self.shown_text(handicap),
            count = self.moves
        )
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence())
    }
}

/// Refusal of any action once the game has ended.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the game is over: {}", .0.text())]
pub struct GameOver(pub Outcome);

impl GameOver {
    /// The refusal for a player, in the language of the moment, the
    /// sides named as a handicap game names them when `handicap`.
    pub fn shown(&self, handicap: bool) -> String {
        t!("game-over-refusal", result = self.0.shown_text(handicap))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(winner: Option<Color>, reason: EndReason, moves: usize) -> Outcome {
        Outcome::new(winner, reason, moves)
    }

    #[test]
    fn checkmate_texts() {
        let m = o(Some(Color::Black), EndReason::Checkmate, 63);
        assert_eq!(m.text(), "Black wins by checkmate");
        assert_eq!(m.sentence(), "Black wins by checkmate after 63 moves");
        let w = o(Some(Color::White), EndReason::Resignation, 1);
        assert_eq!(w.sentence(), "White wins by resignation after 1 move");
    }

    #[test]
    fn failed_declaration_text() {
        let decl = |result| EndReason::ImpasseDeclaration {
            declarer: Color::White,
            rules: RuleSet::Declare24,
            points: 27,
            result,
        };
        assert_eq!(
            o(Some(Color::Black), decl(Declaration::Loss), 40).text(),
            "Black wins: White's impasse declaration failed"
        );
    }

    #[test]
    fn perpetual_check_text() {
        let p = o(
            Some(Color::White),
            EndReason::PerpetualCheck {
                checker: Some(Color::Black),
            },
            12,
        );
        assert_eq!(
            p.text(),
            "White wins: Black gave perpetual check, which is forbidden"
        );
        let both = o(None, EndReason::PerpetualCheck { checker: None }, 16);
        assert!(both.is_draw());
    }

    #[test]
    fn recorded_draws_and_no_mate() {
        let jishogi = o(None, EndReason::Impasse, 230);
        assert!(jishogi.is_draw());
        assert_eq!(jishogi.text(), "Draw by impasse (jishogi)");
        assert!(o(None, EndReason::Draw, 90).is_draw());
        // A problem without mate is no game drawn.
        assert!(!o(None, EndReason::NoMate, 0).is_draw());
        assert!(!o(None, EndReason::Sealed, 52).is_draw());
    }

    #[test]
    fn interruption_and_game_over_texts() {
        let cut = o(None, EndReason::Interrupted, 7);
        assert!(!cut.is_draw());
        assert_eq!(cut.sentence(), "Game interrupted after 7 moves");
        assert_eq!(
            GameOver(o(Some(Color::White), EndReason::Try, 90)).to_string(),
            "the game is over: White wins by try"
        );
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
        let nifu = crate::shogi::IllegalMove::Nifu {
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
        use crate::i18n::{Lang, in_lang};
        for outcome in every_reason() {
            in_lang(Lang::En, || {
                for handicap in [false, true] {
                    assert_eq!(outcome.shown_text(handicap), outcome.text());
                    assert_eq!(outcome.shown_sentence(handicap), outcome.sentence());
                }
            });
        }
    }

    #[test]
    fn shown_in_japanese_the_result_uses_the_players_words() {
        use crate::i18n::{Lang, in_lang};
        let ja: Vec<String> = in_lang(Lang::Ja, || {
            every_reason().iter().map(|o| o.shown_text(false)).collect()
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
            GameOver(o(Some(Color::White), EndReason::Resignation, 9)).shown(false)
        });
        assert_eq!(refusal, "対局は終わっています：後手の勝ち（投了）");
    }

    #[test]
    fn in_a_handicap_game_japanese_names_the_sides_uwate_and_shitate() {
        use crate::i18n::{Lang, in_lang};
        let ja = |o: &Outcome| in_lang(Lang::Ja, || o.shown_text(true));
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
        let refusal = in_lang(Lang::Ja, || GameOver(resigned.clone()).shown(true));
        assert_eq!(refusal, "対局は終わっています：上手の勝ち（投了）");
    }
}
