//! A position's entry as a book holds it: the key, the smallest ply it
//! was reached at, its comment and its move lines, kept as written (USI
//! text), and the wins, losses and draws a move line may carry in its
//! comment.
//!
//! # Results in a comment
//! The YaneuraOu format has no field for how games went on after a move,
//! so they ride in the move's comment, first, in one fixed form:
//! `7g7f 3c3d none none 12 #results w5 l4 d3` (wins, losses and draws of
//! the side that played the move, in the games counted). Why a comment:
//! YaneuraOu skips the text after the count and ShogiHome shows it as the
//! move's comment, where `w5 l4 d3` reads without a manual; a sixth
//! column would be taken for part of the comment by one and as garbage by
//! others. ShogiHome writes a move's comment back on a line of its own
//! (`#results w5 l4 d3` under the move), which reads the same here:
//! the results are the first line of the move's comment, wherever it
//! stood. Any other comment text follows on lines of its own.

/// The first line of every YaneuraOu book.
pub const HEADER: &str = "#YANEURAOU-DB2016 1.00";

/// The most move lines a position may have: no shogi position has more
/// than 593 legal moves, so a position with more is not a book's, and
/// reading its lines would let one position of a file take any amount of
/// memory (3 million lines took a gigabyte).
pub const MAX_POSITION_MOVES: usize = 593;

/// The longest comment of a position or of a move, its lines together:
/// with [`MAX_POSITION_MOVES`], what one entry read from a file can take
/// stays bounded (about 10 MB at worst).
pub const MAX_COMMENT_BYTES: usize = 16 * 1024;

/// Wins, losses and draws of the side that played a move, in the games
/// in which it was played.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Results {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
}

impl Results {
    /// Sums two tallies (a merge), saturating rather than wrapping on a
    /// hostile file's huge numbers.
    pub fn plus(self, other: Results) -> Results {
        Results {
            wins: self.wins.saturating_add(other.wins),
            losses: self.losses.saturating_add(other.losses),
            draws: self.draws.saturating_add(other.draws),
        }
    }
}

/// One move line of a book, as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BookLine {
    /// The move in USI, as written (possibly not a move at all in a
    /// hostile file: `moves` passes such lines over).
    pub usi: String,
    /// The expected reply (`none` in the file: `None`).
    pub ponder: Option<String>,
    pub value: Option<i32>,
    pub depth: Option<i32>,
    /// Games (or weight) in which the move was played; missing: `None`.
    pub count: Option<u64>,
    pub results: Option<Results>,
    /// The rest of the move's comment, lines joined by `\n`.
    pub comment: String,
}

/// One position of a book, as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BookEntry {
    /// `BOARD TURN HAND` (the SFEN without its move number).
    pub key: String,
    /// The smallest move number the position was written with.
    pub ply: Option<u32>,
    /// The position's comment, lines joined by `\n`.
    pub comment: String,
    pub moves: Vec<BookLine>,
}

/// A book move that can be played in the position asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: shogi_core::Move,
    /// The expected reply, when it is written and legal after `mv`.
    pub ponder: Option<shogi_core::Move>,
    pub value: Option<i32>,
    pub depth: Option<i32>,
    /// Missing in the file: 0.
    pub count: u64,
    pub results: Option<Results>,
    pub comment: String,
}

const RESULTS_WORD: &str = "results ";

/// Splits a move's comment into its results (its first line, when that
/// is `results wN lN dN`) and the rest.
pub(crate) fn split_results(comment: &str) -> (Option<Results>, String) {
    let (first, rest) = comment.split_once('\n').unwrap_or((comment, ""));
    match parse_results(first) {
        Some(r) => (Some(r), rest.to_string()),
        None => (None, comment.to_string()),
    }
}

fn parse_results(line: &str) -> Option<Results> {
    let mut words = line.trim_end().strip_prefix(RESULTS_WORD)?.split(' ');
    let mut number =
        |letter: char| -> Option<u64> { words.next()?.strip_prefix(letter)?.parse().ok() };
    let results = Results {
        wins: number('w')?,
        losses: number('l')?,
        draws: number('d')?,
    };
    words.next().is_none().then_some(results)
}

/// The text a results tally is written as, after a move line's `#`.
pub(crate) fn results_text(r: Results) -> String {
    format!("{RESULTS_WORD}w{} l{} d{}", r.wins, r.losses, r.draws)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_the_first_comment_line_only_in_their_exact_form() {
        let r = Results {
            wins: 5,
            losses: 4,
            draws: 3,
        };
        assert_eq!(split_results("results w5 l4 d3"), (Some(r), String::new()));
        assert_eq!(
            split_results("results w5 l4 d3\nsharp line"),
            (Some(r), "sharp line".to_string())
        );
        assert_eq!(parse_results(&results_text(r)), Some(r));
        for other in [
            "results 5 4 3",
            "results w5 l4",
            "results w5 l4 d3 x",
            "results w-1 l4 d3",
            "a comment\nresults w5 l4 d3",
        ] {
            assert_eq!(split_results(other), (None, other.to_string()), "{other}");
        }
    }
}
