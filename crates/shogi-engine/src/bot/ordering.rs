//! Move ordering: which moves the search tries first. Good orders make
//! alpha-beta cut early; nothing here changes which moves are legal.

use super::eval::{board_value, capture_gain, promotion_gain};
use super::score::MAX_PLY;
use super::see::{relative_index, see};
use arrayvec::ArrayVec;
use shogi_core::movegen::{Sink, generate};
use shogi_core::{Bitboard, Color, Move, MoveList, PieceKind, Position, Square};

const TT_MOVE: i32 = 1 << 30;
const GOOD_CAPTURE: i32 = 1 << 28;
const PROMOTION: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;
const BAD_CAPTURE: i32 = -(1 << 27);
/// History scores stay within ±this.
const HISTORY_MAX: i32 = 1 << 16;

/// Reply-history scores stay within ±this (they are kept in 16 bits).
const REPLY_MAX: i32 = 1 << 14;
/// Piece codes (14 kinds moving, 7 dropped) times destinations.
const MOVE_KEYS: usize = 21 * 81;

/// What a move is for the reply history: the piece code (the moving kind,
/// or 14 + the kind for a drop) and the destination, counted from the
/// mover's side, so that a position and its colour-flipped twin use the
/// same entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveKey(u16);

/// The key of `mv`, to be played in `pos`.
#[inline]
pub(crate) fn move_key(pos: &Position, mv: Move) -> Option<MoveKey> {
    let code = piece_code(pos, mv)?;
    let to = relative_index(mv.to(), pos.side_to_move());
    Some(MoveKey((code * 81 + to) as u16))
}

/// Killer moves per ply, the history of quiet moves that caused cutoffs,
/// and the same history by the opponent's move just before (the reply
/// history: in shogi a quiet move is often good as the answer to one
/// move, a drop that blocks this check or guards that square, and
/// pointless elsewhere), kept between searches of one game.
pub(crate) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    /// [colour][piece code][destination]; piece code is the moving kind,
    /// or 14 + the kind for a drop.
    history: Vec<[[i32; 81]; 21]>,
    /// [previous move's key][this move's key], `MOVE_KEYS` squared.
    replies: Vec<i16>,
}

impl Heuristics {
    pub(crate) fn new() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![[[0; 81]; 21]; 2],
            replies: vec![0; MOVE_KEYS * MOVE_KEYS],
        }
    }

    /// Before a new search: old killers are stale, old history half true.
    /// The reply history is left as it is: its 2.9 million entries took
    /// longer to halve than a short search spends on ordering, and its
    /// updates pull every entry back within bounds anyway.
    pub(crate) fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        for table in self.history.iter_mut() {
            for row in table.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 2;
                }
            }
        }
    }

    #[inline]
    fn reply_slot(prev: Option<MoveKey>, key: Option<MoveKey>) -> Option<usize> {
        Some(usize::from(prev?.0) * MOVE_KEYS + usize::from(key?.0))
    }

    /// How well `mv` has done as the answer to the move keyed `prev`.
    #[inline]
    pub(crate) fn reply(&self, prev: Option<MoveKey>, pos: &Position, mv: Move) -> i32 {
        Heuristics::reply_slot(prev, move_key(pos, mv))
            .and_then(|i| self.replies.get(i))
            .map_or(0, |&h| i32::from(h))
    }

    fn reply_bonus(&mut self, prev: Option<MoveKey>, pos: &Position, mv: Move, bonus: i32) {
        if let Some(h) =
            Heuristics::reply_slot(prev, move_key(pos, mv)).and_then(|i| self.replies.get_mut(i))
        {
            let v = i32::from(*h);
            // The same pull towards the bounds as the history's, so the
            // value stays within ±REPLY_MAX and fits 16 bits.
            *h = (v + bonus - v * bonus.abs() / REPLY_MAX) as i16;
        }
    }

    pub(crate) fn clear(&mut self) {
        *self = Heuristics::new();
    }

    #[inline]
    pub(crate) fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }

    #[inline]
    fn history_slot(&mut self, pos: &Position, mv: Move) -> Option<&mut i32> {
        let c = pos.side_to_move().index();
        let code = piece_code(pos, mv)?;
        self.history
            .get_mut(c)?
            .get_mut(code)?
            .get_mut(mv.to().index())
    }

    #[inline]
    pub(crate) fn history(&self, pos: &Position, mv: Move) -> i32 {
        let c = pos.side_to_move().index();
        piece_code(pos, mv)
            .and_then(|code| self.history.get(c)?.get(code)?.get(mv.to().index()))
            .copied()
            .unwrap_or(0)
    }

    /// A quiet move refuted the opponent's move keyed `prev`: remember
    /// it, and count against the quiet moves tried before it.
    pub(crate) fn on_cutoff(
        &mut self,
        pos: &Position,
        mv: Move,
        ply: usize,
        depth: i32,
        tried: &[Move],
        prev: Option<MoveKey>,
    ) {
        if let Some(k) = self.killers.get_mut(ply)
            && k[0] != Some(mv)
        {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let bonus = (depth * depth).min(400) * 16;
        if let Some(h) = self.history_slot(pos, mv) {
            *h += bonus - *h * bonus / HISTORY_MAX;
        }
        self.reply_bonus(prev, pos, mv, bonus);
        for &other in tried {
            if other != mv {
                if let Some(h) = self.history_slot(pos, other) {
                    *h -= bonus + *h * bonus / HISTORY_MAX;
                }
                self.reply_bonus(prev, pos, other, -bonus);
            }
        }
    }
}

