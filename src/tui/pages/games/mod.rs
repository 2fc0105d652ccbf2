//! "Games" (棋譜データベース): the games of the game database, listed a
//! window at a time (never the whole database), filtered by player,
//! event, dates and result, sorted by date, players or length either way;
//! Enter opens one in review, Space marks games to export (KIF or CSA
//! files, or one CSA file of them all) or to delete after a question.

pub mod command;
mod export;
mod keys;
pub mod open;
mod session;
mod state;
mod view;
mod work;

pub use keys::GAMES_KEYS;
pub use session::GamesSession;
pub use state::{Filter, GamesPage, GamesPrompt, GamesQuestion, MAX_MARKED, WINDOW, date_filter};

use command::GamesCommand;
use export::Destination;
use work::GamesWork;

use crate::t;
use crate::tui::action::{Action, Direction};
use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action, lookup};
use crate::tui::overlay::{Step, Words};
use crate::tui::page::{Flow, Page};
use crate::tui::widgets::popup::QuestionText;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyEvent;
use ratatui::layout::Rect;

impl Words<GamesPrompt, GamesQuestion> for GamesPage {
    fn prompt_title(&self, about: &GamesPrompt) -> String {
        use command::{ExportKind, FilterField};
        match about {
            GamesPrompt::Filter(FilterField::Player) => t!("games-prompt-player"),
            GamesPrompt::Filter(FilterField::Event) => t!("games-prompt-event"),
            GamesPrompt::Filter(FilterField::From) => t!("games-prompt-from"),
            GamesPrompt::Filter(FilterField::To) => t!("games-prompt-to"),
            GamesPrompt::Export(ExportKind::Kif) => {
                t!("games-prompt-export-kif", count = self.chosen().len())
            }
            GamesPrompt::Export(ExportKind::Csa) => {
                t!("games-prompt-export-csa", count = self.chosen().len())
            }
        }
    }

    fn question(&self, about: &GamesQuestion) -> QuestionText {
        match about {
            GamesQuestion::Delete(ids) => QuestionText {
                title: t!("games-delete-title"),
                lines: vec![t!("games-delete-question", count = ids.len())],
                yes: t!("games-delete-yes"),
                no: t!("games-delete-no"),
                keep_visible: None,
            },
        }
    }
}

impl GamesPage {
    /// Enter: the selected game in review, at its start.
    fn open_selected(&mut self) -> Flow {
        let Some(id) = self.selected_game().map(|g| g.id) else {
            return Flow::Stay;
        };
        open::game(self.database.clone(), id)
    }

    fn command(&mut self, c: GamesCommand) -> Flow {
        let screen = i64::from(self.shown_rows.get().max(1));
        match c {
            GamesCommand::PageUp => self.step(-screen),
            GamesCommand::PageDown => self.step(screen),
            GamesCommand::Mark => self.toggle_mark(),
            GamesCommand::Unmark => {
                self.marked.clear();
                self.message = None;
            }
            GamesCommand::Filter(field) => {
                let now = match field {
                    command::FilterField::Player => &self.filter.player,
                    command::FilterField::Event => &self.filter.event,
                    command::FilterField::From => &self.filter.from,
                    command::FilterField::To => &self.filter.to,
                };
                let text = now.clone().unwrap_or_default();
                self.layer = Some(crate::tui::overlay::Layer::prompt(
                    GamesPrompt::Filter(field),
                    text,
                ));
            }
            GamesCommand::Result => self.step_result(),
            GamesCommand::ClearFilters => self.clear_filters(),
            GamesCommand::Sort => self.next_sort(),
            GamesCommand::Reverse => self.reverse_sort(),
            GamesCommand::Export(kind) => self.ask_export(kind),
            GamesCommand::Delete => self.ask_delete(),
        }
        Flow::Stay
    }

    /// A line typed at a prompt: taken (the prompt closes) or refused (it
    /// stays, with why).
    fn typed(&mut self, about: GamesPrompt, text: &str) {
        let taken = match about {
            GamesPrompt::Filter(field) => self.set_filter(field, text),
            GamesPrompt::Export(kind) => Destination::typed(kind, text).map(|to| {
                let ids = self.chosen();
                self.message = Some(Message::Info(t!("games-exporting", count = ids.len())));
                self.orders.give(GamesWork::Export(ids, to));
            }),
        };
        match taken {
            Ok(()) => self.layer = None,
            Err(why) => self.message = Some(Message::Refusal(why)),
        }
    }

    fn layer_update(&mut self, action: &Action) -> Flow {
        let Some(layer) = &mut self.layer else {
            return Flow::Stay;
        };
        match layer.step(action, GAMES_KEYS.len()) {
            Step::Open(open) => self.layer = Some(open),
            Step::Typed(about, text) => self.typed(about, &text),
            // Nothing typed: the filter cleared; an export needs a path.
            Step::Blank(about) => self.typed(about, ""),
            Step::Answered(q, yes) => self.answered(q, yes),
            Step::Leave => return Flow::Leave,
            Step::Closed | Step::Cancelled(_) | Step::GaveUp | Step::Play(_) | Step::Share(..) => {
                self.layer = None;
                self.message = None;
            }
        }
        Flow::Stay
    }
}

impl Page for GamesPage {
    fn input_mode(&self) -> InputMode {
        self.layer
            .as_ref()
            .map_or(InputMode::Own, |layer| layer.input_mode())
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        key_action(self.input_mode(), key, |code| lookup(GAMES_KEYS, code))
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        if let Some(layer) = &self.layer {
            return layer.click(self, &crate::shogi::Position::startpos(), false, area, x, y);
        }
        let list = view::GamesLayout::new(area).list;
        let inside = x >= list.x && x < list.right() && y >= list.y && y < list.bottom();
        inside.then(|| Action::ClickRow(usize::from(y - list.y)))
    }

    fn update(&mut self, action: &Action) -> Flow {
        if self.layer.is_some() {
            return self.layer_update(action);
        }
        if let Some(c) = action.page_command::<GamesCommand>() {
            return self.command(c);
        }
        match action {
            Action::Move(Direction::Up) => self.step(-1),
            Action::Move(Direction::Down) => self.step(1),
            Action::First => self.go_to(0),
            Action::Last => self.go_to(u64::MAX),
            Action::ClickRow(row) => {
                let first = view::first_shown(self.selected, self.shown_rows.get());
                let at = first + *row as u64;
                if at == self.selected {
                    return self.open_selected();
                }
                self.go_to(at);
            }
            Action::Activate => return self.open_selected(),
            Action::Help => self.layer = Some(crate::tui::overlay::Layer::HELP),
            Action::Quit | Action::ForceQuit | Action::Cancel => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    /// Back from review: the list read again where it was (another window
    /// may have imported or deleted meanwhile).
    fn uncover(&mut self, _cx: &mut crate::tui::context::Context) {
        self.refresh_here();
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        self.draw(prefs, area, buf);
    }
}

#[cfg(test)]
mod tests;
