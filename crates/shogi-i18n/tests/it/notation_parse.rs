//! Reading moves as players type them and as records spell them, and the
//! messages a player gets when the text names no legal move.

use shogi_core::notation::{NotationError, kif_move, parse_japanese, parse_move, parse_western};
use shogi_core::{Move, Position, Square};
use shogi_i18n::rules::Shown;
use shogi_i18n::{Lang, in_lang};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).expect("test SFEN")
}

fn usi(text: &str) -> Move {
    Move::from_usi(text).expect("test move")
}

fn sq(text: &str) -> Option<Square> {
    Square::parse_usi(text)
}

/// The English of an error, checked to be what the player reads in
/// English, and that Japanese says it in other words.
fn said(e: &NotationError) -> String {
    let english = e.to_string();
    assert_eq!(in_lang(Lang::En, || e.shown()), english);
    let japanese = in_lang(Lang::Ja, || e.shown());
    assert!(
        japanese != english && !japanese.contains("moves-"),
        "{japanese}"
    );
    english
}

fn japanese_err(p: &Position, text: &str, previous_to: Option<Square>) -> String {
    match parse_japanese(p, text, previous_to) {
        Ok(mv) => panic!("'{text}' was read as {mv}"),
        Err(e) => said(&e),
    }
}

fn western_err(p: &Position, text: &str) -> String {
    match parse_western(p, text) {
        Ok(mv) => panic!("'{text}' was read as {mv}"),
        Err(e) => said(&e),
    }
}

const PAWN_TRADE: &str = "4k4/9/7p1/7P1/9/9/9/9/4K4 w - 1";
const DRAGONS: &str = "k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1";
const SILVER_AT_3D: &str = "4k4/9/9/6S2/9/9/9/9/4K4 b - 1";

#[test]
fn japanese_spellings_of_the_same_move() {
    let p = Position::startpos();
    for text in [
        "▲７六歩",
        "７六歩",
        "76歩",
        "７６歩",
        "7六歩",
        "☗７六歩",
        " ▲７六歩 ",
        "７六歩(77)",
        "７六歩（７７）",
        "７六歩上",
    ] {
        assert_eq!(parse_japanese(&p, text, None), Ok(usi("7g7f")), "{text}");
    }
}

#[test]
fn same_square_spellings() {
    let p = pos(PAWN_TRADE);
    let prev = sq("2d");
    for text in [
        "△同　歩",
        "同　歩",
        "同歩",
        "同 歩",
        "△２四同歩",
        "同　歩(23)",
    ] {
        assert_eq!(parse_japanese(&p, text, prev), Ok(usi("2c2d")), "{text}");
    }
    assert_eq!(
        japanese_err(&p, "同歩", None),
        "同 (same square) needs a previous move, and there is none"
    );
    assert_eq!(
        japanese_err(&p, "２四同歩", sq("5e")),
        "同 after ２四, but the previous move went to ５五"
    );
}

#[test]
fn dragon_spellings_and_relative_words() {
    let p = pos(DRAGONS);
    assert_eq!(parse_japanese(&p, "２四竜右", None), Ok(usi("1c2d")));
    assert_eq!(parse_japanese(&p, "２四龍右", None), Ok(usi("1c2d")));
    assert_eq!(parse_japanese(&p, "24竜左", None), Ok(usi("2b2d")));
    assert_eq!(parse_japanese(&p, "２四龍(13)", None), Ok(usi("1c2d")));
    // Both dragons move back (引), so 引 alone does not tell them apart.
    assert_eq!(
        japanese_err(&p, "２四龍引", None),
        "ambiguous: two dragons can move to ２四; add 右, 左, 直, 上, 引 or 寄 (２四龍右 or ２四龍左)"
    );
    assert_eq!(
        japanese_err(&p, "２四龍上", None),
        "no dragon can move to ２四 the way 上 says"
    );
}

