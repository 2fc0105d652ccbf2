//! The position: board (bitboards and a mailbox), hands, side to move,
//! and an incrementally updated Zobrist key.

use super::attacks;
use super::bitboard::Bitboard;
use super::hand::Hand;
use super::moves::Move;
use super::types::{Color, Piece, PieceKind, Square};
use super::zobrist;

#[derive(Clone, Debug)]
pub struct Position {
    board: [Option<Piece>; 81],
    by_color: [Bitboard; 2],
    by_kind: [Bitboard; 14],
    hands: [Hand; 2],
    side: Color,
    /// SFEN move number: 1 in a start position, +1 per move.
    ply: u32,
    key: u64,
}

/// What `undo_move` needs besides the move itself.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    captured: Option<Piece>,
    moved: PieceKind,
    key: u64,
}

impl Undo {
    /// The piece the move took, as it stood (maybe promoted).
    #[inline(always)]
    pub fn captured(&self) -> Option<Piece> {
        self.captured
    }

    /// The kind that moved, as it stood before the move (or was dropped).
    #[inline(always)]
    pub fn moved(&self) -> PieceKind {
        self.moved
    }
}

impl PartialEq for Position {
    /// Same board, hands and side to move; the move number does not matter,
    /// as for repetition.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board && self.hands == other.hands && self.side == other.side
    }
}
impl Eq for Position {}

pub const STARTPOS_SFEN: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

impl Position {
    /// An empty board, Black to move, empty hands.
    pub fn empty() -> Position {
        Position {
            board: [None; 81],
            by_color: [Bitboard::EMPTY; 2],
            by_kind: [Bitboard::EMPTY; 14],
            hands: [Hand::EMPTY; 2],
            side: Color::Black,
            ply: 1,
            key: 0,
        }
    }

    /// The standard start position.
    pub fn startpos() -> Position {
        // The constant is known good; a failure here is a bug in the parser.
        Position::from_sfen(STARTPOS_SFEN).unwrap_or_else(|e| panic!("start position: {e}"))
    }

    // --- queries -------------------------------------------------------

    #[inline(always)]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    #[inline(always)]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The SFEN move number (1 at the start of a record).
    #[inline(always)]
    pub fn ply(&self) -> u32 {
        self.ply
    }

    #[inline(always)]
    pub fn key(&self) -> u64 {
        self.key
    }

    #[inline(always)]
    pub fn hand(&self, c: Color) -> Hand {
        self.hands[c.index()]
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline(always)]
    pub fn pieces(&self, c: Color) -> Bitboard {
        self.by_color[c.index()]
    }

    #[inline(always)]
    pub fn pieces_of(&self, c: Color, kind: PieceKind) -> Bitboard {
        self.by_color[c.index()] & self.by_kind[kind.index()]
    }

    #[inline(always)]
    pub fn kind_bb(&self, kind: PieceKind) -> Bitboard {
        self.by_kind[kind.index()]
    }

    /// Gold and the four pieces that move like one once promoted.
    #[inline(always)]
    pub(crate) fn gold_movers(&self) -> Bitboard {
        self.by_kind[PieceKind::Gold.index()]
            | self.by_kind[PieceKind::ProPawn.index()]
            | self.by_kind[PieceKind::ProLance.index()]
            | self.by_kind[PieceKind::ProKnight.index()]
            | self.by_kind[PieceKind::ProSilver.index()]
    }

    #[inline(always)]
    pub(crate) fn diagonal_sliders(&self) -> Bitboard {
        self.by_kind[PieceKind::Bishop.index()] | self.by_kind[PieceKind::Horse.index()]
    }

    #[inline(always)]
    pub(crate) fn orthogonal_sliders(&self) -> Bitboard {
        self.by_kind[PieceKind::Rook.index()] | self.by_kind[PieceKind::Dragon.index()]
    }

    /// The king of `c`, absent in tsume problems.
    #[inline(always)]
    pub fn king_square(&self, c: Color) -> Option<Square> {
        self.pieces_of(c, PieceKind::King).first()
    }

    /// Pieces of `by` that attack `sq` by a single step or jump.
    #[inline(always)]
    fn step_attackers(&self, by: Color, sq: Square) -> Bitboard {
        // A piece of `by` attacks `sq` exactly when the same piece of the
        // other colour standing on `sq` would attack it back.
        let them = by.opponent();
        let k = &self.by_kind;
        ((attacks::pawn(them, sq) & k[PieceKind::Pawn.index()])
            | (attacks::knight(them, sq) & k[PieceKind::Knight.index()])
            | (attacks::silver(them, sq) & k[PieceKind::Silver.index()])
            | (attacks::gold(them, sq) & self.gold_movers())
            | (attacks::king(sq)
                & (k[PieceKind::King.index()]
                    | k[PieceKind::Horse.index()]
                    | k[PieceKind::Dragon.index()])))
            & self.pieces(by)
    }

