//! The diagram as SVG text, from the position alone: no file, no font
//! file, no language (a diagram reads the same to every player, in the
//! words Japanese diagrams print).
//!
//! It is made to be read by programs as well as people:
//! - each square is a `<rect class="square">` with `data-square` (file
//!   and rank, `76`); the last move's square also has the class
//!   `last-move`, and is shaded;
//! - each piece on the board is a `<g class="piece">` with `data-piece`
//!   (its SFEN spelling: `+P` sente's tokin, `k` gote's king) and
//!   `data-square`; gote's are turned half a turn about their square's
//!   centre (`transform="rotate(180 …)"`);
//! - each hand is a `<g class="hand">` with `data-color` (`black` or
//!   `white`), holding a `<g class="hand-piece">` for each kind, with
//!   `data-piece` and `data-count`, or a `<text class="hand-none">`.
//!
//! Sente's hand stands on the right, ending at the board's foot; gote's on
//! the left from its top, each written downwards: `▲先手 持駒 角 歩二`.

use super::font::FAMILY_STACK;
use super::input::DiagramInput;
use crate::kifu::bod::{kanji_count, side_name};
use crate::kifu::short_name;
use crate::shogi::notation::kanji::{board_char_for, full_width_digit, kanji_numeral, side_mark};
use crate::shogi::{Color, Piece, Square};
use std::fmt::Write as _;

/// One square's side, in the SVG's units.
const CELL: f64 = 60.0;
const BOARD: f64 = 9.0 * CELL;
/// The board's top-left corner: gote's hand is left of it, the names and
/// the file numbers above.
const BOARD_X: f64 = 80.0;
const BOARD_Y: f64 = 80.0;
const WIDTH: f64 = BOARD_X + BOARD + 120.0;
/// Room under the board for sente's name.
const MIN_HEIGHT: f64 = BOARD_Y + BOARD + 60.0;
/// The centres of the columns beside the board.
const WHITE_HAND_X: f64 = BOARD_X / 2.0;
const RANK_X: f64 = BOARD_X + BOARD + 20.0;
const BLACK_HAND_X: f64 = BOARD_X + BOARD + 80.0;
/// The step from one character of a hand to the next, and the gap between
/// its words.
const HAND_STEP: f64 = 32.0;
const HAND_GAP: f64 = 14.0;
/// Names longer than this are cut, so that one fits above the board.
const NAME_CHARS: usize = 20;

const INK: &str = "#1a1a1a";
const BOARD_FILL: &str = "#f2d8a0";
const LAST_MOVE_FILL: &str = "#d9a441";

/// The whole diagram.
pub(super) fn diagram(input: &DiagramInput) -> String {
    let white = hand_column(input, Color::White);
    let black = hand_column(input, Color::Black);
    let height = MIN_HEIGHT
        .max(BOARD_Y + white.length + 20.0)
        .max(BOARD_Y + black.length + 20.0);
    let mut out = String::new();
    let _ = write!(
        out,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{height}\" \
         viewBox=\"0 0 {WIDTH} {height}\">\n\
         <rect class=\"background\" width=\"{WIDTH}\" height=\"{height}\" fill=\"#ffffff\"/>\n\
         <g font-family=\"{}\" font-weight=\"bold\" fill=\"{INK}\" text-anchor=\"middle\" \
         dominant-baseline=\"central\">\n",
        xml_text(FAMILY_STACK)
    );
    squares(&mut out, input);
    coordinates(&mut out);
    pieces(&mut out, input);
    // Sente's column ends at the board's foot unless it is longer.
    let black_top = (BOARD_Y + BOARD - black.length).max(BOARD_Y);
    hand(&mut out, &white, WHITE_HAND_X, BOARD_Y);
    hand(&mut out, &black, BLACK_HAND_X, black_top);
    header_and_footer(&mut out, input);
    out.push_str("</g>\n</svg>\n");
    out
}

fn squares(out: &mut String, input: &DiagramInput) {
    for rank in 1..=9u8 {
        for file in 1..=9u8 {
            let Some(sq) = Square::new(file, rank) else {
                continue;
            };
            let (x, y) = corner(sq);
            let last = input.last_move == Some(sq);
            let _ = writeln!(
                out,
                "<rect class=\"square{}\" data-square=\"{file}{rank}\" x=\"{x}\" y=\"{y}\" \
                 width=\"{CELL}\" height=\"{CELL}\" fill=\"{}\" stroke=\"{INK}\" stroke-width=\"1\"/>",
                if last { " last-move" } else { "" },
                if last { LAST_MOVE_FILL } else { BOARD_FILL },
            );
        }
    }
    let _ = writeln!(
        out,
        "<rect class=\"frame\" x=\"{BOARD_X}\" y=\"{BOARD_Y}\" width=\"{BOARD}\" height=\"{BOARD}\" \
         fill=\"none\" stroke=\"{INK}\" stroke-width=\"3\"/>"
    );
    // The four star points that mark the camps' edges.
    for (i, j) in [(3.0, 3.0), (3.0, 6.0), (6.0, 3.0), (6.0, 6.0)] {
        let _ = writeln!(
            out,
            "<circle class=\"star\" cx=\"{}\" cy=\"{}\" r=\"4\"/>",
            BOARD_X + i * CELL,
            BOARD_Y + j * CELL
        );
    }
}

