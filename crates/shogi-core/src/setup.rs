//! `Setup`, a position as written down, and the checks that make it a
//! playable `Position`.
//!
//! Reading a position happens in two steps. A reader (SFEN, a KIF/BOD
//! diagram, CSA `P1`..`P9`) turns text into a `Setup` and reports only
//! what is wrong with the text. `Position::try_from(setup)` then reports
//! what is wrong with the position itself (`PositionError`), the same way
//! whichever format it came from. A `Position` therefore always holds at
//! most one king per side, no piece that could never move, no nifu, no
//! more pieces than the 40-piece set and no king the side to move could
//! capture; move generation relies on that.
//!
//! A side may have no king: tsume problems leave out the attacker's king.

use super::hand::Hand;
use super::movegen::dead_squares;
use super::position::Position;
use super::types::{Color, Piece, PieceKind, Square};
use thiserror::Error;

/// A position as written down: board, hands, side to move and move number,
/// with no promise that it can be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Indexed by `Square::index`.
    board: [Option<Piece>; Square::COUNT],
    /// Counts by colour, then by `PieceKind::HAND` index. Not bounded by
    /// the piece set: too many is the position's problem, not the text's.
    hands: [[u8; 7]; 2],
    pub side_to_move: Color,
    /// The SFEN move number: 1 at the start of a record.
    pub move_number: u32,
}

/// Why a setup cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("{found} {kind}s on board and in hand; the 40-piece set has only {max}")]
    TooManyPieces {
        kind: PieceKind,
        found: u32,
        max: u8,
    },
    #[error("{color} has {found} kings; a side has at most one")]
    TooManyKings { color: Color, found: u32 },
    #[error("{color}'s {kind} on {square} could never move")]
    DeadPiece {
        color: Color,
        kind: PieceKind,
        square: Square,
    },
    #[error("nifu on the board: {color} has two unpromoted pawns on file {file}")]
    Nifu { color: Color, file: u8 },
    #[error("{mover} is to move and could capture {victim}'s king")]
    KingCapturable { mover: Color, victim: Color },
    #[error("the move number is 0; moves are counted from 1")]
    MoveNumberZero,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::empty()
    }
}

impl Setup {
    /// An empty board and empty hands, Black to move, move 1.
    pub const fn empty() -> Setup {
        Setup {
            board: [None; Square::COUNT],
            hands: [[0; 7]; 2],
            side_to_move: Color::Black,
            move_number: 1,
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// Puts a piece on a square, replacing what stood there, or with
    /// `None` empties it.
    pub fn set_piece(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[sq.index()] = piece;
    }

    /// How many pieces of `kind` `color` holds; 0 for kinds never held.
    pub fn hand_count(&self, color: Color, kind: PieceKind) -> u8 {
        if kind.is_hand_kind() {
            self.hands[color.index()][kind.index()]
        } else {
            0
        }
    }

    /// Adds `n` pieces of a kind to a hand; `false` for kings and promoted
    /// kinds, which are never held.
    pub fn add_to_hand(&mut self, color: Color, kind: PieceKind, n: u8) -> bool {
        if !kind.is_hand_kind() {
            return false;
        }
        let slot = &mut self.hands[color.index()][kind.index()];
        *slot = slot.saturating_add(n);
        true
    }

    /// Gives `color` every piece of the 40-piece set that is neither on the
    /// board nor in a hand, kings excepted (CSA `00AL`).
    pub fn rest_to_hand(&mut self, color: Color) {
        for kind in PieceKind::HAND {
            let rest = u32::from(kind.set_count()).saturating_sub(self.count_of(kind));
            let slot = &mut self.hands[color.index()][kind.index()];
            *slot = slot.saturating_add(u8::try_from(rest).unwrap_or(u8::MAX));
        }
    }

    /// Pieces of an unpromoted kind on the board (promoted ones included)
    /// and, for kinds that can be held, in both hands.
    fn count_of(&self, kind: PieceKind) -> u32 {
        let on_board = self
            .board
            .iter()
            .flatten()
            .filter(|p| p.kind.unpromoted() == kind)
            .count();
        let held = Color::ALL
            .iter()
            .map(|&c| u32::from(self.hand_count(c, kind)))
            .sum::<u32>();
        u32::try_from(on_board).unwrap_or(u32::MAX) + held
    }

    /// The counts of the piece set, checked before anything is built:
    /// they bound every hand, so the hands fit `Hand` afterwards.
    fn check_piece_counts(&self) -> Result<(), PositionError> {
        for kind in PieceKind::HAND {
            let found = self.count_of(kind);
            if found > u32::from(kind.set_count()) {
                return Err(PositionError::TooManyPieces {
                    kind,
                    found,
                    max: kind.set_count(),
                });
            }
        }
        Ok(())
    }

    fn hand(&self, color: Color) -> Result<Hand, PositionError> {
        PieceKind::HAND.iter().try_fold(Hand::EMPTY, |hand, &kind| {
            let n = self.hand_count(color, kind);
            hand.with_count(kind, n)
                .ok_or(PositionError::TooManyPieces {
                    kind,
                    found: u32::from(n),
                    max: kind.set_count(),
                })
        })
    }
}

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        let mut setup = Setup::empty();
        for sq in Square::all() {
            setup.set_piece(sq, pos.piece_at(sq));
        }
        for c in Color::ALL {
            for (kind, n) in pos.hand(c).iter() {
                setup.hands[c.index()][kind.index()] = n;
            }
        }
        setup.side_to_move = pos.side_to_move();
        setup.move_number = pos.ply();
        setup
    }
}

