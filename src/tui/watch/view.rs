//! The drawing of a watched series: the game screen's layout, its board,
//! stands and clocks for the game shown, its move list with the last move
//! and the evaluation above the standings, and a status bar with the
//! progress and the keys.

use super::state::{InPlay, Watch};
use crate::shogi::{Bitboard, Color};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::glyphs::Glyphs;
use crate::tui::layout::ScreenLayout;
use crate::tui::theme::Theme;
use crate::tui::widgets::board::BoardView;
use crate::tui::widgets::clock::render_clocks;
use crate::tui::widgets::fit::{head_fitting, path_fitting};
use crate::tui::widgets::hands::HandView;
use crate::tui::widgets::moves::MoveListView;
use crate::tui::widgets::wrapped::wrap;
use crate::words::engine::eval_in_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use std::time::{Duration, Instant};
use unicode_width::UnicodeWidthStr;

/// Draws `w` as it stands at `now`, its moves in `notation`.
pub fn render(
    w: &Watch,
    area: Rect,
    buf: &mut Buffer,
    (theme, glyphs, notation): (&Theme, &Glyphs, Notation),
    now: Instant,
) {
    let Some(layout) = ScreenLayout::new(area, false) else {
        // Too small for a board: the standings and the progress alone.
        let mut text = w.table.join("\n");
        text.push('\n');
        text.push_str(&progress_words(w, now));
        let lines: Vec<Line> = wrap(&text, usize::from(area.width))
            .into_iter()
            .map(Line::from)
            .collect();
        Paragraph::new(lines).render(area, buf);
        return;
    };
    let header = match w.shown() {
        Some((n, title, game)) => t!(
            "series-watch-header",
            n = n + 1,
            total = w.total,
            title = title,
            ply = game.ply()
        ),
        None => t!("series-watch-no-game"),
    };
    Paragraph::new(Line::styled(header, theme.title)).render(layout.header, buf);
    if let Some((_, _, game)) = w.shown() {
        let pos = game.position();
        BoardView {
            position: pos,
            glyphs,
            theme,
            flipped: false,
            cursor: None,
            selected: None,
            destinations: Bitboard::EMPTY,
            last_move: game.last_move().map(|m| m.mv),
        }
        .render(layout.board, buf);
        for c in Color::ALL {
            HandView {
                owner: c,
                hand: pos.hand(c),
                glyphs,
                theme,
                selected: None,
                to_move: c == pos.side_to_move(),
                handicap: game.is_handicap(),
                marks: &[],
            }
            .render(layout.stand(c), buf);
        }
    }
    if let Some((
        _,
        InPlay {
            game,
            clock: Some(clock),
            ..
        },
    )) = w.shown_in_play()
    {
        let running = clock.turn().filter(|_| !game.is_over());
        render_clocks(clock, running, now, &layout, glyphs, theme, buf);
    }
    // Wrapped here by display width: a kanji takes two columns.
    let inner = usize::from(layout.moves.width.saturating_sub(2));
    let rows = |text: &str, style| -> Vec<Line<'static>> {
        wrap(text, inner)
            .into_iter()
            .map(|r| Line::styled(r, style))
            .collect()
    };
    let mut lines: Vec<Line> = w.table.iter().flat_map(|l| rows(l, theme.text)).collect();
    if !w.recent.is_empty() {
        lines.push(Line::from(""));
        lines.extend(rows(&t!("series-watch-recent"), theme.title));
        lines.extend(w.recent.iter().rev().flat_map(|l| rows(l, theme.dim)));
    }
    let standings_area = match w.shown_in_play() {
        Some((_, playing)) => {
            let (list, standings) = split_column(layout.moves, lines.len());
            in_play(playing, list, buf, theme, notation);
            standings
        }
        None => layout.moves,
    };
    Paragraph::new(lines)
        .block(
            Block::default()
                .borders(Borders::ALL)
                .border_style(theme.grid)
                .title(Span::styled(t!("series-watch-standings"), theme.title)),
        )
        .render(standings_area, buf);
    status(w, layout.status, buf, theme, now);
}

/// The moves column cut in two: the game's moves above, the standings
/// below with room for their `lines` (and frame) up to half the column,
/// so that the last moves always show.
fn split_column(column: Rect, lines: usize) -> (Rect, Rect) {
    let wanted = u16::try_from(lines + 2).unwrap_or(u16::MAX);
    let standings = wanted.min(column.height / 2);
    let list = Rect {
        height: column.height - standings,
        ..column
    };
    let below = Rect {
        y: column.y + list.height,
        height: standings,
        ..column
    };
    (list, below)
}

