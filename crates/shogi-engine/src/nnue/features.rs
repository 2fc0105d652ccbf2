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
//! - for each king (the view's own, then the enemy's), every other piece
//!   standing within four king steps of it, by its place relative to that
//!   king (a 9 × 9 box) × {own, enemy} × 14 kinds: the castle around one's
//!   own king and the attack on the other's, wherever on the board they
//!   stand,
//!
//! 6,880 inputs in all, 40 to 118 of them lit. Full HalfKP pairs (every
//! piece keyed to the king's square) need far more data than a 2-core
//! machine makes in a day; the box inputs are the part of them that
//! matters most and that a few hundred thousand positions can teach: with
//! them, the held-out loss against GPSShogi's labels fell from 0.02868 to
//! 0.02709 (the same data and training, 434,728 positions). Boxes of
//! three steps rather than two (the attack's silvers, knights and lances a
//! rank or two further off, the castle's edge) won +50 ± 32 Elo against two
//! steps fine-tuned alike (bench/results/2026-11-30-depth1-labels.md);
//! four rather than three (a rook or bishop bearing on the king from
//! afar, a castle's far side) +8 ± 28, not shown better, for 1.5 % more
//! CPU: kept because the four-step net is the one that beat its
//! predecessor, +48 ± 32, most of it the new data
//! (bench/results/2026-11-30-kb4.md). A king move moves a box, so it
//! changes its box inputs: they are read from the board
//! after it (`king_change`), where other moves' changes come from the move
//! alone (`change`).
//!
//! Because both views are built the same way, a position and its
//! colour-flipped twin (board turned, colours and hands swapped, the other
//! side to move) light exactly the same inputs: the net cannot tell them
//! apart, which is what the rules say.

use shogi_core::{Bitboard, Color, Move, Piece, PieceKind, Position, Square, Undo};

/// Board inputs: {own, enemy} × 14 kinds × 81 squares.
const BOARD_INPUTS: usize = 2 * PieceKind::COUNT * Square::COUNT;
/// Hand slots of one side: 18 + 4 × 4 + 2 × 2.
const HAND_SLOTS: usize = 38;
/// Where each hand kind's slots start, in `PieceKind::HAND` order.
const HAND_START: [usize; 7] = [0, 18, 22, 26, 30, 34, 36];

/// King steps from a king to the edge of its box.
const BOX_RADIUS: i32 = 4;
/// Cells of a king's box, its own included (never lit).
const BOX_CELLS: usize = ((2 * BOX_RADIUS + 1) * (2 * BOX_RADIUS + 1)) as usize;
/// Where the box inputs start.
const BOX_START: usize = BOARD_INPUTS + 2 * HAND_SLOTS;
/// Box inputs: {own king, enemy king} × cells × {own, enemy} × 14 kinds.
const BOX_INPUTS: usize = 2 * BOX_CELLS * 2 * PieceKind::COUNT;

/// Inputs per view.
pub const INPUTS: usize = BOX_START + BOX_INPUTS;

/// The most pieces one king's box holds: a piece on each cell but the
/// king's, or all 39 other pieces, whichever is fewer.
const BOX_MOST: usize = if BOX_CELLS - 1 < 39 {
    BOX_CELLS - 1
} else {
    39
};
/// The most inputs lit at once: 40 pieces, each on the board or in hand,
/// and the pieces in each king's box.
pub const MAX_ACTIVE: usize = 40 + 2 * BOX_MOST;

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

/// The input for `piece` on `sq` in the box of the king on `king`
/// (`which`: 0 for `view`'s own king, 1 for the enemy's), if it stands in
/// that box; the king itself is not in its own box.
#[inline(always)]
fn box_feature(
    which: usize,
    king: Square,
    piece: Piece,
    sq: Square,
    view: Color,
) -> Option<Feature> {
    if sq == king {
        return None;
    }
    // Oriented index = (file − 1)·9 + (rank − 1), as `view` sees it.
    let (k, s) = (oriented(king, view) as i32, oriented(sq, view) as i32);
    let (df, dr) = (s / 9 - k / 9, s % 9 - k % 9);
    if df.abs() > BOX_RADIUS || dr.abs() > BOX_RADIUS {
        return None;
    }
    let cell = ((df + BOX_RADIUS) * (2 * BOX_RADIUS + 1) + dr + BOX_RADIUS) as usize;
    let i = BOX_START
        + ((which * BOX_CELLS + cell) * 2 + side(piece.color, view)) * PieceKind::COUNT
        + piece.kind.index();
    Some(i as Feature)
}

