//! Draws the puzzles page: the puzzle on top, the board and stands, a
//! pane with the collection's progress, the puzzle's record and the moves
//! played, the status bar, and whatever is open over them. Nothing here
//! changes state.

use super::state::{Ended, PuzzleOverlay, PuzzlePrompt, PuzzlesScreen};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Color, Move, Position};
use crate::t;
use crate::tui::display_prefs::{Notation, Prefs};
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::{Layer, LayerView};
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::fit::head_fitting;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::side_pane::SidePane;
use crate::tui::widgets::status::{StatusView, fit_hints, render_status, side_mark};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use std::time::Duration;

/// A time as the page says it: "12 s", "3 min 05 s".
pub fn said_time(time: Duration) -> String {
    let s = time.as_secs();
    if s < 60 {
        t!(
            "puzzles-seconds",
            seconds = format!("{:.1}", time.as_secs_f64())
        )
    } else {
        t!(
            "puzzles-minutes",
            minutes = s / 60,
            seconds = format!("{:02}", s % 60)
        )
    }
}

/// The status bar's key hints, by message: the most useful first.
const KEYS_MOVE_PROMPT: &[&str] = &["puzzles-key-enter-play", "puzzles-key-esc-close"];
const KEYS_OPEN_PROMPT: &[&str] = &["puzzles-key-enter-open", "puzzles-key-esc-cancel"];
const KEYS_PROMOTE: &[&str] = &["puzzles-key-promote", "puzzles-key-keep"];
const KEYS_HELP: &[&str] = &["puzzles-key-esc-close"];
const KEYS_SOLUTION: &[&str] = &[
    "puzzles-key-help",
    "puzzles-key-step",
    "puzzles-key-solve-again",
    "puzzles-key-next-prev",
    "puzzles-key-back",
    "puzzles-key-copy",
];
const KEYS_SOLVING: &[&str] = &[
    "puzzles-key-help",
    "puzzles-key-move",
    "puzzles-key-type",
    "puzzles-key-hint",
    "puzzles-key-solution",
    "puzzles-key-next-prev",
    "puzzles-key-unsolved",
    "puzzles-key-length",
    "puzzles-key-open",
    "puzzles-key-back",
    "puzzles-key-copy",
];

/// The key hints of `ids` in the language of the moment.
fn said_keys(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|id| crate::i18n::text(id)).collect()
}

pub fn render_puzzles(prefs: &Prefs, p: &PuzzlesScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, p.pick.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let pos = p.shown();
    let puzzle = p.puzzle();
    let head = t!(
        "puzzles-header",
        number = p.index + 1,
        total = p.shelf.puzzles.len(),
        mate = p.shelf.mate_of(puzzle),
        side = side_mark(p.attacker()),
    );
    let head = head_fitting(&head, usize::from(layout.header.width));
    Paragraph::new(Line::styled(head, t.title)).render(layout.header, buf);

    let solving = p.solution_step.is_none();
    let selected = p.pick.held_square().filter(|_| solving);
    BoardView {
        position: &pos,
        glyphs,
        theme: t,
        flipped: p.pick.flipped,
        cursor: solving.then_some(p.pick.cursor),
        selected,
        destinations: if solving {
            p.pick.destinations(&pos)
        } else {
            crate::shogi::Bitboard::EMPTY
        },
        last_move: p.shown_moves().last().copied(),
    }
    .render(layout.board, buf);
    let mover = pos.side_to_move();
    for c in Color::ALL {
        let held = p.pick.held_kind().filter(|_| solving && c == mover);
        HandView {
            owner: c,
            hand: pos.hand(c),
            glyphs,
            theme: t,
            selected: held,
            to_move: c == mover,
            handicap: false,
            marks: &[],
        }
        .render(layout.stand(c), buf);
    }

    pane(prefs, p, layout.moves, buf);

    let keys_shown = said_keys(match &p.overlay {
        PuzzleOverlay::Layer(Layer::Prompt(PuzzlePrompt::Move, _)) => KEYS_MOVE_PROMPT,
        PuzzleOverlay::Layer(Layer::Prompt(PuzzlePrompt::Open, _)) => KEYS_OPEN_PROMPT,
        PuzzleOverlay::Layer(Layer::Promote { .. }) => KEYS_PROMOTE,
        PuzzleOverlay::Layer(Layer::Help(_) | Layer::Share(_)) => KEYS_HELP,
        PuzzleOverlay::Layer(Layer::Ask(never)) => match *never {},
        PuzzleOverlay::None if !solving => KEYS_SOLUTION,
        PuzzleOverlay::None => KEYS_SOLVING,
    });
    let keys_shown: Vec<&str> = keys_shown.iter().map(String::as_str).collect();
    let keys = fit_hints(&keys_shown, usize::from(layout.status.width));
    let note = match (&p.judging, &p.loading) {
        (Some(_), _) => Some(t!("puzzles-defender-thinks")),
        (_, Some(path)) => Some(t!(
            "puzzles-reading-note",
            path = path.display().to_string()
        )),
        _ => None,
    };
    let last = p.shown_moves().last().copied();
    let last_text = last.and_then(|mv| {
        let before = position_before_last(p)?;
        Some(move_text(prefs.notation, &before, mv, None))
    });
    let lines = StatusView {
        to_move: mover,
        handicap: false,
        in_check: pos.in_check(),
        repetitions: 1,
        last_move: last_text.as_deref(),
        message: p.message.as_ref(),
        outcome: None,
        note: note.as_deref(),
        keys: &keys,
        theme: t,
    }
    .lines();
    render_status(lines, t.status, layout.status, buf);

    match &p.overlay {
        PuzzleOverlay::None => {}
        PuzzleOverlay::Layer(layer) => layer.render(
            p,
            LayerView {
                theme: t,
                keys: p.keys(),
                position: p.attempt.position(),
                flipped: p.pick.flipped,
                status: layout.status,
            },
            area,
            buf,
        ),
    }
}

