//! What the explorer draws: the moves played from the position, most
//! played first, as columns that a narrow pane drops from the least
//! needed (rating, then date, then the results) while the move, its
//! games and its score stay; the games through the position in the
//! number of games at the top, with the filters in force. The same rows
//! fill review's Games tab and the overlay of the other boards; the list
//! of games and the filter line go over either.

use super::state::{Explorer, Field, Reply};
use crate::kifu::escape_controls;
use crate::shogi::notation::{japanese, western};
use crate::shogi::{Color, Position, Square};
use crate::t;
use crate::tui::display_prefs::Notation;
use crate::tui::layout::centered;
use crate::tui::theme::Theme;
use crate::tui::widgets::fit::{head_fitting, padded};
use crate::tui::widgets::popup::{frame, prompt_line};
use crate::tui::widgets::wrapped::WrappedText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;
use shogi_db::{MoveStats, Won};
use unicode_width::UnicodeWidthStr;

/// The position the rows are about, as the board shows it.
#[derive(Clone, Copy)]
pub struct Board<'a> {
    pub position: &'a Position,
    /// Where the last move went (for 同).
    pub last_to: Option<Square>,
    pub notation: Notation,
}

/// The widest a player's name is shown in the list of games.
const NAME_MOST: usize = 20;

/// The pointer beside the chosen row.
const CHOSEN: &str = "▸";

/// One column: its head and a cell a move.
struct Column {
    head: String,
    cells: Vec<String>,
    /// Left-aligned (the move), else right-aligned (numbers).
    left: bool,
}

impl Column {
    fn width(&self) -> usize {
        self.cells
            .iter()
            .map(|c| c.width())
            .chain([self.head.width()])
            .max()
            .unwrap_or(0)
    }

    fn cell(&self, text: &str) -> String {
        let w = self.width();
        let pad = w.saturating_sub(text.width());
        if self.left {
            format!("{text}{:pad$}", "")
        } else {
            format!("{:pad$}{text}", "")
        }
    }
}

/// A move as the player writes them, from the position shown.
pub fn move_text(board: Board, m: &MoveStats) -> String {
    match board.notation {
        Notation::Japanese => japanese(board.position, m.mv, board.last_to),
        Notation::Western => western(board.position, m.mv),
    }
}

/// The filters in force, in a few words (none: every game, with the
/// keys that filter when `room` has space for them).
pub fn filters_text(ex: &Explorer, room: usize) -> String {
    let f = &ex.filters;
    let mut parts = Vec::new();
    if f.mine {
        parts.push(t!("explorer-filter-mine"));
    }
    if let Some(p) = &f.player {
        parts.push(t!("explorer-filter-player", name = escape_controls(p)));
    }
    if f.from.is_some() || f.to.is_some() {
        parts.push(t!(
            "explorer-filter-dates",
            dates = escape_controls(&f.dates_text())
        ));
    }
    if parts.is_empty() {
        let long = t!("explorer-filter-none");
        if long.width() <= room {
            long
        } else {
            t!("explorer-filter-none-short")
        }
    } else {
        parts.join(" · ")
    }
}

/// The rows for `room` columns of width; `focused` marks the chosen row.
pub fn rows(
    ex: &Explorer,
    board: Board,
    room: usize,
    focused: bool,
    t: &Theme,
) -> Vec<Line<'static>> {
    rows_and_chosen(ex, board, room, focused, t).0
}

