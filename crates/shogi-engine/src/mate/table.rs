//! The transposition table: a fixed number of clusters, allocated once.
//!
//! Entries are found by the board key (board and side to move, no hands)
//! and hold both hands, so one lookup can apply hand dominance: a proof
//! with attacker hand A and defender hand D proves the same board whenever
//! the attacker holds at least A and the defender at most D (every move of
//! the proof is still there, and the defender has no new one); a disproof
//! transfers the other way.

use super::limits::INFINITE;
use shogi_core::Hand;

/// Entries per cluster: a lookup scans one cluster, a store replaces the
/// entry in it that cost the least work.
const CLUSTER: usize = 4;

/// One entry as stored: four words, so that a new table is plain zeroed
/// memory the system hands out lazily, and a short solve does not pay for
/// filling a large table.
type Packed = [u64; 4];

#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    attacker: Hand,
    defender: Hand,
    pn: u32,
    /// For a proof (pn 0), the plies from this board to the mate along
    /// the proof instead: a proof's dn is always infinite.
    dn: u32,
    /// Nodes searched below this entry; 0 marks an empty slot.
    work: u32,
}

impl Entry {
    #[inline(always)]
    fn unpack(w: &Packed) -> Entry {
        Entry {
            key: w[0],
            attacker: Hand::from_bits(w[1] as u32),
            defender: Hand::from_bits((w[1] >> 32) as u32),
            pn: w[2] as u32,
            dn: (w[2] >> 32) as u32,
            work: w[3] as u32,
        }
    }

    #[inline(always)]
    fn pack(self) -> Packed {
        [
            self.key,
            u64::from(self.attacker.bits()) | u64::from(self.defender.bits()) << 32,
            u64::from(self.pn) | u64::from(self.dn) << 32,
            u64::from(self.work),
        ]
    }
}

/// A result looked up: the numbers, the hand a proof or disproof rests
/// on (`Table::lookup_bound`), and a proof's plies to the mate.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    pub n: Numbers,
    pub bound: Hand,
    pub len: u32,
}

/// Proof and disproof numbers from the attacker's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Numbers {
    pub pn: u32,
    pub dn: u32,
}

impl Numbers {
    pub const PROVEN: Numbers = Numbers {
        pn: 0,
        dn: INFINITE,
    };
    pub const DISPROVEN: Numbers = Numbers {
        pn: INFINITE,
        dn: 0,
    };
}

pub(crate) struct Table {
    entries: Slots,
    mask: usize,
    /// Clusters of the size asked for, which the table grows to as it fills.
    max_clusters: usize,
    /// Slots in use.
    filled: usize,
}

/// Clusters a table starts with (128 KiB). A short solve then touches a
/// few dozen pages instead of faulting in a new page at almost every
/// lookup of a large, lazily zeroed table.
const START_CLUSTERS: usize = 1 << 10;

