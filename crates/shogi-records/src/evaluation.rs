//! Engine evaluations that records carry in their move comments, read and
//! written. Pure functions of text and positions.
//!
//! # Dialects read
//! Comment lines are taken as `RecordedMove::comments` keeps them: the CSA
//! `'*` and the KIF `*` already gone, so a floodgate `'** 30 …` arrives here
//! as `* 30 …` and a KIF `**解析 0 …` as `*解析 0 …`.
//! - **floodgate** (shogi-server's CSA extension): `* <score> <pv>`, the PV
//!   in CSA tokens (`-3334FU +2726FU`); USI tokens (`3c3d`) are accepted too.
//!   The score is from Black's point of view. The extension has no way to
//!   say mate: engines send a large number, which stays a number here.
//! - **Kifu for Windows / ShogiGUI**: `*解析 0 △ 候補1 時間 00:03.2 深さ 15/28
//!   ノード数 2917520 評価値 134↓ 読み筋 △３四歩(33) ▲２六歩(27)`, also with
//!   `*対局` (written while playing, its PV starting with the move just
//!   played). The score is from Black's point of view; mate is `+詰 13`
//!   (Black mates) or `-詰 5`. Only the first candidate (候補1, or a line
//!   without 候補) gives the evaluation; the others are engine lines too.
//! - **ShogiHome**: a block of `#評価値=158`, `#読み筋=▲７六歩△３四歩`,
//!   `#詰み=先手勝ち:15手` (or 後手勝ち), `#深さ=`, `#ノード数=`, `#エンジン=`
//!   lines (`#` for analysis, `*` for the player's own search), led by a
//!   word such as `互角` or `先手有望`. Scores are from Black's point of view.
//!
//! A mate without its length (`#詰み=先手勝ち`, `評価値 +詰`) is not read as
//! an evaluation: the line stays an ordinary comment.
//!
//! A PV is read against the position after the move the comment belongs
//! to, and kept up to its first move that cannot be played there: a bad
//! engine line never makes a record fail to load.
//!
//! # Writing
//! [`Evaluation::csa_comment`] and [`Evaluation::kif_comment`] give the
//! comment line in the same stored form, for a writer to put after the move.
//! A KIF or KI2 writer writes our analysis as Kifu for Windows' line,
//! which most programs read, unless the record's own evaluations came in
//! ShogiHome's block and no other ([`KifDialect::of`]): then in that block
//! ([`Evaluation::shogihome_lines`]), so that a ShogiHome record analysed
//! here again reads in ShogiHome as it did. Engine lines read and not
//! replaced are written back as they came, whatever their dialect.

use crate::formats::csa_token;
use crate::formats::kif_common::split_at_side_marks;
use shogi_core::notation::kanji::parse_side_mark;
use shogi_core::notation::{japanese, kif_move, parse_japanese};
use shogi_core::{Color, Move, Position, Square};

// The data types live beside `Record`, which holds them; reading and
// writing them is this module's work.
pub use super::record::{EvalScore, Evaluation};

/// A move's comment lines taken apart: what a person wrote, and what an
/// engine did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveComment {
    /// The lines that are not engine output, blank lines at either end
    /// left out.
    pub text: Vec<String>,
    pub eval: Option<Evaluation>,
}

impl MoveComment {
    /// The person's comment as one text, `None` when there is none.
    pub fn joined(&self) -> Option<String> {
        (!self.text.is_empty()).then(|| self.text.join("\n"))
    }
}

/// The value ShogiHome writes for a mate in floodgate comments, which
/// cannot say mate: a score no evaluation reaches.
const FLOODGATE_MATE: i32 = 30000;

