//! Helpers shared by the integration tests.
#![allow(dead_code)]

use shogi_tui::shogi::{Move, PieceKind, Position, Square};
use std::collections::BTreeSet;

/// Every move `check_move` accepts, found by trying all from/to/promotion
/// and drop combinations: slow, independent of the generator.
pub fn brute_force_moves(pos: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for from in Square::all() {
        for to in Square::all() {
            for promote in [false, true] {
                let mv = Move::Board { from, to, promote };
                if pos.check_move(mv).is_ok() {
                    out.insert(mv.to_usi());
                }
            }
        }
    }
    for kind in PieceKind::HAND {
        for to in Square::all() {
            let mv = Move::Drop { kind, to };
            if pos.check_move(mv).is_ok() {
                out.insert(mv.to_usi());
            }
        }
    }
    out
}

pub fn generated_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(|m| m.to_usi()).collect()
}

pub fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}