impl Table {
    /// A table of about `megabytes` MiB (at least one cluster). It starts
    /// small and grows to that size as it fills.
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) << 20;
        let wanted = (bytes / std::mem::size_of::<Packed>() / CLUSTER).max(1);
        // A power of two, so a cluster is picked by masking the key.
        let max_clusters = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        let clusters = max_clusters.min(START_CLUSTERS);
        Table {
            entries: Slots::new(clusters),
            mask: clusters - 1,
            max_clusters,
            filled: 0,
        }
    }

    #[inline(always)]
    fn cluster(&self, key: u64) -> usize {
        // The low bits pick the cluster; the whole key is compared.
        key as usize & self.mask
    }

    /// What is known of this board with these hands: a proof or disproof
    /// carried over by dominance, or the numbers stored for exactly these hands.
    #[inline]
    pub fn lookup(&self, key: u64, attacker: Hand, defender: Hand) -> Option<Numbers> {
        self.lookup_bound(key, attacker, defender).map(|f| f.n)
    }

    /// `lookup`, with the hand a result rests on and a proof's length.
    #[inline]
    pub fn lookup_bound(&self, key: u64, attacker: Hand, defender: Hand) -> Option<Found> {
        let mut exact = None;
        for w in self.entries.cluster(self.cluster(key)) {
            if w[0] != key || w[3] == 0 {
                continue;
            }
            let e = Entry::unpack(w);
            if e.pn == 0 && attacker.covers(e.attacker) && e.defender.covers(defender) {
                return Some(Found {
                    n: Numbers::PROVEN,
                    bound: e.attacker,
                    len: e.dn,
                });
            }
            // A proof's dn holds its length, which may be 0.
            if e.pn != 0 && e.dn == 0 && e.attacker.covers(attacker) && defender.covers(e.defender)
            {
                return Some(Found {
                    n: Numbers::DISPROVEN,
                    bound: e.defender,
                    len: 0,
                });
            }
            if e.attacker == attacker && e.defender == defender {
                exact = Some(Found {
                    n: Numbers { pn: e.pn, dn: e.dn },
                    bound: attacker,
                    len: 0,
                });
            }
        }
        exact
    }

    /// Starts bringing the cluster of `key` into the cache: a node asks
    /// for all its children's entries at once, and their misses can then
    /// overlap instead of following one another.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        self.entries.prefetch(self.cluster(key));
    }

    /// The work below the entries that prove this board with these hands
    /// (the largest, if several do); 0 when none does. A proof that took
    /// more work is, as a rule, a longer mate.
    pub fn proof_work(&self, key: u64, attacker: Hand, defender: Hand) -> u32 {
        self.proofs(key, attacker, defender)
            .map(|e| e.work)
            .max()
            .unwrap_or(0)
    }

    /// The plies to the mate of the shortest proof of this board with
    /// these hands, if the table holds one.
    pub fn proof_len(&self, key: u64, attacker: Hand, defender: Hand) -> Option<u32> {
        self.proofs(key, attacker, defender).map(|e| e.dn).min()
    }

    /// The entries that prove this board with these hands.
    fn proofs(&self, key: u64, attacker: Hand, defender: Hand) -> impl Iterator<Item = Entry> {
        self.entries
            .cluster(self.cluster(key))
            .iter()
            .filter(move |w| w[0] == key && w[3] != 0)
            .map(Entry::unpack)
            .filter(move |e| {
                e.pn == 0 && attacker.covers(e.attacker) && e.defender.covers(defender)
            })
    }

    /// Stores numbers for this board and these hands (a proof of `len`
    /// plies).
    #[inline]
    pub fn store(&mut self, key: u64, hands: (Hand, Hand), n: Numbers, work: u64, len: u32) {
        self.store_bound(key, hands, hands, n, (work, len));
    }

    /// Stores numbers for the board and the hands `held` as the entry for
    /// the hands `bound`: for a proof, the least attacker's hand it needs
    /// with the defender's hand that leaves; for a disproof, the other way
    /// round. The entry of `held` itself, if any, gives its slot. `cost`
    /// is the work below, and for a proof its length in plies.
    #[inline]
    pub fn store_bound(
        &mut self,
        key: u64,
        held: (Hand, Hand),
        bound: (Hand, Hand),
        n: Numbers,
        cost: (u64, u32),
    ) {
        let (work, len) = cost;
        let entry = Entry {
            key,
            attacker: bound.0,
            defender: bound.1,
            pn: n.pn,
            dn: if n.pn == 0 { len } else { n.dn },
            work: work.clamp(1, u64::from(u32::MAX)) as u32,
        };
        if self.put(entry, held) {
            self.filled += 1;
            // Three quarters full: grow while the size asked for allows.
            if self.filled * 4 > self.entries.all().len() * 3 && self.mask + 1 < self.max_clusters {
                self.grow();
            }
        }
    }

    /// Puts `e` in its cluster: in the slot of the same position (its own
    /// hands, or the hands `held` it was found with), or otherwise in
    /// place of the cheapest unresolved entry, and of a resolved one only
    /// when the whole cluster is resolved. Returns whether it took an
    /// empty slot.
    #[inline]
    fn put(&mut self, e: Entry, held: (Hand, Hand)) -> bool {
        let c = self.cluster(e.key);
        let cluster = self.entries.cluster_mut(c);
        let old: [Entry; CLUSTER] = std::array::from_fn(|i| Entry::unpack(&cluster[i]));
        let slot = old
            .iter()
            .position(|o| {
                o.work != 0
                    && o.key == e.key
                    && ((o.attacker == e.attacker && o.defender == e.defender)
                        || (o.attacker == held.0 && o.defender == held.1))
            })
            .unwrap_or_else(|| {
                let value = |o: &Entry| {
                    if o.work == 0 {
                        0
                    } else if o.pn == 0 || o.dn == 0 {
                        u64::from(o.work) + (1 << 32)
                    } else {
                        u64::from(o.work)
                    }
                };
                (0..CLUSTER).min_by_key(|&i| value(&old[i])).unwrap_or(0)
            });
        cluster[slot] = e.pack();
        old[slot].work == 0
    }

    /// Four times the clusters (at most the size asked for), every entry
    /// kept. The slots grow in place, so the memory never holds the old
    /// table beside the new one: the peak stays the size asked for, not
    /// one and a half times it (a 2 GiB table beside a new 4 GiB one).
    fn grow(&mut self) {
        let before = self.mask + 1;
        let clusters = (before * 4).min(self.max_clusters);
        self.entries.extend(clusters);
        self.mask = clusters - 1;
        // The cluster is picked by the key's low bits: an entry of old
        // cluster `c` now belongs to `c` or to `c` plus a multiple of the
        // old count, and nothing but cluster `c` moves there, so there is
        // always room. Each cluster's entries are laid from its first slot
        // in their old order, as storing them again one by one would, and
        // like that an entry for the same board and hands as one laid
        // before it takes its place (the later is the newer).
        for c in 0..before {
            let held: [Packed; CLUSTER] = std::array::from_fn(|i| self.entries.cluster(c)[i]);
            self.entries.cluster_mut(c).fill([0; 4]);
            for w in held.into_iter().filter(|w| w[3] != 0) {
                let to = self.cluster(w[0]);
                let dest = self.entries.cluster_mut(to);
                let same = dest
                    .iter()
                    .position(|d| d[3] != 0 && d[0] == w[0] && d[1] == w[1]);
                if let Some(i) = same.or_else(|| dest.iter().position(|d| d[3] == 0)) {
                    if same.is_some() {
                        self.filled -= 1;
                    }
                    dest[i] = w;
                }
            }
        }
    }
}