/// ９…１ over the files, 一…九 beside the ranks.
fn coordinates(out: &mut String) {
    for file in (1..=9u8).rev() {
        let x = BOARD_X + f64::from(9 - file) * CELL + CELL / 2.0;
        let digit = full_width_digit(file).unwrap_or(' ');
        let _ = writeln!(
            out,
            "<text class=\"file\" x=\"{x}\" y=\"{}\" font-size=\"22\">{digit}</text>",
            BOARD_Y - 16.0
        );
    }
    for rank in 1..=9u8 {
        let y = BOARD_Y + f64::from(rank - 1) * CELL + CELL / 2.0;
        let numeral = kanji_numeral(rank).unwrap_or(' ');
        let _ = writeln!(
            out,
            "<text class=\"rank\" x=\"{RANK_X}\" y=\"{y}\" font-size=\"22\">{numeral}</text>"
        );
    }
}

fn pieces(out: &mut String, input: &DiagramInput) {
    for rank in 1..=9u8 {
        for file in (1..=9u8).rev() {
            let Some(sq) = Square::new(file, rank) else {
                continue;
            };
            let Some(piece) = input.position.piece_at(sq) else {
                continue;
            };
            let (x, y) = corner(sq);
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            let turn = match piece.color {
                Color::Black => String::new(),
                Color::White => format!(" transform=\"rotate(180 {cx} {cy})\""),
            };
            let _ = writeln!(
                out,
                "<g class=\"piece\" data-piece=\"{}\" data-square=\"{file}{rank}\"{turn}>\
                 <text x=\"{cx}\" y=\"{cy}\" font-size=\"44\">{}</text></g>",
                piece.sfen(),
                board_char_for(piece)
            );
        }
    }
}

/// A hand as a column of words, each a run of characters.
struct Column {
    color: Color,
    words: Vec<Word>,
    /// Its height, in the SVG's units.
    length: f64,
}

struct Word {
    text: String,
    kind: WordKind,
}

enum WordKind {
    Label,
    Piece { sfen: String, count: u8 },
    None,
}

fn hand_column(input: &DiagramInput, color: Color) -> Column {
    let mut words = vec![
        Word {
            text: format!("{}{}", side_mark(color), side_name(color, input.handicap)),
            kind: WordKind::Label,
        },
        Word {
            text: "持駒".to_string(),
            kind: WordKind::Label,
        },
    ];
    let hand = input.position.hand(color);
    for (kind, count) in hand.iter() {
        let piece = Piece::new(color, kind);
        words.push(Word {
            text: format!("{}{}", board_char_for(piece), kanji_count(count)),
            kind: WordKind::Piece {
                sfen: piece.sfen(),
                count,
            },
        });
    }
    if hand.iter().next().is_none() {
        words.push(Word {
            text: "なし".to_string(),
            kind: WordKind::None,
        });
    }
    let chars: usize = words.iter().map(|w| w.text.chars().count()).sum();
    let length = chars as f64 * HAND_STEP + (words.len() - 1) as f64 * HAND_GAP;
    Column {
        color,
        words,
        length,
    }
}

