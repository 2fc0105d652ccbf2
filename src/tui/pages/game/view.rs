//! Draws the game page: header, board, hands, move list, status bar and
//! whatever is open over them. Nothing here changes state.
//!
//! The board, the hands and the move list show the position on the board
//! (`GameScreen::shown_position`), which is the live one unless the player
//! looks back with `[`.

use super::keys::GAME_KEYS;
use super::site::SiteView;
use super::state::{GamePrompt, GameScreen, Overlay, Question, Selection};
use crate::i18n::rules::{Shown, ShownIn};
use crate::shogi::Color;
use crate::t;
use crate::tui::display_prefs::{Notation, Prefs};
use crate::tui::layout::{ScreenLayout, centered};
use crate::tui::overlay::{Layer, LayerView};
use crate::tui::theme::Theme;
use crate::tui::widgets::board::{BoardView, MarkedBoard};
use crate::tui::widgets::clock::render_clocks;
use crate::tui::widgets::fit::head_fitting;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::header::player_label;
use crate::tui::widgets::moves::MoveListView;
use crate::tui::widgets::popup::{QuestionPopup, frame};
use crate::tui::widgets::status::{Message, StatusView, fit_hints, render_status};
use crate::tui::widgets::tally::TallyPopup;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

pub fn render_game(prefs: &Prefs, g: &GameScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, g.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let game = &g.game;
    let pos = g.shown_position();
    let shown = g.shown_ply();
    header(g, t, layout.header, buf);

    let last_move = shown
        .checked_sub(1)
        .and_then(|i| game.moves().get(i))
        .map(|m| m.mv);
    // A hint, or a move kept for the person's turn, is drawn as its piece
    // picked up and where it goes, while the player has nothing picked up
    // of their own. (The hint is for the person's turn, the move kept for
    // the opponent's: never both.)
    let marked = match (&g.hint, &g.premove) {
        (Some(_), _) => g.hint_squares(),
        (None, Some(_)) => g.premove_squares(),
        (None, None) => None,
    };
    let (selected, destinations) = match (g.selection, marked) {
        (Selection::Board(sq), _) => (Some(sq), g.destinations()),
        (Selection::None, Some((from, to))) if g.viewing().is_none() => (from, to),
        _ => (None, g.destinations()),
    };
    let mover = pos.side_to_move();
    // Moving ahead, the person picks from their own hand.
    let picker = g.picking_side();
    if g.overlay == Overlay::Paused {
        // Hidden, so a pause is no time to think: the board, the hands.
        paused_board(t, layout.board, buf);
    } else {
        MarkedBoard {
            board: BoardView {
                position: pos,
                glyphs,
                theme: t,
                flipped: g.flipped,
                cursor: Some(g.cursor),
                selected: selected.or(g.mark_start()),
                destinations,
                last_move,
            },
            marks: g.marks(),
            engine: &[],
        }
        .render(layout.board, buf);

        for c in Color::ALL {
            let picked = match g.selection {
                Selection::Hand(k) if c == picker => Some(k),
                _ => None,
            };
            HandView {
                owner: c,
                hand: pos.hand(c),
                glyphs,
                theme: t,
                selected: picked,
                to_move: c == mover && !game.is_over(),
                handicap: game.is_handicap(),
                marks: g.marks(),
            }
            .render(layout.stand(c), buf);
        }
    }
    // An untimed game's clocks read nothing: their place stays empty.
    if game.clock().is_timed() {
        render_clocks(
            game.clock(),
            g.running_clock(),
            g.clocks.now(),
            &layout,
            glyphs,
            t,
            buf,
        );
    }

    let texts: Vec<String> = g
        .move_texts()
        .iter()
        .map(|m| match prefs.notation {
            Notation::Japanese => m.japanese.clone(),
            Notation::Western => m.western.clone(),
        })
        .collect();
    let title = match prefs.notation {
        Notation::Japanese => t!("game-moves-title"),
        Notation::Western => t!("game-moves-title-western"),
    };
    // On lishogi the move list shares its column with the site's pane.
    let site = g.site.as_deref();
    let (moves_area, site_area) = match site {
        Some(_) => split_for_site(layout.moves),
        None => (layout.moves, None),
    };
    MoveListView {
        moves: &texts,
        first_number: 0,
        title: &title,
        theme: t,
        current: shown.checked_sub(1),
    }
    .render(moves_area, buf);
    if let (Some(site), Some(area)) = (site, site_area) {
        site_pane(site, t, area, buf);
    }

    let outcome = game.outcome().map(|o| {
        t!(
            "game-status-outcome",
            result = o.shown_in(game.is_handicap()),
            kif = crate::kifu::kif_end_line(game).unwrap_or_default()
        )
    });
    let mut notes: Vec<String> = Vec::new();
    if g.hint.is_some() {
        notes.extend(g.hint_text(prefs.notation));
    }
    if g.premove.is_some() {
        notes.extend(g.premove_text(prefs.notation));
    }
    notes.extend(g.seats.note(game));
    if g.auto_flip {
        notes.push(t!("game-note-auto-flip"));
    }
    if let Some(online) = &g.online {
        notes.push(online.note());
    }
    if g.saving.failure.is_some() {
        notes.push(t!("game-note-not-saved"));
    }
    let note = (!notes.is_empty()).then(|| notes.join(" · "));
    // A serious game does not advertise the hint key.
    let offered: Vec<String> = key_hint_ids(g)
        .iter()
        .copied()
        .filter(|k| g.hints || !HINT_KEYS.contains(k))
        // Online, the server's clock runs and moves are final.
        .filter(|k| g.online.is_none() || !OFFLINE_KEYS.contains(k))
        .map(crate::i18n::text)
        .collect();
    let offered: Vec<&str> = offered.iter().map(String::as_str).collect();
    let keys = fit_hints(&offered, usize::from(layout.status.width));
    let fault = g.seats.fault.clone().map(Message::Refusal);
    let mut lines = StatusView {
        to_move: mover,
        handicap: game.is_handicap(),
        in_check: pos.in_check(),
        repetitions: u32::try_from(game.repetitions_at(shown)).unwrap_or(u32::MAX),
        last_move: shown
            .checked_sub(1)
            .and_then(|i| texts.get(i))
            .map(String::as_str),
        // A computer's failure stays in view until another message.
        message: g.message.as_ref().or(fault.as_ref()),
        outcome: outcome.as_deref(),
        note: note.as_deref(),
        keys: &keys,
        theme: t,
    }
    .lines();
    // Looking back comes first: it is why the board differs from the game.
    if let (Some(viewing), Some(state)) = (
        g.viewing.is_some().then(|| g.viewing_text()).flatten(),
        lines.first_mut(),
    ) {
        state.spans.splice(
            0..0,
            [
                Span::styled(viewing, t.refusal),
                Span::styled("  ·  ", t.dim),
            ],
        );
    }
    render_status(lines, t.status, layout.status, buf);

    match &g.overlay {
        Overlay::None | Overlay::Paused => {}
        Overlay::Result => {
            if let Some(lines) = g.result_lines() {
                result_box(&lines, t, area, buf);
            }
        }
        Overlay::Layer(layer) => layer.render(
            g,
            LayerView {
                theme: t,
                keys: GAME_KEYS,
                position: g.game.position(),
                flipped: g.flipped,
                status: layout.status,
            },
            area,
            buf,
        ),
        Overlay::Tally => {
            let tally = g.shown_tally();
            let verdicts = g.tally_verdicts();
            TallyPopup {
                black: tally.sides.black,
                white: tally.sides.white,
                verdicts: &verdicts,
                handicap: game.is_handicap(),
                theme: t,
            }
            .render(area, buf);
        }
        Overlay::Seat(ask) => QuestionPopup {
            text: &g.seat_question_text(ask),
            flipped: g.flipped,
            theme: t,
        }
        .render(area, buf),
    }
}

