//! The games list's state: the filters and the order asked for, the page
//! of rows last read, the cursor and the marks; what a key changes. The
//! page reads no file itself: it gives orders (`work.rs`) that its
//! session carries out off the key path, and hears their answers.

use super::command::{ExportKind, FilterField};
use super::work::{Done, GamesWork};
use crate::t;
use crate::tui::orders::Orders;
use crate::tui::overlay::Layer;
use crate::tui::widgets::status::Message;
use shogi_db::{Hit, Search, Sort, SortBy, Won};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Rows read at once: a few screenfuls, so that scrolling seldom waits,
/// and never the whole database.
pub const WINDOW: u32 = 100;
/// The most games marked at once: each mark is an id held in memory and a
/// game an export or a deletion reads.
pub const MAX_MARKED: usize = 10_000;
/// The longest filter typed, in characters.
pub const MAX_FILTER_CHARS: usize = 100;

/// The filters; each one set must hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Part of either player's name (ASCII letters in either case).
    pub player: Option<String>,
    /// Part of the event's name.
    pub event: Option<String>,
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, inclusive.
    pub from: Option<String>,
    pub to: Option<String>,
    pub result: Option<Won>,
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        *self == Filter::default()
    }
}

/// What a prompt is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesPrompt {
    Filter(FilterField),
    /// Where to write the games.
    Export(ExportKind),
}

/// The page's one question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesQuestion {
    /// Delete these games from the database?
    Delete(Vec<i64>),
}

pub struct GamesPage {
    pub database: PathBuf,
    pub filter: Filter,
    pub sort: Sort,
    /// Every game that matches, once the database has answered.
    pub count: Option<u64>,
    /// The rows read, from the `first`-th game that matches.
    pub rows: Vec<Hit>,
    pub first: u64,
    /// The cursor, counted among every game that matches.
    pub selected: u64,
    /// Rows the list shows at once (the view sets it as it draws).
    pub shown_rows: std::cell::Cell<u16>,
    pub marked: BTreeSet<i64>,
    pub layer: Option<Layer<GamesPrompt, GamesQuestion>>,
    pub message: Option<Message>,
    /// What the session is to do next.
    pub orders: Orders<GamesWork>,
    /// The number and the first row of the search being read, while it is.
    pub reading: Option<(u64, u64)>,
    /// Searches asked so far: an answer to an older one is dropped.
    asked: u64,
    /// Why the list cannot be shown (no database yet, a file that is none).
    pub problem: Option<String>,
}

impl GamesPage {
    /// The list of `database`, newest games first; the first rows are
    /// asked for at once.
    pub fn new(database: PathBuf) -> GamesPage {
        let mut page = GamesPage {
            database,
            filter: Filter::default(),
            sort: Sort {
                by: SortBy::Date,
                descending: true,
            },
            count: None,
            rows: Vec::new(),
            first: 0,
            selected: 0,
            shown_rows: std::cell::Cell::new(10),
            marked: BTreeSet::new(),
            layer: None,
            message: None,
            orders: Orders::default(),
            reading: None,
            asked: 0,
            problem: None,
        };
        page.read_window(0);
        page
    }

    /// The search for the rows from `first`.
    pub fn search(&self, first: u64) -> Search {
        Search {
            player_part: self.filter.player.clone(),
            event: self.filter.event.clone(),
            from: self.filter.from.clone(),
            to: self.filter.to.clone(),
            result: self.filter.result,
            sort: self.sort,
            offset: first,
            limit: WINDOW,
            ..Search::default()
        }
    }

    /// Asks for the rows around `first` (the session reads them).
    fn read_window(&mut self, first: u64) {
        self.asked += 1;
        self.reading = Some((self.asked, first));
        self.orders
            .give(GamesWork::List(self.asked, Box::new(self.search(first))));
    }

    /// The filters or the order changed: from the top again.
    pub fn refresh_from_top(&mut self) {
        self.selected = 0;
        self.first = 0;
        self.rows.clear();
        self.count = None;
        self.read_window(0);
    }

