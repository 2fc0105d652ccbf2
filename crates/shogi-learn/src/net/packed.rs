//! A game position in 32 bytes: board, hands and side to move (the move
//! number travels in the record beside it).
//!
//! The layout, bit by bit from the lowest bit of byte 0 (see `bits`):
//! - the side to move: 0 Black, 1 White;
//! - Black's king square, then White's, 7 bits each (`Square::index`);
//! - every other square in index order: 0 empty, or 1 followed by the
//!   owner (0 Black, 1 White), the unpromoted kind's prefix code (`CODES`)
//!   and, for kinds that can promote, 1 if promoted;
//! - the pieces in hand: for each hand kind in `PieceKind::HAND` order,
//!   one bit per piece of the set that is not on the board, Black's (1)
//!   before White's (0);
//! - zeros to the end.
//!
//! Only positions holding the whole 40-piece set with both kings can be
//! packed: then every piece off the board is in a hand, and a hand piece
//! costs one bit. The pawn, 18 of the 40, gets the shortest code, which
//! makes the worst case (all 40 on the board, the start position among
//! them) exactly 256 bits. The encoding of a position is unique, so equal
//! bytes mean equal positions, which is what de-duplication needs.

use super::bits::{BitReader, BitWriter, Exhausted};
use shogi_core::{Color, Piece, PieceKind, Position, PositionError, Setup, Square};
use thiserror::Error;

/// Size of a packed position in bytes.
pub const PACKED_BYTES: usize = 32;

/// The prefix code of each unpromoted kind but the king: its bits in
/// reading order, first bit lowest, and their number.
const CODES: [(PieceKind, u32, u32); 7] = [
    (PieceKind::Pawn, 0b0, 1),
    (PieceKind::Lance, 0b001, 3),
    (PieceKind::Knight, 0b101, 3),
    (PieceKind::Silver, 0b0011, 4),
    (PieceKind::Gold, 0b1011, 4),
    (PieceKind::Bishop, 0b0111, 4),
    (PieceKind::Rook, 0b1111, 4),
];

/// Bits of a king square.
const SQUARE_BITS: u32 = 7;

/// A packed position (see the module comment for the layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedPosition([u8; PACKED_BYTES]);

/// Why a position cannot be packed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PackError {
    #[error("{color} has no king: only game positions with both kings can be packed")]
    NoKing { color: Color },
    #[error(
        "{found} {kind}s on the board and in hand, the 40-piece set has {set}: only positions with the whole set can be packed (no handicap, no problem)"
    )]
    IncompleteSet {
        kind: PieceKind,
        found: u32,
        set: u8,
    },
    /// Cannot happen with the whole set (see the module comment); kept as
    /// an error so that a bug shows as one instead of a wrong position.
    #[error("the position does not fit {PACKED_BYTES} bytes")]
    TooLong,
}

/// Why bytes do not unpack to a position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum UnpackError {
    #[error("the packed position ends in the middle of a piece")]
    Truncated,
    #[error("{color}'s king square {index} is off the board (0 to 80)")]
    KingOffBoard { color: Color, index: u32 },
    #[error("both kings stand on {square}")]
    KingsTogether { square: Square },
    #[error("{found} {kind}s on the board; the 40-piece set has {set}")]
    TooMany {
        kind: PieceKind,
        found: u32,
        set: u8,
    },
    #[error("the {kind}s in hand are not written Black's first")]
    HandOrder { kind: PieceKind },
    #[error("bits are set after the end of the position")]
    TrailingBits,
    #[error("not a legal position: {0}")]
    Illegal(#[from] PositionError),
}

impl From<Exhausted> for UnpackError {
    fn from(_: Exhausted) -> UnpackError {
        UnpackError::Truncated
    }
}

impl PackedPosition {
    pub fn from_bytes(bytes: [u8; PACKED_BYTES]) -> PackedPosition {
        PackedPosition(bytes)
    }

    pub fn as_bytes(&self) -> &[u8; PACKED_BYTES] {
        &self.0
    }

    /// The side to move, read from the first bit without unpacking.
    pub fn side_to_move(&self) -> Color {
        if self.0[0] & 1 == 1 {
            Color::White
        } else {
            Color::Black
        }
    }

