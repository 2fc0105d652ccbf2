//! The net's inputs: a position as one side sees it.
//!
//! Each side has its own view ("perspective"): the board turned so that
//! side plays up the board, its pieces called "own" and the other side's
//! "enemy". A view holds
//! - every piece on the board, kings included, as {own, enemy} × 14 kinds
//!   × 81 squares, and
//! - every piece in hand as count slots: the k-th pawn held lights slot k
//!   ({own, enemy} × 18 pawns, 4 each of lance, knight, silver and gold, 2
//!   each of bishop and rook),
//!
//! 2,344 inputs in all, about 40 of them lit. Nothing is keyed to the
//! king's square yet (HalfKP-style pairs need far more data than a 2-core
//! machine makes in a day): the own king is one input among the others, so
//! a king move changes two inputs and never forces a refresh.
//!
//! Because both views are built the same way, a position and its
//! colour-flipped twin (board turned, colours and hands swapped, the other
//! side to move) light exactly the same inputs: the net cannot tell them
//! apart, which is what the rules say.

use crate::shogi::{Color, Move, Piece, PieceKind, Position, Square, Undo};

/// Board inputs: {own, enemy} × 14 kinds × 81 squares.
const BOARD_INPUTS: usize = 2 * PieceKind::COUNT * Square::COUNT;
/// Hand slots of one side: 18 + 4 × 4 + 2 × 2.
const HAND_SLOTS: usize = 38;
/// Where each hand kind's slots start, in `PieceKind::HAND` order.
const HAND_START: [usize; 7] = [0, 18, 22, 26, 30, 34, 36];

/// Inputs per view.
pub const INPUTS: usize = BOARD_INPUTS + 2 * HAND_SLOTS;

/// The most inputs lit at once: 40 pieces, each on the board or in hand.
pub const MAX_ACTIVE: usize = 40;

/// One input's index, below `INPUTS` (so it fits a `u16`).
pub type Feature = u16;

/// `sq` as `view` sees it: White's view is the board turned half round.
#[inline(always)]
fn oriented(sq: Square, view: Color) -> usize {
    match view {
        Color::Black => sq.index(),
        Color::White => Square::COUNT - 1 - sq.index(),
    }
}

#[inline(always)]
fn side(owner: Color, view: Color) -> usize {
    usize::from(owner != view)
}

/// The input for `piece` standing on `sq`, in `view`.
#[inline(always)]
pub fn board_feature(piece: Piece, sq: Square, view: Color) -> Feature {
    let i = (side(piece.color, view) * PieceKind::COUNT + piece.kind.index()) * Square::COUNT
        + oriented(sq, view);
    i as Feature
}

/// The input for the `nth` (from 0) piece of hand kind `kind` held by
/// `owner`, in `view`.
#[inline(always)]
pub fn hand_feature(owner: Color, kind: PieceKind, nth: u8, view: Color) -> Feature {
    let i =
        BOARD_INPUTS + side(owner, view) * HAND_SLOTS + HAND_START[kind.index()] + usize::from(nth);
    i as Feature
}

/// The same input with the board mirrored left to right (file f and file
/// 10 − f swapped). The rules have no left or right, so a position and its
/// mirror image are worth the same: the trainer learns from both (as
/// YaneuraOu's learner does), doubling what each game teaches. Hand slots
/// have no file and stay as they are.
pub fn mirrored(f: Feature) -> Feature {
    let i = usize::from(f);
    if i >= BOARD_INPUTS {
        return f;
    }
    let (plane, sq) = (i / Square::COUNT, i % Square::COUNT);
    // Index = (file − 1)·9 + (rank − 1): mirroring turns file − 1 into 8 − (file − 1).
    (plane * Square::COUNT + (8 - sq / 9) * 9 + sq % 9) as Feature
}

/// Every input lit in `pos` for `view`, appended to `out`.
pub fn active(pos: &Position, view: Color, out: &mut Vec<Feature>) {
    for owner in Color::ALL {
        for sq in pos.pieces(owner) {
            if let Some(piece) = pos.piece_at(sq) {
                out.push(board_feature(piece, sq, view));
            }
        }
        for (kind, n) in pos.hand(owner).iter() {
            for nth in 0..n {
                out.push(hand_feature(owner, kind, nth, view));
            }
        }
    }
}

