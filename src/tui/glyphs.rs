//! Glyph sets: how pieces, empty squares and coordinates are written.
//! Kanji by default; Latin letters for terminals without CJK fonts.
//! Both are RON data in `assets/`, built into the binary.
//!
//! The few words around the pieces (an empty stand, the stands' titles,
//! byoyomi, time up) are part of the kanji set's look, which writes them in
//! Japanese whatever the language; a set that leaves them out (the Western
//! one) has them said in the player's language.

use crate::i18n::rules::ShownIn;
use crate::shogi::{Color, Piece, PieceKind};
use crate::t;
use crate::tui::widgets::status::side_mark;
use serde::Deserialize;
use thiserror::Error;
use unicode_width::UnicodeWidthStr;

const BUILT_IN: [(&str, &str); 2] = [
    ("kanji", include_str!("../../assets/glyphs-kanji.ron")),
    ("western", include_str!("../../assets/glyphs-western.ron")),
];

/// Columns every piece glyph is padded to, so kanji (2 wide) and letters line up.
pub const GLYPH_WIDTH: usize = 2;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum GlyphError {
    #[error("unknown glyph set '{0}' (available: kanji, western)")]
    Unknown(String),
    #[error("glyph set file is malformed: {0}")]
    Malformed(String),
    #[error("glyph set '{0}' must list 9 file and 9 rank labels")]
    Labels(String),
    #[error("glyph set '{name}': '{glyph}' is wider than {GLYPH_WIDTH} columns")]
    TooWide { name: String, glyph: String },
}

#[derive(Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Glyphs {
    pub name: String,
    pawn: String,
    lance: String,
    knight: String,
    silver: String,
    gold: String,
    bishop: String,
    rook: String,
    black_king: String,
    white_king: String,
    pro_pawn: String,
    pro_lance: String,
    pro_knight: String,
    pro_silver: String,
    horse: String,
    dragon: String,
    /// An empty square.
    pub empty: String,
    pub black_marker: String,
    /// Marks White's pieces so the board reads right without colour.
    pub white_marker: String,
    /// Between a hand piece and its count: nothing for kanji (`歩3`, as
    /// Japanese boards write it), `x` for Western letters (`Px3`).
    pub count_sign: String,
    /// File labels from left to right as Black sees the board (9 .. 1).
    pub files: Vec<String>,
    /// Rank labels from top to bottom as Black sees the board (1 .. 9).
    pub ranks: Vec<String>,
    /// The set's own words, if it has them; else the catalogue's.
    #[serde(default)]
    words: Option<SetWords>,
}

/// Words a glyph set writes itself, in its own language.
#[derive(Deserialize, Clone, Debug, PartialEq, Eq)]
struct SetWords {
    /// Written in an empty hand stand.
    hand_empty: String,
    /// Titles of the two hand stands, in an even game and in a handicap
    /// game (下手/上手).
    black_stand: String,
    white_stand: String,
    black_stand_handicap: String,
    white_stand_handicap: String,
    /// A clock in byoyomi shows this before the seconds left (`秒読み 30`).
    byoyomi: String,
    /// A clock whose flag has fallen.
    time_up: String,
}

impl Glyphs {
    pub fn named(name: &str) -> Result<Glyphs, GlyphError> {
        let (_, text) = BUILT_IN
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .ok_or_else(|| GlyphError::Unknown(name.to_string()))?;
        Glyphs::parse(text)
    }

    pub fn kanji() -> Glyphs {
        Glyphs::named("kanji").unwrap_or_else(|_| Glyphs::fallback())
    }

    pub fn western() -> Glyphs {
        Glyphs::named("western").unwrap_or_else(|_| Glyphs::fallback())
    }

    /// Used only if a built-in file failed to load (a build bug the tests
    /// catch): plain letters, so the game stays playable.
    fn fallback() -> Glyphs {
        let s = |t: &str| t.to_string();
        Glyphs {
            name: s("fallback"),
            pawn: s("P"),
            lance: s("L"),
            knight: s("N"),
            silver: s("S"),
            gold: s("G"),
            bishop: s("B"),
            rook: s("R"),
            black_king: s("K"),
            white_king: s("K"),
            pro_pawn: s("+P"),
            pro_lance: s("+L"),
            pro_knight: s("+N"),
            pro_silver: s("+S"),
            horse: s("+B"),
            dragon: s("+R"),
            empty: s("."),
            black_marker: s(" "),
            white_marker: s("v"),
            count_sign: s("x"),
            words: None,
            files: ["9", "8", "7", "6", "5", "4", "3", "2", "1"]
                .map(s)
                .to_vec(),
            ranks: ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
                .map(s)
                .to_vec(),
        }
    }