impl Evaluation {
    /// The PV's moves written by `write(position before, move, previous
    /// destination)`, starting from `after` (the position the evaluation
    /// is about) and `last_to` (where the move before it went, for 同).
    pub fn pv_texts(
        &self,
        after: &Position,
        last_to: Option<Square>,
        mut write: impl FnMut(&Position, Move, Option<Square>) -> String,
    ) -> Vec<String> {
        let mut pos = after.clone();
        let mut previous = last_to;
        let mut out = Vec::with_capacity(self.pv.len());
        for &mv in &self.pv {
            // Evaluations built in code may hold moves no reader would keep.
            if pos.check_move(mv).is_err() {
                break;
            }
            out.push(write(&pos, mv, previous));
            pos.do_move(mv);
            previous = Some(mv.to());
        }
        out
    }

    /// How many of the PV's first moves can be played one after another
    /// from `after`.
    pub fn playable_len(&self, after: &Position) -> usize {
        let mut pos = after.clone();
        for (i, &mv) in self.pv.iter().enumerate() {
            if pos.check_move(mv).is_err() {
                return i;
            }
            pos.do_move(mv);
        }
        self.pv.len()
    }

    /// The floodgate line, as `RecordedMove::comments` keeps it: `* 30
    /// -3334FU +2726FU` (a CSA writer adds `'`). A mate is written
    /// ±30000, as ShogiHome does: the side that wins is kept, its length
    /// is not.
    pub fn csa_comment(&self, after: &Position) -> String {
        let score = match self.score {
            EvalScore::Cp(n) => n,
            EvalScore::Mate(n) if n >= 0 => FLOODGATE_MATE,
            EvalScore::Mate(_) => -FLOODGATE_MATE,
        };
        let mut line = format!("* {score}");
        for token in self.pv_texts(after, None, |p, m, _| csa_token::move_token(p, m)) {
            line.push(' ');
            line.push_str(&token);
        }
        line
    }

    /// The Kifu for Windows engine line, as `RecordedMove::comments` keeps
    /// it: `*解析 0 △ 候補1 評価値 30 読み筋 △３四歩(33) ▲２六歩(27)` (a KIF
    /// writer adds `*`). `last_to` is where the move commented on went.
    pub fn kif_comment(&self, after: &Position, last_to: Option<Square>) -> String {
        let score = match self.score {
            EvalScore::Cp(n) => n.to_string(),
            EvalScore::Mate(n) if n >= 0 => format!("+詰 {n}"),
            EvalScore::Mate(n) => format!("-詰 {}", n.unsigned_abs()),
        };
        let mark = side_mark(after.side_to_move());
        let pv = self.pv_texts(after, last_to, |p, m, prev| {
            format!("{}{}", side_mark(p.side_to_move()), kif_move(p, m, prev))
        });
        let mut line = format!("*解析 0 {mark} 候補1 評価値 {score}");
        if !pv.is_empty() {
            line.push_str(" 読み筋 ");
            line.push_str(&pv.join(" "));
        }
        line
    }

    /// For a mate only as long as its line (`line_only`), the comment a
    /// KIF writer puts after [`Evaluation::kif_comment`]: `詰み（45手の
    /// 手順。最短・最長は未証明）`. The engine line keeps the format's `+詰
    /// 45`, which other programs read as a mate's length; this note is
    /// what they show a player beside it, and what `read_comments` reads
    /// back as `line_only`.
    pub fn kif_note(&self) -> Option<String> {
        match self.score {
            EvalScore::Mate(n) if self.line_only => {
                Some(format!("{NOTE_HEAD}{}{NOTE_TAIL}", n.unsigned_abs()))
            }
            _ => None,
        }
    }

    /// The comment lines a KIF writer puts after the move for this
    /// evaluation: [`Evaluation::kif_comment`], then its note if any.
    pub fn kif_lines(&self, after: &Position, last_to: Option<Square>) -> Vec<String> {
        std::iter::once(self.kif_comment(after, last_to))
            .chain(self.kif_note())
            .collect()
    }

