//! What a mark is: its colour, where it starts and ends, and the letters
//! lishogi's markup spells them with.

use shogi_core::{Color, Piece, PieceKind, Square};

/// The most marks read from one comment: more than a board can show,
/// fewer than a hostile comment could hold.
pub const MAX_MARKS: usize = 256;

/// A mark's colour, by its markup letter. lishogi's study parser reads
/// `G`, `R` and `Y` and any other letter as blue; so does this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Brush {
    Green,
    Red,
    Blue,
    Yellow,
}

impl Brush {
    pub const ALL: [Brush; 4] = [Brush::Green, Brush::Red, Brush::Blue, Brush::Yellow];

    pub fn letter(self) -> char {
        match self {
            Brush::Green => 'G',
            Brush::Red => 'R',
            Brush::Blue => 'B',
            Brush::Yellow => 'Y',
        }
    }

    pub fn from_letter(c: char) -> Brush {
        match c {
            'G' => Brush::Green,
            'R' => Brush::Red,
            'Y' => Brush::Yellow,
            _ => Brush::Blue,
        }
    }
}

/// Where a mark starts or ends: a square, or a kind of piece in one
/// side's hand (an arrow from the hand is a drop).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Square(Square),
    Hand(Color, PieceKind),
}

impl Spot {
    /// `7g`, or `_B` (Black's bishop in hand) / `_b` (White's).
    pub fn key(self) -> String {
        match self {
            Spot::Square(sq) => sq.usi(),
            Spot::Hand(color, kind) => format!("_{}", piece_letter(color, kind)),
        }
    }

    pub fn from_key(key: &str) -> Option<Spot> {
        if let Some(sq) = Square::parse_usi(key) {
            return Some(Spot::Square(sq));
        }
        let mut chars = key.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some('_'), Some(c), None) => {
                let Piece { color, kind } = piece_of_letter(c)?;
                kind.is_hand_kind().then_some(Spot::Hand(color, kind))
            }
            _ => None,
        }
    }
}

/// One mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Circle {
        brush: Brush,
        at: Spot,
    },
    Arrow {
        brush: Brush,
        from: Spot,
        to: Spot,
    },
    /// A piece pictured on a square (a plan's "a silver here"), which is
    /// not on the board.
    Piece {
        brush: Brush,
        at: Square,
        piece: Piece,
    },
}

impl Mark {
    pub fn brush(self) -> Brush {
        match self {
            Mark::Circle { brush, .. } | Mark::Arrow { brush, .. } | Mark::Piece { brush, .. } => {
                brush
            }
        }
    }

    /// The same place drawn again in another colour replaces the mark
    /// (the key that draws it removes it when the colour is the same).
    pub fn same_place(self, other: Mark) -> bool {
        match (self, other) {
            (Mark::Circle { at: a, .. }, Mark::Circle { at: b, .. }) => a == b,
            (Mark::Arrow { from: a, to: c, .. }, Mark::Arrow { from: b, to: d, .. }) => {
                a == b && c == d
            }
            (Mark::Piece { at: a, .. }, Mark::Piece { at: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// Black's pieces upper case, White's lower: `P`, `b`.
pub(super) fn piece_letter(color: Color, kind: PieceKind) -> char {
    let c = kind.unpromoted().sfen_letter();
    match color {
        Color::Black => c.to_ascii_uppercase(),
        Color::White => c.to_ascii_lowercase(),
    }
}

pub(super) fn piece_of_letter(c: char) -> Option<Piece> {
    let kind = PieceKind::from_sfen_letter(c.to_ascii_uppercase())?;
    let color = if c.is_ascii_uppercase() {
        Color::Black
    } else {
        Color::White
    };
    Some(Piece::new(color, kind))
}
