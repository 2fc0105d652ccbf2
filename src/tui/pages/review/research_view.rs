//! What review draws of research mode: a pane under the move list with
//! each of the engine's lines (its number, score from Black's view,
//! depth and moves in the player's notation) and the engine's speed and
//! name. Drawn from the page's state alone, like everything else.

use super::analysis_view::line_rows;
use super::book::BookAnswer;
use super::book_view::research_book_row;
use super::state::ReviewScreen;
use crate::analysis::ResearchLine;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::layout::review_panes;
use crate::tui::theme::Theme;
use crate::tui::widgets::status::side_mark;
use crate::tui::widgets::wrapped::wrap;
use crate::words::engine::eval_in_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

/// Rows the move list and the notes pane keep at least, between them,
/// when research takes its share of the column.
const OTHERS_KEEP: u16 = 10;

/// Rows the move list keeps when the book pane takes some of them.
const LIST_KEEPS_WITH_BOOK: u16 = 6;

/// Rows the book pane would have: its borders, nine moves and the row
/// saying which is the record's.
const BOOK_WANTS: u16 = 2 + 9 + 1;

/// Rows a line gets at most: its head and more of its moves than a
/// player reads ahead.
const LINE_MOST_ROWS: u16 = 8;

/// Where the move list, research's pane (when it is on) and the notes
/// pane go in the column beside the board.
pub struct Panes {
    pub list: Rect,
    pub research: Option<Rect>,
    pub notes: Rect,
    /// The book pane (`B`), in the notes pane's place.
    pub book: Option<Rect>,
}

impl Panes {
    pub fn of(r: &ReviewScreen, column: Rect) -> Panes {
        let mut panes = Panes::without_book(r, column);
        if r.book_pane().shown {
            panes.take_for_book();
        }
        panes
    }

    /// The book pane takes the notes pane's place, and rows of the move
    /// list down to `LIST_KEEPS_WITH_BOOK`, so that its moves fit a
    /// 24-row screen.
    fn take_for_book(&mut self) {
        let give = self.list.height.saturating_sub(LIST_KEEPS_WITH_BOOK);
        let give = give.min(BOOK_WANTS.saturating_sub(self.notes.height));
        self.list.height -= give;
        if let Some(research) = &mut self.research {
            research.y -= give;
        }
        self.book = Some(Rect {
            y: self.notes.y - give,
            height: self.notes.height + give,
            ..self.notes
        });
    }

    fn without_book(r: &ReviewScreen, column: Rect) -> Panes {
        if !r.research().on {
            let (list, notes) = review_panes(column);
            return Panes {
                list,
                research: None,
                notes,
                book: None,
            };
        }
        // Two rows a line (its head, then its moves) and the speed row;
        // a short screen gives each line one row, still three at 24 rows.
        // A tall one gives half of what the others leave, so each line
        // shows more of its moves.
        let lines = r.research().lines.max(1) as u16;
        let spare = column.height.saturating_sub(OTHERS_KEEP) / 2;
        let per_line = (spare.saturating_sub(3) / lines).clamp(2, LINE_MOST_ROWS);
        // Research's own row of book moves, when there is one.
        let book_row = u16::from(matches!(r.book_answer(), BookAnswer::Moves(_)));
        let wanted = 2 + 1 + book_row + per_line * lines;
        let height = wanted
            .min(column.height.saturating_sub(OTHERS_KEEP))
            .max(6)
            .min(column.height);
        let rest = Rect {
            height: column.height - height,
            ..column
        };
        let (list, notes) = review_panes(rest);
        let research = Rect::new(column.x, list.bottom(), column.width, height);
        let notes = Rect {
            y: research.bottom(),
            ..notes
        };
        Panes {
            list,
            research: Some(research),
            notes,
            book: None,
        }
    }
}

/// Put before the length of a mate that is only the solver's line, not
/// proven the shortest (`☗詰≈45`): `?` would read as a mistake's mark,
/// which review shows beside moves.
const LINE_ONLY_MARK: char = '≈';

/// A score short enough for a narrow pane: `+35`, `-120`, `0`, `☗詰5`
/// (Black mates in 5), `☗詰≈45` (a line of 45 plies, not proven
/// shortest). Wide panes show the analysis's own words.
pub(super) fn short_score(score: EvalScore, line_only: bool) -> String {
    match score {
        EvalScore::Mate(n) if line_only => {
            let side = if n >= 0 {
                crate::shogi::Color::Black
            } else {
                crate::shogi::Color::White
            };
            format!("{}詰{LINE_ONLY_MARK}{}", side_mark(side), n.unsigned_abs())
        }
        EvalScore::Cp(n) if n > 0 => format!("+{n}"),
        EvalScore::Cp(n) => n.to_string(),
        EvalScore::Mate(n) => {
            let side = if n >= 0 {
                crate::shogi::Color::Black
            } else {
                crate::shogi::Color::White
            };
            format!("{}詰{}", side_mark(side), n.unsigned_abs())
        }
    }
}

