//! Draws review mode: the game screen's board, stands and move list (the
//! current move highlighted), a notes pane with the move's comments and
//! variations, and the outcome or the record's notes in the status bar.

use super::book_view::book_pane;
use super::explorer_view::{games_over, games_pane};
use super::keys::REVIEW_KEYS;
use super::notes::render_notes;
use super::state::{PlayFrom, ReviewOverlay, ReviewPrompt, ReviewQuestion, ReviewScreen};
use crate::game::clock_face;
use crate::i18n::rules::ShownIn;
use crate::kifu::escape_controls;
use crate::shogi::Color;
use crate::t;
use crate::tui::board_input::Selection;
use crate::tui::display_prefs::{Notation, Prefs};
use crate::tui::layout::{ScreenLayout, review_graph};
use crate::tui::overlay::{Layer, LayerView};
use crate::tui::pages::play_from::render_play_form;
use crate::tui::pages::review::analysis_view::{
    analysis_lines, eval_lines, mark_suffix, progress_text,
};
use crate::tui::pages::review::research_view::{Panes, research_pane};
use crate::tui::theme::Theme;
use crate::tui::widgets::board::{BoardView, MarkedBoard};
use crate::tui::widgets::clock::render_clocks;
use crate::tui::widgets::eval_graph::EvalGraph;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::header::name_or_word;
use crate::tui::widgets::moves::MoveListView;
use crate::tui::widgets::status::{Message, StatusView, fit_hints, render_status, side_mark};
use crate::tui::widgets::tally::TallyPopup;
use crate::tui::widgets::wrapped::WrappedText;
use crate::words::load_notes::notes_said;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use std::borrow::Cow;
use std::time::Instant;
use unicode_width::UnicodeWidthStr;

// Where it has always been found; the layout decides it.
pub use crate::tui::layout::review_panes;

/// The move list's texts in the chosen notation, `+` marking moves that
/// have variations (as KIF files mark them), then the analysis's mark.
pub fn review_texts(r: &ReviewScreen, notation: Notation) -> Vec<String> {
    r.move_texts()
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let text = match notation {
                Notation::Japanese => &m.japanese,
                Notation::Western => &m.western,
            };
            let branch = if r.branches_at(i + 1) { " +" } else { "" };
            format!("{text}{branch}{}", mark_suffix(r.mark_shown(i + 1)))
        })
        .collect()
}

/// The move list's texts with each move's time in a column after the
/// widest move, when the record has times and every move of the line fits
/// beside its time in `width` columns. Otherwise the moves alone: a narrow
/// list keeps whole moves and leaves the times to the status bar.
fn with_times(r: &ReviewScreen, texts: Vec<String>, width: usize) -> Vec<String> {
    let times: Vec<Option<String>> = (1..=texts.len())
        .map(|ply| r.move_time(ply).map(clock_face))
        .collect();
    let time_width = times.iter().flatten().map(|t| t.width()).max();
    let move_width = texts.iter().map(|m| m.width()).max().unwrap_or(0);
    let Some(time_width) = time_width else {
        return texts;
    };
    let gap = match move_width + time_width {
        n if n + 2 <= width => 2,
        n if n < width => 1,
        _ => return texts,
    };
    texts
        .into_iter()
        .zip(times)
        .map(|(text, time)| match time {
            Some(time) => {
                let pad = move_width + gap - text.width();
                format!("{text}{:pad$}{time:>time_width$}", "")
            }
            None => text,
        })
        .collect()
}

/// The outcome the status bar shows: the record's, or on a variation its
/// own end if it reaches one.
fn outcome_text(r: &ReviewScreen) -> String {
    let handicap = r.loaded.game.is_handicap();
    let main = match r.loaded.game.outcome() {
        Some(o) => t!(
            "game-status-outcome",
            result = o.shown_in(handicap),
            kif = crate::kifu::kif_end_line(&r.loaded.game).unwrap_or_default()
        ),
        None => t!("review-unfinished"),
    };
    match (r.line(), r.shown().outcome()) {
        (None, _) => main,
        (Some(_), Some(own)) => own.shown_in(handicap),
        (Some(_), None) => t!("review-main-line-outcome", outcome = main),
    }
}

