//! Legal move generation.
//!
//! One generator, written once, feeds a `Sink`: either a move list or a
//! counter that adds up destination sets with popcounts. Perft's leaves and
//! `legal_move_count` use the counter, so counting never builds a move.
//!
//! Legality is decided up front rather than by trying each move: pinned
//! pieces keep to their pin line, check evasions are limited to capturing
//! the checker or interposing, the king only steps onto squares the enemy
//! does not attack with the king lifted off the board (so a slider's line
//! "behind" the king counts), and the single square where a pawn drop could
//! be uchifuzume gets a full mate test.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, PieceKind, Square};

/// Receives destination sets, split by promotion choice.
pub trait Sink {
    /// Moves of the piece on `from`: `plain` never promotes, `both` may or
    /// may not (two moves each), `forced` must promote.
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard);
    /// Pawn steps for `us`; each origin is one square behind its destination.
    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard);
    fn drops(&mut self, kind: PieceKind, to: Bitboard);
    /// Whether the sink has all it needs, so that the generator may stop.
    #[inline(always)]
    fn satisfied(&self) -> bool {
        false
    }
    /// Whether the generator may leave the king's steps out: the caller
    /// looked at them already, or the sink can want none of them.
    #[inline(always)]
    fn skips_king(&self) -> bool {
        false
    }
}

/// Largest number of legal moves in any shogi position is 593.
pub const MAX_MOVES: usize = 600;

pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;

pub(crate) struct ListSink<'a>(pub &'a mut MoveList);

impl ListSink<'_> {
    #[inline(always)]
    fn push_split(
        &mut self,
        from_of: impl Fn(Square) -> Square,
        plain: Bitboard,
        both: Bitboard,
        forced: Bitboard,
    ) {
        for to in plain {
            self.0.push(Move::Board {
                from: from_of(to),
                to,
                promote: false,
            });
        }
        for to in both {
            self.0.push(Move::Board {
                from: from_of(to),
                to,
                promote: true,
            });
            self.0.push(Move::Board {
                from: from_of(to),
                to,
                promote: false,
            });
        }
        for to in forced {
            self.0.push(Move::Board {
                from: from_of(to),
                to,
                promote: true,
            });
        }
    }
}

impl Sink for ListSink<'_> {
    #[inline]
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        self.push_split(|_| from, plain, both, forced);
    }

    #[inline]
    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let back = |to: Square| match us {
            Color::Black => Square::from_index(to.index() as u8 + 1),
            Color::White => Square::from_index(to.index() as u8 - 1),
        };
        self.push_split(back, plain, both, forced);
    }

    #[inline]
    fn drops(&mut self, kind: PieceKind, to: Bitboard) {
        for to in to {
            self.0.push(Move::Drop { kind, to });
        }
    }
}

/// Only asks whether there is a legal move, once the king's steps are
/// known to be none (`has_legal_move` tries them first, one at a time).
struct AnySink(bool);

impl Sink for AnySink {
    #[inline(always)]
    fn moves(&mut self, _from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        self.0 |= (plain | both | forced).any();
    }

    #[inline(always)]
    fn pawn_steps(&mut self, _us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        self.0 |= (plain | both | forced).any();
    }

    #[inline(always)]
    fn drops(&mut self, _kind: PieceKind, to: Bitboard) {
        self.0 |= to.any();
    }

    #[inline(always)]
    fn satisfied(&self) -> bool {
        self.0
    }

    #[inline(always)]
    fn skips_king(&self) -> bool {
        true
    }
}

pub(crate) struct CountSink(pub u64);

impl Sink for CountSink {
    #[inline(always)]
    fn moves(&mut self, _from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        self.0 += u64::from(plain.count() + 2 * both.count() + forced.count());
    }

    #[inline(always)]
    fn pawn_steps(&mut self, _us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        self.0 += u64::from(plain.count() + 2 * both.count() + forced.count());
    }

    #[inline(always)]
    fn drops(&mut self, _kind: PieceKind, to: Bitboard) {
        self.0 += u64::from(to.count());
    }
}

