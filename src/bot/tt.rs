//! The transposition table: a fixed-size cache of search results keyed by
//! the position's Zobrist key.
//!
//! Each entry is two `u64` words (the full key, and the packed data), four
//! entries to a 64-byte cluster. Storing words rather than structs lets a
//! new table come from zeroed memory the system hands out lazily, so a
//! 64 MiB table costs nothing until it is used.
//!
//! The memory itself is only asked for by the first store, and clearing
//! gives it back rather than writing zeros: a GUI that sets a 4 GiB hash
//! and quits, or starts a new game, never waits for gigabytes to be
//! mapped or wiped.

use crate::shogi::{Move, PieceKind, Square};

/// The largest table a user may ask for, in MiB.
pub const MAX_HASH_MIB: usize = 4096;
/// The default size: enough for minutes of search, small enough to share.
pub const DEFAULT_HASH_MIB: usize = 64;

const WORDS_PER_ENTRY: usize = 2;
const ENTRIES_PER_CLUSTER: usize = 4;
const CLUSTER_WORDS: usize = WORDS_PER_ENTRY * ENTRIES_PER_CLUSTER;
const CLUSTER_BYTES: usize = CLUSTER_WORDS * 8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cutoff).
    Lower,
    /// The true score is at most this (every move failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub(crate) struct TranspositionTable {
    /// Empty until the first store.
    words: Vec<u64>,
    clusters: usize,
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `mib` MiB (at least one cluster).
    pub(crate) fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.clamp(1, MAX_HASH_MIB) * 1024 * 1024;
        let clusters = (bytes / CLUSTER_BYTES).max(1);
        TranspositionTable {
            words: Vec::new(),
            clusters,
            generation: 0,
        }
    }

    fn allocate(&mut self) {
        self.words = vec![0u64; self.clusters * CLUSTER_WORDS];
    }

    #[cfg(test)]
    pub(crate) fn size_mib(&self) -> usize {
        self.clusters * CLUSTER_BYTES / (1024 * 1024)
    }

    pub(crate) fn clear(&mut self) {
        self.words = Vec::new();
        self.generation = 0;
    }

    /// Marks entries written from now on as newer than earlier ones.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    #[inline]
    fn cluster_start(&self, key: u64) -> usize {
        // Multiply-high spreads the key over any cluster count.
        let i = ((u128::from(key) * self.clusters as u128) >> 64) as usize;
        i * CLUSTER_WORDS
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let start = self.cluster_start(key);
        let cluster = self.words.get(start..start + CLUSTER_WORDS)?;
        cluster
            .chunks_exact(WORDS_PER_ENTRY)
            .find(|e| e[0] == key && e[1] != 0)
            .map(|e| unpack(e[1]))
    }

    pub(crate) fn store(&mut self, key: u64, entry: Entry) {
        if self.words.is_empty() {
            self.allocate();
        }
        let start = self.cluster_start(key);
        let generation = self.generation;
        let Some(cluster) = self.words.get_mut(start..start + CLUSTER_WORDS) else {
            return;
        };
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, e) in cluster.chunks_exact(WORDS_PER_ENTRY).enumerate() {
            if e[0] == key || e[1] == 0 {
                victim = i;
                break;
            }
            let old = unpack(e[1]);
            let age = i32::from(generation.wrapping_sub(gen_of(e[1])) & 0x3f);
            let worth = old.depth - 8 * age;
            if worth < victim_worth {
                victim_worth = worth;
                victim = i;
            }
        }
        let slot = victim * WORDS_PER_ENTRY;
        let mut entry = entry;
        if entry.mv.is_none() && cluster[slot] == key && cluster[slot + 1] != 0 {
            // Keep the best move an earlier search found here.
            entry.mv = unpack(cluster[slot + 1]).mv;
        }
        cluster[slot] = key;
        cluster[slot + 1] = pack(entry, generation);
    }

    /// Per mille of the first thousand clusters' entries written in this
    /// search, as USI's `hashfull` wants.
    pub(crate) fn hashfull(&self) -> u32 {
        if self.words.is_empty() {
            return 0;
        }
        let n = self.clusters.min(250);
        let mut used = 0;
        for c in 0..n {
            for e in 0..ENTRIES_PER_CLUSTER {
                let w = self.words[c * CLUSTER_WORDS + e * WORDS_PER_ENTRY + 1];
                if w != 0 && gen_of(w) == self.generation {
                    used += 1;
                }
            }
        }
        (used * 1000 / (n * ENTRIES_PER_CLUSTER).max(1)) as u32
    }
}

