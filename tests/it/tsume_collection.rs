//! The built-in collection (`assets/tsume.txt`): every line reads, and
//! every puzzle is proven again by the solver.

use shogi_tui::learn::puzzles::maker::{CLASSES, class_of};
use shogi_tui::mate::proof;
use shogi_tui::shogi::Color;
use shogi_tui::tsume::files;

/// Nodes to prove one puzzle again: each took at most the maker's budget
/// (100,000) to prove the first time.
const NODES: u64 = 200_000;

#[test]
fn every_line_of_the_collection_reads_and_is_proven_again() {
    let loaded = files::builtin();
    assert!(loaded.refused.is_empty(), "{:?}", loaded.refused);
    assert!(
        loaded.puzzles.len() >= 500,
        "{} puzzles",
        loaded.puzzles.len()
    );
    let mut per_class = [0usize; CLASSES];
    let mut previous = (0, 0);
    for p in &loaded.puzzles {
        let at = format!("line {:?}", p.line);
        assert_eq!(p.position.side_to_move(), Color::Black, "{at}: Black mates");
        // Sorted by length, then difficulty.
        assert!((p.plies, p.difficulty) >= previous, "{at}: out of order");
        previous = (p.plies, p.difficulty);
        let proven = proof::prove(&p.position, NODES).unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(
            proven.line.len() as u32,
            p.plies,
            "{at}: the solver's length"
        );
        // A puzzle states its length: it must be the shortest mate.
        assert!(proven.shortest, "{at}: a shorter mate not ruled out");
        proof::check_solution(&p.position, &p.solution, NODES)
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        per_class[class_of(p.plies)] += 1;
    }
    // Spread over 1, 3, 5, 7, 9 and 11+ plies.
    assert!(per_class.iter().all(|&n| n > 0), "{per_class:?}");
}

/// Slow (minutes): each puzzle's other first checks refuted again.
#[test]
#[ignore]
fn every_puzzle_of_the_collection_has_one_first_move() {
    for p in &files::builtin().puzzles {
        let only = proof::only_first_move(&p.position, p.solution[0], NODES);
        assert!(only.is_ok(), "line {:?}: {only:?}", p.line);
    }
}
