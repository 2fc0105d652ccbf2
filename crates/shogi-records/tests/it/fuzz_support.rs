//! The fuzz corpus (tests/data/fuzz/) and the random mutations applied to
//! it, shared by the reader fuzz test and the conversion round-trip test.

use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// The corpus files, each a valid record in the format its extension names.
pub fn seed_paths() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/fuzz");
    let out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(out.len() >= 8, "corpus seeds missing in {}", dir.display());
    out
}

/// The corpus contents, sorted so that an index picks the same seed on
/// every run (proptest regressions stay valid).
pub fn seeds() -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = seed_paths()
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    out.sort();
    out
}

#[derive(Debug, Clone)]
pub enum Mutation {
    Flip(usize, u8),
    Cut(usize),
    Delete(usize, usize),
    Insert(usize, Vec<u8>),
    RepeatLine(usize),
    Splice(usize, usize, usize),
}

pub fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        any::<usize>().prop_map(Mutation::Cut),
        (any::<usize>(), 1usize..40).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<usize>(), prop::collection::vec(any::<u8>(), 1..12))
            .prop_map(|(i, v)| Mutation::Insert(i, v)),
        any::<usize>().prop_map(Mutation::RepeatLine),
        (any::<usize>(), any::<usize>(), any::<usize>())
            .prop_map(|(a, b, c)| Mutation::Splice(a, b, c)),
    ]
}

pub fn apply(mut bytes: Vec<u8>, m: &Mutation, other: &[u8]) -> Vec<u8> {
    let len = bytes.len().max(1);
    match m {
        Mutation::Flip(i, b) => {
            if !bytes.is_empty() {
                bytes[i % len] ^= b | 1;
            }
        }
        Mutation::Cut(i) => bytes.truncate(i % len),
        Mutation::Delete(i, n) => {
            let start = i % len;
            let end = (start + n).min(bytes.len());
            if start < end {
                bytes.drain(start..end);
            }
        }
        Mutation::Insert(i, v) => {
            let at = (i % len).min(bytes.len());
            bytes.splice(at..at, v.iter().copied());
        }
        Mutation::RepeatLine(i) => {
            let lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
            let k = i % lines.len().max(1);
            let mut out = Vec::new();
            for (j, l) in lines.iter().enumerate() {
                out.extend_from_slice(l);
                out.push(b'\n');
                if j == k {
                    out.extend_from_slice(l);
                    out.push(b'\n');
                }
            }
            bytes = out;
        }
        Mutation::Splice(a, b, c) => {
            if !other.is_empty() {
                let from = a % other.len();
                let to = (from + 1 + b % 200).min(other.len());
                let at = (c % len).min(bytes.len());
                bytes.splice(at..at, other[from..to].iter().copied());
            }
        }
    }
    bytes
}

/// Seed `pick` (modulo the corpus) with `mutations` applied in order,
/// splicing from seed `donor`.
pub fn mutated(pick: usize, donor: usize, mutations: &[Mutation]) -> Vec<u8> {
    let seeds = seeds();
    let mut bytes = seeds[pick % seeds.len()].clone();
    let other = &seeds[donor % seeds.len()];
    for m in mutations {
        bytes = apply(bytes, m, other);
    }
    bytes
}