    /// ShogiHome's block for this evaluation, as `RecordedMove::comments`
    /// keeps it (a KIF writer adds `*`): `#評価値=30` or `#詰み=先手勝ち:13手`
    /// (Black's point of view, as ShogiHome writes), then `#読み筋=▲７六歩△３四歩`
    /// when there is a line, then the note of a mate only as long as its
    /// line.
    pub fn shogihome_lines(&self, after: &Position, last_to: Option<Square>) -> Vec<String> {
        let mut lines = vec![match self.score {
            EvalScore::Cp(n) => format!("#評価値={n}"),
            EvalScore::Mate(n) => {
                let winner = if n >= 0 {
                    "先手勝ち"
                } else {
                    "後手勝ち"
                };
                format!("#詰み={winner}:{}手", n.unsigned_abs())
            }
        }];
        let pv = self.pv_texts(after, last_to, japanese);
        if !pv.is_empty() {
            lines.push(format!("#読み筋={}", pv.concat()));
        }
        lines.extend(self.kif_note());
        lines
    }

    /// The comment lines a KIF or KI2 writer puts after the move, in
    /// `dialect`.
    pub fn kif_lines_in(
        &self,
        dialect: KifDialect,
        after: &Position,
        last_to: Option<Square>,
    ) -> Vec<String> {
        match dialect {
            KifDialect::KifuForWindows => self.kif_lines(after, last_to),
            KifDialect::ShogiHome => self.shogihome_lines(after, last_to),
        }
    }
}

/// The form a KIF or KI2 writer gives our analysis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum KifDialect {
    /// Kifu for Windows' `*解析 0 …` line, which most programs read.
    #[default]
    KifuForWindows,
    /// ShogiHome's `#評価値=` / `#読み筋=` block.
    ShogiHome,
}

impl KifDialect {
    /// The dialect of a record whose comments (the start's and each
    /// move's) are `comments`: ShogiHome's when its evaluations came in
    /// ShogiHome's `#` block and in no other dialect, else ours (a record
    /// mixing dialects is written in the one most programs read).
    pub fn of<'a>(comments: impl IntoIterator<Item = &'a [String]>) -> KifDialect {
        let mut shogihome = false;
        for lines in comments {
            for (i, line) in lines.iter().enumerate() {
                let next = lines.get(i + 1).map(String::as_str);
                match engine_line(line, next) {
                    Some(f) if f.score.is_none() => {}
                    Some(Found {
                        source: Source::Block('#'),
                        ..
                    }) => shogihome = true,
                    // The player's own search (`*` block) says nothing of
                    // how the record's analysis was written.
                    Some(Found {
                        source: Source::Block(_),
                        ..
                    }) => {}
                    Some(_) => return KifDialect::KifuForWindows,
                    None => {}
                }
            }
        }
        if shogihome {
            KifDialect::ShogiHome
        } else {
            KifDialect::KifuForWindows
        }
    }
}

/// How [`Evaluation::kif_note`] starts and ends around the length.
const NOTE_HEAD: &str = "詰み（";
const NOTE_TAIL: &str = "手の手順。最短・最長は未証明）";

/// The length a note of [`Evaluation::kif_note`] gives.
fn line_only_note(line: &str) -> Option<u32> {
    let digits = line
        .trim()
        .strip_prefix(NOTE_HEAD)?
        .strip_suffix(NOTE_TAIL)?;
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn side_mark(c: Color) -> char {
    match c {
        Color::Black => '▲',
        Color::White => '△',
    }
}

/// Takes a move's comment lines apart. `after` is the position after the
/// move, `last_to` where that move went.
pub fn read_comments(lines: &[String], after: &Position, last_to: Option<Square>) -> MoveComment {
    let mut text = Vec::new();
    let mut found: Vec<Found> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        match engine_line(line, lines.get(i + 1).map(String::as_str)) {
            Some(fact) => found.push(fact),
            None => text.push(line.clone()),
        }
    }
    while text.first().is_some_and(|l| l.trim().is_empty()) {
        text.remove(0);
    }
    while text.last().is_some_and(|l| l.trim().is_empty()) {
        text.pop();
    }
    MoveComment {
        text,
        eval: choose(&found, after, last_to),
    }
}

