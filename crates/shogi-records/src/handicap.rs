//! The KIF 手合割 names beyond the controller's handicaps. A record that
//! names one of these starts from its position (as a custom start); the
//! controller's own handicaps are `shogi_core::game::Handicap`.
//!
//! The names are those of Kakinoki's KIF description (kif_format.html,
//! the list Kifu for Windows writes). Which knight 五枚落ち keeps is not
//! written there; the positions below are the ones the KIF readers of
//! yaneurao's MyShogi (`Sfens.cs`: HANDICAP_3, HANDICAP_5,
//! HANDICAP_LEFT_5), cshogi (`KIF.py`, HANDYCAP_SFENS) and ShogiBoardQ
//! (presets 7_L and 7_R) agree on. tsshogi, ShogiHome's record library,
//! knows only the ten handicaps the controller has, and its positions
//! match `shogi_core::game::Handicap`'s. 左 is 上手's left, file 1's side, as
//! in 香落ち: 左五枚落ち drops the 2一 knight, 左七枚落ち the 3一 silver.

/// (KIF name, SFEN): pieces removed from White (上手), whose left is file 1.
const EXTRA: [(&str, &str); 6] = [
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    // Not in Kakinoki's list, but written by hand and by some programs.
    // Read as 右七枚落ち: as with 五枚落ち, the name without a side drops
    // the piece on 上手's right and keeps the left one.
    (
        "七枚落ち",
        "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// The SFEN of a KIF handicap name the controller does not know.
pub fn extra_handicap_sfen(name: &str) -> Option<&'static str> {
    EXTRA
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, sfen)| sfen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::game::Handicap;
    use shogi_core::{Color, PieceKind, Position, Square};

    fn position(name: &str) -> Position {
        let sfen = extra_handicap_sfen(name).unwrap_or_else(|| panic!("{name} unknown"));
        Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    /// White's pieces on rank 1 and 2, as (file, kind), file 9 first.
    fn white_back(pos: &Position) -> Vec<(u8, PieceKind)> {
        (1..=2)
            .flat_map(|rank| (1..=9).rev().map(move |file| (file, rank)))
            .filter_map(|(file, rank)| {
                let p = pos.piece_at(Square::new(file, rank)?)?;
                (p.color == Color::White).then_some((file, p.kind))
            })
            .collect()
    }

    #[test]
    fn extra_handicaps_are_valid_positions_with_white_to_move() {
        for (name, _) in EXTRA {
            assert_eq!(position(name).side_to_move(), Color::White, "{name}");
        }
        assert_eq!(extra_handicap_sfen("香落ち"), None);
    }

    #[test]
    fn each_extra_handicap_drops_the_pieces_its_name_says() {
        use PieceKind::*;
        let four = white_back(&Handicap::FourPiece.position());
        let without = |gone: &[(u8, PieceKind)]| -> Vec<(u8, PieceKind)> {
            four.iter().copied().filter(|p| !gone.contains(p)).collect()
        };
        // 三枚落ち: 二枚落ち and the lance 香落ち drops (1一).
        let mut three = white_back(&Handicap::TwoPiece.position());
        three.retain(|&p| p != (1, Lance));
        assert_eq!(white_back(&position("三枚落ち")), three);
        assert_eq!(white_back(&position("五枚落ち")), without(&[(8, Knight)]));
        assert_eq!(white_back(&position("左五枚落ち")), without(&[(2, Knight)]));
        let six = [(8, Knight), (2, Knight)];
        assert_eq!(
            white_back(&position("左七枚落ち")),
            without(&[six[0], six[1], (3, Silver)])
        );
        assert_eq!(
            white_back(&position("右七枚落ち")),
            without(&[six[0], six[1], (7, Silver)])
        );
        assert_eq!(position("七枚落ち"), position("右七枚落ち"));
    }
}
