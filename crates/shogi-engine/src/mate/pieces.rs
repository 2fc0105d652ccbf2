//! Proof and disproof pieces (証明駒・反証駒): the least hand a result
//! needs, so that the table's hand dominance carries it to more positions.
//!
//! A proof found with the attacker holding a gold and three pawns often
//! needed only the gold: stored with the gold alone, it also proves the
//! same board reached with one pawn, which in a tsume full of
//! interpositions (the defender drops, the attacker takes, and the pieces
//! change hands) is most boards. A disproof is stored the other way: with
//! the least of the defender's hand it needed.
//!
//! In one search every piece is on the board or in a hand, and moves only
//! pass pieces between those, so one hand fixes the other on a given
//! board: the table keeps both, the other side's as the complement.
//!
//! The rule that keeps this sound: a hand may only be lowered where the
//! pieces taken from it, now in the other side's hand, give that side no
//! new move. The defender in check can only drop to interpose, so a proof
//! keeps every kind the defender lacks whenever a check can be
//! interposed; the attacker can drop a kind it lacks anywhere a drop
//! checks, so a disproof keeps every kind the attacker lacks.

use shogi_core::{Color, Hand, PieceKind, Position, attacks};

/// A bound on one side's hand learnt at a child, carried to the parent:
/// the child needed `bound` while that side held `child`; the parent held
/// `parent`, so the move's drop (one piece fewer in the child) is needed
/// on top, and its capture (one more) is not. Never above `parent`.
#[inline]
pub fn through_move(bound: Hand, child: Hand, parent: Hand) -> Hand {
    if child == parent {
        return least_each(bound, parent);
    }
    let mut out = Hand::EMPTY;
    for &k in &PieceKind::HAND {
        let n = i32::from(bound.count(k)) + i32::from(parent.count(k)) - i32::from(child.count(k));
        out = set(out, k, n.clamp(0, i32::from(parent.count(k))));
    }
    out
}

/// Per kind, the greater count: what each of several results needs.
#[inline]
pub fn union(a: Hand, b: Hand) -> Hand {
    if b.covers(a) {
        return b;
    }
    per_kind(a, b, u8::max)
}

/// The other side's hand when one side holds `bound` instead of `held`:
/// the pieces it no longer needs are counted in the other's hand.
#[inline]
pub fn complement(other_held: Hand, held: Hand, bound: Hand) -> Hand {
    if held == bound {
        return other_held;
    }
    let mut out = other_held;
    for &k in &PieceKind::HAND {
        let n =
            i32::from(other_held.count(k)) + i32::from(held.count(k)) - i32::from(bound.count(k));
        out = set(out, k, n.max(0));
    }
    out
}

/// The attacker's hand a proof needs where the defender is to move and
/// every evasion is proven with attacker hands needing at most `needed`:
/// if the check can be interposed, every kind the defender lacks must stay
/// with the attacker (held by the defender, it would be a new
/// interposition).
pub fn proof_at_defence(pos: &Position, attacker: Color, needed: Hand) -> Hand {
    let held = pos.hand(attacker);
    let out = least_each(needed, held);
    if can_interpose(pos) {
        keep_kinds_the_other_lacks(out, held, pos.hand(attacker.opponent()))
    } else {
        out
    }
}

/// The defender's hand a disproof needs where the attacker is to move and
/// every check is disproven with defender hands needing at most `needed`:
/// every kind the attacker lacks must stay with the defender (held by the
/// attacker, its drops would be new checks).
pub fn disproof_at_attack(pos: &Position, attacker: Color, needed: Hand) -> Hand {
    let held = pos.hand(attacker.opponent());
    keep_kinds_the_other_lacks(least_each(needed, held), held, pos.hand(attacker))
}

