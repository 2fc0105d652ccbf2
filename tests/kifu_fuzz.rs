//! Fuzzing the record readers with proptest: the corpus seeds in
//! tests/data/fuzz/ are mutated at random (bytes flipped, cut, repeated,
//! spliced), decoded and parsed as every format. No input may panic; any
//! record that reads must write without panicking and read back.

use proptest::prelude::*;
use shogi_tui::kifu::encoding::{TextEncoding, decode};
use shogi_tui::kifu::files::{FileKind, parse_text, write_text};
use shogi_tui::kifu::load_game;
use std::path::Path;

const KINDS: [FileKind; 6] = [
    FileKind::Save,
    FileKind::Kifu,
    FileKind::Ki2,
    FileKind::Csa,
    FileKind::Usi,
    FileKind::Sfen,
];

fn seeds() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz");
    let mut out: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    assert!(out.len() >= 8, "corpus seeds missing in {}", dir.display());
    out.sort();
    out
}

/// Reads `bytes` as every format; whatever reads is written back, read
/// again, and replayed through the controller.
fn exercise(bytes: &[u8]) {
    for enc in [TextEncoding::Utf8, TextEncoding::ShiftJisOrUtf8] {
        let Ok(text) = decode(bytes, enc) else {
            continue;
        };
        for kind in KINDS {
            let Ok(record) = parse_text(&text, kind) else {
                continue;
            };
            for out in [FileKind::Save, FileKind::Kifu, FileKind::Csa, FileKind::Usi] {
                if let Ok(written) = write_text(&record, out) {
                    let again = parse_text(&written, out);
                    assert!(
                        again.is_ok(),
                        "{kind:?} -> {out:?} does not read back: {again:?}\n{written}"
                    );
                }
            }
            let _ = load_game(record);
        }
    }
}

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Cut(usize),
    Delete(usize, usize),
    Insert(usize, Vec<u8>),
    RepeatLine(usize),
    Splice(usize, usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
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

fn apply(mut bytes: Vec<u8>, m: &Mutation, other: &[u8]) -> Vec<u8> {
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

#[test]
fn corpus_seeds_read_as_themselves() {
    for seed in seeds() {
        exercise(&seed);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn mutated_seeds_never_panic(
        pick in any::<usize>(),
        donor in any::<usize>(),
        mutations in prop::collection::vec(mutation(), 1..6),
    ) {
        let seeds = seeds();
        let mut bytes = seeds[pick % seeds.len()].clone();
        let other = &seeds[donor % seeds.len()];
        for m in &mutations {
            bytes = apply(bytes, m, other);
        }
        exercise(&bytes);
    }

    #[test]
    fn random_text_never_panics(text in "(\\PC|\n|[+\\-%'TPN$:：*&()０-９一九歩金成不打同変化手]){0,300}") {
        exercise(text.as_bytes());
    }
}
