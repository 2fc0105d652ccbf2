//! How a game's moves and positions are kept small: a move as its place
//! among the legal moves (one byte), a position row as one 9-byte key
//! holding the top bits of the core's Zobrist key, the game and the ply.
//!
//! The legal moves are put in the order of [`move_code`], which depends
//! only on the move's squares and pieces, not on the order the move
//! generator happens to produce them in: a change to the generator must
//! not change the meaning of stored games.

use shogi_core::movegen::{Sink, generate};
use shogi_core::{Bitboard, Color, Move, MoveList, PieceKind, Position, Square};
use std::cmp::Ordering;

/// The bits of the core's 64-bit key the index keeps. With the game's
/// id and the ply they make a position row of nine bytes (72 bits), the
/// row's only column: SQLite's overhead is per column and per row, so one
/// column of nine bytes costs about 15 bytes a row where three integer
/// columns cost 19 (`docs/dev/database.md` gives the collision rate).
pub const KEY_BITS: u32 = 44;
/// The bits of a row that hold the game's id: the most games a database
/// holds is 2²² − 1 (4,194,303).
pub const GAME_BITS: u32 = 22;
/// The bits that hold the ply the game first reached the position at.
pub const PLY_BITS: u32 = 6;
const _: () = assert!(KEY_BITS + GAME_BITS + PLY_BITS == 72);
const _: () = assert!(crate::schema::INDEX_PLIES < 1 << PLY_BITS);

/// The highest game id a position row can name.
pub const MAX_GAME_ID: i64 = (1 << GAME_BITS) - 1;

/// The bytes of a position row.
pub type Row = [u8; 9];

/// A position row: `key`, `game`, `ply`, big-endian, so that SQLite's
/// byte order sorts rows by key, then game, then ply, and a key's rows
/// are one range. `None` for a game id past [`MAX_GAME_ID`] (or below 1).
pub fn row(key: i64, game: i64, ply: u16) -> Option<Row> {
    if !(1..=MAX_GAME_ID).contains(&game) || !(0..1 << KEY_BITS).contains(&key) {
        return None;
    }
    Some(pack_row(
        key as u128,
        game as u128,
        u128::from(ply) & ((1 << PLY_BITS) - 1),
    ))
}

fn pack_row(key: u128, game: u128, ply: u128) -> Row {
    let v = (key << (GAME_BITS + PLY_BITS)) | (game << PLY_BITS) | ply;
    let bytes = v.to_be_bytes();
    let mut out = [0u8; 9];
    out.copy_from_slice(&bytes[7..]);
    out
}

/// The key, game and ply of a row; `None` when it is not nine bytes.
pub fn unrow(bytes: &[u8]) -> Option<(i64, i64, u16)> {
    let row: &Row = bytes.try_into().ok()?;
    let mut wide = [0u8; 16];
    wide[7..].copy_from_slice(row);
    let v = u128::from_be_bytes(wide);
    let ply = (v & ((1 << PLY_BITS) - 1)) as u16;
    let game = ((v >> PLY_BITS) & ((1 << GAME_BITS) - 1)) as i64;
    let key = (v >> (GAME_BITS + PLY_BITS)) as i64;
    Some((key, game, ply))
}

/// The first and last rows a key can have: `k BETWEEN first AND last`
/// finds its rows.
pub fn key_range(key: i64) -> (Row, Row) {
    let key = (key as u128) & ((1 << KEY_BITS) - 1);
    (
        pack_row(key, 0, 0),
        pack_row(key, (1 << GAME_BITS) - 1, (1 << PLY_BITS) - 1),
    )
}

/// The first and last rows of one game under a key (its one row, at
/// whatever ply): what deleting the game removes.
pub fn game_range(key: i64, game: i64) -> (Row, Row) {
    let key = (key as u128) & ((1 << KEY_BITS) - 1);
    let game = (game as u128) & ((1 << GAME_BITS) - 1);
    (
        pack_row(key, game, 0),
        pack_row(key, game, (1 << PLY_BITS) - 1),
    )
}

