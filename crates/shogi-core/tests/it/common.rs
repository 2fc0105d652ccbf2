//! Helpers over the rules alone (positions, moves, games), shared by the
//! integration tests of every crate: this crate's own tests use it as
//! `common`; the tests of the crates above include this file with
//! `#[path]` (as `core_common`) and re-export it from their own `common`.

use shogi_core::game::{Game, Outcome, parse_usi_moves};
use shogi_core::{Move, PieceKind, Position, Square};
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

pub fn game(sfen: &str) -> Game {
    Game::from_sfen(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"))
}

/// Plays `moves` (USI) and returns, for each move, the outcome it produced.
pub fn play(g: &mut Game, moves: &str) -> Vec<Option<Outcome>> {
    let list = parse_usi_moves(moves).unwrap_or_else(|e| panic!("{e}"));
    list.into_iter()
        .map(|mv| {
            g.play(mv)
                .unwrap_or_else(|e| panic!("{mv} at ply {}: {e}", g.ply() + 1))
                .outcome
        })
        .collect()
}

/// Outcome of the last move; every earlier move must leave the game running.
pub fn only_last_ends(outcomes: &[Option<Outcome>]) -> Outcome {
    let (last, before) = outcomes.split_last().expect("moves");
    for (i, o) in before.iter().enumerate() {
        assert!(o.is_none(), "move {} ended the game: {o:?}", i + 1);
    }
    last.clone().expect("the last move ends the game")
}

pub fn mv(usi: &str) -> Move {
    Move::from_usi(usi).unwrap_or_else(|e| panic!("{e}"))
}
