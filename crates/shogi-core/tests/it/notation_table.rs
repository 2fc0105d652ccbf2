//! Hand-written positions and moves with the Japanese and Western text a
//! player would write for them, worked out from the JSA notation rules
//! (relative words: movement 上引寄 first, then position 右左直, then both)
//! and Hodges (origin only when ambiguous, `=` for a declined promotion).
//!
//! Squares in SFEN: each rank lists files 9 → 1; rank a (一) first.

use shogi_core::notation::{japanese, parse_japanese, parse_western, western, western_numeric};
use shogi_core::{Move, Position, Square};

struct Case {
    /// What the row demonstrates.
    why: &'static str,
    sfen: &'static str,
    usi: &'static str,
    previous_to: Option<&'static str>,
    japanese: &'static str,
    western: &'static str,
}

const fn case(
    why: &'static str,
    sfen: &'static str,
    usi: &'static str,
    japanese: &'static str,
    western: &'static str,
) -> Case {
    Case {
        why,
        sfen,
        usi,
        previous_to: None,
        japanese,
        western,
    }
}

const fn after(
    why: &'static str,
    sfen: &'static str,
    previous_to: &'static str,
    usi: &'static str,
    japanese: &'static str,
    western: &'static str,
) -> Case {
    Case {
        why,
        sfen,
        usi,
        previous_to: Some(previous_to),
        japanese,
        western,
    }
}

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const START_76: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
const OPEN_BISHOPS: &str = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
const BISHOP_TAKEN: &str = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4";
const GOLDS_FOUR_WAYS: &str = "4k4/9/9/9/9/9/3G1G3/3GG4/4K4 b - 1";
const SILVERS_FOUR_CORNERS: &str = "4k4/9/9/3S1S3/9/3S1S3/9/9/4K4 b - 1";
const SILVERS_UP_AND_BACK: &str = "k8/5S3/9/5S3/9/9/9/9/4K4 b - 1";
const TOKINS_IN_A_ROW: &str = "4k4/9/9/3+P+P+P3/9/9/9/9/4K4 b - 1";
const DRAGONS_BOTH_BACK: &str = "k8/7+R1/8+R/9/9/9/9/9/4K4 b - 1";
const DRAGONS_BACK_OR_ALONG: &str = "8+R/k8/4+R4/9/9/9/9/9/4K4 b - 1";
const HORSES_BOTH_BACK: &str = "+B+B6k/9/9/9/9/9/9/9/4K4 b - 1";
const HORSES_UP_OR_BACK: &str = "9/7+B1/k8/9/4+B4/9/9/9/4K4 b - 1";
const HORSES_ALONG_OR_BACK: &str = "k8/7+B1/9/4+B4/9/9/9/9/4K4 b - 1";
const WHITE_SILVERS_FOUR_CORNERS: &str = "k2s1s3/9/3s1s3/9/9/9/9/9/4K4 w - 1";
const WHITE_SILVERS_IN_A_ROW: &str = "4ksss1/9/9/9/9/9/9/9/4K4 w - 1";
const WHITE_TOKINS_IN_A_ROW: &str = "4k4/9/9/9/9/3+p+p+p3/9/9/K8 w - 1";
const WHITE_HORSES_BOTH_BACK: &str = "4k4/9/9/9/9/9/9/9/4K2+b+b w - 1";
const WHITE_DRAGONS_BOTH_BACK: &str = "4k4/9/9/9/9/9/+r8/1+r7/8K w - 1";
const PINNED_GOLD: &str = "k3r4/9/9/9/9/9/9/4G4/4K4 b G 1";
const FREE_GOLD: &str = "k8/9/9/9/9/9/9/4G4/4K4 b G 1";
const BISHOP_ON_BOARD_AND_IN_HAND: &str = "4k4/9/9/9/9/9/3B5/9/4K4 b B 1";

