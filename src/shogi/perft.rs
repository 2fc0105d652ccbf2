//! Perft: counting legal move sequences, the standard test of a move
//! generator.

use super::moves::Move;
use super::position::Position;

/// Number of legal move sequences of `depth` plies. The last ply is counted
/// in bulk, without playing its moves.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_move_count(),
        _ => {
            let mut total = 0;
            for mv in pos.legal_moves() {
                let undo = pos.do_move(mv);
                total += perft(pos, depth - 1);
                pos.undo_move(mv, undo);
            }
            total
        }
    }
}

/// Per root move counts, sorted by USI text, for `depth >= 1`.
pub fn divide(pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out: Vec<(Move, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let undo = pos.do_move(mv);
            let n = perft(pos, depth.saturating_sub(1));
            pos.undo_move(mv, undo);
            (mv, n)
        })
        .collect();
    out.sort_by_key(|(mv, _)| mv.to_usi());
    out
}
