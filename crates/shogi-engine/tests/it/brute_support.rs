//! A plain exhaustive mate search, written in the tests so that the mate
//! solver, the tsume collection and the bot's mate handling are judged by
//! something that shares none of their code but the move generator: every
//! attacker move (or every check), every defence, to a fixed depth, with
//! no table, no ordering and no pruning.

use shogi_core::Position;

/// Whether the side to move can force mate within `n` of its own moves;
/// with `checks_only`, giving check on every move (as in a tsume problem).
pub(crate) fn mates_in(pos: &mut Position, n: u32, checks_only: bool) -> bool {
    if n == 0 {
        return false;
    }
    for mv in pos.legal_moves() {
        let undo = pos.do_move(mv);
        let ok = (!checks_only || pos.in_check()) && replies_all_mated(pos, n, checks_only);
        pos.undo_move(mv, undo);
        if ok {
            return true;
        }
    }
    false
}

/// After the attacker's move: the defender has no move (mated, or with no
/// legal move at all, which also loses), or every reply leaves a mate in
/// `n - 1`.
pub(crate) fn replies_all_mated(pos: &mut Position, n: u32, checks_only: bool) -> bool {
    let replies = pos.legal_moves();
    replies.is_empty()
        || (n > 1
            && replies.iter().all(|&r| {
                let undo = pos.do_move(r);
                let m = mates_in(pos, n - 1, checks_only);
                pos.undo_move(r, undo);
                m
            }))
}

/// The shortest mate by checks in plies (1, 3, 5, …) of at most
/// `max_moves` attacker moves, every ply counted (a futile interposition
/// too, which tsume do not count).
pub(crate) fn shortest_check_mate(pos: &Position, max_moves: u32) -> Option<u32> {
    let mut p = pos.clone();
    (1..=max_moves)
        .find(|&n| mates_in(&mut p, n, true))
        .map(|n| 2 * n - 1)
}
