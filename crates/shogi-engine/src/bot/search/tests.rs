//! The search's own tests: what a bare `Searcher` does with its table.

use super::super::level::Level;
use super::super::score::INFINITE;
use super::super::tt::{Bound, Entry};
use super::{EvalCache, SearchKit};
use shogi_core::Move;

#[test]
fn a_search_that_leaves_a_move_out_neither_reads_nor_writes_the_nodes_table_entry() {
    // Black can take a rook (2e2d), a gold (8g8f) or a silver (5f5e).
    let mut kit = SearchKit::new("3k5/9/9/7r1/4s2P1/1g2P4/1P7/9/8K b - 1");
    let key = kit.pos.key();
    let mut s = kit.searcher();
    let rook = Move::from_usi("2e2d").unwrap_or_else(|e| panic!("{e:?}"));
    let whole = s.search(-INFINITE, INFINITE, 4, 0, true, false);
    let stored = s.tt.probe(key).and_then(|e| e.mv);
    assert_eq!(stored, Some(rook));
    s.excluded[0] = Some(rook);
    let without = s.search(-INFINITE, INFINITE, 4, 0, false, false);
    s.excluded[0] = None;
    // Taking the gold instead is worth far less than the rook.
    assert!(without < whole - 200, "{without} against {whole}");
    // The table still holds the whole node's answer, not the other one.
    assert_eq!(s.tt.probe(key).and_then(|e| e.mv), Some(rook));
}

#[test]
fn quiescence_takes_the_tables_word_only_where_the_level_lets_it() {
    // Nothing to capture and no check on either side: quiescence
    // stands on the static score, unless the table answers for it.
    let mut kit = SearchKit::new("4k4/9/9/9/9/9/9/9/4K4 b G 1");
    let key = kit.pos.key();
    let mut s = kit.searcher();
    s.table_shortcuts = false;
    let own = s.quiescence(-INFINITE, INFINITE, 0, 0, false);
    let planted = own + 777;
    let entry = Entry {
        mv: None,
        score: planted,
        eval: own,
        depth: 5,
        bound: Bound::Exact,
    };
    s.tt.store(key, entry);
    assert_eq!(s.quiescence(-INFINITE, INFINITE, 0, 0, false), own);
    s.table_shortcuts = true;
    assert_eq!(s.quiescence(-INFINITE, INFINITE, 0, 0, false), planted);
}

#[test]
fn the_levels_with_the_hand_written_evaluation_search_without_the_tables_shortcuts() {
    for level in Level::all() {
        let p = level.params();
        assert_eq!(p.table_shortcuts, p.uses_net, "{level:?}");
    }
    let club = Level::new(4).map(Level::params);
    assert_eq!(club.map(|p| p.table_shortcuts), Some(false));
    let expert = Level::new(6).map(Level::params);
    assert_eq!(expert.map(|p| p.table_shortcuts), Some(true));
}

#[test]
fn the_eval_cache_answers_only_for_the_key_it_was_given() {
    let mut cache = EvalCache::new();
    let key = 0x1234_5678_9abc_def1;
    assert_eq!(cache.get(key), None);
    cache.put(key, -321);
    assert_eq!(cache.get(key), Some(-321));
    // Same slot, other key: a miss, and it takes the slot over.
    let rival = key ^ (1 << 40);
    assert_eq!(cache.get(rival), None);
    cache.put(rival, 7);
    assert_eq!((cache.get(rival), cache.get(key)), (Some(7), None));
    // An empty slot never answers for a position whose key is 0.
    assert_eq!(cache.get(0), None);
    cache.clear();
    assert_eq!(cache.get(rival), None);
}
