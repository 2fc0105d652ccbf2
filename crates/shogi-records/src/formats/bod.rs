//! BOD: the board diagram of KIF and KI2 files (盤面 with 持ち駒).
//!
//! ```text
//! 後手の持駒：角　歩二
//!   ９ ８ ７ ６ ５ ４ ３ ２ １
//! +---------------------------+
//! |v香v桂v銀v金v玉v金v銀v桂v香|一
//! ...
//! +---------------------------+
//! 先手の持駒：なし
//! 後手番
//! ```
//! Written for `inspect`, `export --bod` and KIF records; read in KIF
//! headers and as a `.bod` file of its own ([`parse`]: a position without
//! moves). The TUI draws boards its own way.

// The side names a diagram writes (先手, or 下手 in a handicap game),
// for the picture diagrams of the app too.
use super::bod_problem::BodProblem;
pub use super::kif_common::side_name;
use super::unwritable::WhyUnwritable;
use crate::error::{Format, ParseError};
use crate::formats::problem::Problem;
use crate::limits;
use crate::record::{Record, Start, start_from_position};
use shogi_core::notation::kanji::{
    board_char, full_width_digit, kanji_numeral, kif_name, parse_digit, parse_piece,
};
use shogi_core::{Color, Hand, Piece, Position, Setup, Square};

/// The bars around a rank: ASCII as Kakinoki writes them, full width as
/// diagrams typed by hand or copied from web pages have them.
const BARS: [char; 2] = ['|', '｜'];

/// What one line of a diagram told the reader.
#[derive(Debug, PartialEq, Eq)]
pub enum BodLine {
    /// Not part of a diagram.
    Other,
    /// The file numbers, a frame line, or a 手数 line: nothing to keep.
    Decoration,
    Rank,
    Hand,
    SideToMove,
}

/// Collects a diagram line by line.
#[derive(Default)]
pub struct BodReader {
    pub setup: Setup,
    ranks_seen: u8,
    pub seen: bool,
    /// The side whose hand is `残りの駒全部`: every piece of the set not
    /// on the board or in the other hand, known once the diagram is read.
    rest_to: Option<Color>,
}

/// The hand composed problems (詰将棋) give the defender: all the rest,
/// as the diagram programs spell it (the first is how we write it).
const ALL_THE_REST: [&str; 3] = ["残りの駒全部", "残り全部", "残り全て"];

impl BodReader {
    /// Reads one line; `Err` when it is a diagram line that is malformed.
    pub fn line(&mut self, line: &str) -> Result<BodLine, BodProblem> {
        let t = line.trim();
        if let Some((who, list)) = hand_line(t) {
            self.seen = true;
            self.read_hand(who, list)?;
            return Ok(BodLine::Hand);
        }
        if let Some(side) = side_line(t) {
            self.seen = true;
            self.setup.side_to_move = side;
            return Ok(BodLine::SideToMove);
        }
        if t.starts_with("+---") || t.starts_with("手数＝") || t.starts_with("手数=") {
            return Ok(BodLine::Decoration);
        }
        if !t.is_empty()
            && t.chars()
                .all(|c| c.is_whitespace() || parse_digit(c).is_some())
            && t.chars().any(|c| ('１'..='９').contains(&c))
        {
            return Ok(BodLine::Decoration);
        }
        if let Some(cells) = t.strip_prefix(BARS) {
            self.seen = true;
            self.read_rank(cells)?;
            return Ok(BodLine::Rank);
        }
        Ok(BodLine::Other)
    }