/// The table's memory: clusters laid on cache-line boundaries. A cluster
/// is two lines; from the allocator's alignment (16 bytes) most clusters
/// would straddle three, and a lookup is a cache miss per line it touches.
struct Slots {
    words: Vec<u64>,
    /// Words skipped at the front so that the first cluster is aligned.
    base: usize,
}

/// Bytes a cluster is aligned to.
const CLUSTER_ALIGN: usize = 128;
const CLUSTER_WORDS: usize = CLUSTER * 4;

impl Slots {
    /// Zeroed slots for `clusters` clusters: plain zeroed memory, which the
    /// system hands out lazily, so a short solve does not pay for filling
    /// a large table. A large table is looked up at random: with 4 KiB
    /// pages nearly every lookup also misses the TLB, so the system is
    /// asked for huge pages (where it only gives them on request, as by
    /// default on Linux).
    fn new(clusters: usize) -> Slots {
        let spare = CLUSTER_ALIGN / 8;
        let words = vec![0u64; clusters * CLUSTER_WORDS + spare];
        let base = aligned_base(&words);
        crate::memory::advise_huge_pages(&words);
        Slots { words, base }
    }

    /// Room for `clusters` clusters, the clusters held kept where they
    /// are: the vector is reallocated (for a large table the system moves
    /// the pages, it does not copy them) and the new part is zeroed.
    fn extend(&mut self, clusters: usize) {
        let spare = CLUSTER_ALIGN / 8;
        let held = self.words.len() - spare;
        let old_base = self.base;
        let words = clusters * CLUSTER_WORDS + spare;
        // Exactly what is needed: a vector's own growth could double it.
        self.words.reserve_exact(words - self.words.len());
        self.words.resize(words, 0);
        let base = aligned_base(&self.words);
        if base != old_base {
            // A small table the allocator moved: the clusters slide to
            // the new alignment, and what they leave behind is cleared.
            self.words.copy_within(old_base..old_base + held, base);
            if old_base > base {
                self.words[base + held..old_base + held].fill(0);
            }
            self.base = base;
        }
        crate::memory::advise_huge_pages(&self.words);
    }

    #[inline(always)]
    fn cluster(&self, c: usize) -> &[Packed] {
        let start = self.base + c * CLUSTER_WORDS;
        self.words[start..start + CLUSTER_WORDS].as_chunks().0
    }

    #[inline(always)]
    fn cluster_mut(&mut self, c: usize) -> &mut [Packed] {
        let start = self.base + c * CLUSTER_WORDS;
        self.words[start..start + CLUSTER_WORDS].as_chunks_mut().0
    }

    #[inline(always)]
    fn prefetch(&self, c: usize) {
        let start = self.base + c * CLUSTER_WORDS;
        if let Some(cluster) = self.words.get(start..start + CLUSTER_WORDS) {
            crate::memory::prefetch(cluster);
        }
    }

    /// Every slot, in cluster order.
    fn all(&self) -> &[Packed] {
        let len = self.words.len() - CLUSTER_ALIGN / 8;
        self.words[self.base..self.base + len].as_chunks().0
    }
}