#[test]
fn promotion_in_japanese() {
    let p = pos(SILVER_AT_3D);
    assert_eq!(parse_japanese(&p, "２三銀成", None), Ok(usi("3d2c+")));
    assert_eq!(parse_japanese(&p, "２三銀不成", None), Ok(usi("3d2c")));
    assert_eq!(parse_japanese(&p, "２三銀生", None), Ok(usi("3d2c")));
    // As KI2 writes it, no 成 means the piece stays unpromoted.
    assert_eq!(parse_japanese(&p, "２三銀", None), Ok(usi("3d2c")));
    // A piece that must promote cannot be read without 成.
    let p = pos("4k4/8P/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(parse_japanese(&p, "１一歩成", None), Ok(usi("1b1a+")));
    assert_eq!(
        japanese_err(&p, "１一歩", None),
        "the pawn must promote on 1a: it could never move again"
    );
    // Outside the zone there is nothing to promote.
    let p = Position::startpos();
    assert_eq!(
        japanese_err(&p, "７六歩成", None),
        "cannot promote: 7g and 7f are both outside the promotion zone"
    );
}

#[test]
fn drops_in_japanese() {
    let p = pos("4k4/9/9/9/9/9/3B5/9/4K4 b B 1");
    assert_eq!(parse_japanese(&p, "４五角打", None), Ok(usi("B*4e")));
    // Without 打 the board bishop moves, as KI2 would have written 打 otherwise.
    assert_eq!(parse_japanese(&p, "４五角", None), Ok(usi("6g4e")));
    // No board bishop reaches ４四... the drop is meant even without 打.
    assert_eq!(parse_japanese(&p, "４四角", None), Ok(usi("B*4d")));
    assert_eq!(
        japanese_err(&p, "４五金打", None),
        "Black has no gold in hand"
    );
    assert_eq!(
        japanese_err(&p, "４五馬打", None),
        "a horse cannot be dropped: only pawns, lances, knights, silvers, golds, bishops and rooks are held in hand"
    );
    let p = pos("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
    assert_eq!(
        japanese_err(&p, "５五歩打", None),
        "nifu: Black already has an unpromoted pawn on file 5"
    );
}

#[test]
fn japanese_mistakes_are_explained() {
    let p = Position::startpos();
    assert_eq!(
        japanese_err(&p, "５八金", None),
        "ambiguous: two golds can move to ５八; add 右, 左, 直, 上, 引 or 寄 (５八金右 or ５八金左)"
    );
    assert_eq!(japanese_err(&p, "７五歩", None), "no pawn can move to ７五");
    assert_eq!(
        japanese_err(&p, "△３四歩", None),
        "it is Black's turn, but '△３四歩' is marked as White's move"
    );
    assert_eq!(
        japanese_err(&p, "７六", None),
        "not a move: '７六': expected a piece name such as 歩, 金 or 成銀"
    );
    assert_eq!(
        japanese_err(&p, "歩", None),
        "not a move: '歩': expected a square such as ７六 or 同"
    );
    assert_eq!(
        japanese_err(&p, "７六歩歩", None),
        "not a move: '７六歩歩': unexpected '歩' after the move"
    );
    assert_eq!(
        japanese_err(&p, "５八金右左", None),
        "not a move: '５八金右左': at most one of 右 左 直 and one of 上 引 寄"
    );
    assert_eq!(
        japanese_err(&p, "７六歩(78)", None),
        "there is no piece on 7h"
    );
    assert_eq!(
        japanese_err(&p, "７六金(77)", None),
        "the piece on ７七 is a pawn, not a gold"
    );
    assert_eq!(
        japanese_err(&p, "７六金(69)", None),
        "a gold on 6i cannot move to 7f"
    );
}

#[test]
fn western_spellings_of_the_same_move() {
    let p = Position::startpos();
    for text in ["P-7f", "P7f", "p-7f", "P7g-7f", "P7g7f", "7g-7f", " P-7f "] {
        assert_eq!(parse_western(&p, text), Ok(usi("7g7f")), "{text}");
    }
    let p = pos("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    assert_eq!(parse_western(&p, "Bx2b+"), Ok(usi("8h2b+")));
    assert_eq!(parse_western(&p, "B-2b+"), Ok(usi("8h2b+")));
    assert_eq!(parse_western(&p, "Bx2b="), Ok(usi("8h2b")));
    assert_eq!(parse_western(&p, "B8h2b="), Ok(usi("8h2b")));
}

#[test]
fn western_promoted_pieces_and_drops() {
    let p = pos("4k4/9/9/9/4+B4/9/9/9/4K4 b B 1");
    assert_eq!(parse_western(&p, "+B-4d"), Ok(usi("5e4d")));
    assert_eq!(parse_western(&p, "B*4d"), Ok(usi("B*4d")));
    // No board bishop can go to 4d, so "B4d" can only be the drop.
    assert_eq!(parse_western(&p, "B4d"), Ok(usi("B*4d")));
    assert_eq!(
        western_err(&p, "+G-4d"),
        "not a move: '+G-4d': a gold cannot be promoted, so +G is no piece"
    );
    let p = pos("4k4/9/9/9/9/9/3B5/9/4K4 b B 1");
    assert_eq!(
        western_err(&p, "B4e"),
        "ambiguous: a bishop on the board and one in hand can both go to 4e; say which (B-4e or B*4e)"
    );
}

#[test]
fn western_mistakes_are_explained() {
    let p = Position::startpos();
    assert_eq!(
        western_err(&p, "G-5h"),
        "ambiguous: two golds can move to 5h; add the origin (G4i-5h or G6i-5h)"
    );
    assert_eq!(western_err(&p, "P-7e"), "no pawn can move to 7e");
    assert_eq!(western_err(&p, "P*5e"), "Black has no pawn in hand");
    assert_eq!(
        western_err(&p, "N7i-7h"),
        "the piece on 7i is a silver, not a knight"
    );
    assert_eq!(
        western_err(&p, "Q-7f"),
        "not a move: 'Q-7f': the piece letter must be one of P L N S G B R K"
    );
    assert_eq!(
        western_err(&p, "P-7j"),
        "not a move: 'P-7j': expected a square like 7f or 76 (file 1-9, rank a-i or 1-9)"
    );
    assert_eq!(
        western_err(&p, "P-7f!"),
        "not a move: 'P-7f!': unexpected '!' after the move"
    );
    assert_eq!(
        western_err(&p, "P7g*7f"),
        "not a move: 'P7g*7f': a drop (*) has no origin and never promotes"
    );
    assert_eq!(
        western_err(&p, "７六歩"),
        "not a move: '７六歩': Western notation is written with letters and digits, like P-7f or P-76"
    );
    let p = pos(SILVER_AT_3D);
    assert_eq!(
        western_err(&p, "S-2c"),
        "say whether the silver promotes: S-2c+ or S-2c="
    );
}

#[test]
fn a_pinned_piece_is_explained_by_the_rules() {
    let p = pos("k3r4/9/9/9/9/9/9/4G4/4K4 b G 1");
    // Said as a board move, the only gold that could go is pinned.
    assert_eq!(
        western_err(&p, "G-4g"),
        "Black's king would be in check after 5h4g"
    );
    // Unsaid, it can only be the drop.
    assert_eq!(parse_western(&p, "G4g"), Ok(usi("G*4g")));
    assert_eq!(parse_japanese(&p, "４七金", None), Ok(usi("G*4g")));
}

#[test]
fn parse_move_takes_all_three_notations() {
    let p = Position::startpos();
    for text in ["7g7f", "P-7f", "▲７六歩", "76歩"] {
        assert_eq!(parse_move(&p, text, None), Ok(usi("7g7f")), "{text}");
    }
    assert_eq!(
        parse_move(&p, "7g7e", None).map_err(|e| e.to_string()),
        Err("a pawn on 7g cannot move to 7e".to_string())
    );
    assert!(matches!(
        parse_move(&p, "G-5h", None),
        Err(NotationError::Ambiguous { .. })
    ));
    assert!(matches!(
        parse_move(&p, "５八金", None),
        Err(NotationError::Ambiguous { .. })
    ));
    assert!(matches!(
        parse_move(&p, "", None),
        Err(NotationError::NotAMove { .. })
    ));
    let p = pos(PAWN_TRADE);
    assert_eq!(parse_move(&p, "同歩", sq("2d")), Ok(usi("2c2d")));
}

#[test]
fn kif_move_column() {
    let p = Position::startpos();
    assert_eq!(kif_move(&p, usi("7g7f"), None), "７六歩(77)");
    assert_eq!(kif_move(&p, usi("6i5h"), None), "５八金(69)");
    let p = pos("lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3");
    assert_eq!(kif_move(&p, usi("8h2b+"), sq("2b")), "同　角成(88)");
    assert_eq!(kif_move(&p, usi("8h2b"), None), "２二角不成(88)");
    let p = pos("4k4/9/9/9/9/9/9/9/4K4 b B 1");
    assert_eq!(kif_move(&p, usi("B*5e"), None), "５五角打");
}

proptest::proptest! {
    /// Whatever is typed, reading never panics, and anything accepted is a
    /// legal move of the position.
    #[test]
    fn any_text_reads_safely(picks in proptest::collection::vec(0usize..72, 0..12), midgame in proptest::bool::ANY) {
        const POOL: [&str; 72] = [
            "▲", "△", "同", "　", " ", "１", "５", "７", "9", "2", "一", "六", "八", "三",
            "歩", "金", "銀", "成", "不", "打", "右", "左", "直", "上", "引", "寄", "竜", "馬",
            "と", "成銀", "(", ")", "（", "7", "a", "b", "f", "h", "i", "+", "-", "x", "*",
            "=", "P", "G", "S", "B", "R", "K", "L", "N", "p", "g", "0", "é", "玉", "飛", "角",
            "全", "生", "行", "5", "e", "3", "4", "6", "8", "X", "F", "E", "I",
        ];
        let text: String = picks.iter().map(|&i| POOL[i]).collect();
        let p = if midgame { pos(SILVER_AT_3D) } else { Position::startpos() };
        let legal = p.legal_moves();
        let accepted = [
            parse_move(&p, &text, sq("7f")),
            parse_japanese(&p, &text, sq("5e")),
            parse_western(&p, &text),
        ];
        for mv in accepted.into_iter().flatten() {
            proptest::prop_assert!(legal.contains(&mv), "'{}' read as illegal {}", text, mv);
        }
    }
}