/// Data word: move (16 bits) | score (16) | eval (16) | depth (8) |
/// bound (2) and generation (6). A stored entry is never all zero because
/// the bound field is 1..=3.
fn pack(e: Entry, generation: u8) -> u64 {
    let bound = match e.bound {
        Bound::Exact => 1u64,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    u64::from(encode_move(e.mv))
        | (u64::from(e.score as i16 as u16) << 16)
        | (u64::from(e.eval as i16 as u16) << 32)
        | (u64::from(e.depth.clamp(-1, 127) as i8 as u8) << 48)
        | (bound << 56)
        | (u64::from(generation & 0x3f) << 58)
}

fn gen_of(w: u64) -> u8 {
    (w >> 58) as u8 & 0x3f
}

fn unpack(w: u64) -> Entry {
    let bound = match (w >> 56) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    Entry {
        mv: decode_move(w as u16),
        score: i32::from((w >> 16) as u16 as i16),
        eval: i32::from((w >> 32) as u16 as i16),
        depth: i32::from((w >> 48) as u8 as i8),
        bound,
    }
}

/// 0 = none; otherwise to (7 bits) | from or 81 + drop kind (7) | promote.
fn encode_move(mv: Option<Move>) -> u16 {
    match mv {
        None => 0,
        Some(Move::Board { from, to, promote }) => {
            to.index() as u16 | ((from.index() as u16) << 7) | (u16::from(promote) << 14)
        }
        Some(Move::Drop { kind, to }) => to.index() as u16 | ((81 + kind.index() as u16) << 7),
    }
}

fn decode_move(m: u16) -> Option<Move> {
    if m == 0 {
        return None;
    }
    let to = (m & 0x7f) as u8;
    let from = ((m >> 7) & 0x7f) as u8;
    if to >= 81 {
        return None;
    }
    let to = Square::from_index(to);
    if from < 81 {
        Some(Move::Board {
            from: Square::from_index(from),
            to,
            promote: m & (1 << 14) != 0,
        })
    } else {
        let k = usize::from(from - 81);
        PieceKind::HAND.get(k).map(|&kind| Move::Drop { kind, to })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_survive_packing() {
        for s in ["7g7f", "8h2b+", "P*5e", "R*1a", "1i9a", "9a1i+"] {
            let mv = Move::from_usi(s).unwrap();
            assert_eq!(decode_move(encode_move(Some(mv))), Some(mv), "{s}");
        }
        assert_eq!(decode_move(encode_move(None)), None);
    }

    #[test]
    fn stores_and_finds_entries() {
        let mut tt = TranspositionTable::new(1);
        let e = Entry {
            mv: Move::from_usi("2g2f").ok(),
            score: -31_990,
            eval: 123,
            depth: 7,
            bound: Bound::Lower,
        };
        tt.store(0xdead_beef, e);
        let got = tt.probe(0xdead_beef).unwrap();
        assert_eq!(got.mv, e.mv);
        assert_eq!((got.score, got.eval, got.depth), (-31_990, 123, 7));
        assert_eq!(got.bound, Bound::Lower);
        assert!(tt.probe(0xdead_bef0).is_none());
        tt.clear();
        assert!(tt.probe(0xdead_beef).is_none());
    }

    #[test]
    fn size_is_bounded_by_the_request() {
        let mut tt = TranspositionTable::new(2);
        assert_eq!(tt.size_mib(), 2);
        tt.store(1, dummy_entry());
        assert_eq!(tt.words.len() * 8, 2 * 1024 * 1024);
    }

    fn dummy_entry() -> Entry {
        Entry {
            mv: None,
            score: 0,
            eval: 0,
            depth: 1,
            bound: Bound::Exact,
        }
    }

    #[test]
    fn memory_is_taken_at_the_first_store_and_given_back_by_clear() {
        let mut tt = TranspositionTable::new(16);
        assert!(tt.words.is_empty());
        assert_eq!(tt.hashfull(), 0);
        assert!(tt.probe(7).is_none());
        tt.store(7, dummy_entry());
        assert_eq!(tt.words.len() * 8, 16 * 1024 * 1024);
        assert!(tt.probe(7).is_some());
        tt.clear();
        assert!(tt.words.is_empty());
        assert!(tt.probe(7).is_none());
    }
}