/// The lines of `lines` an engine wrote (those [`read_comments`] leaves
/// out of `text`), in their order: what stays when a person rewrites
/// their part of a comment, so that an evaluation is not lost with it.
pub fn engine_lines(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .enumerate()
        .filter(|(i, line)| engine_line(line, lines.get(i + 1).map(String::as_str)).is_some())
        .map(|(_, line)| line.clone())
        .collect()
}

/// A ShogiHome block is told by its first character: `#` analysis, `*`
/// the player's own search. Every other dialect holds a whole evaluation
/// on one line.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Line,
    Block(char),
}

/// What one engine line says.
struct Found<'a> {
    source: Source,
    score: Option<EvalScore>,
    pv: Option<Pv<'a>>,
    /// False for the second and later candidates of a multi-PV search.
    main: bool,
    /// Our note that a mate of this length is only its line's
    /// ([`Evaluation::kif_note`]).
    line_of: Option<u32>,
}

#[derive(Clone, Copy)]
enum Pv<'a> {
    /// Space-separated CSA or USI tokens.
    Tokens(&'a str),
    /// Japanese moves, each led by its side mark.
    Japanese(&'a str),
}

/// The situation words ShogiHome writes above its score.
const SITUATIONS: [&str; 9] = [
    "先手勝勢",
    "先手優勢",
    "先手有利",
    "先手有望",
    "互角",
    "後手有望",
    "後手有利",
    "後手優勢",
    "後手勝勢",
];

/// The facts of an engine line, `None` when a person wrote it.
fn engine_line<'a>(line: &'a str, next: Option<&str>) -> Option<Found<'a>> {
    if let Some(found) = shogihome(line) {
        return Some(found);
    }
    if let Some(plies) = line_only_note(line) {
        return Some(Found {
            source: Source::Line,
            score: None,
            pv: None,
            main: false,
            line_of: Some(plies),
        });
    }
    if SITUATIONS.contains(&line.trim())
        && next.is_some_and(|n| shogihome(n).is_some_and(|f| f.score.is_some()))
    {
        return Some(Found {
            source: Source::Line,
            score: None,
            pv: None,
            main: false,
            line_of: None,
        });
    }
    let rest = line.strip_prefix('*')?;
    floodgate(rest).or_else(|| gui(rest))
}

/// `#評価値=158`, `*読み筋=▲７六歩△３四歩`, `#詰み=先手勝ち:15手`, `#深さ=8`…
fn shogihome(line: &str) -> Option<Found<'_>> {
    let prefix = line.chars().next().filter(|c| matches!(c, '#' | '*'))?;
    let (key, value) = line[1..].split_once('=')?;
    let source = Source::Block(prefix);
    let found = |score, pv| Found {
        source,
        score,
        pv,
        main: true,
        line_of: None,
    };
    match key {
        "評価値" => value
            .trim()
            .parse::<i32>()
            .ok()
            .map(|n| found(Some(EvalScore::Cp(n)), None)),
        "読み筋" => Some(found(None, Some(Pv::Japanese(value)))),
        "詰み" => {
            let (winner, length) = value.trim().split_once(':')?;
            let sign = match winner {
                "先手勝ち" => 1,
                "後手勝ち" => -1,
                _ => return None,
            };
            let n: i32 = length.strip_suffix('手')?.parse().ok()?;
            Some(found(Some(EvalScore::Mate(sign * n)), None))
        }
        "深さ" | "ノード数" | "エンジン" => Some(found(None, None)),
        _ => None,
    }
}

/// `30 -3334FU +2726FU` (after the `*`): a number, then only move tokens.
fn floodgate(rest: &str) -> Option<Found<'_>> {
    let rest = rest.trim_start();
    let (score, pv) = rest.split_once(' ').unwrap_or((rest, ""));
    let score: i32 = score.parse().ok()?;
    if !pv.split_whitespace().all(move_token_shape) {
        return None;
    }
    Some(Found {
        source: Source::Line,
        score: Some(EvalScore::Cp(score)),
        pv: Some(Pv::Tokens(pv)),
        main: true,
        line_of: None,
    })
}

