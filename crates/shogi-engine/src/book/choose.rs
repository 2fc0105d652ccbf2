//! Drawing a move from a book position's moves.
//!
//! A book made from games holds every move anyone played, good or not,
//! with how often and how it went; a book made by an engine holds its
//! values. So the draw first passes over what the book itself says is
//! worse, then weighs the rest by how often they were played:
//!
//! - moves with a value more than a window below the best value (the
//!   window grows with variety: 10 cp at none, 30 at the default — the
//!   margin YaneuraOu's `BookEvalDiff` uses by default — and 50 at full);
//! - moves played in fewer than 1 game in 20 of the most played one (a
//!   one-off in a thousand games is not the book's advice);
//! - with results in at least 6 games, moves scoring 20 points of a
//!   hundred worse than the best-scoring such move (a move that loses
//!   more often, by a margin larger than the noise of a few games).
//!
//! Then each remaining move weighs count^p, p = 1 + (100 − variety) / 50:
//! at full variety in proportion to how often it was played, at the
//! default (50) as count², so the main line comes most often and the
//! side lines still come; at variety 0 the most played move always.

use shogi_records::book::BookMove;

/// The variety the bot plays with unless told otherwise.
pub const DEFAULT_VARIETY: u8 = 50;

const RARE_PER: u64 = 20;
const RESULT_GAMES: u64 = 6;
const RESULT_GAP: f64 = 0.20;

/// The move to play from `moves` (a book position's moves, all legal),
/// or `None` when there is none worth playing. `draw` is a uniform random
/// number (the caller's generator: the bot's is seeded).
pub fn choose(moves: &[BookMove], variety: u8, draw: u64) -> Option<&BookMove> {
    let variety = variety.min(100);
    let kept = worth_playing(moves, variety);
    let weight = |m: &BookMove| (m.count.max(1) as f64).powf(1.0 + f64::from(100 - variety) / 50.0);
    if variety == 0 {
        // The first of the most weighty, so ties go to the file's order.
        return kept
            .iter()
            .copied()
            .reduce(|best, m| if weight(m) > weight(best) { m } else { best });
    }
    let total: f64 = kept.iter().map(|m| weight(m)).sum();
    let mut point = (draw >> 11) as f64 / (1u64 << 53) as f64 * total;
    for m in &kept {
        point -= weight(m);
        if point < 0.0 {
            return Some(m);
        }
    }
    kept.last().copied()
}

