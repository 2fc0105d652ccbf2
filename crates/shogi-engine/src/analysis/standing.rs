//! The standing of a game (形勢) in the words players use for an engine's
//! score: 互角 (equal), やや有利 (slightly better), 有利 (better), 優勢
//! (much better), 勝勢 (winning), with the side it favours. One judgement,
//! said the same way by review, research, hints and `analyse`.
//!
//! # The thresholds
//! A score below 200 centipawns either way is 互角, from 200 on
//! やや有利, from 400 有利, from 600 優勢, from 1500 勝勢. These are the
//! steps ShogiHome (sunfish-shogi/shogihome, `getSituationText`) writes
//! into its analysed records (互角, 有望, 有利, 優勢, 勝勢 at ±200, 400,
//! 600, 1500); its 有望 ("promising") is said やや有利 here, the word
//! players use for a small edge. On this program's curve (see `marks`:
//! 600 centipawns to the e-fold, the scale ShogiHome uses too) the steps
//! are winning chances of 58%, 66%, 73% and 92%: below 58% a game is open
//! (lishogi, whose curve is flatter, draws its evaluation bar as even
//! about as far), and from 92% one side has only to finish. A start
//! position reads +30 to +100 to engines: that is 互角, as every player
//! says, not an advantage for Black.
//!
//! A forced mate is 勝勢 for the side that mates; screens say the mate
//! itself where they have room.

use shogi_core::Color;
use shogi_i18n::rules::ShownIn;
use shogi_i18n::t;
use shogi_records::evaluation::{EvalScore, Evaluation};

/// From this many centipawns a side is slightly better (やや有利).
pub const SLIGHT_CP: i32 = 200;
/// From this many, better (有利).
pub const BETTER_CP: i32 = 400;
/// From this many, much better (優勢).
pub const MUCH_BETTER_CP: i32 = 600;
/// From this many, winning (勝勢).
pub const WINNING_CP: i32 = 1500;

/// How far ahead a side is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lead {
    /// やや有利.
    Slight,
    /// 有利.
    Better,
    /// 優勢.
    MuchBetter,
    /// 勝勢.
    Winning,
}

/// Who stands better, and how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// 互角.
    Even,
    Ahead(Color, Lead),
}

impl Standing {
    /// The standing a score (Black's point of view) says.
    pub fn of(score: EvalScore) -> Standing {
        let cp = match score {
            EvalScore::Cp(cp) => cp,
            EvalScore::Mate(n) if n >= 0 => return Standing::Ahead(Color::Black, Lead::Winning),
            EvalScore::Mate(_) => return Standing::Ahead(Color::White, Lead::Winning),
        };
        let side = if cp > 0 { Color::Black } else { Color::White };
        let lead = match cp.unsigned_abs() {
            n if n >= WINNING_CP.unsigned_abs() => Lead::Winning,
            n if n >= MUCH_BETTER_CP.unsigned_abs() => Lead::MuchBetter,
            n if n >= BETTER_CP.unsigned_abs() => Lead::Better,
            n if n >= SLIGHT_CP.unsigned_abs() => Lead::Slight,
            _ => return Standing::Even,
        };
        Standing::Ahead(side, lead)
    }

    /// In words: "equal", "Black slightly better", 先手優勢; the sides as
    /// a handicap game's players call them when `handicap`.
    pub fn shown_in(self, handicap: bool) -> String {
        let Standing::Ahead(side, lead) = self else {
            return t!("common-standing-even");
        };
        let side = side.shown_in(handicap);
        match lead {
            Lead::Slight => t!("common-standing-slight", side = side),
            Lead::Better => t!("common-standing-better", side = side),
            Lead::MuchBetter => t!("common-standing-much-better", side = side),
            Lead::Winning => t!("common-standing-winning", side = side),
        }
    }
}

/// A score for a reader: `+47 (equal)`, `-650 (White much better)`,
/// `Black mates in 5` (Japanese `+47（互角）`, `先手の5手詰`).
pub fn score_in_words(score: EvalScore, handicap: bool) -> String {
    match score {
        EvalScore::Cp(n) => t!(
            "common-score",
            score = if n > 0 {
                format!("+{n}")
            } else {
                n.to_string()
            },
            standing = Standing::of(score).shown_in(handicap)
        ),
        EvalScore::Mate(n) => {
            let side = if n >= 0 { Color::Black } else { Color::White };
            t!(
                "common-score-mate",
                side = side.shown_in(handicap),
                moves = n.unsigned_abs()
            )
        }
    }
}

