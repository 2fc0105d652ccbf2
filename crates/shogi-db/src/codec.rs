//! How a game's moves and positions are kept small: a move as its place
//! among the legal moves (one byte), a position as the top bits of the
//! core's Zobrist key.
//!
//! The legal moves are put in the order of [`move_code`], which depends
//! only on the move's squares and pieces, not on the order the move
//! generator happens to produce them in: a change to the generator must
//! not change the meaning of stored games.

use shogi_core::{Move, MoveList, Position};

/// The bits of the core's 64-bit key the index keeps: 47, so that SQLite
/// stores the key in six bytes (its 48-bit integers are signed).
pub const KEY_BITS: u32 = 47;

/// An escape byte: the move's place is 255 or more (a position can have up
/// to 593 legal moves), and the two bytes after it hold the place less 255.
const ESCAPE: u8 = 0xFF;

/// The key a position is indexed under: board, hands and side to move,
/// as the core's key covers them, cut to [`KEY_BITS`] bits.
pub fn position_key(pos: &Position) -> i64 {
    (pos.key() >> (64 - KEY_BITS)) as i64
}

/// A number for a move that sorts the same in every build: the source
/// (a square, or 81 + the piece dropped), the promotion, the target.
pub fn move_code(mv: Move) -> u16 {
    match mv {
        Move::Board { from, to, promote } => {
            ((from.index() as u16) << 8) | (u16::from(promote) << 7) | to.index() as u16
        }
        Move::Drop { kind, to } => ((81 + kind.index() as u16) << 8) | to.index() as u16,
    }
}

/// The legal moves of `pos` in the stored order.
pub fn sorted_legal(pos: &Position) -> MoveList {
    let mut legal = pos.legal_moves();
    legal.sort_unstable_by_key(|&m| move_code(m));
    legal
}

/// The place of `mv` among the legal moves of `pos` in the stored order;
/// `None` when it is not legal there. Counted, not sorted: an import
/// does this for every move, and a sort of the list cost three times the
/// move generation itself.
pub fn place_of(pos: &Position, mv: Move) -> Option<usize> {
    let code = move_code(mv);
    let legal = pos.legal_moves();
    let mut below = 0;
    let mut found = false;
    for &m in &legal {
        let c = move_code(m);
        below += usize::from(c < code);
        found |= c == code;
    }
    found.then_some(below)
}

/// Appends the move at `place` to `out`.
pub fn push_place(out: &mut Vec<u8>, place: usize) {
    if place < usize::from(ESCAPE) {
        out.push(place as u8);
    } else {
        out.push(ESCAPE);
        out.extend_from_slice(&((place - usize::from(ESCAPE)) as u16).to_be_bytes());
    }
}

/// Reads the places back from the bytes [`push_place`] wrote; `None` when
/// the bytes end inside an escaped place (a damaged blob).
pub fn places(bytes: &[u8]) -> Option<Vec<usize>> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == ESCAPE {
            let hi = *bytes.get(i + 1)?;
            let lo = *bytes.get(i + 2)?;
            out.push(usize::from(ESCAPE) + usize::from(u16::from_be_bytes([hi, lo])));
            i += 3;
        } else {
            out.push(usize::from(b));
            i += 1;
        }
    }
    Some(out)
}

/// The moves of a stored game, replayed from `start`; `None` when a place
/// names no legal move (a damaged blob, or one written by another rule
/// set).
pub fn decode_moves(start: &Position, bytes: &[u8]) -> Option<Vec<Move>> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for place in places(bytes)? {
        let mv = *sorted_legal(&pos).get(place)?;
        pos.do_move(mv);
        moves.push(mv);
    }
    Some(moves)
}

/// A 64-bit FNV-1a hash: the fingerprint of a game. Written out rather
/// than std's hasher, whose output may change between Rust releases,
/// while stored fingerprints must not.
#[derive(Clone, Copy)]
pub struct Fnv(u64);

impl Fnv {
    pub fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    /// Adds `bytes`, then a separator, so that ("ab", "c") and ("a", "bc")
    /// differ.
    pub fn field(mut self, bytes: &[u8]) -> Fnv {
        for &b in bytes.iter().chain(&[0xFF]) {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        self
    }

    pub fn finish(self) -> i64 {
        self.0 as i64
    }
}

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_past_the_escape_take_three_bytes_and_read_back() {
        let mut bytes = Vec::new();
        for place in [0, 7, 254, 255, 256, 592] {
            push_place(&mut bytes, place);
        }
        assert_eq!(bytes.len(), 3 + 3 * 3);
        assert_eq!(places(&bytes), Some(vec![0, 7, 254, 255, 256, 592]));
        assert_eq!(
            places(&bytes[..bytes.len() - 1]),
            None,
            "cut inside an escape"
        );
    }

    #[test]
    fn a_game_decodes_to_its_moves_and_transpositions_share_a_key() {
        let start = Position::startpos();
        let line = ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"];
        let mut pos = start.clone();
        let mut bytes = Vec::new();
        for usi in line {
            let mv = Move::from_usi(usi).unwrap();
            push_place(&mut bytes, place_of(&pos, mv).unwrap());
            pos.do_move(mv);
        }
        assert_eq!(bytes.len(), line.len(), "one byte a move");
        let decoded: Vec<String> = decode_moves(&start, &bytes)
            .unwrap()
            .iter()
            .map(|m| m.to_usi())
            .collect();
        assert_eq!(decoded, line);
        let by = |moves: &[&str]| {
            let mut p = Position::startpos();
            for m in moves {
                p.do_move(Move::from_usi(m).unwrap());
            }
            position_key(&p)
        };
        assert_eq!(by(&["7g7f", "3c3d", "2g2f"]), by(&["2g2f", "3c3d", "7g7f"]));
        assert_ne!(
            by(&["7g7f", "3c3d"]),
            by(&[
                "7g7f", "3c3d", "2g2f", "3d3e", "2f2e", "3e3f", "3g3f", "4a3b"
            ])
        );
        assert!(by(&["7g7f"]) >= 0 && by(&["7g7f"]) < 1 << KEY_BITS);
    }

    #[test]
    fn the_stored_order_does_not_follow_the_generator() {
        let legal = sorted_legal(&Position::startpos());
        assert_eq!(legal.len(), 30);
        assert!(legal.windows(2).all(|w| move_code(w[0]) < move_code(w[1])));
    }
}
