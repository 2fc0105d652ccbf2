//! What the explorer does with a key: among its rows, in its games list,
//! on the filter line being typed. A page hands it the action while the
//! explorer has the focus and carries out what it answers (`Step`): the
//! explorer plays no move and opens no page itself.

use super::keys::ExplorerCommand;
use super::state::{Explorer, Field};
use crate::shogi::Move;
use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::widgets::text_input::TextInput;
use crate::words::Said;
use shogi_db::{Access, Database, StoredGame};

/// What the page does after the explorer took an action.
#[derive(Debug)]
pub enum Step {
    /// Not the explorer's: the page reads it itself.
    NotMine,
    /// Taken; redraw.
    Stay,
    /// Enter on a move: the page plays it (review) or says why not.
    Play(Move),
    /// Enter on a game of the list: open it in review at this ply.
    Open(Box<StoredGame>, usize),
    /// Said on the status line.
    Say(String),
    /// Esc with nothing open inside it: the page closes its overlay.
    Close,
}

impl Explorer {
    /// The input mode the explorer needs now, when it needs its own: a
    /// line typed, or the list.
    pub fn input_mode(&self) -> Option<crate::tui::input::InputMode> {
        use crate::tui::input::InputMode;
        if self.typing.is_some() {
            Some(InputMode::Prompt)
        } else if self.games.is_some() {
            Some(InputMode::List)
        } else {
            None
        }
    }

    /// `action` while the explorer has the focus.
    pub fn act(&mut self, action: &Action) -> Step {
        if self.typing.is_some() {
            return self.type_filter(action);
        }
        if self.games.is_some() {
            return self.in_games(action);
        }
        match action {
            Action::Move(Direction::Up) => self.move_cursor(-1),
            Action::Move(Direction::Down) => self.move_cursor(1),
            Action::Activate => {
                return match self.moves().get(self.cursor()) {
                    Some(m) => Step::Play(m.mv),
                    None => Step::Say(t!("explorer-no-move")),
                };
            }
            Action::Cancel => return Step::Close,
            Action::Page(c) if let Some(command) = c.get::<ExplorerCommand>() => {
                return self.command(command);
            }
            _ => return Step::NotMine,
        }
        Step::Stay
    }

    /// One of the explorer's commands (the page shows it first).
    pub fn command(&mut self, command: ExplorerCommand) -> Step {
        match command {
            ExplorerCommand::Show => return Step::NotMine,
            ExplorerCommand::Games => self.open_games(),
            ExplorerCommand::Mine if !self.filters.mine && self.names.is_empty() => {
                return Step::Say(t!("explorer-no-names"));
            }
            ExplorerCommand::Mine => {
                self.filters.mine = !self.filters.mine;
                self.refilter();
            }
            ExplorerCommand::Player => {
                let now = self.filters.player.clone().unwrap_or_default();
                self.typing = Some((Field::Player, TextInput::selected(&now)));
            }
            ExplorerCommand::Dates => {
                let now = self.filters.dates_text();
                self.typing = Some((Field::Dates, TextInput::selected(&now)));
            }
        }
        Step::Stay
    }

    fn type_filter(&mut self, action: &Action) -> Step {
        let Some((field, text)) = &mut self.typing else {
            return Step::NotMine;
        };
        if text.edit(action) {
            return Step::Stay;
        }
        match action {
            Action::Activate => {
                let (field, typed) = (*field, text.as_str().to_string());
                match field {
                    Field::Player => self.filters.set_player(&typed),
                    Field::Dates => {
                        if let Err(bad) = self.filters.set_dates(&typed) {
                            return Step::Say(t!("explorer-bad-date", date = bad.0));
                        }
                    }
                }
                self.typing = None;
                self.refilter();
            }
            Action::Cancel | Action::Quit => self.typing = None,
            // The line takes nothing else; the keys of the page wait.
            _ => {}
        }
        Step::Stay
    }

    fn in_games(&mut self, action: &Action) -> Step {
        let Some(list) = &mut self.games else {
            return Step::NotMine;
        };
        let listed = match &list.found {
            Some(Ok(found)) => found.games.len(),
            _ => 0,
        };
        match action {
            Action::Move(Direction::Up) | Action::Step(-1) => {
                list.cursor = list.cursor.saturating_sub(1)
            }
            Action::Move(Direction::Down) | Action::Step(1) => {
                list.cursor = (list.cursor + 1).min(listed.saturating_sub(1))
            }
            Action::First => list.cursor = 0,
            Action::Last => list.cursor = listed.saturating_sub(1),
            Action::Activate => return self.open_chosen(),
            Action::Cancel | Action::Quit => self.games = None,
            _ => {}
        }
        Step::Stay
    }

    /// Enter in the list: the game read now (one row by its key, a
    /// moment), opened at the ply where it reached the position.
    fn open_chosen(&mut self) -> Step {
        let Some(list) = &self.games else {
            return Step::NotMine;
        };
        let Some(Ok(found)) = &list.found else {
            return Step::Stay;
        };
        let Some(hit) = found.games.get(list.cursor) else {
            return Step::Stay;
        };
        let (id, ply) = (hit.id, hit.ply.unwrap_or(0) as usize);
        let Some(path) = &self.database else {
            return Step::Say(t!("explorer-no-database"));
        };
        let read = Database::open(path, Access::Read).and_then(|db| db.stored_game(id));
        match read {
            Ok(Some(game)) => {
                self.games = None;
                Step::Open(Box::new(game), ply)
            }
            Ok(None) => Step::Say(t!("explorer-game-gone", id = id.to_string())),
            Err(e) => Step::Say(e.said()),
        }
    }
}
