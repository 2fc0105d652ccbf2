//! Draws the game page: header, board, hands, move list, status bar and
//! whatever is open over them. Nothing here changes state.

use crate::shogi::Color;
use crate::tui::app::{Notation, Prefs};
use crate::tui::input::GAME_KEYS;
use crate::tui::layout::ScreenLayout;
use crate::tui::pages::game::{GameScreen, Overlay, Selection};
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::header::player_word;
use crate::tui::widgets::moves::MoveListView;
use crate::tui::widgets::popup::prompt_line;
use crate::tui::widgets::popup::{HelpPopup, MOVE_PROMPT, QuestionPopup, TallyPopup};
use crate::tui::widgets::status::Message;
use crate::tui::widgets::status::StatusView;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub fn render_game(prefs: &Prefs, g: &GameScreen, area: Rect, buf: &mut Buffer) {
    let Some(layout) = ScreenLayout::new(area, g.flipped) else {
        return;
    };
    let t = &prefs.theme;
    let glyphs = &prefs.glyphs;
    let game = &g.game;
    let pos = game.position();
    let players = game.players();
    let mut header = vec![
        Span::styled(
            format!(
                "☗ {} ({}) vs ☖ {} ({})",
                players.black.name,
                player_word(&players.black.kind),
                players.white.name,
                player_word(&players.white.kind)
            ),
            t.title,
        ),
        Span::styled(
            format!(
                " · {} · limit {}",
                game.rules().description(),
                game.move_limit()
            ),
            t.dim,
        ),
    ];
    if let Some(h) = game.handicap() {
        // First after the players: on a narrow screen the end is cut off.
        header.insert(1, Span::styled(format!(" · {}", h.japanese()), t.title));
    }
    Paragraph::new(Line::from(header)).render(layout.header, buf);

    let last_move = game.last_move().map(|m| m.mv);
    let selected = match g.selection {
        Selection::Board(sq) => Some(sq),
        _ => None,
    };
    BoardView {
        position: pos,
        glyphs,
        theme: t,
        flipped: g.flipped,
        cursor: Some(g.cursor),
        selected,
        destinations: g.destinations(),
        last_move,
    }
    .render(layout.board, buf);

    let mover = pos.side_to_move();
    for c in Color::ALL {
        let picked = match g.selection {
            Selection::Hand(k) if c == mover => Some(k),
            _ => None,
        };
        HandView {
            owner: c,
            hand: pos.hand(c),
            glyphs,
            theme: t,
            selected: picked,
            to_move: c == mover && !game.is_over(),
        }
        .render(layout.stand(c), buf);
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
        Notation::Japanese => " 棋譜 Moves ",
        Notation::Western => " Moves (Western) ",
    };
    MoveListView {
        moves: &texts,
        first_number: 0,
        title,
        theme: t,
        current: texts.len().checked_sub(1),
    }
    .render(layout.moves, buf);

    let outcome = game.outcome().map(|o| {
        format!(
            "{} — {}",
            o.text(),
            crate::kifu::kif_end_line(game).unwrap_or_default()
        )
    });
    let mut notes: Vec<String> = g.seats.note(game).into_iter().collect();
    if g.auto_flip {
        notes.push("auto-flip".into());
    }
    if g.recorder.as_ref().is_some_and(|r| r.failure().is_some()) {
        notes.push("✗ NOT SAVED".into());
    }
    let note = (!notes.is_empty()).then(|| notes.join(" · "));
    let computer_to_move = !game.is_over() && g.seats.is_computer(mover);
    let keys = match (&g.overlay, game.is_over()) {
        (Overlay::None, false) if computer_to_move && g.seats.is_computer(mover.opponent()) => {
            "u:take back  s:save  f:flip  i:tally  ?:help  q:quit  (two computers playing)"
        }
        (Overlay::None, false) if computer_to_move => {
            "u:take back  s:save  R:resign  f:flip  i:tally  ?:help  q:quit  (computer to move)"
        }
        (Overlay::Prompt(_), _) => "Enter: play the move  Esc: close  Backspace: erase",
        (Overlay::SaveName(_), _) => "Enter: save  Esc: cancel  Backspace: erase",
        (Overlay::Ask(_) | Overlay::Overwrite(_), _) => {
            "y: yes  n: no  Esc: back  (or click an answer)"
        }
        (Overlay::Seat(_), _) => "y: yes  b: built-in bot  h: a person  n or Esc: leave",
        (Overlay::Help(_) | Overlay::Tally, _) => "Esc: close",
        (Overlay::None, true) => {
            "u:take back  s:save  i:tally  f:flip  m:notation  ?:help  q:leave"
        }
        (Overlay::None, false) => {
            "?:help  ::type move  s:save  i:tally  u:undo  f:flip  D:declare  R:resign  q:quit"
        }
    };
    let fault = g.seats.fault.clone().map(Message::Refusal);
    StatusView {
        to_move: mover,
        in_check: pos.in_check(),
        repetitions: u32::try_from(game.repetitions()).unwrap_or(u32::MAX),
        last_move: texts.last().map(String::as_str),
        // A computer's failure stays in view until another message.
        message: g.message.as_ref().or(fault.as_ref()),
        outcome: outcome.as_deref(),
        note: note.as_deref(),
        keys,
        theme: t,
    }
    .render(layout.status, buf);

    match &g.overlay {
        Overlay::None => {}
        Overlay::Help(scroll) => HelpPopup {
            theme: t,
            keys: GAME_KEYS,
            scroll: *scroll,
        }
        .render(area, buf),
        Overlay::Tally => {
            let tally = game.tally();
            let verdicts = g.tally_verdicts();
            TallyPopup {
                black: tally.black,
                white: tally.white,
                verdicts: &verdicts,
                theme: t,
            }
            .render(area, buf);
        }
        Overlay::Prompt(text) => prompt_line(text, MOVE_PROMPT, layout.status, t, buf),
        Overlay::SaveName(text) => prompt_line(
            text,
            "save as (a name) — Enter saves, Esc cancels",
            layout.status,
            t,
            buf,
        ),
        Overlay::Ask(_) | Overlay::Overwrite(_) | Overlay::Seat(_) => {
            if let Some(text) = g.open_question() {
                QuestionPopup {
                    text: &text,
                    flipped: g.flipped,
                    theme: t,
                }
                .render(area, buf);
            }
        }
    }
}
