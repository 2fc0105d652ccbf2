//! Draws the next-move quiz: the question on top, the board, a pane with
//! the game's mistake and the verdict on the player's answer, the status
//! bar. Nothing here changes state.

use super::keys::QUIZ_KEYS;
use super::state::{QuizOverlay, QuizScreen, Shown};
use crate::analysis::better_move::Verdict;
use crate::analysis::winning_chance;
use crate::drills::Known;
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

fn said(notation: Notation, pos: &Position, mv: Move) -> String {
    match notation {
        Notation::Japanese => japanese(pos, mv, None),
        Notation::Western => western(pos, mv),
    }
}

/// Up to `LINE_SHOWN` moves of `line` from `pos`, in the player's
/// notation; it stops at a move that cannot be played there.
fn line_said(notation: Notation, pos: &Position, line: &[Move]) -> String {
    const LINE_SHOWN: usize = 8;
    let mut pos = pos.clone();
    let mut words = Vec::new();
    for &mv in line.iter().take(LINE_SHOWN) {
        if pos.check_move(mv).is_err() {
            break;
        }
        words.push(said(notation, &pos, mv));
        pos.do_move(mv);
    }
    words.join(" ")
}

fn percent(chance: f64) -> String {
    format!("{:.0}%", chance * 100.0)
}

pub fn render_quiz(prefs: &Prefs, q: &QuizScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, q.pick.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let puzzle = q.puzzle();
    let mover = puzzle.mover();
    let head = t!(
        "puzzles-quiz-header",
        number = q.index + 1,
        total = q.puzzles.len(),
        title = q.title.as_str(),
        move_number = puzzle.number,
        side = side_mark(mover),
    );
    let head = head_fitting(&head, usize::from(layout.header.width));
    Paragraph::new(Line::styled(head, t.title)).render(layout.header, buf);

    let pos = q.position();
    let asking = q.shown == Shown::Question;
    BoardView {
        position: &pos,
        glyphs: &prefs.glyphs,
        theme: t,
        flipped: q.pick.flipped,
        cursor: Some(q.pick.cursor),
        selected: q.pick.held_square().filter(|_| asking),
        destinations: if asking {
            q.pick.destinations(&pos)
        } else {
            crate::shogi::Bitboard::EMPTY
        },
        last_move: q.shown_move(),
    }
    .render(layout.board, buf);
    for c in Color::ALL {
        HandView {
            owner: c,
            hand: pos.hand(c),
            glyphs: &prefs.glyphs,
            theme: t,
            selected: q.pick.held_kind().filter(|_| asking && c == mover),
            to_move: c == pos.side_to_move(),
            handicap: false,
            marks: &[],
        }
        .render(layout.stand(c), buf);
    }

    pane(prefs, q, layout.moves, buf);

    let keys_shown: &[&str] = match &q.overlay {
        QuizOverlay::Layer(Layer::Prompt(..)) => {
            &["puzzles-key-enter-play", "puzzles-key-esc-close"]
        }
        QuizOverlay::Layer(Layer::Promote { .. }) => &["puzzles-key-promote", "puzzles-key-keep"],
        QuizOverlay::Layer(Layer::Help(_) | Layer::Share(_)) => &["puzzles-key-esc-close"],
        QuizOverlay::Layer(Layer::Ask(never)) => match *never {},
        QuizOverlay::None => &[
            "puzzles-key-help",
            "puzzles-key-move",
            "puzzles-key-type",
            "puzzles-quiz-key-engine",
            "puzzles-key-next-prev",
            "puzzles-key-back",
        ],
    };
    let keys_shown: Vec<String> = keys_shown.iter().map(|id| crate::i18n::text(id)).collect();
    let keys_shown: Vec<&str> = keys_shown.iter().map(String::as_str).collect();
    let keys = fit_hints(&keys_shown, usize::from(layout.status.width));
    let thinking = t!("puzzles-quiz-engine-thinks");
    let note = q.judging.as_ref().map(|_| thinking.as_str());
    let lines = StatusView {
        to_move: pos.side_to_move(),
        handicap: false,
        in_check: pos.in_check(),
        repetitions: 1,
        last_move: None,
        message: q.message.as_ref(),
        outcome: None,
        note,
        keys: &keys,
        theme: t,
    }
    .lines();
    render_status(lines, t.status, layout.status, buf);

    match &q.overlay {
        QuizOverlay::None => {}
        QuizOverlay::Layer(layer) => layer.render(
            q,
            LayerView {
                theme: t,
                keys: QUIZ_KEYS,
                position: &puzzle.position,
                flipped: q.pick.flipped,
                status: layout.status,
            },
            area,
            buf,
        ),
    }
}

