//! Making a move on the board with the keys or the mouse: the cursor, the
//! piece or hand piece picked up, and what a press on a square means. The
//! game page and review's study board both use it, so a move is made the
//! same way wherever a board takes one.
//!
//! Every rule question goes to the rules core (`Position`): where a piece
//! may go, whether a promotion may be chosen. Playing the move, and
//! saying why it is refused, is the caller's controller's job.

use crate::i18n::rules::{Shown, ShownIn};
use crate::shogi::{Bitboard, IllegalMove, Move, PieceKind, Position, Square};
use crate::tui::action::Direction;
use crate::tui::layout::{display_col_row, square_at_display};
use crate::tui::widgets::popup::QuestionText;

/// What the player has picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    None,
    Board(Square),
    Hand(PieceKind),
}

/// What a press (Enter, Space or a click) on a square means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// The piece picked up was put back.
    PutBack,
    /// The mover's piece on the square was picked up; `note` says when it
    /// has nowhere to go.
    PickedUp { sq: Square, note: Option<String> },
    /// Play this move (the controller says why, if it is illegal).
    Play(Move),
    /// Both promoting and not are legal: ask which.
    AskPromotion { from: Square, to: Square },
    /// Nothing to pick up there: what to do instead.
    Hint(String),
}

/// The square next to `cursor` in screen direction `d`, wrapping at the
/// edges, as the board is seen (`flipped` or not).
pub fn cursor_moved(cursor: Square, d: Direction, flipped: bool) -> Square {
    let (col, row) = display_col_row(cursor, flipped);
    let (col, row) = match d {
        Direction::Up => (col, (row + 8) % 9),
        Direction::Down => (col, (row + 1) % 9),
        Direction::Left => ((col + 8) % 9, row),
        Direction::Right => ((col + 1) % 9, row),
    };
    square_at_display(col, row, flipped).unwrap_or(cursor)
}

/// What pressing `sq` means in `pos` with `selection` held; a hint names
/// the sides as a handicap game does when `handicap` (上手/下手).
pub fn press(pos: &Position, selection: Selection, sq: Square, handicap: bool) -> Press {
    let mover = pos.side_to_move();
    let own_piece = pos.piece_at(sq).is_some_and(|p| p.color == mover);
    match selection {
        Selection::Board(from) if from == sq => Press::PutBack,
        Selection::Board(from) if !own_piece => board_move(pos, from, sq),
        Selection::Hand(kind) if !own_piece => Press::Play(Move::Drop { kind, to: sq }),
        _ if own_piece => {
            let note = pos
                .piece_at(sq)
                .filter(|_| pos.legal_destinations(sq).is_empty())
                .map(|p| {
                    crate::t!(
                        "keys-no-legal-move",
                        kind = p.kind.shown(),
                        square = sq.shown()
                    )
                });
            Press::PickedUp { sq, note }
        }
        _ => Press::Hint(crate::t!(
            "keys-pick-a-piece",
            side = mover.shown_in(handicap)
        )),
    }
}

/// A board move to `to`: asks about promotion only when both choices are
/// legal; a forced or impossible promotion is decided by the rules.
pub fn board_move(pos: &Position, from: Square, to: Square) -> Press {
    let legal = |promote| pos.check_move(Move::Board { from, to, promote }).is_ok();
    match (legal(true), legal(false)) {
        (true, true) => Press::AskPromotion { from, to },
        (true, false) => Press::Play(Move::Board {
            from,
            to,
            promote: true,
        }),
        // Plain move, or an illegal one whose reason the controller gives.
        _ => Press::Play(Move::Board {
            from,
            to,
            promote: false,
        }),
    }
}

/// The promotion question of a move from `from` to `to` in `pos`.
pub fn promotion_question(pos: &Position, from: Square, to: Square) -> QuestionText {
    let what = pos
        .piece_at(from)
        .map_or_else(|| crate::t!("keys-promote-a-piece"), |p| p.kind.shown());
    QuestionText {
        title: crate::t!("keys-promote-title"),
        lines: vec![crate::t!(
            "keys-promote-question",
            kind = what,
            from = from.shown(),
            to = to.shown()
        )],
        yes: crate::t!("keys-promote-yes"),
        no: crate::t!("keys-promote-no"),
        keep_visible: Some(to),
    }
}

/// Picking `kind` from the mover's hand: the new selection (picking the
/// kind held puts it back), or why not (the sides named as a handicap game
/// names them when `handicap`).
pub fn pick_hand(
    pos: &Position,
    selection: Selection,
    kind: PieceKind,
    handicap: bool,
) -> Result<Selection, String> {
    let mover = pos.side_to_move();
    if selection == Selection::Hand(kind) {
        Ok(Selection::None)
    } else if pos.hand(mover).has(kind) {
        Ok(Selection::Hand(kind))
    } else {
        Err(IllegalMove::NotInHand { mover, kind }.shown_in(handicap))
    }
}

