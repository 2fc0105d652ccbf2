//! A board that takes the side to move's moves by keys and clicks, for the
//! pages whose moves are judged by something other than the game
//! controller (the tsume puzzles, the next-move quiz): the cursor, the
//! piece held, and what each board key means, kept in one place.

use crate::i18n::rules::Shown;
use crate::shogi::{Bitboard, Move, Position, Square};
use crate::tui::action::Action;
use crate::tui::board_input::{self, Press, Selection};
use crate::tui::widgets::status::Message;

/// Tsume problems and quiz positions are not handicap games: their sides
/// are 先手/後手.
const HANDICAP: bool = false;

/// What a board action came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// Nothing to play yet; a word for the status bar, if any.
    Said(Option<Message>),
    /// The player's move, to be judged.
    Play(Move),
    /// Both promoting and not are legal: the page asks which.
    AskPromotion { from: Square, to: Square },
    /// Not an action of the board.
    NotMine,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPick {
    pub cursor: Square,
    pub selection: Selection,
    pub flipped: bool,
}

impl Default for BoardPick {
    fn default() -> BoardPick {
        BoardPick {
            cursor: Square::SQ_5E,
            selection: Selection::None,
            flipped: false,
        }
    }
}

impl BoardPick {
    /// Applies `action` to the board showing `pos`.
    pub fn act(&mut self, pos: &Position, action: &Action) -> Picked {
        match action {
            Action::Move(d) => {
                self.cursor = board_input::cursor_moved(self.cursor, *d, self.flipped);
                Picked::Said(None)
            }
            Action::Activate => self.press(pos, self.cursor),
            Action::ClickSquare(sq) => self.press(pos, *sq),
            Action::ClickHand(c, kind) if *c == pos.side_to_move() => self.pick(pos, *kind),
            Action::ClickHand(c, _) => Picked::Said(Some(Message::Refusal(crate::t!(
                "keys-not-your-hand",
                owner = c.shown(),
                mover = pos.side_to_move().shown()
            )))),
            Action::PickHand(kind) => self.pick(pos, *kind),
            Action::CycleHand { forward } => {
                match board_input::cycle_hand(pos, self.selection, *forward, HANDICAP) {
                    Ok(selection) => {
                        self.selection = selection;
                        Picked::Said(None)
                    }
                    Err(why) => Picked::Said(Some(Message::Info(why))),
                }
            }
            Action::Cancel if self.selection != Selection::None => {
                self.selection = Selection::None;
                Picked::Said(None)
            }
            _ => Picked::NotMine,
        }
    }

    /// Enter, Space or a click on `sq`: pick up a piece, or play to it.
    fn press(&mut self, pos: &Position, sq: Square) -> Picked {
        self.cursor = sq;
        match board_input::press(pos, self.selection, sq, HANDICAP) {
            Press::PutBack => {
                self.selection = Selection::None;
                Picked::Said(None)
            }
            Press::PickedUp { sq, note } => {
                self.selection = Selection::Board(sq);
                Picked::Said(note.map(Message::Info))
            }
            Press::Play(mv) => {
                self.selection = Selection::None;
                Picked::Play(mv)
            }
            Press::AskPromotion { from, to } => Picked::AskPromotion { from, to },
            Press::Hint(text) => Picked::Said(Some(Message::Info(text))),
        }
    }

    fn pick(&mut self, pos: &Position, kind: crate::shogi::PieceKind) -> Picked {
        match board_input::pick_hand(pos, self.selection, kind, HANDICAP) {
            Ok(selection) => {
                self.selection = selection;
                Picked::Said(None)
            }
            Err(why) => Picked::Said(Some(Message::Refusal(why))),
        }
    }

    /// Squares to highlight as where the piece held may go.
    pub fn destinations(&self, pos: &Position) -> Bitboard {
        board_input::destinations(pos, self.selection)
    }

    /// The square of the piece held on the board, if one is.
    pub fn held_square(&self) -> Option<Square> {
        match self.selection {
            Selection::Board(sq) => Some(sq),
            _ => None,
        }
    }

    /// The kind held from the hand, if one is.
    pub fn held_kind(&self) -> Option<crate::shogi::PieceKind> {
        match self.selection {
            Selection::Hand(kind) => Some(kind),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shogi::PieceKind;
    use crate::tui::action::Direction;

    #[test]
    fn keys_pick_a_hand_piece_and_drop_it_where_the_cursor_is() {
        let pos = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        let mut pick = BoardPick::default();
        assert_eq!(
            pick.act(&pos, &Action::PickHand(PieceKind::Gold)),
            Picked::Said(None)
        );
        assert_eq!(pick.held_kind(), Some(PieceKind::Gold));
        for _ in 0..3 {
            pick.act(&pos, &Action::Move(Direction::Up));
        }
        assert_eq!(
            pick.act(&pos, &Action::Activate),
            Picked::Play(Move::from_usi("G*5b").unwrap())
        );
        assert_eq!(pick.selection, Selection::None);
        // No rook in hand; the other side's hand is not the mover's.
        assert!(matches!(
            pick.act(&pos, &Action::PickHand(PieceKind::Rook)),
            Picked::Said(Some(Message::Refusal(_)))
        ));
        assert!(matches!(
            pick.act(
                &pos,
                &Action::ClickHand(crate::shogi::Color::White, PieceKind::Gold)
            ),
            Picked::Said(Some(Message::Refusal(_)))
        ));
        assert_eq!(pick.act(&pos, &Action::Flip), Picked::NotMine);
    }
}