    fn read_rank(&mut self, cells: &str) -> Result<(), BodProblem> {
        let (cells, label) = cells.rsplit_once(BARS).ok_or(BodProblem::RankNoBar)?;
        let rank = label
            .trim()
            .chars()
            .next()
            .and_then(parse_digit)
            .unwrap_or(self.ranks_seen + 1);
        if rank != self.ranks_seen + 1 {
            return Err(BodProblem::RankOrder {
                rank,
                expected: self.ranks_seen + 1,
            });
        }
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() != 18 {
            return Err(BodProblem::RankWidth {
                rank,
                count: chars.len(),
            });
        }
        for (i, cell) in chars.chunks(2).enumerate() {
            let file = 9 - i as u8;
            let piece = match cell {
                [_, '・'] => None,
                [mark, name] => {
                    let color = match mark {
                        'v' | 'V' => Color::White,
                        ' ' | '^' | '　' => Color::Black,
                        _ => {
                            return Err(BodProblem::BadMark {
                                rank,
                                file,
                                mark: *mark,
                            });
                        }
                    };
                    let kind = parse_piece(&name.to_string()).ok_or(BodProblem::NotAPiece {
                        rank,
                        file,
                        name: *name,
                    })?;
                    Some(Piece::new(color, kind))
                }
                _ => None,
            };
            if let Some(sq) = Square::new(file, rank) {
                self.setup.set_piece(sq, piece);
            }
        }
        self.ranks_seen += 1;
        Ok(())
    }

    fn read_hand(&mut self, who: Color, list: &str) -> Result<(), BodProblem> {
        let list = list.trim();
        if list.is_empty() || list == "なし" {
            return Ok(());
        }
        if ALL_THE_REST.contains(&list) {
            if self.rest_to.is_some_and(|c| c != who) {
                return Err(BodProblem::BothHandsRest {
                    rest: ALL_THE_REST[0],
                });
            }
            self.rest_to = Some(who);
            return Ok(());
        }
        for item in list.split(|c: char| c.is_whitespace() || c == '、' || c == ',') {
            if item.is_empty() {
                continue;
            }
            let mut chars = item.chars();
            let name = chars.next().map(|c| c.to_string()).unwrap_or_default();
            let kind = parse_piece(&name)
                .filter(|k| k.is_hand_kind())
                .ok_or_else(|| BodProblem::NotInHand {
                    item: item.to_string(),
                })?;
            let count = parse_count(chars.as_str()).ok_or_else(|| BodProblem::BadCount {
                item: item.to_string(),
            })?;
            self.setup.add_to_hand(who, kind, count);
        }
        Ok(())
    }

    /// The position, once a diagram was read.
    pub fn finish(&self) -> Result<Option<Position>, BodProblem> {
        if !self.seen {
            return Ok(None);
        }
        if self.ranks_seen != 9 {
            return Err(BodProblem::RankCount {
                count: self.ranks_seen,
            });
        }
        let mut setup = self.setup.clone();
        if let Some(who) = self.rest_to {
            setup.rest_to_hand(who);
        }
        Position::try_from(&setup)
            .map(Some)
            .map_err(BodProblem::Invalid)
    }
}

/// `先手の持駒：...` and its variants (`下手の持駒`, `持ち駒`).
fn hand_line(t: &str) -> Option<(Color, &str)> {
    let (head, rest) = t.split_once(['：', ':'])?;
    let who = match head {
        "先手の持駒" | "先手の持ち駒" | "下手の持駒" | "下手の持ち駒" => {
            Color::Black
        }
        "後手の持駒" | "後手の持ち駒" | "上手の持駒" | "上手の持ち駒" => {
            Color::White
        }
        _ => return None,
    };
    Some((who, rest))
}

fn side_line(t: &str) -> Option<Color> {
    match t {
        "先手番" | "下手番" => Some(Color::Black),
        "後手番" | "上手番" => Some(Color::White),
        _ => None,
    }
}

/// Kanji counts: none (1), 二..九, 十, 十一..十八.
fn parse_count(text: &str) -> Option<u8> {
    if text.is_empty() {
        return Some(1);
    }
    let mut chars = text.chars();
    let first = chars.next()?;
    let rest: String = chars.collect();
    if first == '十' {
        let ones = if rest.is_empty() {
            0
        } else {
            parse_single(&rest)?
        };
        return Some(10 + ones);
    }
    if rest.is_empty() {
        parse_digit(first)
    } else {
        text.parse().ok()
    }
}

