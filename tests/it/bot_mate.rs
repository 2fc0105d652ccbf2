//! The bot and the mate solver: it plays the mates the solver proves in
//! its budget, even past its depth limit, and steps around moves that
//! allow the opponent a mate by checks.
//!
//! Positions were composed by hand. Each claim about a position is
//! checked independently of the bot: a mate move by move (every reply
//! still mated), a threat by a brute-force look at the opponent's replies.

use super::bot_search::{played, pos, small_bot};
use shogi_tui::bot::{GameHistory, Score, SearchControl, SearchInfo, SearchLimits};
use shogi_tui::mate::{self, MateLimits, MateOutcome};
use shogi_tui::shogi::{Move, Position, Square};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn after(p: &Position, mv: Move) -> Position {
    let mut next = p.clone();
    next.do_move(mv);
    next
}

/// Whether the side to move in `p` mates in one move.
fn mates_in_one(p: &Position) -> bool {
    p.legal_moves()
        .iter()
        .any(|&mv| after(p, mv).is_checkmate())
}

/// Whether the attacker, having played into `p`, mates within `plies`
/// more plies whatever the defender (to move in `p`) does: every reply
/// is checked, each with the solver.
fn every_reply_mated(p: &Position, plies: usize) -> bool {
    let replies = p.legal_moves();
    replies.is_empty()
        || replies.iter().all(|&r| {
            let report = mate::solve(
                &after(p, r),
                &MateLimits {
                    nodes: Some(1_000_000),
                    time: None,
                    table_mb: 16,
                    ..MateLimits::default()
                },
                &AtomicBool::new(false),
            );
            matches!(report.outcome, MateOutcome::Mate(line) if line.len() < plies)
        })
}

fn think_with_info(
    level: u8,
    p: &Position,
    limits: SearchLimits,
) -> (shogi_tui::bot::Decision, Vec<SearchInfo>) {
    let mut infos = Vec::new();
    let d = small_bot(level).think(
        p,
        &GameHistory::default(),
        &limits,
        &SearchControl::new(),
        &mut |i| infos.push(i.clone()),
    );
    (d, infos)
}

#[test]
fn a_mate_in_seven_is_played_at_depth_one() {
    // Two rooks in hand against a bare king: R*5c, and the king is driven
    // to the edge in seven plies, far past a one-ply search.
    let start = pos("4k4/9/9/9/9/9/9/9/4K4 b 2R 1");
    let (d, infos) = think_with_info(8, &start, SearchLimits::depth(1));
    let first = played(&d);
    let p = after(&start, first);
    assert!(p.in_check(), "{} is no check", first.to_usi());
    assert!(
        every_reply_mated(&p, 7),
        "{} does not force mate",
        first.to_usi()
    );
    assert_eq!(d.score, Score::Mate(d.pv.len() as i32));
    assert_eq!(d.pv.first(), Some(&first));
    assert!(d.pv.len() <= 7, "{:?}", d.pv);
    // What USI shows (`info score mate N pv ...`) agrees with the move.
    let last = infos.last().expect("an info line");
    assert_eq!(last.score, d.score);
    assert_eq!(last.pv, d.pv);
    // The line itself: every attacker move checks, and it ends in mate.
    let mut q = start.clone();
    for (i, &mv) in d.pv.iter().enumerate() {
        assert!(q.check_move(mv).is_ok(), "{} illegal", mv.to_usi());
        q.do_move(mv);
        if i % 2 == 0 {
            assert!(q.in_check(), "{} is no check", mv.to_usi());
        }
    }
    assert!(q.is_checkmate());
}

/// Whether the side to move in `p` mates by checks, by a solve big enough
/// to settle it either way (`None`: not settled).
fn mates_by_checks(p: &Position) -> Option<bool> {
    let report = mate::solve(
        p,
        &MateLimits {
            nodes: Some(1_000_000),
            time: None,
            table_mb: 16,
            ..MateLimits::default()
        },
        &AtomicBool::new(false),
    );
    match report.outcome {
        MateOutcome::Mate(_) => Some(true),
        MateOutcome::NoMate => Some(false),
        MateOutcome::Unknown(_) => None,
    }
}

