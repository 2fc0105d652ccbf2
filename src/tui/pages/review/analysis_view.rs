//! What review draws of its analysis: the progress bar, a move's
//! verdict in the notes pane (mark, mate, the engine's better move and
//! line) and the summary per player.

use super::evaluations::Progress;
use super::state::ReviewScreen;
use crate::analysis::Mark;
use crate::game::clock_face;
use crate::kifu::evaluation::{EvalScore, Evaluation};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Color, Position, Square};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::theme::Theme;
use crate::tui::widgets::status::side_mark;
use crate::words::engine::eval_in_words;
use ratatui::text::Line;
use unicode_width::UnicodeWidthStr;

/// Cells of the progress bar.
const BAR_CELLS: usize = 10;

/// `analysing ▕████░░░░░░▏ 12/60 · about 0:24 left · Esc stops`.
pub fn progress_text(p: Progress) -> String {
    let filled = (p.done * BAR_CELLS)
        .checked_div(p.total)
        .unwrap_or(0)
        .min(BAR_CELLS);
    let bar = format!("{}{}", "█".repeat(filled), "░".repeat(BAR_CELLS - filled));
    let left = match p.left {
        Some(left) => t!("review-progress-left", time = clock_face(left)),
        None => t!("review-progress-timing"),
    };
    t!(
        "review-progress",
        bar = bar,
        done = p.done,
        total = p.total,
        left = left
    )
}

/// The move list's mark after a move: ` ?!`, ` ?`, ` ??`.
pub fn mark_suffix(mark: Option<Mark>) -> String {
    mark.map(|m| format!(" {}", m.symbol())).unwrap_or_default()
}

/// The moves of `eval`'s line from `pos` (the position it is about) in
/// the chosen notation, packed into rows of `room` columns after `head`.
/// Rows are packed here, not left to the wrapping: it may break before
/// any wide character, which would cut a Japanese move in two.
pub fn line_rows(
    eval: &Evaluation,
    pos: &Position,
    last_to: Option<Square>,
    head: &str,
    notation: Notation,
    room: usize,
    t: &Theme,
) -> Vec<Line<'static>> {
    let pv = eval.pv_texts(pos, last_to, |pos, mv, previous| match notation {
        Notation::Japanese => japanese(pos, mv, previous),
        Notation::Western => western(pos, mv),
    });
    let mut lines = Vec::new();
    let mut row = head.to_string();
    for mv in pv {
        if row.width() + 1 + mv.width() > room && !row.is_empty() {
            lines.push(Line::styled(std::mem::take(&mut row), t.text));
        } else if !row.is_empty() {
            row.push(' ');
        }
        row.push_str(&mv);
    }
    if row != head {
        lines.push(Line::styled(row, t.text));
    }
    lines
}

/// An evaluation as the notes pane shows it: the score in words (the
/// sides named as a handicap game's players do, when `handicap`), then the
/// expected line.
pub fn eval_lines(
    eval: &Evaluation,
    pos: &Position,
    last_to: Option<Square>,
    handicap: bool,
    notation: Notation,
    room: usize,
    t: &Theme,
) -> Vec<Line<'static>> {
    let words = eval_in_words(eval, handicap);
    let score = match eval.score {
        EvalScore::Cp(_) => t!("review-eval", score = words),
        EvalScore::Mate(_) => words,
    };
    let mut lines = vec![Line::styled(score, t.title)];
    let head = t!("review-line-head");
    lines.extend(line_rows(eval, pos, last_to, &head, notation, room, t));
    lines
}

/// Moves to mate in a score, when `side` mates.
fn mate_for(score: EvalScore, side: Color) -> Option<u32> {
    match (score, side) {
        (EvalScore::Mate(n), Color::Black) if n >= 0 => Some(n.unsigned_abs()),
        (EvalScore::Mate(n), Color::White) if n < 0 => Some(n.unsigned_abs()),
        _ => None,
    }
}

