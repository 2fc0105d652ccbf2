//! The numeric Western style of English books and sites (`P-76`, `Bx22+`,
//! `S68-57`, `P*23`) and upper-case USI, as typed at the game's `:` prompt:
//! what each text resolves to in hand-written positions, what is refused
//! and why, and a round trip over random games.
//!
//! Squares in SFEN: each rank lists files 9 → 1; rank a (1) first. In the
//! numeric style a square is file then rank, both digits: 7g is 77.

use proptest::prelude::*;
use shogi_core::notation::{parse_move, parse_western, typed_usi, western_numeric};
use shogi_core::{Move, Position};
use shogi_i18n::rules::Shown;
use shogi_i18n::{Lang, in_lang};

fn pos(sfen: &str) -> Position {
    Position::from_sfen(sfen).expect("test SFEN")
}

/// Black silvers on 68 and 48 can both step to 57.
const TWO_SILVERS: &str = "4k4/9/9/9/9/9/9/3S1S3/4K4 b - 1";
/// A Black silver on 34: to 23 it enters the zone, to 25 it stays out.
const SILVER_ON_34: &str = "4k4/9/9/6S2/9/9/9/9/4K4 b - 1";
/// A White silver on 66: 57 is in White's zone (ranks 7-9).
const WHITE_SILVER_ON_66: &str = "4k4/9/9/9/9/3s5/9/9/4K4 w - 1";
/// A Black pawn on 12 must promote on 11.
const PAWN_ON_12: &str = "4k4/8P/9/9/9/9/9/9/4K4 b - 1";
/// Bishops face each other; Black's on 88 can take on 22.
const OPEN_BISHOPS: &str = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
/// White to move after 7g7f.
const START_76: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
/// Black has a bishop and a pawn in hand and nothing on the board but the king.
const HAND_ONLY: &str = "4k4/9/9/9/9/9/9/9/4K4 b BP 1";
/// A Black bishop on 67 and one in hand can both reach 45.
const BISHOP_BOARD_AND_HAND: &str = "4k4/9/9/9/9/9/3B5/9/4K4 b B 1";
/// A Black horse on 55.
const HORSE_ON_55: &str = "4k4/9/9/9/4+B4/9/9/9/4K4 b - 1";

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// (why, position, typed text, the move it must be).
#[rustfmt::skip]
const ACCEPTED: &[(&str, &str, &str, &str)] = &[
    ("pawn push with a dash", START, "P-76", "7g7f"),
    ("pawn push without a dash", START, "P76", "7g7f"),
    ("lower-case piece letter", START, "p-76", "7g7f"),
    ("redundant origin", START, "P77-76", "7g7f"),
    ("redundant origin, no dash", START, "P7776", "7g7f"),
    ("origin and destination only", START, "77-76", "7g7f"),
    ("origin and destination only, no dash", START, "7776", "7g7f"),
    ("Hodges with an upper-case rank", START, "P-7F", "7g7f"),
    ("upper-case USI", START, "7G7F", "7g7f"),
    ("mixed-case USI", START, "7g7F", "7g7f"),
    ("White's pawn", START_76, "P-34", "3c3d"),
    ("White's gold from 61, named by its origin", START_76, "G61-52", "6a5b"),
    ("the silver from 68", TWO_SILVERS, "S68-57", "6h5g"),
    ("the silver from 48", TWO_SILVERS, "S48-57", "4h5g"),
    ("the silver from 68, compact", TWO_SILVERS, "S6857", "6h5g"),
    ("origin in Hodges, destination numeric", TWO_SILVERS, "S6h-57", "6h5g"),
    ("a silver on its own needs no origin", TWO_SILVERS, "S-47", "4h4g"),
    ("origin and destination run together, as in G6978", START, "G6978", "6i7h"),
    ("White's silver declines on 57", WHITE_SILVER_ON_66, "S-57=", "6f5g"),
    ("White's silver promotes on 57", WHITE_SILVER_ON_66, "S-57+", "6f5g+"),
    ("into the zone, promoting", SILVER_ON_34, "S-23+", "3d2c+"),
    ("into the zone, declining", SILVER_ON_34, "S-23=", "3d2c"),
    ("out of the zone, nothing to say", SILVER_ON_34, "S-25", "3d2e"),
    ("forced promotion written", PAWN_ON_12, "P-11+", "1b1a+"),
    ("forced promotion unwritten: there is no other move", PAWN_ON_12, "P-11", "1b1a+"),
    ("capture and promote", OPEN_BISHOPS, "Bx22+", "8h2b+"),
    ("capture and decline", OPEN_BISHOPS, "Bx22=", "8h2b"),
    ("a capture written with a dash", OPEN_BISHOPS, "B-22+", "8h2b+"),
    ("capture with origin, compact", OPEN_BISHOPS, "B8822+", "8h2b+"),
    ("upper-case USI declining with =", OPEN_BISHOPS, "8H2B=", "8h2b"),
    ("USI declining with =", OPEN_BISHOPS, "8h2b=", "8h2b"),
    ("USI where promoting is not possible says nothing", SILVER_ON_34, "3d2e", "3d2e"),
    ("upper-case USI with promotion", OPEN_BISHOPS, "8H2B+", "8h2b+"),
    ("a drop", HAND_ONLY, "P*23", "P*2c"),
    ("a drop, lower-case", HAND_ONLY, "b*45", "B*4e"),
    ("a drop without * when nothing on the board can go there", HAND_ONLY, "B45", "B*4e"),
    ("upper-case USI drop", HAND_ONLY, "P*5E", "P*5e"),
    ("the drop said, with a bishop on the board too", BISHOP_BOARD_AND_HAND, "B*45", "B*4e"),
    ("the board move said, with a bishop in hand too", BISHOP_BOARD_AND_HAND, "B-45", "6g4e"),
    ("a promoted piece", HORSE_ON_55, "+B-44", "5e4d"),
    ("a promoted piece, lower-case", HORSE_ON_55, "+b44", "5e4d"),
];