impl TryFrom<Setup> for Position {
    type Error = PositionError;

    fn try_from(setup: Setup) -> Result<Position, PositionError> {
        Position::try_from(&setup)
    }
}

impl TryFrom<&Setup> for Position {
    type Error = PositionError;

    fn try_from(setup: &Setup) -> Result<Position, PositionError> {
        setup.check_piece_counts()?;
        if setup.move_number == 0 {
            return Err(PositionError::MoveNumberZero);
        }
        let mut pos = Position::empty();
        for sq in Square::all() {
            if let Some(p) = setup.piece_at(sq) {
                pos.put_piece(sq, p);
            }
        }
        for c in Color::ALL {
            pos.set_hand(c, setup.hand(c)?);
        }
        pos.set_side_to_move(setup.side_to_move);
        pos.set_ply(setup.move_number);
        check_board(&pos)?;
        Ok(pos)
    }
}

/// What the board itself can get wrong, once the counts are known good.
fn check_board(pos: &Position) -> Result<(), PositionError> {
    for color in Color::ALL {
        let kings = pos.pieces_of(color, PieceKind::King).count();
        if kings > 1 {
            return Err(PositionError::TooManyKings {
                color,
                found: kings,
            });
        }
        for kind in [PieceKind::Pawn, PieceKind::Lance, PieceKind::Knight] {
            let dead = pos.pieces_of(color, kind) & dead_squares(color, kind);
            if let Some(square) = dead.first() {
                return Err(PositionError::DeadPiece {
                    color,
                    kind,
                    square,
                });
            }
        }
        let mut files = 0u16;
        for sq in pos.pieces_of(color, PieceKind::Pawn) {
            let bit = 1 << sq.file();
            if files & bit != 0 {
                return Err(PositionError::Nifu {
                    color,
                    file: sq.file(),
                });
            }
            files |= bit;
        }
    }
    let mover = pos.side_to_move();
    if pos.king_attacked(mover.opponent()) {
        return Err(PositionError::KingCapturable {
            mover,
            victim: mover.opponent(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::STARTPOS_SFEN;

    fn piece(color: Color, kind: PieceKind) -> Option<Piece> {
        Some(Piece::new(color, kind))
    }

    /// Two bare kings on 5i and 5a, Black to move.
    fn kings() -> Setup {
        let mut s = Setup::empty();
        s.set_piece(Square::SQ_5I, piece(Color::Black, PieceKind::King));
        s.set_piece(Square::SQ_5A, piece(Color::White, PieceKind::King));
        s
    }

    fn error(setup: Setup) -> PositionError {
        match Position::try_from(setup) {
            Err(e) => e,
            Ok(p) => panic!("accepted {}", p.to_sfen()),
        }
    }

    #[test]
    fn a_position_round_trips_through_its_setup() {
        let pos = Position::startpos();
        let back = Position::try_from(Setup::from(&pos)).unwrap();
        assert_eq!(back.to_sfen(), STARTPOS_SFEN);
        assert_eq!(back.key(), pos.key());
    }

    #[test]
    fn rest_goes_to_hand() {
        let mut s = kings();
        s.set_piece(Square::SQ_5E, piece(Color::Black, PieceKind::Horse));
        s.add_to_hand(Color::Black, PieceKind::Pawn, 2);
        s.rest_to_hand(Color::White);
        assert_eq!(s.hand_count(Color::White, PieceKind::Pawn), 16);
        assert_eq!(s.hand_count(Color::White, PieceKind::Bishop), 1);
        assert_eq!(s.hand_count(Color::White, PieceKind::Rook), 2);
        assert_eq!(s.hand_count(Color::White, PieceKind::King), 0);
        assert!(Position::try_from(s).is_ok());
    }

    #[test]
    fn kings_and_promoted_pieces_are_not_held() {
        let mut s = Setup::empty();
        assert!(!s.add_to_hand(Color::Black, PieceKind::King, 1));
        assert!(!s.add_to_hand(Color::Black, PieceKind::Dragon, 1));
        assert!(s.add_to_hand(Color::Black, PieceKind::Rook, 1));
    }

    #[test]
    fn too_many_pieces_counts_board_promoted_and_hands() {
        let mut s = kings();
        s.set_piece(Square::SQ_5E, piece(Color::Black, PieceKind::Dragon));
        s.add_to_hand(Color::Black, PieceKind::Rook, 1);
        s.add_to_hand(Color::White, PieceKind::Rook, 1);
        assert_eq!(
            error(s),
            PositionError::TooManyPieces {
                kind: PieceKind::Rook,
                found: 3,
                max: 2
            }
        );
    }

    #[test]
    fn a_hand_beyond_what_the_position_can_store_is_too_many_pieces() {
        let mut s = kings();
        s.add_to_hand(Color::Black, PieceKind::Rook, 200);
        assert!(matches!(
            error(s),
            PositionError::TooManyPieces {
                kind: PieceKind::Rook,
                found: 200,
                ..
            }
        ));
    }

    #[test]
    fn each_unplayable_position_is_named() {
        let mut two_kings = kings();
        two_kings.set_piece(Square::SQ_6I, piece(Color::Black, PieceKind::King));
        assert_eq!(
            error(two_kings),
            PositionError::TooManyKings {
                color: Color::Black,
                found: 2
            }
        );

        let mut dead_knight = kings();
        dead_knight.set_piece(Square::SQ_1H, piece(Color::White, PieceKind::Knight));
        assert_eq!(
            error(dead_knight),
            PositionError::DeadPiece {
                color: Color::White,
                kind: PieceKind::Knight,
                square: Square::SQ_1H
            }
        );

        let mut dead_lance = kings();
        dead_lance.set_piece(Square::SQ_1A, piece(Color::Black, PieceKind::Lance));
        assert!(matches!(
            error(dead_lance),
            PositionError::DeadPiece {
                kind: PieceKind::Lance,
                ..
            }
        ));

        let mut nifu = kings();
        nifu.set_piece(Square::SQ_5D, piece(Color::Black, PieceKind::Pawn));
        nifu.set_piece(Square::SQ_5F, piece(Color::Black, PieceKind::Pawn));
        assert_eq!(
            error(nifu),
            PositionError::Nifu {
                color: Color::Black,
                file: 5
            }
        );

        let mut capturable = kings();
        capturable.set_piece(Square::SQ_5E, piece(Color::Black, PieceKind::Rook));
        assert_eq!(
            error(capturable),
            PositionError::KingCapturable {
                mover: Color::Black,
                victim: Color::White
            }
        );

        let mut zero = kings();
        zero.move_number = 0;
        assert_eq!(error(zero), PositionError::MoveNumberZero);
    }

    #[test]
    fn the_side_to_move_may_be_in_check() {
        let mut s = kings();
        s.set_piece(Square::SQ_5E, piece(Color::White, PieceKind::Rook));
        assert!(Position::try_from(s).unwrap().in_check());
    }

    #[test]
    fn tokins_on_one_file_are_not_nifu() {
        let mut s = kings();
        s.set_piece(Square::SQ_5D, piece(Color::Black, PieceKind::Pawn));
        s.set_piece(Square::SQ_5F, piece(Color::Black, PieceKind::ProPawn));
        assert!(Position::try_from(s).is_ok());
    }

    #[test]
    fn a_side_may_have_no_king() {
        let mut s = Setup::empty();
        s.set_piece(Square::SQ_5A, piece(Color::White, PieceKind::King));
        s.add_to_hand(Color::Black, PieceKind::Gold, 1);
        let pos = Position::try_from(s).unwrap();
        assert!(pos.king_square(Color::Black).is_none());
        assert!(pos.legal_move_count() > 0);
    }

    #[test]
    fn messages_name_the_problem() {
        assert_eq!(
            PositionError::Nifu {
                color: Color::Black,
                file: 5
            }
            .to_string(),
            "nifu on the board: Black has two unpromoted pawns on file 5"
        );
        assert_eq!(
            PositionError::TooManyKings {
                color: Color::White,
                found: 2
            }
            .to_string(),
            "White has 2 kings; a side has at most one"
        );
    }
}
