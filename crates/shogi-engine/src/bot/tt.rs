//! The transposition table: a fixed-size cache of search results keyed by
//! the position's Zobrist key, shared by every thread of a search.
//!
//! Each entry is two 64-bit words, four entries to a 64-byte cluster. The
//! words are atomics read and written with relaxed ordering, so threads
//! never wait on each other; two threads writing the same entry at once
//! can leave one's key word beside the other's data word. The key word
//! therefore holds the key XOR the data: a probe recovers the key from
//! both words, and a torn pair yields a key no position asked for, so it
//! reads as a miss rather than as another position's result.
//!
//! The memory itself is only asked for by the first store, zeroed by the
//! system page by page as it is touched, and clearing gives it back
//! rather than writing zeros: a GUI that sets a 4 GiB hash and quits, or
//! starts a new game, never waits for gigabytes to be mapped or wiped.
//! Clearing, resizing and starting a new generation take `&mut self`:
//! the search's threads borrow the table for the search only, so none of
//! those can happen while one of them runs.

use shogi_core::{Move, PieceKind, Square};
use std::alloc::{Layout, alloc_zeroed};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The largest table a user may ask for, in MiB.
pub const MAX_HASH_MIB: usize = 4096;
/// The default size: enough for minutes of search, small enough to share.
pub const DEFAULT_HASH_MIB: usize = 64;

/// The memory this machine can still give, in MiB, from `/proc/meminfo`:
/// `None` where there is no such file (not Linux) or it cannot be read.
/// A table is asked for as it fills, so a size past this would not fail
/// at once but later, mid-search, with the system swapping or killing us.
pub fn available_mib() -> Option<usize> {
    std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| available_mib_in(&text))
}

/// `MemAvailable` of a `/proc/meminfo` text in MiB, else `MemTotal`
/// (kernels before 3.14 lack the first).
pub fn available_mib_in(meminfo: &str) -> Option<usize> {
    let kib = |key: &str| {
        meminfo.lines().find_map(|line| {
            let rest = line.strip_prefix(key)?.strip_prefix(':')?;
            rest.trim().strip_suffix("kB")?.trim().parse::<u64>().ok()
        })
    };
    let kib = kib("MemAvailable").or_else(|| kib("MemTotal"))?;
    usize::try_from(kib / 1024).ok()
}

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

impl Bound {
    /// Whether a score `v` with this bound settles a search of the window
    /// `alpha..beta`: exact, or a bound on the window's far side.
    #[inline]
    pub(crate) fn settles(self, v: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => v >= beta,
            Bound::Upper => v <= alpha,
        }
    }
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
    /// Unset until the first store; empty if the memory was refused.
    words: OnceLock<Box<[AtomicU64]>>,
    clusters: usize,
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `mib` MiB (at least one cluster).
    pub(crate) fn new(mib: usize) -> TranspositionTable {
        let bytes = mib.clamp(1, MAX_HASH_MIB) * 1024 * 1024;
        TranspositionTable::with_clusters((bytes / CLUSTER_BYTES).max(1))
    }

    fn with_clusters(clusters: usize) -> TranspositionTable {
        TranspositionTable {
            words: OnceLock::new(),
            clusters,
            generation: 0,
        }
    }

    fn words(&self) -> &[AtomicU64] {
        self.words.get().map_or(&[], |w| &w[..])
    }

    #[cfg(test)]
    pub(crate) fn size_mib(&self) -> usize {
        self.clusters * CLUSTER_BYTES / (1024 * 1024)
    }

    pub(crate) fn clear(&mut self) {
        self.words = OnceLock::new();
        self.generation = 0;
    }

    /// Marks entries written from now on as newer than earlier ones.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    /// The cluster `key` lives in, if the table has memory.
    #[inline]
    fn cluster(&self, key: u64) -> Option<&[AtomicU64]> {
        // Multiply-high spreads the key over any cluster count.
        let i = ((u128::from(key) * self.clusters as u128) >> 64) as usize;
        let start = i * CLUSTER_WORDS;
        self.words().get(start..start + CLUSTER_WORDS)
    }

    /// Starts loading `key`'s cluster, for a probe soon after (a move
    /// just made): the table is far larger than the caches, and a probe's
    /// miss was a tenth of the search's time.
    #[inline]
    pub(crate) fn prefetch(&self, key: u64) {
        if let Some(cluster) = self.cluster(key) {
            crate::memory::prefetch(cluster);
        }
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.cluster(key)?
            .chunks_exact(WORDS_PER_ENTRY)
            .map(read)
            .find(|&(k, data)| k == key && data != 0)
            .map(|(_, data)| unpack(data))
    }

    pub(crate) fn store(&self, key: u64, entry: Entry) {
        self.words
            .get_or_init(|| zeroed_words(self.clusters * CLUSTER_WORDS));
        let generation = self.generation;
        let Some(cluster) = self.cluster(key) else {
            return;
        };
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, e) in cluster.chunks_exact(WORDS_PER_ENTRY).enumerate() {
            let (k, data) = read(e);
            if k == key || data == 0 {
                victim = i;
                break;
            }
            let old = unpack(data);
            let age = i32::from(generation.wrapping_sub(gen_of(data)) & 0x3f);
            let worth = old.depth - 8 * age;
            if worth < victim_worth {
                victim_worth = worth;
                victim = i;
            }
        }
        let slot = &cluster[victim * WORDS_PER_ENTRY..][..WORDS_PER_ENTRY];
        let mut entry = entry;
        let (k, data) = read(slot);
        if entry.mv.is_none() && k == key && data != 0 {
            // Keep the best move an earlier search found here.
            entry.mv = unpack(data).mv;
        }
        let data = pack(entry, generation);
        slot[0].store(key ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }

    /// Per mille of the first thousand clusters' entries written in this
    /// search, as USI's `hashfull` wants.
    pub(crate) fn hashfull(&self) -> u32 {
        let words = self.words();
        if words.is_empty() {
            return 0;
        }
        let n = self.clusters.min(250);
        let used = words[..n * CLUSTER_WORDS]
            .chunks_exact(WORDS_PER_ENTRY)
            .map(|e| e[1].load(Ordering::Relaxed))
            .filter(|&data| data != 0 && gen_of(data) == self.generation)
            .count();
        (used * 1000 / (n * ENTRIES_PER_CLUSTER).max(1)) as u32
    }
}