/// The first word of the first cluster: where the words reach a
/// cache-line boundary. `align_offset` may decline (usize::MAX): clusters
/// then stay where the allocator put them, slower but the same table.
fn aligned_base(words: &[u64]) -> usize {
    match words.as_ptr().align_offset(CLUSTER_ALIGN) {
        n if n <= CLUSTER_ALIGN / 8 => n,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::PieceKind;

    fn hand(kinds: &[PieceKind]) -> Hand {
        let mut h = Hand::EMPTY;
        for &k in kinds {
            h.add(k);
        }
        h
    }

    #[test]
    fn a_proof_carries_to_a_richer_attacker_and_a_poorer_defender() {
        let mut t = Table::new(1);
        let g = hand(&[PieceKind::Gold]);
        let gp = hand(&[PieceKind::Gold, PieceKind::Pawn]);
        let p = hand(&[PieceKind::Pawn]);
        t.store(42, (g, p), Numbers::PROVEN, 10, 3);
        assert_eq!(t.lookup(42, gp, Hand::EMPTY), Some(Numbers::PROVEN));
        assert_eq!(t.lookup(42, g, p), Some(Numbers::PROVEN));
        // Fewer attacker pieces, or more defender pieces: nothing known.
        assert_eq!(t.lookup(42, Hand::EMPTY, p), None);
        assert_eq!(t.lookup(42, g, gp), None);
        assert_eq!(t.lookup(43, gp, Hand::EMPTY), None);
    }

    #[test]
    fn a_proof_keeps_its_length_and_the_shortest_that_applies_is_given() {
        let mut t = Table::new(1);
        let g = hand(&[PieceKind::Gold]);
        let gp = hand(&[PieceKind::Gold, PieceKind::Pawn]);
        let p = hand(&[PieceKind::Pawn]);
        t.store(42, (g, p), Numbers::PROVEN, 10, 5);
        t.store(42, (gp, Hand::EMPTY), Numbers::PROVEN, 10, 3);
        // Both proofs hold with gold and pawn in hand: the shorter is given.
        assert_eq!(t.proof_len(42, gp, Hand::EMPTY), Some(3));
        // With the gold alone only the longer one holds.
        assert_eq!(t.proof_len(42, g, p), Some(5));
        assert_eq!(t.proof_len(42, Hand::EMPTY, gp), None);
        // A mated position: a proof of no plies, never read as a disproof
        // (its length sits where a disproof keeps its 0).
        t.store(8, (g, Hand::EMPTY), Numbers::PROVEN, 1, 0);
        assert_eq!(t.lookup(8, Hand::EMPTY, g), None);
        assert_eq!(t.lookup(8, g, Hand::EMPTY), Some(Numbers::PROVEN));
        assert_eq!(t.proof_len(8, g, Hand::EMPTY), Some(0));
    }

    #[test]
    fn a_disproof_carries_to_a_poorer_attacker_and_a_richer_defender() {
        let mut t = Table::new(1);
        let g = hand(&[PieceKind::Gold]);
        t.store(7, (g, Hand::EMPTY), Numbers::DISPROVEN, 10, 0);
        assert_eq!(t.lookup(7, Hand::EMPTY, g), Some(Numbers::DISPROVEN));
        assert_eq!(t.lookup(7, hand(&[PieceKind::Rook]), Hand::EMPTY), None);
    }

    #[test]
    fn unresolved_numbers_are_for_the_exact_hands() {
        let mut t = Table::new(1);
        let n = Numbers { pn: 3, dn: 5 };
        t.store(9, (Hand::EMPTY, Hand::EMPTY), n, 1, 0);
        assert_eq!(t.lookup(9, Hand::EMPTY, Hand::EMPTY), Some(n));
        assert_eq!(t.lookup(9, hand(&[PieceKind::Pawn]), Hand::EMPTY), None);
    }

    #[test]
    fn the_table_never_grows_past_the_size_asked_for() {
        let mut t = Table::new(1);
        let n = Numbers { pn: 3, dn: 5 };
        for k in 1..200_000u64 {
            t.store(
                k.wrapping_mul(0x9E37_79B9_7F4A_7C15),
                (Hand::EMPTY, Hand::EMPTY),
                n,
                k,
                0,
            );
        }
        let bytes = std::mem::size_of_val(t.entries.all());
        assert!(bytes <= 1 << 20, "{bytes} bytes for a 1 MiB table");
        assert!(bytes > 1 << 19, "the table stopped short: {bytes} bytes");
    }

    #[test]
    fn entries_survive_the_table_growing() {
        let mut t = Table::new(4);
        let n = Numbers { pn: 3, dn: 5 };
        let keys = 1..(START_CLUSTERS as u64 * CLUSTER as u64 * 2);
        for k in keys.clone() {
            t.store(k * 0x9E37_79B9, (Hand::EMPTY, Hand::EMPTY), n, 1, 0);
        }
        assert!(t.mask + 1 > START_CLUSTERS, "the table did not grow");
        for k in keys {
            assert_eq!(t.lookup(k * 0x9E37_79B9, Hand::EMPTY, Hand::EMPTY), Some(n));
        }
    }
}
