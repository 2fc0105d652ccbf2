//! Handicap games (駒落ち): the stronger player, 上手 (uwate), plays White
//! without some pieces and moves first. Black is the weaker 下手 (shitate).

use crate::{PieceKind, Position, Square};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The standard handicaps (KIF 手合割 names; the even game is not one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Handicap {
    Lance,
    RightLance,
    Bishop,
    Rook,
    RookLance,
    TwoPiece,
    FourPiece,
    SixPiece,
    EightPiece,
    TenPiece,
}

// White's pieces as they stand in the even start. White sits at the top, so
// White's left is file 1 and White's right is file 9.
const LEFT_LANCE: (Square, PieceKind) = (Square::SQ_1A, PieceKind::Lance);
const RIGHT_LANCE: (Square, PieceKind) = (Square::SQ_9A, PieceKind::Lance);
const BISHOP: (Square, PieceKind) = (Square::SQ_2B, PieceKind::Bishop);
const ROOK: (Square, PieceKind) = (Square::SQ_8B, PieceKind::Rook);
const KNIGHTS: [(Square, PieceKind); 2] = [
    (Square::SQ_8A, PieceKind::Knight),
    (Square::SQ_2A, PieceKind::Knight),
];
const SILVERS: [(Square, PieceKind); 2] = [
    (Square::SQ_7A, PieceKind::Silver),
    (Square::SQ_3A, PieceKind::Silver),
];
const GOLDS: [(Square, PieceKind); 2] = [
    (Square::SQ_6A, PieceKind::Gold),
    (Square::SQ_4A, PieceKind::Gold),
];

const TWO: [(Square, PieceKind); 2] = [ROOK, BISHOP];
const FOUR: [(Square, PieceKind); 4] = [ROOK, BISHOP, RIGHT_LANCE, LEFT_LANCE];
const SIX: [(Square, PieceKind); 6] = [
    ROOK,
    BISHOP,
    RIGHT_LANCE,
    LEFT_LANCE,
    KNIGHTS[0],
    KNIGHTS[1],
];
const EIGHT: [(Square, PieceKind); 8] = [
    ROOK,
    BISHOP,
    RIGHT_LANCE,
    LEFT_LANCE,
    KNIGHTS[0],
    KNIGHTS[1],
    SILVERS[0],
    SILVERS[1],
];
const TEN: [(Square, PieceKind); 10] = [
    ROOK,
    BISHOP,
    RIGHT_LANCE,
    LEFT_LANCE,
    KNIGHTS[0],
    KNIGHTS[1],
    SILVERS[0],
    SILVERS[1],
    GOLDS[0],
    GOLDS[1],
];

impl Handicap {
    pub const ALL: [Handicap; 10] = [
        Handicap::Lance,
        Handicap::RightLance,
        Handicap::Bishop,
        Handicap::Rook,
        Handicap::RookLance,
        Handicap::TwoPiece,
        Handicap::FourPiece,
        Handicap::SixPiece,
        Handicap::EightPiece,
        Handicap::TenPiece,
    ];

    /// The command-line name.
    pub const fn name(self) -> &'static str {
        match self {
            Handicap::Lance => "lance",
            Handicap::RightLance => "right-lance",
            Handicap::Bishop => "bishop",
            Handicap::Rook => "rook",
            Handicap::RookLance => "rook-lance",
            Handicap::TwoPiece => "2-piece",
            Handicap::FourPiece => "4-piece",
            Handicap::SixPiece => "6-piece",
            Handicap::EightPiece => "8-piece",
            Handicap::TenPiece => "10-piece",
        }
    }

    /// The Japanese name, which is also the KIF `手合割` value.
    pub const fn japanese(self) -> &'static str {
        match self {
            Handicap::Lance => "香落ち",
            Handicap::RightLance => "右香落ち",
            Handicap::Bishop => "角落ち",
            Handicap::Rook => "飛車落ち",
            Handicap::RookLance => "飛香落ち",
            Handicap::TwoPiece => "二枚落ち",
            Handicap::FourPiece => "四枚落ち",
            Handicap::SixPiece => "六枚落ち",
            Handicap::EightPiece => "八枚落ち",
            Handicap::TenPiece => "十枚落ち",
        }
    }

    /// The KIF header value (`手合割：香落ち`). Kakinoki's list uses the
    /// same words as players do.
    pub const fn kif_name(self) -> &'static str {
        self.japanese()
    }

    /// An English description for menus.
    pub const fn english(self) -> &'static str {
        match self {
            Handicap::Lance => "lance handicap",
            Handicap::RightLance => "right lance handicap",
            Handicap::Bishop => "bishop handicap",
            Handicap::Rook => "rook handicap",
            Handicap::RookLance => "rook and lance handicap",
            Handicap::TwoPiece => "two-piece handicap",
            Handicap::FourPiece => "four-piece handicap",
            Handicap::SixPiece => "six-piece handicap",
            Handicap::EightPiece => "eight-piece handicap",
            Handicap::TenPiece => "ten-piece handicap",
        }
    }

    /// White's pieces taken off the even start, in the order CSA's `PI`
    /// line lists them (`PI82HI22KA91KY11KY` for four pieces).
    pub const fn removed(self) -> &'static [(Square, PieceKind)] {
        match self {
            Handicap::Lance => &[LEFT_LANCE],
            Handicap::RightLance => &[RIGHT_LANCE],
            Handicap::Bishop => &[BISHOP],
            Handicap::Rook => &[ROOK],
            Handicap::RookLance => &[ROOK, LEFT_LANCE],
            Handicap::TwoPiece => &TWO,
            Handicap::FourPiece => &FOUR,
            Handicap::SixPiece => &SIX,
            Handicap::EightPiece => &EIGHT,
            Handicap::TenPiece => &TEN,
        }
    }

    /// The start position, White to move.
    pub const fn sfen(self) -> &'static str {
        match self {
            Handicap::Lance => "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::RightLance => {
                "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
            }
            Handicap::Bishop => "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::Rook => "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::RookLance => "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::TwoPiece => "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::FourPiece => "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::SixPiece => "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::EightPiece => "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::TenPiece => "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        }
    }

    pub fn position(self) -> Position {
        // The constants are fixed and tested; failing here is a typo in them.
        Position::from_sfen(self.sfen())
            .unwrap_or_else(|e| panic!("handicap {} start: {e}", self.name()))
    }

    /// The handicap whose KIF `手合割` value is `text` (`平手`, the even
    /// game, is not a handicap and gives `None`).
    pub fn from_kif_name(text: &str) -> Option<Handicap> {
        let t = text.trim();
        Handicap::ALL.into_iter().find(|h| h.kif_name() == t)
    }
}

impl fmt::Display for Handicap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "unknown handicap '{name}': expected lance, right-lance, bishop, rook, rook-lance, \
     2-piece, 4-piece, 6-piece, 8-piece or 10-piece"
)]
pub struct UnknownHandicap {
    pub name: String,
}

impl FromStr for Handicap {
    type Err = UnknownHandicap;

    /// Accepts the command-line name or the Japanese name.
    fn from_str(s: &str) -> Result<Handicap, UnknownHandicap> {
        let t = s.trim();
        Handicap::ALL
            .into_iter()
            .find(|h| h.name().eq_ignore_ascii_case(t) || h.japanese() == t)
            .ok_or_else(|| UnknownHandicap {
                name: s.to_string(),
            })
    }
}
