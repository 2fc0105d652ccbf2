//! Telling identical pieces apart: the JSA relative words.
//!
//! When two or more of the mover's pieces of the same kind (and promotion
//! state) reach the destination, Japanese notation adds, in this order of
//! preference:
//! 1. the movement alone: 上 (forward), 引 (backward), 寄 (sideways);
//! 2. else the position alone: 右 / 左 (the piece on the mover's right or
//!    left of the destination) or 直 (straight forward, golds, silvers and
//!    the gold-moving promoted pieces only);
//! 3. else both, position first: 左上, 右引, 左寄...
//!
//! Dragons and horses (at most two of each) never use 直; their 右/左
//! compares the two pieces with each other, since one of them may come from
//! straight above or below the destination. Two such pieces on the same file
//! always move in different vertical directions, so rule 1 settles them.
//!
//! A piece counts when its movement reaches the destination, even if a pin
//! (or a check elsewhere) makes its move illegal: Kifu for Windows and
//! ShogiHome count it so, and a word or 打 too many never lets any reader
//! take the move for another, while one too few can.
//!
//! Writing and reading share `traits`, so whatever `words` writes, `matching`
//! reads back to exactly one piece.

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::types::{Color, PieceKind, Square};

/// Vertical movement as the mover sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// 上: toward the enemy camp.
    Up,
    /// 引: back toward the own camp.
    Down,
    /// 寄: along the rank.
    Sideways,
}

/// Where the moved piece stood, as the mover sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    /// 右
    Right,
    /// 左
    Left,
    /// 直: straight forward onto the destination.
    Straight,
}

impl Action {
    pub(crate) const fn kanji(self) -> char {
        match self {
            Action::Up => '上',
            Action::Down => '引',
            Action::Sideways => '寄',
        }
    }
}

impl Side {
    pub(crate) const fn kanji(self) -> char {
        match self {
            Side::Right => '右',
            Side::Left => '左',
            Side::Straight => '直',
        }
    }
}

/// The relative words of a move as written or read: at most one of each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Words {
    pub side: Option<Side>,
    pub action: Option<Action>,
}

impl Words {
    pub(crate) fn is_empty(self) -> bool {
        self.side.is_none() && self.action.is_none()
    }

    pub(crate) fn text(self) -> String {
        self.side
            .map(Side::kanji)
            .into_iter()
            .chain(self.action.map(Action::kanji))
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Traits {
    action: Action,
    side: Option<Side>,
}

/// Origins of the mover's `kind` pieces that have a legal move to `to`.
pub(crate) fn rival_origins(
    pos: &Position,
    legal: &[Move],
    kind: PieceKind,
    to: Square,
) -> Bitboard {
    legal
        .iter()
        .filter_map(|mv| match *mv {
            Move::Board { from, to: t, .. } if t == to => Some(from),
            _ => None,
        })
        .filter(|&from| pos.piece_at(from).is_some_and(|p| p.kind == kind))
        .collect()
}

/// The mover's `kind` pieces whose movement reaches `to`, pins and checks
/// aside: the pieces the relative words and 打 tell apart (see the module
/// comment).
pub(crate) fn reachers(pos: &Position, kind: PieceKind, to: Square) -> Bitboard {
    let us = pos.side_to_move();
    pos.attackers_to(us, to) & pos.pieces_of(us, kind)
}

/// Steps toward the enemy camp.
fn forward(color: Color, from: Square, to: Square) -> i8 {
    let (f, t) = (from.rank() as i8, to.rank() as i8);
    match color {
        Color::Black => f - t,
        Color::White => t - f,
    }
}

/// Larger is further to the mover's right (Black's right is file 1).
fn rightness(color: Color, sq: Square) -> i8 {
    match color {
        Color::Black => -(sq.file() as i8),
        Color::White => sq.file() as i8,
    }
}

const fn moves_like_gold_or_silver(kind: PieceKind) -> bool {
    matches!(
        kind,
        PieceKind::Gold
            | PieceKind::Silver
            | PieceKind::ProPawn
            | PieceKind::ProLance
            | PieceKind::ProKnight
            | PieceKind::ProSilver
    )
}

fn side_of(color: Color, a: Square, b: Square) -> Option<Side> {
    match rightness(color, a).cmp(&rightness(color, b)) {
        std::cmp::Ordering::Greater => Some(Side::Right),
        std::cmp::Ordering::Less => Some(Side::Left),
        std::cmp::Ordering::Equal => None,
    }
}

fn traits(color: Color, kind: PieceKind, from: Square, to: Square, origins: Bitboard) -> Traits {
    let action = match forward(color, from, to) {
        n if n > 0 => Action::Up,
        n if n < 0 => Action::Down,
        _ => Action::Sideways,
    };
    let side = if matches!(kind, PieceKind::Dragon | PieceKind::Horse) {
        let mut others = origins;
        others.clear(from);
        match others.first() {
            // With one other piece (there are at most two), compare the two.
            Some(other) if !others.more_than_one() => side_of(color, from, other),
            _ => side_of(color, from, to),
        }
    } else if from.file() == to.file() {
        (action == Action::Up && moves_like_gold_or_silver(kind)).then_some(Side::Straight)
    } else {
        side_of(color, from, to)
    };
    Traits { action, side }
}

/// The words that single out the piece on `from` among `origins` (which
/// should contain it); empty when no other piece can go there.
pub(crate) fn words(
    color: Color,
    kind: PieceKind,
    from: Square,
    to: Square,
    origins: Bitboard,
) -> Words {
    let mut others = origins;
    others.clear(from);
    if others.is_empty() {
        return Words::default();
    }
    let mine = traits(color, kind, from, to, origins | Bitboard::from_square(from));
    let others: Vec<Traits> = others
        .map(|sq| traits(color, kind, sq, to, origins))
        .collect();
    if others.iter().all(|o| o.action != mine.action) {
        return Words {
            side: None,
            action: Some(mine.action),
        };
    }
    if mine.side.is_some() && others.iter().all(|o| o.side != mine.side) {
        return Words {
            side: mine.side,
            action: None,
        };
    }
    // Both together; for legal piece counts this is always unique.
    Words {
        side: mine.side,
        action: Some(mine.action),
    }
}

/// Origins among `origins` whose move to `to` fits the words.
pub(crate) fn matching(
    color: Color,
    kind: PieceKind,
    to: Square,
    origins: Bitboard,
    words: Words,
) -> Bitboard {
    origins
        .filter(|&from| {
            let t = traits(color, kind, from, to, origins);
            words.action.is_none_or(|a| a == t.action)
                && words.side.is_none_or(|s| Some(s) == t.side)
        })
        .collect()
}