    pub fn parse(text: &str) -> Result<Glyphs, GlyphError> {
        let g: Glyphs = ron::from_str(text).map_err(|e| GlyphError::Malformed(e.to_string()))?;
        if g.files.len() != 9 || g.ranks.len() != 9 {
            return Err(GlyphError::Labels(g.name.clone()));
        }
        let mut all: Vec<&String> = vec![&g.empty, &g.black_marker, &g.white_marker];
        all.extend(PieceKind::ALL.iter().map(|&k| g.kind_text(k, Color::White)));
        all.push(&g.black_king);
        all.extend(g.files.iter());
        all.extend(g.ranks.iter());
        if let Some(wide) = all.into_iter().find(|t| t.width() > GLYPH_WIDTH) {
            return Err(GlyphError::TooWide {
                name: g.name.clone(),
                glyph: wide.clone(),
            });
        }
        Ok(g)
    }

    /// The glyph of a kind; the king differs by side (玉 for Black, 王 for White).
    pub fn kind_text(&self, kind: PieceKind, owner: Color) -> &String {
        match kind {
            PieceKind::Pawn => &self.pawn,
            PieceKind::Lance => &self.lance,
            PieceKind::Knight => &self.knight,
            PieceKind::Silver => &self.silver,
            PieceKind::Gold => &self.gold,
            PieceKind::Bishop => &self.bishop,
            PieceKind::Rook => &self.rook,
            PieceKind::King if owner == Color::Black => &self.black_king,
            PieceKind::King => &self.white_king,
            PieceKind::ProPawn => &self.pro_pawn,
            PieceKind::ProLance => &self.pro_lance,
            PieceKind::ProKnight => &self.pro_knight,
            PieceKind::ProSilver => &self.pro_silver,
            PieceKind::Horse => &self.horse,
            PieceKind::Dragon => &self.dragon,
        }
    }

    /// A piece as one board cell of `CELL_TEXT_WIDTH` columns: the marker
    /// right before the glyph ("v歩", " vP", "v+P"), right-aligned.
    pub fn piece_cell(&self, piece: Piece) -> String {
        let marker = match piece.color {
            Color::Black => &self.black_marker,
            Color::White => &self.white_marker,
        };
        right_align(&format!(
            "{marker}{}",
            self.kind_text(piece.kind, piece.color)
        ))
    }

    /// An empty square in the same width as a piece cell.
    pub fn empty_cell(&self) -> String {
        right_align(&self.empty)
    }

    /// Written in an empty hand stand: なし, "none".
    pub fn hand_empty(&self) -> String {
        match &self.words {
            Some(w) => w.hand_empty.clone(),
            None => t!("common-hand-empty"),
        }
    }

    /// The title of `owner`'s hand stand: ☗先手, or ☗下手 in a handicap
    /// game.
    pub fn stand_title(&self, owner: Color, handicap: bool) -> String {
        let Some(w) = &self.words else {
            return format!("{}{}", side_mark(owner), owner.shown_in(handicap));
        };
        match (owner, handicap) {
            (Color::Black, false) => w.black_stand.clone(),
            (Color::White, false) => w.white_stand.clone(),
            (Color::Black, true) => w.black_stand_handicap.clone(),
            (Color::White, true) => w.white_stand_handicap.clone(),
        }
    }

    /// Before the seconds left on a clock in byoyomi: 秒読み, "byoyomi".
    pub fn byoyomi(&self) -> String {
        match &self.words {
            Some(w) => w.byoyomi.clone(),
            None => t!("common-clock-byoyomi"),
        }
    }

    /// A clock whose flag has fallen: 時間切れ, "time up".
    pub fn time_up(&self) -> String {
        match &self.words {
            Some(w) => w.time_up.clone(),
            None => t!("common-clock-time-up"),
        }
    }

