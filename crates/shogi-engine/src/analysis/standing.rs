//! The standing of a game (形勢) in the words players use for an engine's
//! score: 互角 (equal), やや有利 (slightly better), 有利 (better), 優勢
//! (much better), 勝勢 (winning), with the side it favours. One judgement,
//! said the same way by review, research, hints and `analyse` (the app
//! words it, in `words::engine`).
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
use shogi_records::evaluation::EvalScore;

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
}
