//! The vocabulary of the game: sides, pieces, squares.

use std::fmt;

/// Black (sente, ☗) moves first and starts on ranks g..i; White (gote, ☖) on a..c.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black = 0,
    White = 1,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The English word players use ("Black"/"White").
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The 8 base kinds followed by the 6 promoted ones.
///
/// The order of the first seven is the order pieces can be held in hand,
/// which lets `Hand` index by the kind directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    Pawn = 0,
    Lance = 1,
    Knight = 2,
    Silver = 3,
    Gold = 4,
    Bishop = 5,
    Rook = 6,
    King = 7,
    ProPawn = 8,
    ProLance = 9,
    ProKnight = 10,
    ProSilver = 11,
    Horse = 12,
    Dragon = 13,
}

impl PieceKind {
    pub const COUNT: usize = 14;
    pub const ALL: [PieceKind; 14] = [
        PieceKind::Pawn,
        PieceKind::Lance,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Gold,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::King,
        PieceKind::ProPawn,
        PieceKind::ProLance,
        PieceKind::ProKnight,
        PieceKind::ProSilver,
        PieceKind::Horse,
        PieceKind::Dragon,
    ];
    /// Kinds that can be held in hand, in `Hand` index order.
    pub const HAND: [PieceKind; 7] = [
        PieceKind::Pawn,
        PieceKind::Lance,
        PieceKind::Knight,
        PieceKind::Silver,
        PieceKind::Gold,
        PieceKind::Bishop,
        PieceKind::Rook,
    ];

    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline(always)]
    pub const fn from_index(i: usize) -> PieceKind {
        PieceKind::ALL[i]
    }

    #[inline(always)]
    pub const fn can_promote(self) -> bool {
        !matches!(self, PieceKind::Gold | PieceKind::King) && (self as u8) < 8
    }

    #[inline(always)]
    pub const fn is_promoted(self) -> bool {
        self as u8 >= 8
    }

    /// The promoted form, or `None` for gold, king and already promoted pieces.
    #[inline(always)]
    pub const fn promoted(self) -> Option<PieceKind> {
        match self {
            PieceKind::Pawn => Some(PieceKind::ProPawn),
            PieceKind::Lance => Some(PieceKind::ProLance),
            PieceKind::Knight => Some(PieceKind::ProKnight),
            PieceKind::Silver => Some(PieceKind::ProSilver),
            PieceKind::Bishop => Some(PieceKind::Horse),
            PieceKind::Rook => Some(PieceKind::Dragon),
            _ => None,
        }
    }

    /// The kind a captured piece becomes in hand.
    #[inline(always)]
    pub const fn unpromoted(self) -> PieceKind {
        match self {
            PieceKind::ProPawn => PieceKind::Pawn,
            PieceKind::ProLance => PieceKind::Lance,
            PieceKind::ProKnight => PieceKind::Knight,
            PieceKind::ProSilver => PieceKind::Silver,
            PieceKind::Horse => PieceKind::Bishop,
            PieceKind::Dragon => PieceKind::Rook,
            k => k,
        }
    }

    /// Whether the kind may be held in hand (king and promoted kinds may not).
    #[inline(always)]
    pub const fn is_hand_kind(self) -> bool {
        (self as u8) < 7
    }

    /// Upper-case SFEN letter of the unpromoted kind.
    pub const fn sfen_letter(self) -> char {
        match self.unpromoted() {
            PieceKind::Pawn => 'P',
            PieceKind::Lance => 'L',
            PieceKind::Knight => 'N',
            PieceKind::Silver => 'S',
            PieceKind::Gold => 'G',
            PieceKind::Bishop => 'B',
            PieceKind::Rook => 'R',
            _ => 'K',
        }
    }

    pub const fn from_sfen_letter(c: char) -> Option<PieceKind> {
        Some(match c.to_ascii_uppercase() {
            'P' => PieceKind::Pawn,
            'L' => PieceKind::Lance,
            'N' => PieceKind::Knight,
            'S' => PieceKind::Silver,
            'G' => PieceKind::Gold,
            'B' => PieceKind::Bishop,
            'R' => PieceKind::Rook,
            'K' => PieceKind::King,
            _ => return None,
        })
    }

    /// English name, used in error messages.
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::Pawn => "pawn",
            PieceKind::Lance => "lance",
            PieceKind::Knight => "knight",
            PieceKind::Silver => "silver",
            PieceKind::Gold => "gold",
            PieceKind::Bishop => "bishop",
            PieceKind::Rook => "rook",
            PieceKind::King => "king",
            PieceKind::ProPawn => "tokin",
            PieceKind::ProLance => "promoted lance",
            PieceKind::ProKnight => "promoted knight",
            PieceKind::ProSilver => "promoted silver",
            PieceKind::Horse => "horse",
            PieceKind::Dragon => "dragon",
        }
    }

    /// How many of this (unpromoted) kind the 40-piece set holds.
    pub const fn set_count(self) -> u8 {
        match self.unpromoted() {
            PieceKind::Pawn => 18,
            PieceKind::Lance | PieceKind::Knight | PieceKind::Silver | PieceKind::Gold => 4,
            PieceKind::Bishop | PieceKind::Rook | PieceKind::King => 2,
            _ => 0,
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A piece on the board: its kind and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: PieceKind,
}

impl Piece {
    #[inline(always)]
    pub const fn new(color: Color, kind: PieceKind) -> Piece {
        Piece { color, kind }
    }

    /// SFEN spelling: upper case for Black, `+` prefix when promoted.
    pub fn sfen(self) -> String {
        let letter = self.kind.sfen_letter();
        let letter = match self.color {
            Color::Black => letter,
            Color::White => letter.to_ascii_lowercase(),
        };
        if self.kind.is_promoted() {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }
}

/// One of the 81 squares.
///
/// Index = (file - 1) * 9 + (rank - 1), so a file is 9 consecutive bits
/// of a bitboard: moves along a file are shifts by one, along a rank by nine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 81;

    /// `file` and `rank` are 1..=9 (rank 1 = 'a', Black's far side).
    #[inline(always)]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file >= 1 && file <= 9 && rank >= 1 && rank <= 9 {
            Some(Square((file - 1) * 9 + rank - 1))
        } else {
            None
        }
    }

    /// Only for the named constants below, where an off-board square
    /// stops the build instead of panicking at run time.
    const fn on_board(file: u8, rank: u8) -> Square {
        match Square::new(file, rank) {
            Some(sq) => sq,
            None => panic!("square off the board"),
        }
    }

    #[inline(always)]
    pub const fn from_index(i: u8) -> Square {
        debug_assert!(i < 81);
        Square(i)
    }

    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File number 1..=9 (1 is on Black's right).
    #[inline(always)]
    pub const fn file(self) -> u8 {
        self.0 / 9 + 1
    }

    /// Rank number 1..=9 (1 = 'a' = 一, the top as Black sees the board).
    #[inline(always)]
    pub const fn rank(self) -> u8 {
        self.0 % 9 + 1
    }

    /// Rank counted from `color`'s far side: 1 is the last rank for that side.
    #[inline(always)]
    pub const fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::Black => self.rank(),
            Color::White => 10 - self.rank(),
        }
    }

    /// Inside `color`'s promotion zone (the three furthest ranks).
    #[inline(always)]
    pub const fn in_zone(self, color: Color) -> bool {
        self.relative_rank(color) <= 3
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..81u8).map(Square)
    }

    /// USI spelling, e.g. "7g".
    pub fn usi(self) -> String {
        format!("{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }

    /// Parses "7g".
    pub fn parse_usi(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].checked_sub(b'0')?;
        let rank = b[1].checked_sub(b'a')? + 1;
        Square::new(file, rank)
    }
}

