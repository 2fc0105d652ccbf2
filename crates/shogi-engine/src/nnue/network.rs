//! The net as the search runs it: integers only.
//!
//! ```text
//!   view of the side to move ─┐  6,880 → 64 (int16, summed incrementally)
//!   view of the other side ───┤  6,880 → 64 (the same weights)
//!                             └→ clip to 0..=127 → 128 bytes
//!   128 → 32 (int8 weights, int32 sums, ÷64, clip) → 32 → 32 (same) → 1
//! ```
//!
//! The net's output is a correction added to the hand-written evaluation
//! (`bot::eval`), not a score of its own: trained from scratch on the
//! few hundred thousand positions this machine can label in a day, a net
//! judged worse than the hand-written terms it was meant to replace (held-
//! out loss 0.026 against their 0.024; 10–30 against them at 20,000 nodes a
//! move). Starting from the hand-written score, it only has to learn what
//! that score misses, and with no data it is that score.
//!
//! The scales follow the usual NNUE recipe so that every product fits
//! the instruction that makes it: the accumulator counts in 1/127 (so a
//! clipped value is a `u8` 0..=127 standing for 0..=1), hidden weights in
//! 1/64 (an `i8`, so |w| < 2), and a hidden layer's sum `Σ a·w` is in
//! 1/(127·64) until it is shifted back by 6. A pair of products is at most
//! 2·127·127 = 32,258, which the AVX2 path's 16-bit pair sums hold without
//! saturating, so both paths compute the same integers.

use super::features::{self, Change, Feature, INPUTS, Played};
use super::kernels::Kernel;
use shogi_core::{Color, Move, Position, Undo};

/// Accumulator width per view.
pub const HIDDEN: usize = 64;
/// Width of the two small hidden layers.
pub const L1: usize = 32;
pub const L2: usize = 32;

/// Accumulator units per 1.0 (the clip's top).
pub const FT_SCALE: i32 = 127;
/// Hidden weight units per 1.0.
pub const WEIGHT_SCALE: i32 = 64;
/// Centipawns per unit of the net's output (a logit: the win chance is
/// sigmoid(output), and the bot's scale puts sigmoid(cp / 600) there).
pub const CP_PER_UNIT: i64 = 600;

/// The integer net. Its weights are open to the trainer (the app's
/// `learn`), which starts from them and writes them; a net read from a
/// file has had their lengths checked (`weights::read_file`).
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// `INPUTS` rows of `HIDDEN`.
    pub ft_weights: Vec<i16>,
    pub ft_bias: Vec<i16>,
    /// `L1` rows of `2 * HIDDEN`.
    pub l1_weights: Vec<i8>,
    pub l1_bias: Vec<i32>,
    /// `L2` rows of `L1`.
    pub l2_weights: Vec<i8>,
    pub l2_bias: Vec<i32>,
    pub out_weights: Vec<i8>,
    pub out_bias: i32,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({INPUTS}x{HIDDEN}x2-{L1}-{L2}-1)")
    }
}

/// Both views' sums for one position, by `Color` index.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C, align(32))]
pub struct Accumulator {
    pub(super) views: [[i16; HIDDEN]; 2],
}

impl Default for Accumulator {
    fn default() -> Accumulator {
        Accumulator {
            views: [[0; HIDDEN]; 2],
        }
    }
}

/// What a move changed in each view (by `Color` index); see
/// `features::change`.
#[inline]
pub fn changes(played: &Played) -> [Change; 2] {
    Color::ALL.map(|view| features::change(played, view))
}

/// Rows of the first layer gathered on the stack for one `add_rows`. No
/// legal position or move lights more than `N` inputs (tests hold it); an
/// input past the end would only be left out.
struct Rows<'a, const N: usize> {
    rows: [&'a [i16]; N],
    len: usize,
}

impl<'a, const N: usize> Rows<'a, N> {
    #[inline(always)]
    fn new() -> Self {
        Rows {
            rows: [&[]; N],
            len: 0,
        }
    }

    #[inline(always)]
    fn push(&mut self, row: &'a [i16]) {
        if let Some(slot) = self.rows.get_mut(self.len) {
            *slot = row;
            self.len += 1;
        }
    }

    #[inline(always)]
    fn all(&self) -> &[&'a [i16]] {
        &self.rows[..self.len]
    }
}

