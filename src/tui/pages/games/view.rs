//! The games list drawn: a title with the count and the order, the
//! filters, the rows (a cursor, a mark, date, players, result, length,
//! event), and the status bar with the keys. Names and events are shown
//! with their control and direction-changing characters escaped, so that
//! a hostile record cannot move the cursor nor reverse the line.

use super::keys::GAMES_KEYS;
use super::state::GamesPage;
use crate::kifu::escape_controls;
use crate::shogi::Position;
use crate::t;
use crate::tui::display_prefs::Prefs;
use crate::tui::layout::STATUS_HEIGHT;
use crate::tui::overlay::LayerView;
use crate::tui::widgets::fit::padded;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use shogi_db::{Hit, SortBy, Won};

/// Where the parts go; shared by drawing and clicks.
pub struct GamesLayout {
    pub title: Rect,
    pub filters: Rect,
    pub header: Rect,
    pub list: Rect,
    pub status: Rect,
}

impl GamesLayout {
    pub fn new(area: Rect) -> GamesLayout {
        let line = |dy: u16| Rect::new(area.x, area.y + dy.min(area.height), area.width, 1);
        let list_h = area.height.saturating_sub(3 + STATUS_HEIGHT);
        GamesLayout {
            title: line(0),
            filters: line(1),
            header: line(2),
            list: Rect::new(area.x, area.y + 3.min(area.height), area.width, list_h),
            status: Rect::new(
                area.x,
                area.bottom().saturating_sub(STATUS_HEIGHT),
                area.width,
                STATUS_HEIGHT.min(area.height),
            ),
        }
    }
}

/// The first row shown, so that the cursor is on screen.
pub fn first_shown(selected: u64, rows: u16) -> u64 {
    let rows = u64::from(rows.max(1));
    selected - selected % rows
}

pub fn result_word(result: Option<Won>) -> String {
    match result {
        Some(Won::Black) => t!("games-result-black"),
        Some(Won::White) => t!("games-result-white"),
        Some(Won::Draw) => t!("games-result-draw"),
        None => t!("games-result-none"),
    }
}

fn sort_word(by: SortBy) -> String {
    match by {
        SortBy::Date => t!("games-sort-date"),
        SortBy::Players => t!("games-sort-players"),
        SortBy::Plies => t!("games-sort-plies"),
        SortBy::Id => t!("games-sort-import"),
    }
}

/// Column widths for a list `width` wide: date, names, result, plies;
/// the event takes what is left.
struct Columns {
    name: usize,
    event: usize,
}

const DATE_W: usize = 11;
const RESULT_W: usize = 8;
const PLIES_W: usize = 6;

impl Columns {
    fn of(width: u16) -> Columns {
        let rest = usize::from(width).saturating_sub(3 + DATE_W + RESULT_W + PLIES_W);
        let name = (rest * 3 / 10).max(6);
        Columns {
            name,
            event: rest.saturating_sub(2 * name),
        }
    }
}

fn row_line(page: &GamesPage, hit: &Hit, cols: &Columns) -> String {
    let mark = if page.marked.contains(&hit.id) {
        "*"
    } else {
        " "
    };
    let shown = |text: &str, w: usize| padded(&escape_controls(text), w);
    format!(
        "{mark} {}{}{}{}{:>w$}  {}",
        padded(hit.date.as_deref().unwrap_or("—"), DATE_W),
        shown(&hit.black, cols.name),
        shown(&hit.white, cols.name),
        padded(&result_word(hit.result), RESULT_W),
        hit.plies,
        shown(hit.event.as_deref().unwrap_or(""), cols.event),
        w = PLIES_W - 2,
    )
}