/// Both kings' squares as `view` counts them: its own, then the enemy's.
#[inline(always)]
fn kings(pos: &Position, view: Color) -> [Option<Square>; 2] {
    [pos.king_square(view), pos.king_square(view.opponent())]
}

/// The board input of `piece` on `sq` and its box inputs, passed to `f`.
#[inline(always)]
fn piece_features(
    kings: [Option<Square>; 2],
    piece: Piece,
    sq: Square,
    view: Color,
    mut f: impl FnMut(Feature),
) {
    f(board_feature(piece, sq, view));
    for (which, king) in kings.into_iter().enumerate() {
        if let Some(b) = king.and_then(|k| box_feature(which, k, piece, sq, view)) {
            f(b);
        }
    }
}

/// The same input with the board mirrored left to right (file f and file
/// 10 − f swapped). The rules have no left or right, so a position and its
/// mirror image are worth the same: the trainer learns from both (as
/// YaneuraOu's learner does), doubling what each game teaches. Hand slots
/// have no file and stay as they are.
pub fn mirrored(f: Feature) -> Feature {
    let i = usize::from(f);
    if i >= BOX_START {
        // A box cell's file offset changes sign; everything else stays.
        let width = (2 * BOX_RADIUS + 1) as usize;
        let per_cell = 2 * PieceKind::COUNT;
        let (rest, within) = ((i - BOX_START) / per_cell, (i - BOX_START) % per_cell);
        let (which, cell) = (rest / BOX_CELLS, rest % BOX_CELLS);
        let (df, dr) = (cell / width, cell % width);
        let cell = (width - 1 - df) * width + dr;
        return (BOX_START + (which * BOX_CELLS + cell) * per_cell + within) as Feature;
    }
    if i >= BOARD_INPUTS {
        return f;
    }
    let (plane, sq) = (i / Square::COUNT, i % Square::COUNT);
    // Index = (file − 1)·9 + (rank − 1): mirroring turns file − 1 into 8 − (file − 1).
    (plane * Square::COUNT + (8 - sq / 9) * 9 + sq % 9) as Feature
}

/// Every input lit in `pos` for `view`, appended to `out`.
pub fn active(pos: &Position, view: Color, out: &mut Vec<Feature>) {
    each_active(pos, view, |f| out.push(f));
}

/// Every input lit in `pos` for `view`, passed to `f` (at most
/// `MAX_ACTIVE` of them): the search's refresh keeps them on the stack.
#[inline]
pub fn each_active(pos: &Position, view: Color, mut f: impl FnMut(Feature)) {
    let kings = kings(pos, view);
    for owner in Color::ALL {
        for sq in pos.pieces(owner) {
            if let Some(piece) = pos.piece_at(sq) {
                piece_features(kings, piece, sq, view, &mut f);
            }
        }
        for (kind, n) in pos.hand(owner).iter() {
            for nth in 0..n {
                f(hand_feature(owner, kind, nth, view));
            }
        }
    }
}

/// The most inputs one move turns off (the mover and the captured piece,
/// each with its box inputs) and on (the mover with its box inputs, a
/// hand slot).
pub const MAX_OFF: usize = 6;
pub const MAX_ON: usize = 4;

/// What one move turned off and on, in one view; or, for a king move,
/// that its changes must be read from the board (`king_change`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Change {
    pub off: [Feature; MAX_OFF],
    pub off_len: u8,
    pub on: [Feature; MAX_ON],
    pub on_len: u8,
    /// A king moved, and its box with it: see `king_change`.
    pub refresh: bool,
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

/// What `change` needs to know of a move, read when it is made: a few
/// loads, where the inputs themselves (the box ones especially) cost
/// more and are wanted only if the position is evaluated, which many the
/// search makes never are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The kings' squares after the move, by colour.
    kings: [Option<Square>; 2],
    /// The square left, or for a drop the kind dropped.
    from: Result<Square, PieceKind>,
    to: Square,
    /// The mover's piece before the move, and on `to` after it.
    moved: Piece,
    placed: Piece,
    captured: Option<Piece>,
    /// How many of the captured (unpromoted) or dropped kind the mover
    /// holds after the move.
    held: u8,
}