fn parse_single(s: &str) -> Option<u8> {
    let mut c = s.chars();
    let d = parse_digit(c.next()?)?;
    c.next().is_none().then_some(d)
}

// --- a file of its own ----------------------------------------------

fn err(line: usize, problem: impl Into<Problem>) -> ParseError {
    ParseError::new(Format::Bod, line, problem)
}

/// Reads a `.bod` file: one diagram, the position a review starts at, as
/// a record without moves. Lines that are not the diagram's (a title, the
/// players' names a forum post puts around it) are passed over; a text
/// without a diagram is refused. `手数＝N` (the moves played before) sets
/// the position's move number, as the writer of a game's diagram gives it.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let mut reader = BodReader::default();
    let mut played = None;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_start_matches('\u{FEFF}');
        if let Some(n) = moves_played(line) {
            played = Some(n);
            continue;
        }
        reader.line(line).map_err(|p| err(i + 1, p))?;
    }
    let mut pos = reader
        .finish()
        .map_err(|p| err(0, p))?
        .ok_or_else(|| err(0, BodProblem::NoDiagram))?;
    if let Some(played) = played {
        let number = played.saturating_add(1);
        limits::start_move_number(number).map_err(|p| err(0, p))?;
        pos.set_ply(number);
    }
    Ok(Record {
        start: start_from_position(pos),
        ..Record::default()
    })
}

/// The N of `手数＝N  ▲７六歩  まで`, in ASCII or full-width digits;
/// `None` for any other line, or one whose number is not one.
fn moves_played(line: &str) -> Option<u32> {
    let rest = line
        .trim()
        .strip_prefix("手数＝")
        .or_else(|| line.trim().strip_prefix("手数="))?;
    let digits: String = rest
        .trim_start()
        .chars()
        .map_while(|c| c.to_digit(10).or_else(|| full_width_value(c)))
        .map(|d| char::from_digit(d, 10).unwrap_or('0'))
        .collect();
    digits.parse().ok()
}

fn full_width_value(c: char) -> Option<u32> {
    ('０'..='９').contains(&c).then(|| c as u32 - '０' as u32)
}

/// The `.bod` file of a record: the diagram of its start, and `手数＝N`
/// when the start is a game's later position. A diagram holds no moves:
/// a record with some is refused (`export --bod` draws any position of a
/// game).
pub fn write_file(record: &Record) -> Result<String, WhyUnwritable> {
    if !record.moves.is_empty() {
        return Err(WhyUnwritable::BodHasMoves {
            moves: record.moves.len(),
        });
    }
    let pos = record.start.position();
    let handicap = matches!(record.start, Start::Handicap(_));
    let mut out = write(&pos, handicap);
    if pos.ply() > 1 {
        out.push_str(&format!("手数＝{}\n", pos.ply() - 1));
    }
    Ok(out)
}

// --- writing -----------------------------------------------------------

