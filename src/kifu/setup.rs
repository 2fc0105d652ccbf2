//! A start position being read from a diagram (CSA `P1`..`P9`, KIF 盤面):
//! pieces are placed one by one, then the whole is checked by the rules
//! core's SFEN reader, so a diagram gets exactly the SFEN checks.

use crate::shogi::{Color, Piece, PieceKind, Position, SfenError, Square};

#[derive(Clone, Debug)]
pub struct Setup {
    /// `board[rank-1][file-1]`.
    board: [[Option<Piece>; 9]; 9],
    hands: [[u8; 7]; 2],
    pub side: Color,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::empty()
    }
}

impl Setup {
    pub fn empty() -> Setup {
        Setup {
            board: [[None; 9]; 9],
            hands: [[0; 7]; 2],
            side: Color::Black,
        }
    }

    /// The board and hands of a position (to edit further).
    pub fn from_position(pos: &Position) -> Setup {
        let mut s = Setup::empty();
        for sq in Square::all() {
            if let Some(p) = pos.piece_at(sq) {
                s.board[usize::from(sq.rank() - 1)][usize::from(sq.file() - 1)] = Some(p);
            }
        }
        for c in Color::ALL {
            for (k, n) in pos.hand(c).iter() {
                s.hands[c.index()][k.index()] = n;
            }
        }
        s.side = pos.side_to_move();
        s
    }

    pub fn get(&self, file: u8, rank: u8) -> Option<Piece> {
        let (f, r) = (
            usize::from(file).checked_sub(1)?,
            usize::from(rank).checked_sub(1)?,
        );
        *self.board.get(r)?.get(f)?
    }

    /// Puts (or with `None` removes) a piece; `false` when off the board.
    pub fn set(&mut self, file: u8, rank: u8, piece: Option<Piece>) -> bool {
        let (Some(f), Some(r)) = (
            usize::from(file).checked_sub(1),
            usize::from(rank).checked_sub(1),
        ) else {
            return false;
        };
        match self.board.get_mut(r).and_then(|row| row.get_mut(f)) {
            Some(cell) => {
                *cell = piece;
                true
            }
            None => false,
        }
    }

    /// Adds `n` pieces of a hand kind; `false` for kings and promoted kinds.
    pub fn add_to_hand(&mut self, color: Color, kind: PieceKind, n: u8) -> bool {
        if !kind.is_hand_kind() {
            return false;
        }
        let slot = &mut self.hands[color.index()][kind.index()];
        *slot = slot.saturating_add(n);
        true
    }

    #[cfg(test)]
    pub fn hand_count(&self, color: Color, kind: PieceKind) -> u8 {
        if kind.is_hand_kind() {
            self.hands[color.index()][kind.index()]
        } else {
            0
        }
    }

    /// Gives `color` every piece of the 40-piece set that is neither on the
    /// board nor in a hand, kings excepted (CSA `00AL`).
    pub fn rest_to_hand(&mut self, color: Color) {
        for kind in PieceKind::HAND {
            let on_board = self
                .board
                .iter()
                .flatten()
                .flatten()
                .filter(|p| p.kind.unpromoted() == kind)
                .count();
            let held =
                usize::from(self.hands[0][kind.index()]) + usize::from(self.hands[1][kind.index()]);
            let rest = usize::from(kind.set_count()).saturating_sub(on_board + held);
            self.hands[color.index()][kind.index()] += u8::try_from(rest).unwrap_or(0);
        }
    }

    pub fn to_sfen(&self) -> String {
        crate::shogi::sfen::write_sfen(
            |sq| self.board[usize::from(sq.rank() - 1)][usize::from(sq.file() - 1)],
            self.side,
            |c, k| self.hands[c.index()][k.index()],
            1,
        )
    }

    /// The position, checked by the rules core.
    pub fn position(&self) -> Result<Position, SfenError> {
        Position::from_sfen(&self.to_sfen())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let pos = Position::startpos();
        let setup = Setup::from_position(&pos);
        assert_eq!(setup.to_sfen(), crate::shogi::STARTPOS_SFEN);
    }

    #[test]
    fn rest_goes_to_hand() {
        let mut s = Setup::empty();
        s.set(5, 9, Some(Piece::new(Color::Black, PieceKind::King)));
        s.set(5, 1, Some(Piece::new(Color::White, PieceKind::King)));
        s.set(5, 5, Some(Piece::new(Color::Black, PieceKind::Horse)));
        s.add_to_hand(Color::Black, PieceKind::Pawn, 2);
        s.rest_to_hand(Color::White);
        assert_eq!(s.hand_count(Color::White, PieceKind::Pawn), 16);
        assert_eq!(s.hand_count(Color::White, PieceKind::Bishop), 1);
        assert_eq!(s.hand_count(Color::White, PieceKind::Rook), 2);
        assert!(s.position().is_ok());
    }
}
