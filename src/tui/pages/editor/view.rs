//! Draws the editor: the SFEN on top, the board and stands with the
//! cursor, a pane with the rules' verdict and the mate solver's answer,
//! the status bar, and whatever is open over them. Nothing here changes
//! state.

use super::keys::EDITOR_KEYS;
use super::state::{EditorOverlay, EditorPrompt, EditorQuestion, EditorScreen, Held, Mate, Spot};
use crate::i18n::rules::Shown;
use crate::kifu::record::{EvalScore, Evaluation};
use crate::mate::{Limit, MateOutcome, MateReport};
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Bitboard, Color, Position};
use crate::t;
use crate::tui::display_prefs::{Notation, Prefs};
use crate::tui::layout::ScreenLayout;
use crate::tui::overlay::{Layer, LayerView};
use crate::tui::pages::editor::edit::{piece_word, square_word};
use crate::tui::pages::play_from::render_play_form;
use crate::tui::theme::Theme;
use crate::tui::widgets::board::{BoardView, MarkedBoard};
use crate::tui::widgets::fit::head_fitting;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::side_pane::SidePane;
use crate::tui::widgets::status::{Message, StatusView, fit_hints, render_status, side_mark};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

pub fn render_editor(prefs: &Prefs, e: &EditorScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, e.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let pos = e.sketch();
    let sfen = e.sfen();
    let head = head_fitting(&format!("SFEN {sfen}"), usize::from(layout.header.width));
    Paragraph::new(Line::styled(head, t.title)).render(layout.header, buf);

    let cursor = match e.cursor {
        Spot::Square(sq) => Some(sq),
        Spot::Hand(..) => None,
    };
    let held_square = match e.held {
        Some(Held::Square(sq)) => Some(sq),
        _ => None,
    };
    MarkedBoard {
        board: BoardView {
            position: &pos,
            glyphs,
            theme: t,
            flipped: e.flipped,
            cursor,
            selected: held_square.or(e.mark_start()),
            destinations: Bitboard::EMPTY,
            last_move: None,
        },
        marks: e.marks(),
        engine: &[],
    }
    .render(layout.board, buf);

    let mover = pos.side_to_move();
    for c in Color::ALL {
        let at_cursor = e.kind_at_cursor().filter(|(owner, _)| *owner == c);
        let held = match e.held {
            Some(Held::Hand(owner, kind)) if owner == c => Some(kind),
            _ => None,
        };
        let stand = layout.stand(c);
        HandView {
            owner: c,
            hand: pos.hand(c),
            glyphs,
            theme: t,
            selected: held.or(at_cursor.map(|(_, k)| k)),
            to_move: c == mover,
            handicap: false,
            marks: e.marks(),
        }
        .render(stand, buf);
        // On a stand line that lists no kind (an empty stand), the
        // cursor is the stand's frame.
        if matches!(e.cursor, Spot::Hand(owner, _) if owner == c) && at_cursor.is_none() {
            buf.set_style(Rect::new(stand.x, stand.y, stand.width, 1), t.cursor);
        }
    }

    pane(prefs, e, &sfen, layout.moves, buf);

    // Message identifiers, said in the language of the moment.
    let keys_shown: &[&str] = match &e.overlay {
        EditorOverlay::Layer(Layer::Prompt(about, _)) => match about {
            EditorPrompt::Paste { .. } => &["editor-key-read", "editor-key-put-back"],
            EditorPrompt::SavePath => &["editor-key-save-enter", "editor-key-cancel"],
        },
        EditorOverlay::Layer(Layer::Ask(about)) => match about {
            EditorQuestion::Overwrite(_) => &["editor-key-replace", "editor-key-replace-no"],
            EditorQuestion::Leave => &["editor-key-leave-yes", "editor-key-leave-no"],
        },
        EditorOverlay::PlayFrom(_) => &["review-key-start", "review-key-change", "review-key-back"],
        EditorOverlay::Explorer => &[
            "explorer-key-rows-review",
            "explorer-key-list",
            "explorer-key-filters",
            "explorer-key-close",
        ],
        EditorOverlay::Layer(Layer::Help(_) | Layer::Promote { .. } | Layer::Share(_)) => {
            &["review-key-close"]
        }
        EditorOverlay::None => &[
            "editor-key-help",
            "editor-key-pieces",
            "editor-key-remove",
            "editor-key-promote",
            "editor-key-turn",
            "editor-key-paste",
            "editor-key-mate",
            "editor-key-tsume",
            "editor-key-review",
            "editor-key-play",
            "editor-key-save",
            "editor-key-copy",
            "editor-key-leave",
            "explorer-key-show",
            // After the editor's own keys: shown where the bar has room.
            "marks-key-bar",
        ],
    };
    let keys_shown: Vec<String> = keys_shown.iter().map(|id| crate::i18n::text(id)).collect();
    let keys_shown: Vec<&str> = keys_shown.iter().map(String::as_str).collect();
    let keys = fit_hints(&keys_shown, usize::from(layout.status.width));
    let note = held_note(e);
    // Why the position cannot be played stays said while nothing newer is.
    let verdict = e.refusal().map(Message::Refusal);
    let lines = StatusView {
        to_move: mover,
        handicap: false,
        in_check: e.checked().as_ref().is_ok_and(Position::in_check),
        repetitions: 1,
        last_move: None,
        message: e.message.as_ref().or(verdict.as_ref()),
        outcome: None,
        note: note.as_deref(),
        keys: &keys,
        theme: t,
    }
    .lines();
    render_status(lines, t.status, layout.status, buf);

    match &e.overlay {
        EditorOverlay::None => {}
        EditorOverlay::Layer(layer) => layer.render(
            e,
            LayerView {
                theme: t,
                keys: EDITOR_KEYS,
                position: &super::state::sketch(&e.setup),
                flipped: e.flipped,
                status: layout.status,
            },
            area,
            buf,
        ),
        EditorOverlay::PlayFrom(form) => {
            let about = vec![
                t!(
                    "editor-play-from-about",
                    mark = side_mark(mover),
                    side = mover.shown()
                ),
                t!("review-play-from-kept"),
            ];
            render_play_form(form, about, t, area, buf);
        }
        EditorOverlay::Explorer => {
            super::explorer::render_explorer(e, prefs.notation, layout.status, t, area, buf)
        }
    }
}