/// Nodes per second as a reader takes it in at a glance.
fn speed(nps: u64) -> String {
    match nps {
        n if n >= 10_000_000 => format!("{}M", n / 1_000_000),
        n if n >= 1_000_000 => format!("{:.1}M", n as f64 / 1e6),
        n if n >= 10_000 => format!("{}k", n / 1000),
        n => n.to_string(),
    }
}

/// The research pane's rows for `room` columns and `rows` rows.
pub fn research_rows(
    r: &ReviewScreen,
    notation: Notation,
    room: usize,
    rows: usize,
    t: &Theme,
) -> Vec<Line<'static>> {
    let pane = r.research();
    let pos = r.position();
    let mut out = Vec::new();
    out.extend(research_book_row(r, notation, t));
    let lines = pane.update.as_ref().map_or(&[][..], |u| &u.lines[..]);
    if pos.legal_moves().is_empty() {
        out.push(Line::styled(t!("review-research-no-move"), t.dim));
    } else if lines.is_empty() {
        out.push(Line::styled(t!("review-research-thinking"), t.dim));
    }
    let eval_of = |line: &ResearchLine| Evaluation {
        score: line.score,
        pv: line.pv.clone(),
        line_only: line.line_only,
    };
    let handicap = r.loaded.game.is_handicap();
    let long = |line: &ResearchLine| {
        format!(
            "{}. {}  d{}",
            line.multipv,
            eval_in_words(&eval_of(line), handicap),
            line.depth
        )
    };
    let marked = |line: &&ResearchLine| line.line_only && matches!(line.score, EvalScore::Mate(_));
    // The speed row goes last, after the mark's legend when a short score
    // carries it; each line gets an equal share of the rest.
    let share =
        |below: usize| (rows.saturating_sub(1 + below + out.len()) / pane.lines.max(1)).max(1);
    // The score in words when every line's fits: lines side by side read
    // alike.
    let in_words = share(0) > 1 && lines.iter().all(|l| long(l).width() <= room);
    let legend = if !in_words && lines.iter().any(|l| marked(&l)) {
        let said = t!(
            "review-research-line-only",
            mark = LINE_ONLY_MARK.to_string()
        );
        wrap(&said, room)
    } else {
        Vec::new()
    };
    let per_line = share(legend.len());
    for line in lines {
        let head = if in_words {
            long(line)
        } else {
            format!(
                "{} {} d{}",
                line.multipv,
                short_score(line.score, line.line_only),
                line.depth
            )
        };
        let eval = eval_of(line);
        // The head on a row of its own when there is room, then the moves.
        let mut packed = if per_line > 1 {
            let mut v = vec![Line::styled(head, t.title)];
            v.extend(line_rows(&eval, pos, r.last_to(), "", notation, room, t));
            v
        } else {
            line_rows(&eval, pos, r.last_to(), &head, notation, room, t)
        };
        packed.truncate(per_line);
        out.extend(packed);
    }
    out.truncate(rows.saturating_sub(1 + legend.len()));
    out.extend(legend.into_iter().map(|row| Line::styled(row, t.dim)));
    out.truncate(rows.saturating_sub(1));
    let mut about = pane.engine.clone();
    if let Some(u) = pane.update.as_ref().filter(|u| u.nps > 0) {
        about = format!("{} nps · {about}", speed(u.nps));
    }
    out.push(Line::styled(about, t.dim));
    out
}

/// Draws the pane.
pub fn research_pane(
    r: &ReviewScreen,
    notation: Notation,
    t: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let title = format!(
        " {} ",
        t!("review-research-title", lines = r.research().lines)
    );
    let block = Block::default()
        .borders(Borders::ALL)
        .border_style(t.grid)
        .title(Span::styled(title, t.title));
    let inner = block.inner(area);
    block.render(area, buf);
    let rows = research_rows(
        r,
        notation,
        usize::from(inner.width),
        usize::from(inner.height),
        t,
    );
    Paragraph::new(rows).render(inner, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_speeds_are_short() {
        assert_eq!(short_score(EvalScore::Cp(35), false), "+35");
        assert_eq!(short_score(EvalScore::Cp(-120), false), "-120");
        assert_eq!(short_score(EvalScore::Cp(0), false), "0");
        assert_eq!(short_score(EvalScore::Mate(5), false), "☗詰5");
        assert_eq!(short_score(EvalScore::Mate(-3), false), "☖詰3");
        // A mate only as long as the solver's line is marked.
        assert_eq!(short_score(EvalScore::Mate(45), true), "☗詰≈45");
        assert_eq!(short_score(EvalScore::Mate(-45), true), "☖詰≈45");
        assert_eq!(short_score(EvalScore::Cp(35), true), "+35");
        assert_eq!(speed(950), "950");
        assert_eq!(speed(45_300), "45k");
        assert_eq!(speed(1_250_000), "1.2M");
        assert_eq!(speed(12_000_000), "12M");
    }
}
