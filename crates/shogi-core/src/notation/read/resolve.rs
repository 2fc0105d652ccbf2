//! Turning what a player wrote into the one legal move it names.
//!
//! Both readers (Western and Japanese) first take the text apart into a
//! `Request`; this module matches it against the legal moves, so both
//! explain a refusal the same way, with the rules core's own reasons.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::notation::error::{NotationError, Rivals, Unreadable};
use crate::notation::japanese::japanese_unmarked;
use crate::notation::kanji::square_japanese;
use crate::notation::relative::{self, Words};
use crate::notation::western::{Ranks, western_in};
use crate::position::Position;
use crate::types::{PieceKind, Square};

/// Which notation the request came from: decides how squares and
/// suggestions are spelled in errors, and the defaults that differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    /// Squares spelled the way the player wrote the destination.
    Western(Ranks),
    Japanese {
        previous_to: Option<Square>,
    },
}

/// Board move, drop, or not said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum How {
    Board,
    Drop,
    Unsaid,
}

/// A move as written, before it is matched against the position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Request {
    /// `None` only when an origin is given (Western `7g-7f`).
    pub kind: Option<PieceKind>,
    pub to: Square,
    pub origin: Option<Square>,
    pub how: How,
    /// `Some(true)` 成/`+`, `Some(false)` 不成/`=`, `None` not written.
    pub promote: Option<bool>,
    pub words: Words,
}

impl Style {
    pub(crate) fn square(self, sq: Square) -> String {
        match self {
            Style::Western(ranks) => ranks.square(sq),
            Style::Japanese { .. } => square_japanese(sq),
        }
    }

    pub(crate) fn render(self, pos: &Position, mv: Move) -> String {
        match self {
            Style::Western(ranks) => western_in(pos, mv, ranks),
            Style::Japanese { previous_to } => japanese_unmarked(pos, mv, previous_to),
        }
    }
}

/// Finds the legal move the request names.
pub(crate) fn resolve(pos: &Position, req: Request, style: Style) -> Result<Move, NotationError> {
    let legal = pos.legal_moves();
    if req.how == How::Drop {
        return resolve_drop(pos, &legal, req);
    }
    let from = match req.origin {
        Some(origin) => check_origin(pos, &legal, req, origin, style)?,
        None => {
            // `kind` is always present without an origin (the readers see to it).
            let Some(kind) = req.kind else {
                return Err(NotationError::NoPiece {
                    piece: None,
                    to: style.square(req.to),
                });
            };
            let origins = relative::rival_origins(pos, &legal, kind, req.to);
            let drop = Move::Drop { kind, to: req.to };
            let drop_legal = legal.contains(&drop);
            if origins.is_empty() {
                if drop_legal && req.how == How::Unsaid && req.words.is_empty() {
                    if req.promote.is_some() {
                        return Err(NotationError::DropNeverPromotes {
                            piece: kind,
                            to: style.square(req.to),
                            drop: style.render(pos, drop),
                        });
                    }
                    return Ok(drop);
                }
                return Err(no_piece(pos, kind, req, style));
            }
            if drop_legal && req.how == How::Unsaid && matches!(style, Style::Western(_)) {
                return Err(NotationError::Ambiguous {
                    rivals: Rivals::BoardAndHand {
                        kind,
                        to: style.square(req.to),
                    },
                    options: spellings(pos, &legal, origins, req.to, style)
                        .into_iter()
                        .chain([style.render(pos, drop)])
                        .collect(),
                });
            }
            pick(pos, &legal, kind, origins, req, style)?
        }
    };
    let no = Move::Board {
        from,
        to: req.to,
        promote: false,
    };
    let yes = Move::Board {
        from,
        to: req.to,
        promote: true,
    };
    let promote = match (req.promote, style) {
        (None, Style::Japanese { .. }) => false,
        (None, Style::Western(_)) => {
            if legal.contains(&yes) && legal.contains(&no) {
                let plain = style.render(pos, no);
                let stem = plain.trim_end_matches('=');
                return Err(NotationError::PromotionUnspecified {
                    piece: kind_at(pos, from),
                    promote: format!("{stem}+"),
                    decline: format!("{stem}="),
                });
            }
            legal.contains(&yes)
        }
        // `=` says "could promote, and does not"; where promoting is not
        // possible, the text claims a choice that is not there. (Japanese
        // 不成 stays lenient: records from other programs are read with it.)
        (Some(false), Style::Western(_)) if legal.contains(&no) => {
            if let Err(why) = pos.check_move(yes) {
                return Err(NotationError::NothingToDecline {
                    why,
                    plain: style.render(pos, no),
                });
            }
            false
        }
        (Some(p), _) => p,
    };
    let mv = Move::Board {
        from,
        to: req.to,
        promote,
    };
    if legal.contains(&mv) {
        Ok(mv)
    } else {
        Err(explain(pos, mv))
    }
}

