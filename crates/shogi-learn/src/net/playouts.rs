//! Positions of random legal games for the tests: captures are preferred
//! half the time so that hands fill, and promotions are taken when offered,
//! so promoted pieces and drops turn up early.

use shogi_core::{Move, Position};
use shogi_engine::bot::Rng;

/// `count` positions along random games from the start, each game at most
/// 160 plies long.
pub(crate) fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = Position::startpos();
        for _ in 0..160 {
            out.push(pos.clone());
            let Some(mv) = pick(&pos, &mut rng) else {
                break;
            };
            pos.do_move(mv);
        }
    }
    out.truncate(count);
    out
}

fn pick(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let legal = pos.legal_moves();
    let eager: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| m.is_promotion() || pos.piece_at(m.to()).is_some())
        .collect();
    let from = if !eager.is_empty() && rng.below(2) == 0 {
        &eager[..]
    } else {
        &legal[..]
    };
    from.get(rng.below(from.len() as u64) as usize).copied()
}