/// The move list's column cut in two for a lishogi game: the moves
/// above, the site's pane (players, clocks, chat) below, given the larger
/// part since the chat needs lines.
fn split_for_site(column: Rect) -> (Rect, Option<Rect>) {
    if column.height < 8 {
        return (column, None);
    }
    let moves = (column.height / 3).max(4);
    let above = Rect {
        height: moves,
        ..column
    };
    let below = Rect {
        y: column.y + moves,
        height: column.height - moves,
        ..column
    };
    (above, Some(below))
}

/// The site's pane: both players with their clocks as lishogi counts
/// them, then the latest chat lines that fit.
fn site_pane(site: &SiteView, t: &Theme, area: Rect, buf: &mut Buffer) {
    let block = Block::default()
        .borders(Borders::ALL)
        .title(Span::styled(t!("lishogiplay-pane-title"), t.title));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = usize::from(inner.width);
    let mut lines: Vec<Line> = Vec::new();
    if let Some(players) = &site.players {
        for (i, mark) in ["☗", "☖"].iter().enumerate() {
            // The clock first: on a narrow pane the name is what is cut.
            let clock = site
                .clocks
                .as_ref()
                .map(|c| format!("{} ", c[i]))
                .unwrap_or_default();
            let text = format!("{mark}{clock}{}", players[i]);
            lines.push(Line::from(Span::styled(head_fitting(&text, width), t.text)));
        }
    }
    let room = usize::from(inner.height).saturating_sub(lines.len());
    let skip = site.chat.len().saturating_sub(room);
    for said in site.chat.iter().skip(skip) {
        lines.push(Line::from(Span::styled(head_fitting(said, width), t.dim)));
    }
    Paragraph::new(lines).render(inner, buf);
}