/// What one move turned off and on, in one view: at most two of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Change {
    pub off: [Feature; 2],
    pub off_len: u8,
    pub on: [Feature; 2],
    pub on_len: u8,
}

impl Change {
    fn turn_off(&mut self, f: Feature) {
        self.off[usize::from(self.off_len)] = f;
        self.off_len += 1;
    }

    fn turn_on(&mut self, f: Feature) {
        self.on[usize::from(self.on_len)] = f;
        self.on_len += 1;
    }

    pub fn off(&self) -> &[Feature] {
        &self.off[..usize::from(self.off_len)]
    }

    pub fn on(&self) -> &[Feature] {
        &self.on[..usize::from(self.on_len)]
    }
}

/// The inputs `mv` changed in `view`, read from the position after it
/// (`after`) and what `do_move` returned: a board move takes the piece off
/// its square and puts it (maybe promoted) on another, a capture also
/// takes the captured piece off and lights the captor's next hand slot,
/// a drop turns a hand slot off and a board input on.
pub fn change(after: &Position, mv: Move, undo: &Undo, view: Color) -> Change {
    let mover = after.side_to_move().opponent();
    let mut c = Change::default();
    match mv {
        Move::Board { from, to, .. } => {
            c.turn_off(board_feature(Piece::new(mover, undo.moved()), from, view));
            if let Some(placed) = after.piece_at(to) {
                c.turn_on(board_feature(placed, to, view));
            }
            if let Some(captured) = undo.captured() {
                c.turn_off(board_feature(captured, to, view));
                let kind = captured.kind.unpromoted();
                // The captor now holds n of the kind: the n-th slot is new.
                let n = after.hand(mover).count(kind);
                c.turn_on(hand_feature(mover, kind, n.saturating_sub(1), view));
            }
        }
        Move::Drop { kind, to } => {
            // The hand had one more before: its last slot goes dark.
            let n = after.hand(mover).count(kind);
            c.turn_off(hand_feature(mover, kind, n, view));
            c.turn_on(board_feature(Piece::new(mover, kind), to, view));
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Rng;
    use std::collections::BTreeSet;

    fn lit(pos: &Position, view: Color) -> BTreeSet<Feature> {
        let mut v = Vec::new();
        active(pos, view, &mut v);
        let set: BTreeSet<Feature> = v.iter().copied().collect();
        assert_eq!(set.len(), v.len(), "an input lit twice");
        assert!(v.iter().all(|&f| usize::from(f) < INPUTS));
        set
    }

    #[test]
    fn the_start_lights_forty_inputs_the_same_in_both_views() {
        let p = Position::startpos();
        assert_eq!(lit(&p, Color::Black).len(), 40);
        // The start is symmetric: each side sees the same army facing it.
        assert_eq!(lit(&p, Color::Black), lit(&p, Color::White));
    }

    #[test]
    fn hand_slots_fill_in_order_and_cover_every_piece_of_a_kind() {
        let mut seen = BTreeSet::new();
        for kind in PieceKind::HAND {
            for nth in 0..kind.set_count() {
                for owner in Color::ALL {
                    assert!(seen.insert(hand_feature(owner, kind, nth, Color::Black)));
                }
            }
        }
        assert_eq!(seen.len(), 2 * HAND_SLOTS);
        assert!(seen.iter().all(|&f| usize::from(f) >= BOARD_INPUTS));
    }

    /// A move's change, applied to the inputs before it, gives the inputs
    /// after it, in both views, over random games (captures, promotions,
    /// drops, king moves).
    #[test]
    fn each_move_changes_exactly_what_a_fresh_count_says() {
        let mut rng = Rng::new(7);
        for _ in 0..40 {
            let mut pos = Position::startpos();
            for _ in 0..160 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len() as u64) as usize];
                let before = [lit(&pos, Color::Black), lit(&pos, Color::White)];
                let undo = pos.do_move(mv);
                for view in Color::ALL {
                    let c = change(&pos, mv, &undo, view);
                    let mut next = before[view.index()].clone();
                    for f in c.off() {
                        assert!(next.remove(f), "{mv}: {f} was not lit");
                    }
                    for &f in c.on() {
                        assert!(next.insert(f), "{mv}: {f} was lit already");
                    }
                    assert_eq!(next, lit(&pos, view), "after {mv}");
                }
            }
        }
    }
}
