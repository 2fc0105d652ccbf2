//! Handicap starts (駒落ち) as the record formats name them.
//!
//! In every handicap game the stronger player (上手, White) removes pieces
//! and moves first. The list covers every 手合割 a KIF file may name.

/// A handicap start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Handicap {
    Lance,
    RightLance,
    Bishop,
    Rook,
    RookLance,
    TwoPiece,
    ThreePiece,
    FourPiece,
    FivePiece,
    LeftFivePiece,
    SixPiece,
    LeftSevenPiece,
    RightSevenPiece,
    EightPiece,
    TenPiece,
}

impl Handicap {
    pub const ALL: [Handicap; 15] = [
        Handicap::Lance,
        Handicap::RightLance,
        Handicap::Bishop,
        Handicap::Rook,
        Handicap::RookLance,
        Handicap::TwoPiece,
        Handicap::ThreePiece,
        Handicap::FourPiece,
        Handicap::FivePiece,
        Handicap::LeftFivePiece,
        Handicap::SixPiece,
        Handicap::LeftSevenPiece,
        Handicap::RightSevenPiece,
        Handicap::EightPiece,
        Handicap::TenPiece,
    ];

    /// The KIF 手合割 name.
    pub const fn japanese(self) -> &'static str {
        match self {
            Handicap::Lance => "香落ち",
            Handicap::RightLance => "右香落ち",
            Handicap::Bishop => "角落ち",
            Handicap::Rook => "飛車落ち",
            Handicap::RookLance => "飛香落ち",
            Handicap::TwoPiece => "二枚落ち",
            Handicap::ThreePiece => "三枚落ち",
            Handicap::FourPiece => "四枚落ち",
            Handicap::FivePiece => "五枚落ち",
            Handicap::LeftFivePiece => "左五枚落ち",
            Handicap::SixPiece => "六枚落ち",
            Handicap::LeftSevenPiece => "左七枚落ち",
            Handicap::RightSevenPiece => "右七枚落ち",
            Handicap::EightPiece => "八枚落ち",
            Handicap::TenPiece => "十枚落ち",
        }
    }

    /// The English key used on the command line and in saves.
    pub const fn key(self) -> &'static str {
        match self {
            Handicap::Lance => "lance",
            Handicap::RightLance => "right-lance",
            Handicap::Bishop => "bishop",
            Handicap::Rook => "rook",
            Handicap::RookLance => "rook-lance",
            Handicap::TwoPiece => "2-piece",
            Handicap::ThreePiece => "3-piece",
            Handicap::FourPiece => "4-piece",
            Handicap::FivePiece => "5-piece",
            Handicap::LeftFivePiece => "left-5-piece",
            Handicap::SixPiece => "6-piece",
            Handicap::LeftSevenPiece => "left-7-piece",
            Handicap::RightSevenPiece => "right-7-piece",
            Handicap::EightPiece => "8-piece",
            Handicap::TenPiece => "10-piece",
        }
    }

    /// White (上手) removes pieces from its side: its left is file 1.
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
            Handicap::ThreePiece => "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::FourPiece => "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::FivePiece => "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::LeftFivePiece => "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::SixPiece => "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::LeftSevenPiece => "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::RightSevenPiece => "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::EightPiece => "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::TenPiece => "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        }
    }

    pub fn from_japanese(name: &str) -> Option<Handicap> {
        Handicap::ALL.iter().copied().find(|h| h.japanese() == name)
    }

    pub fn from_key(key: &str) -> Option<Handicap> {
        Handicap::ALL.iter().copied().find(|h| h.key() == key)
    }
}