#[inline]
fn piece_code(pos: &Position, mv: Move) -> Option<usize> {
    match mv {
        Move::Board { from, .. } => pos.piece_at(from).map(|p| p.kind.index()),
        Move::Drop { kind, .. } => Some(14 + kind.index()),
    }
}

/// Whether a move takes a piece.
#[inline]
pub(crate) fn is_capture(pos: &Position, mv: Move) -> bool {
    matches!(mv, Move::Board { to, .. } if pos.piece_at(to).is_some())
}

/// A capture or a promotion that changes the material balance a lot;
/// everything else is "quiet" for pruning and reductions.
#[inline]
pub(crate) fn is_tactical(pos: &Position, mv: Move) -> bool {
    match mv {
        Move::Board { from, to, promote } => {
            pos.piece_at(to).is_some()
                || (promote
                    && pos.piece_at(from).is_some_and(|p| {
                        matches!(
                            p.kind,
                            PieceKind::Pawn | PieceKind::Bishop | PieceKind::Rook
                        )
                    }))
        }
        Move::Drop { .. } => false,
    }
}

/// Material a capture or promotion gains at once (before any reply).
#[inline]
pub(crate) fn immediate_gain(pos: &Position, mv: Move) -> i32 {
    match mv {
        Move::Board { from, to, promote } => {
            let cap = pos.piece_at(to).map_or(0, |p| capture_gain(p.kind));
            let pro = if promote {
                pos.piece_at(from).map_or(0, |p| promotion_gain(p.kind))
            } else {
                0
            };
            cap + pro
        }
        Move::Drop { .. } => 0,
    }
}

/// Ordering score, `tie_rank`, move: the list `OrderedMoves` sorts.
pub(crate) type OrderItems = ArrayVec<(i32, u32, Move), { shogi_core::movegen::MAX_MOVES }>;

/// A move list with ordering scores, handed out best first, in a list the
/// caller keeps (see `OrderItems`).
pub(crate) struct OrderedMoves<'b> {
    items: &'b mut OrderItems,
    next: usize,
    sorted: bool,
}

/// Moves handed out by selection before the rest is sorted at once: most
/// cutoffs come in the first few moves, where a full sort would be waste,
/// but a node that tries everything should not pay a quadratic price.
const PICKS_BEFORE_SORT: usize = 3;