/// The rows, and which of them is the chosen move's (`None`: no moves).
fn rows_and_chosen(
    ex: &Explorer,
    board: Board,
    room: usize,
    focused: bool,
    t: &Theme,
) -> (Vec<Line<'static>>, Option<usize>) {
    let explored = match ex.said() {
        Reply::NoDatabase => return (vec![Line::styled(t!("explorer-no-database"), t.dim)], None),
        Reply::Waiting => return (vec![Line::styled(t!("explorer-waiting"), t.dim)], None),
        Reply::NoGamesYet => return (vec![Line::styled(t!("explorer-no-games-yet"), t.dim)], None),
        Reply::Failed(why) => return (vec![Line::styled(why, t.refusal)], None),
        Reply::Found(e) => e,
    };
    // A narrow pane (review's at 80 columns) gets the short words.
    let here = t!("explorer-games-here", games = explored.games);
    let here = if here.width() <= room {
        here
    } else {
        t!("explorer-games-short", games = explored.games)
    };
    let mut out = vec![
        Line::styled(head_fitting(&here, room), t.title),
        Line::styled(head_fitting(&filters_text(ex, room), room), t.dim),
    ];
    if ex.filters.mine && ex.names().is_empty() {
        out.push(Line::styled(t!("explorer-no-names"), t.refusal));
    }
    if explored.moves.is_empty() {
        out.push(Line::styled(t!("explorer-no-moves"), t.dim));
        return (out, None);
    }
    let mover_is_black = board.position.side_to_move() == Color::Black;
    let moves = &explored.moves;
    let column = |head: &str, left: bool, cell: &dyn Fn(&MoveStats) -> String| Column {
        head: crate::i18n::text(head),
        cells: moves.iter().map(cell).collect(),
        left,
    };
    // In the order they are dropped from, the last first.
    let mut mv = column("explorer-head-move", true, &|m| move_text(board, m));
    let mut games = column("explorer-head-games", false, &|m| m.games.to_string());
    let mut score = column("explorer-head-score", false, &|m| {
        m.score_percent(mover_is_black)
            .map_or("-".to_string(), |s| format!("{s:.0}%"))
    });
    let results = column("explorer-head-results", false, &|m| {
        format!("{}/{}/{}", m.black_wins, m.white_wins, m.draws)
    });
    let date = column("explorer-head-date", true, &|m| {
        m.last_date
            .as_deref()
            .map_or("-".to_string(), |d| escape_controls(d).into_owned())
    });
    let rating = column("explorer-head-rating", false, &|m| {
        m.average_rating.map_or("-".to_string(), |r| r.to_string())
    });
    // The pointer's column, then a space between columns.
    let width = |cols: &[&Column]| 1 + cols.iter().map(|c| c.width() + 1).sum::<usize>();
    let narrow = width(&[&mv, &games, &score]) > room;
    if narrow {
        // Heads of a sign, so that the numbers fit under them; every move
        // here is the same side's, so its mark (▲ △) can go.
        games.head = crate::i18n::text("explorer-head-games-short");
        score.head = "%".to_string();
        for cell in &mut mv.cells {
            if let Some(rest) = cell.strip_prefix(['▲', '△', '☗', '☖']) {
                *cell = rest.to_string();
            }
        }
    }
    // A narrow pane marks the chosen row by its colour alone: the
    // pointer's column goes to the score.
    let pointer_w = usize::from(!narrow);
    let mut used = width(&[&mv, &games, &score]) - 1 + pointer_w;
    let mut shown = vec![mv, games, score];
    let mut dropped = false;
    // Dropped from the last: the rating goes first, the results last.
    for extra in [results, date, rating] {
        if !dropped && used + extra.width() < room {
            used += extra.width() + 1;
            shown.push(extra);
        } else {
            dropped = true;
        }
    }
    // What the columns could not show, for the chosen move, above them.
    if dropped && let Some(m) = moves.get(ex.cursor()) {
        let detail = t!(
            "explorer-detail",
            black = m.black_wins,
            white = m.white_wins,
            draws = m.draws,
            date = m
                .last_date
                .as_deref()
                .map_or("-".to_string(), |d| escape_controls(d).into_owned()),
            rating = m.average_rating.map_or("-".to_string(), |r| r.to_string())
        );
        out.push(Line::styled(head_fitting(&detail, room), t.dim));
    }
    let head: Vec<String> = shown.iter().map(|c| c.cell(&c.head)).collect();
    let blank = " ".repeat(pointer_w);
    out.push(Line::styled(format!("{blank}{}", head.join(" ")), t.dim));
    let chosen = ex.cursor();
    let chosen_row = out.len() + chosen;
    for i in 0..moves.len() {
        let cells: Vec<String> = shown.iter().map(|c| c.cell(&c.cells[i])).collect();
        let here = focused && i == chosen;
        let pointer = if here && !narrow { CHOSEN } else { &blank };
        let style = if here { t.selected } else { t.text };
        out.push(Line::styled(format!("{pointer}{}", cells.join(" ")), style));
    }
    (out, Some(chosen_row))
}

/// Draws the rows into `area`, scrolled so that the chosen row shows.
pub fn render_rows(
    ex: &Explorer,
    board: Board,
    focused: bool,
    t: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let (rows, chosen) = rows_and_chosen(ex, board, usize::from(area.width), focused, t);
    // The head (games, filters, columns) stays in view when it can; past
    // it the moves scroll under the chosen one.
    let height = usize::from(area.height);
    let scroll = chosen.map_or(0, |row| (row + 1).saturating_sub(height));
    if chosen.is_none() {
        // A sentence (no database, how to import, an error) wraps.
        WrappedText {
            paragraphs: &rows,
            scroll: 0,
            marks: t.dim,
        }
        .render(area, buf);
        return;
    }
    // The table's rows are cut at the border, never wrapped: a row
    // wrapped would take the next move's place.
    for (y, line) in (area.y..area.bottom()).zip(rows.iter().skip(scroll)) {
        buf.set_line(area.x, y, line, area.width);
    }
}