/// The moves left once those the book says are worse are passed over.
fn worth_playing(moves: &[BookMove], variety: u8) -> Vec<&BookMove> {
    let mut kept: Vec<&BookMove> = moves.iter().collect();
    if let Some(best) = kept.iter().filter_map(|m| m.value).max() {
        let window = 10 + i32::from(variety) * 40 / 100;
        // A move without a value beside moves with one is unknown, not bad.
        kept.retain(|m| m.value.is_none_or(|v| v >= best - window));
    }
    let most = kept.iter().map(|m| m.count).max().unwrap_or(0);
    // Saturating: a hostile book's counts may be as large as a u64 goes.
    kept.retain(|m| m.count.saturating_mul(RARE_PER) >= most);
    let score = |m: &BookMove| {
        m.results.and_then(|r| {
            let games = r.wins + r.losses + r.draws;
            (games >= RESULT_GAMES).then(|| (r.wins as f64 + r.draws as f64 / 2.0) / games as f64)
        })
    };
    if let Some(best) = kept.iter().filter_map(|m| score(m)).reduce(f64::max) {
        kept.retain(|m| score(m).is_none_or(|s| s >= best - RESULT_GAP));
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::Move;
    use shogi_records::book::Results;

    fn usi(text: &str) -> Move {
        Move::from_usi(text).expect("a move")
    }

    fn book_move(text: &str, count: u64) -> BookMove {
        BookMove {
            mv: usi(text),
            ponder: None,
            value: None,
            depth: None,
            count,
            results: None,
            comment: String::new(),
        }
    }

    /// Evenly spread draws over the whole range, so that the shares are
    /// exact up to one draw in `draws`.
    fn tally(moves: &[BookMove], variety: u8, draws: usize) -> Vec<usize> {
        let mut seen = vec![0; moves.len()];
        let step = u64::MAX / draws as u64;
        for i in 0..draws as u64 {
            let m = choose(moves, variety, i * step + step / 2).expect("a move");
            let i = moves
                .iter()
                .position(|x| x.mv == m.mv)
                .expect("one of them");
            seen[i] += 1;
        }
        seen
    }

    /// Full variety draws in proportion to the counts (3:1 here), the
    /// default as their squares (9:1), none always the most played.
    #[test]
    fn variety_sets_how_far_the_draw_follows_the_counts() {
        let moves = [book_move("7g7f", 30), book_move("2g2f", 10)];
        let full = tally(&moves, 100, 4000);
        let share = full[0] as f64 / 4000.0;
        assert!((share - 0.75).abs() < 0.001, "{full:?}");
        let default = tally(&moves, DEFAULT_VARIETY, 4000);
        let share = default[0] as f64 / 4000.0;
        assert!((share - 0.9).abs() < 0.001, "{default:?}");
        assert_eq!(tally(&moves, 0, 50), vec![50, 0]);
    }

    /// A move played once beside one played forty times is never drawn;
    /// one played in a twentieth of the games is.
    #[test]
    fn one_offs_are_passed_over() {
        let moves = [
            book_move("7g7f", 40),
            book_move("1g1f", 1),
            book_move("2g2f", 2),
        ];
        let seen = tally(&moves, 100, 3000);
        assert_eq!(seen[1], 0, "{seen:?}");
        assert!(seen[2] > 0, "{seen:?}");
    }

    /// Values: a move 31 cp below the best is out at the default variety
    /// (a 30 cp window) and in at full variety (50).
    #[test]
    fn values_far_below_the_best_are_passed_over() {
        let mut a = book_move("7g7f", 5);
        a.value = Some(40);
        let mut b = book_move("2g2f", 5);
        b.value = Some(9);
        let moves = [a, b];
        assert_eq!(tally(&moves, DEFAULT_VARIETY, 500)[1], 0);
        assert!(tally(&moves, 100, 500)[1] > 0);
    }

    /// Results: with 10 games each, 30% against 60% is out; with 4
    /// games the results are too few to judge and the move stays.
    #[test]
    fn moves_that_lose_more_often_are_passed_over() {
        let mut good = book_move("7g7f", 10);
        good.results = Some(Results {
            wins: 6,
            losses: 4,
            draws: 0,
        });
        let mut bad = book_move("2g2f", 10);
        bad.results = Some(Results {
            wins: 3,
            losses: 7,
            draws: 0,
        });
        let moves = [good.clone(), bad];
        assert_eq!(tally(&moves, 100, 500)[1], 0);
        let mut few = book_move("2g2f", 4);
        few.results = Some(Results {
            wins: 0,
            losses: 4,
            draws: 0,
        });
        let moves = [good, few];
        assert!(tally(&moves, 100, 2000)[1] > 0);
    }

    /// Counts as large as a u64 goes (a hostile book) are weighed
    /// without overflow, and the draw still follows them.
    #[test]
    fn the_largest_counts_are_weighed_without_overflow() {
        let moves = [book_move("7g7f", u64::MAX), book_move("2g2f", u64::MAX / 2)];
        let seen = tally(&moves, 100, 3000);
        assert!(
            (seen[0] as f64 / 3000.0 - 2.0 / 3.0).abs() < 0.01,
            "{seen:?}"
        );
        assert_eq!(tally(&moves, 0, 10), vec![10, 0]);
    }

    #[test]
    fn nothing_to_choose_from_is_none() {
        assert!(choose(&[], DEFAULT_VARIETY, 1).is_none());
    }
}