/// An evaluation's score in words, as `score_in_words` says it, except a
/// mate whose length is only its line's (`Evaluation::line_only`): that
/// is not said "mates in N", which a player reads as the true length.
pub fn eval_in_words(eval: &Evaluation, handicap: bool) -> String {
    match eval.score {
        EvalScore::Mate(n) if eval.line_only => {
            let side = if n >= 0 { Color::Black } else { Color::White };
            t!(
                "common-score-mate-line",
                side = side.shown_in(handicap),
                moves = n.unsigned_abs()
            )
        }
        score => score_in_words(score, handicap),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use EvalScore::{Cp, Mate};

    fn ahead(side: Color, lead: Lead) -> Standing {
        Standing::Ahead(side, lead)
    }

    #[test]
    fn each_step_starts_at_its_threshold_for_either_side() {
        use Color::{Black, White};
        let steps = [
            (0, Standing::Even),
            (SLIGHT_CP - 1, Standing::Even),
            (SLIGHT_CP, ahead(Black, Lead::Slight)),
            (BETTER_CP - 1, ahead(Black, Lead::Slight)),
            (BETTER_CP, ahead(Black, Lead::Better)),
            (MUCH_BETTER_CP - 1, ahead(Black, Lead::Better)),
            (MUCH_BETTER_CP, ahead(Black, Lead::MuchBetter)),
            (WINNING_CP - 1, ahead(Black, Lead::MuchBetter)),
            (WINNING_CP, ahead(Black, Lead::Winning)),
            (i32::MAX, ahead(Black, Lead::Winning)),
        ];
        for (cp, standing) in steps {
            assert_eq!(Standing::of(Cp(cp)), standing, "+{cp}");
            let mirrored = match standing {
                Standing::Ahead(_, lead) => ahead(White, lead),
                even => even,
            };
            assert_eq!(Standing::of(Cp(-cp)), mirrored, "-{cp}");
        }
        assert_eq!(
            Standing::of(Cp(i32::MIN)),
            ahead(White, Lead::Winning),
            "no overflow at the far end"
        );
    }

    #[test]
    fn the_thresholds_are_the_winning_chances_the_module_names() {
        let chance = |cp| crate::analysis::winning_chance(Cp(cp), Color::Black) * 100.0;
        for (cp, percent) in [
            (SLIGHT_CP, 58.0),
            (BETTER_CP, 66.0),
            (MUCH_BETTER_CP, 73.0),
            (WINNING_CP, 92.0),
        ] {
            assert!((chance(cp) - percent).abs() < 0.6, "{cp}: {}", chance(cp));
        }
    }

    #[test]
    fn a_mate_is_winning_for_the_side_that_mates() {
        assert_eq!(Standing::of(Mate(3)), ahead(Color::Black, Lead::Winning));
        assert_eq!(Standing::of(Mate(-1)), ahead(Color::White, Lead::Winning));
    }

    #[test]
    fn the_words_name_the_side_as_the_game_s_players_do() {
        use shogi_i18n::{Lang, in_lang};
        let words = |score, handicap| score_in_words(score, handicap);
        in_lang(Lang::En, || {
            assert_eq!(words(Cp(47), false), "+47 (equal)");
            assert_eq!(words(Cp(0), false), "0 (equal)");
            assert_eq!(words(Cp(-250), false), "-250 (White slightly better)");
            assert_eq!(words(Cp(450), false), "+450 (Black better)");
            assert_eq!(words(Cp(-700), true), "-700 (White much better)");
            assert_eq!(words(Cp(1500), false), "+1500 (Black winning)");
            assert_eq!(words(Mate(-3), false), "White mates in 3");
        });
        in_lang(Lang::Ja, || {
            assert_eq!(words(Cp(19), false), "+19（互角）");
            assert_eq!(words(Cp(-250), false), "-250（後手やや有利）");
            assert_eq!(words(Cp(450), false), "+450（先手有利）");
            assert_eq!(words(Cp(-700), true), "-700（上手優勢）");
            assert_eq!(words(Cp(2000), true), "+2000（下手勝勢）");
            assert_eq!(words(Mate(5), false), "先手の5手詰");
        });
    }

    #[test]
    fn a_mate_only_as_long_as_its_line_is_not_said_mates_in_n() {
        use shogi_i18n::{Lang, in_lang};
        let eval = |score, line_only| Evaluation {
            score,
            pv: Vec::new(),
            line_only,
        };
        in_lang(Lang::En, || {
            assert_eq!(
                eval_in_words(&eval(Mate(-45), false), false),
                "White mates in 45"
            );
            assert_eq!(
                eval_in_words(&eval(Mate(-45), true), false),
                "White mates (a line of 45 plies, not proven shortest or longest)"
            );
            assert_eq!(eval_in_words(&eval(Cp(47), true), false), "+47 (equal)");
        });
        in_lang(Lang::Ja, || {
            assert_eq!(
                eval_in_words(&eval(Mate(45), true), false),
                "先手の詰み（45手の手順。最短・最長は未証明）"
            );
        });
    }
}