    /// The list read again where it is (after a deletion).
    pub fn refresh_here(&mut self) {
        let first = self.selected.saturating_sub(u64::from(WINDOW / 2));
        self.read_window(first);
    }

    /// The game under the cursor, when its row has been read.
    pub fn selected_game(&self) -> Option<&Hit> {
        let at = self.selected.checked_sub(self.first)?;
        self.rows.get(usize::try_from(at).ok()?)
    }

    /// Moves the cursor to `to` (clamped to the list), asking for the rows
    /// there when they have not been read.
    pub fn go_to(&mut self, to: u64) {
        let last = self.count.unwrap_or(0).saturating_sub(1);
        self.selected = to.min(last);
        self.message = None;
        let loaded = self.first..self.first + self.rows.len() as u64;
        if !loaded.contains(&self.selected) && self.count.is_some_and(|n| n > 0) {
            // Centred on the cursor, so that either way has rows.
            let first = self.selected.saturating_sub(u64::from(WINDOW / 2));
            if self.reading.map(|(_, offset)| offset) != Some(first) {
                self.read_window(first);
            }
        }
    }

    pub fn step(&mut self, by: i64) {
        let to = if by < 0 {
            self.selected.saturating_sub(by.unsigned_abs())
        } else {
            self.selected.saturating_add(by as u64)
        };
        self.go_to(to);
    }

    /// Space: the selected game marked, or unmarked.
    pub fn toggle_mark(&mut self) {
        let Some(id) = self.selected_game().map(|g| g.id) else {
            return;
        };
        if !self.marked.remove(&id) {
            if self.marked.len() >= MAX_MARKED {
                self.message = Some(Message::Refusal(t!(
                    "games-too-many-marked",
                    most = MAX_MARKED
                )));
                return;
            }
            self.marked.insert(id);
        }
        // Marking goes down the list, as in a file manager.
        self.step(1);
    }

    /// The games an export or a deletion is about: the marked ones, else
    /// the selected one.
    pub fn chosen(&self) -> Vec<i64> {
        if self.marked.is_empty() {
            self.selected_game().map(|g| g.id).into_iter().collect()
        } else {
            self.marked.iter().copied().collect()
        }
    }

    /// A filter typed at its prompt; `Err` says why it is refused (the
    /// prompt stays open to correct it).
    pub fn set_filter(&mut self, field: FilterField, typed: &str) -> Result<(), String> {
        let text = typed.trim();
        if text.chars().count() > MAX_FILTER_CHARS {
            return Err(t!("games-filter-too-long", most = MAX_FILTER_CHARS));
        }
        if text.chars().any(char::is_control) {
            return Err(t!("games-filter-control"));
        }
        let value = match field {
            FilterField::From | FilterField::To if !text.is_empty() => Some(date_filter(text)?),
            _ => (!text.is_empty()).then(|| text.to_string()),
        };
        let slot = match field {
            FilterField::Player => &mut self.filter.player,
            FilterField::Event => &mut self.filter.event,
            FilterField::From => &mut self.filter.from,
            FilterField::To => &mut self.filter.to,
        };
        *slot = value;
        self.refresh_from_top();
        Ok(())
    }

    /// `r`: any result, Black won, White won, a draw, any again.
    pub fn step_result(&mut self) {
        self.filter.result = match self.filter.result {
            None => Some(Won::Black),
            Some(Won::Black) => Some(Won::White),
            Some(Won::White) => Some(Won::Draw),
            Some(Won::Draw) => None,
        };
        self.refresh_from_top();
    }

    pub fn clear_filters(&mut self) {
        self.filter = Filter::default();
        self.refresh_from_top();
    }