    pub fn pack(pos: &Position) -> Result<PackedPosition, PackError> {
        let king = |color| pos.king_square(color).ok_or(PackError::NoKing { color });
        let kings = [king(Color::Black)?, king(Color::White)?];
        for kind in PieceKind::HAND {
            let found = board_count(pos, kind)
                + Color::ALL
                    .iter()
                    .map(|&c| u32::from(pos.hand(c).count(kind)))
                    .sum::<u32>();
            let set = kind.set_count();
            if found != u32::from(set) {
                return Err(PackError::IncompleteSet { kind, found, set });
            }
        }
        let mut w = BitWriter::<PACKED_BYTES>::new();
        let too_long = |_| PackError::TooLong;
        w.bit(pos.side_to_move() == Color::White)
            .map_err(too_long)?;
        for king in kings {
            w.bits(king.index() as u32, SQUARE_BITS).map_err(too_long)?;
        }
        for sq in Square::all().filter(|sq| !kings.contains(sq)) {
            match pos.piece_at(sq) {
                None => w.bit(false).map_err(too_long)?,
                Some(piece) => write_piece(&mut w, piece).map_err(too_long)?,
            }
        }
        for kind in PieceKind::HAND {
            for color in Color::ALL {
                for _ in 0..pos.hand(color).count(kind) {
                    w.bit(color == Color::Black).map_err(too_long)?;
                }
            }
        }
        Ok(PackedPosition(w.finish()))
    }

    /// The position as written down, move number 1; `unpack` checks it.
    pub fn to_setup(&self) -> Result<Setup, UnpackError> {
        let mut r = BitReader::new(&self.0);
        let mut setup = Setup::empty();
        setup.side_to_move = if r.bit()? { Color::White } else { Color::Black };
        let mut kings = [Square::SQ_1A; 2];
        for color in Color::ALL {
            let index = r.bits(SQUARE_BITS)?;
            let square = u8::try_from(index)
                .ok()
                .filter(|&i| usize::from(i) < Square::COUNT)
                .map(Square::from_index)
                .ok_or(UnpackError::KingOffBoard { color, index })?;
            kings[color.index()] = square;
        }
        if kings[0] == kings[1] {
            return Err(UnpackError::KingsTogether { square: kings[0] });
        }
        for color in Color::ALL {
            setup.set_piece(
                kings[color.index()],
                Some(Piece::new(color, PieceKind::King)),
            );
        }
        let mut on_board = [0u32; 7];
        for sq in Square::all().filter(|sq| !kings.contains(sq)) {
            if !r.bit()? {
                continue;
            }
            let piece = read_piece(&mut r)?;
            let base = piece.kind.unpromoted();
            on_board[base.index()] += 1;
            let set = base.set_count();
            if on_board[base.index()] > u32::from(set) {
                return Err(UnpackError::TooMany {
                    kind: base,
                    found: on_board[base.index()],
                    set,
                });
            }
            setup.set_piece(sq, Some(piece));
        }
        for kind in PieceKind::HAND {
            let off_board = u32::from(kind.set_count()) - on_board[kind.index()];
            let mut black = 0u8;
            let mut seen_white = false;
            for _ in 0..off_board {
                if r.bit()? {
                    if seen_white {
                        return Err(UnpackError::HandOrder { kind });
                    }
                    black += 1;
                } else {
                    seen_white = true;
                }
            }
            // Both counts are at most the set's 18, so they fit a u8.
            let white = off_board as u8 - black;
            setup.add_to_hand(Color::Black, kind, black);
            setup.add_to_hand(Color::White, kind, white);
        }
        if !r.rest_is_zero() {
            return Err(UnpackError::TrailingBits);
        }
        Ok(setup)
    }

    /// The position, move number 1, checked as any position read from a
    /// file is.
    pub fn unpack(&self) -> Result<Position, UnpackError> {
        Ok(Position::try_from(self.to_setup()?)?)
    }
}

/// Pieces of the unpromoted `kind` on the board, promoted ones included.
fn board_count(pos: &Position, kind: PieceKind) -> u32 {
    let plain = pos.occupied() & pos.kind_bb(kind);
    let promoted = kind
        .promoted()
        .map_or(0, |p| (pos.occupied() & pos.kind_bb(p)).count());
    plain.count() + promoted
}

fn write_piece<const N: usize>(
    w: &mut BitWriter<N>,
    piece: Piece,
) -> Result<(), super::bits::Overflow> {
    let base = piece.kind.unpromoted();
    w.bit(true)?;
    w.bit(piece.color == Color::White)?;
    // Kings are written as squares, never here; `pack` checked that.
    let (_, code, len) = CODES
        .iter()
        .copied()
        .find(|c| c.0 == base)
        .unwrap_or(CODES[0]);
    w.bits(code, len)?;
    if base.can_promote() {
        w.bit(piece.kind.is_promoted())?;
    }
    Ok(())
}

