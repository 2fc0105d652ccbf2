//! Zobrist keys, generated at compile time from a fixed seed so keys are
//! the same in every build (saved keys and tests stay comparable).

use super::types::{Color, PieceKind, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

struct Keys {
    board: [[[u64; 81]; 14]; 2],
    /// Indexed by count, so the key of a hand is one lookup per kind.
    hand: [[[u64; 19]; 7]; 2],
    side: u64,
}

const fn build() -> Keys {
    let mut k = Keys {
        board: [[[0; 81]; 14]; 2],
        hand: [[[0; 19]; 7]; 2],
        side: 0,
    };
    let mut state = 0x5348_4f47_4954_5549u64; // "SHOGITUI"
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < 14 {
            let mut s = 0;
            while s < 81 {
                let (ns, v) = splitmix(state);
                state = ns;
                k.board[c][p][s] = v;
                s += 1;
            }
            p += 1;
        }
        let mut h = 0;
        while h < 7 {
            // Count 0 keeps key 0 so an empty hand adds nothing.
            let mut n = 1;
            while n < 19 {
                let (ns, v) = splitmix(state);
                state = ns;
                k.hand[c][h][n] = v;
                n += 1;
            }
            h += 1;
        }
        c += 1;
    }
    let (_, v) = splitmix(state);
    k.side = v;
    k
}

static KEYS: Keys = build();

#[inline(always)]
pub fn piece(c: Color, kind: PieceKind, sq: Square) -> u64 {
    KEYS.board[c.index()][kind.index()][sq.index()]
}

#[inline(always)]
pub fn hand(c: Color, kind: PieceKind, count: u8) -> u64 {
    KEYS.hand[c.index()][kind.index()][count as usize]
}

/// XORed in when White is to move.
#[inline(always)]
pub fn side() -> u64 {
    KEYS.side
}