#[test]
fn typed_texts_resolve_to_the_one_move() {
    let mut wrong = Vec::new();
    for &(why, sfen, text, usi) in ACCEPTED {
        let expected = Move::from_usi(usi).expect("test move");
        let got = parse_move(&pos(sfen), text, None);
        if got != Ok(expected) {
            wrong.push(format!("{why}: '{text}' gave {got:?}, expected {usi}"));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// (why, position, typed text, the whole message the player reads).
#[rustfmt::skip]
const REFUSED: &[(&str, &str, &str, &str)] = &[
    ("two silvers reach 57", TWO_SILVERS, "S-57",
        "ambiguous: two silvers can move to 57; add the origin (S48-57 or S68-57)"),
    ("the Hodges spelling is answered in Hodges", TWO_SILVERS, "S-5g",
        "ambiguous: two silvers can move to 5g; add the origin (S4h-5g or S6h-5g)"),
    ("two golds reach 58", START, "G-58",
        "ambiguous: two golds can move to 58; add the origin (G49-58 or G69-58)"),
    ("a board bishop and one in hand reach 45", BISHOP_BOARD_AND_HAND, "B45",
        "ambiguous: a bishop on the board and one in hand can both go to 45; say which (B-45 or B*45)"),
    ("into the zone without saying", SILVER_ON_34, "S-23",
        "say whether the silver promotes: S-23+ or S-23="),
    ("White's silver into its zone without saying", WHITE_SILVER_ON_66, "S-57",
        "say whether the silver promotes: S-57+ or S-57="),
    ("Black's silver to 57 has nothing to decline", TWO_SILVERS, "S68-57=",
        "no promotion to decline (cannot promote: 6h and 5g are both outside the promotion zone); write S68-57"),
    ("a capture into the zone without saying", OPEN_BISHOPS, "Bx22",
        "say whether the bishop promotes: Bx22+ or Bx22="),
    ("USI into the zone without saying: a player who types it is asked, as the cursor asks",
        OPEN_BISHOPS, "8h2b", "say whether the bishop promotes: 8h2b+ or 8h2b="),
    ("USI = outside the zone", START, "7g7f=",
        "no promotion to decline (cannot promote: 7g and 7f are both outside the promotion zone); write 7g7f"),
    ("= outside the zone", SILVER_ON_34, "S-25=",
        "no promotion to decline (cannot promote: 3d and 2e are both outside the promotion zone); write S-25"),
    ("= on a pawn push", START, "P-76=",
        "no promotion to decline (cannot promote: 7g and 7f are both outside the promotion zone); write P-76"),
    ("= on a gold", START, "G69-58=",
        "no promotion to decline (cannot promote: a gold never promotes); write G69-58"),
    ("= on a promoted piece", HORSE_ON_55, "+B-22=",
        "no promotion to decline (cannot promote: the horse on 5e is already promoted); write +B-22"),
    ("= where promotion is forced", PAWN_ON_12, "P-11=",
        "the pawn must promote on 1a: it could never move again"),
    ("+ outside the zone", SILVER_ON_34, "S-25+",
        "cannot promote: 3d and 2e are both outside the promotion zone"),
    ("+ on a gold", START, "G69-58+",
        "cannot promote: a gold never promotes"),
    ("+ in upper-case USI outside the zone", START, "7G7F+",
        "cannot promote: 7g and 7f are both outside the promotion zone"),
    ("a drop onto a piece", HAND_ONLY, "P*59",
        "cannot drop on 5i: the square is occupied"),
    ("a drop with +", HAND_ONLY, "B*45+",
        "not a move: 'B*45+': a drop (*) has no origin and never promotes"),
    ("a drop with =", HAND_ONLY, "B*45=",
        "not a move: 'B*45=': a drop (*) has no origin and never promotes"),
    ("only the hand's bishop can go, and + was written", HAND_ONLY, "B45+",
        "only a bishop from the hand can go to 45, and a drop never promotes; write B*45"),
    ("a drop from an origin", HAND_ONLY, "P59*23",
        "not a move: 'P59*23': a drop (*) has no origin and never promotes"),
    ("nothing in hand to drop", START, "P*55",
        "Black has no pawn in hand"),
    ("no pawn reaches 75", START, "P-75",
        "no pawn can move to 75"),
    ("the origin holds another piece", START, "N79-78",
        "the piece on 79 is a silver, not a knight"),
    ("the origin is empty", START, "S68-57",
        "there is no piece on 6h"),
    ("rank 0 is no rank", START, "P-70",
        "not a move: 'P-70': expected a square like 7f or 76 (file 1-9, rank a-i or 1-9)"),
    ("a square without a piece", START, "76",
        "not a move: '76': start with the piece letter, like P-7f or P-76"),
    ("three digits", START, "P776",
        "not a move: 'P776': unexpected '6' after the move"),
];

#[test]
fn refusals_say_why() {
    let mut wrong = Vec::new();
    for &(why, sfen, text, message) in REFUSED {
        match parse_move(&pos(sfen), text, None) {
            Ok(mv) => wrong.push(format!("{why}: '{text}' was read as {mv}")),
            Err(e) if e.to_string() != message => {
                wrong.push(format!(
                    "{why}: '{text}' said\n    {e}\n  expected\n    {message}"
                ));
            }
            // The player reads the same words in English, and Japanese ones
            // in Japanese (squares and candidates as typed).
            Err(e) => {
                let en = in_lang(Lang::En, || e.shown());
                let ja = in_lang(Lang::Ja, || e.shown());
                if en != message || ja.is_ascii() || ja.contains("moves-") {
                    wrong.push(format!("{why}: '{text}' shown as\n    {en}\n    {ja}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// The writer's numeric style, worked out by hand.
#[rustfmt::skip]
const WRITTEN: &[(&str, &str, &str)] = &[
    (START, "7g7f", "P-76"),
    (START, "6i5h", "G69-58"),
    (TWO_SILVERS, "6h5g", "S68-57"),
    (TWO_SILVERS, "4h4g", "S-47"),
    (SILVER_ON_34, "3d2c", "S-23="),
    (SILVER_ON_34, "3d2c+", "S-23+"),
    (OPEN_BISHOPS, "8h2b+", "Bx22+"),
    (HAND_ONLY, "P*2c", "P*23"),
    (HORSE_ON_55, "5e4d", "+B-44"),
];

#[test]
fn the_writer_spells_numeric_squares() {
    for &(sfen, usi, text) in WRITTEN {
        let mv = Move::from_usi(usi).expect("test move");
        assert_eq!(western_numeric(&pos(sfen), mv), text, "{sfen}: {usi}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// In positions reached by random play, every legal move's numeric
    /// text (also lower-cased) and its upper-case USI read back to exactly
    /// that move.
    #[test]
    fn numeric_western_and_upper_case_usi_round_trip(picks in proptest::collection::vec(any::<u32>(), 0..120)) {
        let mut p = Position::startpos();
        for pick in picks {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            for &mv in &legal {
                let text = western_numeric(&p, mv);
                prop_assert_eq!(parse_move(&p, &text, None), Ok(mv), "{}: {}", p.to_sfen(), text);
                let lower = text.to_ascii_lowercase();
                prop_assert_eq!(parse_western(&p, &lower), Ok(mv), "{}: {}", p.to_sfen(), lower);
                let upper = typed_usi(&p, mv).to_ascii_uppercase();
                prop_assert_eq!(parse_move(&p, &upper, None), Ok(mv), "{}: {}", p.to_sfen(), upper);
            }
            p.do_move(legal[pick as usize % legal.len()]);
        }
    }
}
