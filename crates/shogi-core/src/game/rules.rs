//! The settings a game is played under: how impasse is settled and where
//! the move limit lies. Chosen once per game; the names are the ones the
//! command line and saved games use.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// How an impasse (entering kings) is settled. RULES.md, "Impasse".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RuleSet {
    /// 27-point declaration (JSA amateur, 81Dojo, CSA): win or loss.
    #[default]
    Declare27,
    /// 24-point declaration (JSA professional, 2019): win, draw or loss.
    Declare24,
    /// The king reaching the enemy king's start square wins; no declaration.
    Try,
    /// No declaration at all.
    None,
}

impl RuleSet {
    pub const ALL: [RuleSet; 4] = [
        RuleSet::Declare27,
        RuleSet::Declare24,
        RuleSet::Try,
        RuleSet::None,
    ];

    /// The command-line and save-file name.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Declare27 => "declare27",
            RuleSet::Declare24 => "declare24",
            RuleSet::Try => "try",
            RuleSet::None => "none",
        }
    }

    pub const fn allows_declaration(self) -> bool {
        matches!(self, RuleSet::Declare27 | RuleSet::Declare24)
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown rule set '{name}': expected declare27, declare24, try or none")]
pub struct UnknownRuleSet {
    pub name: String,
}

impl FromStr for RuleSet {
    type Err = UnknownRuleSet;

    fn from_str(s: &str) -> Result<RuleSet, UnknownRuleSet> {
        let wanted = s.trim().to_ascii_lowercase();
        RuleSet::ALL
            .into_iter()
            .find(|r| r.name() == wanted)
            .ok_or_else(|| UnknownRuleSet {
                name: s.to_string(),
            })
    }
}

/// JSA 2019: a game that reaches 500 plies is an impasse draw, unless a run
/// of consecutive checks is still going on at that moment.
pub const DEFAULT_MOVE_LIMIT: u32 = 500;

/// When a long game ends as a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveLimit {
    /// The game is drawn once this many moves (plies) have been played and
    /// the side that played the limit move is not continuing a run of checks.
    Plies(u32),
    Off,
}

impl Default for MoveLimit {
    fn default() -> MoveLimit {
        MoveLimit::Plies(DEFAULT_MOVE_LIMIT)
    }
}

impl MoveLimit {
    /// Whether the move that made the game `played` plies long ends it.
    ///
    /// JSA 2019: the game ends with the limit move unless that move gave
    /// check; then play goes on while checks keep coming, and ends at the
    /// first point where neither of the last two moves was check. Counting
    /// both sides' moves lets a counter-check (an evasion that gives check)
    /// start a run of its own, as the JSA rule allows.
    pub fn reached(self, played: usize, gave_check: bool, previous_gave_check: bool) -> bool {
        match self {
            MoveLimit::Off => false,
            MoveLimit::Plies(limit) => {
                let limit = limit as usize;
                played >= limit && !gave_check && (played == limit || !previous_gave_check)
            }
        }
    }
}

impl fmt::Display for MoveLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveLimit::Plies(n) => write!(f, "{n}"),
            MoveLimit::Off => f.write_str("off"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("bad move limit '{text}': expected a number of moves (1 or more) or 'off'")]
pub struct BadMoveLimit {
    pub text: String,
}

impl FromStr for MoveLimit {
    type Err = BadMoveLimit;

    fn from_str(s: &str) -> Result<MoveLimit, BadMoveLimit> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("off") {
            return Ok(MoveLimit::Off);
        }
        t.parse::<u32>()
            .ok()
            .filter(|&n| n >= 1)
            .map(MoveLimit::Plies)
            .ok_or_else(|| BadMoveLimit {
                text: s.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_set_names_round_trip() {
        for r in RuleSet::ALL {
            assert_eq!(r.name().parse::<RuleSet>(), Ok(r));
        }
        assert_eq!("Declare24".parse::<RuleSet>(), Ok(RuleSet::Declare24));
        let err = "27".parse::<RuleSet>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown rule set '27': expected declare27, declare24, try or none"
        );
        assert!(RuleSet::Declare27.allows_declaration());
        assert!(!RuleSet::Try.allows_declaration());
        assert_eq!(RuleSet::default(), RuleSet::Declare27);
    }

    #[test]
    fn move_limit_parsing() {
        assert_eq!("off".parse::<MoveLimit>(), Ok(MoveLimit::Off));
        assert_eq!("256".parse::<MoveLimit>(), Ok(MoveLimit::Plies(256)));
        assert!("0".parse::<MoveLimit>().is_err());
        assert!("-3".parse::<MoveLimit>().is_err());
        assert!("many".parse::<MoveLimit>().is_err());
        assert_eq!(MoveLimit::default(), MoveLimit::Plies(500));
    }

    #[test]
    fn move_limit_waits_for_the_end_of_a_run_of_checks() {
        let l = MoveLimit::Plies(10);
        assert!(!l.reached(9, false, false));
        assert!(l.reached(10, false, false));
        // A check played earlier does not matter for the limit move itself.
        assert!(l.reached(10, false, true));
        assert!(!l.reached(10, true, false));
        // The evasion after a check keeps the game going, check or not.
        assert!(!l.reached(11, false, true));
        assert!(!l.reached(12, true, false));
        assert!(l.reached(12, false, false));
        // A counter-check at 11 starts the other side's run: 12 (an evasion)
        // does not end the game, 13 without check does.
        assert!(!l.reached(12, false, true));
        assert!(l.reached(13, false, false));
        assert!(!MoveLimit::Off.reached(10_000, false, false));
    }
}
