//! Round trips over random legal games: for every legal move of every
//! visited position, reading the written Japanese and Western text gives
//! back exactly that move.

use shogi_core::notation::{
    japanese, kif_move, parse_japanese, parse_move, parse_western, typed_usi, western,
};
use shogi_core::{Move, Position, Square};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Plays a random game, preferring board moves over drops so that pieces
/// (and promoted pieces) crowd together and relative words get exercised.
fn check_game(seed: u64, plies: usize, stats: &mut Stats) {
    let mut rng = Rng(seed);
    let mut pos = Position::startpos();
    let mut previous_to: Option<Square> = None;
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        for &mv in &legal {
            check_move(&pos, mv, previous_to, stats);
        }
        let board: Vec<Move> = legal.iter().copied().filter(|m| !m.is_drop()).collect();
        let mv = if !board.is_empty() && rng.below(4) != 0 {
            board[rng.below(board.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        pos.do_move(mv);
        previous_to = Some(mv.to());
    }
}

#[derive(Default)]
struct Stats {
    moves: usize,
    with_words: usize,
    with_uchi: usize,
    with_origin: usize,
    /// How often each of 右 左 直 上 引 寄 appeared, and two together.
    words: [usize; 6],
    two_words: usize,
}

const WORDS: [char; 6] = ['右', '左', '直', '上', '引', '寄'];

fn check_move(pos: &Position, mv: Move, previous_to: Option<Square>, stats: &mut Stats) {
    let sfen = pos.to_sfen();
    let ja = japanese(pos, mv, previous_to);
    assert_eq!(
        parse_japanese(pos, &ja, previous_to),
        Ok(mv),
        "{sfen}: {ja}"
    );
    let we = western(pos, mv);
    assert_eq!(parse_western(pos, &we), Ok(mv), "{sfen}: {we}");
    let kif = kif_move(pos, mv, previous_to);
    assert_eq!(
        parse_japanese(pos, &kif, previous_to),
        Ok(mv),
        "{sfen}: {kif}"
    );
    // Typed in USI spelling, a move that could have promoted says `=`.
    let typed = typed_usi(pos, mv);
    assert_eq!(
        parse_move(pos, &typed, previous_to),
        Ok(mv),
        "{sfen}: {typed}"
    );
    stats.moves += 1;
    let used = WORDS.map(|w| ja.contains(w));
    if used.contains(&true) {
        stats.with_words += 1;
    }
    if used.iter().filter(|&&u| u).count() == 2 {
        stats.two_words += 1;
    }
    for (count, u) in stats.words.iter_mut().zip(used) {
        *count += usize::from(u);
    }
    if ja.ends_with('打') {
        stats.with_uchi += 1;
    }
    if mv.from().is_some_and(|f| we.contains(&f.usi())) {
        stats.with_origin += 1;
    }
}

#[test]
fn random_games_round_trip() {
    let mut stats = Stats::default();
    for seed in 1..=40u64 {
        check_game(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15), 200, &mut stats);
    }
    eprintln!(
        "{} moves, {} with words {:?} ({} with two), {} with 打, {} with origin",
        stats.moves,
        stats.with_words,
        stats.words,
        stats.two_words,
        stats.with_uchi,
        stats.with_origin
    );
    // The games must actually have met the interesting cases, or the round
    // trip above proved little about disambiguation.
    assert!(stats.moves > 100_000, "only {} moves checked", stats.moves);
    assert!(
        stats.with_words > 1000,
        "only {} moves needed relative words",
        stats.with_words
    );
    for (word, count) in WORDS.iter().zip(stats.words) {
        assert!(count >= 50, "{word} appeared only {count} times");
    }
    assert!(stats.two_words > 0, "no move needed two relative words");
    assert!(
        stats.with_uchi > 100,
        "only {} drops needed 打",
        stats.with_uchi
    );
    assert!(
        stats.with_origin > 100,
        "only {} Western moves needed an origin",
        stats.with_origin
    );
}