/// Where the review stands: the variation shown and the move number.
fn position_text(r: &ReviewScreen) -> String {
    let at = t!("review-at-move", ply = r.ply, last = r.last_ply());
    if let Some(from) = r.engine_line_from() {
        return t!("review-at-engine-line", from = from, at = at);
    }
    let Some(i) = r.line() else {
        return at;
    };
    let from = r
        .loaded
        .record
        .variations
        .get(i)
        .map_or(0, |v| v.ply as usize);
    t!("review-at-variation", number = i + 1, from = from, at = at)
}

pub fn render_review(prefs: &Prefs, r: &ReviewScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, r.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let game = r.shown();
    let pos = r.position();
    let players = game.players();
    let file = r
        .source
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut header = vec![
        Span::styled(t!("review-title", file = escape_controls(&file)), t.title),
        Span::styled(
            t!(
                "review-players",
                black = name_or_word(&players.black),
                white = name_or_word(&players.white)
            ),
            t.title,
        ),
    ];
    let info = &r.loaded.record.info;
    // Whole or not at all, the most useful first, as on the game page:
    // the clock comes before the date.
    let width = usize::from(layout.header.width);
    let mut used: usize = header.iter().map(|s| s.width()).sum();
    let extras = [
        game.handicap().map(|h| (h.japanese().to_string(), t.title)),
        info.time_control
            .map(|c| (c.shown_in(game.is_handicap()), t.dim)),
        info.started.map(|when| (when.slashed(), t.dim)),
        info.event
            .as_ref()
            .or(info.title.as_ref())
            .map(|e| (escape_controls(e).into_owned(), t.dim)),
    ];
    for (text, style) in extras.into_iter().flatten() {
        let text = format!(" · {text}");
        if used + text.width() <= width {
            used += text.width();
            header.push(Span::styled(text, style));
        }
    }
    Paragraph::new(Line::from(header)).render(layout.header, buf);

    let last_move = r
        .ply
        .checked_sub(1)
        .and_then(|i| game.moves().get(i))
        .map(|m| m.mv);
    let marks = r.marks();
    MarkedBoard {
        board: BoardView {
            position: pos,
            glyphs,
            theme: t,
            flipped: r.flipped,
            cursor: r.board_cursor(),
            selected: match r.selection() {
                Selection::Board(sq) => Some(sq),
                _ => r.mark_start(),
            },
            destinations: r.destinations(),
            last_move,
        },
        marks: &marks,
        engine: &r.engine_arrows(),
    }
    .render(layout.board, buf);
    for c in Color::ALL {
        HandView {
            owner: c,
            hand: pos.hand(c),
            glyphs,
            theme: t,
            selected: match r.selection() {
                Selection::Hand(k) if c == pos.side_to_move() => Some(k),
                _ => None,
            },
            to_move: c == pos.side_to_move(),
            handicap: game.is_handicap(),
            marks: &marks,
        }
        .render(layout.stand(c), buf);
    }
    if let Some(clock) = r.clock() {
        // Nothing runs in review, so the moment read is any.
        render_clocks(
            &clock,
            r.clock_side(),
            Instant::now(),
            &layout,
            glyphs,
            t,
            buf,
        );
    }

    if r.has_analysis()
        && let Some(graph) = review_graph(&layout)
    {
        EvalGraph {
            chances: &r.winning_chances(),
            current: r.on_main_line().then_some(r.ply),
            theme: t,
        }
        .render(graph, buf);
    }

    let panes = Panes::of(r, layout.moves);
    let (list, notes) = (panes.list, panes.notes);
    if let Some(area) = panes.research {
        research_pane(r, prefs.notation, t, area, buf);
    }
    let texts = review_texts(r, prefs.notation);
    let room = MoveListView::text_width(list, 0, texts.len());
    let texts = with_times(r, texts, room);
    let title = match (r.line(), prefs.notation) {
        _ if r.engine_line_from().is_some() => t!("review-list-engine-line"),
        (Some(i), _) => t!("review-list-variation", number = i + 1),
        (None, Notation::Japanese) => t!("review-list-moves"),
        (None, Notation::Western) => t!("review-list-moves-western"),
    };
    let title = format!(" {title} ");
    MoveListView {
        moves: &texts,
        first_number: 0,
        title: &title,
        theme: t,
        current: r.ply.checked_sub(1),
    }
    .render(list, buf);
    match panes.book {
        Some(area) if r.games_tab_shown() => games_pane(r, prefs.notation, t, area, buf),
        Some(area) => book_pane(r, prefs.notation, t, area, buf),
        None => notes_pane(r, prefs.notation, t, notes, buf),
    }

    let current = r
        .ply
        .checked_sub(1)
        .and_then(|i| r.move_texts().get(i))
        .map(|m| {
            let text = match prefs.notation {
                Notation::Japanese => m.japanese.as_str(),
                Notation::Western => m.western.as_str(),
            };
            let mut text = match r.move_time(r.ply) {
                Some(time) => format!("{text}  {}", clock_face(time)),
                None => text.to_string(),
            };
            if let Some(end) = r.end_shown()
                && let Some(time) = end.time
            {
                let to_move = pos.side_to_move();
                let word = match prefs.notation {
                    Notation::Japanese => end.word.kif_or_key(to_move),
                    Notation::Western => end.word.key(),
                };
                text = format!("{text} · {word}  {}", clock_face(time));
            }
            text
        });
    let mover = pos.side_to_move();
    // Message identifiers, said in the language of the moment.
    let hints: &[&str] = match &r.overlay {
        ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::Bookmark, _)) => {
            &["review-key-keep-bookmark", "review-key-close"]
        }
        ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::SaveAs, _)) => &[
            "review-key-write-file",
            "review-key-close",
            "review-key-erase",
        ],
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Replace(_))) => {
            &["review-key-replace-yes", "review-key-not-now"]
        }
        ReviewOverlay::Layer(Layer::Prompt(ReviewPrompt::Jump, _)) => &[
            "review-key-jump-enter",
            "review-key-close",
            "review-key-erase",
        ],
        ReviewOverlay::Layer(Layer::Promote { .. }) => &[
            "review-key-promote-yes",
            "review-key-promote-no",
            "review-key-back",
        ],
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Delete(_))) => {
            &["review-key-delete-yes", "review-key-delete-no"]
        }
        ReviewOverlay::None if r.board_cursor().is_some() => &[
            "review-key-cursor",
            "review-key-pick",
            "review-key-cursor-off",
            "review-key-drop",
            "marks-key-bar",
            "review-key-undo",
            "review-key-help",
        ],
        ReviewOverlay::PlayFrom(_) => &[
            "review-key-start",
            "review-key-change",
            "review-key-choose-side",
            "review-key-back",
        ],
        ReviewOverlay::Layer(Layer::Help(_) | Layer::Share(_)) | ReviewOverlay::Tally => {
            &["review-key-close"]
        }
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Save)) => {
            &["review-key-write-yes", "review-key-not-now"]
        }
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::Leave)) => {
            &["review-key-leave-yes", "review-key-leave-no"]
        }
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::OpenPasted)) => {
            &["paste-key-open-yes", "review-key-leave-no"]
        }
        ReviewOverlay::Layer(Layer::Ask(ReviewQuestion::WriteElsewhere { .. })) => {
            &["review-key-write-new-yes", "review-key-not-now"]
        }
        ReviewOverlay::Notes(open) => open.hints(),
        ReviewOverlay::None if r.games_tab_shown() => &[
            "explorer-key-rows",
            "explorer-key-list",
            "explorer-key-filters",
            "explorer-key-book",
            "review-key-step",
            "review-key-help",
        ],
        ReviewOverlay::None if r.book_pane().shown => &[
            "review-key-book-play",
            "review-key-book-close",
            "explorer-key-show",
            "review-key-step",
            "review-key-help",
            "review-key-quit",
        ],
        ReviewOverlay::None if r.research().on => &[
            "review-key-stop-research",
            "review-key-step",
            "review-key-play-line",
            "review-key-keep-research-line",
            "review-key-research-lines",
            "review-key-help",
        ],
        ReviewOverlay::None if r.analysing() => &[
            "review-key-stop-analysis",
            "review-key-step",
            "review-key-help",
            "review-key-marked",
            "review-key-best-line",
            "review-key-quit",
        ],
        ReviewOverlay::None if r.has_analysis() => &[
            "review-key-step",
            "review-key-help",
            "review-key-marked",
            "review-key-best-line",
            "review-key-quit",
            "review-key-book",
            "review-key-save",
            "review-key-analyse",
            "review-key-variation",
            "review-key-jump",
            "review-key-notes",
            "review-key-copy",
        ],
        // Most useful first: a narrow terminal keeps those.
        ReviewOverlay::None => &[
            "review-key-step",
            "review-key-help",
            "review-key-quit",
            "review-key-book",
            "review-key-analyse",
            "review-key-play-from",
            "review-key-variation",
            "review-key-jump",
            "review-key-notes",
            "review-key-copy",
            "review-key-first-last",
            "review-key-tally",
            "review-key-ten",
        ],
    };
    let hints: Vec<String> = hints.iter().map(|id| crate::i18n::text(id)).collect();
    let hints: Vec<&str> = hints.iter().map(String::as_str).collect();
    let keys = fit_hints(&hints, usize::from(layout.status.width));
    let keys = keys.as_str();
    // What the replay found (an illegal move, an end word it could not
    // confirm) shows unless a message takes the line.
    let notes = notes_said(&r.loaded.notes()).join(" · ");
    let notes = (!notes.is_empty()).then_some(Message::Info(notes));
    // The analysis's progress goes before the notes, after a message.
    let progress = r.progress().map(|p| Message::Info(progress_text(p)));
    let notes = progress.or(notes);
    let where_ = position_text(r);
    let mut lines = StatusView {
        to_move: mover,
        handicap: game.is_handicap(),
        in_check: pos.in_check(),
        repetitions: u32::try_from(game.repetitions_at(r.ply)).unwrap_or(u32::MAX),
        last_move: current.as_deref(),
        message: r.message.as_ref().or(notes.as_ref()),
        outcome: None,
        note: Some(&where_),
        keys,
        theme: t,
    }
    .lines();
    // The outcome goes last on the first line: on a narrow screen the end
    // of a long outcome is what gets cut, not the move number.
    if let Some(first) = lines.first_mut() {
        first.push_span(Span::styled("  ·  ", t.dim));
        first.push_span(Span::styled(outcome_text(r), t.outcome));
    }
    render_status(lines, t.status, layout.status, buf);

    match &r.overlay {
        ReviewOverlay::None => games_over(r, t, layout.status, area, buf),
        ReviewOverlay::Layer(layer) => layer.render(
            r,
            LayerView {
                theme: t,
                keys: REVIEW_KEYS,
                position: r.position(),
                flipped: r.flipped,
                status: layout.status,
            },
            area,
            buf,
        ),
        ReviewOverlay::Tally => {
            let (tally, verdicts) = r.tally();
            TallyPopup {
                black: tally.sides.black,
                white: tally.sides.white,
                verdicts: &verdicts,
                handicap: r.shown().is_handicap(),
                theme: t,
            }
            .render(area, buf);
        }
        ReviewOverlay::PlayFrom(form) => play_form(r, form, t, area, buf),
        ReviewOverlay::Notes(open) => render_notes(r, open, t, area, buf),
    }
}

