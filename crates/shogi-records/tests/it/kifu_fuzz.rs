//! Fuzzing the record readers with proptest: the corpus seeds in
//! tests/data/fuzz/ are mutated at random (bytes flipped, cut, repeated,
//! spliced), decoded and parsed as every format, and as a paste. No input may panic; any
//! record that reads must write without panicking and read back.

use crate::fuzz_support::{mutated, mutation, seed_paths};
use proptest::prelude::*;
use shogi_records::encoding::{TextEncoding, decode};
use shogi_records::files::{FileKind, parse_text, write_text};
use shogi_records::{load_game, read_record};

const KINDS: [FileKind; 6] = [
    FileKind::Save,
    FileKind::Kifu,
    FileKind::Ki2,
    FileKind::Csa,
    FileKind::Usi,
    FileKind::Sfen,
];

/// Reads `bytes` as every format; whatever reads is written back, read
/// again, and replayed through the controller.
fn exercise(bytes: &[u8]) {
    for enc in [TextEncoding::Utf8, TextEncoding::Detected] {
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
        // As a paste: the format guessed, then read; a refusal has words.
        match shogi_records::pasted::read_pasted(&text) {
            Ok(pasted) => drop(load_game(pasted.record)),
            Err(why) => assert!(!why.to_string().is_empty()),
        }
    }
}

#[test]
fn corpus_seeds_read_as_themselves() {
    for path in seed_paths() {
        if let Err(e) = read_record(&path) {
            panic!("corpus seed {} does not read: {e}", path.display());
        }
        exercise(&std::fs::read(&path).unwrap());
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
        exercise(&mutated(pick, donor, &mutations));
    }

    #[test]
    fn random_text_never_panics(text in "(\\PC|\n|[+\\-%'TPN$:：*&()０-９一九歩金成不打同変化手]){0,300}") {
        exercise(text.as_bytes());
    }
}
