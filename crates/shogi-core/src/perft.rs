//! Perft: counting legal move sequences, the standard test of a move
//! generator.

use super::movegen::{CountSink, generate};
use super::moves::Move;
use super::position::Position;

/// Number of legal move sequences of `depth` plies. The last ply is counted
/// in bulk, without playing its moves.
pub fn perft(pos: &mut Position, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("lzcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
    {
        // SAFETY: the CPU was just checked to have these instructions.
        return unsafe { perft_popcnt(pos, depth) };
    }
    perft_baseline(pos, depth)
}

/// The walk itself; `recurse` is the caller's own compiled variant so a
/// whole walk stays inside one instruction set.
#[inline(always)]
fn walk(pos: &mut Position, depth: u32, recurse: impl Fn(&mut Position, u32) -> u64) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut count = CountSink(0);
            generate(pos, &mut count);
            count.0
        }
        _ => {
            let mut total = 0;
            for mv in pos.legal_moves() {
                let undo = pos.do_move(mv);
                total += recurse(pos, depth - 1);
                pos.undo_move(mv, undo);
            }
            total
        }
    }
}

fn perft_baseline(pos: &mut Position, depth: u32) -> u64 {
    walk(pos, depth, perft_baseline)
}

/// The same walk compiled for CPUs with hardware popcount and bit scans,
/// chosen at run time: a default `cargo build` targets baseline x86-64,
/// where a popcount is a dozen instructions and counting is all perft does.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,lzcnt,bmi1")]
fn perft_popcnt(pos: &mut Position, depth: u32) -> u64 {
    walk(pos, depth, |p, d| perft_popcnt(p, d))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_compiled_variants_agree() {
        let mut p =
            Position::from_sfen("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1").unwrap();
        assert_eq!(perft_baseline(&mut p, 2), 105_677);
        assert_eq!(perft(&mut p, 2), 105_677);
    }
}
