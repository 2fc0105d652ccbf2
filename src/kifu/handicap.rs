//! The KIF 手合割 names beyond the controller's handicaps. A record that
//! names one of these starts from its position (as a custom start); the
//! controller's own handicaps are `crate::game::Handicap`.

/// (KIF name, SFEN): pieces removed from White (上手), whose left is file 1.
const EXTRA: [(&str, &str); 5] = [
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左七枚落ち",
        "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右七枚落ち",
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
    use crate::shogi::Position;

    #[test]
    fn extra_handicaps_are_valid_positions() {
        for (name, sfen) in EXTRA {
            let pos = Position::from_sfen(sfen).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(pos.side_to_move(), crate::shogi::Color::White);
        }
        assert_eq!(extra_handicap_sfen("香落ち"), None);
    }
}
