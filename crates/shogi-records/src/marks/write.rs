//! Writing marks into a comment: the player's text as it was, the
//! markup on a line of its own after it, so that lishogi (which reads the
//! markup anywhere in a comment) and a person reading the KIF both find
//! what they expect.

use super::mark::{Mark, piece_letter};
use super::read::read_marks;

/// The markup for `marks`: `[%csl …] [%cal …] [%cpl …]`, each block only
/// when it has marks; empty for none.
pub fn markup(marks: &[Mark]) -> String {
    let mut circles = Vec::new();
    let mut arrows = Vec::new();
    let mut pieces = Vec::new();
    for &mark in marks {
        let b = mark.brush().letter();
        match mark {
            Mark::Circle { at, .. } => circles.push(format!("{b}{}", at.key())),
            Mark::Arrow { from, to, .. } => arrows.push(format!("{b}{}{}", from.key(), to.key())),
            Mark::Piece { at, piece, .. } => pieces.push(format!(
                "{b}{}{}",
                at.usi(),
                piece_letter(piece.color, piece.kind)
            )),
        }
    }
    [("csl", circles), ("cal", arrows), ("cpl", pieces)]
        .into_iter()
        .filter(|(_, tokens)| !tokens.is_empty())
        .map(|(tag, tokens)| format!("[%{tag} {}]", tokens.join(",")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A comment's lines with `marks` in place of the marks it had: its text
/// kept, the old markup gone, the new on the last line.
pub fn with_marks(lines: &[String], marks: &[Mark]) -> Vec<String> {
    let mut text = read_marks(lines).text;
    let markup = markup(marks);
    if !markup.is_empty() {
        text.push(markup);
    }
    text
}