#[rustfmt::skip]
const CASES: &[Case] = &[
    // Plain moves, promotion, 同.
    case("a pawn push", START, "7g7f", "▲７六歩", "P-7f"),
    case("a king step", START, "5i5h", "▲５八玉", "K-5h"),
    case("capture and promote", OPEN_BISHOPS, "8h2b+", "▲２二角成", "Bx2b+"),
    case("capture and decline", OPEN_BISHOPS, "8h2b", "▲２二角不成", "Bx2b="),
    after("同 recapture by White", BISHOP_TAKEN, "2b", "3a2b", "△同　銀", "Sx2b"),
    after("同 by a pawn", "4k4/9/7p1/7P1/9/9/9/9/4K4 w - 1", "2d", "2c2d", "△同　歩", "Px2d"),
    after("同 before a two-character name", "4k4/9/9/9/4p4/4+S4/9/9/4K4 b - 1", "5e", "5f5e", "▲同　成銀", "+Sx5e"),
    case("Black silver enters the zone without promoting", "4k4/9/9/6S2/9/9/9/9/4K4 b - 1", "3d2c", "▲２三銀不成", "S-2c="),
    case("White silver enters its zone, declining", "4k4/9/9/9/9/1s7/9/9/4K4 w - 1", "8f8g", "△８七銀不成", "S-8g="),
    case("White silver enters its zone, promoting", "4k4/9/9/9/9/1s7/9/9/4K4 w - 1", "8f8g+", "△８七銀成", "S-8g+"),
    case("forced promotion: no 不成 exists, so 成 only", "4k4/8P/9/9/9/9/9/9/4K4 b - 1", "1b1a+", "▲１一歩成", "P-1a+"),
    case("a pawn may decline on the second rank", "4k4/9/8P/9/9/9/9/9/4K4 b - 1", "1c1b", "▲１二歩不成", "P-1b="),
    // Drops and 打.
    case("drop with no board bishop able to go there: no 打", "4k4/9/9/9/9/9/9/9/4K4 b B 1", "B*4e", "▲４五角", "B*4e"),
    case("drop where the board bishop could also go: 打", BISHOP_ON_BOARD_AND_IN_HAND, "B*4e", "▲４五角打", "B*4e"),
    case("the board bishop's move needs no word", BISHOP_ON_BOARD_AND_IN_HAND, "6g4e", "▲４五角", "B-4e"),
    case("a pinned gold still reaches 4g, so the drop says 打 (as Kifu for Windows writes it)", PINNED_GOLD, "G*4g", "▲４七金打", "G*4g"),
    case("the same drop with the gold free: 打", FREE_GOLD, "G*4g", "▲４七金打", "G*4g"),
    case("a horse is not a bishop: no 打", "4k4/9/9/9/4+B4/9/9/9/4K4 b B 1", "B*4d", "▲４四角", "B*4d"),
    case("the horse's own move", "4k4/9/9/9/4+B4/9/9/9/4K4 b B 1", "5e4d", "▲４四馬", "+B-4d"),
    case("White drop next to its own gold: 打", "4kg3/9/9/9/9/9/9/9/4K4 w g 1", "G*4b", "△４二金打", "G*4b"),
    // Different kinds never need words.
    case("gold, promoted lance and tokin can all go: no words", "4k4/9/9/3G+L+P3/9/9/9/9/4K4 b - 1", "6d5c", "▲５三金", "G-5c"),
    case("the promoted lance among them", "4k4/9/9/3G+L+P3/9/9/9/9/4K4 b - 1", "5d5c", "▲５三成香", "+L-5c"),
    case("the tokin among them", "4k4/9/9/3G+L+P3/9/9/9/9/4K4 b - 1", "4d5c", "▲５三と", "+P-5c"),
    // Black: 右 左.
    case("golds both step up: the right one", START, "4i5h", "▲５八金右", "G4i-5h"),
    case("golds both step up: the left one", START, "6i5h", "▲５八金左", "G6i-5h"),
    after("同 with a relative word", "4k4/9/9/9/9/9/9/4p4/3GKG3 b - 1", "5h", "4i5h", "▲同　金右", "G4ix5h"),
    case("rooks coming along the rank from both sides", "4k4/9/9/9/R7R/9/9/9/4K4 b - 1", "9e5e", "▲５五飛左", "R9e-5e"),
    case("the rook from the right", "4k4/9/9/9/R7R/9/9/9/4K4 b - 1", "1e5e", "▲５五飛右", "R1e-5e"),
    case("knights: the right one", "4k4/9/9/9/9/9/9/9/2N1N3K b - 1", "5i6g", "▲６七桂右", "N5i-6g"),
    case("knights: the left one", "4k4/9/9/9/9/9/9/9/2N1N3K b - 1", "7i6g", "▲６七桂左", "N7i-6g"),
    // Black: 直.
    case("silvers both go up: straight one is 直", "4k4/9/9/9/9/9/9/9/2SSK4 b - 1", "7i7h", "▲７八銀直", "S7i-7h"),
    case("silvers both go up: diagonal one is 右", "4k4/9/9/9/9/9/9/9/2SSK4 b - 1", "6i7h", "▲７八銀右", "S6i-7h"),
    // Black: 上 寄 引 settle it alone, even for a straight step.
    case("gold up vs gold along: 上 (not 直)", "4k4/9/9/9/9/9/9/2G6/3GK4 b - 1", "6i6h", "▲６八金上", "G6i-6h"),
    case("gold along vs gold up: 寄", "4k4/9/9/9/9/9/9/2G6/3GK4 b - 1", "7h6h", "▲６八金寄", "G7h-6h"),
    case("gold stepping straight back: 引", "4k4/9/9/9/9/4G4/9/5G3/4K4 b - 1", "5f5g", "▲５七金引", "G5f-5g"),
    case("gold up from the right vs gold back: 上", "4k4/9/9/9/9/4G4/9/5G3/4K4 b - 1", "4h5g", "▲５七金上", "G4h-5g"),
    case("silver back in the zone: 引 and 不成", SILVERS_UP_AND_BACK, "4b5c", "▲５三銀引不成", "S4b-5c="),
    case("silver back in the zone: 引 and 成", SILVERS_UP_AND_BACK, "4b5c+", "▲５三銀引成", "S4b-5c+"),
    case("silver up into the zone: 上", SILVERS_UP_AND_BACK, "4d5c", "▲５三銀上不成", "S4d-5c="),
    // Black: combinations (four golds onto one square).
    case("gold up from the left, another up, another from the left", GOLDS_FOUR_WAYS, "6h5g", "▲５七金左上", "G6h-5g"),
    case("gold straight up among them", GOLDS_FOUR_WAYS, "5h5g", "▲５七金直", "G5h-5g"),
    case("gold along from the left", GOLDS_FOUR_WAYS, "6g5g", "▲５七金左寄", "G6g-5g"),
    case("gold along from the right: 右 alone is enough", GOLDS_FOUR_WAYS, "4g5g", "▲５七金右", "G4g-5g"),
    // Black: four silvers around one square.
    case("silver from lower left", SILVERS_FOUR_CORNERS, "6f5e", "▲５五銀左上", "S6f-5e"),
    case("silver from upper left", SILVERS_FOUR_CORNERS, "6d5e", "▲５五銀左引", "S6d-5e"),
    case("silver from lower right", SILVERS_FOUR_CORNERS, "4f5e", "▲５五銀右上", "S4f-5e"),
    case("silver from upper right", SILVERS_FOUR_CORNERS, "4d5e", "▲５五銀右引", "S4d-5e"),
    // Black tokins.
    case("tokin from the left", TOKINS_IN_A_ROW, "6d5c", "▲５三と左", "+P6d-5c"),
    case("tokin straight up", TOKINS_IN_A_ROW, "5d5c", "▲５三と直", "+P5d-5c"),
    case("tokin from the right", TOKINS_IN_A_ROW, "4d5c", "▲５三と右", "+P4d-5c"),
    // Black dragons and horses: 左/右 compare the two pieces, never 直.
    case("dragons both move back: the right one", DRAGONS_BOTH_BACK, "1c2d", "▲２四龍右", "+R1c-2d"),
    case("dragons both move back: the left one (straight down)", DRAGONS_BOTH_BACK, "2b2d", "▲２四龍左", "+R2b-2d"),
    case("dragon straight back vs dragon along: 引", DRAGONS_BACK_OR_ALONG, "1a1c", "▲１三龍引", "+R1a-1c"),
    case("dragon along vs dragon back: 寄", DRAGONS_BACK_OR_ALONG, "5c1c", "▲１三龍寄", "+R5c-1c"),
    case("horses both step back: the left one", HORSES_BOTH_BACK, "9a8b", "▲８二馬左", "+B9a-8b"),
    case("horses both step back: the right one (straight)", HORSES_BOTH_BACK, "8a8b", "▲８二馬右", "+B8a-8b"),
    case("horse up vs horse back: 上", HORSES_UP_OR_BACK, "5e4d", "▲４四馬上", "+B5e-4d"),
    case("horse back vs horse up: 引", HORSES_UP_OR_BACK, "2b4d", "▲４四馬引", "+B2b-4d"),
    case("horse along vs horse back: 寄", HORSES_ALONG_OR_BACK, "5d4d", "▲４四馬寄", "+B5d-4d"),
    // White: 右 and 左 are mirrored (White's right is toward file 9).
    case("White golds: the one on 6a is White's right", START_76, "6a5b", "△５二金右", "G6a-5b"),
    case("White golds: the one on 4a is White's left", START_76, "4a5b", "△５二金左", "G4a-5b"),
    case("White gold along: 寄", "4k1g2/5g3/9/9/9/9/9/9/4K4 w - 1", "4b3b", "△３二金寄", "G4b-3b"),
    case("White gold straight up (toward rank i): 上", "4k1g2/5g3/9/9/9/9/9/9/4K4 w - 1", "3a3b", "△３二金上", "G3a-3b"),
    case("White gold straight back: 引", "k8/3g5/4g4/9/9/9/9/9/4K4 w - 1", "5c5b", "△５二金引", "G5c-5b"),
    case("White gold along from its right: 寄", "k8/3g5/4g4/9/9/9/9/9/4K4 w - 1", "6b5b", "△５二金寄", "G6b-5b"),
    case("White silver straight: 直", WHITE_SILVERS_IN_A_ROW, "3a3b", "△３二銀直", "S3a-3b"),
    case("White silver from its left", WHITE_SILVERS_IN_A_ROW, "2a3b", "△３二銀左", "S2a-3b"),
    case("White silver from its right", WHITE_SILVERS_IN_A_ROW, "4a3b", "△３二銀右", "S4a-3b"),
    case("White silver: left and up", WHITE_SILVERS_FOUR_CORNERS, "4a5b", "△５二銀左上", "S4a-5b"),
    case("White silver: right and up", WHITE_SILVERS_FOUR_CORNERS, "6a5b", "△５二銀右上", "S6a-5b"),
    case("White silver: left and back", WHITE_SILVERS_FOUR_CORNERS, "4c5b", "△５二銀左引", "S4c-5b"),
    case("White silver: right and back", WHITE_SILVERS_FOUR_CORNERS, "6c5b", "△５二銀右引", "S6c-5b"),
    case("White tokin from its left", WHITE_TOKINS_IN_A_ROW, "4f5g", "△５七と左", "+P4f-5g"),
    case("White tokin straight", WHITE_TOKINS_IN_A_ROW, "5f5g", "△５七と直", "+P5f-5g"),
    case("White tokin from its right", WHITE_TOKINS_IN_A_ROW, "6f5g", "△５七と右", "+P6f-5g"),
    case("White knights: the one on 3a is White's left", "k3n1n2/9/9/9/9/9/9/9/4K4 w - 1", "3a4c", "△４三桂左", "N3a-4c"),
    case("White knights: the one on 5a is White's right", "k3n1n2/9/9/9/9/9/9/9/4K4 w - 1", "5a4c", "△４三桂右", "N5a-4c"),
    case("White horses both back: the right one (straight)", WHITE_HORSES_BOTH_BACK, "2i2h", "△２八馬右", "+B2i-2h"),
    case("White horses both back: the left one", WHITE_HORSES_BOTH_BACK, "1i2h", "△２八馬左", "+B1i-2h"),
    case("White dragons both back: the right one", WHITE_DRAGONS_BOTH_BACK, "9g8f", "△８六龍右", "+R9g-8f"),
    case("White dragons both back: the left one (straight)", WHITE_DRAGONS_BOTH_BACK, "8h8f", "△８六龍左", "+R8h-8f"),
];