/// The order among moves that score the same: the rules core's generator
/// order (king, pawns, knights, lances, silvers, gold movers, bishops,
/// rooks, horses, dragons, then drops by kind), but with squares counted
/// from the mover's side. The generator runs over the board in one
/// direction for both colours, so its own order searched a position and
/// its colour-flipped twin differently (late quiet moves are reduced and
/// pruned); Black keeps the order it had, and White now gets the same.
#[inline]
fn tie_rank(pos: &Position, mv: Move, us: Color) -> u32 {
    const SQUARES: usize = Square::COUNT;
    const GROUP: usize = SQUARES * SQUARES * 2;
    let rank = match mv {
        Move::Board { from, to, promote } => {
            let group = pos.piece_at(from).map_or(0, |p| match p.kind {
                PieceKind::King => 0,
                PieceKind::Pawn => 1,
                PieceKind::Knight => 2,
                PieceKind::Lance => 3,
                PieceKind::Silver => 4,
                PieceKind::Bishop => 6,
                PieceKind::Rook => 7,
                PieceKind::Horse => 8,
                PieceKind::Dragon => 9,
                _ => 5,
            });
            group * GROUP
                + (relative_index(from, us) * SQUARES + relative_index(to, us)) * 2
                + usize::from(!promote)
        }
        Move::Drop { kind, to } => 10 * GROUP + kind.index() * SQUARES + relative_index(to, us),
    };
    rank as u32
}

impl<'b> OrderedMoves<'b> {
    // Borrowed, not moved: a move list is a 2.4 KB array and an ordered
    // one 7 KB, and copying them by value at every node showed as 6%, then
    // (lists returned by value) 13% of the search's time in `memmove`. The
    // search keeps both lists per ply (`search::NodeLists`).
    #[inline(always)]
    fn new(
        pos: &Position,
        moves: &[Move],
        items: &'b mut OrderItems,
        score: impl Fn(Move) -> i32,
    ) -> OrderedMoves<'b> {
        let us = pos.side_to_move();
        items.clear();
        items.extend(
            moves
                .iter()
                .map(|&mv| (score(mv), tie_rank(pos, mv, us), mv)),
        );
        OrderedMoves {
            items,
            next: 0,
            sorted: false,
        }
    }

    /// Scores every legal move for the main search.
    /// `prev` is the key of the opponent's move that led here.
    pub(crate) fn for_search(
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        heur: &Heuristics,
        ply: usize,
        prev: Option<MoveKey>,
        items: &'b mut OrderItems,
    ) -> OrderedMoves<'b> {
        let killers = heur.killers(ply);
        OrderedMoves::new(pos, moves, items, |mv| {
            if Some(mv) == tt_move {
                return TT_MOVE;
            }
            if is_capture(pos, mv) {
                let s = see(pos, mv);
                let victim = pos.piece_at(mv.to()).map_or(0, |p| capture_gain(p.kind));
                let attacker = mv
                    .from()
                    .and_then(|f| pos.piece_at(f))
                    .map_or(0, |p| board_value(p.kind));
                return if s >= 0 {
                    GOOD_CAPTURE + victim * 8 - attacker / 16
                } else {
                    BAD_CAPTURE + s
                };
            }
            if is_tactical(pos, mv) {
                return PROMOTION + immediate_gain(pos, mv);
            }
            if Some(mv) == killers[0] {
                return KILLER;
            }
            if Some(mv) == killers[1] {
                return KILLER - 1;
            }
            heur.history(pos, mv) + heur.reply(prev, pos, mv)
        })
    }

    /// Captures by most valuable victim, then least valuable attacker.
    pub(crate) fn for_quiescence(
        pos: &Position,
        moves: &[Move],
        items: &'b mut OrderItems,
    ) -> OrderedMoves<'b> {
        OrderedMoves::new(pos, moves, items, |mv| {
            let attacker = mv
                .from()
                .and_then(|f| pos.piece_at(f))
                .map_or(0, |p| board_value(p.kind));
            immediate_gain(pos, mv) * 8 - attacker / 16
        })
    }
}

impl Iterator for OrderedMoves<'_> {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let n = self.items.len();
        if self.next >= n {
            return None;
        }
        if !self.sorted {
            if self.next < PICKS_BEFORE_SORT {
                let key = |item: &(i32, u32, Move)| (item.0, std::cmp::Reverse(item.1));
                let mut best = self.next;
                for i in self.next + 1..n {
                    if key(&self.items[i]) > key(&self.items[best]) {
                        best = i;
                    }
                }
                self.items.swap(self.next, best);
            } else {
                self.items[self.next..]
                    .sort_unstable_by_key(|item| (std::cmp::Reverse(item.0), item.1));
                self.sorted = true;
            }
        }
        self.next += 1;
        Some(self.items[self.next - 1].2)
    }
}

