//! Attack tables, built at compile time.
//!
//! Step pieces use one table entry per square. Sliding pieces use one ray
//! mask per square and direction; the first blocker on a ray is found with
//! a borrow trick (toward higher bits) or the highest set bit (toward lower
//! bits). That needs no occupancy hashing, no large tables and no PEXT,
//! so it is fast on any x86-64 without `target-cpu=native`.

use super::bitboard::Bitboard;
use super::types::{Color, PieceKind, Square};

/// Index deltas of the eight directions. Rank a is index 0 of a file, so
/// "up" (toward rank a) is -1 and "toward file 9" is +9.
const DIRS: [(i8, i8); 8] = [
    (0, -1),  // up
    (0, 1),   // down
    (-1, 0),  // toward file 1
    (1, 0),   // toward file 9
    (-1, -1), // up, toward file 1
    (1, 1),   // down, toward file 9
    (1, -1),  // up, toward file 9
    (-1, 1),  // down, toward file 1
];
// Opposite directions differ only in the lowest bit of their index.
const UP: usize = 0;
const DOWN: usize = 1;
const TO_FILE1: usize = 2;
const TO_FILE9: usize = 3;
const UP_FILE1: usize = 4;
const DOWN_FILE9: usize = 5;
const UP_FILE9: usize = 6;
const DOWN_FILE1: usize = 7;

const fn sq_at(file0: i8, rank0: i8) -> Option<usize> {
    if file0 >= 0 && file0 < 9 && rank0 >= 0 && rank0 < 9 {
        Some((file0 * 9 + rank0) as usize)
    } else {
        None
    }
}

const fn build_rays() -> [[u128; 81]; 8] {
    let mut t = [[0u128; 81]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 81 {
            let (df, dr) = DIRS[d];
            let mut f = (s / 9) as i8 + df;
            let mut r = (s % 9) as i8 + dr;
            while let Some(i) = sq_at(f, r) {
                t[d][s] |= 1u128 << i;
                f += df;
                r += dr;
            }
            s += 1;
        }
        d += 1;
    }
    t
}

static RAYS: [[u128; 81]; 8] = build_rays();