/// A CSA (`+7776FU`) or USI (`7g7f`, `P*5e`) move, legal or not.
fn move_token_shape(t: &str) -> bool {
    let b = t.as_bytes();
    let csa = b.len() == 7
        && matches!(b[0], b'+' | b'-')
        && b[1..5].iter().all(u8::is_ascii_digit)
        && b[5..].iter().all(u8::is_ascii_uppercase);
    csa || Move::from_usi(t).is_ok()
}

/// `解析 0 △ 候補1 … 評価値 134↓ 読み筋 △３四歩(33) …` (after the `*`).
fn gui(rest: &str) -> Option<Found<'_>> {
    let head = rest.split_whitespace().next()?;
    if !matches!(head, "解析" | "対局" | "検討" | "Engines") {
        return None;
    }
    let (before_pv, pv) = match rest.split_once("読み筋") {
        Some((before, pv)) => (before, Some(Pv::Japanese(pv))),
        None => (rest, None),
    };
    let mut words = before_pv.split_whitespace();
    let mut score = None;
    let mut main = true;
    while let Some(word) = words.next() {
        if let Some(n) = word.strip_prefix("候補") {
            main = n == "1";
        } else if word == "評価値" {
            score = words
                .next()
                .and_then(|value| gui_score(value, words.clone().next()));
        }
    }
    Some(Found {
        source: Source::Line,
        score,
        pv,
        main,
        line_of: None,
    })
}

/// `134`, `+64`, `-103↓`, `+詰 13`, `-詰5`: the mate's length may be the
/// next word.
fn gui_score(value: &str, next: Option<&str>) -> Option<EvalScore> {
    let value = value.trim_end_matches(['↑', '↓']);
    let (sign, unsigned) = match value.strip_prefix('-') {
        Some(v) => (-1, v),
        None => (1, value.strip_prefix('+').unwrap_or(value)),
    };
    // Read wider than kept, so that i32::MIN, written `-2147483648`,
    // comes back.
    let signed = |digits: &str| i32::try_from(sign * digits.parse::<i64>().ok()?).ok();
    match unsigned.strip_prefix('詰') {
        Some(length) => {
            let length = if length.is_empty() { next? } else { length };
            signed(length).map(EvalScore::Mate)
        }
        None => signed(unsigned).map(EvalScore::Cp),
    }
}

/// The evaluation of the first engine source that gives a score, with the
/// PV of the same source.
fn choose(found: &[Found], after: &Position, last_to: Option<Square>) -> Option<Evaluation> {
    let first = found.iter().find(|f| f.main && f.score.is_some())?;
    let (score, pv) = match first.source {
        Source::Line => (first.score?, first.pv),
        Source::Block(_) => {
            let block = found.iter().filter(|f| f.source == first.source);
            // A mate says more than the score written beside it.
            let score = block
                .clone()
                .filter_map(|f| f.score)
                .find(|s| matches!(s, EvalScore::Mate(_)))
                .or(first.score)?;
            (score, block.filter_map(|f| f.pv).next())
        }
    };
    let pv = pv.map_or_else(Vec::new, |pv| read_pv(pv, after, last_to));
    // Only our note beside a mate of the same length makes it a line's.
    let line_only = match score {
        EvalScore::Mate(n) => found.iter().any(|f| f.line_of == Some(n.unsigned_abs())),
        EvalScore::Cp(_) => false,
    };
    Some(Evaluation {
        score,
        pv,
        line_only,
    })
}

