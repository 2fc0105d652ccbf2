//! Reading the markup out of a comment: one pass over the text, no
//! backtracking, so a 20,000-character comment or 10,000 arrows cost
//! their length and no more.

use super::mark::{Brush, MAX_MARKS, Mark, Spot, piece_of_letter};
use shogi_core::Square;

/// A comment's marks and its text without their markup.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marked {
    pub marks: Vec<Mark>,
    /// The comment's lines with the well-formed markup blocks taken out
    /// (a line that held only markup is dropped).
    pub text: Vec<String>,
}

/// The kinds of block, with the length of one token in each.
#[derive(Clone, Copy)]
enum Tag {
    Circles,
    Arrows,
    Pieces,
}

impl Tag {
    fn of(name: &str) -> Option<Tag> {
        match name {
            "csl" => Some(Tag::Circles),
            "cal" => Some(Tag::Arrows),
            "cpl" => Some(Tag::Pieces),
            _ => None,
        }
    }

    fn token_len(self) -> usize {
        match self {
            Tag::Circles => 3,
            Tag::Arrows => 5,
            Tag::Pieces => 4,
        }
    }

    /// One token's mark; `None` for one that names no square or piece
    /// (dropped, as lishogi drops it).
    fn mark(self, token: &str) -> Option<Mark> {
        let brush = Brush::from_letter(token.chars().next()?);
        let rest = token.get(1..)?;
        match self {
            Tag::Circles => Some(Mark::Circle {
                brush,
                at: Spot::from_key(rest)?,
            }),
            Tag::Arrows => Some(Mark::Arrow {
                brush,
                from: Spot::from_key(rest.get(..2)?)?,
                to: Spot::from_key(rest.get(2..)?)?,
            }),
            Tag::Pieces => Some(Mark::Piece {
                brush,
                at: Square::parse_usi(rest.get(..2)?)?,
                piece: piece_of_letter(rest.get(2..)?.chars().next()?)?,
            }),
        }
    }
}

/// The marks in a comment's lines, and the lines without their markup.
pub fn read_marks(lines: &[String]) -> Marked {
    let mut marked = Marked::default();
    for line in lines {
        let mut kept = String::new();
        let mut rest = line.as_str();
        let mut had_markup = false;
        while let Some(at) = rest.find("[%") {
            kept.push_str(&rest[..at]);
            let block = &rest[at..];
            match block_end(block) {
                Some((tag, body, end)) => {
                    had_markup = true;
                    read_block(tag, body, &mut marked.marks);
                    rest = &block[end..];
                }
                None => {
                    kept.push_str("[%");
                    rest = &block[2..];
                }
            }
        }
        kept.push_str(rest);
        let trimmed = kept.trim();
        if !(had_markup && trimmed.is_empty()) {
            marked.text.push(if had_markup {
                trimmed.to_string()
            } else {
                line.clone()
            });
        }
    }
    marked
}

/// A well-formed block at the start of `block` (which starts `[%`): its
/// tag, its body, and the byte just past its `]`.
fn block_end(block: &str) -> Option<(Tag, &str, usize)> {
    let after = &block[2..];
    let name_len = after.find(|c: char| !c.is_ascii_alphabetic())?;
    let tag = Tag::of(&after[..name_len])?;
    let body_start = 2 + name_len;
    let close = block[body_start..].find(']')? + body_start;
    let body = &block[body_start..close];
    // At least one space after the name, a bracket nowhere inside, and
    // tokens of whole lengths: else it is text.
    if !body.starts_with(char::is_whitespace) || body.contains('[') {
        return None;
    }
    let mut any = false;
    for run in body.split(|c: char| c == ',' || c.is_whitespace()) {
        if run.is_empty() {
            continue;
        }
        if !run.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            || run.len() % tag.token_len() != 0
        {
            return None;
        }
        any = true;
    }
    any.then_some((tag, body, close + 1))
}

fn read_block(tag: Tag, body: &str, marks: &mut Vec<Mark>) {
    let n = tag.token_len();
    for run in body.split(|c: char| c == ',' || c.is_whitespace()) {
        // Runs are ASCII (checked in `block_end`): byte slices are chars.
        for start in (0..run.len()).step_by(n) {
            if marks.len() >= MAX_MARKS {
                return;
            }
            if let Some(mark) = run.get(start..start + n).and_then(|t| tag.mark(t))
                && !marks.contains(&mark)
            {
                marks.push(mark);
            }
        }
    }
}