const fn rank_mask(from_rank: u32, to_rank: u32) -> u128 {
    // Ranks are 1-based; bit (rank-1) of each 9-bit file.
    let mut m = 0u128;
    let mut f = 0;
    while f < 9 {
        let mut r = from_rank;
        while r <= to_rank {
            m |= 1u128 << (f * 9 + r - 1);
            r += 1;
        }
        f += 1;
    }
    m
}

/// Per colour: the last rank, the last two ranks, the promotion zone.
pub(crate) const LAST1: [Bitboard; 2] = [Bitboard(rank_mask(1, 1)), Bitboard(rank_mask(9, 9))];
pub(crate) const LAST2: [Bitboard; 2] = [Bitboard(rank_mask(1, 2)), Bitboard(rank_mask(8, 9))];
pub(crate) const ZONE: [Bitboard; 2] = [Bitboard(rank_mask(1, 3)), Bitboard(rank_mask(7, 9))];

/// Squares where a piece of this kind, moved or dropped by `c`, would have
/// no move later: it must promote there, and cannot be dropped there.
#[inline(always)]
pub(crate) fn dead_squares(c: Color, kind: PieceKind) -> Bitboard {
    match kind {
        PieceKind::Pawn | PieceKind::Lance => LAST1[c.index()],
        PieceKind::Knight => LAST2[c.index()],
        _ => Bitboard::EMPTY,
    }
}

/// Splits destinations of a piece into (plain, both, forced) promotion sets.
#[inline(always)]
fn split(
    c: Color,
    kind: PieceKind,
    from: Square,
    dests: Bitboard,
) -> (Bitboard, Bitboard, Bitboard) {
    let zone = ZONE[c.index()];
    match kind {
        PieceKind::Pawn | PieceKind::Lance | PieceKind::Knight => {
            // These only move forward, so a move from the zone ends in it.
            let dead = dead_squares(c, kind);
            (
                dests.and_not(zone),
                (dests & zone).and_not(dead),
                dests & dead,
            )
        }
        PieceKind::Silver | PieceKind::Bishop | PieceKind::Rook => {
            if zone.has(from) {
                (Bitboard::EMPTY, dests, Bitboard::EMPTY)
            } else {
                (dests.and_not(zone), dests & zone, Bitboard::EMPTY)
            }
        }
        _ => (dests, Bitboard::EMPTY, Bitboard::EMPTY),
    }
}