/// The notes pane's analysis of the main line's move shown: its mark,
/// what became of a forced mate, the evaluation after it, and the
/// engine's move instead of it with its line. Before the first move: the
/// start's evaluation and the summary.
pub fn analysis_lines(
    r: &ReviewScreen,
    notation: Notation,
    room: usize,
    t: &Theme,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let ply = r.ply;
    let game = &r.loaded.game;
    if ply == 0 {
        if let Some(eval) = r.evaluation(0) {
            let handicap = r.loaded.game.is_handicap();
            lines.extend(eval_lines(
                eval,
                r.position(),
                None,
                handicap,
                notation,
                room,
                t,
            ));
        }
        lines.extend(summary_lines(r, t));
        return lines;
    }
    let before = r.evaluation(ply - 1);
    let after = r.evaluation(ply);
    if let Some(j) = r.judgement(ply)
        && let Some(mark) = j.mark
    {
        let loss = t!(
            "review-mark-loss",
            mark = side_mark(j.mover),
            points = format!("{:.0}", j.drop)
        );
        let text = format!("{} {} · {loss}", mark.symbol(), mark.kanji());
        lines.push(Line::styled(text, t.refusal));
    }
    let mover = game
        .view(ply - 1)
        .map_or(Color::Black, |p| p.side_to_move());
    if let Some((b, n)) = before.and_then(|b| Some((b, mate_for(b.score, mover)?))) {
        // A mated position has no evaluation (nothing to search): the
        // mate was kept when the move delivered it.
        let kept = after.is_some_and(|a| mate_for(a.score, mover).is_some())
            || game.view(ply).is_some_and(|p| p.legal_moves().is_empty());
        // A length that is only the solver's line is not "a mate in N".
        let text = match (kept, b.line_only) {
            (true, false) => t!("review-mate-kept", moves = n),
            (true, true) => t!("review-mate-line-kept", moves = n),
            (false, false) => t!("review-mate-missed", moves = n),
            (false, true) => t!("review-mate-line-missed", moves = n),
        };
        lines.push(Line::styled(text, t.title));
    } else if let Some((a, n)) = after.and_then(|a| Some((a, mate_for(a.score, mover.opponent())?)))
    {
        let text = if a.line_only {
            t!("review-into-mate-line", moves = n)
        } else {
            t!("review-into-mate", moves = n)
        };
        lines.push(Line::styled(text, t.refusal));
    }
    if let Some(eval) = after {
        lines.extend(eval_lines(
            eval,
            r.position(),
            r.last_to(),
            game.is_handicap(),
            notation,
            room,
            t,
        ));
    }
    let played = game.moves().get(ply - 1).map(|m| m.mv);
    if let (Some(b), Some(pos)) = (before, game.view(ply - 1)) {
        let last_to = ply
            .checked_sub(2)
            .and_then(|i| game.moves().get(i))
            .map(|m| m.mv.to());
        match b.pv.first() {
            Some(best) if Some(*best) == played => {
                lines.push(Line::styled(t!("review-best-played"), t.text));
            }
            Some(_) => {
                let head = t!("review-best-head");
                lines.extend(line_rows(b, pos, last_to, &head, notation, room, t));
            }
            None => {}
        }
    }
    lines
}

/// Each player's marks and average loss, once any move is judged.
pub fn summary_lines(r: &ReviewScreen, t: &Theme) -> Vec<Line<'static>> {
    let Some(summary) = r.summary() else {
        return Vec::new();
    };
    let mut lines = vec![Line::styled(t!("review-summary"), t.title)];
    for side in Color::ALL {
        let p = summary.get(side);
        let counts: Vec<String> = Mark::ALL
            .iter()
            .map(|m| format!("{}{}", m.symbol(), p.count(*m)))
            .collect();
        lines.push(Line::styled(
            format!("{} {}", side_mark(side), counts.join(" ")),
            t.text,
        ));
        lines.push(Line::styled(
            format!(
                "  {}",
                t!(
                    "review-summary-loss",
                    loss = format!("{:.0}", p.average_loss())
                )
            ),
            t.text,
        ));
    }
    lines
}
