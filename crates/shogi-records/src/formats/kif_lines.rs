//! The line loop the KIF and KI2 readers share: lines trimmed and
//! numbered, program lines skipped, and the kinds of line both formats
//! read alike (`#` remarks, `*` comments, `&` bookmarks, `変化：N手`
//! headings); every other line goes to the format's own reader. After
//! the last line, the start comes from the headers when no move gave it.

use super::kif_header::HeaderReader;
use super::kif_problem::KifProblem;
use super::problem::Problem;
use super::variation_tree::{self, Line, Tree};
use crate::error::{Format, ParseError};
use crate::record::Record;

/// What a reader has read so far.
#[derive(Default)]
pub(super) struct Reading {
    pub header: HeaderReader,
    pub record: Record,
    /// The lines of play, from the first move on.
    pub tree: Option<(Tree, Line)>,
}

/// Reads `text` as `format`, giving `own_line` each line (its number, its
/// trimmed text) of a kind only that format has.
pub(super) fn read_lines(
    text: &str,
    format: Format,
    mut own_line: impl FnMut(&mut Reading, usize, &str) -> Result<(), ParseError>,
) -> Result<Record, ParseError> {
    let err = |line: usize, problem: Problem| ParseError::new(format, line, problem);
    let mut r = Reading::default();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let t = raw.trim_end_matches('\r').trim();
        if t.is_empty() || variation_tree::is_program_line(t) {
            continue;
        }
        let line = r.tree.as_ref().map(|(_, l)| l);
        if let Some(remark) = t.strip_prefix('#') {
            variation_tree::remark(&mut r.record, line, remark.to_string());
        } else if let Some(comment) = t.strip_prefix('*') {
            variation_tree::comment(&mut r.record, line, comment.to_string());
        } else if let Some(mark) = t.strip_prefix('&') {
            variation_tree::bookmark(&mut r.record, line, mark);
        } else if let Some(number) = variation_tree::heading(t) {
            let number = number.map_err(|p| err(n, p))?;
            let Some((tree, line)) = r.tree.as_mut() else {
                return Err(err(n, KifProblem::VariationBeforeMoves.into()));
            };
            *line = tree
                .branch(&mut r.record, number)
                .map_err(|p| err(n, p.into()))?;
        } else {
            own_line(&mut r, n, t)?;
        }
    }
    if r.tree.is_none() {
        let (start, _) = r.header.start().map_err(|p| err(0, p))?;
        r.record.start = start;
    }
    r.record.info = r.header.into_info();
    // A 変化 whose branch point the main line never reaches (it stopped at
    // an unplayable move) was read with no moves; drop it as the save
    // reader does, so that every format holds the same variations.
    r.record.check_moves();
    Ok(r.record)
}
