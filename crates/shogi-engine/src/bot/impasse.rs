//! What the search needs of the impasse rules: whether declaring right now
//! would win or draw. The verdicts are the controller's (`game::impasse`);
//! this only adds a cheap first test, since the search asks at every node.

use shogi_core::Position;
use shogi_core::game::RuleSet;
use shogi_core::game::impasse::{Declaration, declare24, declare27};

/// The outcome of a declaration by the side to move, if it would not lose.
#[inline]
pub(crate) fn declaration(pos: &Position, rule: RuleSet) -> Option<Declaration> {
    if !rule.allows_declaration() {
        return None;
    }
    let us = pos.side_to_move();
    // Most positions fail here, before any counting.
    if !pos.king_square(us)?.in_zone(us) {
        return None;
    }
    let tally = pos.impasse_tally(us);
    let verdict = match rule {
        RuleSet::Declare27 => declare27(us, &tally),
        _ => declare24(&tally),
    };
    (verdict != Declaration::Loss).then_some(verdict)
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
        assert_eq!(declaration(&black, RuleSet::Declare27), None);
        let white = Position::from_sfen(&TALLY_27.replace(" b ", " w ")).unwrap();
        assert_eq!(
            declaration(&white, RuleSet::Declare27),
            Some(Declaration::Win)
        );
        assert_eq!(
            declaration(&black, RuleSet::Declare24),
            Some(Declaration::Draw)
        );
        assert_eq!(declaration(&white, RuleSet::Try), None);
        assert_eq!(declaration(&white, RuleSet::None), None);
        assert_eq!(declaration(&Position::startpos(), RuleSet::Declare24), None);
    }
}
