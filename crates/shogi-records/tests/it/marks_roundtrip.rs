//! Marks kept in move comments survive writing and reading KIF, KI2 and
//! CSA: every kind (circles on squares and on a piece in hand, arrows
//! between squares and from the hand, pictured pieces), in every colour,
//! on the first move, a later move and the start.

use shogi_core::{Color, Move, Piece, PieceKind, Square};
use shogi_records::marks::{Brush, Mark, Spot, read_marks, with_marks};
use shogi_records::{Record, RecordedMove, csa, csa_write, ki2, ki2_write, kif, kif_write};

fn sq(usi: &str) -> Square {
    Square::parse_usi(usi).unwrap()
}

fn every_kind() -> Vec<Mark> {
    vec![
        Mark::Circle {
            brush: Brush::Green,
            at: Spot::Square(sq("7g")),
        },
        Mark::Circle {
            brush: Brush::Blue,
            at: Spot::Hand(Color::White, PieceKind::Bishop),
        },
        Mark::Arrow {
            brush: Brush::Red,
            from: Spot::Square(sq("2h")),
            to: Spot::Square(sq("2d")),
        },
        Mark::Arrow {
            brush: Brush::Yellow,
            from: Spot::Hand(Color::Black, PieceKind::Bishop),
            to: Spot::Square(sq("5e")),
        },
        Mark::Piece {
            brush: Brush::Blue,
            at: sq("3i"),
            piece: Piece::new(Color::Black, PieceKind::Silver),
        },
    ]
}

fn marked_record() -> Record {
    let mut record = Record {
        comments: with_marks(&["the plan".to_string()], &every_kind()[..2]),
        ..Record::default()
    };
    for (i, usi) in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*5e"].iter().enumerate() {
        let mut m = RecordedMove::new(Move::from_usi(usi).unwrap());
        if i == 0 {
            m.comments = with_marks(&["角道を開ける".to_string()], &every_kind());
        }
        if i == 4 {
            m.comments = with_marks(&[], &every_kind()[2..]);
        }
        record.moves.push(m);
    }
    record
}

fn marks_of(record: &Record) -> Vec<Vec<Mark>> {
    std::iter::once(&record.comments)
        .chain(record.moves.iter().map(|m| &m.comments))
        .map(|c| read_marks(c).marks)
        .collect()
}

#[test]
fn every_kind_of_mark_round_trips_through_kif_ki2_and_csa() {
    let record = marked_record();
    let want = marks_of(&record);
    assert_eq!(want[1].len(), 5);
    let kif = kif::parse(&kif_write::write(&record)).unwrap();
    assert_eq!(marks_of(&kif), want, "KIF");
    assert_eq!(read_marks(&kif.moves[0].comments).text, ["角道を開ける"]);
    let ki2 = ki2::parse(&ki2_write::write(&record)).unwrap();
    assert_eq!(marks_of(&ki2), want, "KI2");
    let csa = csa::parse(&csa_write::write(&record)).unwrap();
    assert_eq!(marks_of(&csa), want, "CSA");
    assert_eq!(read_marks(&csa.moves[0].comments).text, ["角道を開ける"]);
}