/// The place of the move a stored game played at `ply` (its `moves`
/// bytes): `Some(None)` where the game ended there, `None` where the
/// bytes end before it or inside an escaped place (a damaged blob).
pub fn place_at(bytes: &[u8], ply: usize) -> Option<Option<usize>> {
    let mut i = 0;
    for _ in 0..ply {
        match *bytes.get(i)? {
            ESCAPE => i += 3,
            _ => i += 1,
        }
    }
    match bytes.get(i) {
        None if i == bytes.len() => Some(None),
        None => None,
        Some(&ESCAPE) => {
            let hi = *bytes.get(i + 1)?;
            let lo = *bytes.get(i + 2)?;
            Some(Some(
                usize::from(ESCAPE) + usize::from(u16::from_be_bytes([hi, lo])),
            ))
        }
        Some(&b) => Some(Some(usize::from(b))),
    }
}

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
/// `None` when it is not legal there.
///
/// Counted from the generator's destination sets, never listed: the
/// moves below `mv` in [`move_code`]'s order are those from a lower
/// source, and from the same source those of a lower (promotion, target);
/// each is a mask and a bit count. An import does this for every move,
/// and building the list cost more than the rest of a game's replay.
pub fn place_of(pos: &Position, mv: Move) -> Option<usize> {
    // The count is bit counts of 128-bit sets: the baseline x86-64 has no
    // instruction for them, and spelling them out took a fifth of an
    // import's time. The same code, compiled again for CPUs that have it
    // (as the core's perft does).
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
    {
        // SAFETY: the CPU was just checked to have these instructions.
        return unsafe { place_of_popcnt(pos, mv) };
    }
    place_of_in(pos, mv)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1")]
fn place_of_popcnt(pos: &Position, mv: Move) -> Option<usize> {
    place_of_in(pos, mv)
}

#[inline(always)]
fn place_of_in(pos: &Position, mv: Move) -> Option<usize> {
    let code = move_code(mv);
    let source = usize::from(code >> 8);
    // The king's steps cost the most of the generation (each target is
    // checked for attacks): when the king stands on a higher square than
    // the move's source, none of them can be below it.
    let skip_king = pos
        .king_square(pos.side_to_move())
        .is_some_and(|k| k.index() > source);
    let mut sink = PlaceSink {
        source,
        promote: code & 0x80 != 0,
        to: usize::from(code & 0x7F),
        skip_king,
        below: 0,
        found: false,
    };
    generate(pos, &mut sink);
    sink.found.then_some(sink.below as usize)
}

/// The squares whose index is below `n` (every square from 81 on).
fn squares_below(n: usize) -> Bitboard {
    Bitboard((1u128 << n.min(81)) - 1)
}

/// Whether square `index` is in `bb` (the sought target may be any of
/// the 81, so it is kept as an index, not a `Square`).
fn has(bb: Bitboard, index: usize) -> bool {
    index < 81 && (bb.0 >> index) & 1 != 0
}

/// Counts the legal moves whose [`move_code`] is below the one sought
/// (`source`, `promote`, `to`), and whether that one is legal.
struct PlaceSink {
    source: usize,
    promote: bool,
    to: usize,
    skip_king: bool,
    below: u32,
    found: bool,
}

impl PlaceSink {
    /// Moves from the sought source: below it are the non-promotions to
    /// a lower target and, when a promotion is sought, every
    /// non-promotion and the promotions to a lower target.
    #[inline(always)]
    fn same_source(&mut self, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        let lower = squares_below(self.to);
        let stays = plain | both;
        let promotes = both | forced;
        if self.promote {
            self.below += stays.count() + (promotes & lower).count();
            self.found |= has(promotes, self.to);
        } else {
            self.below += (stays & lower).count();
            self.found |= has(stays, self.to);
        }
    }
}

/// All the moves of these destination sets: a `both` square is two.
fn all(plain: Bitboard, both: Bitboard, forced: Bitboard) -> u32 {
    plain.count() + 2 * both.count() + forced.count()
}

impl Sink for PlaceSink {
    // Always: inlined, they are compiled with the caller's instructions
    // (`place_of_popcnt`); a call would run the baseline's bit counts.
    #[inline(always)]
    fn moves(&mut self, from: Square, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        match from.index().cmp(&self.source) {
            Ordering::Less => self.below += all(plain, both, forced),
            Ordering::Equal => self.same_source(plain, both, forced),
            Ordering::Greater => {}
        }
    }

    #[inline(always)]
    fn pawn_steps(&mut self, us: Color, plain: Bitboard, both: Bitboard, forced: Bitboard) {
        // Each step's source is the square behind its target: one index
        // up for Black, one down for White. The targets whose source is
        // below the sought one, and the one target whose source is it.
        let (lower, at) = match us {
            Color::Black => (
                squares_below(self.source.saturating_sub(1)),
                self.source.checked_sub(1),
            ),
            Color::White => (squares_below(self.source + 1), Some(self.source + 1)),
        };
        self.below += all(plain & lower, both & lower, forced & lower);
        if let Some(at) = at.filter(|&at| at < 81) {
            let only = Bitboard(1u128 << at);
            self.same_source(plain & only, both & only, forced & only);
        }
    }

    /// A board move's place counts no drop (drops sort after every board
    /// move): the generator may stop before them.
    #[inline(always)]
    fn satisfied(&self) -> bool {
        self.source < 81
    }

    #[inline(always)]
    fn skips_king(&self) -> bool {
        self.skip_king
    }

    #[inline(always)]
    fn drops(&mut self, kind: PieceKind, to: Bitboard) {
        match (81 + kind.index()).cmp(&self.source) {
            Ordering::Less => self.below += to.count(),
            Ordering::Equal => self.same_source(to, Bitboard::EMPTY, Bitboard::EMPTY),
            Ordering::Greater => {}
        }
    }
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
    fn a_row_reads_back_and_sorts_by_key_then_game_then_ply() {
        let key = (1 << KEY_BITS) - 2;
        for (game, ply) in [(1, 0), (MAX_GAME_ID, 50), (12_345, 7)] {
            let r = row(key, game, ply).unwrap();
            assert_eq!(unrow(&r), Some((key, game, ply)));
            let (first, last) = key_range(key);
            assert!(first <= r && r <= last);
            let (g0, g1) = game_range(key, game);
            assert!(g0 <= r && r <= g1);
        }
        assert!(row(key, 2, 0).unwrap() > row(key, 1, 50).unwrap());
        assert!(row(key + 1, 1, 0).unwrap() > key_range(key).1);
        assert!(row(key - 1, MAX_GAME_ID, 63).unwrap() < key_range(key).0);
        assert_eq!(row(key, MAX_GAME_ID + 1, 0), None, "no room for the id");
        assert_eq!(row(key, 0, 0), None);
        assert_eq!(row(1 << KEY_BITS, 1, 0), None);
        assert_eq!(unrow(&[0; 8]), None);
    }

    #[test]
    fn the_place_at_a_ply_skips_escaped_places() {
        let mut bytes = Vec::new();
        for place in [3, 300, 0, 255] {
            push_place(&mut bytes, place);
        }
        let at: Vec<_> = (0..=4).map(|ply| place_at(&bytes, ply)).collect();
        assert_eq!(
            at,
            [
                Some(Some(3)),
                Some(Some(300)),
                Some(Some(0)),
                Some(Some(255)),
                Some(None)
            ]
        );
        assert_eq!(place_at(&bytes, 5), None, "past the end");
        assert_eq!(place_at(&bytes[..2], 1), None, "cut inside an escape");
    }

    /// The counted place is the move's index in the sorted list, for
    /// every legal move of every position along random games (drops,
    /// promotions and pawn steps of both sides all occur), and no place
    /// for a move that is not legal.
    #[test]
    fn the_counted_place_is_the_index_in_the_sorted_list() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut checked, mut drops, mut promotions) = (0, 0, 0);
        for _ in 0..60 {
            let mut pos = Position::startpos();
            for _ in 0..160 {
                let legal = sorted_legal(&pos);
                if legal.is_empty() {
                    break;
                }
                for (i, &m) in legal.iter().enumerate() {
                    assert_eq!(
                        place_of(&pos, m),
                        Some(i),
                        "{} in {}",
                        m.to_usi(),
                        pos.to_sfen()
                    );
                    // The baseline build too, which this CPU would not run.
                    assert_eq!(place_of_in(&pos, m), Some(i), "baseline {}", m.to_usi());
                    checked += 1;
                    drops += usize::from(matches!(m, Move::Drop { .. }));
                    promotions += usize::from(matches!(m, Move::Board { promote: true, .. }));
                }
                let mv = legal[(next() % legal.len() as u64) as usize];
                pos.do_move(mv);
            }
        }
        assert!(
            checked > 100_000 && drops > 10_000 && promotions > 1_000,
            "{checked} {drops} {promotions}"
        );
        let start = Position::startpos();
        for usi in ["7g7f+", "5i5g", "P*5e", "8h2b", "1a1b"] {
            assert_eq!(
                place_of(&start, Move::from_usi(usi).unwrap()),
                None,
                "{usi}"
            );
        }
    }

    #[test]
    fn the_stored_order_does_not_follow_the_generator() {
        let legal = sorted_legal(&Position::startpos());
        assert_eq!(legal.len(), 30);
        assert!(legal.windows(2).all(|w| move_code(w[0]) < move_code(w[1])));
    }
}