/// The game on the board as the game screen lists it (`MoveListView`),
/// the last move and the mover's evaluation on the list's last two rows.
fn in_play(p: &InPlay, area: Rect, buf: &mut Buffer, theme: &Theme, notation: Notation) {
    let texts: Vec<String> = p
        .texts
        .iter()
        .map(|m| match notation {
            Notation::Japanese => m.japanese.clone(),
            Notation::Western => m.western.clone(),
        })
        .collect();
    let title = match notation {
        Notation::Japanese => t!("game-moves-title"),
        Notation::Western => t!("game-moves-title-western"),
    };
    let notes: Vec<String> = texts
        .last()
        .map(|last| t!("game-status-last-move", last = last.as_str()))
        .into_iter()
        .chain(p.eval.as_ref().map(|e| {
            t!(
                "series-watch-eval",
                eval = eval_in_words(e, p.game.is_handicap())
            )
        }))
        .collect();
    let room = u16::try_from(notes.len()).unwrap_or(0);
    // The notes only where the list keeps rows of moves too.
    let (list, notes_area) = if area.height > room + 4 {
        let list = Rect {
            height: area.height - room,
            ..area
        };
        let notes_area = Rect {
            y: area.y + list.height,
            height: room,
            ..area
        };
        (list, Some(notes_area))
    } else {
        (area, None)
    };
    MoveListView {
        moves: &texts,
        first_number: 0,
        title: &title,
        theme,
        current: texts.len().checked_sub(1),
    }
    .render(list, buf);
    if let Some(notes_area) = notes_area {
        let width = usize::from(notes_area.width);
        let lines: Vec<Line> = notes
            .iter()
            .map(|n| Line::styled(crate::tui::widgets::fit::head_fitting(n, width), theme.text))
            .collect();
        Paragraph::new(lines).render(notes_area, buf);
    }
}

fn clock_words(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}h{:02}m", s / 3600, s / 60 % 60)
    } else {
        format!("{}m{:02}s", s / 60, s % 60)
    }
}

/// "4/10 · about 3m20s left".
fn progress_words(w: &Watch, now: Instant) -> String {
    match w.time_left(now) {
        Some(left) => t!(
            "series-watch-progress-left",
            done = w.finished,
            total = w.total,
            left = clock_words(left)
        ),
        None => t!("series-watch-progress", done = w.finished, total = w.total),
    }
}

/// The closing line in `width` columns: the folder `path` in it is cut in
/// its middle first (the file name and the words around it stay), the
/// rest only if that is not enough.
pub fn over_fitted(over: &str, path: Option<&str>, width: usize) -> String {
    let fitted = match path {
        Some(path) if over.width() > width && over.contains(path) => {
            let around = over.width() - path.width();
            over.replacen(path, &path_fitting(path, width.saturating_sub(around)), 1)
        }
        _ => over.to_string(),
    };
    head_fitting(&fitted, width)
}

fn status(w: &Watch, area: Rect, buf: &mut Buffer, theme: &Theme, now: Instant) {
    let words = progress_words(w, now);
    let keys = if let Some(over) = &w.over {
        over_fitted(over, w.over_path.as_deref(), usize::from(area.width))
    } else if w.asking {
        t!("series-watch-ask-stop")
    } else if w.stopping {
        t!("series-watch-stopping")
    } else {
        t!("series-watch-keys")
    };
    // The bar takes what the words leave of the first line.
    let width = usize::from(area.width);
    let room = width.saturating_sub(words.width() + 3);
    let bar_w = room.min(40);
    let filled = (bar_w * w.finished).checked_div(w.total).unwrap_or(0);
    let bar = format!("[{}{}] ", "#".repeat(filled), ".".repeat(bar_w - filled));
    let first = if bar_w >= 10 {
        format!("{bar}{words}")
    } else {
        words
    };
    let keys_style = if w.asking { theme.title } else { theme.dim };
    Paragraph::new(vec![Line::from(first), Line::styled(keys, keys_style)]).render(area, buf);
}

#[cfg(test)]
mod tests {
    use super::over_fitted;
    use unicode_width::UnicodeWidthStr;

    #[test]
    fn the_closing_line_cuts_the_folder_in_its_middle_and_keeps_the_rest() {
        let path = "/home/player/shogi/matches/2026-11-28/engine-vs-engine";
        let over = format!("Series over: 10/10 games played · records in {path} · q back");
        assert_eq!(over_fitted(&over, Some(path), 200), over);
        let fitted = over_fitted(&over, Some(path), 80);
        assert_eq!(
            fitted,
            "Series over: 10/10 games played · records in /home/pla…engine-vs-engine · q back"
        );
        assert!(fitted.width() <= 80);
        // Too narrow even for the words: they are cut at the end.
        assert!(over_fitted(&over, Some(path), 30).width() <= 30);
        let ja = format!("対局終了：10/10局 · 棋譜は {path} に保存 · q 戻る");
        let fitted = over_fitted(&ja, Some(path), 60);
        assert!(fitted.width() <= 60, "{fitted}");
        assert!(fitted.ends_with("に保存 · q 戻る"), "{fitted}");
    }
}