/// Who plays, then the handicap, the rules and the move limit, as many as
/// fit: on a narrow terminal the least needed go first, and nothing is cut
/// in the middle of a word except an overlong pair of names.
fn header(g: &GameScreen, t: &Theme, area: Rect, buf: &mut Buffer) {
    let game = &g.game;
    let width = usize::from(area.width);
    let players = game.players();
    // Online, the other side is whoever the server paired us with: a
    // person or a program, we cannot know.
    let label = |c: Color| match g.online.as_ref().and_then(|o| o.us) {
        Some(us) if us != c => t!(
            "game-header-on-the-server",
            name = crate::kifu::short_name(&players.get(c).name)
        ),
        _ => player_label(players.get(c), c, game.is_handicap()),
    };
    let who = t!(
        "game-header-players",
        black = label(Color::Black),
        white = label(Color::White)
    );
    let mut spans = vec![Span::styled(head_fitting(&who, width), t.title)];
    let mut used = who.width();
    // The clock before the rules: in a timed game it is what a player
    // checks first.
    let extras = [
        game.handicap().map(|h| (h.japanese().to_string(), t.title)),
        g.game
            .clock()
            .controls()
            .map(|c| (c.shown_in(game.is_handicap()), t.dim)),
        Some((game.rules().shown(), t.dim)),
        Some((game.move_limit().shown(), t.dim)),
    ];
    for (text, style) in extras.into_iter().flatten() {
        let text = format!(" · {text}");
        if used + text.width() <= width {
            used += text.width();
            spans.push(Span::styled(text, style));
        }
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// The hint key's hint, left out of a game without hints.
const HINT_KEYS: &[&str] = &["game-key-hint"];

/// Takebacks and the pause: a game on a server has neither.
const OFFLINE_KEYS: &[&str] = &["game-key-undo", "game-key-take-back", "game-key-z-resume"];

/// Key hints in the language of the moment, as the status bar shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyHints(pub Vec<String>);

impl KeyHints {
    /// Whether `hint` is one of them, word for word.
    pub fn contains<T: AsRef<str> + ?Sized>(&self, hint: &T) -> bool {
        self.0.iter().any(|h| h == hint.as_ref())
    }
}

/// The key hints for what is on screen, the most useful first (before
/// the status bar leaves out the hint key in a game without hints, and
/// takebacks online).
pub fn key_hints(g: &GameScreen) -> KeyHints {
    KeyHints(
        key_hint_ids(g)
            .iter()
            .map(|id| crate::i18n::text(id))
            .collect(),
    )
}

/// The key hints (their messages) for what is on screen, the most useful
/// first: the status bar keeps as many as its width allows.
fn key_hint_ids(g: &GameScreen) -> &'static [&'static str] {
    let game = &g.game;
    let mover = game.side_to_move();
    let computer_to_move = !game.is_over() && g.is_computer(mover);
    match &g.overlay {
        Overlay::Layer(Layer::Prompt(GamePrompt::Move, _)) => &[
            "game-key-enter-play",
            "game-key-esc-close",
            "game-key-backspace",
        ],
        Overlay::Layer(Layer::Prompt(GamePrompt::Chat, _)) => &[
            "game-key-enter-send",
            "game-key-esc-cancel",
            "game-key-backspace",
        ],
        Overlay::Layer(Layer::Prompt(GamePrompt::SaveName, _)) => &[
            "game-key-enter-save",
            "game-key-esc-cancel",
            "game-key-backspace",
        ],
        Overlay::Layer(Layer::Ask(Question::Offer)) => {
            &["game-key-y-play-it", "game-key-n-decline"]
        }
        Overlay::Layer(Layer::Ask(_) | Layer::Promote { .. }) => &[
            "game-key-y-yes",
            "game-key-n-no",
            "game-key-esc-back",
            "game-key-or-click",
        ],
        Overlay::Seat(_) => &[
            "game-key-y-yes",
            "game-key-b-bot",
            "game-key-h-person",
            "game-key-n-leave",
        ],
        Overlay::Layer(Layer::Help(_) | Layer::Share(_)) | Overlay::Tally => {
            &["game-key-esc-close"]
        }
        Overlay::Paused => &["game-key-z-resume", "game-key-q-leave-long"],
        Overlay::Result => &[
            "game-key-esc-close",
            "game-key-analyse",
            "game-key-take-back",
            "game-key-look-back",
            "game-key-leave",
        ],
        // Online with no game here (waiting, refused, declined): only
        // leaving makes sense.
        Overlay::None if g.online.as_ref().is_some_and(|o| o.us.is_none()) => {
            &["game-key-esc-q-leave", "game-key-help"]
        }
        Overlay::None if g.viewing().is_some() => &[
            "game-key-step",
            "game-key-end-back",
            "game-key-home-first",
            "game-key-take-back",
            "game-key-help",
            "game-key-quit",
        ],
        Overlay::None if game.is_over() => &[
            "game-key-analyse",
            "game-key-take-back",
            "game-key-look-back",
            "game-key-save",
            "game-key-copy",
            "game-key-leave",
            "game-key-help",
            "game-key-tally",
            // After the game's own keys: shown where the bar has room.
            "marks-key-bar",
            "game-key-flip",
            "game-key-notation",
        ],
        Overlay::None if computer_to_move && g.is_computer(mover.opponent()) => &[
            "game-key-quit",
            "game-key-look-back",
            "game-key-save",
            "game-key-copy",
            "game-key-flip",
            "game-key-tally",
            "game-key-help",
            "game-key-two-computers",
        ],
        Overlay::None if computer_to_move => &[
            "game-key-take-back",
            "game-key-look-back",
            "game-key-quit",
            "game-key-save",
            "game-key-resign",
            "game-key-help",
            "game-key-flip",
            "game-key-tally",
            "game-key-computer-to-move",
        ],
        Overlay::None => &[
            "game-key-help",
            "game-key-type-move",
            "game-key-hint",
            "game-key-undo",
            "game-key-look-back",
            "game-key-save",
            "game-key-quit",
            "game-key-resign",
            "game-key-tally",
            "game-key-flip",
            "game-key-declare",
            "game-key-copy",
        ],
    }
}

/// Where the result box of `lines` goes: in the middle of the screen.
pub fn result_rect(screen: Rect, lines: &[String]) -> Rect {
    let widest = lines.iter().map(|l| l.width()).max().unwrap_or(0);
    let w = u16::try_from(widest + 4).unwrap_or(u16::MAX);
    let h = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
    centered(screen, w, h)
}

/// The centred box announcing the end of the game.
fn result_box(lines: &[String], t: &Theme, screen: Rect, buf: &mut Buffer) {
    let inner = frame(result_rect(screen, lines), &t!("game-result-title"), t, buf);
    let styled: Vec<Line> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let style = match i {
                0 => t.outcome,
                1 => t.title,
                _ => t.popup,
            };
            Line::styled(format!(" {l}"), style)
        })
        .collect();
    Paragraph::new(styled).render(inner, buf);
}

/// The board's place while the clocks are paused.
fn paused_board(t: &Theme, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::default(),
        Line::default(),
        Line::default(),
        Line::styled(t!("game-paused-title"), t.title),
        Line::default(),
        Line::styled(t!("game-paused-clocks"), t.text),
        Line::styled(t!("game-paused-resume"), t.dim),
    ];
    Paragraph::new(lines)
        .alignment(ratatui::layout::Alignment::Center)
        .block(
            ratatui::widgets::Block::default()
                .borders(ratatui::widgets::Borders::ALL)
                .border_style(t.grid),
        )
        .render(area, buf);
}