/// Declares `Square::SQ_<file><rank letter>` for every square: the rank
/// letters of one file, in order a..i, follow its number.
macro_rules! named_squares {
    ($($file:literal => $($name:ident)*;)*) => {
        impl Square {
            $(named_squares!(@file $file, 1, $($name)*);)*
        }
    };
    (@file $file:literal, $rank:expr, $name:ident $($rest:ident)*) => {
        pub const $name: Square = Square::on_board($file, $rank);
        named_squares!(@file $file, $rank + 1, $($rest)*);
    };
    (@file $file:literal, $rank:expr,) => {};
}

// Squares named as in USI ("7g" is `Square::SQ_7G`), for positions and
// tests written in code; a typo is a compile error, not a runtime `None`.
named_squares! {
    1 => SQ_1A SQ_1B SQ_1C SQ_1D SQ_1E SQ_1F SQ_1G SQ_1H SQ_1I;
    2 => SQ_2A SQ_2B SQ_2C SQ_2D SQ_2E SQ_2F SQ_2G SQ_2H SQ_2I;
    3 => SQ_3A SQ_3B SQ_3C SQ_3D SQ_3E SQ_3F SQ_3G SQ_3H SQ_3I;
    4 => SQ_4A SQ_4B SQ_4C SQ_4D SQ_4E SQ_4F SQ_4G SQ_4H SQ_4I;
    5 => SQ_5A SQ_5B SQ_5C SQ_5D SQ_5E SQ_5F SQ_5G SQ_5H SQ_5I;
    6 => SQ_6A SQ_6B SQ_6C SQ_6D SQ_6E SQ_6F SQ_6G SQ_6H SQ_6I;
    7 => SQ_7A SQ_7B SQ_7C SQ_7D SQ_7E SQ_7F SQ_7G SQ_7H SQ_7I;
    8 => SQ_8A SQ_8B SQ_8C SQ_8D SQ_8E SQ_8F SQ_8G SQ_8H SQ_8I;
    9 => SQ_9A SQ_9B SQ_9C SQ_9D SQ_9E SQ_9F SQ_9G SQ_9H SQ_9I;
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_squares_are_where_their_names_say() {
        assert_eq!(Square::SQ_1A.index(), 0);
        assert_eq!(Square::SQ_7G.usi(), "7g");
        assert_eq!(Square::SQ_5E, Square::new(5, 5).unwrap());
        assert_eq!(Square::SQ_9I.index(), 80);
    }
}
