//! What the bot needs of the impasse rules: whether declaring right now
//! wins (or draws), and the try rule's target squares.
//!
//! The game controller owns the verdicts a game ends with; this mirror of
//! the declaration rules lets the search see those endings coming.

use crate::shogi::{Color, Position, Square};
use serde::{Deserialize, Serialize};

/// The impasse rule the game is played under (RULES.md, "Impasse").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ImpasseRule {
    /// Declaration with 28 points for Black, 27 for White (the default).
    #[default]
    Points27,
    /// Declaration: 31 points or more win, 24 to 30 draw.
    Points24,
    /// A king reaching the enemy king's starting square wins.
    TryRule,
    /// No declaration at all.
    NoDeclaration,
}

/// What declaring now would bring the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Declaration {
    Wins,
    Draws,
}

/// The outcome of a declaration by the side to move, if it would not
/// lose. The cheap test (king in the zone) comes first because the search
/// asks at every node.
#[inline]
pub(crate) fn declaration(pos: &Position, rule: ImpasseRule) -> Option<Declaration> {
    if matches!(rule, ImpasseRule::TryRule | ImpasseRule::NoDeclaration) {
        return None;
    }
    let us = pos.side_to_move();
    if !pos.king_square(us)?.in_zone(us) {
        return None;
    }
    let t = pos.impasse_tally(us);
    if t.pieces_in_zone < 10 || t.in_check {
        return None;
    }
    match rule {
        ImpasseRule::Points27 => {
            let needed = if us == Color::Black { 28 } else { 27 };
            (t.zone_points >= needed).then_some(Declaration::Wins)
        }
        _ => match t.zone_points {
            31.. => Some(Declaration::Wins),
            24..=30 => Some(Declaration::Draws),
            _ => None,
        },
    }
}

/// The square `c`'s king must reach under the try rule.
#[inline]
pub(crate) fn try_square(c: Color) -> Square {
    match c {
        Color::Black => Square::from_index(4 * 9),
        Color::White => Square::from_index(4 * 9 + 8),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TALLY_27: &str =
        "K+P+P+L5/+N+P+P+B5/+P+P+P+R5/9/9/9/5+r+p+p+p/5+b+p+n+p/5+n+sgk b 2GSNL3Pg2s2l3p 1";

    #[test]
    fn rule_example_four() {
        // Black has 27 < 28: declaring loses, so there is nothing to claim.
        let black = Position::from_sfen(TALLY_27).unwrap();
        assert_eq!(declaration(&black, ImpasseRule::Points27), None);
        let white = Position::from_sfen(&TALLY_27.replace(" b ", " w ")).unwrap();
        assert_eq!(
            declaration(&white, ImpasseRule::Points27),
            Some(Declaration::Wins)
        );
        assert_eq!(
            declaration(&black, ImpasseRule::Points24),
            Some(Declaration::Draws)
        );
        assert_eq!(declaration(&white, ImpasseRule::TryRule), None);
        assert_eq!(declaration(&white, ImpasseRule::NoDeclaration), None);
    }

    #[test]
    fn try_squares_are_the_king_starting_squares() {
        assert_eq!(try_square(Color::Black).usi(), "5a");
        assert_eq!(try_square(Color::White).usi(), "5i");
    }
}
