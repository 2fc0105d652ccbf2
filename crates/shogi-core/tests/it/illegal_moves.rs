//! Each reason `check_move` can give, on a position built for it, and the
//! message a player reads.

use crate::common::pos;
use shogi_core::{Color, IllegalMove, Move, PieceKind, Position, Square};

fn sq(s: &str) -> Square {
    Square::parse_usi(s).unwrap()
}

fn refuse(sfen: &str, usi: &str) -> IllegalMove {
    let p = pos(sfen);
    let mv = Move::from_usi(usi).unwrap();
    let err = p.check_move(mv).expect_err(usi);
    assert!(
        !p.legal_moves().contains(&mv),
        "{usi} refused by check_move but generated"
    );
    err
}

const START: &str = shogi_core::STARTPOS_SFEN;

#[test]
fn no_piece() {
    assert_eq!(
        refuse(START, "5e5d"),
        IllegalMove::NoPiece { from: sq("5e") }
    );
    assert_eq!(refuse(START, "5e5d").to_string(), "there is no piece on 5e");
}

#[test]
fn not_your_piece() {
    let e = refuse(START, "3c3d");
    assert_eq!(
        e,
        IllegalMove::NotYourPiece {
            from: sq("3c"),
            owner: Color::White,
            mover: Color::Black
        }
    );
    assert_eq!(
        e.to_string(),
        "the piece on 3c is White's, and it is Black's turn"
    );
}

#[test]
fn cannot_move_so() {
    assert_eq!(
        refuse(START, "7g7e"),
        IllegalMove::CannotMoveSo {
            kind: PieceKind::Pawn,
            from: sq("7g"),
            to: sq("7e")
        }
    );
    // A knight does not move like a king.
    assert!(matches!(
        refuse(START, "8i7h"),
        IllegalMove::CannotMoveSo { .. }
    ));
}

#[test]
fn path_blocked_names_the_blocker() {
    let e = refuse(START, "8h3c");
    assert_eq!(
        e,
        IllegalMove::PathBlocked {
            kind: PieceKind::Bishop,
            from: sq("8h"),
            to: sq("3c"),
            blocker: sq("7g")
        }
    );
    assert_eq!(
        e.to_string(),
        "the bishop on 8h cannot reach 3c: the path is blocked at 7g"
    );
    // The nearest of several blockers is named.
    assert!(matches!(
        refuse(START, "9i9a"),
        IllegalMove::OwnPieceOnDestination { .. } | IllegalMove::PathBlocked { .. }
    ));
    let e = refuse("4k4/9/9/9/9/9/9/9/L3K4 b - 1", "9i9a");
    assert!(matches!(e, IllegalMove::MustPromote { .. }), "{e}");
    let e = refuse("4k4/9/p8/9/P8/9/9/9/L3K4 b - 1", "9i9b");
    assert_eq!(
        e,
        IllegalMove::PathBlocked {
            kind: PieceKind::Lance,
            from: sq("9i"),
            to: sq("9b"),
            blocker: sq("9e")
        }
    );
}

#[test]
fn own_piece_on_destination() {
    assert_eq!(
        refuse(START, "9i9g"),
        IllegalMove::OwnPieceOnDestination {
            to: sq("9g"),
            kind: PieceKind::Pawn
        }
    );
}

#[test]
fn pinned_piece_leaves_king_in_check() {
    let e = refuse("4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1", "5g4f");
    assert!(matches!(
        e,
        IllegalMove::LeavesKingInCheck {
            mover: Color::Black,
            ..
        }
    ));
    assert_eq!(e.to_string(), "Black's king would be in check after 5g4f");
    // Along the pin line the gold may move.
    assert!(
        pos("4k4/9/9/9/4r4/9/4G4/9/4K4 b - 1")
            .check_move(Move::from_usi("5g5f").unwrap())
            .is_ok()
    );
}

#[test]
fn king_may_not_step_onto_an_attacked_square() {
    // The rook on 4a covers the whole 4th file.
    let e = refuse("k4r3/9/9/9/9/9/9/9/4K4 b - 1", "5i4h");
    assert!(matches!(e, IllegalMove::LeavesKingInCheck { .. }), "{e}");
}

