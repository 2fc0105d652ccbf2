//! The positions from the root down to the node being searched: a series
//! of checks that comes back to one of them is a repetition, never a mate.
//!
//! Asked for every child of every node, so the question must not cost
//! more at ply 1500 (a classic tsume) than at ply 15: past a few dozen
//! plies a set beside the list answers it.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The first plies are scanned (quicker than hashing for a short
/// path, which is most of them); only the keys past them go in the set.
const SCAN: usize = 48;

#[derive(Default)]
pub(crate) struct Path {
    keys: Vec<u64>,
    /// How many times each key past the first `SCAN` is on the list
    /// (once, in practice).
    deep: HashMap<u64, u32, BuildHasherDefault<KeyHasher>>,
}

impl Path {
    pub fn push(&mut self, key: u64) {
        if self.keys.len() >= SCAN {
            *self.deep.entry(key).or_insert(0) += 1;
        }
        self.keys.push(key);
    }

    pub fn pop(&mut self) {
        let Some(key) = self.keys.pop() else {
            return;
        };
        if self.keys.len() >= SCAN
            && let Some(n) = self.deep.get_mut(&key)
        {
            *n -= 1;
            if *n == 0 {
                self.deep.remove(&key);
            }
        }
    }

    #[inline]
    pub fn contains(&self, key: &u64) -> bool {
        let scanned = &self.keys[..self.keys.len().min(SCAN)];
        scanned.contains(key) || (self.keys.len() > SCAN && self.deep.contains_key(key))
    }

    pub fn clear(&mut self) {
        self.keys.clear();
        self.deep.clear();
    }
}

/// The keys are Zobrist hashes already: hashing them again buys nothing.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_on_the_path_until_it_is_popped_however_long_the_path() {
        let mut path = Path::default();
        for len in [3u64, SCAN as u64, SCAN as u64 + 1, 200] {
            for k in 0..len {
                path.push(k.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            }
            let last = (len - 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            assert!(path.contains(&0) && path.contains(&last));
            assert!(!path.contains(&1));
            path.pop();
            assert!(!path.contains(&last), "popped at length {len}");
            path.clear();
            assert!(!path.contains(&0));
        }
    }
}
