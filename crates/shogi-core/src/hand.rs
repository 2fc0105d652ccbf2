//! Pieces in hand (mochigoma), packed in one `u32`.

use super::types::PieceKind;
use std::fmt;

/// Counts of the seven hand kinds. Each count has its own bit field, so
/// equality, hashing and "holds anything but pawns" are single operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Hand(u32);

/// Bit offset and width of each kind's field, in `PieceKind::HAND` order.
const SHIFT: [u32; 7] = [0, 5, 8, 11, 14, 17, 19];
const WIDTH: [u32; 7] = [5, 3, 3, 3, 3, 2, 2];

impl Hand {
    pub const EMPTY: Hand = Hand(0);

    #[inline(always)]
    pub const fn count(self, kind: PieceKind) -> u8 {
        let i = kind.index();
        ((self.0 >> SHIFT[i]) & ((1 << WIDTH[i]) - 1)) as u8
    }

    #[inline(always)]
    pub const fn has(self, kind: PieceKind) -> bool {
        self.count(kind) != 0
    }

    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Holds some piece other than a pawn.
    #[inline(always)]
    pub const fn has_non_pawn(self) -> bool {
        self.0 >> SHIFT[1] != 0
    }

    /// Adds one piece of a hand kind. The caller keeps counts within the
    /// 40-piece set, which always fits the fields.
    #[inline(always)]
    pub fn add(&mut self, kind: PieceKind) {
        debug_assert!(kind.is_hand_kind() && self.count(kind) < kind.set_count());
        self.0 += 1 << SHIFT[kind.index()];
    }

    #[inline(always)]
    pub fn remove(&mut self, kind: PieceKind) {
        debug_assert!(self.has(kind));
        self.0 -= 1 << SHIFT[kind.index()];
    }

    /// Sets a count; `None` when it does not fit the field.
    pub fn with_count(self, kind: PieceKind, n: u8) -> Option<Hand> {
        let i = kind.index();
        if !kind.is_hand_kind() || u32::from(n) >= 1 << WIDTH[i] {
            return None;
        }
        let mask = ((1u32 << WIDTH[i]) - 1) << SHIFT[i];
        Some(Hand((self.0 & !mask) | (u32::from(n) << SHIFT[i])))
    }

    /// The packed counts, for tables that keep hands as plain integers.
    #[inline(always)]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// A hand from `bits()` of another hand.
    #[inline(always)]
    pub const fn from_bits(bits: u32) -> Hand {
        Hand(bits)
    }

    /// Holds at least as many of every kind as `other` (hand dominance:
    /// what `other` can drop, this hand can drop too).
    #[inline]
    pub fn covers(self, other: Hand) -> bool {
        PieceKind::HAND
            .iter()
            .all(|&k| self.count(k) >= other.count(k))
    }

    /// Total number of pieces held.
    pub fn total(self) -> u32 {
        PieceKind::HAND
            .iter()
            .map(|&k| u32::from(self.count(k)))
            .sum()
    }

    /// Non-empty (kind, count) pairs in the traditional order R B G S N L P.
    pub fn iter(self) -> impl Iterator<Item = (PieceKind, u8)> {
        PieceKind::HAND
            .iter()
            .rev()
            .map(move |&k| (k, self.count(k)))
            .filter(|&(_, n)| n > 0)
    }
}

impl fmt::Display for Hand {
    /// SFEN-style, upper case: "R2P".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, n) in self.iter() {
            if n > 1 {
                write!(f, "{n}")?;
            }
            write!(f, "{}", k.sfen_letter())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_compares_every_kind() {
        let mut small = Hand::EMPTY;
        small.add(PieceKind::Gold);
        small.add(PieceKind::Pawn);
        let mut big = small;
        big.add(PieceKind::Pawn);
        big.add(PieceKind::Rook);
        assert!(big.covers(small));
        assert!(!small.covers(big));
        assert!(small.covers(small));
        let mut other = Hand::EMPTY;
        other.add(PieceKind::Silver);
        // Neither holds all of the other's kinds.
        assert!(!big.covers(other) && !other.covers(big));
    }

    #[test]
    fn counts_are_independent() {
        let mut h = Hand::EMPTY;
        for _ in 0..18 {
            h.add(PieceKind::Pawn);
        }
        for k in [PieceKind::Rook, PieceKind::Bishop] {
            h.add(k);
            h.add(k);
        }
        for k in [
            PieceKind::Gold,
            PieceKind::Silver,
            PieceKind::Knight,
            PieceKind::Lance,
        ] {
            for _ in 0..4 {
                h.add(k);
            }
        }
        assert_eq!(h.count(PieceKind::Pawn), 18);
        assert_eq!(h.count(PieceKind::Rook), 2);
        assert_eq!(h.count(PieceKind::Lance), 4);
        assert_eq!(h.total(), 38);
        h.remove(PieceKind::Lance);
        assert_eq!(h.count(PieceKind::Lance), 3);
        assert_eq!(h.count(PieceKind::Knight), 4);
        assert_eq!(h.to_string(), "2R2B4G4S4N3L18P");
    }

    #[test]
    fn non_pawn_detection() {
        let h = Hand::EMPTY.with_count(PieceKind::Pawn, 3).unwrap();
        assert!(!h.has_non_pawn());
        assert!(h.with_count(PieceKind::Rook, 1).unwrap().has_non_pawn());
        assert!(h.with_count(PieceKind::Rook, 4).is_none());
    }
}
