//! Impasse verdicts: what each rule in RULES.md would decide right now,
//! from the raw counts of `Position::impasse_tally`.

use crate::{ByColor, Color, Position, SideTally};

/// Result of a declaration for the declarer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declaration {
    Win,
    /// Only under the 24-point rule (24 to 30 points): an impasse draw.
    Draw,
    Loss,
}

impl Declaration {
    pub const fn name(self) -> &'static str {
        match self {
            Declaration::Win => "win",
            Declaration::Draw => "draw",
            Declaration::Loss => "loss",
        }
    }
}

/// Minimum pieces besides the king in the zone for a declaration.
pub const MIN_PIECES_IN_ZONE: u32 = 10;

/// Conditions (a) to (c) of a declaration; (d), time left, is the clock's
/// business and holds whenever there is no clock.
pub fn may_declare(t: &SideTally) -> bool {
    t.king_in_zone && t.pieces_in_zone >= MIN_PIECES_IN_ZONE && !t.in_check
}

/// 27-point rule: Black, who moved first, needs one point more.
pub fn declare27(c: Color, t: &SideTally) -> Declaration {
    let needed = match c {
        Color::Black => 28,
        Color::White => 27,
    };
    if may_declare(t) && t.zone_points >= needed {
        Declaration::Win
    } else {
        Declaration::Loss
    }
}

/// 24-point rule (JSA 2019): 31 or more wins, 24 to 30 draws.
pub fn declare24(t: &SideTally) -> Declaration {
    match t.zone_points {
        _ if !may_declare(t) => Declaration::Loss,
        31.. => Declaration::Win,
        24..=30 => Declaration::Draw,
        _ => Declaration::Loss,
    }
}

/// A tally that decides a game by who falls short of `threshold` points
/// (all pieces, board and hand). Both short is a draw; neither short is
/// `tie` (a draw for 24 points; White for the 27-point tally, since Black
/// moved first).
fn short_of(threshold: u32, black: u32, white: u32, tie: Option<Color>) -> Option<Color> {
    match (black < threshold, white < threshold) {
        (true, true) => None,
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        (false, false) => tie,
    }
}

/// Everything a player needs to judge an impasse, for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpasseTally {
    pub sides: ByColor<SideTally>,
    pub both_kings_in_zone: bool,
    /// 24-point agreement: the winner, `None` for a draw. It settles a game
    /// only when `both_kings_in_zone`; shown anyway so players can see it coming.
    pub agreement24: Option<Color>,
    /// 27-point amateur tally: the winner, `None` for a draw.
    pub amateur27: Option<Color>,
}

impl ImpasseTally {
    pub fn of(pos: &Position) -> ImpasseTally {
        let black = pos.impasse_tally(Color::Black);
        let white = pos.impasse_tally(Color::White);
        ImpasseTally {
            sides: ByColor::new(black, white),
            both_kings_in_zone: black.king_in_zone && white.king_in_zone,
            agreement24: short_of(24, black.points, white.points, None),
            amateur27: short_of(27, black.points, white.points, Some(Color::White)),
        }
    }

    /// What a declaration by `c` would give under the 27-point rule.
    pub fn declare27(&self, c: Color) -> Declaration {
        declare27(c, self.sides.get(c))
    }

    /// What a declaration by `c` would give under the 24-point rule.
    pub fn declare24(&self, c: Color) -> Declaration {
        declare24(self.sides.get(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(
        zone_points: u32,
        pieces_in_zone: u32,
        king_in_zone: bool,
        in_check: bool,
    ) -> SideTally {
        SideTally {
            points: zone_points,
            zone_points,
            pieces_in_zone,
            king_in_zone,
            in_check,
        }
    }

    #[test]
    fn declare27_thresholds_differ_by_side() {
        let t27 = tally(27, 10, true, false);
        let t28 = tally(28, 10, true, false);
        assert_eq!(declare27(Color::Black, &t27), Declaration::Loss);
        assert_eq!(declare27(Color::Black, &t28), Declaration::Win);
        assert_eq!(declare27(Color::White, &t27), Declaration::Win);
        assert_eq!(
            declare27(Color::White, &tally(26, 10, true, false)),
            Declaration::Loss
        );
    }

    #[test]
    fn each_condition_is_required() {
        for c in Color::ALL {
            assert_eq!(declare27(c, &tally(40, 9, true, false)), Declaration::Loss);
            assert_eq!(
                declare27(c, &tally(40, 10, false, false)),
                Declaration::Loss
            );
            assert_eq!(declare27(c, &tally(40, 10, true, true)), Declaration::Loss);
            assert_eq!(declare27(c, &tally(40, 10, true, false)), Declaration::Win);
        }
        assert_eq!(declare24(&tally(40, 9, true, false)), Declaration::Loss);
        assert_eq!(declare24(&tally(40, 10, true, true)), Declaration::Loss);
    }

    #[test]
    fn declare24_bands() {
        let d = |p| declare24(&tally(p, 12, true, false));
        assert_eq!(d(23), Declaration::Loss);
        assert_eq!(d(24), Declaration::Draw);
        assert_eq!(d(30), Declaration::Draw);
        assert_eq!(d(31), Declaration::Win);
    }

    #[test]
    fn agreement_tallies() {
        assert_eq!(short_of(24, 27, 27, None), None);
        assert_eq!(short_of(24, 23, 31, None), Some(Color::White));
        assert_eq!(short_of(24, 31, 23, None), Some(Color::Black));
        assert_eq!(short_of(27, 27, 27, Some(Color::White)), Some(Color::White));
        assert_eq!(short_of(27, 28, 26, Some(Color::White)), Some(Color::Black));
        assert_eq!(short_of(27, 26, 28, Some(Color::White)), Some(Color::White));
        // Only possible without the full set (a composed position).
        assert_eq!(short_of(27, 10, 10, Some(Color::White)), None);
    }
}