/// Feeds every legal move of the side to move to `sink`.
#[inline(always)]
pub fn generate<S: Sink>(pos: &Position, sink: &mut S) {
    let us = pos.side_to_move();
    let them = us.opponent();
    let occ = pos.occupied();
    let own = pos.pieces(us);
    let ksq = pos.king_square(us);

    let mut targets = !own;
    let mut drop_targets = !occ;
    let mut pinned = Bitboard::EMPTY;
    if let Some(k) = ksq {
        if !sink.skips_king() {
            king_moves(pos, sink, k, us, occ, own);
        }
        if pos.is_attacked_with(them, k, occ) {
            let checkers = pos.attackers_to_with(them, k, occ);
            if checkers.more_than_one() {
                return;
            }
            let between = checkers
                .first()
                .map_or(Bitboard::EMPTY, |c| attacks::between(k, c));
            targets = between | checkers;
            drop_targets = between;
        }
        pinned = pos.pinned_with(us, occ);
    }

    // Pawns that are not pinned step together; pinned ones go one by one.
    let pawns = pos.pieces_of(us, PieceKind::Pawn);
    let free = pawns.and_not(pinned);
    let steps = match us {
        Color::Black => free.shr(1),
        Color::White => free.shl(1),
    } & targets;
    let last = LAST1[us.index()];
    let zone = ZONE[us.index()];
    sink.pawn_steps(
        us,
        steps.and_not(zone),
        (steps & zone).and_not(last),
        steps & last,
    );

    let restrict = |from: Square| -> Bitboard {
        if pinned.has(from) {
            // ksq is Some whenever anything is pinned.
            ksq.map_or(Bitboard::FULL, |k| attacks::line(k, from))
        } else {
            Bitboard::FULL
        }
    };

    for from in pawns & pinned {
        let dests = attacks::pawn(us, from) & targets & restrict(from);
        let (p, b, f) = split(us, PieceKind::Pawn, from, dests);
        sink.moves(from, p, b, f);
    }
    // A pinned knight can never stay on its pin line.
    for from in pos.pieces_of(us, PieceKind::Knight).and_not(pinned) {
        let (p, b, f) = split(
            us,
            PieceKind::Knight,
            from,
            attacks::knight(us, from) & targets,
        );
        sink.moves(from, p, b, f);
    }
    for from in pos.pieces_of(us, PieceKind::Lance) {
        let dests = attacks::lance(us, from, occ) & targets & restrict(from);
        let (p, b, f) = split(us, PieceKind::Lance, from, dests);
        sink.moves(from, p, b, f);
    }
    for from in pos.pieces_of(us, PieceKind::Silver) {
        let dests = attacks::silver(us, from) & targets & restrict(from);
        let (p, b, f) = split(us, PieceKind::Silver, from, dests);
        sink.moves(from, p, b, f);
    }
    for from in pos.gold_movers() & own {
        let dests = attacks::gold(us, from) & targets & restrict(from);
        sink.moves(from, dests, Bitboard::EMPTY, Bitboard::EMPTY);
    }
    for from in pos.pieces_of(us, PieceKind::Bishop) {
        let dests = attacks::bishop(from, occ) & targets & restrict(from);
        let (p, b, f) = split(us, PieceKind::Bishop, from, dests);
        sink.moves(from, p, b, f);
    }
    for from in pos.pieces_of(us, PieceKind::Rook) {
        let dests = attacks::rook(from, occ) & targets & restrict(from);
        let (p, b, f) = split(us, PieceKind::Rook, from, dests);
        sink.moves(from, p, b, f);
    }
    for from in pos.pieces_of(us, PieceKind::Horse) {
        let dests = (attacks::bishop(from, occ) | attacks::king(from)) & targets & restrict(from);
        sink.moves(from, dests, Bitboard::EMPTY, Bitboard::EMPTY);
    }
    for from in pos.pieces_of(us, PieceKind::Dragon) {
        let dests = (attacks::rook(from, occ) | attacks::king(from)) & targets & restrict(from);
        sink.moves(from, dests, Bitboard::EMPTY, Bitboard::EMPTY);
    }

    let hand = pos.hand(us);
    if hand.is_empty() || drop_targets.is_empty() || sink.satisfied() {
        return;
    }
    if hand.has(PieceKind::Pawn) {
        let mut to = drop_targets.and_not(last).and_not(pos.pawn_files(us));
        if let Some(ek) = pos.king_square(them) {
            // The only square where a pawn drop gives check.
            let front = attacks::pawn(them, ek);
            if let Some(sq) = (to & front).first()
                && pawn_drop_mates(pos, us, sq, ek, occ)
            {
                to.clear(sq);
            }
        }
        sink.drops(PieceKind::Pawn, to);
    }
    if hand.has(PieceKind::Lance) {
        sink.drops(PieceKind::Lance, drop_targets.and_not(last));
    }
    if hand.has(PieceKind::Knight) {
        sink.drops(PieceKind::Knight, drop_targets.and_not(LAST2[us.index()]));
    }
    for kind in [
        PieceKind::Silver,
        PieceKind::Gold,
        PieceKind::Bishop,
        PieceKind::Rook,
    ] {
        if hand.has(kind) {
            sink.drops(kind, drop_targets);
        }
    }
}

#[inline(always)]
fn king_moves<S: Sink>(
    pos: &Position,
    sink: &mut S,
    k: Square,
    us: Color,
    occ: Bitboard,
    own: Bitboard,
) {
    let safe = king_steps(pos, k, us, occ, own, false);
    sink.moves(k, safe, Bitboard::EMPTY, Bitboard::EMPTY);
}