/// `bound` with all of `held` of each kind `other` has none of: giving
/// the other side one would give it moves of a new kind.
fn keep_kinds_the_other_lacks(bound: Hand, held: Hand, other: Hand) -> Hand {
    let mut out = bound;
    for &k in &PieceKind::HAND {
        if !other.has(k) && held.has(k) {
            out = set(out, k, i32::from(held.count(k)));
        }
    }
    out
}

/// Per kind, the lesser count.
#[inline]
fn least_each(a: Hand, b: Hand) -> Hand {
    if b.covers(a) {
        return a;
    }
    per_kind(a, b, u8::min)
}

/// Each kind's counts in `a` and `b` combined by `f`.
#[inline]
fn per_kind(a: Hand, b: Hand, f: fn(u8, u8) -> u8) -> Hand {
    let mut out = a;
    for &k in &PieceKind::HAND {
        out = set(out, k, i32::from(f(a.count(k), b.count(k))));
    }
    out
}

/// `hand` with `n` of `kind`: counts here stay within the piece set, so
/// they always fit (kept as they were otherwise).
#[inline]
fn set(hand: Hand, kind: PieceKind, n: i32) -> Hand {
    u8::try_from(n)
        .ok()
        .and_then(|n| hand.with_count(kind, n))
        .unwrap_or(hand)
}

/// Whether the side to move, in check, could answer with a drop between
/// its king and a lone checker (the squares between are empty, or there
/// would be no check).
fn can_interpose(pos: &Position) -> bool {
    let checkers = pos.checkers();
    if checkers.more_than_one() {
        return false;
    }
    match (pos.king_square(pos.side_to_move()), checkers.first()) {
        (Some(king), Some(checker)) => attacks::between(king, checker).any(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(sfen_hand: &str) -> Hand {
        let p = Position::from_sfen(&format!("4k4/9/9/9/9/9/9/9/4K4 b {sfen_hand} 1")).unwrap();
        p.hand(Color::Black)
    }

    #[test]
    fn a_drop_is_needed_on_top_and_a_capture_is_not() {
        // The child needed a gold after the attacker dropped a silver.
        let parent = hand("GS2P");
        let child = hand("G2P");
        assert_eq!(through_move(hand("G"), child, parent), hand("GS"));
        // After taking a pawn the child needed two pawns: the parent one.
        let child = hand("GS3P");
        assert_eq!(through_move(hand("2P"), child, parent), hand("P"));
        // A quiet move changes nothing; the bound never passes the hand.
        assert_eq!(through_move(hand("G"), parent, parent), hand("G"));
    }

    #[test]
    fn the_pieces_not_needed_go_to_the_other_hand() {
        assert_eq!(complement(hand("P"), hand("GS2P"), hand("G")), hand("S3P"));
        assert_eq!(complement(hand("P"), hand("G"), hand("G")), hand("P"));
    }

    #[test]
    fn a_proof_keeps_the_kinds_an_interposition_could_use() {
        // The rook on 5i checks the king on 5a down the open file; the
        // defender holds a pawn. A proof that needed nothing still needs
        // the attacker's gold and silver: given to the defender, they
        // would interpose. Its pawns are not kept: the defender has one.
        let far = Position::from_sfen("4k4/9/9/9/9/9/9/9/4R4 w GS2Pp 1").unwrap();
        assert_eq!(
            proof_at_defence(&far, Color::Black, Hand::EMPTY),
            hand("GS")
        );
        // A check from the next square cannot be interposed.
        let near = Position::from_sfen("4k4/4R4/9/9/9/9/9/9/9 w GS2Pp 1").unwrap();
        assert_eq!(proof_at_defence(&near, Color::Black, hand("P")), hand("P"));
    }

    #[test]
    fn a_disproof_keeps_the_kinds_the_attacker_could_drop() {
        let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/9 b G2sp 1").unwrap();
        // The attacker holds a gold; the defender's silvers and pawn are
        // kinds the attacker lacks: all of them stay.
        assert_eq!(
            disproof_at_attack(&pos, Color::Black, Hand::EMPTY),
            hand("2SP")
        );
    }
}