fn hand(out: &mut String, column: &Column, x: f64, top: f64) {
    let color = match column.color {
        Color::Black => "black",
        Color::White => "white",
    };
    let _ = writeln!(out, "<g class=\"hand\" data-color=\"{color}\">");
    let mut y = top + HAND_STEP / 2.0;
    for word in &column.words {
        // One text a word, each character placed: a vertical line that
        // needs no writing-mode, which viewers support unevenly.
        let n = word.text.chars().count();
        let xs = vec![x.to_string(); n].join(" ");
        let ys = (0..n)
            .map(|i| (y + i as f64 * HAND_STEP).to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let class = match word.kind {
            WordKind::Label => " class=\"hand-label\"",
            WordKind::None => " class=\"hand-none\"",
            WordKind::Piece { .. } => "",
        };
        let text = format!(
            "<text{class} x=\"{xs}\" y=\"{ys}\" font-size=\"28\">{}</text>",
            xml_text(&word.text)
        );
        let _ = match &word.kind {
            WordKind::Piece { sfen, count } => writeln!(
                out,
                "<g class=\"hand-piece\" data-piece=\"{sfen}\" data-count=\"{count}\">{text}</g>"
            ),
            _ => writeln!(out, "{text}"),
        };
        y += n as f64 * HAND_STEP + HAND_GAP;
    }
    out.push_str("</g>\n");
}

/// A side's name line as the diagram writes it (`▲先手 谷川浩司`), cut
/// to its room; `None` without names or with an empty one.
pub(super) fn name_line(input: &DiagramInput, color: Color) -> Option<String> {
    let names = input.names?;
    let name = short_name(match color {
        Color::Black => names.black,
        Color::White => names.white,
    });
    if name.is_empty() {
        return None;
    }
    let name = match name.char_indices().nth(NAME_CHARS) {
        Some(_) => format!("{}…", name.chars().take(NAME_CHARS - 1).collect::<String>()),
        None => name,
    };
    Some(format!(
        "{}{} {name}",
        side_mark(color),
        side_name(color, input.handicap)
    ))
}

/// Gote's name above the board on the left, the move number above it on
/// the right, sente's name under it on the right.
fn header_and_footer(out: &mut String, input: &DiagramInput) {
    let name = |color: Color| name_line(input, color);
    if let Some(white) = name(Color::White) {
        let _ = writeln!(
            out,
            "<text class=\"name\" data-color=\"white\" x=\"{BOARD_X}\" y=\"24\" font-size=\"22\" \
             text-anchor=\"start\">{}</text>",
            xml_text(&white)
        );
    }
    if let Some(n) = input.move_number {
        let _ = writeln!(
            out,
            "<text class=\"move-number\" x=\"{}\" y=\"24\" font-size=\"22\" \
             text-anchor=\"end\">{n}手目</text>",
            BOARD_X + BOARD
        );
    }
    if let Some(black) = name(Color::Black) {
        let _ = writeln!(
            out,
            "<text class=\"name\" data-color=\"black\" x=\"{}\" y=\"{}\" font-size=\"22\" \
             text-anchor=\"end\">{}</text>",
            BOARD_X + BOARD,
            BOARD_Y + BOARD + 32.0,
            xml_text(&black)
        );
    }
}

/// A square's top-left corner: file 9 on the left, rank 1 at the top.
fn corner(sq: Square) -> (f64, f64) {
    (
        BOARD_X + f64::from(9 - sq.file()) * CELL,
        BOARD_Y + f64::from(sq.rank() - 1) * CELL,
    )
}

/// `text` as XML character data or an attribute value: the five markup
/// characters as entities, and the characters XML 1.0 has no place for
/// (controls but tab and newlines, the non-characters U+FFFE and U+FFFF)
/// as U+FFFD, so that no name can break the document.
fn xml_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::font::GLYPHS;
    use super::*;
    use crate::shogi::{PieceKind, Position};

    #[test]
    fn markup_and_forbidden_characters_are_escaped() {
        assert_eq!(xml_text("<&\"'>"), "&lt;&amp;&quot;&apos;&gt;");
        assert_eq!(
            xml_text("a\u{1b}b\u{0}c\u{FFFF}"),
            "a\u{FFFD}b\u{FFFD}c\u{FFFD}"
        );
        assert_eq!(xml_text("羽生\t善治"), "羽生\t善治");
    }

    #[test]
    fn every_fixed_character_is_in_the_embedded_font() {
        let mut written = String::from("持駒なし手目…0123456789");
        for color in [Color::Black, Color::White] {
            written.push(side_mark(color));
            for handicap in [false, true] {
                written.push_str(side_name(color, handicap));
            }
            for kind in PieceKind::ALL {
                written.push(board_char_for(Piece::new(color, kind)));
            }
        }
        for n in 1..=18 {
            written.push_str(&kanji_count(n));
        }
        for d in 1..=9 {
            written.extend(full_width_digit(d));
            written.extend(kanji_numeral(d));
        }
        let missing: String = written.chars().filter(|c| !GLYPHS.contains(*c)).collect();
        assert!(missing.is_empty(), "not in the font: {missing}");
    }

    #[test]
    fn a_long_name_is_cut_to_fit_above_the_board() {
        let pos = Position::startpos();
        let long = "名".repeat(30);
        let input = DiagramInput {
            position: &pos,
            handicap: true,
            last_move: None,
            move_number: Some(7),
            names: Some(crate::shogi::ByColor::new("", long.as_str())),
        };
        let svg = diagram(&input);
        let cut = format!("△上手 {}…", "名".repeat(NAME_CHARS - 1));
        assert!(svg.contains(&format!(">{cut}</text>")), "{svg}");
        // An empty name writes no line at all.
        assert!(!svg.contains("data-color=\"black\" x="), "{svg}");
        assert!(svg.contains(">7手目</text>"), "{svg}");
    }

    #[test]
    fn sente_s_column_ends_at_the_board_s_foot() {
        let pos = Position::from_sfen("4k4/9/9/9/9/9/9/9/4K4 b RB2G3P 1").unwrap();
        let input = DiagramInput {
            position: &pos,
            handicap: false,
            last_move: None,
            move_number: None,
            names: None,
        };
        let column = hand_column(&input, Color::Black);
        let texts: Vec<&str> = column.words.iter().map(|w| w.text.as_str()).collect();
        assert_eq!(texts, ["▲先手", "持駒", "飛", "角", "金二", "歩三"]);
        assert!(column.length < BOARD);
    }
}