/// A count as KIF hands write it: nothing for one, else kanji (`二`, `十八`).
pub fn kanji_count(n: u8) -> String {
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

/// The diagram of a position, lines ending in `\n`.
pub fn write(pos: &Position, handicap: bool) -> String {
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

/// [`write`] of the position after `ply` moves of a game, ended as
/// Kakinoki's diagrams of a game are: `手数＝N  ▲７六歩  まで`, the moves
/// played and the last one as KI2 writes it (`last_move`). tsshogi writes
/// the line after the side to move, as here; our reader passes over it.
pub fn write_after(pos: &Position, handicap: bool, ply: usize, last_move: &str) -> String {
    let mut out = write(pos, handicap);
    out.push_str(&format!("手数＝{ply}  {last_move}  まで\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shogi_core::PieceKind;

    fn read(text: &str) -> Result<Option<Position>, BodProblem> {
        let mut r = BodReader::default();
        for line in text.lines() {
            r.line(line)?;
        }
        r.finish()
    }

    #[test]
    fn diagram_round_trip() {
        let sfen = "ln1g3+Rl/1ks1g4/1ppp5/p3p1p1p/5N3/P1P1P3P/1PSP1P+b2/1KG2S3/LN1G4L w RSN2Pb2p 1";
        let pos = Position::from_sfen(sfen).unwrap();
        let text = write(&pos, false);
        assert!(text.contains("先手の持駒：飛　銀　桂　歩二"), "{text}");
        assert!(text.contains("後手の持駒：角　歩二"), "{text}");
        assert_eq!(read(&text).unwrap().unwrap().to_sfen(), sfen);
    }

    #[test]
    fn counts_up_to_eighteen() {
        assert_eq!(parse_count("十八"), Some(18));
        assert_eq!(parse_count("十"), Some(10));
        assert_eq!(parse_count("三"), Some(3));
        assert_eq!(parse_count(""), Some(1));
        assert_eq!(parse_count("十十"), None);
        // Every count the diagram writer produces reads back.
        for n in 1..=18u8 {
            let hand = shogi_core::Hand::EMPTY
                .with_count(PieceKind::Pawn, n)
                .unwrap();
            let words = hand_japanese(hand);
            assert_eq!(
                parse_count(words.trim_start_matches('歩')),
                Some(n),
                "{words}"
            );
        }
    }

    #[test]
    fn malformed_diagrams_are_refused() {
        let pos = Position::startpos();
        let good = write(&pos, false);
        let short = good.replacen(
            "|v香v桂v銀v金v玉v金v銀v桂v香|一",
            "|v香v桂v銀v金v玉v金v銀v桂|一",
            1,
        );
        assert_eq!(
            read(&short).unwrap_err(),
            BodProblem::RankWidth { rank: 1, count: 16 }
        );
        let missing: String = good
            .lines()
            .filter(|l| !l.ends_with('五'))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(
            read(&missing).unwrap_err(),
            BodProblem::RankOrder {
                rank: 6,
                expected: 5
            }
        );
        let bad_piece = good.replacen("v玉", "v猫", 1);
        assert_eq!(
            read(&bad_piece).unwrap_err(),
            BodProblem::NotAPiece {
                rank: 1,
                file: 5,
                name: '猫'
            }
        );
    }

    #[test]
    fn all_the_rest_goes_to_its_side_once_the_board_is_known() {
        // A one-king problem: the attacker holds a gold, the defender the
        // rest, whichever line comes first.
        let pos = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1").unwrap();
        let text = write(&pos, false).replace("後手の持駒：なし", "後手の持駒：残りの駒全部");
        let read_pos = read(&text).unwrap().unwrap();
        let expected = Position::from_sfen("4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1");
        assert_eq!(Ok(read_pos.clone()), expected);
        assert!(read_pos.king_square(Color::Black).is_none());
        let both = text.replace("先手の持駒：金", "先手の持駒：残りの駒全部");
        assert_eq!(
            read(&both).unwrap_err(),
            BodProblem::BothHandsRest {
                rest: "残りの駒全部"
            }
        );
    }

    #[test]
    fn a_game_s_diagram_ends_with_its_move_count_and_reads_back() {
        let pos = Position::from_sfen(
            "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        )
        .unwrap();
        let text = write_after(&pos, false, 2, "△３四歩");
        assert!(text.ends_with("先手番\n手数＝2  △３四歩  まで\n"), "{text}");
        // The move number is the 手数 line's, which the reader leaves.
        let fields = |p: &Position| p.to_sfen().rsplit_once(' ').unwrap().0.to_string();
        assert_eq!(fields(&read(&text).unwrap().unwrap()), fields(&pos));
    }

    /// A diagram as a person types it: full-width bars, the game's move
    /// count, White to move, a title line around it.
    const HAND_TYPED: &str = "\
第1局 図は６４手目まで
後手の持駒：角　歩二
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
｜v香v桂 ・v金 ・ ・ ・ 龍v香｜一
｜ ・v玉v銀 ・v金 ・ ・ ・ ・｜二
｜ ・v歩v歩v歩 ・ ・ ・ ・ ・｜三
｜v歩 ・ ・ ・v歩 ・v歩 ・v歩｜四
｜ ・ ・ ・ ・ ・ 桂 ・ ・ ・｜五
｜ 歩 ・ 歩 ・ 歩 ・ ・ ・ 歩｜六
｜ ・ 歩 銀 歩 ・ 歩v馬 ・ ・｜七
｜ ・ 玉 金 ・ ・ 銀 ・ ・ ・｜八
｜ 香 桂 ・ 金 ・ ・ ・ ・ 香｜九
+---------------------------+
先手の持駒：飛　銀　桂　歩二
手数＝６４
後手番
";

    #[test]
    fn a_hand_typed_file_reads_as_its_position_without_moves() {
        let record = parse(HAND_TYPED).unwrap();
        assert!(record.moves.is_empty());
        assert_eq!(
            record.start.position().to_sfen(),
            "ln1g3+Rl/1ks1g4/1ppp5/p3p1p1p/5N3/P1P1P3P/1PSP1P+b2/1KG2S3/LN1G4L w RSN2Pb2p 65"
        );
    }

    #[test]
    fn a_file_written_reads_back_with_hands_side_and_move_number() {
        for sfen in [
            "ln1g3+Rl/1ks1g4/1ppp5/p3p1p1p/5N3/P1P1P3P/1PSP1P+b2/1KG2S3/LN1G4L w RSN2Pb2p 65",
            "4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        ] {
            let record = Record {
                start: start_from_position(Position::from_sfen(sfen).unwrap()),
                ..Record::default()
            };
            let text = write_file(&record).unwrap();
            assert_eq!(
                parse(&text).unwrap().start.position().to_sfen(),
                sfen,
                "{text}"
            );
        }
        // A handicap's diagram names the sides 上手 and 下手, and reads back.
        let record = Record {
            start: Start::Handicap(shogi_core::game::Handicap::Bishop),
            ..Record::default()
        };
        assert_eq!(
            parse(&write_file(&record).unwrap()).unwrap().start,
            record.start
        );
    }

    #[test]
    fn a_record_with_moves_is_not_a_diagram() {
        let mut record = Record::default();
        record.moves.push(crate::record::RecordedMove::new(
            shogi_core::Move::from_usi("7g7f").unwrap(),
        ));
        assert_eq!(
            write_file(&record).unwrap_err(),
            WhyUnwritable::BodHasMoves { moves: 1 }
        );
    }

    #[test]
    fn a_text_without_a_diagram_is_refused() {
        for text in ["", "hello\n", "\0\0\0\0"] {
            assert_eq!(parse(text).unwrap_err().line, 0, "{text:?}");
        }
        // Half a board is not a position.
        let half: String = HAND_TYPED
            .lines()
            .take(8)
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(parse(&half).is_err());
    }

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
        let text = write(&Position::startpos(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "後手の持駒：なし");
        assert_eq!(lines[1], "  ９ ８ ７ ６ ５ ４ ３ ２ １");
        assert_eq!(lines[3], "|v香v桂v銀v金v玉v金v銀v桂v香|一");
        assert_eq!(lines[4], "| ・v飛 ・ ・ ・ ・ ・v角 ・|二");
        assert_eq!(lines[10], "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八");
        assert_eq!(lines[11], "| 香 桂 銀 金 玉 金 銀 桂 香|九");
        assert_eq!(lines[13], "先手の持駒：なし");
        assert_eq!(lines[14], "先手番");
        let handicap = write(&shogi_core::game::Handicap::Bishop.position(), true);
        assert!(handicap.starts_with("上手の持駒：なし\n"));
        assert!(handicap.ends_with("下手の持駒：なし\n上手番\n"));
    }
}