    /// Pieces of `by` that attack `sq`, given occupancy `occ`.
    #[inline]
    pub fn attackers_to_with(&self, by: Color, sq: Square, occ: Bitboard) -> Bitboard {
        // Each slider kind's rays are traced only when one of `by`'s stands
        // on an empty-board line through `sq`: most squares the evaluation
        // asks about (around a king) have none on most lines.
        let mine = self.pieces(by);
        let mut found = self.step_attackers(by, sq);
        let lances = self.kind_bb(PieceKind::Lance) & mine;
        if (attacks::lance_pseudo(by.opponent(), sq) & lances).any() {
            found |= attacks::lance(by.opponent(), sq, occ) & lances;
        }
        let diag = self.diagonal_sliders() & mine;
        if (attacks::bishop_pseudo(sq) & diag).any() {
            found |= attacks::bishop(sq, occ) & diag;
        }
        let orth = self.orthogonal_sliders() & mine;
        if (attacks::rook_pseudo(sq) & orth).any() {
            found |= attacks::rook(sq, occ) & orth;
        }
        found
    }

    #[inline]
    pub fn attackers_to(&self, by: Color, sq: Square) -> Bitboard {
        self.attackers_to_with(by, sq, self.occupied())
    }

    /// Whether `by` attacks `sq` given occupancy `occ`. Sliders are only
    /// traced when one stands on a line through `sq`, which makes the
    /// common "no" answer cheap.
    #[inline]
    pub fn is_attacked_with(&self, by: Color, sq: Square, occ: Bitboard) -> bool {
        if self.step_attackers(by, sq).any() {
            return true;
        }
        let them = by.opponent();
        let mine = self.pieces(by);
        let k = &self.by_kind;
        let diag = self.diagonal_sliders() & mine;
        if (attacks::bishop_pseudo(sq) & diag).any() && (attacks::bishop(sq, occ) & diag).any() {
            return true;
        }
        let orth = self.orthogonal_sliders() & mine;
        let lances = k[PieceKind::Lance.index()] & mine;
        let rook_line = attacks::rook_pseudo(sq);
        if (rook_line & (orth | lances)).any() {
            if (attacks::rook(sq, occ) & orth).any() {
                return true;
            }
            if (attacks::lance(them, sq, occ) & lances).any() {
                return true;
            }
        }
        false
    }

    #[inline]
    pub fn is_attacked(&self, by: Color, sq: Square) -> bool {
        self.is_attacked_with(by, sq, self.occupied())
    }