impl Network {
    /// The sums for `pos` from nothing (at the root, and where the sums
    /// before a king move are not at hand): the lit rows summed in
    /// registers, a chunk of the sums at a time.
    pub fn refresh(&self, kernel: Kernel, pos: &Position, acc: &mut Accumulator) {
        for view in Color::ALL {
            let mut rows = Rows::<{ features::MAX_ACTIVE }>::new();
            features::each_active(pos, view, |f| rows.push(self.row(f)));
            kernel.add_rows(&self.ft_bias, rows.all(), &[], &mut acc.views[view.index()]);
        }
    }

    /// The sums after `mv` (played in `after`'s parent, `undo` from its
    /// `do_move`), from the sums before it.
    pub fn update(
        &self,
        kernel: Kernel,
        before: &Accumulator,
        after: &Position,
        mv: Move,
        undo: &Undo,
        acc: &mut Accumulator,
    ) {
        let played = Played::new(after, mv, undo);
        if played.king_moved() {
            self.apply_king_move(kernel, before, after, &played, acc);
        } else {
            self.apply(kernel, before, &changes(&played), acc);
        }
    }

    /// The sums after the king move `played`, which left `after`, from the
    /// sums before it: the inputs of the box it took along are read from
    /// the board (`features::king_change`).
    pub fn apply_king_move(
        &self,
        kernel: Kernel,
        before: &Accumulator,
        after: &Position,
        played: &Played,
        acc: &mut Accumulator,
    ) {
        for view in Color::ALL {
            let mut off = Rows::<{ features::MAX_KING_OFF }>::new();
            let mut on = Rows::<{ features::MAX_KING_ON }>::new();
            features::king_change(
                after,
                played,
                view,
                |f| off.push(self.row(f)),
                |f| on.push(self.row(f)),
            );
            kernel.add_rows(
                &before.views[view.index()],
                on.all(),
                off.all(),
                &mut acc.views[view.index()],
            );
        }
    }

    /// The sums after a move whose `changes` (by view) are known; a king
    /// move's (`Change::refresh`) are not, and its sums come from
    /// `apply_king_move`.
    pub fn apply(
        &self,
        kernel: Kernel,
        before: &Accumulator,
        changes: &[Change; 2],
        acc: &mut Accumulator,
    ) {
        for view in Color::ALL {
            let c = &changes[view.index()];
            debug_assert!(!c.refresh, "a king move's sums are made afresh");
            let on: [&[i16]; features::MAX_ON] = c.on.map(|f| self.row(f));
            let off: [&[i16]; features::MAX_OFF] = c.off.map(|f| self.row(f));
            kernel.add_rows(
                &before.views[view.index()],
                &on[..usize::from(c.on_len)],
                &off[..usize::from(c.off_len)],
                &mut acc.views[view.index()],
            );
        }
    }

    #[inline(always)]
    fn row(&self, f: Feature) -> &[i16] {
        let start = usize::from(f) * HIDDEN;
        &self.ft_weights[start..start + HIDDEN]
    }

    /// The net's correction to the hand-written score, in centipawns from
    /// `to_move`'s view.
    pub fn evaluate(&self, kernel: Kernel, acc: &Accumulator, to_move: Color) -> i32 {
        let mut input = [0u8; 2 * HIDDEN];
        let (ours, theirs) = input.split_at_mut(HIDDEN);
        kernel.clip(&acc.views[to_move.index()], ours);
        kernel.clip(&acc.views[to_move.opponent().index()], theirs);
        let mut h1 = [0u8; L1];
        kernel.layer(&input, &self.l1_weights, &self.l1_bias, &mut h1);
        let mut h2 = [0u8; L2];
        kernel.layer(&h1, &self.l2_weights, &self.l2_bias, &mut h2);
        let sum = self.out_bias + kernel.dot(&h2, &self.out_weights);
        let cp = i64::from(sum) * CP_PER_UNIT / i64::from(FT_SCALE * WEIGHT_SCALE);
        cp.clamp(-20_000, 20_000) as i32
    }

    /// The correction for `pos` from its side to move's view, sums made
    /// afresh.
    pub fn evaluate_position(&self, pos: &Position) -> i32 {
        let mut acc = Accumulator::default();
        let kernel = Kernel::best();
        self.refresh(kernel, pos, &mut acc);
        self.evaluate(kernel, &acc, pos.side_to_move())
    }
}