    /// `s`: date, players, plies, import order, date again (each starting
    /// the way a player most often wants it: newest, A to Z, longest).
    pub fn next_sort(&mut self) {
        self.sort = match self.sort.by {
            SortBy::Date => Sort {
                by: SortBy::Players,
                descending: false,
            },
            SortBy::Players => Sort {
                by: SortBy::Plies,
                descending: true,
            },
            SortBy::Plies => Sort {
                by: SortBy::Id,
                descending: false,
            },
            SortBy::Id => Sort {
                by: SortBy::Date,
                descending: true,
            },
        };
        self.refresh_from_top();
    }

    pub fn reverse_sort(&mut self) {
        self.sort.descending = !self.sort.descending;
        self.refresh_from_top();
    }

    /// `d`: the question, about the games chosen.
    pub fn ask_delete(&mut self) {
        let ids = self.chosen();
        if ids.is_empty() {
            self.message = Some(Message::Info(t!("games-none-chosen")));
            return;
        }
        self.layer = Some(Layer::Ask(GamesQuestion::Delete(ids)));
    }

    /// The answer to the question.
    pub fn answered(&mut self, question: GamesQuestion, yes: bool) {
        self.layer = None;
        match question {
            GamesQuestion::Delete(ids) if yes => {
                self.message = Some(Message::Info(t!("games-deleting", count = ids.len())));
                self.orders.give(GamesWork::Delete(ids));
            }
            GamesQuestion::Delete(_) => self.message = None,
        }
    }

    /// `e`/`E`: the destination's prompt, when games are chosen.
    pub fn ask_export(&mut self, kind: ExportKind) {
        if self.chosen().is_empty() {
            self.message = Some(Message::Info(t!("games-none-chosen")));
            return;
        }
        self.layer = Some(Layer::prompt(GamesPrompt::Export(kind), ""));
    }

    /// What the session's work came back with.
    pub fn on_done(&mut self, done: Done) {
        match done {
            Done::Listed(number, offset, found) => {
                // An answer to a question no longer asked: the newer one
                // is on its way.
                if self.reading.map(|(n, _)| n) != Some(number) {
                    return;
                }
                self.reading = None;
                match found {
                    Ok(found) => {
                        self.problem = None;
                        self.count = Some(found.count);
                        self.first = offset;
                        self.rows = found.games;
                        let last = found.count.saturating_sub(1);
                        if self.selected > last {
                            self.selected = last;
                            if found.count > 0 && offset > last {
                                self.refresh_here();
                            }
                        }
                    }
                    Err(why) => {
                        self.count = Some(0);
                        self.rows.clear();
                        self.problem = Some(why);
                    }
                }
            }
            Done::Deleted(result) => match result {
                Ok(n) => {
                    // The marked games were the ones deleted.
                    self.marked.clear();
                    self.message = Some(Message::Info(t!("games-deleted", count = n)));
                    self.count = self.count.map(|c| c.saturating_sub(n));
                    self.refresh_here();
                }
                Err(why) => self.message = Some(Message::Refusal(why)),
            },
            Done::Exported(said) => self.message = Some(said),
            Done::Failed => {
                self.reading = None;
                self.message = Some(Message::Notice(t!("games-work-failed")));
            }
        }
    }
}

/// A date filter as typed (`2024`, `2024-03`, `2024/3/5`) in the
/// database's form (`2024-03-05`), or why it is no date.
pub fn date_filter(text: &str) -> Result<String, String> {
    let refuse = || {
        t!(
            "games-filter-bad-date",
            typed = crate::kifu::escape_controls(text)
        )
    };
    let parts: Vec<&str> = text.split(['-', '/', '.']).collect();
    if parts.len() > 3
        || parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(refuse());
    }
    let number = |p: &str| p.parse::<u32>().map_err(|_| refuse());
    let year = number(parts[0])?;
    if parts[0].len() != 4 {
        return Err(refuse());
    }
    let mut out = format!("{year:04}");
    let limits = [12, 31];
    for (part, most) in parts[1..].iter().zip(limits) {
        let n = number(part)?;
        if n == 0 || n > most || part.len() > 2 {
            return Err(refuse());
        }
        out.push_str(&format!("-{n:02}"));
    }
    Ok(out)
}