/// The legal start of a PV from `after`. A first move by the side that
/// just moved is that move itself (ShogiGUI's `対局` lines begin with it),
/// and is passed over.
fn read_pv(pv: Pv, after: &Position, last_to: Option<Square>) -> Vec<Move> {
    let mut pos = after.clone();
    let mut previous = last_to;
    let mut out = Vec::new();
    let words: Vec<&str> = match pv {
        Pv::Tokens(text) => text.split_whitespace().collect(),
        Pv::Japanese(text) => split_at_side_marks(text),
    };
    let mover = after.side_to_move().opponent();
    let skip = words.first().is_some_and(|w| word_side(w) == Some(mover));
    for word in words.into_iter().skip(usize::from(skip)) {
        let mv = match pv {
            Pv::Tokens(_) => token_move(&pos, word),
            Pv::Japanese(_) => parse_japanese(&pos, word, previous).ok(),
        };
        let Some(mv) = mv else { break };
        pos.do_move(mv);
        previous = Some(mv.to());
        out.push(mv);
    }
    out
}

/// The side a PV word names: its CSA sign or Japanese mark.
fn word_side(word: &str) -> Option<Color> {
    match word.chars().next()? {
        '+' => Some(Color::Black),
        '-' => Some(Color::White),
        c => parse_side_mark(c),
    }
}