/// The explorer over a page (the editor's, a finished game's): a frame
/// in the middle of `area`, the rows inside, and what is open over them.
pub fn render_overlay(
    ex: &Explorer,
    board: Board,
    status: Rect,
    t: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let w = area.width.saturating_sub(4).min(100);
    let h = area.height.saturating_sub(4).min(30);
    let title = t!("explorer-title");
    let inner = frame(centered(area, w, h), &title, t, buf);
    render_rows(ex, board, true, t, inner, buf);
    render_open(ex, t, status, area, buf);
}

/// The games list or the filter line, when open.
pub fn render_open(ex: &Explorer, t: &Theme, status: Rect, area: Rect, buf: &mut Buffer) {
    if ex.games.is_some() {
        render_games(ex, t, area, buf);
    }
    if let Some((field, text)) = &ex.typing {
        let title = match field {
            Field::Player => t!("explorer-prompt-player"),
            Field::Dates => t!("explorer-prompt-dates"),
        };
        prompt_line(text, &title, status, t, buf);
    }
}

/// A result as the list shows it.
fn result_text(won: Option<Won>) -> String {
    match won {
        Some(Won::Black) => t!("explorer-result-black"),
        Some(Won::White) => t!("explorer-result-white"),
        Some(Won::Draw) => t!("explorer-result-draw"),
        None => "-".to_string(),
    }
}

/// The list of the games through the position.
fn render_games(ex: &Explorer, t: &Theme, area: Rect, buf: &mut Buffer) {
    let Some(list) = &ex.games else {
        return;
    };
    let w = area.width.saturating_sub(2).min(110);
    let h = area.height.saturating_sub(2).min(36);
    let found = match &list.found {
        Some(Ok(found)) => found,
        other => {
            let inner = frame(
                centered(area, w, h.min(5)),
                &t!("explorer-games-title-none"),
                t,
                buf,
            );
            let line = match other {
                Some(Err(why)) => Line::styled(why.clone(), t.refusal),
                _ => Line::styled(t!("explorer-waiting"), t.dim),
            };
            WrappedText {
                paragraphs: &[line],
                scroll: 0,
                marks: t.dim,
            }
            .render(inner, buf);
            return;
        }
    };
    let title = t!(
        "explorer-games-title",
        count = found.count,
        listed = found.games.len()
    );
    let inner = frame(centered(area, w, h), &title, t, buf);
    let room = usize::from(inner.width);
    if found.games.is_empty() {
        buf.set_string(
            inner.x,
            inner.y,
            head_fitting(&t!("explorer-no-games-listed"), room),
            t.dim,
        );
        return;
    }
    let rows = usize::from(inner.height);
    let scroll = (list.cursor + 1).saturating_sub(rows);
    // Names and events are kept as recorded; control and direction
    // characters are shown escaped, never acted on by the terminal.
    for (row, (i, hit)) in found
        .games
        .iter()
        .enumerate()
        .skip(scroll)
        .take(rows)
        .enumerate()
    {
        let here = i == list.cursor;
        let tail = format!(
            "{}  {}  {}",
            result_text(hit.result),
            t!("explorer-plies", plies = hit.plies),
            t!("explorer-at-ply", ply = hit.ply.unwrap_or(0)),
        );
        // The names take what the date and the tail leave, up to a width
        // that keeps the columns together on a wide screen.
        let name_w =
            (room.saturating_sub(1 + 10 + 2 + 3 + 2 + tail.width()) / 2).clamp(4, NAME_MOST);
        let name = |n: &str| padded(&head_fitting(&escape_controls(n), name_w), name_w);
        let date = escape_controls(hit.date.as_deref().unwrap_or("-")).into_owned();
        let text = format!(
            "{}{}  {} - {}  {tail}",
            if here { CHOSEN } else { " " },
            padded(&head_fitting(&date, 10), 10),
            name(&hit.black),
            name(&hit.white),
        );
        let style = if here { t.selected } else { t.text };
        buf.set_string(
            inner.x,
            inner.y + row as u16,
            head_fitting(&text, room),
            style,
        );
    }
}
