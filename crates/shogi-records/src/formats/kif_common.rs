//! What the KIF and KI2 formats (and the BOD diagrams inside them) share,
//! kept apart so that neither reader depends on the other.

use crate::escape::quote;
use crate::record::{DRAW_SUMMARY_WORD, EndWord};
use shogi_core::Color;
use shogi_core::notation::kanji::parse_side_mark;

/// What KIF calls each side: 先手/後手, or 下手/上手 in a handicap game.
pub const fn side_name(c: Color, handicap: bool) -> &'static str {
    match (c, handicap) {
        (Color::Black, false) => "先手",
        (Color::White, false) => "後手",
        (Color::Black, true) => "下手",
        (Color::White, true) => "上手",
    }
}

/// A line quoted in a message: cut, and with control characters escaped.
pub(crate) fn shorten(t: &str) -> String {
    quote(t, 40)
}

/// Words that name the end of a `まで…` summary by themselves. A word
/// comes before any shorter word it contains, or the shorter one would
/// match first and the longer could never be seen.
const SUMMARY_WORDS: [(&str, EndWord); 13] = [
    ("千日手", EndWord::Sennichite),
    ("持将棋", EndWord::Impasse),
    // What this program writes for a draw with no more said (%HIKIWAKE).
    (DRAW_SUMMARY_WORD, EndWord::DeclareDraw),
    ("中断", EndWord::Interrupted),
    ("不詰", EndWord::NoMate),
    ("封じ手", EndWord::Sealed),
    ("詰み", EndWord::Checkmate),
    ("不戦勝", EndWord::DefaultWin),
    ("不戦敗", EndWord::DefaultLoss),
    ("トライ", EndWord::Try),
    ("時間切れ", EndWord::TimeUp),
    ("切れ", EndWord::TimeUp),
    ("入玉", EndWord::DeclareWin),
];

/// The first entry of `SUMMARY_WORDS` found in `what`.
fn summary_word(what: &str) -> Option<(&'static str, EndWord)> {
    SUMMARY_WORDS
        .into_iter()
        .find(|(word, _)| what.contains(word))
}

/// `64手で後手の勝ち`, `100手で千日手`, `75手で時間切れにより先手の勝ち` …
/// A word relative to a side is read against the side to move after the
/// number of moves the line states (`first` moved first), so that a line
/// the reader stopped early (an unreadable move) does not turn
/// `先手の勝ち` into a foul; `to_move` is for a line without a number.
pub(crate) fn end_from_summary(text: &str, first: Color, to_move: Color) -> Option<EndWord> {
    let (count, what) = text.split_once('で').unwrap_or(("", text));
    let to_move = match count.strip_suffix('手').map(str::parse::<u64>) {
        Some(Ok(n)) if n.is_multiple_of(2) => first,
        Some(Ok(_)) => first.opponent(),
        _ => to_move,
    };
    if let Some((_, end)) = summary_word(what) {
        return Some(end);
    }
    let named = if what.contains("先手の") || what.contains("下手の") {
        Color::Black
    } else if what.contains("後手の") || what.contains("上手の") {
        Color::White
    } else {
        return None;
    };
    // `後手の反則負け` names the loser.
    let winner = if what.contains("反則負け") {
        named.opponent()
    } else {
        named
    };
    let foul = what.contains("反則");
    Some(match (winner == to_move, foul) {
        (true, _) => EndWord::FoulWin,
        (false, true) => EndWord::FoulLoss,
        (false, false) => EndWord::Resign,
    })
}

/// A `まで…` line: `まで63手で後手の勝ち`, `まで75手で時間切れにより先手の勝ち`,
/// `まで80手で後手の反則負け`, `まで100手で千日手`, so that readers that
/// take the ending from this line alone (cshogi's, and every KI2 reader)
/// find it. In KIF the move column already states the ending, and a win
/// with no word of its own here (詰み, 不戦勝 …) names the winner as Kifu
/// for Windows does; KI2 has no move column, so its line keeps the ending's
/// own word (`with_word`), as ShogiHome writes it.
pub(crate) fn summary_line(
    moves: usize,
    word: EndWord,
    to_move: Color,
    handicap: bool,
    with_word: bool,
) -> String {
    let side = |c: Color| side_name(c, handicap);
    let kif = match word {
        EndWord::DeclareDraw => DRAW_SUMMARY_WORD,
        _ => word.kif(to_move).unwrap_or("中断"),
    };
    let what = match kif {
        "投了" => format!("{}の勝ち", side(to_move.opponent())),
        "切れ負け" => format!("時間切れにより{}の勝ち", side(to_move.opponent())),
        "入玉勝ち" | "反則勝ち" | "反則負け" => format!("{}の{kif}", side(to_move)),
        _ => match word.winner(to_move) {
            Some(w) if !with_word => format!("{}の勝ち", side(w)),
            _ => kif.to_string(),
        },
    };
    format!("まで{moves}手で{what}")
}