/// The squares the king on `k` may step to; with `first_only`, stops at
/// the first one found.
#[inline(always)]
fn king_steps(
    pos: &Position,
    k: Square,
    us: Color,
    occ: Bitboard,
    own: Bitboard,
    first_only: bool,
) -> Bitboard {
    // Lift the king so a slider's line through its square reaches beyond it.
    let lifted = occ ^ Bitboard::from_square(k);
    let them = us.opponent();
    let steps = attacks::king(k).and_not(own);
    if first_only {
        // One square at a time, so that the first safe one ends the look.
        return steps
            .into_iter()
            .find(|&to| !pos.is_attacked_with(them, to, lifted))
            .map_or(Bitboard::EMPTY, Bitboard::from_square);
    }
    // All eight at once: the enemy pieces near the king, then the sliders
    // further off whose lines cross the king's squares, each traced once
    // instead of once for every square.
    let enemy = pos.pieces(them);
    let zone = attacks::king_zone(k);
    let mut attacked = Bitboard::EMPTY;
    for from in enemy & zone {
        if let Some(p) = pos.piece_at(from) {
            attacked |= attacks::piece(them, p.kind, from, lifted);
        }
    }
    let sliders = pos.orthogonal_sliders() | pos.diagonal_sliders() | pos.kind_bb(PieceKind::Lance);
    for from in (enemy & sliders).and_not(zone) {
        if let Some(p) = pos.piece_at(from)
            && (attacks::piece(them, p.kind, from, Bitboard::EMPTY) & steps).any()
        {
            attacked |= attacks::piece(them, p.kind, from, lifted);
        }
    }
    steps.and_not(attacked)
}

/// Whether `us` dropping a pawn on `sq` (in front of the enemy king `ek`)
/// would be checkmate, i.e. uchifuzume.
pub(crate) fn pawn_drop_mates(
    pos: &Position,
    us: Color,
    sq: Square,
    ek: Square,
    occ: Bitboard,
) -> bool {
    let them = us.opponent();
    // The dropped pawn blocks lines too: through it, our sliders no longer
    // reach the squares behind it, and enemy pieces behind it are unpinned.
    let with_pawn = occ | Bitboard::from_square(sq);
    let defenders = pos
        .attackers_to_with(them, sq, with_pawn)
        .and_not(Bitboard::from_square(ek));
    if defenders.any() && defenders.and_not(pos.pinned_with(them, with_pawn)).any() {
        return false;
    }
    // The king may take the pawn or step away, onto any square we do not
    // attack once the king has left its own square.
    let lifted = with_pawn ^ Bitboard::from_square(ek);
    for to in attacks::king(ek).and_not(pos.pieces(them)) {
        if !pos.is_attacked_with(us, to, lifted) {
            return false;
        }
    }
    true
}

impl Position {
    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// Every legal move of the side to move, in a list the caller keeps:
    /// a `MoveList` is a 2.4 KB array, and returning one by value copies
    /// all of it, which the search cannot afford at every node.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        generate(self, &mut ListSink(list));
    }

    /// Number of legal moves, counted without building them.
    pub fn legal_move_count(&self) -> u64 {
        let mut c = CountSink(0);
        generate(self, &mut c);
        c.0
    }

    pub fn has_legal_move(&self) -> bool {
        // After a check the king's step is the usual way out, and the first
        // safe square answers: no need to look at the other seven.
        let us = self.side_to_move();
        if let Some(k) = self.king_square(us)
            && king_steps(self, k, us, self.occupied(), self.pieces(us), true).any()
        {
            return true;
        }
        let mut any = AnySink(false);
        generate(self, &mut any);
        any.0
    }

    /// In check with no legal move.
    pub fn is_checkmate(&self) -> bool {
        self.in_check() && !self.has_legal_move()
    }

    /// Legal destinations of the piece on `from` (empty if it is not the
    /// mover's), for highlighting.
    pub fn legal_destinations(&self, from: Square) -> Bitboard {
        self.legal_moves()
            .iter()
            .filter(|m| m.from() == Some(from))
            .map(|m| m.to())
            .collect()
    }

    /// Squares where the side to move may legally drop `kind`.
    pub fn legal_drop_squares(&self, kind: PieceKind) -> Bitboard {
        self.legal_moves()
            .iter()
            .filter(|m| matches!(m, Move::Drop { kind: k, .. } if *k == kind))
            .map(|m| m.to())
            .collect()
    }
}