impl Played {
    /// The move `mv` that left `after` and gave `undo`.
    #[inline]
    pub fn new(after: &Position, mv: Move, undo: &Undo) -> Played {
        let mover = after.side_to_move().opponent();
        let (from, to, moved_kind) = match mv {
            Move::Board { from, to, .. } => (Ok(from), to, undo.moved()),
            Move::Drop { kind, to } => (Err(kind), to, kind),
        };
        let moved = Piece::new(mover, moved_kind);
        let captured = undo.captured();
        // Only a capture or a drop touches the hand, with a kind it holds.
        let held_kind = match (captured, from) {
            (Some(c), _) => Some(c.kind.unpromoted()),
            (None, Err(kind)) => Some(kind),
            (None, Ok(_)) => None,
        };
        Played {
            kings: [Color::Black, Color::White].map(|c| after.king_square(c)),
            from,
            to,
            moved,
            placed: after.piece_at(to).unwrap_or(moved),
            captured,
            held: held_kind.map_or(0, |k| after.hand(mover).count(k)),
        }
    }

    /// Whether a king moved, taking its box with it: its changes are read
    /// from the board after it (`king_change`), not from the move alone.
    #[inline]
    pub fn king_moved(&self) -> bool {
        self.moved.kind == PieceKind::King && self.from.is_ok()
    }
}

/// The inputs a move changed in `view`: a board move takes the piece off
/// its square and puts it (maybe promoted) on another, a capture also
/// takes the captured piece off and lights the captor's next hand slot,
/// a drop turns a hand slot off and a board input on; each piece's box
/// inputs go with it. A king move is only marked `refresh`: its inputs
/// are many and need the position (`king_change`).
pub fn change(p: &Played, view: Color) -> Change {
    let mut c = Change::default();
    if p.king_moved() {
        c.refresh = true;
        return c;
    }
    // The kings stand where they stood.
    let kings = match view {
        Color::Black => p.kings,
        Color::White => [p.kings[1], p.kings[0]],
    };
    let mover = p.moved.color;
    match p.from {
        Ok(from) => {
            piece_features(kings, p.moved, from, view, |f| c.turn_off(f));
            piece_features(kings, p.placed, p.to, view, |f| c.turn_on(f));
            if let Some(captured) = p.captured {
                piece_features(kings, captured, p.to, view, |f| c.turn_off(f));
                // The captor now holds n of the kind: the n-th slot is new.
                let kind = captured.kind.unpromoted();
                c.turn_on(hand_feature(mover, kind, p.held.saturating_sub(1), view));
            }
        }
        Err(kind) => {
            // The hand had one more before: its last slot goes dark.
            c.turn_off(hand_feature(mover, kind, p.held, view));
            piece_features(kings, p.placed, p.to, view, |f| c.turn_on(f));
        }
    }
    c
}

/// The most inputs a king move turns off (the king with its place in
/// the other king's box, a captured piece with its two box inputs, and
/// the 23 other cells of the box left) and on (the king, a hand slot, and
/// the 24 other cells of the box entered).
pub const MAX_KING_OFF: usize = 2 + 3 + (BOX_CELLS - 2);
pub const MAX_KING_ON: usize = 2 + 1 + (BOX_CELLS - 1);

/// The squares of the box around each square (the square itself too), as
/// bit sets: a king move reads the pieces in two boxes.
static BOXES: [Bitboard; Square::COUNT] = {
    let mut boxes = [Bitboard::EMPTY; Square::COUNT];
    let mut c = 0;
    while c < Square::COUNT {
        let (cf, cr) = ((c / 9) as i32, (c % 9) as i32);
        let mut bits = 0u128;
        let mut s = 0;
        while s < Square::COUNT {
            let (sf, sr) = ((s / 9) as i32, (s % 9) as i32);
            if (sf - cf).abs() <= BOX_RADIUS && (sr - cr).abs() <= BOX_RADIUS {
                bits |= 1 << s;
            }
            s += 1;
        }
        boxes[c] = Bitboard(bits);
        c += 1;
    }
    boxes
};