/// Step patterns from Black's side, as (file delta, rank delta); White's
/// are the same with the rank delta negated.
const PAWN_STEPS: &[(i8, i8)] = &[(0, -1)];
const KNIGHT_STEPS: &[(i8, i8)] = &[(-1, -2), (1, -2)];
const SILVER_STEPS: &[(i8, i8)] = &[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)];
const GOLD_STEPS: &[(i8, i8)] = &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
const KING_STEPS: &[(i8, i8)] = &[
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

const fn build_steps(steps: &[(i8, i8)]) -> [[u128; 81]; 2] {
    let mut t = [[0u128; 81]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 81 {
            let mut k = 0;
            while k < steps.len() {
                let (df, dr) = steps[k];
                let dr = if c == 0 { dr } else { -dr };
                if let Some(i) = sq_at((s / 9) as i8 + df, (s % 9) as i8 + dr) {
                    t[c][s] |= 1u128 << i;
                }
                k += 1;
            }
            s += 1;
        }
        c += 1;
    }
    t
}

/// Every square from which a step piece (a knight included) can reach a
/// square next to the centre: two files and three ranks either way.
const fn build_king_zone() -> [u128; 81] {
    let mut t = [0u128; 81];
    let mut s = 0;
    while s < 81 {
        let mut df = -2;
        while df <= 2 {
            let mut dr = -3;
            while dr <= 3 {
                if let Some(i) = sq_at((s / 9) as i8 + df, (s % 9) as i8 + dr) {
                    t[s] |= 1u128 << i;
                }
                dr += 1;
            }
            df += 1;
        }
        s += 1;
    }
    t
}

static KING_ZONE: [u128; 81] = build_king_zone();

static PAWN: [[u128; 81]; 2] = build_steps(PAWN_STEPS);
static KNIGHT: [[u128; 81]; 2] = build_steps(KNIGHT_STEPS);
static SILVER: [[u128; 81]; 2] = build_steps(SILVER_STEPS);
static GOLD: [[u128; 81]; 2] = build_steps(GOLD_STEPS);
static KING: [[u128; 81]; 2] = build_steps(KING_STEPS);

/// Squares strictly between two squares on one line, and the whole line
/// through them (edge to edge); both empty when not aligned.
const fn build_lines() -> ([[u128; 81]; 81], [[u128; 81]; 81]) {
    let rays = build_rays();
    let mut between = [[0u128; 81]; 81];
    let mut line = [[0u128; 81]; 81];
    let mut a = 0;
    while a < 81 {
        let mut d = 0;
        while d < 8 {
            let opposite = d ^ 1;
            let mut ray = rays[d][a];
            while ray != 0 {
                let b = ray.trailing_zeros() as usize;
                ray &= ray - 1;
                // Squares beyond b on the same ray are not between.
                between[a][b] = rays[d][a] & !rays[d][b] & !(1u128 << b);
                line[a][b] = rays[d][a] | rays[opposite][a] | (1u128 << a);
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINES: ([[u128; 81]; 81], [[u128; 81]; 81]) = build_lines();

#[inline(always)]
fn ray_up(d: usize, sq: Square, occ: Bitboard) -> u128 {
    // Toward higher indices: the lowest blocker ends the ray.
    let mask = RAYS[d][sq.index()];
    let o = occ.0 & mask;
    mask & (o ^ o.wrapping_sub(1))
}

#[inline(always)]
fn ray_down(d: usize, sq: Square, occ: Bitboard) -> u128 {
    // Toward lower indices: the highest blocker ends the ray.
    let mask = RAYS[d][sq.index()];
    let o = occ.0 & mask;
    let high = 127 - (o | 1).leading_zeros();
    mask & (u128::MAX << high)
}

#[inline(always)]
pub fn pawn(c: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[c.index()][sq.index()])
}
#[inline(always)]
pub fn knight(c: Color, sq: Square) -> Bitboard {
    Bitboard(KNIGHT[c.index()][sq.index()])
}
#[inline(always)]
pub fn silver(c: Color, sq: Square) -> Bitboard {
    Bitboard(SILVER[c.index()][sq.index()])
}
#[inline(always)]
pub fn gold(c: Color, sq: Square) -> Bitboard {
    Bitboard(GOLD[c.index()][sq.index()])
}
#[inline(always)]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[0][sq.index()])
}

#[inline(always)]
pub fn lance(c: Color, sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(match c {
        Color::Black => ray_down(UP, sq, occ),
        Color::White => ray_up(DOWN, sq, occ),
    })
}

#[inline(always)]
pub fn rook(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(
        ray_down(UP, sq, occ)
            | ray_up(DOWN, sq, occ)
            | ray_down(TO_FILE1, sq, occ)
            | ray_up(TO_FILE9, sq, occ),
    )
}

#[inline(always)]
pub fn bishop(sq: Square, occ: Bitboard) -> Bitboard {
    Bitboard(
        ray_down(UP_FILE1, sq, occ)
            | ray_up(UP_FILE9, sq, occ)
            | ray_down(DOWN_FILE1, sq, occ)
            | ray_up(DOWN_FILE9, sq, occ),
    )
}

/// Lance attacks on an empty board.
#[inline(always)]
pub fn lance_pseudo(c: Color, sq: Square) -> Bitboard {
    Bitboard(match c {
        Color::Black => RAYS[UP][sq.index()],
        Color::White => RAYS[DOWN][sq.index()],
    })
}

/// The squares from which a step piece can attack a square next to `sq`.
#[inline(always)]
pub fn king_zone(sq: Square) -> Bitboard {
    Bitboard(KING_ZONE[sq.index()])
}

/// Rook attacks on an empty board.
#[inline(always)]
pub fn rook_pseudo(sq: Square) -> Bitboard {
    let s = sq.index();
    Bitboard(RAYS[UP][s] | RAYS[DOWN][s] | RAYS[TO_FILE1][s] | RAYS[TO_FILE9][s])
}

/// Bishop attacks on an empty board.
#[inline(always)]
pub fn bishop_pseudo(sq: Square) -> Bitboard {
    let s = sq.index();
    Bitboard(RAYS[UP_FILE1][s] | RAYS[UP_FILE9][s] | RAYS[DOWN_FILE1][s] | RAYS[DOWN_FILE9][s])
}

/// Squares strictly between `a` and `b` when they share a line.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.0[a.index()][b.index()])
}

/// The whole line through `a` and `b` (edge to edge) when aligned.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.1[a.index()][b.index()])
}

/// Squares a piece of this colour and kind attacks from `sq`.
#[inline]
pub fn piece(c: Color, kind: PieceKind, sq: Square, occ: Bitboard) -> Bitboard {
    match kind {
        PieceKind::Pawn => pawn(c, sq),
        PieceKind::Lance => lance(c, sq, occ),
        PieceKind::Knight => knight(c, sq),
        PieceKind::Silver => silver(c, sq),
        PieceKind::Gold
        | PieceKind::ProPawn
        | PieceKind::ProLance
        | PieceKind::ProKnight
        | PieceKind::ProSilver => gold(c, sq),
        PieceKind::Bishop => bishop(sq, occ),
        PieceKind::Rook => rook(sq, occ),
        PieceKind::King => king(sq),
        PieceKind::Horse => bishop(sq, occ) | king(sq),
        PieceKind::Dragon => rook(sq, occ) | king(sq),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_usi(s).unwrap()
    }

    /// Walks a ray square by square: the slow, obviously right answer.
    fn slow_slider(sq0: Square, occ: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut f = sq0.file() as i8 - 1 + df;
            let mut r = sq0.rank() as i8 - 1 + dr;
            while let Some(i) = sq_at(f, r) {
                let s = Square::from_index(i as u8);
                out.set(s);
                if occ.has(s) {
                    break;
                }
                f += df;
                r += dr;
            }
        }
        out
    }

    #[test]
    fn sliders_match_a_square_by_square_walk() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let a = seed as u128;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = Bitboard(
                (a | ((seed as u128) << 64)) & (a >> 3) & super::super::bitboard::ALL_BITS,
            );
            for s in Square::all() {
                let r = slow_slider(s, occ, &[(0, -1), (0, 1), (-1, 0), (1, 0)]);
                assert_eq!(rook(s, occ), r, "rook {s}");
                let b = slow_slider(s, occ, &[(-1, -1), (1, -1), (-1, 1), (1, 1)]);
                assert_eq!(bishop(s, occ), b, "bishop {s}");
                assert_eq!(lance(Color::Black, s, occ), slow_slider(s, occ, &[(0, -1)]));
                assert_eq!(lance(Color::White, s, occ), slow_slider(s, occ, &[(0, 1)]));
            }
        }
    }

    #[test]
    fn step_patterns() {
        // Black's knight on 5e jumps to 4c and 6c; White's to 4g and 6g.
        assert_eq!(
            knight(Color::Black, sq("5e")),
            Bitboard::from_iter([sq("4c"), sq("6c")])
        );
        assert_eq!(
            knight(Color::White, sq("5e")),
            Bitboard::from_iter([sq("4g"), sq("6g")])
        );
        assert_eq!(gold(Color::Black, sq("5e")).count(), 6);
        assert!(!gold(Color::Black, sq("5e")).has(sq("4f")));
        assert!(gold(Color::White, sq("5e")).has(sq("4f")));
        assert_eq!(silver(Color::Black, sq("1a")).count(), 1); // only 2b
        assert_eq!(king(sq("1a")).count(), 3);
        assert_eq!(
            pawn(Color::Black, sq("7g")),
            Bitboard::from_square(sq("7f"))
        );
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(sq("5e"), sq("5a")).count(), 3);
        assert_eq!(between(sq("1a"), sq("9i")).count(), 7);
        assert!(between(sq("1a"), sq("2c")).is_empty());
        assert_eq!(line(sq("5e"), sq("5a")).count(), 9);
        assert!(line(sq("5e"), sq("4c")).is_empty());
    }
}