/// What the player holds, for the status bar.
fn held_note(e: &EditorScreen) -> Option<String> {
    Some(match e.held? {
        Held::Square(sq) => t!("editor-holding-square", square = square_word(sq)),
        Held::Hand(c, kind) => t!(
            "editor-holding-hand",
            piece = piece_word(kind),
            mark = side_mark(c),
            side = c.shown()
        ),
    })
}

/// The pane beside the board: the SFEN whole, the rules' verdict, the
/// mate solver's answer.
fn pane(prefs: &Prefs, e: &EditorScreen, sfen: &str, area: Rect, buf: &mut Buffer) {
    let t = &prefs.theme;
    let mut pane = SidePane::open(&t!("editor-pane-title"), t, area, buf);
    let width = pane.width();
    let mut text = |s: &str, style: Style| pane.text(s, style);
    text("SFEN:", t.dim);
    // An SFEN has few spaces: cut it anywhere rather than at them only.
    for chunk in sfen.chars().collect::<Vec<_>>().chunks(width.max(1)) {
        text(&chunk.iter().collect::<String>(), t.text);
    }
    text("", t.text);
    match e.refusal() {
        None => match e.game_refusal() {
            None => text(&format!("✓ {}", t!("editor-playable")), t.status),
            Some(_) => text(&format!("✓ {}", t!("editor-mate-problem")), t.status),
        },
        Some(why) => text(&format!("✗ {why}"), t.refusal),
    }
    text("", t.text);
    for (row, style) in mate_rows(prefs, e, t) {
        text(&row, style);
    }
    pane.show(buf);
}

/// The mate solver's part of the pane.
fn mate_rows(prefs: &Prefs, e: &EditorScreen, t: &Theme) -> Vec<(String, ratatui::style::Style)> {
    match e.mate() {
        Mate::Idle => vec![(t!("editor-mate-idle"), t.dim)],
        Mate::Solving(_) => vec![(t!("editor-mate-solving"), t.status)],
        // Found, not yet asked for: the problem's answer stays hidden.
        Mate::Answer {
            report,
            shown: false,
            ..
        } if let MateOutcome::Mate(moves) = &report.outcome => {
            let found = if report.shortest {
                t!("editor-mate-found", moves = moves.len())
            } else {
                t!("editor-mate-line-found", moves = moves.len())
            };
            vec![(found, t.title)]
        }
        Mate::Answer { report, .. } => match e.checked() {
            Ok(pos) => answer_rows(prefs.notation, pos, report)
                .into_iter()
                .map(|row| (row, t.title))
                .collect(),
            Err(_) => Vec::new(),
        },
    }
}

/// The answer as the pane shows it: "mate in N:" and the line, one move
/// a row, in the player's notation; or why there is none. A line not
/// proven the shortest against the longest defence is not "mate in N":
/// its length bounds the mate's neither above nor below.
pub fn answer_rows(notation: Notation, pos: &Position, report: &MateReport) -> Vec<String> {
    match &report.outcome {
        MateOutcome::Mate(moves) => {
            let plies = i32::try_from(moves.len()).unwrap_or(i32::MAX);
            let score = match pos.side_to_move() {
                Color::Black => plies,
                Color::White => -plies,
            };
            let line = Evaluation {
                score: EvalScore::Mate(score),
                pv: moves.clone(),
                line_only: !report.shortest,
            };
            let texts = line.pv_texts(pos, None, |pos, mv, previous| match notation {
                Notation::Japanese => japanese(pos, mv, previous),
                Notation::Western => western(pos, mv),
            });
            let head = if report.shortest {
                t!("editor-mate-in", moves = moves.len())
            } else {
                t!("editor-mate-line", moves = moves.len())
            };
            std::iter::once(head).chain(texts).collect()
        }
        MateOutcome::NoMate => vec![t!("editor-no-mate")],
        MateOutcome::Unknown(Limit::Stopped) => vec![t!("editor-mate-stopped")],
        MateOutcome::Unknown(Limit::Depth) => {
            vec![t!("editor-mate-too-deep", plies = crate::mate::MAX_PLY)]
        }
        MateOutcome::Unknown(_) => vec![t!(
            "editor-mate-unknown",
            seconds = format!("{:.0}", report.elapsed.as_secs_f64())
        )],
    }
}
