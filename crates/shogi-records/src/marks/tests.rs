//! The markup read and written, by hand from lishogi's documented shapes.

use super::*;
use shogi_core::{Color, Piece, PieceKind, Square};

fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

fn sq(usi: &str) -> Spot {
    Spot::Square(Square::parse_usi(usi).unwrap())
}

#[test]
fn circles_arrows_drops_and_pictured_pieces_are_read_with_their_colours() {
    let m = read_marks(&lines(
        "the silver heads for 3i [%csl G7g,R5e Y_P] [%cal B7g7f,G_B5e,X2b8h] [%cpl Y5eP,G1as]",
    ));
    assert_eq!(
        m.marks,
        [
            Mark::Circle {
                brush: Brush::Green,
                at: sq("7g")
            },
            Mark::Circle {
                brush: Brush::Red,
                at: sq("5e")
            },
            Mark::Circle {
                brush: Brush::Yellow,
                at: Spot::Hand(Color::Black, PieceKind::Pawn)
            },
            Mark::Arrow {
                brush: Brush::Blue,
                from: sq("7g"),
                to: sq("7f")
            },
            Mark::Arrow {
                brush: Brush::Green,
                from: Spot::Hand(Color::Black, PieceKind::Bishop),
                to: sq("5e")
            },
            // An unknown colour letter is blue, as lishogi reads it.
            Mark::Arrow {
                brush: Brush::Blue,
                from: sq("2b"),
                to: sq("8h")
            },
            Mark::Piece {
                brush: Brush::Yellow,
                at: Square::parse_usi("5e").unwrap(),
                piece: Piece::new(Color::Black, PieceKind::Pawn)
            },
            Mark::Piece {
                brush: Brush::Green,
                at: Square::parse_usi("1a").unwrap(),
                piece: Piece::new(Color::White, PieceKind::Silver)
            },
        ]
    );
    assert_eq!(m.text, ["the silver heads for 3i"]);
}

#[test]
fn other_markup_and_malformed_blocks_stay_text_as_written() {
    let text = lines(
        "[%clk 0:05:00] keep\n[%csl] empty\n[%cal G7g7] short\n[%cslG7g] no space\n[%csl G7g unclosed",
    );
    let m = read_marks(&text);
    assert!(m.marks.is_empty(), "{:?}", m.marks);
    assert_eq!(m.text, text);
}

#[test]
fn squares_off_the_board_are_dropped_and_their_block_still_taken_out() {
    let m = read_marks(&lines(
        "a [%csl G0a,G9j,Gzz,R1i] b\n[%cal G5e5j,G_K5e,R1i1h]",
    ));
    assert_eq!(
        m.marks,
        [
            Mark::Circle {
                brush: Brush::Red,
                at: sq("1i")
            },
            Mark::Arrow {
                brush: Brush::Red,
                from: sq("1i"),
                to: sq("1h")
            },
        ]
    );
    // The line that held only markup is gone; the text around it stays.
    assert_eq!(m.text, ["a  b"]);
}

#[test]
fn nested_brackets_are_text_and_the_inner_block_is_read() {
    let m = read_marks(&lines("[%cal [%csl G7g] G7g7f]"));
    assert_eq!(
        m.marks,
        [Mark::Circle {
            brush: Brush::Green,
            at: sq("7g")
        }]
    );
    assert_eq!(m.text, ["[%cal  G7g7f]"]);
}

#[test]
fn ten_thousand_arrows_are_capped_and_a_long_comment_keeps_its_text() {
    let arrows: Vec<String> = (0..10_000)
        .map(|i| {
            let from = Square::from_index((i % 81) as u8).usi();
            let to = Square::from_index(((i / 81) % 81) as u8).usi();
            format!("G{from}{to}")
        })
        .collect();
    let m = read_marks(&[format!("[%cal {}]", arrows.join(","))]);
    assert_eq!(m.marks.len(), MAX_MARKS);
    assert!(m.text.is_empty());

    let words = "歩を突く。".repeat(4_000);
    let m = read_marks(&[format!("{words}[%csl R5e]{words}")]);
    assert_eq!(
        m.marks,
        [Mark::Circle {
            brush: Brush::Red,
            at: sq("5e")
        }]
    );
    assert_eq!(m.text, [format!("{words}{words}")]);
}

#[test]
fn wide_characters_inside_a_block_make_it_text() {
    let text = lines("[%csl Ｇ７ｇ] and [%cal G7g７f]");
    let m = read_marks(&text);
    assert!(m.marks.is_empty());
    assert_eq!(m.text, text);
}

#[test]
fn marks_written_read_back_the_same_and_the_text_is_kept() {
    let marks = [
        Mark::Circle {
            brush: Brush::Red,
            at: sq("5e"),
        },
        Mark::Circle {
            brush: Brush::Blue,
            at: Spot::Hand(Color::White, PieceKind::Rook),
        },
        Mark::Arrow {
            brush: Brush::Yellow,
            from: sq("4h"),
            to: sq("3i"),
        },
        Mark::Arrow {
            brush: Brush::Green,
            from: Spot::Hand(Color::White, PieceKind::Knight),
            to: sq("4e"),
        },
        Mark::Piece {
            brush: Brush::Red,
            at: Square::parse_usi("2h").unwrap(),
            piece: Piece::new(Color::Black, PieceKind::Silver),
        },
    ];
    assert_eq!(
        markup(&marks),
        "[%csl R5e,B_r] [%cal Y4h3i,G_n4e] [%cpl R2hS]"
    );
    let before = lines("plan: 4八銀→3九銀\n[%csl G7g]");
    let after = with_marks(&before, &marks);
    assert_eq!(after[0], "plan: 4八銀→3九銀");
    assert_eq!(after.len(), 2);
    let back = read_marks(&after);
    assert_eq!(back.marks, marks);
    assert_eq!(back.text, ["plan: 4八銀→3九銀"]);
    // No marks: the markup goes, the text stays.
    assert_eq!(with_marks(&after, &[]), ["plan: 4八銀→3九銀"]);
}

#[test]
fn the_same_place_in_another_colour_is_the_same_mark_s_place() {
    let a = Mark::Arrow {
        brush: Brush::Red,
        from: sq("7g"),
        to: sq("7f"),
    };
    let b = Mark::Arrow {
        brush: Brush::Green,
        from: sq("7g"),
        to: sq("7f"),
    };
    let c = Mark::Arrow {
        brush: Brush::Green,
        from: sq("7f"),
        to: sq("7g"),
    };
    assert!(a.same_place(b));
    assert!(!a.same_place(c));
    assert!(!a.same_place(Mark::Circle {
        brush: Brush::Red,
        at: sq("7g")
    }));
}