    /// One hand entry: `歩3`, or just `飛` for a single piece.
    pub fn hand_entry(&self, kind: PieceKind, owner: Color, count: u8) -> String {
        let glyph = self.kind_text(kind, owner);
        if count > 1 {
            format!("{glyph}{}{count}", self.count_sign)
        } else {
            glyph.clone()
        }
    }
}

/// Columns of a board cell's text: marker and a two-column glyph.
pub const CELL_TEXT_WIDTH: usize = GLYPH_WIDTH + 1;

fn right_align(text: &str) -> String {
    let w = text.width();
    format!("{}{text}", " ".repeat(CELL_TEXT_WIDTH.saturating_sub(w)))
}

/// Right-aligns narrow glyphs in a two-column slot (" P", "+P", "歩").
pub fn pad(text: &str) -> String {
    let w = text.width();
    if w >= GLYPH_WIDTH {
        text.to_string()
    } else {
        format!("{}{text}", " ".repeat(GLYPH_WIDTH - w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sets_parse_and_every_cell_is_three_columns() {
        for g in [
            Glyphs::named("kanji").unwrap(),
            Glyphs::named("western").unwrap(),
        ] {
            for kind in PieceKind::ALL {
                for color in Color::ALL {
                    let cell = g.piece_cell(Piece::new(color, kind));
                    assert_eq!(cell.width(), 3, "{} {kind:?} {color:?}: {cell}", g.name);
                }
            }
            assert_eq!(g.empty_cell().width(), 3);
        }
    }

    #[test]
    fn white_is_marked_and_kings_differ() {
        let g = Glyphs::kanji();
        assert_eq!(
            g.piece_cell(Piece::new(Color::White, PieceKind::Pawn)),
            "v歩"
        );
        assert_eq!(
            g.piece_cell(Piece::new(Color::Black, PieceKind::Pawn)),
            " 歩"
        );
        assert_eq!(
            g.piece_cell(Piece::new(Color::Black, PieceKind::King)),
            " 玉"
        );
        assert_eq!(
            g.piece_cell(Piece::new(Color::White, PieceKind::King)),
            "v王"
        );
        let w = Glyphs::western();
        assert_eq!(
            w.piece_cell(Piece::new(Color::White, PieceKind::Dragon)),
            "v+R"
        );
        assert_eq!(
            w.piece_cell(Piece::new(Color::Black, PieceKind::Pawn)),
            "  P"
        );
        assert_eq!(
            w.piece_cell(Piece::new(Color::White, PieceKind::Pawn)),
            " vP"
        );
    }

    #[test]
    fn hand_entries_show_counts_above_one() {
        let g = Glyphs::kanji();
        assert_eq!(g.hand_entry(PieceKind::Pawn, Color::Black, 3), "歩3");
        assert_eq!(g.hand_entry(PieceKind::Rook, Color::White, 1), "飛");
    }

    #[test]
    fn the_western_set_says_its_words_in_the_players_language() {
        use crate::i18n::{Lang, in_lang};
        let w = Glyphs::western();
        let words = |g: &Glyphs| {
            [
                g.stand_title(Color::Black, false),
                g.stand_title(Color::White, true),
                g.hand_empty(),
                g.byoyomi(),
                g.time_up(),
            ]
        };
        assert_eq!(
            in_lang(Lang::En, || words(&w)),
            ["☗Black", "☖White", "none", "byoyomi", "time up"]
        );
        assert_eq!(
            in_lang(Lang::Ja, || words(&w)),
            ["☗先手", "☖上手", "なし", "秒読み", "時間切れ"]
        );
        // The kanji set's words are its look, Japanese in either language.
        let k = in_lang(Lang::En, || words(&Glyphs::kanji()));
        assert_eq!(k, ["☗先手", "☖上手", "なし", "秒読み", "時間切れ"]);
    }

    #[test]
    fn too_wide_glyph_is_refused() {
        let text = include_str!("../../assets/glyphs-kanji.ron").replace("\"歩\"", "\"歩兵\"");
        assert!(matches!(
            Glyphs::parse(&text),
            Err(GlyphError::TooWide { .. })
        ));
    }
}