#[test]
fn the_gold_guarding_the_king_stays() {
    // Black's gold on 2h keeps White's gold drop on 1h (backed by the
    // knight on 2f) from mating. Black is a rook up, and taking the
    // bishop on 3h, with the gold the most tempting way, wins more; but
    // each move that takes the gold's eye off 1h is mated by checks, the
    // capture at once. Every other move survives: White then has no mate
    // by checks at all. A one-ply search does not look at drops in reply;
    // the solver sees the drop.
    let start = pos("4k4/9/9/9/9/7n1/PPP6/1R4bG1/8K b g 1");
    let gold = Square::new(2, 8).unwrap();
    // From 2i the gold still covers 1h; from 1h itself it is taken.
    let still_guarding = Square::new(2, 9).unwrap();
    let leaves_the_guard = |mv: &Move| mv.from() == Some(gold) && mv.to() != still_guarding;
    let moves = start.legal_moves();
    let (losing, kept): (Vec<Move>, Vec<Move>) = moves.iter().partition(|m| leaves_the_guard(m));
    assert_eq!(losing.len(), 5, "{losing:?}");
    for &mv in &losing {
        let p = after(&start, mv);
        assert_eq!(mates_by_checks(&p), Some(true), "{}", mv.to_usi());
    }
    assert!(mates_in_one(&after(
        &start,
        Move::from_usi("2h3h").unwrap()
    )));
    for &mv in &kept {
        let p = after(&start, mv);
        assert_eq!(mates_by_checks(&p), Some(false), "{}", mv.to_usi());
    }

    let (d, _) = think_with_info(8, &start, SearchLimits::depth(1));
    let mv = played(&d);
    assert!(kept.contains(&mv), "{} allows a mate", mv.to_usi());
    assert_eq!(d.pv.first(), Some(&mv));
}

#[test]
fn beginners_keep_their_blind_spots() {
    // Level 1 plays without the solver: the mate in seven is not
    // announced, and it answers at once.
    let start = pos("4k4/9/9/9/9/9/9/9/4K4 b 2R 1");
    let (d, _) = think_with_info(1, &start, SearchLimits::default());
    assert!(!matches!(d.score, Score::Mate(n) if n > 0), "{:?}", d.score);
}

#[test]
fn a_depth_one_search_still_answers_as_a_depth_one_search() {
    // No mate for either side: the solver gives up within its node cap
    // and the search reports its one iteration as before.
    let start = Position::startpos();
    let t0 = Instant::now();
    let (d, infos) = think_with_info(8, &start, SearchLimits::depth(1));
    assert!(start.check_move(played(&d)).is_ok());
    assert_eq!(d.depth, 1);
    assert_eq!(infos.len(), 1);
    assert_eq!(infos[0].depth, 1);
    assert!(matches!(d.score, Score::Cp(_)));
    assert!(t0.elapsed() < Duration::from_secs(2), "{:?}", t0.elapsed());
}

#[test]
fn a_stopped_search_answers_at_once_even_with_a_mate_on_the_board() {
    let start = pos("4k4/9/9/9/9/9/9/9/4K4 b 2R 1");
    let control = SearchControl::new();
    control.stop();
    let limits = SearchLimits {
        infinite: true,
        ..SearchLimits::default()
    };
    let t0 = Instant::now();
    let d = small_bot(8).think(
        &start,
        &GameHistory::default(),
        &limits,
        &control,
        &mut |_| {},
    );
    assert!(start.check_move(played(&d)).is_ok());
    assert!(
        t0.elapsed() < Duration::from_millis(200),
        "{:?}",
        t0.elapsed()
    );
}