fn kind_at(pos: &Position, sq: Square) -> Option<PieceKind> {
    pos.piece_at(sq).map(|p| p.kind)
}

/// How each piece on `origins` would be written moving to `to`: the
/// choices offered when a text is ambiguous.
fn spellings(
    pos: &Position,
    legal: &[Move],
    origins: Bitboard,
    to: Square,
    style: Style,
) -> Vec<String> {
    origins
        .filter_map(|from| {
            legal
                .iter()
                .find(|m| m.to() == to && m.from() == Some(from))
        })
        .map(|&mv| style.render(pos, mv))
        .collect()
}

fn resolve_drop(pos: &Position, legal: &[Move], req: Request) -> Result<Move, NotationError> {
    let kind = match req.kind {
        Some(k) if k.is_hand_kind() => k,
        other => {
            return Err(NotationError::CannotDrop { piece: other });
        }
    };
    let mv = Move::Drop { kind, to: req.to };
    if legal.contains(&mv) {
        Ok(mv)
    } else {
        Err(explain(pos, mv))
    }
}

fn check_origin(
    pos: &Position,
    legal: &[Move],
    req: Request,
    origin: Square,
    style: Style,
) -> Result<Square, NotationError> {
    let found = kind_at(pos, origin);
    if let (Some(named), Some(found)) = (req.kind, found)
        && named != found
        && pos
            .piece_at(origin)
            .is_some_and(|p| p.color == pos.side_to_move())
    {
        return Err(NotationError::WrongPiece {
            at: style.square(origin),
            found,
            named,
        });
    }
    let reaches = legal
        .iter()
        .any(|m| m.from() == Some(origin) && m.to() == req.to);
    if reaches {
        Ok(origin)
    } else {
        Err(explain(
            pos,
            Move::Board {
                from: origin,
                to: req.to,
                promote: req.promote.unwrap_or(false),
            },
        ))
    }
}

/// Narrows `origins` with the relative words to exactly one.
fn pick(
    pos: &Position,
    legal: &[Move],
    kind: PieceKind,
    origins: Bitboard,
    req: Request,
    style: Style,
) -> Result<Square, NotationError> {
    let color = pos.side_to_move();
    // The words were chosen among every piece that reaches the square (as
    // Kifu for Windows and ShogiHome do, and we write); read against those,
    // then keep the legal ones. A text that counted only legal pieces reads
    // the same: only a dragon's or horse's words depend on which others are
    // counted, and with two of them legal there is no third to add.
    let reachers = relative::reachers(pos, kind, req.to) | origins;
    let fitting = relative::matching(color, kind, req.to, reachers, req.words) & origins;
    match (fitting.first(), fitting.more_than_one()) {
        (Some(from), false) => Ok(from),
        (None, _) => Err(NotationError::NoMatch {
            piece: kind,
            to: style.square(req.to),
            words: req.words.text(),
        }),
        (Some(_), true) => Err(NotationError::Ambiguous {
            rivals: Rivals::OnBoard {
                count: fitting.count(),
                kind,
                to: style.square(req.to),
                japanese: matches!(style, Style::Japanese { .. }),
            },
            options: spellings(pos, legal, fitting, req.to, style),
        }),
    }
}

/// Nothing of `kind` can legally reach the square: say why, using the
/// rules core's reason when a single piece could get there but for the rules.
fn no_piece(pos: &Position, kind: PieceKind, req: Request, style: Style) -> NotationError {
    let us = pos.side_to_move();
    let occ = pos.occupied();
    let mut reachers = pos.pieces_of(us, kind);
    reachers = reachers
        .filter(|&s| attacks::piece(us, kind, s, occ).has(req.to))
        .collect();
    if let (Some(from), false) = (reachers.first(), reachers.more_than_one()) {
        return explain(
            pos,
            Move::Board {
                from,
                to: req.to,
                promote: req.promote.unwrap_or(false),
            },
        );
    }
    if kind.is_hand_kind()
        && pos.hand(us).count(kind) > 0
        && req.words.is_empty()
        && req.how != How::Board
    {
        return explain(pos, Move::Drop { kind, to: req.to });
    }
    NotationError::NoPiece {
        piece: Some(kind),
        to: style.square(req.to),
    }
}

/// The rules core's reason a move is refused.
fn explain(pos: &Position, mv: Move) -> NotationError {
    match pos.check_move(mv) {
        Err(e) => NotationError::Illegal(e),
        // The two agree on every move; this only keeps the code total.
        Ok(()) => NotationError::NotAMove {
            text: mv.to_usi(),
            why: Unreadable::Unmatched,
        },
    }
}
