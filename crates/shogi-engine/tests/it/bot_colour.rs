//! The bot plays both colours alike: a position and its colour-flipped
//! twin (board turned 180°, colours and hands swapped, the other side to
//! move) are the same position for the side to move, so the evaluation
//! must score them the same and a fixed-depth search must choose the same
//! move, turned round, with the same score.

use shogi_core::{Move, Piece, PieceKind, Position, Setup, Square};
use shogi_engine::bot::{
    Bot, BotAction, BotConfig, GameHistory, Level, ResignPolicy, SearchControl, SearchLimits,
    evaluate,
};

fn turned(sq: Square) -> Square {
    Square::new(10 - sq.file(), 10 - sq.rank()).expect("a square turned round is a square")
}

/// The colour-flipped twin of `pos`.
fn flipped(pos: &Position) -> Position {
    let setup = Setup::from(pos);
    let mut twin = Setup::empty();
    for sq in Square::all() {
        let piece = setup
            .piece_at(sq)
            .map(|p| Piece::new(p.color.opponent(), p.kind));
        twin.set_piece(turned(sq), piece);
    }
    for c in [shogi_core::Color::Black, shogi_core::Color::White] {
        for kind in PieceKind::HAND {
            twin.add_to_hand(c.opponent(), kind, setup.hand_count(c, kind));
        }
    }
    twin.side_to_move = setup.side_to_move.opponent();
    twin.move_number = setup.move_number;
    Position::try_from(twin).unwrap_or_else(|e| panic!("{}: {e}", pos.to_sfen()))
}

fn flipped_move(mv: Move) -> Move {
    match mv {
        Move::Board { from, to, promote } => Move::Board {
            from: turned(from),
            to: turned(to),
            promote,
        },
        Move::Drop { kind, to } => Move::Drop {
            kind,
            to: turned(to),
        },
    }
}

/// A small deterministic generator (SplitMix64), so a failure can be
/// replayed from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Positions from random games: openings, middle games with pieces in
/// hand, promoted pieces, kings in the open. Captures are preferred now
/// and then so that hands fill up.
fn sample_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = Position::startpos();
        let plies = 4 + rng.next() % 90;
        for _ in 0..plies {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let captures: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| matches!(m, Move::Board { to, .. } if p.piece_at(*to).is_some()))
                .collect();
            let pick = if !captures.is_empty() && rng.next().is_multiple_of(3) {
                captures[(rng.next() % captures.len() as u64) as usize]
            } else {
                legal[(rng.next() % legal.len() as u64) as usize]
            };
            p.do_move(pick);
        }
        if p.has_legal_move() {
            out.push(p);
        }
    }
    out
}

#[test]
fn flipping_twice_gives_the_position_back() {
    for p in sample_positions(7, 20) {
        assert_eq!(flipped(&flipped(&p)).to_sfen(), p.to_sfen());
        assert_eq!(
            p.legal_moves().len(),
            flipped(&p).legal_moves().len(),
            "{}",
            p.to_sfen()
        );
    }
}

#[test]
fn the_evaluation_is_the_same_for_the_mover_in_the_flipped_position() {
    for p in sample_positions(1, 300) {
        let twin = flipped(&p);
        assert_eq!(
            evaluate(&p),
            evaluate(&twin),
            "{} vs {}",
            p.to_sfen(),
            twin.to_sfen()
        );
    }
}

/// The search alone: the mate solves are left out, since a solve cut off
/// at its node budget takes the checks in the order they are generated,
/// square by square, and may prove a mate on one side of the board that it
/// runs out of nodes before proving on the other (the guard then replaces
/// the move in one twin only).
fn decide(p: &Position, depth: u32) -> (Move, shogi_engine::bot::Score) {
    let mut bot = Bot::new(BotConfig {
        hash_mib: 2,
        resign: ResignPolicy::Never,
        mate_solver: false,
        ..BotConfig::for_level(Level::MAX)
    });
    let (p, history) = GameHistory::replay(p, &[]).expect("no moves to replay");
    let d = bot.think(
        &p,
        &history,
        &SearchLimits::depth(depth),
        &SearchControl::new(),
        &mut |_| {},
    );
    match d.action {
        BotAction::Move(m) => (m, d.score),
        other => panic!("{}: expected a move, got {other:?}", p.to_sfen()),
    }
}

#[test]
fn a_fixed_depth_search_plays_the_flipped_move_in_the_flipped_position() {
    for p in sample_positions(3, 40) {
        let twin = flipped(&p);
        let (mv, score) = decide(&p, 5);
        let (twin_mv, twin_score) = decide(&twin, 5);
        assert_eq!(score, twin_score, "{} vs {}", p.to_sfen(), twin.to_sfen());
        assert_eq!(
            flipped_move(mv),
            twin_mv,
            "{} plays {mv}, {} plays {twin_mv}",
            p.to_sfen(),
            twin.to_sfen()
        );
    }
}
