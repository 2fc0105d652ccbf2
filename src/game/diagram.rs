//! A position drawn in kanji as KIF board diagrams (BOD) draw it: White's
//! hand, the board with White's pieces marked `v`, Black's hand, and whose
//! turn it is. Plain text for `inspect` and records; the TUI has its own
//! renderer.

use crate::shogi::notation::kanji::{board_char, full_width_digit, kanji_numeral, kif_name};
use crate::shogi::{Color, Hand, Position, Square};

/// What KIF calls each side: 先手/後手, or 下手/上手 in a handicap game.
pub const fn side_name(c: Color, handicap: bool) -> &'static str {
    match (c, handicap) {
        (Color::Black, false) => "先手",
        (Color::White, false) => "後手",
        (Color::Black, true) => "下手",
        (Color::White, true) => "上手",
    }
}

/// A count as KIF hands write it: nothing for one, else kanji (`二`, `十八`).
fn kanji_count(n: u8) -> String {
    let (tens, ones) = (n / 10, n % 10);
    let mut s = String::new();
    match tens {
        0 => {}
        1 => s.push('十'),
        t => {
            s.extend(kanji_numeral(t));
            s.push('十');
        }
    }
    if ones > 0 && n > 1 {
        s.extend(kanji_numeral(ones));
    }
    s
}

/// A hand in KIF words, strongest piece first: `飛　角　金二　歩三`, or `なし`.
pub fn hand_japanese(hand: Hand) -> String {
    let words: Vec<String> = hand
        .iter()
        .map(|(kind, n)| format!("{}{}", kif_name(kind), kanji_count(n)))
        .collect();
    if words.is_empty() {
        "なし".to_string()
    } else {
        words.join("　")
    }
}

/// The whole diagram, lines ending in `\n`.
pub fn bod(pos: &Position, handicap: bool) -> String {
    let mut out = String::new();
    let hand_line = |c: Color| {
        format!(
            "{}の持駒：{}\n",
            side_name(c, handicap),
            hand_japanese(pos.hand(c))
        )
    };
    out.push_str(&hand_line(Color::White));
    out.push(' ');
    for file in (1..=9).rev() {
        out.push(' ');
        out.extend(full_width_digit(file));
    }
    out.push('\n');
    out.push_str("+---------------------------+\n");
    for rank in 1..=9 {
        out.push('|');
        for file in (1..=9).rev() {
            match Square::new(file, rank).and_then(|s| pos.piece_at(s)) {
                Some(p) => {
                    out.push(if p.color == Color::White { 'v' } else { ' ' });
                    out.push(board_char(p.kind));
                }
                None => out.push_str(" ・"),
            }
        }
        out.push('|');
        out.extend(kanji_numeral(rank));
        out.push('\n');
    }
    out.push_str("+---------------------------+\n");
    out.push_str(&hand_line(Color::Black));
    out.push_str(side_name(pos.side_to_move(), handicap));
    out.push_str("番\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_in_kanji() {
        let all: Vec<String> = [1, 2, 9, 10, 11, 18]
            .iter()
            .map(|&n| kanji_count(n))
            .collect();
        assert_eq!(all, ["", "二", "九", "十", "十一", "十八"]);
    }

    #[test]
    fn hands_strongest_first() {
        let p = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b 3P2GRb15p 1").unwrap();
        assert_eq!(hand_japanese(p.hand(Color::Black)), "飛　金二　歩三");
        assert_eq!(hand_japanese(p.hand(Color::White)), "角　歩十五");
        assert_eq!(hand_japanese(Hand::EMPTY), "なし");
    }

    #[test]
    fn start_position_diagram() {
        let text = bod(&Position::startpos(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "後手の持駒：なし");
        assert_eq!(lines[1], "  ９ ８ ７ ６ ５ ４ ３ ２ １");
        assert_eq!(lines[3], "|v香v桂v銀v金v玉v金v銀v桂v香|一");
        assert_eq!(lines[4], "| ・v飛 ・ ・ ・ ・ ・v角 ・|二");
        assert_eq!(lines[10], "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八");
        assert_eq!(lines[11], "| 香 桂 銀 金 玉 金 銀 桂 香|九");
        assert_eq!(lines[13], "先手の持駒：なし");
        assert_eq!(lines[14], "先手番");
        let handicap = bod(&crate::game::Handicap::Bishop.position(), true);
        assert!(handicap.starts_with("上手の持駒：なし\n"));
        assert!(handicap.ends_with("下手の持駒：なし\n上手番\n"));
    }
}