/// The next (`forward`) or previous kind in the mover's hand after the one
/// held, or why there is none (the sides named as a handicap game names
/// them when `handicap`).
pub fn cycle_hand(
    pos: &Position,
    selection: Selection,
    forward: bool,
    handicap: bool,
) -> Result<Selection, String> {
    let mover = pos.side_to_move();
    let kinds: Vec<PieceKind> = pos.hand(mover).iter().map(|(k, _)| k).collect();
    let n = kinds.len();
    if n == 0 {
        return Err(crate::t!(
            "keys-empty-hand",
            side = mover.shown_in(handicap)
        ));
    }
    let next = match selection {
        Selection::Hand(k) => match kinds.iter().position(|&x| x == k) {
            Some(i) if forward => (i + 1) % n,
            Some(i) => (i + n - 1) % n,
            None => 0,
        },
        _ if forward => 0,
        _ => n - 1,
    };
    Ok(kinds
        .get(next)
        .map_or(Selection::None, |&k| Selection::Hand(k)))
}

/// Squares to highlight as where the selection may go.
pub fn destinations(pos: &Position, selection: Selection) -> Bitboard {
    match selection {
        Selection::None => Bitboard::EMPTY,
        Selection::Board(sq) => pos.legal_destinations(sq),
        Selection::Hand(kind) => pos.legal_drop_squares(kind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_picks_up_moves_and_asks_about_promotion_only_when_both_are_legal() {
        let start = Position::startpos();
        let picked = press(&start, Selection::None, Square::SQ_7G, false);
        assert!(matches!(picked, Press::PickedUp { note: None, .. }));
        assert_eq!(
            press(
                &start,
                Selection::Board(Square::SQ_7G),
                Square::SQ_7F,
                false
            ),
            Press::Play(Move::Board {
                from: Square::SQ_7G,
                to: Square::SQ_7F,
                promote: false
            })
        );
        assert!(matches!(
            press(&start, Selection::None, Square::SQ_5E, false),
            Press::Hint(_)
        ));
        // The bishop's way to 2b (after 7g7f 3c3d) may promote or not.
        let pos = Position::from_sfen(
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        )
        .expect("a legal position");
        assert_eq!(
            press(&pos, Selection::Board(Square::SQ_8H), Square::SQ_2B, false),
            Press::AskPromotion {
                from: Square::SQ_8H,
                to: Square::SQ_2B
            }
        );
    }

    #[test]
    fn hand_pieces_are_picked_and_cycled_only_when_held() {
        let start = Position::startpos();
        assert!(pick_hand(&start, Selection::None, PieceKind::Pawn, false).is_err());
        assert!(cycle_hand(&start, Selection::None, true, false).is_err());
        let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b GP 1").expect("a legal position");
        assert_eq!(
            pick_hand(&pos, Selection::None, PieceKind::Gold, false),
            Ok(Selection::Hand(PieceKind::Gold))
        );
        let first = cycle_hand(&pos, Selection::None, true, false).expect("two kinds");
        let second = cycle_hand(&pos, first, true, false).expect("two kinds");
        assert_ne!(first, second);
        assert_eq!(cycle_hand(&pos, second, true, false), Ok(first));
    }

    #[test]
    fn the_hints_name_pieces_squares_and_sides_in_the_players_words() {
        use crate::i18n::{Lang, in_lang};
        let start = Position::startpos();
        let hint = |handicap| press(&start, Selection::None, Square::SQ_5E, handicap);
        let ja = in_lang(Lang::Ja, || [hint(false), hint(true)]);
        assert_eq!(
            ja,
            [
                Press::Hint("先手の駒か持ち駒（Tab）を選んでください".into()),
                Press::Hint("下手の駒か持ち駒（Tab）を選んでください".into()),
            ]
        );
        // A knight at the start has nowhere to go.
        let stuck = in_lang(Lang::Ja, || {
            press(&start, Selection::None, Square::SQ_8I, false)
        });
        assert_eq!(
            stuck,
            Press::PickedUp {
                sq: Square::SQ_8I,
                note: Some("８九の桂は動ける所がありません".into())
            }
        );
        let empty = in_lang(Lang::Ja, || {
            pick_hand(&start, Selection::None, PieceKind::Pawn, true)
        });
        assert!(empty.is_err_and(|why| why.contains("下手")));
    }
}
