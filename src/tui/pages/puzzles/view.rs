//! Draws the puzzles page: the puzzle on top, the board and stands, a
//! pane with the collection's progress, the puzzle's record and the moves
//! played, the status bar, and whatever is open over them. Nothing here
//! changes state.

use super::state::{Ended, PuzzleOverlay, PuzzlesScreen};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Color, Move, Position};
use crate::tui::board_input;
use crate::tui::input::{PUZZLE_KEYS, PUZZLE_SOLUTION_KEYS};
use crate::tui::layout::ScreenLayout;
use crate::tui::look::{Notation, Prefs};
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::fit::head_fitting;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::popup::{HelpPopup, MOVE_PROMPT, QuestionPopup, prompt_line};
use crate::tui::widgets::side_pane::SidePane;
use crate::tui::widgets::status::{StatusView, fit_hints, plural, render_status, side_mark};
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
        format!("{:.1} s", time.as_secs_f64())
    } else {
        format!("{} min {:02} s", s / 60, s % 60)
    }
}

/// "mate in 5 (5手詰)".
pub fn mate_in(plies: u32) -> String {
    format!("mate in {plies} ({plies}手詰)")
}

pub fn render_puzzles(prefs: &Prefs, p: &PuzzlesScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, p.pick.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let pos = p.shown();
    let puzzle = p.puzzle();
    let head = format!(
        "詰将棋 Puzzle {} of {} · {} · {} mates",
        p.index + 1,
        p.shelf.puzzles.len(),
        mate_in(puzzle.plies),
        side_mark(p.attacker()),
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
        }
        .render(layout.stand(c), buf);
    }

    pane(prefs, p, layout.moves, buf);

    let keys_shown: &[&str] = match &p.overlay {
        PuzzleOverlay::MovePrompt(_) => &["Enter: play", "Esc: close"],
        PuzzleOverlay::OpenPrompt(_) => &["Enter: open", "Esc: cancel"],
        PuzzleOverlay::Promote { .. } => &["y: promote", "n: keep"],
        PuzzleOverlay::Help(_) => &["Esc: close"],
        PuzzleOverlay::None if !solving => &[
            "?:keys",
            "←→:step",
            "r:solve again",
            "n/p:next/prev",
            "q:back",
        ],
        PuzzleOverlay::None => &[
            "?:keys",
            "arrows+Enter/click:move",
            ":type",
            "h:hint",
            "s:solution",
            "n/p:next/prev",
            "u:unsolved",
            "]/[:length",
            "o:open",
            "q:back",
        ],
    };
    let keys = fit_hints(keys_shown, usize::from(layout.status.width));
    let note = match (&p.judging, &p.loading) {
        (Some(_), _) => Some("the defender thinks…".to_string()),
        (_, Some(path)) => Some(format!("reading {}…", path.display())),
        _ => None,
    };
    let last = p.shown_moves().last().copied();
    let last_text = last.and_then(|mv| {
        let before = position_before_last(p)?;
        Some(move_text(prefs.notation, &before, mv, None))
    });
    let lines = StatusView {
        to_move: mover,
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
        PuzzleOverlay::Help(scroll) => HelpPopup {
            theme: t,
            keys: if solving {
                PUZZLE_KEYS
            } else {
                PUZZLE_SOLUTION_KEYS
            },
            scroll: *scroll,
        }
        .render(area, buf),
        PuzzleOverlay::MovePrompt(text) => prompt_line(text, MOVE_PROMPT, layout.status, t, buf),
        PuzzleOverlay::OpenPrompt(text) => prompt_line(
            text,
            "file of problems (.kif .ki2 .csa .sfen, a collection) — Enter opens",
            layout.status,
            t,
            buf,
        ),
        PuzzleOverlay::Promote { from, to } => QuestionPopup {
            text: &board_input::promotion_question(p.attempt.position(), *from, *to),
            flipped: p.pick.flipped,
            theme: t,
        }
        .render(area, buf),
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

/// "1 try", "3 tries".
fn tries(n: u32) -> String {
    if n == 1 {
        "1 try".to_string()
    } else {
        format!("{n} tries")
    }
}

/// The pane beside the board.
fn pane(prefs: &Prefs, p: &PuzzlesScreen, area: Rect, buf: &mut Buffer) {
    let t = &prefs.theme;
    let mut pane = SidePane::open("詰将棋 Puzzles", t, area, buf);
    let mut text = |s: &str, style: Style| pane.text(s, style);
    let shelf = &p.shelf;
    let progress = &shelf.progress;
    let n = shelf.puzzles.len();
    text(&shelf.name, t.title);
    text(
        &format!("solved {} of {n} · {} left", n - shelf.left(), shelf.left()),
        t.text,
    );
    text(
        &format!("streak {} · best {}", progress.streak, progress.best_streak),
        t.text,
    );
    if shelf.refused > 0 {
        text(
            &format!(
                "{} of the file not offered",
                plural(shelf.refused, "problem")
            ),
            t.dim,
        );
    }
    let next = (1..=n)
        .map(|k| (p.index + k) % n)
        .find(|&i| !progress.is_solved(&shelf.puzzles[i]));
    match next {
        Some(i) if i != p.index => text(
            &format!(
                "next unsolved: #{} · {}",
                i + 1,
                mate_in(shelf.puzzles[i].plies)
            ),
            t.dim,
        ),
        Some(_) => text("this is the last one unsolved", t.dim),
        None => text("every puzzle solved", t.dim),
    }
    text("", t.text);

    let puzzle = p.puzzle();
    text(
        &format!("#{} · {}", p.index + 1, mate_in(puzzle.plies)),
        t.title,
    );
    text(&format!("difficulty {}", puzzle.difficulty), t.dim);
    if let Some(kept) = progress.of(puzzle) {
        let best = kept
            .best_ms
            .map(|ms| {
                format!(
                    " · best {}",
                    said_time(std::time::Duration::from_millis(ms))
                )
            })
            .unwrap_or_default();
        let state = if kept.solved { "solved" } else { "not solved" };
        text(&format!("{state} · {}{best}", tries(kept.attempts)), t.dim);
    }
    let state = match (p.ended, p.solution_step) {
        (_, Some(step)) => format!(
            "the solution: move {step} of {}",
            p.attempt.solution().len()
        ),
        (Some(Ended::Solved(time)), _) => format!("✓ solved in {}", said_time(time)),
        (Some(Ended::GivenUp), _) => "given up".to_string(),
        (None, _) => {
            let mut s = "your move".to_string();
            if p.mistakes > 0 {
                s.push_str(&format!(
                    " · {} refused",
                    plural(p.mistakes as usize, "check")
                ));
            }
            if p.hinted {
                s.push_str(" · hint taken");
            }
            if p.revealed {
                s.push_str(" · practice: the solution was shown");
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