fn move_text(notation: Notation, pos: &Position, mv: Move, previous: Option<Move>) -> String {
    match notation {
        Notation::Japanese => japanese(pos, mv, previous.map(|m| m.to())),
        Notation::Western => western(pos, mv),
    }
}

/// The position before the last move shown.
fn position_before_last(p: &PuzzlesScreen) -> Option<Position> {
    let moves = p.shown_moves();
    let (_, before) = moves.split_last()?;
    let mut pos = p.attempt.start().clone();
    for mv in before {
        pos.do_move(*mv);
    }
    Some(pos)
}

/// The moves shown, numbered from the puzzle's start, in the player's
/// notation.
fn move_rows(notation: Notation, p: &PuzzlesScreen) -> Vec<String> {
    let mut pos = p.attempt.start().clone();
    let mut previous = None;
    let mut rows = Vec::new();
    for (i, mv) in p.shown_moves().iter().enumerate() {
        rows.push(format!(
            "{:>3} {}",
            i + 1,
            move_text(notation, &pos, *mv, previous)
        ));
        pos.do_move(*mv);
        previous = Some(*mv);
    }
    rows
}

/// The pane beside the board.
fn pane(prefs: &Prefs, p: &PuzzlesScreen, area: Rect, buf: &mut Buffer) {
    let t = &prefs.theme;
    let mut pane = SidePane::open(&t!("puzzles-pane-title"), t, area, buf);
    let mut text = |s: &str, style: Style| pane.text(s, style);
    let shelf = &p.shelf;
    let progress = &shelf.progress;
    let n = shelf.puzzles.len();
    text(&shelf.shown_name(), t.title);
    text(
        &t!(
            "puzzles-pane-solved",
            solved = n - shelf.left(),
            total = n,
            left = shelf.left()
        ),
        t.text,
    );
    text(
        &t!(
            "puzzles-pane-streak",
            streak = progress.streak,
            best = progress.best_streak
        ),
        t.text,
    );
    if let Some(drills) = p.drills_due {
        text(&t!("drills-puzzles-due", due = drills.due as i64), t.dim);
    }
    if shelf.refused > 0 {
        text(
            &t!("puzzles-pane-not-offered", count = shelf.refused),
            t.dim,
        );
    }
    let next = (1..=n)
        .map(|k| (p.index + k) % n)
        .find(|&i| !progress.is_solved(&shelf.puzzles[i]));
    match next {
        Some(i) if i != p.index => text(
            &t!(
                "puzzles-pane-next-unsolved",
                number = i + 1,
                mate = shelf.mate_of(&shelf.puzzles[i])
            ),
            t.dim,
        ),
        Some(_) => text(&t!("puzzles-pane-last-unsolved"), t.dim),
        None => text(&t!("puzzles-pane-all-solved"), t.dim),
    }
    text("", t.text);

    let puzzle = p.puzzle();
    text(
        &t!(
            "puzzles-pane-puzzle",
            number = p.index + 1,
            mate = shelf.mate_of(puzzle)
        ),
        t.title,
    );
    text(
        &t!("puzzles-pane-difficulty", difficulty = puzzle.difficulty),
        t.dim,
    );
    if let Some(kept) = progress.of(puzzle) {
        let best = kept
            .best_ms
            .map(|ms| {
                t!(
                    "puzzles-pane-best-time",
                    time = said_time(std::time::Duration::from_millis(ms))
                )
            })
            .unwrap_or_default();
        let kept_text = if kept.solved {
            t!("puzzles-pane-kept-solved", tries = kept.attempts)
        } else {
            t!("puzzles-pane-kept-unsolved", tries = kept.attempts)
        };
        text(&format!("{kept_text}{best}"), t.dim);
    }
    let state = match (p.ended, p.solution_step) {
        (_, Some(step)) => t!(
            "puzzles-pane-solution-step",
            step = step,
            total = p.attempt.solution().len()
        ),
        (Some(Ended::Solved(time)), _) => {
            t!("puzzles-pane-solved-in", time = said_time(time))
        }
        (Some(Ended::GivenUp), _) => t!("puzzles-pane-given-up"),
        (None, _) => {
            let mut s = t!("puzzles-pane-your-move");
            if p.mistakes > 0 {
                s.push_str(&t!("puzzles-pane-checks-refused", count = p.mistakes));
            }
            if p.hinted {
                s.push_str(&t!("puzzles-pane-hint-taken"));
            }
            if p.revealed {
                s.push_str(&t!("puzzles-pane-practice"));
            }
            s
        }
    };
    text(&state, t.status);
    text("", t.text);
    for row in move_rows(prefs.notation, p) {
        text(&row, t.text);
    }
    // The latest moves stay in sight: the pane keeps the end of the list.
    pane.show_end(buf);
}