impl GamesPage {
    pub fn draw(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        let theme = &prefs.theme;
        // Too small for a header, a row and the status bar: one line
        // saying how many games, and nothing drawn outside the screen.
        if area.height < 4 + STATUS_HEIGHT || area.width < 20 {
            let count = self
                .count
                .map_or_else(|| "…".to_string(), |n| n.to_string());
            Paragraph::new(format!(" {count}")).render(area, buf);
            return;
        }
        let layout = GamesLayout::new(area);
        ratatui::widgets::Block::default()
            .style(theme.text)
            .render(area, buf);
        let count = self
            .count
            .map_or_else(|| "…".to_string(), |n| n.to_string());
        let arrow = if self.sort.descending { "↓" } else { "↑" };
        let title = t!(
            "games-title",
            count = count,
            sort = sort_word(self.sort.by),
            arrow = arrow
        );
        Line::styled(format!(" {title}"), theme.title).render(layout.title, buf);
        let any = || t!("games-filter-any");
        let f = &self.filter;
        let shown = |v: &Option<String>| {
            v.as_deref()
                .map_or_else(any, |s| escape_controls(s).into_owned())
        };
        let mut filters = t!(
            "games-filters",
            player = shown(&f.player),
            event = shown(&f.event),
            from = shown(&f.from),
            to = shown(&f.to),
            result = f.result.map_or_else(any, |r| result_word(Some(r)))
        );
        if !self.marked.is_empty() {
            filters.push_str(&format!(
                " · {}",
                t!("games-marked", count = self.marked.len())
            ));
        }
        Line::styled(format!(" {filters}"), theme.dim).render(layout.filters, buf);
        let cols = Columns::of(area.width);
        let header = format!(
            "   {}{}{}{}{:>w$}  {}",
            padded(&t!("games-col-date"), DATE_W),
            padded(&t!("games-col-black"), cols.name),
            padded(&t!("games-col-white"), cols.name),
            padded(&t!("games-col-result"), RESULT_W),
            t!("games-col-plies"),
            t!("games-col-event"),
            w = PLIES_W - 2,
        );
        Line::styled(header, theme.dim).render(layout.header, buf);
        self.shown_rows.set(layout.list.height.max(1));
        let body: Vec<Line> = match (&self.problem, self.count) {
            (Some(why), _) => vec![
                Line::styled(format!(" {why}"), theme.refusal),
                Line::default(),
                Line::raw(format!(" {}", t!("games-how-to-import"))),
            ],
            (None, None) => vec![Line::styled(format!(" {}", t!("games-reading")), theme.dim)],
            (None, Some(0)) if self.filter.is_empty() => vec![
                Line::raw(format!(" {}", t!("games-empty"))),
                Line::default(),
                Line::raw(format!(" {}", t!("games-how-to-import"))),
            ],
            (None, Some(0)) => vec![Line::raw(format!(" {}", t!("games-none-match")))],
            (None, Some(n)) => {
                let first = first_shown(self.selected, layout.list.height);
                (first..n.min(first + u64::from(layout.list.height)))
                    .map(|i| {
                        let focused = i == self.selected;
                        let pointer = if focused { "▸" } else { " " };
                        let style = if focused { theme.cursor } else { theme.text };
                        let at = i
                            .checked_sub(self.first)
                            .and_then(|k| usize::try_from(k).ok());
                        let text = match at.and_then(|k| self.rows.get(k)) {
                            Some(hit) => row_line(self, hit, &cols),
                            None => format!("  {}", t!("games-reading")),
                        };
                        Line::from(Span::styled(format!("{pointer}{text}"), style))
                    })
                    .collect()
            }
        };
        Paragraph::new(body).render(layout.list, buf);
        let status = match &self.message {
            Some(m) => {
                let style = match m {
                    Message::Refusal(_) => theme.refusal,
                    Message::Notice(_) => theme.refusal,
                    Message::Info(_) => theme.text,
                };
                Line::styled(format!(" {}", m.text()), style)
            }
            None => Line::styled(format!(" {}", t!("games-hint")), theme.dim),
        };
        Paragraph::new(vec![status])
            .wrap(Wrap { trim: false })
            .render(layout.status, buf);
        if let Some(layer) = &self.layer {
            let start = Position::startpos();
            layer.render(
                self,
                LayerView {
                    theme,
                    keys: GAMES_KEYS,
                    position: &start,
                    flipped: false,
                    status: layout.status,
                },
                area,
                buf,
            );
        }
    }
}
