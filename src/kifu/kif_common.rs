//! What the KIF and KI2 formats (and the BOD diagrams inside them) share,
//! kept apart so that neither reader depends on the other.

use super::escape::quote;
use super::record::EndWord;
use crate::shogi::Color;

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
const SUMMARY_WORDS: [(&str, EndWord); 11] = [
    ("千日手", EndWord::Sennichite),
    ("持将棋", EndWord::Impasse),
    ("中断", EndWord::Interrupted),
    ("詰み", EndWord::Checkmate),
    ("不詰", EndWord::NoMate),
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
pub(crate) fn end_from_summary(text: &str, to_move: Color) -> Option<EndWord> {
    let what = text.split_once('で').map_or(text, |(_, w)| w);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_words() {
        assert_eq!(
            end_from_summary("64手で後手の勝ち", Color::Black),
            Some(EndWord::Resign)
        );
        assert_eq!(
            end_from_summary("100手で千日手", Color::Black),
            Some(EndWord::Sennichite)
        );
        assert_eq!(
            end_from_summary("75手で時間切れにより先手の勝ち", Color::White),
            Some(EndWord::TimeUp)
        );
        assert_eq!(
            end_from_summary("75手で先手の反則勝ち", Color::Black),
            Some(EndWord::FoulWin)
        );
        // The side to move lost by a foul, as ShogiHome writes it.
        assert_eq!(
            end_from_summary("75手で先手の反則負け", Color::Black),
            Some(EndWord::FoulLoss)
        );
        assert_eq!(
            end_from_summary("75手で後手の反則負け", Color::Black),
            Some(EndWord::FoulWin)
        );
        assert_eq!(
            end_from_summary("3手で不詰", Color::White),
            Some(EndWord::NoMate)
        );
        assert_eq!(
            end_from_summary("3手で不戦敗", Color::White),
            Some(EndWord::DefaultLoss)
        );
        assert_eq!(end_from_summary("よくわからない", Color::Black), None);
    }

    #[test]
    fn no_summary_word_is_hidden_by_an_earlier_one() {
        for (word, end) in SUMMARY_WORDS {
            assert_eq!(summary_word(word), Some((word, end)), "{word}");
        }
    }
}
