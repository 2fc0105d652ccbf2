//! The explorer as a page keeps it: the database file, the player's
//! names and filters, the position it was last shown, the answer for it,
//! the row the cursor is on, and the list of games or the filter being
//! typed when one is open over it.

use super::filters::Filters;
use super::worker::{Answer, Asked, GamesFound, Question, Worker};
use crate::shogi::Position;
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use shogi_db::{DbError, Explored};
use std::path::PathBuf;

/// Games the list through a position asks for: more than a screen shows,
/// few enough to read at once from any database.
pub const GAMES_LISTED: u32 = 200;

/// What the explorer has to say of the position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// No database file named (a test's in-memory app).
    NoDatabase,
    /// Asked, not answered yet.
    Waiting,
    /// The file is not there yet (nothing imported): how to make it.
    NoGamesYet,
    /// The database could not be read: why, in the player's words.
    Failed(String),
    /// The moves played from the position.
    Found(Explored),
}

/// The list of the games through the position, open over the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesList {
    pub asked: Asked,
    /// `None` until the answer comes; an error in the player's words.
    pub found: Option<Result<GamesFound, String>>,
    pub cursor: usize,
}

/// Which filter is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Player,
    Dates,
}

#[derive(Clone, Debug, Default)]
pub struct Explorer {
    /// The file; `None`: the app has none (tests that keep nothing).
    pub(super) database: Option<PathBuf>,
    /// The player's own names, from the settings.
    pub(super) names: Vec<String>,
    pub filters: Filters,
    /// The question for the position shown, and the position.
    pub(super) wanted: Option<(Asked, Position)>,
    /// The last answer about moves, with what it was about.
    pub(super) answer: Option<(Asked, Reply)>,
    /// The row chosen among the moves.
    pub(super) cursor: usize,
    /// The games list, when open.
    pub games: Option<GamesList>,
    /// The filter being typed, when its line is open.
    pub typing: Option<(Field, TextInput)>,
    pub(super) worker: Worker,
}

impl Explorer {
    /// An explorer over `database` (`None`: no database), counting `names`
    /// as the player's own.
    pub fn new(database: Option<PathBuf>, names: Vec<String>) -> Explorer {
        Explorer {
            database,
            names,
            ..Explorer::default()
        }
    }

    /// The settings' names again (changed in the menu meanwhile): asked
    /// again if "my games" is on.
    pub fn set_names(&mut self, names: Vec<String>) {
        self.names = names;
        if let Some((_, pos)) = self.wanted.take() {
            self.show(&pos);
        }
    }

    /// The database file it reads.
    pub fn database(&self) -> Option<&std::path::Path> {
        self.database.as_deref()
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The position on the board, each time it may have changed: a new
    /// position (or new filters) is asked of the thread and the cursor
    /// goes back to the top; the same one asks nothing.
    pub fn show(&mut self, pos: &Position) {
        let asked = Asked::new(pos, &self.filters, &self.names);
        if self.wanted.as_ref().is_some_and(|(a, _)| *a == asked) {
            return;
        }
        self.cursor = 0;
        self.wanted = Some((asked.clone(), pos.clone()));
        let Some(path) = self.database.clone() else {
            return;
        };
        if !self
            .worker
            .ask(&path, Question::Moves(asked.clone(), pos.clone()))
        {
            self.answer = Some((asked, Reply::Failed(crate::t!("explorer-no-thread"))));
        }
    }

    /// The filters changed: the position shown is asked again.
    pub(super) fn refilter(&mut self) {
        if let Some((_, pos)) = self.wanted.take() {
            self.show(&pos);
        }
    }

    /// What the explorer says of the position shown.
    pub fn said(&self) -> Reply {
        if self.database.is_none() {
            return Reply::NoDatabase;
        }
        match (&self.wanted, &self.answer) {
            (Some((wanted, _)), Some((about, said))) if wanted == about => said.clone(),
            _ => Reply::Waiting,
        }
    }

    /// The moves listed now (none while waiting or failed).
    pub fn moves(&self) -> Vec<shogi_db::MoveStats> {
        match self.said() {
            Reply::Found(e) => e.moves,
            _ => Vec::new(),
        }
    }

    /// The row the cursor is on.
    pub fn cursor(&self) -> usize {
        self.cursor.min(self.moves().len().saturating_sub(1))
    }

    /// The cursor moved `by` rows, staying among the moves.
    pub fn move_cursor(&mut self, by: isize) {
        let last = self.moves().len().saturating_sub(1);
        self.cursor = self.cursor().saturating_add_signed(by).min(last);
    }

    /// Whether an answer is awaited: the page must tick to collect it.
    pub fn waiting(&self) -> bool {
        let moves =
            self.database.is_some() && self.wanted.is_some() && self.said() == Reply::Waiting;
        let games = self.games.as_ref().is_some_and(|g| g.found.is_none());
        moves || games
    }

    /// The thread's answers taken in; whether anything shown changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        for answer in self.worker.answers() {
            changed |= self.take(answer);
        }
        changed
    }

    /// One answer taken in: kept if it is about what is shown now,
    /// dropped otherwise (the player stepped on meanwhile).
    pub(super) fn take(&mut self, answer: Answer) -> bool {
        match answer {
            Answer::Moves(about, found) => {
                if self.wanted.as_ref().is_none_or(|(w, _)| *w != about) {
                    return false;
                }
                let said = match found {
                    Ok(e) => Reply::Found(e),
                    Err(DbError::Missing { .. }) => Reply::NoGamesYet,
                    Err(e) => Reply::Failed(e.said()),
                };
                self.answer = Some((about, said));
                true
            }
            Answer::Games(about, found) => {
                let Some(list) = self.games.as_mut().filter(|l| l.asked == about) else {
                    return false;
                };
                list.found = Some(found.map_err(|e| match e {
                    DbError::Missing { .. } => crate::t!("explorer-no-games-yet"),
                    e => e.said(),
                }));
                true
            }
        }
    }

    /// Opens the list of the games through the position shown.
    pub(super) fn open_games(&mut self) {
        let Some((asked, pos)) = self.wanted.clone() else {
            return;
        };
        let mut list = GamesList {
            asked: asked.clone(),
            found: None,
            cursor: 0,
        };
        match &self.database {
            None => list.found = Some(Err(crate::t!("explorer-no-database"))),
            Some(path) => {
                if !self
                    .worker
                    .ask(path, Question::Games(asked, pos, GAMES_LISTED))
                {
                    list.found = Some(Err(crate::t!("explorer-no-thread")));
                }
            }
        }
        self.games = Some(list);
    }
}

/// The explorer as a page shows it over its board (a finished game's):
/// made the first time it is asked for (with the app's database), its
/// filters kept after, open or closed.
#[derive(Clone, Debug, Default)]
pub struct Overlaid {
    pub open: bool,
    pub explorer: Option<Explorer>,
}
