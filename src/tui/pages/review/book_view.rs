//! What review draws of the opening book: the book pane (`B`) in place
//! of the notes pane, each book move with its count, share, results,
//! value and a short comment, the record's own move marked; and the
//! short "Book:" row research shows above the engine's lines.

use super::book::{BookAnswer, DIGIT_MOVES};
use super::explorer_view::tabs_title;
use super::state::{PaneTab, ReviewScreen};
use crate::kifu::book::BookMove;
use crate::kifu::escape_controls;
use crate::shogi::notation::{japanese, western};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, middle_fitting};
use crate::tui::widgets::wrapped::WrappedText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Widget};
use unicode_width::UnicodeWidthStr;

/// A comment longer than this is left to the book's own editor: the pane
/// is a list, not a reader.
const SHORT_COMMENT: usize = 24;

/// Book moves research names above its lines.
const RESEARCH_BOOK_MOVES: usize = 3;

/// The pointer beside the record's own move.
const PLAYED: &str = "▸";

/// A book move in the player's notation, from the position shown.
fn move_text(r: &ReviewScreen, m: &BookMove, notation: Notation) -> String {
    let pos = r.position();
    match notation {
        Notation::Japanese => japanese(pos, m.mv, r.last_to()),
        Notation::Western => western(pos, m.mv),
    }
}

/// The pane's rows for `room` columns.
pub fn book_rows(
    r: &ReviewScreen,
    notation: Notation,
    room: usize,
    t: &Theme,
) -> Vec<Line<'static>> {
    let moves = match r.book_answer() {
        BookAnswer::NoBook => return vec![Line::styled(t!("review-book-none"), t.dim)],
        BookAnswer::Unopened(why) => {
            return vec![Line::styled(
                t!("review-book-unopened", why = why),
                t.refusal,
            )];
        }
        BookAnswer::NotInBook => return vec![Line::styled(t!("review-book-absent"), t.dim)],
        BookAnswer::Failed(why) => return vec![Line::styled(why, t.refusal)],
        BookAnswer::Moves(moves) => moves,
    };
    let total: u64 = moves.iter().map(|m| m.count).sum();
    let played = r.next_move_shown();
    let texts: Vec<String> = moves.iter().map(|m| move_text(r, m, notation)).collect();
    let move_width = texts.iter().map(|s| s.width()).max().unwrap_or(0);
    let mut out = Vec::new();
    for (n, (m, text)) in moves.iter().zip(&texts).enumerate() {
        let key = if n < DIGIT_MOVES {
            (n + 1).to_string()
        } else {
            " ".to_string()
        };
        let here = played == Some(m.mv);
        let pointer = if here { PLAYED } else { " " };
        let pad = move_width - text.width();
        let mut parts = vec![format!("{key}{pointer}{text}{:pad$} {:>4}", "", m.count)];
        // Rounded, so that two moves of 7 and 5 read 58% and 42%; none
        // when the book counts no games.
        let share = m
            .count
            .saturating_mul(100)
            .saturating_add(total / 2)
            .checked_div(total);
        if let Some(share) = share {
            parts.push(format!("{share:>3}%"));
        }
        if let Some(res) = m.results {
            parts.push(t!(
                "review-book-results",
                wins = res.wins,
                losses = res.losses,
                draws = res.draws
            ));
        }
        if let Some(v) = m.value {
            parts.push(t!("review-book-value", value = format!("{v:+}")));
        }
        let comment = escape_controls(m.comment.trim()).into_owned();
        if !comment.is_empty() && comment.width() <= SHORT_COMMENT && !comment.contains('\n') {
            parts.push(comment);
        }
        let style = if here { t.title } else { t.text };
        // Whole parts to a row; what does not fit goes on under the move.
        let mut row = String::new();
        for part in parts {
            if !row.is_empty() && row.width() + 2 + part.width() > room {
                out.push(Line::styled(std::mem::take(&mut row), style));
                row.push_str("   ");
            } else if !row.is_empty() {
                row.push_str("  ");
            }
            row.push_str(&part);
        }
        out.push(Line::styled(row, style));
    }
    match played {
        Some(mv) if moves.iter().any(|m| m.mv == mv) => {
            out.push(Line::styled(t!("review-book-played"), t.dim));
        }
        Some(mv) => {
            let text = match notation {
                Notation::Japanese => japanese(r.position(), mv, r.last_to()),
                Notation::Western => western(r.position(), mv),
            };
            out.push(Line::styled(
                t!("review-book-played-elsewhere", mv = text),
                t.dim,
            ));
        }
        None => {}
    }
    out
}

/// Draws the pane.
pub fn book_pane(r: &ReviewScreen, notation: Notation, t: &Theme, area: Rect, buf: &mut Buffer) {
    // A file's book is named by its path: its file name is what fits.
    // The built-in one is named in the player's language.
    let builtin = crate::book::builtin();
    let name = r.book_pane().book.as_ref().map(|b| {
        if builtin
            .as_ref()
            .is_some_and(|x| std::sync::Arc::ptr_eq(x, b))
        {
            return t!("menu-book-builtin");
        }
        let path = std::path::Path::new(b.name());
        let name = path.file_name().unwrap_or(path.as_os_str());
        escape_controls(&name.to_string_lossy()).into_owned()
    });
    // The title sits between the corners, a space either side of it.
    let room = usize::from(area.width.saturating_sub(4));
    let title = match name {
        Some(name) => {
            let words = t!("review-book-title", name = "");
            let whole = t!("review-book-title", name = name.as_str());
            // The other tab, the game database's, is named beside the
            // book's when both fit; a narrow pane keeps the book's name.
            let tabs = tabs_title(PaneTab::Book, &whole);
            if tabs.width() <= room {
                tabs
            } else {
                let name = middle_fitting(&name, room.saturating_sub(words.width()));
                t!("review-book-title", name = name)
            }
        }
        None => {
            let plain = t!("review-book-title-none");
            let tabs = tabs_title(PaneTab::Book, &plain);
            if tabs.width() <= room { tabs } else { plain }
        }
    };
    let title = head_fitting(&title, room);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(t.grid)
        .title(Span::styled(format!(" {title} "), t.title));
    let inner = block.inner(area);
    block.render(area, buf);
    let rows = book_rows(r, notation, usize::from(inner.width), t);
    // Rows are packed to the width already; a sentence (no book, the
    // record's move not in it) wraps rather than being cut, by display
    // width and whole words, never into the border.
    WrappedText {
        paragraphs: &rows,
        scroll: 0,
        marks: t.dim,
    }
    .render(inner, buf);
}

/// Research's row above the engine's lines: the book's most played moves
/// from the position shown, when it is in the book.
pub fn research_book_row(r: &ReviewScreen, notation: Notation, t: &Theme) -> Option<Line<'static>> {
    let BookAnswer::Moves(mut moves) = r.book_answer() else {
        return None;
    };
    // Most played first; the sort is stable, so ties keep the book's order.
    moves.sort_by_key(|m| std::cmp::Reverse(m.count));
    let listed: Vec<String> = moves
        .iter()
        .take(RESEARCH_BOOK_MOVES)
        .map(|m| format!("{} {}", move_text(r, m, notation), m.count))
        .collect();
    let mut text = listed.join(" · ");
    if moves.len() > RESEARCH_BOOK_MOVES {
        text.push_str(" …");
    }
    Some(Line::styled(
        t!("review-research-book", moves = text),
        t.title,
    ))
}