#[test]
fn king_may_not_retreat_along_the_checking_line() {
    // Rook on 5a checks the king on 5e; 5f is "behind" the king on that line.
    let e = refuse("4r3k/9/9/9/4K4/9/9/9/9 b - 1", "5e5f");
    assert!(matches!(e, IllegalMove::IgnoresCheck { .. }), "{e}");
}

#[test]
fn a_move_that_ignores_check() {
    let e = refuse("4k4/9/9/9/4r4/9/9/9/4K4 b G 1", "G*1a");
    assert!(matches!(
        e,
        IllegalMove::IgnoresCheck {
            mover: Color::Black,
            ..
        }
    ));
    assert_eq!(
        e.to_string(),
        "Black is in check and G*1a does not answer it"
    );
    // Interposing a drop does answer it.
    assert!(
        pos("4k4/9/9/9/4r4/9/9/9/4K4 b G 1")
            .check_move(Move::from_usi("G*5f").unwrap())
            .is_ok()
    );
}

#[test]
fn must_promote() {
    let e = refuse("4k4/8P/9/9/9/9/9/9/4K4 b - 1", "1b1a");
    assert_eq!(
        e,
        IllegalMove::MustPromote {
            kind: PieceKind::Pawn,
            to: sq("1a")
        }
    );
    assert_eq!(
        e.to_string(),
        "the pawn must promote on 1a: it could never move again"
    );
    // A knight must promote on the last two ranks.
    let e = refuse("4k4/9/9/8N/9/9/9/9/4K4 b - 1", "1d2b");
    assert_eq!(
        e,
        IllegalMove::MustPromote {
            kind: PieceKind::Knight,
            to: sq("2b")
        }
    );
    // White's lance must promote on rank i.
    let e = refuse("4k3l/9/9/9/9/9/9/9/4K4 w - 1", "1a1i");
    assert_eq!(
        e,
        IllegalMove::MustPromote {
            kind: PieceKind::Lance,
            to: sq("1i")
        }
    );
}

#[test]
fn cannot_promote_outside_the_zone() {
    let e = refuse(START, "7g7f+");
    assert_eq!(
        e,
        IllegalMove::OutsideZone {
            from: sq("7g"),
            to: sq("7f")
        }
    );
    assert_eq!(
        e.to_string(),
        "cannot promote: 7g and 7f are both outside the promotion zone"
    );
}

#[test]
fn gold_and_king_never_promote() {
    assert_eq!(
        refuse(START, "6i5h+"),
        IllegalMove::NeverPromotes {
            kind: PieceKind::Gold
        }
    );
    assert_eq!(
        refuse("4k4/9/9/9/9/9/9/9/4K4 b - 1", "5i5h+"),
        IllegalMove::NeverPromotes {
            kind: PieceKind::King
        }
    );
}

#[test]
fn already_promoted() {
    assert_eq!(
        refuse("4k4/9/4+P4/9/9/9/9/9/4K4 b - 1", "5c5b+"),
        IllegalMove::AlreadyPromoted {
            kind: PieceKind::ProPawn,
            from: sq("5c")
        }
    );
}

#[test]
fn not_in_hand() {
    let e = refuse(START, "P*5e");
    assert_eq!(
        e,
        IllegalMove::NotInHand {
            mover: Color::Black,
            kind: PieceKind::Pawn
        }
    );
    assert_eq!(e.to_string(), "Black has no pawn in hand");
}

#[test]
fn drop_on_occupied_square() {
    assert_eq!(
        refuse("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5i"),
        IllegalMove::DropOnOccupied { to: sq("5i") }
    );
}