/// An entry's key and data word, as read from its two words.
#[inline]
fn read(e: &[AtomicU64]) -> (u64, u64) {
    let data = e[1].load(Ordering::Relaxed);
    (e[0].load(Ordering::Relaxed) ^ data, data)
}

/// `n` zeroed words, or none if the system refuses the memory (the search
/// then runs without a table rather than aborting the program). Zeroed
/// allocation leaves the pages untouched until used, which filling the
/// words one by one would not.
fn zeroed_words(n: usize) -> Box<[AtomicU64]> {
    let Ok(layout) = Layout::array::<AtomicU64>(n) else {
        return Box::new([]);
    };
    if layout.size() == 0 {
        return Box::new([]);
    }
    // SAFETY: the layout has a non-zero size. All-zero bytes are a valid
    // `AtomicU64` (it has the bit validity of `u64`), so the `n` words are
    // initialised; the box frees them with the same layout, that of
    // `[AtomicU64]` of length `n`, as `Box`'s allocator contract requires.
    unsafe {
        let ptr = alloc_zeroed(layout).cast::<AtomicU64>();
        if ptr.is_null() {
            return Box::new([]);
        }
        let words = Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n));
        // Before the first touch, which is when the pages are chosen.
        crate::memory::advise_huge_pages(&words);
        words
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
    fn the_memory_available_is_read_from_meminfo() {
        let text = "MemTotal:       24000000 kB\nMemFree:  100 kB\nMemAvailable:    2097152 kB\n";
        assert_eq!(available_mib_in(text), Some(2048));
        assert_eq!(available_mib_in("MemTotal: 1048576 kB\n"), Some(1024));
        assert_eq!(available_mib_in("nothing here\n"), None);
        assert_eq!(available_mib_in("MemAvailable: lots kB\n"), None);
    }

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
        let tt = TranspositionTable::new(2);
        assert_eq!(tt.size_mib(), 2);
        tt.store(1, dummy_entry());
        assert_eq!(tt.words().len() * 8, 2 * 1024 * 1024);
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
        assert!(tt.words().is_empty());
        assert_eq!(tt.hashfull(), 0);
        assert!(tt.probe(7).is_none());
        tt.store(7, dummy_entry());
        assert_eq!(tt.words().len() * 8, 16 * 1024 * 1024);
        assert!(tt.probe(7).is_some());
        tt.clear();
        assert!(tt.words().is_empty());
        assert!(tt.probe(7).is_none());
    }

    /// The entry a writer stores for `key`: every field derived from the
    /// key, so a reader can tell an entry that belongs to another key.
    fn entry_for(key: u64) -> Entry {
        let n = (key % 1000) as i32;
        Entry {
            mv: Some(Move::Drop {
                kind: PieceKind::HAND[(key % 7) as usize],
                to: Square::from_index((key % 81) as u8),
            }),
            score: n,
            eval: -n,
            depth: (key % 100) as i32,
            bound: Bound::Lower,
        }
    }

    fn matches(key: u64, e: &Entry) -> bool {
        let want = entry_for(key);
        e.mv == want.mv && e.score == want.score && e.eval == want.eval && e.depth == want.depth
    }

    #[test]
    fn threads_writing_one_cluster_never_make_a_probe_return_another_keys_entry() {
        // One cluster: every key competes for the same four entries, so
        // writes to one entry from several threads overlap all the time.
        let tt = TranspositionTable::with_clusters(1);
        let keys: Vec<u64> = (1..=12u64)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .collect();
        let mismatches = std::sync::atomic::AtomicUsize::new(0);
        let hits = std::sync::atomic::AtomicUsize::new(0);
        // All start together, so their writes overlap.
        let start = std::sync::Barrier::new(4);
        std::thread::scope(|s| {
            for t in 0..4usize {
                let (tt, keys, mismatches, hits) = (&tt, &keys, &mismatches, &hits);
                let start = &start;
                s.spawn(move || {
                    start.wait();
                    for round in 0..1_000_000usize {
                        let key = keys[(round / 2 * 7 + t * 5) % keys.len()];
                        if (round + t) % 2 == 0 {
                            tt.store(key, entry_for(key));
                        } else if let Some(e) = tt.probe(key) {
                            hits.fetch_add(1, Ordering::Relaxed);
                            if !matches(key, &e) {
                                mismatches.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                    }
                });
            }
        });
        assert!(hits.load(Ordering::Relaxed) > 0, "the probes found nothing");
        assert_eq!(mismatches.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        // What two overlapping writes can leave: one key's word beside
        // another key's data.
        let tt = TranspositionTable::with_clusters(1);
        let (a, b) = (0x1234_5678_u64, 0x8765_4321_u64);
        tt.store(a, entry_for(a));
        let words = tt.words();
        let data_b = pack(entry_for(b), 0);
        words[1].store(data_b, Ordering::Relaxed);
        assert!(tt.probe(a).is_none());
        assert!(tt.probe(b).is_none());
        words[0].store(b ^ data_b, Ordering::Relaxed);
        assert!(tt.probe(b).is_some_and(|e| matches(b, &e)));
    }
}
