//! Why a move is refused: `Position::check_move`.
//!
//! This is the slow, explaining path used for moves typed or clicked by a
//! player or read from a record. Move generation never calls it; tests
//! check the two agree on every move.

use super::attacks;
use super::movegen::{dead_squares, pawn_drop_mates};
use super::moves::Move;
use super::position::Position;
use super::types::{Color, Piece, PieceKind, Square};
use thiserror::Error;

/// The reason a move is illegal, with a message a player understands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("there is no piece on {from}")]
    NoPiece { from: Square },
    #[error("the piece on {from} is {owner}'s, and it is {mover}'s turn")]
    NotYourPiece {
        from: Square,
        owner: Color,
        mover: Color,
    },
    #[error("a {kind} on {from} cannot move to {to}")]
    CannotMoveSo {
        kind: PieceKind,
        from: Square,
        to: Square,
    },
    #[error("the {kind} on {from} cannot reach {to}: the path is blocked at {blocker}")]
    PathBlocked {
        kind: PieceKind,
        from: Square,
        to: Square,
        blocker: Square,
    },
    #[error("{to} already holds your own {kind}")]
    OwnPieceOnDestination { to: Square, kind: PieceKind },
    #[error("{mover}'s king would be in check after {mv}")]
    LeavesKingInCheck { mover: Color, mv: Move },
    #[error("{mover} is in check and {mv} does not answer it")]
    IgnoresCheck { mover: Color, mv: Move },
    #[error("the {kind} must promote on {to}: it could never move again")]
    MustPromote { kind: PieceKind, to: Square },
    #[error("cannot promote: {from} and {to} are both outside the promotion zone")]
    OutsideZone { from: Square, to: Square },
    #[error("cannot promote: a {kind} never promotes")]
    NeverPromotes { kind: PieceKind },
    #[error("cannot promote: the {kind} on {from} is already promoted")]
    AlreadyPromoted { kind: PieceKind, from: Square },
    #[error("{mover} has no {kind} in hand")]
    NotInHand { mover: Color, kind: PieceKind },
    #[error("cannot drop on {to}: the square is occupied")]
    DropOnOccupied { to: Square },
    #[error("dead square: a {kind} dropped on {to} could never move")]
    DeadSquare { kind: PieceKind, to: Square },
    #[error("nifu: {mover} already has an unpromoted pawn on file {file}")]
    Nifu { mover: Color, file: u8 },
    #[error("uchifuzume: a pawn dropped on {to} would give checkmate")]
    Uchifuzume { to: Square },
}

impl Position {
    /// Checks a move for the side to move and says why it is illegal.
    /// Accepts exactly the moves `legal_moves` generates.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        let us = self.side_to_move();
        match mv {
            Move::Board { from, to, promote } => self.check_board_move(us, from, to, promote)?,
            Move::Drop { kind, to } => self.check_drop(us, kind, to)?,
        }
        self.check_king_safety(us, mv)?;
        if let Move::Drop {
            kind: PieceKind::Pawn,
            to,
        } = mv
            && let Some(ek) = self.king_square(us.opponent())
            && attacks::pawn(us, to).has(ek)
            && pawn_drop_mates(self, us, to, ek, self.occupied())
        {
            return Err(IllegalMove::Uchifuzume { to });
        }
        Ok(())
    }

    fn check_board_move(
        &self,
        us: Color,
        from: Square,
        to: Square,
        promote: bool,
    ) -> Result<(), IllegalMove> {
        let Some(piece) = self.piece_at(from) else {
            return Err(IllegalMove::NoPiece { from });
        };
        if piece.color != us {
            return Err(IllegalMove::NotYourPiece {
                from,
                owner: piece.color,
                mover: us,
            });
        }
        let kind = piece.kind;
        if let Some(Piece { color, kind: own }) = self.piece_at(to)
            && color == us
        {
            return Err(IllegalMove::OwnPieceOnDestination { to, kind: own });
        }
        let occ = self.occupied();
        if !attacks::piece(us, kind, from, occ).has(to) {
            // Tell a blocked slider from a move the piece never makes.
            if attacks::piece(us, kind, from, super::bitboard::Bitboard::EMPTY).has(to) {
                let blocker = (attacks::between(from, to) & occ)
                    .into_iter()
                    .min_by_key(|s| attacks::between(from, *s).count())
                    .unwrap_or(to);
                return Err(IllegalMove::PathBlocked {
                    kind,
                    from,
                    to,
                    blocker,
                });
            }
            return Err(IllegalMove::CannotMoveSo { kind, from, to });
        }
        if promote {
            if kind.is_promoted() {
                return Err(IllegalMove::AlreadyPromoted { kind, from });
            }
            if !kind.can_promote() {
                return Err(IllegalMove::NeverPromotes { kind });
            }
            if !from.in_zone(us) && !to.in_zone(us) {
                return Err(IllegalMove::OutsideZone { from, to });
            }
        } else if dead_squares(us, kind).has(to) {
            return Err(IllegalMove::MustPromote { kind, to });
        }
        Ok(())
    }

    fn check_drop(&self, us: Color, kind: PieceKind, to: Square) -> Result<(), IllegalMove> {
        if !kind.is_hand_kind() || !self.hand(us).has(kind) {
            return Err(IllegalMove::NotInHand { mover: us, kind });
        }
        if self.piece_at(to).is_some() {
            return Err(IllegalMove::DropOnOccupied { to });
        }
        if dead_squares(us, kind).has(to) {
            return Err(IllegalMove::DeadSquare { kind, to });
        }
        if kind == PieceKind::Pawn && self.pawn_files(us).has(to) {
            return Err(IllegalMove::Nifu {
                mover: us,
                file: to.file(),
            });
        }
        Ok(())
    }

    fn check_king_safety(&self, us: Color, mv: Move) -> Result<(), IllegalMove> {
        if self.king_square(us).is_none() {
            return Ok(());
        }
        let mut after = self.clone();
        after.do_move(mv);
        if after.king_attacked(us) {
            return Err(if self.in_check() {
                IllegalMove::IgnoresCheck { mover: us, mv }
            } else {
                IllegalMove::LeavesKingInCheck { mover: us, mv }
            });
        }
        Ok(())
    }
}