/// A player's name, or what kind of player it is when the record has none.
/// Bookmark, comments and variations of the current move, scrolled with
/// `}` and `{`.
fn notes_pane(r: &ReviewScreen, notation: Notation, t: &Theme, area: Rect, buf: &mut Buffer) {
    let title = if r.ply == 0 {
        t!("review-notes-start")
    } else {
        t!("review-notes-move", ply = r.ply)
    };
    let title = format!(" {title} ");
    let mut lines = Vec::new();
    // Comments and bookmarks as a record file writes them: what would
    // reorder or hide their text shown as escapes.
    if let Some(mark) = r.bookmark() {
        lines.push(Line::styled(
            format!("& {}", escape_controls(mark)),
            t.title,
        ));
    }
    let said = r.move_comment();
    // As for the variations below: the column of a ▲ ▼ mark is left out.
    let room = usize::from(area.width.saturating_sub(3));
    if r.on_main_line() {
        // The record's own evaluations are part of the analysis.
        lines.extend(analysis_lines(r, notation, room, t));
    } else if let Some(eval) = &said.eval {
        lines.extend(eval_lines(
            eval,
            r.position(),
            r.last_to(),
            r.loaded.game.is_handicap(),
            notation,
            room,
            t,
        ));
    }
    if let Some(from) = r.engine_line_from().filter(|&from| r.ply > from) {
        lines.push(Line::styled(
            t!(
                "review-engine-line-move",
                move = r.ply - from,
                moves = r.last_ply() - from
            ),
            t.title,
        ));
    }
    for c in said.text {
        let shown = match escape_controls(&c) {
            Cow::Borrowed(_) => c,
            Cow::Owned(escaped) => escaped,
        };
        lines.push(Line::styled(shown, t.text));
    }
    if let Some(branch) = r.branch_summary() {
        lines.push(Line::styled(
            format!("{branch}{}", t!("review-branch-keys")),
            t.title,
        ));
    }
    if let Some(alt) = r.alternatives() {
        // The key's hint and each move count stay whole on a narrow pane.
        lines.push(Line::styled(
            t!("review-variations-at", ply = alt.ply),
            t.title,
        ));
        let base = match alt.base {
            None => t!("review-main-line"),
            Some(i) => t!("review-variation", number = i + 1),
        };
        // The key, then the mark of the line shown: as narrow as the
        // mark alone was, so an entry still fits a narrow pane.
        let pointer = |here: bool| if here { "▸" } else { " " };
        lines.push(Line::styled(
            format!("0{}{base}", pointer(alt.shown.is_none())),
            t.text,
        ));
        // The column a ▲ ▼ mark may take is left out, so the choice does
        // not change as the pane starts to scroll.
        let room = usize::from(area.width.saturating_sub(3));
        for (n, e) in alt.entries.iter().enumerate() {
            // Keys 1-9 reach the first nine; the rest by v.
            let key = if n < 9 {
                (n + 1).to_string()
            } else {
                " ".to_string()
            };
            let head = format!(
                "{key}{}{}: {}",
                pointer(alt.shown == Some(e.index)),
                t!("review-variation", number = e.index + 1),
                e.first_move,
            );
            let moves = format!("({})", t!("common-moves", count = e.moves));
            // Narrow, the count goes on a row of its own under the move,
            // not back at the pane's edge where it reads as an entry.
            if head.width() + 1 + moves.width() <= room {
                lines.push(Line::styled(format!("{head} {moves}"), t.text));
            } else {
                lines.push(Line::styled(head, t.text));
                lines.push(Line::styled(format!("    {moves}"), t.text));
            }
        }
    }
    // At the end of the main line, what stopped it, in full (the status
    // bar may cut it).
    if r.line().is_none() && r.ply == r.last_ply() {
        for note in notes_said(&r.loaded.notes()) {
            lines.push(Line::styled(note, t.refusal));
        }
    }
    if lines.is_empty() {
        lines.push(Line::styled(t!("review-no-comment"), t.dim));
    }
    let text = WrappedText {
        paragraphs: &lines,
        scroll: r.notes_scroll(),
        marks: t.title,
    };
    let mut block = Block::default()
        .borders(Borders::ALL)
        .border_style(t.grid)
        .title(Span::styled(title, t.title));
    let inner = block.inner(area);
    let window = text.window_kept(inner, r.notes_wrap());
    r.notes_drawn(window.max_scroll);
    r.notes_shown(window.height);
    // The marks say there is more; the border says how to get at it.
    if window.max_scroll > 0 {
        block = block.title_bottom(Span::styled(
            format!(" {} ", t!("review-notes-scroll")),
            t.dim,
        ));
    }
    block.render(area, buf);
    text.draw(&window, inner, buf);
}

/// The `p` form: who plays each side of the new game.
fn play_form(r: &ReviewScreen, form: &PlayFrom, t: &Theme, screen: Rect, buf: &mut Buffer) {
    let mover = r.position().side_to_move();
    let about = vec![
        t!(
            "review-play-from-about",
            ply = r.ply,
            mark = side_mark(mover),
            side = mover.shown_in(r.loaded.game.is_handicap())
        ),
        t!("review-play-from-kept"),
    ];
    render_play_form(form, about, t, screen, buf);
}