fn read_piece(r: &mut BitReader<'_>) -> Result<Piece, UnpackError> {
    let color = if r.bit()? { Color::White } else { Color::Black };
    let (mut code, mut len) = (0u32, 0u32);
    // The code is complete (every bit string is the start of some code),
    // so this ends within the longest code's 4 bits.
    let base = loop {
        code |= u32::from(r.bit()?) << len;
        len += 1;
        if let Some(&(kind, ..)) = CODES.iter().find(|c| c.1 == code && c.2 == len) {
            break kind;
        }
    };
    let promoted = base.can_promote() && r.bit()?;
    let kind = base.promoted().filter(|_| promoted).unwrap_or(base);
    Ok(Piece::new(color, kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::playouts::random_positions;

    #[test]
    fn random_playouts_round_trip_exactly() {
        let positions = random_positions(7, 400);
        let mut with_hands = 0;
        let mut with_promoted = 0;
        for pos in &positions {
            let packed = PackedPosition::pack(pos).unwrap();
            let back = packed
                .unpack()
                .unwrap_or_else(|e| panic!("{}: {e}", pos.to_sfen()));
            assert_eq!(&back, pos, "{}", pos.to_sfen());
            assert_eq!(back.key(), pos.key());
            // Packing is a function of the position alone.
            assert_eq!(PackedPosition::pack(&back).unwrap(), packed);
            with_hands += usize::from(
                !pos.hand(Color::Black).is_empty() && !pos.hand(Color::White).is_empty(),
            );
            with_promoted += usize::from(
                Square::all().any(|sq| pos.piece_at(sq).is_some_and(|p| p.kind.is_promoted())),
            );
        }
        assert!(
            with_hands > 100,
            "{with_hands} positions with both hands filled"
        );
        assert!(
            with_promoted > 50,
            "{with_promoted} positions with a promoted piece"
        );
    }

    #[test]
    fn the_start_position_fills_the_256_bits_and_keeps_its_bytes() {
        let packed = PackedPosition::pack(&Position::startpos()).unwrap();
        assert_eq!(packed.unpack().unwrap(), Position::startpos());
        // The format is frozen: a change here makes old data files wrong.
        let hex: String = packed
            .as_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(hex, START_HEX);
    }

    const START_HEX: &str = "58a4c32014d76710bdea61101aaf41680dc26b10da8741685cbf4174aac32014";

    #[test]
    fn positions_without_the_whole_set_are_refused() {
        let handicap =
            Position::from_sfen("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
                .unwrap();
        assert_eq!(
            PackedPosition::pack(&handicap),
            Err(PackError::IncompleteSet {
                kind: PieceKind::Bishop,
                found: 1,
                set: 2
            })
        );
        let problem = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1").unwrap();
        assert_eq!(
            PackedPosition::pack(&problem),
            Err(PackError::NoKing {
                color: Color::Black
            })
        );
    }

    #[test]
    fn damaged_bytes_are_refused_with_the_reason() {
        let start = *PackedPosition::pack(&Position::startpos())
            .unwrap()
            .as_bytes();
        // Black's king square: bits 1..8 of byte 0 and 1; 127 is off the board.
        let mut off = start;
        off[0] |= 0xfe;
        assert!(matches!(
            PackedPosition::from_bytes(off).unpack(),
            Err(UnpackError::KingOffBoard {
                color: Color::Black,
                ..
            })
        ));
        // A bit after the end of the start position's 256 is impossible,
        // but all zeros is the black king on 1a with the white king there
        // too.
        assert_eq!(
            PackedPosition::from_bytes([0; PACKED_BYTES]).unpack(),
            Err(UnpackError::KingsTogether {
                square: Square::SQ_1A
            })
        );
    }

    #[test]
    fn an_illegal_position_is_refused() {
        // Two Black pawns on file 1: packs (the set is whole), never unpacks.
        let nifu = Setup::from(&Position::startpos());
        let mut nifu = nifu;
        nifu.set_piece(Square::SQ_1G, None);
        nifu.set_piece(
            Square::SQ_1E,
            Some(Piece::new(Color::Black, PieceKind::Pawn)),
        );
        nifu.set_piece(Square::SQ_2G, None);
        nifu.set_piece(
            Square::SQ_1F,
            Some(Piece::new(Color::Black, PieceKind::Pawn)),
        );
        let bytes = pack_setup_unchecked(&nifu);
        assert!(matches!(
            PackedPosition::from_bytes(bytes).unpack(),
            Err(UnpackError::Illegal(PositionError::Nifu { .. }))
        ));
    }

    /// Packs a setup the way `pack` would, without making it a position
    /// first: the only way to get bytes of an illegal position.
    fn pack_setup_unchecked(setup: &Setup) -> [u8; PACKED_BYTES] {
        let mut w = BitWriter::<PACKED_BYTES>::new();
        w.bit(setup.side_to_move == Color::White).unwrap();
        let kings: Vec<Square> = Color::ALL
            .iter()
            .map(|&c| {
                Square::all()
                    .find(|&sq| setup.piece_at(sq) == Some(Piece::new(c, PieceKind::King)))
                    .unwrap()
            })
            .collect();
        for k in &kings {
            w.bits(k.index() as u32, SQUARE_BITS).unwrap();
        }
        for sq in Square::all().filter(|sq| !kings.contains(sq)) {
            match setup.piece_at(sq) {
                None => w.bit(false).unwrap(),
                Some(p) => write_piece(&mut w, p).unwrap(),
            }
        }
        w.finish()
    }
}
