//! The load screen: the saves of the folder, newest first, with the one
//! picked previewed; Enter opens it (to continue if unfinished, else to
//! review), `r` reviews it anyway, `d` deletes it after asking. The
//! folder's other record files and the engine matches' games are listed
//! too, to review; `o` opens any record file by its path.

pub mod command;
mod list;
pub mod open;
pub mod open_file;
pub mod view;

pub use list::LoadScreen;

use crate::tui::action::{Action, Direction};
use crate::tui::context::Context;
use crate::tui::page::Component;

use crate::tui::display_prefs::Prefs;
use crate::tui::input::{InputMode, key_action};
use crate::tui::page::Flow;
use crate::tui::page::Page;
use crate::tui::pages::load::command::LoadCommand;
use crate::tui::pages::load::view::{LoadLayout, LoadView};
use crate::tui::widgets::popup::QuestionPopup;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// The path prompt's keys: a prompt's, and Tab to complete (the shared
/// prompt keys have no Tab: no other prompt completes).
fn path_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Enter => Action::Activate,
        KeyCode::Esc => Action::Cancel,
        KeyCode::Backspace => Action::PromptBackspace,
        KeyCode::Tab => Action::page(LoadCommand::Complete),
        KeyCode::Char(c) => Action::PromptChar(c),
        _ => return None,
    })
}

/// The list's keys: there is no help to show them, so no table.
fn load_key(code: KeyCode) -> Option<Action> {
    Some(match code {
        KeyCode::Up | KeyCode::Char('k') => Action::Move(Direction::Up),
        KeyCode::Down | KeyCode::Char('j') => Action::Move(Direction::Down),
        KeyCode::Home | KeyCode::PageUp => Action::First,
        KeyCode::End | KeyCode::PageDown => Action::Last,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Activate,
        KeyCode::Char('r') => Action::page(LoadCommand::OpenReview),
        KeyCode::Char('o') => Action::page(LoadCommand::OpenFile),
        KeyCode::Char('d') | KeyCode::Delete => Action::page(LoadCommand::Delete),
        KeyCode::Esc | KeyCode::Char('q') => Action::Quit,
        _ => return None,
    })
}

impl Page for LoadScreen {
    fn input_mode(&self) -> InputMode {
        if self.confirm_delete {
            InputMode::Question
        } else {
            InputMode::Own
        }
    }

    fn handle_key_event(&self, key: KeyEvent) -> Option<Action> {
        if self.open_prompt.is_some() {
            return key_action(self.input_mode(), key, path_key);
        }
        key_action(self.input_mode(), key, load_key)
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match self.delete_question() {
            Some(text) => QuestionPopup::answer_at(area, &text, false, x, y),
            None => LoadLayout::new(area)
                .entry_at(x, y, self.entries.len(), self.selected)
                .map(Action::ClickRow),
        }
    }

    fn update(&mut self, action: &Action) -> Flow {
        if self.confirm_delete {
            match action {
                Action::Answer(true) => self.delete_selected(),
                Action::Answer(false) | Action::Cancel => {
                    self.confirm_delete = false;
                    self.message = None;
                }
                Action::ForceQuit => return Flow::Leave,
                _ => {}
            }
            return Flow::Stay;
        }
        if let Some(prompt) = &mut self.open_prompt {
            match action {
                Action::Activate => return open::opening(self.open_typed()),
                a if a.is_page(LoadCommand::Complete) => self.complete_path(),
                Action::Cancel => {
                    self.open_prompt = None;
                    self.message = None;
                }
                Action::ForceQuit => return Flow::Leave,
                edit => {
                    prompt.edit(edit);
                }
            }
            return Flow::Stay;
        }
        let n = self.entries.len();
        match action {
            Action::Move(Direction::Up) if n > 0 => {
                self.selected = (self.selected + n - 1) % n;
                self.message = None;
            }
            Action::Move(Direction::Down) if n > 0 => {
                self.selected = (self.selected + 1) % n;
                self.message = None;
            }
            Action::First if n > 0 => {
                self.selected = 0;
                self.message = None;
            }
            Action::Last if n > 0 => {
                self.selected = n - 1;
                self.message = None;
            }
            // A click picks a save; a click on the picked one opens it.
            Action::ClickRow(i) if *i < n && *i != self.selected => {
                self.selected = *i;
                self.message = None;
            }
            Action::ClickRow(i) if *i < n => return open::opening(self.open(false)),
            Action::Activate => return open::opening(self.open(false)),
            a if a.is_page(LoadCommand::OpenReview) => return open::opening(self.open(true)),
            a if a.is_page(LoadCommand::Delete) => self.ask_delete(),
            a if a.is_page(LoadCommand::OpenFile) => self.ask_path(),
            Action::Quit | Action::ForceQuit | Action::Cancel => return Flow::Leave,
            _ => {}
        }
        Flow::Stay
    }

    fn message_mut(&mut self) -> Option<&mut Option<Message>> {
        Some(&mut self.message)
    }

    /// Back from a game or a review: the list read again (a game may
    /// have finished, a save been written).
    fn uncover(&mut self, _cx: &mut Context) {
        let listed = self.dir().list();
        self.show(listed);
    }

    fn render(&self, prefs: &Prefs, area: Rect, buf: &mut Buffer) {
        LoadView {
            screen: self,
            glyphs: &prefs.glyphs,
            theme: &prefs.theme,
        }
        .render(area, buf);
    }
}

/// The list of saves as the app holds it: the page, with the one piece
/// of work it owns, deleting the saves the player said yes to.
impl Component for LoadScreen {
    fn page(&self) -> &dyn Page {
        self
    }

    fn page_mut(&mut self) -> &mut dyn Page {
        self
    }

    fn settle(&mut self) {
        self.delete_asked();
    }
}
