//! The lishogi analysis link of a position: lishogi's board opens at
//! `https://lishogi.org/analysis/<SFEN>`, the SFEN's spaces written as
//! underscores. Its client builds the path the same way (the URI
//! component encoding of the SFEN, then `%20` as `_`, with `/` and `+`
//! left as they are); the letters, digits, `/`, `+` and `-` an SFEN is
//! made of need no other escape.

use crate::shogi::Position;

/// The site the links open on.
pub const LISHOGI: &str = "https://lishogi.org";

/// The link that opens `pos` on lishogi's analysis board.
pub fn analysis_link(pos: &Position) -> String {
    format!("{LISHOGI}/analysis/{}", pos.to_sfen().replace(' ', "_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_is_the_sfen_with_underscores_for_spaces() {
        let pos = Position::startpos();
        assert_eq!(
            analysis_link(&pos),
            "https://lishogi.org/analysis/lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL_b_-_1"
        );
    }

    #[test]
    fn promoted_pieces_hands_and_white_to_move_stay_readable() {
        // White to move, a horse on 8h and pieces in both hands.
        let sfen = "lnsgk2nl/1r5b1/ppppppp1p/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL w SPg 12";
        let pos = Position::from_sfen(sfen).expect("a legal position");
        let link = analysis_link(&pos);
        let path = link
            .strip_prefix("https://lishogi.org/analysis/")
            .expect("the route");
        assert_eq!(path.replace('_', " "), pos.to_sfen());
        assert!(
            path.chars()
                .all(|c| c.is_ascii_alphanumeric() || "/+-_".contains(c)),
            "{path}"
        );
    }
}