/// The words on a mistake's answer, and their style.
fn mistake_verdict(
    verdict: Verdict,
    yours: String,
    best_chance: f64,
    t: &crate::tui::theme::Theme,
) -> (String, Style) {
    match verdict {
        Verdict::Best => (t!("puzzles-quiz-best", mv = yours), t.status),
        Verdict::AsGood { chance } => (
            t!("puzzles-quiz-as-good", mv = yours, chance = percent(chance)),
            t.status,
        ),
        Verdict::Played => (t!("puzzles-quiz-played", mv = yours), t.refusal),
        Verdict::Worse { chance } => (
            t!(
                "puzzles-quiz-worse",
                mv = yours,
                chance = percent(chance),
                best = percent(best_chance)
            ),
            t.refusal,
        ),
    }
}

/// The pane beside the board: the game's mistake, the goal, the verdict.
fn pane(prefs: &Prefs, q: &QuizScreen, area: Rect, buf: &mut Buffer) {
    let t = &prefs.theme;
    let mut pane = SidePane::open(&t!("puzzles-quiz-pane-title"), t, area, buf);
    let mut text = |s: &str, style: Style| pane.text(s, style);
    let p = q.puzzle();
    let mover = p.mover();
    let n = prefs.notation;
    let best_chance = winning_chance(p.best_score, mover);
    let opening = q.opening();
    match opening {
        Some((known, from)) => {
            let played = said(n, &p.position, p.played);
            let (left, goal) = match from {
                Known::Book => (
                    t!("drills-opening-left", mv = played),
                    t!("drills-opening-goal", count = known.len()),
                ),
                Known::Games => (
                    t!("drills-opening-left-games", mv = played),
                    t!("drills-opening-goal-games"),
                ),
            };
            text(&left, t.text);
            text(&goal, t.text);
        }
        None => {
            text(
                &t!(
                    "puzzles-quiz-game-played",
                    mv = said(n, &p.position, p.played),
                    chance = percent(winning_chance(p.played_score, mover))
                ),
                t.text,
            );
            // A drill may come from a game already lost: its goal is the
            // better move, not a win kept.
            let goal = if q.drills.is_some() {
                t!("drills-goal", chance = percent(best_chance))
            } else {
                t!("puzzles-quiz-goal", chance = percent(best_chance))
            };
            text(&goal, t.text);
        }
    }
    text("", t.text);
    match q.shown {
        Shown::Question => {}
        Shown::Engine => match opening {
            Some((known, _)) => {
                let moves: Vec<String> = known.iter().map(|&m| said(n, &p.position, m)).collect();
                text(
                    &t!("drills-opening-known", moves = moves.join(" ")),
                    t.title,
                );
            }
            None => text(
                &t!(
                    "puzzles-quiz-engine-move",
                    mv = said(n, &p.position, p.best)
                ),
                t.title,
            ),
        },
        Shown::Answer(mv, verdict) => {
            let yours = said(n, &p.position, mv);
            let (words, style) = match (opening, verdict) {
                (Some(_), v) if v.accepted() => (t!("drills-opening-right", mv = yours), t.status),
                (Some(_), Verdict::Played) => (t!("drills-opening-played", mv = yours), t.refusal),
                (Some(_), _) => (t!("drills-opening-wrong", mv = yours), t.refusal),
                (None, verdict) => mistake_verdict(verdict, yours, best_chance, t),
            };
            text(&words, style);
            if !verdict.accepted()
                && let Some((best, punish)) = q.lines.get(q.index)
            {
                if !best.is_empty() {
                    let line = line_said(n, &p.position, best);
                    text(&t!("drills-best-line", line = line), t.text);
                }
                let mut after = p.position.clone();
                if after.check_move(p.played).is_ok() && !punish.is_empty() {
                    after.do_move(p.played);
                    let line = line_said(n, &after, punish);
                    text(
                        &t!(
                            "drills-punished",
                            mv = said(n, &p.position, p.played),
                            line = line
                        ),
                        t.text,
                    );
                }
            }
        }
    }
    text("", t.text);
    let tried = q.found.iter().filter(|f| f.is_some()).count();
    let right = q.found.iter().filter(|f| **f == Some(true)).count();
    text(
        &t!("puzzles-quiz-first-tries", right = right, tried = tried),
        t.dim,
    );
    pane.show(buf);
}
