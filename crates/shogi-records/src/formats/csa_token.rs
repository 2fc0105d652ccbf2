//! CSA move tokens (`+7776FU`): the piece codes, the side signs and the
//! squares, read and written. Both the CSA reader and writer
//! use them, and
//! so do the engine lines in comments (`evaluation`) and the CSA server
//! protocol (`online::csa_move`); they live apart from the reader so that
//! those need no part of a whole record.

use super::csa_problem::CsaProblem;
use shogi_core::{Color, Move, PieceKind, Position, Square};

pub(crate) fn piece_code(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "FU",
        PieceKind::Lance => "KY",
        PieceKind::Knight => "KE",
        PieceKind::Silver => "GI",
        PieceKind::Gold => "KI",
        PieceKind::Bishop => "KA",
        PieceKind::Rook => "HI",
        PieceKind::King => "OU",
        PieceKind::ProPawn => "TO",
        PieceKind::ProLance => "NY",
        PieceKind::ProKnight => "NK",
        PieceKind::ProSilver => "NG",
        PieceKind::Horse => "UM",
        PieceKind::Dragon => "RY",
    }
}

pub(crate) fn parse_piece_code(code: &str) -> Option<PieceKind> {
    PieceKind::ALL
        .iter()
        .copied()
        .find(|&k| piece_code(k) == code)
}

pub(crate) fn sign(c: Color) -> char {
    match c {
        Color::Black => '+',
        Color::White => '-',
    }
}

pub(crate) fn parse_sign(c: char) -> Option<Color> {
    match c {
        '+' => Some(Color::Black),
        '-' => Some(Color::White),
        _ => None,
    }
}

/// Two digits `fr` (file, rank); `00` is the hand.
pub(crate) fn parse_square(text: &str) -> Option<(u8, u8)> {
    let b = text.as_bytes();
    if b.len() != 2 || !b.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some((b[0] - b'0', b[1] - b'0'))
}

/// The CSA token of a move legal in `pos`: `+7776FU`, where the piece is
/// the one standing on the destination afterwards.
pub fn move_token(pos: &Position, mv: Move) -> String {
    let c = sign(pos.side_to_move());
    let (from, to, kind) = match mv {
        Move::Drop { kind, to } => ((0, 0), to, kind),
        Move::Board { from, to, promote } => {
            let kind = pos.piece_at(from).map_or(PieceKind::Pawn, |p| p.kind);
            let kind = if promote {
                kind.promoted().unwrap_or(kind)
            } else {
                kind
            };
            ((from.file(), from.rank()), to, kind)
        }
    };
    format!(
        "{c}{}{}{}{}{}",
        from.0,
        from.1,
        to.file(),
        to.rank(),
        piece_code(kind)
    )
}

/// A move token's parts, spelt right but not yet played on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TokenParts {
    pub(crate) color: Color,
    /// File and rank; `(0, 0)` is a drop from the hand.
    pub(crate) from: (u8, u8),
    pub(crate) to: Square,
    /// The piece on `to` after the move.
    pub(crate) kind: PieceKind,
}

/// The parts of a move token (`+7776FU`, `-0055KA`), or `None` when it is
/// not spelt like one.
pub(crate) fn token_parts(token: &str) -> Option<TokenParts> {
    // Checked first so that the slices below fall on characters.
    if !token.is_ascii() || token.len() != 7 {
        return None;
    }
    let color = parse_sign(token.chars().next()?)?;
    let from = parse_square(&token[1..3])?;
    let (file, rank) = parse_square(&token[3..5])?;
    let kind = parse_piece_code(&token[5..7])?;
    Some(TokenParts {
        color,
        from,
        to: Square::new(file, rank)?,
        kind,
    })
}

/// Why `token` is not read as a move at all, in English (see
/// [`CsaProblem::NotAMove`]).
pub(crate) fn not_a_move(token: &str) -> String {
    CsaProblem::NotAMove {
        text: quoted_token(token),
    }
    .to_string()
}

/// A token in a message, clipped and escaped since it may come from a
/// server or a file.
pub(crate) fn quoted_token(token: &str) -> String {
    crate::escape::quote(token, 20)
}

/// One CSA move token (`+7776FU`, `-0055KA`) as a legal move in `pos`, or
/// why it is none: for the engine lines that comments carry (see
/// `evaluation`) and the moves of the CSA server protocol (`online`).
pub fn read_move_token(pos: &Position, token: &str) -> Result<Move, String> {
    let parts = token_parts(token).ok_or_else(|| not_a_move(token))?;
    decode_move(pos, parts).map_err(|(_, why)| why)
}

/// The move a CSA move line means in `pos`, or why it cannot be played
/// (with the move, when it is spelt right but illegal).
pub(crate) fn decode_move(
    pos: &Position,
    parts: TokenParts,
) -> Result<Move, (Option<Move>, String)> {
    let TokenParts {
        color,
        from,
        to,
        kind,
    } = parts;
    let mv = spell_move(pos, color, from, to, kind).map_err(|why| (None, why))?;
    pos.check_move(mv).map_err(|e| (Some(mv), e.to_string()))?;
    Ok(mv)
}

/// The move a CSA move line names, before any legality check.
fn spell_move(
    pos: &Position,
    color: Color,
    from: (u8, u8),
    to: Square,
    kind: PieceKind,
) -> Result<Move, String> {
    if color != pos.side_to_move() {
        return Err(format!(
            "it is {}'s turn, but the move is marked as {}'s",
            pos.side_to_move(),
            color
        ));
    }
    let mv = if from == (0, 0) {
        if !kind.is_hand_kind() {
            return Err(format!("a {} cannot be dropped", kind.name()));
        }
        Move::Drop { kind, to }
    } else {
        let from = Square::new(from.0, from.1)
            .ok_or_else(|| format!("{}{} is not a square", from.0, from.1))?;
        let on_board = pos
            .piece_at(from)
            .ok_or_else(|| format!("there is no piece on {from}"))?;
        let promote = if on_board.kind == kind {
            false
        } else if on_board.kind.promoted() == Some(kind) {
            true
        } else {
            return Err(format!(
                "the piece on {from} is a {}, not a {}",
                on_board.kind.name(),
                kind.name()
            ));
        };
        Move::Board { from, to, promote }
    };
    Ok(mv)
}