/// A CSA or USI token as a legal move in `pos`.
fn token_move(pos: &Position, token: &str) -> Option<Move> {
    if token.starts_with(['+', '-']) {
        return csa_token::read_move_token(pos, token).ok();
    }
    let mv = Move::from_usi(token).ok()?;
    pos.check_move(mv).is_ok().then_some(mv)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(usi: &[&str]) -> Position {
        let mut pos = Position::startpos();
        for m in usi {
            let mv = Move::from_usi(m).unwrap();
            pos.do_move(mv);
        }
        pos
    }

    fn usi(pv: &[Move]) -> Vec<String> {
        pv.iter().map(|m| m.to_usi()).collect()
    }

    fn read(lines: &[&str], pos: &Position, last_to: Option<Square>) -> MoveComment {
        let lines: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        read_comments(&lines, pos, last_to)
    }

    #[test]
    fn floodgate_line_with_csa_and_usi_tokens() {
        let pos = after(&["7g7f"]);
        let c = read(&["* -42 -3334FU 2g2f"], &pos, None);
        let e = c.eval.clone().unwrap();
        assert_eq!(e.score, EvalScore::Cp(-42));
        assert_eq!(usi(&e.pv), ["3c3d", "2g2f"]);
        assert!(c.text.is_empty());
    }

    #[test]
    fn a_person_writing_a_number_is_not_an_engine() {
        let pos = after(&["7g7f"]);
        let c = read(&["* 3 times I tried this"], &pos, None);
        assert_eq!(c.eval, None);
        assert_eq!(c.text, ["* 3 times I tried this"]);
    }

    #[test]
    fn gui_line_mate_and_same_square() {
        // After ▲７六歩 △３四歩 ▲２二角成: White recaptures with 同　銀.
        let pos = after(&["7g7f", "3c3d", "8h2b+"]);
        let line = "*解析 0 △ 候補1 時間 00:01.0 深さ 9 評価値 -詰 7 読み筋 △同　銀(31) ▲４五角打";
        let e = read(&[line], &pos, Some(pos_sq("2b"))).eval.unwrap();
        assert_eq!(e.score, EvalScore::Mate(-7));
        assert_eq!(usi(&e.pv), ["3a2b", "B*4e"]);
    }

    #[test]
    fn second_candidates_give_no_evaluation_but_are_hidden() {
        let pos = after(&["7g7f"]);
        let c = read(
            &[
                "*解析 0 △ 候補2 評価値 50 読み筋 △８四歩(83)",
                "*解析 0 △ 候補1 評価値 80↓ 読み筋 △３四歩(33)",
                "good move",
            ],
            &pos,
            None,
        );
        let e = c.eval.clone().unwrap();
        assert_eq!(e.score, EvalScore::Cp(80));
        assert_eq!(usi(&e.pv), ["3c3d"]);
        assert_eq!(c.joined().as_deref(), Some("good move"));
    }

    #[test]
    fn shogihome_block_with_situation_word() {
        let pos = after(&["7g7f"]);
        let c = read(
            &[
                "互角",
                "#評価値=-60",
                "#読み筋=△３四歩▲２六歩△同　歩",
                "#深さ=8",
                "#エンジン=Engine01",
            ],
            &pos,
            None,
        );
        let e = c.eval.clone().unwrap();
        assert_eq!(e.score, EvalScore::Cp(-60));
        // △同　歩 is not legal after ▲２六歩: the line stops there.
        assert_eq!(usi(&e.pv), ["3c3d", "2g2f"]);
        assert_eq!(c.joined(), None);
    }

    #[test]
    fn a_situation_word_alone_is_a_comment() {
        let pos = after(&["7g7f"]);
        assert_eq!(read(&["互角"], &pos, None).text, ["互角"]);
    }

    #[test]
    fn mate_without_length_stays_a_comment() {
        let pos = after(&["7g7f"]);
        let c = read(&["#詰み=先手勝ち"], &pos, None);
        assert_eq!(c.eval, None);
        assert_eq!(c.text, ["#詰み=先手勝ち"]);
    }

    #[test]
    fn extreme_scores_survive_writing() {
        let pos = after(&["7g7f"]);
        for score in [
            EvalScore::Cp(i32::MIN),
            EvalScore::Cp(i32::MAX),
            EvalScore::Mate(i32::MIN + 1),
        ] {
            let e = Evaluation {
                score,
                pv: Vec::new(),
                line_only: false,
            };
            let back = read(&[e.kif_comment(&pos, None).as_str()], &pos, None);
            assert_eq!(back.eval, Some(e.clone()), "KIF {score:?}");
        }
        let e = Evaluation {
            score: EvalScore::Cp(i32::MIN),
            pv: Vec::new(),
            line_only: false,
        };
        assert_eq!(
            read(&[e.csa_comment(&pos).as_str()], &pos, None).eval,
            Some(e)
        );
    }

    #[test]
    fn a_mate_only_as_long_as_its_line_is_written_with_a_note_and_read_back() {
        let pos = after(&["7g7f"]);
        let e = |score, line_only| Evaluation {
            score,
            pv: vec![Move::from_usi("3c3d").unwrap()],
            line_only,
        };
        let line = e(EvalScore::Mate(-45), true);
        let written = line.kif_lines(&pos, None);
        assert_eq!(
            written,
            [
                "*解析 0 △ 候補1 評価値 -詰 45 読み筋 △３四歩(33)",
                "詰み（45手の手順。最短・最長は未証明）"
            ]
        );
        // Behind a person's words, both come back as the evaluation, and
        // the note is not taken for the person's.
        let mut lines = vec!["a fine move".to_string()];
        lines.extend(written);
        let back = read_comments(&lines, &pos, None);
        assert_eq!(back.eval, Some(line.clone()));
        assert_eq!(back.text, ["a fine move"]);
        // An ordinary mate and a score have no note.
        let proven = e(EvalScore::Mate(-45), false);
        assert_eq!(proven.kif_lines(&pos, None).len(), 1);
        assert_eq!(e(EvalScore::Cp(30), true).kif_note(), None);
        // The note counts only beside a mate of its length.
        let other = [
            proven.kif_comment(&pos, None),
            "詰み（43手の手順。最短・最長は未証明）".to_string(),
        ];
        assert_eq!(read_comments(&other, &pos, None).eval, Some(proven));
        // Not a note: other words around a number.
        let c = read(&["詰み（四十五手の手順。最短・最長は未証明）"], &pos, None);
        assert_eq!(c.text.len(), 1);
    }

    fn pos_sq(usi_square: &str) -> Square {
        Move::from_usi(&format!("1a{usi_square}")).unwrap().to()
    }
}