#[test]
fn dead_squares() {
    assert_eq!(
        refuse("4k4/9/9/9/9/9/9/9/4K4 b L 1", "L*1a"),
        IllegalMove::DeadSquare {
            kind: PieceKind::Lance,
            to: sq("1a")
        }
    );
    assert_eq!(
        refuse("4k4/9/9/9/9/9/9/9/4K4 b N 1", "N*1b"),
        IllegalMove::DeadSquare {
            kind: PieceKind::Knight,
            to: sq("1b")
        }
    );
    assert_eq!(
        refuse("4k4/9/9/9/9/9/9/9/4K4 w p 1", "P*1i"),
        IllegalMove::DeadSquare {
            kind: PieceKind::Pawn,
            to: sq("1i")
        }
    );
}

#[test]
fn nifu() {
    let e = refuse("4k4/9/9/9/9/9/4P4/9/4K4 b P 1", "P*5e");
    assert_eq!(
        e,
        IllegalMove::Nifu {
            mover: Color::Black,
            file: 5
        }
    );
    assert_eq!(
        e.to_string(),
        "nifu: Black already has an unpromoted pawn on file 5"
    );
    // A tokin on the file does not count.
    assert!(
        pos("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1")
            .check_move(Move::from_usi("P*5e").unwrap())
            .is_ok()
    );
}

#[test]
fn uchifuzume() {
    let e = refuse("8k/6S2/7G1/9/9/9/9/9/4K4 b P 1", "P*1b");
    assert_eq!(e, IllegalMove::Uchifuzume { to: sq("1b") });
    assert_eq!(
        e.to_string(),
        "uchifuzume: a pawn dropped on 1b would give checkmate"
    );
}

fn drop_allowed(sfen: &str, usi: &str) -> bool {
    let p: Position = pos(sfen);
    let mv = Move::from_usi(usi).unwrap();
    let ok = p.check_move(mv).is_ok();
    assert_eq!(
        ok,
        p.legal_moves().contains(&mv),
        "{usi}: check_move and generator disagree"
    );
    ok
}

#[test]
fn uchifuzume_sees_the_line_the_pawn_blocks() {
    // The bishop on 2g covers 6c only through 5d; the pawn dropped on 5d
    // cuts that line, so the king escapes to 6c: not mate, the drop is legal.
    assert!(drop_allowed("9/3plp3/4kl3/9/4G4/9/7B1/9/K8 b P 1", "P*5d"));
    // With a silver also covering 6c it is mate, so the drop is refused.
    assert!(!drop_allowed(
        "9/3plp3/4kl3/2S6/4G4/9/7B1/9/K8 b P 1",
        "P*5d"
    ));
}

#[test]
fn uchifuzume_sees_pinned_defenders() {
    // The gold on 2b could take the pawn on 1b, but the bishop on 5e pins
    // it to the king on 1a: mate, so the drop is refused.
    assert!(!drop_allowed("8k/6Sg1/9/7N1/4B4/9/9/9/K8 b P 1", "P*1b"));
    // Without the bishop the gold takes the pawn: legal.
    assert!(drop_allowed("8k/6Sg1/9/7N1/9/9/9/9/K8 b P 1", "P*1b"));
}

#[test]
fn uchifuzume_sees_a_pin_the_pawn_itself_breaks() {
    // Before the drop the rook on 5c is pinned by the lance on 5i; with the
    // pawn on 5b in between it is not, and taking the pawn keeps the file
    // closed anyway. Not mate: the drop is legal.
    assert!(drop_allowed("4k4/2S3S2/3GrG3/9/9/9/9/9/K3L4 b P 1", "P*5b"));
}

#[test]
fn a_pawn_move_that_mates_is_legal() {
    // Same net as the uchifuzume case, but the pawn arrives by moving.
    let p = pos("8k/6S2/7G1/8P/9/9/9/9/4K4 b - 1");
    let mv = Move::from_usi("1d1c").unwrap();
    assert!(p.check_move(mv).is_ok());
    let mut after = p.clone();
    after.do_move(mv);
    assert!(
        !after.is_checkmate(),
        "1c is not adjacent to 1a, so no mate there"
    );
    let p = pos("8k/6S2/7G1/8P/9/9/9/9/4K4 b - 1");
    assert!(p.legal_moves().contains(&mv));
}