    /// Pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        match self.king_square(self.side) {
            Some(k) => self.attackers_to(self.side.opponent(), k),
            None => Bitboard::EMPTY,
        }
    }

    #[inline]
    pub fn in_check(&self) -> bool {
        match self.king_square(self.side) {
            Some(k) => self.is_attacked(self.side.opponent(), k),
            None => false,
        }
    }

    /// Whether `c`'s king is attacked (used to reject positions where the
    /// side to move could capture the enemy king).
    pub fn king_attacked(&self, c: Color) -> bool {
        match self.king_square(c) {
            Some(k) => self.is_attacked(c.opponent(), k),
            None => false,
        }
    }

    /// Pieces of `c` that are the only piece between `c`'s king and an
    /// enemy slider aiming at it.
    pub fn pinned(&self, c: Color) -> Bitboard {
        self.pinned_with(c, self.occupied())
    }

    #[inline]
    pub(crate) fn pinned_with(&self, c: Color, occ: Bitboard) -> Bitboard {
        let Some(ksq) = self.king_square(c) else {
            return Bitboard::EMPTY;
        };
        let them = c.opponent();
        let enemy = self.pieces(them);
        let snipers = ((attacks::rook_pseudo(ksq) & self.orthogonal_sliders())
            | (attacks::bishop_pseudo(ksq) & self.diagonal_sliders())
            | (attacks::lance_pseudo(c, ksq) & self.kind_bb(PieceKind::Lance)))
            & enemy;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let between = attacks::between(ksq, s) & occ;
            if !between.more_than_one() {
                pinned |= between;
            }
        }
        pinned & self.pieces(c)
    }

    // --- changing the position ------------------------------------------

    /// Puts a piece on an empty square (for building positions). These
    /// setters check nothing: a builder that may be wrong goes through
    /// `Setup`, which does.
    pub fn put_piece(&mut self, sq: Square, p: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(p);
        self.by_color[p.color.index()].set(sq);
        self.by_kind[p.kind.index()].set(sq);
        self.key ^= zobrist::piece(p.color, p.kind, sq);
    }

    pub fn set_hand(&mut self, c: Color, hand: Hand) {
        for k in PieceKind::HAND {
            self.key ^= zobrist::hand(c, k, self.hands[c.index()].count(k));
            self.key ^= zobrist::hand(c, k, hand.count(k));
        }
        self.hands[c.index()] = hand;
    }

    /// Also the engine's null move: the same board, the other side to move.
    pub fn set_side_to_move(&mut self, c: Color) {
        if c != self.side {
            self.key ^= zobrist::side();
            self.side = c;
        }
    }

    pub fn set_ply(&mut self, ply: u32) {
        self.ply = ply;
    }

    #[inline(always)]
    fn remove_piece(&mut self, sq: Square, p: Piece) {
        self.board[sq.index()] = None;
        self.by_color[p.color.index()].clear(sq);
        self.by_kind[p.kind.index()].clear(sq);
    }

    #[inline(always)]
    fn place(&mut self, sq: Square, p: Piece) {
        self.board[sq.index()] = Some(p);
        self.by_color[p.color.index()].set(sq);
        self.by_kind[p.kind.index()].set(sq);
    }

    /// Plays a move that is legal (or at least pseudo-legal with a piece of
    /// the side to move on `from`). Returns what `undo_move` needs.
    #[inline]
    pub fn do_move(&mut self, mv: Move) -> Undo {
        let us = self.side;
        let them = us.opponent();
        let mut undo = Undo {
            captured: None,
            moved: PieceKind::Pawn,
            key: self.key,
        };
        // The hands' part of the key is added below as they change.
        let mut key = self.key ^ self.board_key_change(mv);
        match mv {
            Move::Board { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    debug_assert!(false, "do_move {mv} from an empty square");
                    return undo;
                };
                undo.moved = piece.kind;
                if let Some(cap) = self.board[to.index()] {
                    self.remove_piece(to, cap);
                    let hk = cap.kind.unpromoted();
                    let hand = &mut self.hands[us.index()];
                    let n = hand.count(hk);
                    key ^= zobrist::hand(us, hk, n) ^ zobrist::hand(us, hk, n + 1);
                    hand.add(hk);
                    undo.captured = Some(cap);
                }
                self.remove_piece(from, piece);
                let kind = match (promote, piece.kind.promoted()) {
                    (true, Some(p)) => p,
                    _ => piece.kind,
                };
                self.place(to, Piece::new(us, kind));
            }
            Move::Drop { kind, to } => {
                undo.moved = kind;
                let hand = &mut self.hands[us.index()];
                let n = hand.count(kind);
                key ^= zobrist::hand(us, kind, n) ^ zobrist::hand(us, kind, n.wrapping_sub(1));
                hand.remove(kind);
                self.place(to, Piece::new(us, kind));
            }
        }
        self.key = key;
        self.side = them;
        self.ply += 1;
        undo
    }

    /// How `mv` changes the key's board and side-to-move part (the key less
    /// its hands' terms): shared by `do_move` and the mate search's look
    /// ahead at its children's table entries (`board_key_after`).
    #[inline(always)]
    pub fn board_key_change(&self, mv: Move) -> u64 {
        let us = self.side;
        let mut change = zobrist::side();
        match mv {
            Move::Board { from, to, promote } => {
                let Some(piece) = self.board[from.index()] else {
                    return change;
                };
                if let Some(cap) = self.board[to.index()] {
                    change ^= zobrist::piece(cap.color, cap.kind, to);
                }
                let kind = match (promote, piece.kind.promoted()) {
                    (true, Some(p)) => p,
                    _ => piece.kind,
                };
                change ^= zobrist::piece(us, piece.kind, from) ^ zobrist::piece(us, kind, to);
            }
            Move::Drop { kind, to } => change ^= zobrist::piece(us, kind, to),
        }
        change
    }

    /// Takes back `mv`, which must be the last move done with `do_move`.
    #[inline]
    pub fn undo_move(&mut self, mv: Move, undo: Undo) {
        let them = self.side;
        let us = them.opponent();
        match mv {
            Move::Board { from, to, .. } => {
                if let Some(p) = self.board[to.index()] {
                    self.remove_piece(to, p);
                }
                self.place(from, Piece::new(us, undo.moved));
                if let Some(cap) = undo.captured {
                    self.place(to, cap);
                    self.hands[us.index()].remove(cap.kind.unpromoted());
                }
            }
            Move::Drop { kind, to } => {
                if let Some(p) = self.board[to.index()] {
                    self.remove_piece(to, p);
                }
                self.hands[us.index()].add(kind);
            }
        }
        self.side = us;
        self.ply -= 1;
        self.key = undo.key;
    }

    /// The key computed from scratch (what the incremental key must equal).
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for sq in Square::all() {
            if let Some(p) = self.board[sq.index()] {
                key ^= zobrist::piece(p.color, p.kind, sq);
            }
        }
        for c in Color::ALL {
            for k in PieceKind::HAND {
                key ^= zobrist::hand(c, k, self.hands[c.index()].count(k));
            }
        }
        if self.side == Color::White {
            key ^= zobrist::side();
        }
        key
    }

    /// Files (as a bitboard of whole files) holding an unpromoted pawn of `c`.
    #[inline]
    pub(crate) fn pawn_files(&self, c: Color) -> Bitboard {
        let mut files = Bitboard::EMPTY;
        for sq in self.pieces_of(c, PieceKind::Pawn) {
            files |= FILE_MASKS[sq.file() as usize - 1];
        }
        files
    }
}

/// All nine squares of each file.
pub(crate) static FILE_MASKS: [Bitboard; 9] = {
    let mut m = [Bitboard(0); 9];
    let mut f = 0;
    while f < 9 {
        m[f] = Bitboard(0x1ffu128 << (f * 9));
        f += 1;
    }
    m
};
