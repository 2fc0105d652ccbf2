//! A pinned piece of the same kind still counts for 右左直上引寄 and 打,
//! as Kifu for Windows and ShogiHome write it: a reader that counts every
//! piece reaching the square can then never take the move for another.
//! Texts that count only the legal moves (our older exports, some other
//! programs) must still read.
//!
//! Positions worked out by hand; squares in SFEN list files 9 → 1, rank a
//! (一) first.

use crate::common::{mv, pos};
use shogi_core::Square;
use shogi_core::notation::{japanese, kif_move, parse_japanese};

fn sq(text: &str) -> Option<Square> {
    Square::parse_usi(text)
}

/// Black's silver on 4h is pinned to the king on 5i by the bishop on 2f;
/// unpinned it could step back to 3i. A silver in hand.
const SILVER_PINNED_ON_THE_DIAGONAL: &str = "k8/9/9/9/9/7b1/9/5S3/4K4 b S 1";

/// Golds on 6h and 4h can both step up onto White's pawn on 5g; the lance
/// on 4a pins the one on 4h to the king on 4i.
const GOLD_PINNED_ON_THE_FILE: &str = "k4l3/9/9/9/9/9/4p4/3G1G3/5K3 b - 1";

/// The gold on 5h can step along to 4h; the gold on 4i could step up to
/// it, but the rook on 2i pins it to the king on 6i.
const GOLD_PINNED_ON_THE_RANK: &str = "k8/9/9/9/9/9/9/4G4/3K1G1r1 b - 1";

#[test]
fn the_pinned_piece_really_cannot_move_there() {
    let cases = [
        (SILVER_PINNED_ON_THE_DIAGONAL, "4h3i"),
        (GOLD_PINNED_ON_THE_FILE, "4h5g"),
        (GOLD_PINNED_ON_THE_RANK, "4i4h"),
    ];
    for (sfen, text) in cases {
        assert!(
            !pos(sfen).legal_moves().contains(&mv(text)),
            "{text} should be illegal in {sfen}"
        );
    }
}

#[test]
fn a_drop_says_da_when_a_pinned_piece_of_its_kind_reaches_the_square() {
    let p = pos(SILVER_PINNED_ON_THE_DIAGONAL);
    let drop = mv("S*3i");
    assert_eq!(japanese(&p, drop, None), "▲３九銀打");
    // Both styles read as the drop: without 打 the only silver that could
    // go there is the one in hand.
    for text in ["３九銀打", "３九銀", "▲３九銀打"] {
        assert_eq!(parse_japanese(&p, text, None), Ok(drop), "{text}");
    }
    assert_eq!(kif_move(&p, drop, None), "３九銀打");
}

#[test]
fn a_capture_says_left_when_the_right_gold_is_pinned() {
    let p = pos(GOLD_PINNED_ON_THE_FILE);
    let take = mv("6h5g");
    assert_eq!(japanese(&p, take, sq("5g")), "▲同　金左");
    assert_eq!(japanese(&p, take, None), "▲５七金左");
    for text in ["同　金左", "同金左", "同金", "５七金左", "５七金"] {
        assert_eq!(parse_japanese(&p, text, sq("5g")), Ok(take), "{text}");
    }
    // 右 names the pinned gold: refused, never read as the other one.
    assert!(parse_japanese(&p, "同金右", sq("5g")).is_err());
}

#[test]
fn a_sideways_step_says_yori_when_the_gold_below_is_pinned() {
    let p = pos(GOLD_PINNED_ON_THE_RANK);
    let step = mv("5h4h");
    assert_eq!(japanese(&p, step, None), "▲４八金寄");
    for text in ["４八金寄", "４八金", "▲４八金寄"] {
        assert_eq!(parse_japanese(&p, text, None), Ok(step), "{text}");
    }
    // 上 and 直 name the pinned gold on 4i.
    for text in ["４八金上", "４八金直"] {
        assert!(parse_japanese(&p, text, None).is_err(), "{text}");
    }
}

/// Once the pin is gone the same moves need the same words: the words
/// follow the pieces that reach, not the pin.
#[test]
fn the_words_do_not_change_when_the_pin_goes() {
    let free = [
        ("k8/9/9/9/9/9/9/5S3/4K4 b S 1", "S*3i", None, "▲３九銀打"),
        (
            "k8/9/9/9/9/9/4p4/3G1G3/5K3 b - 1",
            "6h5g",
            sq("5g"),
            "▲同　金左",
        ),
        ("k8/9/9/9/9/9/9/4G4/3K1G3 b - 1", "5h4h", None, "▲４八金寄"),
    ];
    for (sfen, usi, previous_to, text) in free {
        assert_eq!(japanese(&pos(sfen), mv(usi), previous_to), text, "{sfen}");
    }
}

/// Every legal move of these positions writes a text that reads back to
/// itself, pinned pieces and all.
#[test]
fn every_move_with_a_pin_on_the_board_round_trips() {
    for sfen in [
        SILVER_PINNED_ON_THE_DIAGONAL,
        GOLD_PINNED_ON_THE_FILE,
        GOLD_PINNED_ON_THE_RANK,
    ] {
        let p = pos(sfen);
        for mv in p.legal_moves() {
            for previous_to in [None, sq("5g")] {
                let text = japanese(&p, mv, previous_to);
                assert_eq!(
                    parse_japanese(&p, &text, previous_to),
                    Ok(mv),
                    "{sfen}: {text}"
                );
            }
        }
    }
}