/// `手数----指手---------消費時間--`: writers use any number of dashes
/// (ASCII, full-width or box-drawing), and some leave the heading out.
/// The BOD `手数＝N` line is not a heading: it names the diagram's move,
/// and neither is a header whose value looks like one (`後手：手数----指手`):
/// only a line that begins with it.
pub(crate) fn is_move_table_heading(t: &str) -> bool {
    let Some(rest) = t.strip_prefix("手数") else {
        return false;
    };
    let after = rest.trim_start_matches(|c: char| {
        c.is_whitespace() || ['-', '－', '―', '─', 'ー'].contains(&c)
    });
    after.len() < rest.len() && after.starts_with("指手")
}

/// Splits `▲７六歩　△同　歩` at the side marks, one piece per move: splitting
/// at spaces would cut `同　歩`, whose full-width space is part of the move
/// (KI2 move lines, and the PVs of engine comments).
pub(crate) fn split_at_side_marks(line: &str) -> Vec<&str> {
    let starts: Vec<usize> = line
        .char_indices()
        .filter(|&(_, c)| parse_side_mark(c).is_some())
        .map(|(i, _)| i)
        .collect();
    starts
        .iter()
        .enumerate()
        .map(|(k, &s)| line[s..starts.get(k + 1).copied().unwrap_or(line.len())].trim())
        .filter(|t| !t.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_with_any_dashes_but_not_the_diagram_move_line() {
        for t in [
            "手数----指手---------消費時間--",
            "手数-指手-消費時間-",
            "手数――指手――――消費時間――",
            "手数 ---- 指手",
        ] {
            assert!(is_move_table_heading(t), "{t}");
        }
        for t in ["手数＝12", "手数=0  ▲７六歩  まで", "手数指手", "指手----"] {
            assert!(!is_move_table_heading(t), "{t}");
        }
    }

    /// `end_from_summary` with the side to move after the stated moves.
    fn end_from(text: &str, to_move: Color) -> Option<EndWord> {
        let n: u64 = text
            .split_once('手')
            .and_then(|(n, _)| n.parse().ok())
            .unwrap_or(0);
        let first = if n.is_multiple_of(2) {
            to_move
        } else {
            to_move.opponent()
        };
        end_from_summary(text, first, to_move)
    }

    #[test]
    fn a_summary_is_read_after_the_moves_it_counts() {
        // The reader stopped at move 1 (Black to move), the line counts 3.
        assert_eq!(
            end_from_summary("3手で先手の勝ち", Color::Black, Color::Black),
            Some(EndWord::Resign)
        );
        assert_eq!(
            end_from_summary("先手の勝ち", Color::Black, Color::Black),
            Some(EndWord::FoulWin)
        );
    }

    #[test]
    fn summary_words() {
        assert_eq!(
            end_from("64手で後手の勝ち", Color::Black),
            Some(EndWord::Resign)
        );
        assert_eq!(
            end_from("100手で千日手", Color::Black),
            Some(EndWord::Sennichite)
        );
        assert_eq!(
            end_from("75手で時間切れにより先手の勝ち", Color::White),
            Some(EndWord::TimeUp)
        );
        assert_eq!(
            end_from("75手で先手の反則勝ち", Color::Black),
            Some(EndWord::FoulWin)
        );
        // The side to move lost by a foul, as ShogiHome writes it.
        assert_eq!(
            end_from("75手で先手の反則負け", Color::Black),
            Some(EndWord::FoulLoss)
        );
        assert_eq!(
            end_from("3手で引き分け", Color::White),
            Some(EndWord::DeclareDraw)
        );
        assert_eq!(
            end_from("75手で後手の反則負け", Color::Black),
            Some(EndWord::FoulWin)
        );
        assert_eq!(end_from("3手で不詰", Color::White), Some(EndWord::NoMate));
        assert_eq!(
            end_from("3手で不戦敗", Color::White),
            Some(EndWord::DefaultLoss)
        );
        assert_eq!(end_from("よくわからない", Color::Black), None);
    }

    #[test]
    fn no_summary_word_is_hidden_by_an_earlier_one() {
        for (word, end) in SUMMARY_WORDS {
            assert_eq!(summary_word(word), Some((word, end)), "{word}");
        }
    }
}
