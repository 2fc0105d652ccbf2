//! Handicap starts, checked square by square against the even start.

use shogi_core::game::{Game, Handicap, Start};
use shogi_core::{Color, PieceKind, Position, Square};
use shogi_records::kif_end_line;

fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap_or_else(|| panic!("{usi}"))
}

/// White's squares emptied by each handicap, written out from the
/// handicap rules: White (上手) is at the top, so White's left lance is on
/// 1a, its right lance on 9a, its bishop on 2b and its rook on 8b.
fn expected(h: Handicap) -> (&'static str, &'static str, Vec<&'static str>) {
    use Handicap::*;
    let (cli, ja, squares): (_, _, Vec<&str>) = match h {
        Lance => ("lance", "香落ち", vec!["1a"]),
        RightLance => ("right-lance", "右香落ち", vec!["9a"]),
        Bishop => ("bishop", "角落ち", vec!["2b"]),
        Rook => ("rook", "飛車落ち", vec!["8b"]),
        RookLance => ("rook-lance", "飛香落ち", vec!["8b", "1a"]),
        TwoPiece => ("2-piece", "二枚落ち", vec!["8b", "2b"]),
        FourPiece => ("4-piece", "四枚落ち", vec!["8b", "2b", "9a", "1a"]),
        SixPiece => (
            "6-piece",
            "六枚落ち",
            vec!["8b", "2b", "9a", "1a", "8a", "2a"],
        ),
        EightPiece => (
            "8-piece",
            "八枚落ち",
            vec!["8b", "2b", "9a", "1a", "8a", "2a", "7a", "3a"],
        ),
        TenPiece => (
            "10-piece",
            "十枚落ち",
            vec!["8b", "2b", "9a", "1a", "8a", "2a", "7a", "3a", "6a", "4a"],
        ),
    };
    (cli, ja, squares)
}

#[test]
fn every_handicap_is_the_even_start_minus_whites_pieces() {
    let even = Position::startpos();
    for h in Handicap::ALL {
        let (_, _, gone) = expected(h);
        let gone: Vec<Square> = gone.into_iter().map(sq).collect();
        let pos = h.position();
        assert_eq!(pos.side_to_move(), Color::White, "{h}: White moves first");
        assert!(pos.hand(Color::Black).is_empty() && pos.hand(Color::White).is_empty());
        for s in Square::all() {
            let want = if gone.contains(&s) {
                None
            } else {
                even.piece_at(s)
            };
            assert_eq!(pos.piece_at(s), want, "{h} on {s}");
        }
        assert_eq!(
            pos.pieces(Color::White).count(),
            20 - gone.len() as u32,
            "{h}"
        );
        assert_eq!(pos.pieces(Color::Black).count(), 20, "{h}");
        // The list given to the record writers names the same squares,
        // each with the piece that stood there.
        let mut listed: Vec<Square> = h.removed().iter().map(|(s, _)| *s).collect();
        let mut gone_sorted = gone.clone();
        listed.sort();
        gone_sorted.sort();
        assert_eq!(listed, gone_sorted, "{h}");
        for (s, kind) in h.removed() {
            assert_eq!(even.piece_at(*s).map(|p| p.kind), Some(*kind), "{h} {s}");
        }
    }
}

#[test]
fn ten_piece_handicap_leaves_king_and_pawns() {
    let pos = Handicap::TenPiece.position();
    let white: Vec<PieceKind> = pos
        .pieces(Color::White)
        .into_iter()
        .filter_map(|s| pos.piece_at(s).map(|p| p.kind))
        .collect();
    assert_eq!(white.len(), 10);
    assert_eq!(white.iter().filter(|k| **k == PieceKind::Pawn).count(), 9);
    assert_eq!(pos.king_square(Color::White), Some(sq("5a")));
}

#[test]
fn names_parse_back() {
    for h in Handicap::ALL {
        let (cli, ja, _) = expected(h);
        assert_eq!(h.name(), cli);
        assert_eq!(h.japanese(), ja);
        assert_eq!(h.kif_name(), ja);
        assert_eq!(cli.parse::<Handicap>(), Ok(h));
        assert_eq!(ja.parse::<Handicap>(), Ok(h));
        assert_eq!(Handicap::from_kif_name(ja), Some(h));
    }
    assert_eq!(Handicap::from_kif_name("平手"), None);
    let err = "queen".parse::<Handicap>().unwrap_err();
    assert!(
        err.to_string()
            .starts_with("unknown handicap 'queen': expected lance, ")
    );
}

#[test]
fn handicap_game_names_sides_shitate_and_uwate_in_kif() {
    let mut g = Game::handicap_game(Handicap::TwoPiece);
    assert!(g.is_handicap());
    assert_eq!(g.start(), &Start::Handicap(Handicap::TwoPiece));
    assert_eq!(g.side_to_move(), Color::White);
    g.play(shogi_core::Move::from_usi("5c5d").unwrap())
        .unwrap_or_else(|e| panic!("{e}"));
    g.resign(Color::Black).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kif_end_line(&g).as_deref(), Some("まで1手で上手の勝ち"));
    assert_eq!(
        g.outcome().map(|o| o.sentence()),
        Some("White wins by resignation after 1 move".to_string())
    );
    // The same moves from the same position given as an SFEN are not a
    // named handicap, so the usual 先手/後手 apply.
    let mut plain = Game::from_sfen(Handicap::TwoPiece.sfen()).unwrap();
    plain.resign(Color::White).unwrap();
    assert_eq!(kif_end_line(&plain).as_deref(), Some("まで0手で先手の勝ち"));
}