/// The pieces of `pos` on the cells of the box around `centre`, but for
/// the centre and `skip`, passed to `f` with their squares.
#[inline]
fn box_pieces(pos: &Position, centre: Square, skip: Square, mut f: impl FnMut(Piece, Square)) {
    let around = BOXES[centre.index()] & pos.occupied();
    let others = around.and_not(Bitboard::from_square(centre) | Bitboard::from_square(skip));
    for sq in others {
        if let Some(piece) = pos.piece_at(sq) {
            f(piece, sq);
        }
    }
}

/// The inputs a king move `p` changed in `view`, read from `after`, the
/// position it left: the king's own inputs and a captured piece's, as
/// for any move, and every input of its box, which it took along (the
/// pieces it left behind go out of it, those around its new square come
/// in). Usually a score of rows where the inputs counted afresh are 60
/// to 90: the sums are then changed, not made again.
pub fn king_change(
    after: &Position,
    p: &Played,
    view: Color,
    mut off: impl FnMut(Feature),
    mut on: impl FnMut(Feature),
) {
    let Ok(from) = p.from else {
        return;
    };
    let (ours, theirs) = match view {
        Color::Black => (p.kings[0], p.kings[1]),
        Color::White => (p.kings[1], p.kings[0]),
    };
    let which = side(p.moved.color, view);
    let mut before = [ours, theirs];
    before[which] = Some(from);
    let after_kings = [ours, theirs];
    piece_features(before, p.moved, from, view, &mut off);
    piece_features(after_kings, p.placed, p.to, view, &mut on);
    if let Some(captured) = p.captured {
        piece_features(before, captured, p.to, view, &mut off);
        let kind = captured.kind.unpromoted();
        on(hand_feature(
            p.moved.color,
            kind,
            p.held.saturating_sub(1),
            view,
        ));
    }
    // The other pieces stand where they stood; the square entered (the
    // captured piece's, done above) and the one left are not among them.
    box_pieces(after, from, p.to, |piece, sq| {
        if let Some(f) = box_feature(which, from, piece, sq, view) {
            off(f);
        }
    });
    box_pieces(after, p.to, p.to, |piece, sq| {
        if let Some(f) = box_feature(which, p.to, piece, sq, view) {
            on(f);
        }
    });
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
        assert!(v.len() <= MAX_ACTIVE, "{} lit", v.len());
        assert!(v.iter().all(|&f| usize::from(f) < INPUTS));
        set
    }

    #[test]
    fn the_start_lights_seventy_eight_inputs_the_same_in_both_views() {
        let p = Position::startpos();
        // 40 pieces; in the box of the own king (5i: every file, ranks
        // 5-9) the other eight pieces of rank 9, the rook and the bishop,
        // and all nine pawns; in the enemy king's the same nineteen enemy
        // pieces.
        assert_eq!(lit(&p, Color::Black).len(), 40 + 19 + 19);
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
        let mut kings = 0;
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
                    let c = change(&Played::new(&pos, mv, &undo), view);
                    let king_moved = undo.moved() == PieceKind::King && mv.from().is_some();
                    assert_eq!(c.refresh, king_moved, "{mv}");
                    let (mut off, mut on) = (Vec::new(), Vec::new());
                    if c.refresh {
                        let played = Played::new(&pos, mv, &undo);
                        king_change(&pos, &played, view, |f| off.push(f), |f| on.push(f));
                        assert!(off.len() <= MAX_KING_OFF && on.len() <= MAX_KING_ON);
                        kings += 1;
                    } else {
                        (off, on) = (c.off().to_vec(), c.on().to_vec());
                    }
                    let mut next = before[view.index()].clone();
                    for f in &off {
                        assert!(next.remove(f), "{mv}: {f} was not lit");
                    }
                    for &f in &on {
                        assert!(next.insert(f), "{mv}: {f} was lit already");
                    }
                    assert_eq!(next, lit(&pos, view), "after {mv}");
                }
            }
        }
        // Random games move their kings often, and capture with them.
        assert!(kings > 100, "{kings} king moves");
    }
}