/// Legal captures, and promotions of pawns, bishops and rooks: the moves
/// quiescence search looks at. Uses the rules core's generator with a sink
/// that keeps only those destinations, in a list the caller keeps.
pub(crate) fn tactical_moves_into(pos: &Position, list: &mut MoveList) {
    list.clear();
    let mut sink = TacticalSink {
        pos,
        enemy: pos.pieces(pos.side_to_move().opponent()),
        list,
    };
    generate(pos, &mut sink);
}

struct TacticalSink<'a> {
    pos: &'a Position,
    enemy: Bitboard,
    list: &'a mut MoveList,
}

impl TacticalSink<'_> {
    fn push(&mut self, from: Square, to: Square, promote: bool) {
        self.list.push(Move::Board { from, to, promote });
    }
}

impl Sink for TacticalSink<'_> {
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        for to in plain & self.enemy {
            self.push(from, to, false);
        }
        for to in forced & self.enemy {
            self.push(from, to, true);
        }
        // Where promotion is optional, promoting is the move that matters
        // in a tactical line; quiet promotions only for the big gainers.
        let big = self
            .pos
            .piece_at(from)
            .is_some_and(|p| matches!(p.kind, PieceKind::Bishop | PieceKind::Rook));
        let wanted = if big { both } else { both & self.enemy };
        for to in wanted {
            self.push(from, to, true);
        }
    }

    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let back = |to: Square| match us {
            Color::Black => Square::from_index(to.index() as u8 + 1),
            Color::White => Square::from_index(to.index() as u8 - 1),
        };
        for to in plain & self.enemy {
            self.push(back(to), to, false);
        }
        for to in both | forced {
            self.push(back(to), to, true);
        }
    }

    fn drops(&mut self, _kind: PieceKind, _to: Bitboard) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn tactical_moves_are_the_legal_captures_and_big_promotions() {
        for sfen in [
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "ln1g3nl/1r1sk1gb1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1BG2S1R1/LNS1KG1NL b s 1",
            "4k4/1P7/9/9/9/9/9/1B7/4K4 b - 1",
        ] {
            let pos = Position::from_sfen(sfen).unwrap();
            let mut list = MoveList::new();
            tactical_moves_into(&pos, &mut list);
            let got: BTreeSet<String> = list.iter().map(|m| m.to_usi()).collect();
            let want: BTreeSet<String> = pos
                .legal_moves()
                .iter()
                .filter(|&&m| {
                    let kind = m.from().and_then(|f| pos.piece_at(f)).map(|p| p.kind);
                    let promotes_big = m.is_promotion()
                        && matches!(
                            kind,
                            Some(PieceKind::Pawn | PieceKind::Bishop | PieceKind::Rook)
                        );
                    let capture = is_capture(&pos, m);
                    // A capture that may promote appears only promoted.
                    let may_promote = capture
                        && !m.is_promotion()
                        && pos.legal_moves().contains(&Move::Board {
                            from: m.from().unwrap(),
                            to: m.to(),
                            promote: true,
                        });
                    (capture && !may_promote) || promotes_big
                })
                .map(|m| m.to_usi())
                .collect();
            assert_eq!(got, want, "{sfen}");
        }
    }

    #[test]
    fn ordered_moves_come_out_by_score() {
        let pos = Position::from_sfen("4k4/9/6s2/7p1/9/9/9/7R1/4K4 b G 1").unwrap();
        let heur = Heuristics::new();
        let tt = Move::from_usi("5i4h").ok();
        let mut items = OrderItems::new();
        let order: Vec<Move> =
            OrderedMoves::for_search(&pos, &pos.legal_moves(), tt, &heur, 0, None, &mut items)
                .collect();
        assert_eq!(order.len(), pos.legal_moves().len());
        assert_eq!(Some(order[0]), tt);
        // RxP loses the rook to the silver: it comes last.
        assert_eq!(order.last().map(|m| m.to_usi()), Some("2h2d".to_string()));
    }
}
