//! The characters of Japanese notation: digits, piece names, side marks.
//!
//! Writing always uses one canonical spelling (full-width file digit, kanji
//! rank, KIF piece names); reading accepts the common variants found in
//! records and typed by players.

use crate::types::{Color, Piece, PieceKind, Square};

const FULL_WIDTH_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
const KANJI_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// Full-width digit for 1..=9 (`７`), as files are written.
pub fn full_width_digit(n: u8) -> Option<char> {
    FULL_WIDTH_DIGITS
        .get(usize::from(n).checked_sub(1)?)
        .copied()
}

/// Kanji numeral for 1..=9 (`六`), as ranks are written.
pub fn kanji_numeral(n: u8) -> Option<char> {
    KANJI_NUMERALS.get(usize::from(n).checked_sub(1)?).copied()
}

/// A square as players write it: full-width file, kanji rank (`７六`).
pub fn square_japanese(sq: Square) -> String {
    // A Square's file and rank are 1..=9 by construction.
    let file = full_width_digit(sq.file()).unwrap_or('？');
    let rank = kanji_numeral(sq.rank()).unwrap_or('？');
    format!("{file}{rank}")
}

/// Reads one digit 1..=9 written half-width, full-width or as a kanji numeral.
pub fn parse_digit(c: char) -> Option<u8> {
    if let Some(d) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
        return u8::try_from(d).ok();
    }
    let index = FULL_WIDTH_DIGITS
        .iter()
        .position(|&x| x == c)
        .or_else(|| KANJI_NUMERALS.iter().position(|&x| x == c))?;
    u8::try_from(index + 1).ok()
}

/// The name KIF and KI2 write for a piece kind: one or two characters
/// (`歩`, `成香`, `龍`). The king is `玉` for both sides, as KIF writes it.
pub const fn kif_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Pawn => "歩",
        PieceKind::Lance => "香",
        PieceKind::Knight => "桂",
        PieceKind::Silver => "銀",
        PieceKind::Gold => "金",
        PieceKind::Bishop => "角",
        PieceKind::Rook => "飛",
        PieceKind::King => "玉",
        PieceKind::ProPawn => "と",
        PieceKind::ProLance => "成香",
        PieceKind::ProKnight => "成桂",
        PieceKind::ProSilver => "成銀",
        PieceKind::Horse => "馬",
        PieceKind::Dragon => "龍",
    }
}

/// The single character a board square shows (`杏`, `圭`, `全`); the king
/// is `玉`, as in KIF board diagrams.
pub const fn board_char(kind: PieceKind) -> char {
    match kind {
        PieceKind::Pawn => '歩',
        PieceKind::Lance => '香',
        PieceKind::Knight => '桂',
        PieceKind::Silver => '銀',
        PieceKind::Gold => '金',
        PieceKind::Bishop => '角',
        PieceKind::Rook => '飛',
        PieceKind::King => '玉',
        PieceKind::ProPawn => 'と',
        PieceKind::ProLance => '杏',
        PieceKind::ProKnight => '圭',
        PieceKind::ProSilver => '全',
        PieceKind::Horse => '馬',
        PieceKind::Dragon => '龍',
    }
}

/// Like [`board_char`], but White's king is `王` as on a physical set
/// (the stronger or senior player's king), per the rule book's table.
pub const fn board_char_for(piece: Piece) -> char {
    match (piece.kind, piece.color) {
        (PieceKind::King, Color::White) => '王',
        (kind, _) => board_char(kind),
    }
}

/// Every accepted spelling, two-character names first so that `成香` is
/// never read as `成` followed by `香`.
const PIECE_SPELLINGS: [(&str, PieceKind); 19] = [
    ("成香", PieceKind::ProLance),
    ("成桂", PieceKind::ProKnight),
    ("成銀", PieceKind::ProSilver),
    ("歩", PieceKind::Pawn),
    ("香", PieceKind::Lance),
    ("桂", PieceKind::Knight),
    ("銀", PieceKind::Silver),
    ("金", PieceKind::Gold),
    ("角", PieceKind::Bishop),
    ("飛", PieceKind::Rook),
    ("玉", PieceKind::King),
    ("王", PieceKind::King),
    ("と", PieceKind::ProPawn),
    ("杏", PieceKind::ProLance),
    ("圭", PieceKind::ProKnight),
    ("全", PieceKind::ProSilver),
    ("馬", PieceKind::Horse),
    ("龍", PieceKind::Dragon),
    ("竜", PieceKind::Dragon),
];

/// Reads a piece name at the start of `text`; returns the kind and the
/// number of bytes it used. Accepts KIF names, the one-character board
/// forms, `竜` for `龍` and `王` for `玉`.
pub fn parse_piece_prefix(text: &str) -> Option<(PieceKind, usize)> {
    PIECE_SPELLINGS
        .iter()
        .find(|(spelling, _)| text.starts_with(spelling))
        .map(|&(spelling, kind)| (kind, spelling.len()))
}

/// Reads a whole piece name (`成銀`, `全`, `竜`...).
pub fn parse_piece(text: &str) -> Option<PieceKind> {
    match parse_piece_prefix(text) {
        Some((kind, used)) if used == text.len() => Some(kind),
        _ => None,
    }
}

/// The side mark KI2 puts before a move: `▲` Black, `△` White.
pub const fn side_mark(color: Color) -> char {
    match color {
        Color::Black => '▲',
        Color::White => '△',
    }
}

/// Reads a side mark, including the shogi-piece symbols `☗`/`☖` and the
/// handicap-style `▼`/`▽`.
pub fn parse_side_mark(c: char) -> Option<Color> {
    match c {
        '▲' | '☗' | '▼' => Some(Color::Black),
        '△' | '☖' | '▽' => Some(Color::White),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_both_ways() {
        for n in 1..=9u8 {
            let full = full_width_digit(n).unwrap();
            let kanji = kanji_numeral(n).unwrap();
            assert_eq!(parse_digit(full), Some(n));
            assert_eq!(parse_digit(kanji), Some(n));
            assert_eq!(parse_digit(char::from(b'0' + n)), Some(n));
        }
        assert_eq!(full_width_digit(0), None);
        assert_eq!(kanji_numeral(10), None);
        assert_eq!(parse_digit('0'), None);
        assert_eq!(parse_digit('十'), None);
        assert_eq!(square_japanese(Square::new(7, 6).unwrap()), "７六");
    }

    #[test]
    fn piece_names_read_back() {
        for kind in PieceKind::ALL {
            assert_eq!(parse_piece(kif_name(kind)), Some(kind));
            let short = board_char(kind).to_string();
            assert_eq!(parse_piece(&short), Some(kind));
        }
        assert_eq!(parse_piece("竜"), Some(PieceKind::Dragon));
        assert_eq!(parse_piece("王"), Some(PieceKind::King));
        assert_eq!(
            parse_piece_prefix("成銀右"),
            Some((PieceKind::ProSilver, 6))
        );
        assert_eq!(parse_piece("成"), None);
        assert_eq!(parse_piece("金金"), None);
    }

    #[test]
    fn white_king_on_a_board_is_o() {
        assert_eq!(
            board_char_for(Piece::new(Color::White, PieceKind::King)),
            '王'
        );
        assert_eq!(
            board_char_for(Piece::new(Color::Black, PieceKind::King)),
            '玉'
        );
        assert_eq!(
            board_char_for(Piece::new(Color::White, PieceKind::ProKnight)),
            '圭'
        );
    }
}
