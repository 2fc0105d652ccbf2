//! The built-in collection (`assets/tsume.txt`): every line reads, holds
//! the puzzles the README counts, every puzzle is proven again by the
//! solver, and the short ones are judged again by brute force, which
//! shares none of the solver's code.

use super::brute_support::{mates_in, replies_all_mated, shortest_check_mate};
use shogi_tui::learn::puzzles::maker::{CLASSES, class_of};
use shogi_tui::mate::proof;
use shogi_tui::shogi::{Color, Position};
use shogi_tui::tsume::files;

/// Nodes to prove one puzzle again: each took at most the maker's budget
/// (100,000) to prove the first time.
const NODES: u64 = 200_000;

#[test]
fn every_line_of_the_collection_reads_and_is_proven_again() {
    let loaded = files::builtin();
    assert!(loaded.refused.is_empty(), "{:?}", loaded.refused);
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

/// The README's table: puzzles of 1, 3, …, 15 plies, 717 in all.
const PER_LENGTH: [(u32, usize); 8] = [
    (1, 104),
    (3, 114),
    (5, 114),
    (7, 128),
    (9, 128),
    (11, 53),
    (13, 57),
    (15, 19),
];

#[test]
fn the_collection_holds_the_puzzles_the_readme_counts() {
    let puzzles = files::builtin().puzzles;
    for (plies, count) in PER_LENGTH {
        let n = puzzles.iter().filter(|p| p.plies == plies).count();
        assert_eq!(n, count, "puzzles of {plies} plies");
    }
    assert_eq!(puzzles.len(), 717);
}

/// Replays the stored solution: legal moves, every attacker move a check,
/// mate at the end, and as many plies as the puzzle says.
fn assert_solution_mates(p: &shogi_tui::tsume::Puzzle, at: &str) {
    assert_eq!(p.solution.len() as u32, p.plies, "{at}: solution length");
    let mut q = p.position.clone();
    for (i, &mv) in p.solution.iter().enumerate() {
        assert!(q.check_move(mv).is_ok(), "{at}: {} illegal", mv.to_usi());
        q.do_move(mv);
        if i % 2 == 0 {
            assert!(q.in_check(), "{at}: {} is no check", mv.to_usi());
        }
    }
    assert!(q.is_checkmate(), "{at}: the solution does not end in mate");
}

/// Every puzzle of 1, 3 and 5 plies, by brute force: no mate by checks is
/// shorter, the stored first move mates within the length against every
/// defence (futile interpositions aside), and (up to 3 plies) no other
/// first check mates within it.
#[test]
fn short_puzzles_are_exact_by_brute_force() {
    let mut judged = 0;
    // Puzzles whose stored first move the brute force does not see mate
    // within 4 plies more than their length.
    let mut beyond = Vec::new();
    for p in files::builtin().puzzles.iter().filter(|p| p.plies <= 5) {
        let at = format!("line {:?} ({} plies)", p.line, p.plies);
        assert_solution_mates(p, &at);
        let moves = p.plies.div_ceil(2);
        let mut pos = p.position.clone();
        assert!(
            !mates_in(&mut pos, moves - 1, true),
            "{at}: a shorter mate by checks"
        );
        let first = p.solution[0];
        let mut next = after(&p.position, first);
        // Within its length, or a few plies more where the defender can
        // drop futile interpositions, which tsume do not count and the
        // brute force does (line 224 is such); a puzzle whose defender has
        // more futile drops than that is listed below.
        if !(0..=2).any(|extra| replies_all_mated(&mut next, moves + extra, true)) {
            beyond.push(p.line.unwrap_or(0));
        }
        if p.plies <= 3 {
            for mv in p.position.legal_moves().into_iter().filter(|&m| m != first) {
                let mut other = after(&p.position, mv);
                assert!(
                    !(other.in_check() && replies_all_mated(&mut other, moves, true)),
                    "{at}: {} mates too",
                    mv.to_usi()
                );
            }
        }
        judged += 1;
    }
    assert_eq!(judged, 104 + 114 + 114);
    assert_eq!(beyond, MANY_FUTILE_DROPS, "first moves not seen to mate");
}

/// Short puzzles where the defender can drop more futile interpositions
/// than the brute force above follows (each drop on the checking line,
/// taken at once, lengthens the mate by two plies in its count): line 238,
/// 3 plies, a rook's check down a file with eight pieces in the hand.
const MANY_FUTILE_DROPS: [usize; 1] = [238];

/// A 7-ply sample by brute force: each tenth puzzle of 7 plies has no
/// mate by checks within 5 plies and its stored first move mates within 7
/// (or 9, where the defender has a futile interposition to add).
#[test]
fn a_sample_of_7_ply_puzzles_is_exact_by_brute_force() {
    let puzzles = files::builtin().puzzles;
    let sevens: Vec<_> = puzzles.iter().filter(|p| p.plies == 7).collect();
    for p in sevens.iter().step_by(10) {
        let at = format!("line {:?}", p.line);
        assert_solution_mates(p, &at);
        assert!(
            shortest_check_mate(&p.position, 3).is_none(),
            "{at}: a shorter mate by checks"
        );
        let mut next = after(&p.position, p.solution[0]);
        assert!(
            replies_all_mated(&mut next, 4, true) || replies_all_mated(&mut next, 5, true),
            "{at}: {} does not mate",
            p.solution[0].to_usi()
        );
    }
}

fn after(p: &Position, mv: shogi_tui::shogi::Move) -> Position {
    let mut next = p.clone();
    next.do_move(mv);
    next
}

/// Slow (minutes): each puzzle's other first checks refuted again (CI
/// runs it with the other ignored tests, `cargo test -- --ignored`).
#[test]
#[ignore = "slow (minutes): run with cargo test -- --ignored"]
fn every_puzzle_of_the_collection_has_one_first_move() {
    for p in &files::builtin().puzzles {
        let only = proof::only_first_move(&p.position, p.solution[0], NODES);
        assert!(only.is_ok(), "line {:?}: {only:?}", p.line);
    }
}