fn setup(c: &Case) -> (Position, Move, Option<Square>) {
    let pos = Position::from_sfen(c.sfen).unwrap_or_else(|e| panic!("{}: bad SFEN: {e}", c.why));
    let mv = Move::from_usi(c.usi).unwrap_or_else(|e| panic!("{}: {e}", c.why));
    assert!(
        pos.legal_moves().contains(&mv),
        "{}: {} is not legal in {}",
        c.why,
        c.usi,
        c.sfen
    );
    let previous_to = c.previous_to.map(|s| Square::parse_usi(s).expect("square"));
    (pos, mv, previous_to)
}

#[test]
fn the_table_is_large_enough() {
    assert!(CASES.len() >= 30);
}

#[test]
fn japanese_as_written_by_hand() {
    let mut wrong = Vec::new();
    for c in CASES {
        let (pos, mv, previous_to) = setup(c);
        let got = japanese(&pos, mv, previous_to);
        if got != c.japanese {
            wrong.push(format!(
                "{}: {} gave {got}, expected {}",
                c.why, c.usi, c.japanese
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn western_as_written_by_hand() {
    let mut wrong = Vec::new();
    for c in CASES {
        let (pos, mv, _) = setup(c);
        let got = western(&pos, mv);
        if got != c.western {
            wrong.push(format!(
                "{}: {} gave {got}, expected {}",
                c.why, c.usi, c.western
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn the_hand_written_texts_read_back_to_the_move() {
    for c in CASES {
        let (pos, mv, previous_to) = setup(c);
        assert_eq!(
            parse_japanese(&pos, c.japanese, previous_to),
            Ok(mv),
            "{}: {}",
            c.why,
            c.japanese
        );
        assert_eq!(
            parse_western(&pos, c.western),
            Ok(mv),
            "{}: {}",
            c.why,
            c.western
        );
    }
}

/// Every legal move of every table position, not just the one in the row.
#[test]
fn every_move_of_the_table_positions_round_trips() {
    for c in CASES {
        let (pos, _, previous_to) = setup(c);
        for mv in pos.legal_moves() {
            let ja = japanese(&pos, mv, previous_to);
            assert_eq!(
                parse_japanese(&pos, &ja, previous_to),
                Ok(mv),
                "{}: {ja}",
                c.sfen
            );
            let we = western(&pos, mv);
            assert_eq!(parse_western(&pos, &we), Ok(mv), "{}: {we}", c.sfen);
            let numeric = western_numeric(&pos, mv);
            assert_eq!(
                parse_western(&pos, &numeric),
                Ok(mv),
                "{}: {numeric}",
                c.sfen
            );
        }
    }
}
