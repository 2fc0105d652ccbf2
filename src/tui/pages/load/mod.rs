//! The load screen: the saves of the folder, newest first, with the one
//! picked previewed; Enter opens it (to continue if unfinished, else to
//! review), `r` reviews it anyway, `d` deletes it after asking.

pub mod view;

use crate::kifu::{RecordError, SaveDir, SaveSummary};
use crate::tui::action::{Action, Direction};
use crate::tui::input::InputMode;
use crate::tui::look::Prefs;
use crate::tui::page::{News, Page, Request};
use crate::tui::pages::load::view::{LoadLayout, LoadView};
use crate::tui::widgets::popup::QuestionPopup;
use crate::tui::widgets::status::Message;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

#[derive(Clone, Debug)]
pub struct LoadScreen {
    dir: SaveDir,
    pub entries: Vec<SaveSummary>,
    pub selected: usize,
    /// The delete question is open for the selected save.
    pub confirm_delete: bool,
    pub message: Option<Message>,
}

impl LoadScreen {
    /// The page for `dir`, showing `listed` (what `SaveDir::list` read:
    /// the app reads the folder, the page only shows it).
    pub fn new(dir: SaveDir, listed: Result<Vec<SaveSummary>, RecordError>) -> LoadScreen {
        let mut screen = LoadScreen {
            dir,
            entries: Vec::new(),
            selected: 0,
            confirm_delete: false,
            message: None,
        };
        screen.show(listed);
        screen
    }

    pub fn dir(&self) -> &SaveDir {
        &self.dir
    }

    /// Shows the folder as read again, keeping the same save picked when
    /// it is still there.
    pub fn show(&mut self, listed: Result<Vec<SaveSummary>, RecordError>) {
        let picked = self.selected_entry().map(|e| e.name.clone());
        match listed {
            Ok(entries) => self.entries = entries,
            Err(e) => {
                self.entries.clear();
                self.message = Some(Message::Refusal(e.to_string()));
            }
        }
        self.selected = picked
            .and_then(|name| self.entries.iter().position(|e| e.name == name))
            .unwrap_or(0)
            .min(self.entries.len().saturating_sub(1));
    }

    pub fn selected_entry(&self) -> Option<&SaveSummary> {
        self.entries.get(self.selected)
    }

    fn open(&mut self, review: bool) -> Request {
        let Some(entry) = self.selected_entry() else {
            self.message = Some(Message::Info(format!(
                "there are no saves in {} yet",
                self.dir.path().display()
            )));
            return Request::Nothing;
        };
        if let Some(problem) = &entry.problem {
            self.message = Some(Message::Refusal(format!(
                "cannot open it: {problem} (d deletes it)"
            )));
            return Request::Nothing;
        }
        Request::Open {
            save: Box::new(entry.clone()),
            review,
        }
    }

    fn delete_selected(&mut self) -> Request {
        self.confirm_delete = false;
        match self.selected_entry() {
            Some(e) => Request::DeleteSave(e.name.clone()),
            None => Request::Nothing,
        }
    }

    /// How the app's deletion of `name` went, and the folder read after it.
    pub fn deleted(
        &mut self,
        name: &str,
        result: Result<(), RecordError>,
        listed: Result<Vec<SaveSummary>, RecordError>,
    ) {
        match result {
            Ok(()) => {
                let at = self.selected;
                self.show(listed);
                // The next save takes the deleted one's place.
                self.selected = at.min(self.entries.len().saturating_sub(1));
                self.message = Some(Message::Info(format!("deleted '{name}'")));
            }
            Err(e) => self.message = Some(Message::Refusal(e.to_string())),
        }
    }
}

impl Page for LoadScreen {
    fn input_mode(&self) -> InputMode {
        if self.confirm_delete {
            InputMode::Question
        } else {
            InputMode::Load
        }
    }

    fn click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        match self.delete_question() {
            Some(text) => QuestionPopup::answer_at(area, &text, false, x, y),
            None => LoadLayout::new(area)
                .entry_at(x, y, self.entries.len(), self.selected)
                .map(Action::ClickRow),
        }
    }

    fn update(&mut self, action: &Action) -> Request {
        if self.confirm_delete {
            match action {
                Action::Answer(true) => return self.delete_selected(),
                Action::Answer(false) | Action::Cancel => {
                    self.confirm_delete = false;
                    self.message = None;
                }
                Action::ForceQuit => return Request::Leave,
                _ => {}
            }
            return Request::Nothing;
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
            // A click picks a save; a click on the picked one opens it.
            Action::ClickRow(i) if *i < n && *i != self.selected => {
                self.selected = *i;
                self.message = None;
            }
            Action::ClickRow(i) if *i < n => return self.open(false),
            Action::Activate => return self.open(false),
            Action::OpenReview => return self.open(true),
            Action::Delete if n > 0 => self.confirm_delete = true,
            Action::Quit | Action::ForceQuit | Action::Cancel => return Request::Leave,
            _ => {}
        }
        Request::Nothing
    }

    fn on_news(&mut self, news: News) {
        match news {
            News::Saves(listed) => self.show(listed),
            News::Deleted {
                name,
                result,
                listed,
            } => self.deleted(&name, result, listed),
            News::Refused(why) => self.message = Some(Message::Refusal(why)),
            News::Problem(why) => self.message = Some(Message::problem(self.message.take(), &why)),
            _ => {}
        }
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
